import { PLAYBOOK_TEXT, type Playbook, type ResourceActionProps } from '@opsdeck/contracts';
import { Alert, Button, ErrorPanel, errorMessageOf, LabeledSelect, Skeleton, Stack, Text } from '@opsdeck/shared';
import { Modal } from '@opsdeck/shared/dialog';
import { useState } from 'react';
import { usePlaybookParams, type RunTarget } from '../api/playbookParams';
import { isRunTargetKind, usePlaybooksForResource } from '../api/playbooksForResource';
import { useRunPlaybook } from '../../../api/runPlaybook';
import { useParameterForm } from '../hooks/useParameterForm';
import { ParameterForm } from './ParameterForm';

const FORM_ID = 'run-playbook-form';

/**
 * Run playbook, the action this remote adds to checks, components and config items: the
 * playbooks that apply to the resource (GET /playbook/list), the chosen one's parameters for it,
 * and Run, which opens the new run's page. A refused run shows the server's error text.
 */
export function RunPlaybookDialog({ resource, onClose }: ResourceActionProps) {
  const playbooks = usePlaybooksForResource(resource);
  const [chosen, setChosen] = useState<string | null>(null);
  const list = playbooks.data ?? [];
  const playbookId = chosen ?? (list.length === 1 ? list[0]!.id : null);
  const target: RunTarget | null = isRunTargetKind(resource.kind) ? { kind: resource.kind, id: resource.id } : null;
  return (
    <RunDialogFrame
      title={resource.name ? `${PLAYBOOK_TEXT.runDialogTitle}: ${resource.name}` : PLAYBOOK_TEXT.runDialogTitle}
      playbookId={playbookId}
      target={target}
      needsResource={false}
      onClose={onClose}
      picker={
        playbooks.isPending ? (
          <Skeleton height="2rem" aria-label="Loading playbooks" />
        ) : playbooks.error ? (
          <ErrorPanel message={errorMessageOf(playbooks.error)} />
        ) : list.length === 0 ? (
          <Text color="fg.muted">{PLAYBOOK_TEXT.noPlaybooksForResource}</Text>
        ) : (
          <PlaybookSelect playbooks={list} value={playbookId} onChange={setChosen} />
        )
      }
    />
  );
}

export function PlaybookSelect({
  playbooks,
  value,
  onChange,
}: {
  playbooks: Playbook[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  return (
    <LabeledSelect
      layout="stacked"
      label={PLAYBOOK_TEXT.choosePlaybook}
      value={value ?? ''}
      placeholder="Select a playbook"
      options={playbooks.map((p) => ({ value: p.id, label: p.title || p.name || p.id }))}
      onChange={onChange}
      required
    />
  );
}

export interface RunDialogFrameProps {
  title: string;
  playbookId: string | null;
  target: RunTarget | null;
  /** The playbook runs on a resource that is not chosen yet. */
  needsResource: boolean;
  picker: React.ReactNode;
  onClose: (done: boolean) => void;
}

/** The run modal's body and footer, shared by the resource action and the playbook list. */
export function RunDialogFrame({ title, playbookId, target, needsResource, picker, onClose }: RunDialogFrameProps) {
  const params = usePlaybookParams(playbookId, target, !needsResource);
  const form = useParameterForm(needsResource ? undefined : params.data);
  const run = useRunPlaybook(() => onClose(true));
  const ready = !!playbookId && !needsResource && !!params.data && form.valid && !run.isPending;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    form.submit();
    if (!ready || !playbookId) return;
    run.mutate({ id: playbookId, ...(target ? { [`${target.kind}_id`]: target.id } : {}), params: form.request() });
  };
  return (
    <Modal
      open
      onClose={() => !run.isPending && onClose(false)}
      title={title}
      size="small"
      hideExpandToggle
      data-testid="run-playbook-dialog"
      footer={
        <>
          <Button variant="outline" size="sm" onClick={() => onClose(false)} disabled={run.isPending}>
            {PLAYBOOK_TEXT.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} size="sm" colorPalette="blue" loading={run.isPending} disabled={!ready}>
            {PLAYBOOK_TEXT.run}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <Stack gap="4">
          {picker}
          {playbookId || needsResource ? (
            <ParameterForm
              needsResource={needsResource}
              params={params.data}
              loading={params.isPending}
              error={params.error}
              form={form}
            />
          ) : null}
          {run.error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{errorMessageOf(run.error)}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </form>
    </Modal>
  );
}
