import { Alert, HStack, Skeleton, Stack, Tabs } from '@chakra-ui/react';
import {
  createdSuccessfully,
  deletedSuccessfully,
  NO_RESOURCES_FOUND,
  RESOURCE_EDITOR,
  updatedSuccessfully,
} from '@opsdeck/contracts';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { ErrorPanel } from '../errors/ErrorPanel';
import { useAuthorizer } from '../services/context';
import { notify } from '../toast/toaster';
import { useDeleteResource, useResource, useSaveResource } from './api';
import { JobHistoryTab } from './JobHistoryTab';
import { ResourceBreadcrumb } from './ResourceBreadcrumb';
import { isNewResourceId, isReadOnlyResource, savePayload, type ResourceDraft } from './rules';
import { SourceLink } from './SourceLink';
import { SpecForm } from './SpecForm';
import type { ResourceExtraTab, ResourceRow, ResourceTable } from './types';

export interface ResourceEditorProps<Row extends ResourceRow> {
  table: ResourceTable<Row>;
  /** The id from the URL; `new` (or nothing) opens the create form. */
  id?: string;
  /** Spec of a new resource (e.g. from a type picker). */
  initialSpec?: Record<string, unknown>;
  /** Tabs after Spec, shown for saved resources (e.g. Members of a team). */
  extraTabs?: readonly ResourceExtraTab<Row>[];
  /** Buttons next to the breadcrumb of a saved resource (e.g. Run now). */
  actions?: (resource: Row, editable: boolean) => ReactNode;
}

/**
 * The generic editor of a managed resource: Spec and Job History tabs, create or update by id,
 * name and namespace locked once saved, read-only for resources another source owns, soft delete
 * after a confirmation.
 */
export function ResourceEditor<Row extends ResourceRow>({
  table,
  id,
  initialSpec,
  extraTabs = [],
  actions,
}: ResourceEditorProps<Row>) {
  const isNew = isNewResourceId(id);
  const resource = useResource(table, id ?? '', !isNew);
  const canWrite = useAuthorizer().can('write', table.permissionResource ?? table.table);
  if (isNew) {
    if (!canWrite) return <ErrorPanel message={NO_RESOURCES_FOUND} />;
    return <EditorBody table={table} initialSpec={initialSpec} canWrite extraTabs={[]} />;
  }
  if (resource.isPending) return <Skeleton height="20rem" aria-busy="true" aria-label="Loading" />;
  if (resource.isError) return <ErrorPanel error={resource.error} />;
  if (!resource.data) {
    return (
      <Stack gap="4">
        <ResourceBreadcrumb table={table} />
        <Alert.Root status="info">
          <Alert.Title>{NO_RESOURCES_FOUND}</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }
  return (
    <EditorBody
      key={resource.data.id}
      table={table}
      resource={resource.data}
      canWrite={canWrite}
      extraTabs={extraTabs}
      actions={actions}
    />
  );
}

interface EditorBodyProps<Row extends ResourceRow> {
  table: ResourceTable<Row>;
  resource?: Row;
  initialSpec?: Record<string, unknown>;
  canWrite: boolean;
  extraTabs: readonly ResourceExtraTab<Row>[];
  actions?: ResourceEditorProps<Row>['actions'];
}

function EditorBody<Row extends ResourceRow>({
  table,
  resource,
  initialSpec,
  canWrite,
  extraTabs,
  actions,
}: EditorBodyProps<Row>) {
  const navigate = useNavigate();
  const [tab, setTab] = useState<string>(RESOURCE_EDITOR.tabs.spec);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveResource(table, resource?.id);
  const remove = useDeleteResource(table, resource?.id ?? '');
  const readOnly = !canWrite || isReadOnlyResource(resource);
  const title = resource ? (resource.name ?? resource.id) : `${RESOURCE_EDITOR.newCrumb} ${table.label}`;

  const onSave = (draft: ResourceDraft) =>
    save.mutate(savePayload(table, draft, !resource), {
      onSuccess: (savedId) => {
        const name = resource?.name ?? draft.name.trim();
        notify.success(resource ? updatedSuccessfully(name) : createdSuccessfully(name));
        if (!resource) navigate(`${table.basePath}/${encodeURIComponent(savedId)}`, { replace: true });
      },
      onError: (error) => notify.apiError(error),
    });

  const onDelete = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      notify.apiError(error);
      throw error;
    }
    notify.success(deletedSuccessfully(title));
    navigate(table.basePath);
  };

  const form = (
    <SpecForm
      table={table}
      resource={resource}
      initialSpec={initialSpec}
      readOnly={readOnly}
      canDelete={canWrite}
      saving={save.isPending}
      onSave={onSave}
      onDelete={() => setConfirming(true)}
      onCancel={() => navigate(table.basePath)}
    />
  );

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <ResourceBreadcrumb table={table} current={title} />
        <HStack gap="2">
          {resource ? <SourceLink resource={resource} /> : null}
          {resource && actions ? actions(resource, !readOnly) : null}
        </HStack>
      </HStack>
      {resource && isReadOnlyResource(resource) ? (
        <Alert.Root status="info" size="sm">
          <Alert.Title>{RESOURCE_EDITOR.readOnlyNotice}</Alert.Title>
        </Alert.Root>
      ) : null}
      {resource ? (
        <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} lazyMount unmountOnExit={false}>
          <Tabs.List>
            <Tabs.Trigger value={RESOURCE_EDITOR.tabs.spec}>{RESOURCE_EDITOR.tabs.spec}</Tabs.Trigger>
            {extraTabs.map((extra) => (
              <Tabs.Trigger key={extra.label} value={extra.label}>
                {extra.label}
              </Tabs.Trigger>
            ))}
            <Tabs.Trigger value={RESOURCE_EDITOR.tabs.jobHistory}>{RESOURCE_EDITOR.tabs.jobHistory}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value={RESOURCE_EDITOR.tabs.spec}>{form}</Tabs.Content>
          {extraTabs.map((extra) => (
            <Tabs.Content key={extra.label} value={extra.label}>
              {extra.render(resource)}
            </Tabs.Content>
          ))}
          <Tabs.Content value={RESOURCE_EDITOR.tabs.jobHistory}>
            <JobHistoryTab resourceId={resource.id} />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        form
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={onDelete}
        title={RESOURCE_EDITOR.deleteQuestion(title)}
        description={RESOURCE_EDITOR.deleteDescription}
      />
    </Stack>
  );
}
