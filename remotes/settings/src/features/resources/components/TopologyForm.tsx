import {
  createdSuccessfully,
  DEFAULT_NAMESPACE,
  deletedSuccessfully,
  RESOURCE_EDITOR,
  RESOURCE_FORM_BUTTONS,
  routePaths,
  UI_SOURCE,
  updatedSuccessfully,
  VALIDATION,
  type Topology,
} from '@opsdeck/contracts';
import { Box, Button, FormField, HStack, Input, notify, Stack, Text } from '@opsdeck/shared';
import { ConfirmDialog } from '@opsdeck/shared/dialog';
import { CodeEditor } from '@opsdeck/shared/editor';
import { isReadOnlyResource } from '@opsdeck/shared/resource-editor';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useManagedWrites } from '../api/saveManaged';
import { LabelsEditor, labelsToRows, rowsToLabels } from '@opsdeck/shared/resource-editor';

/** The spec a new topology starts from. */
export const NEW_TOPOLOGY_SPEC = { schedule: '@every 30m', components: [] };

export interface TopologyFormProps {
  topology?: Topology | undefined;
  canWrite: boolean;
}

/** The topology form: Name, Namespace, Labels and the YAML Spec; Save for a new one, Update, Cancel and Delete otherwise. */
export function TopologyForm({ topology, canWrite }: TopologyFormProps) {
  const navigate = useNavigate();
  const isNew = !topology;
  const readOnly = !canWrite || isReadOnlyResource(topology);
  const [name, setName] = useState(topology?.name ?? '');
  const [namespace, setNamespace] = useState(topology?.namespace ?? DEFAULT_NAMESPACE);
  const [labels, setLabels] = useState(labelsToRows(topology?.labels));
  const [spec, setSpec] = useState<{ text: unknown; value?: unknown; error?: string }>({
    text: topology?.spec ?? NEW_TOPOLOGY_SPEC,
    value: topology?.spec ?? NEW_TOPOLOGY_SPEC,
  });
  const [confirming, setConfirming] = useState(false);
  const { save, remove } = useManagedWrites('topologies', 'topologies');
  const specObject = spec.value && typeof spec.value === 'object' && !Array.isArray(spec.value);
  const invalid = !name.trim() || !namespace.trim() || !specObject || !!spec.error;

  const submit = async () => {
    if (invalid) return;
    const body = isNew
      ? { name: name.trim(), namespace: namespace.trim(), labels: rowsToLabels(labels), spec: spec.value, source: UI_SOURCE }
      : { labels: rowsToLabels(labels), spec: spec.value };
    try {
      const id = await save.mutateAsync({ id: topology?.id, body });
      notify.success(isNew ? createdSuccessfully(name.trim()) : updatedSuccessfully(name.trim()));
      navigate(isNew ? `/settings/topologies/${encodeURIComponent(id)}` : routePaths.integrations());
    } catch (err) {
      notify.apiError(err);
    }
  };
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(topology!.id);
    } catch (err) {
      notify.apiError(err);
      throw err;
    }
    notify.success(deletedSuccessfully(topology!.name ?? topology!.id));
    navigate(routePaths.integrations());
  };

  return (
    <form noValidate aria-label="Topology" onSubmit={(event) => (event.preventDefault(), void submit())}>
      <Stack gap="4">
        <FormField label="Name" required error={name.trim() ? undefined : VALIDATION.required}>
          <Input aria-label="Name" value={name} disabled={!isNew || readOnly} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <FormField label="Namespace" required error={namespace.trim() ? undefined : VALIDATION.required}>
          <Input
            aria-label="Namespace"
            value={namespace}
            disabled={!isNew || readOnly}
            onChange={(e) => setNamespace(e.target.value)}
          />
        </FormField>
        <LabelsEditor rows={labels} onChange={setLabels} disabled={readOnly} />
        <Box>
          <Text fontWeight="medium" mb="1">
            Spec
          </Text>
          <CodeEditor
            value={spec.text}
            language="yaml"
            height="20rem"
            readOnly={readOnly}
            aria-label="Spec"
            onChange={(text, parsed) => setSpec({ text, ...parsed })}
          />
          {spec.error || !specObject ? (
            <Text role="alert" color="fg.error" fontSize="sm" mt="1">
              {spec.error ?? (spec.value === undefined ? VALIDATION.required : RESOURCE_EDITOR.specMustBeObject)}
            </Text>
          ) : null}
        </Box>
        {readOnly ? null : (
          <HStack justify="flex-end" gap="2">
            {!isNew ? (
              <>
                <Button type="button" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                  {RESOURCE_FORM_BUTTONS.delete}
                </Button>
                <Button type="button" variant="ghost" onClick={() => navigate(routePaths.integrations())}>
                  {RESOURCE_FORM_BUTTONS.cancel}
                </Button>
              </>
            ) : null}
            <Button type="submit" colorPalette="blue" disabled={invalid || save.isPending}>
              {isNew
                ? save.isPending
                  ? RESOURCE_FORM_BUTTONS.saving
                  : RESOURCE_FORM_BUTTONS.save
                : save.isPending
                  ? RESOURCE_FORM_BUTTONS.updating
                  : RESOURCE_FORM_BUTTONS.update}
            </Button>
          </HStack>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirmDelete}
        title={`Delete ${topology?.name ?? ''}?`}
      />
    </form>
  );
}
