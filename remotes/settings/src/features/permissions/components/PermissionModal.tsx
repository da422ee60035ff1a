import { useId, useState, type FormEvent } from 'react';
import { PERMISSION_ACTIONS, PERMISSIONS_HELP_PATH } from '@opsdeck/contracts';
import { Button, Checkbox, FormField, Group, HStack, Input, LabeledSelect, Stack, Text, Textarea } from '@opsdeck/shared';
import { Modal } from '@opsdeck/shared/dialog';
import {
  RESOURCE_KINDS,
  SUBJECT_KINDS,
  validatePermissionForm,
  withResourceKind,
  withSubjectKind,
  type PermissionFormErrors,
  type PermissionFormState,
} from '../lib/permission-form';
import { ChoicePicker } from './ChoicePicker';

export interface PermissionModalProps {
  title: string;
  initial: PermissionFormState;
  busy: boolean;
  onSubmit: (state: PermissionFormState) => void;
  onClose: () => void;
  /** Offered for an existing permission (with write on permissions). */
  onDelete?: (() => void) | undefined;
}

function KindButtons<K extends string>(props: {
  label: string;
  kinds: readonly { kind: K; label: string }[];
  value: K;
  onChange: (kind: K) => void;
}) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium" id={`${props.label}-kinds`}>
        {props.label}
      </Text>
      <Group attached role="group" aria-labelledby={`${props.label}-kinds`}>
        {props.kinds.map(({ kind, label }) => (
          <Button
            key={kind}
            size="xs"
            variant={kind === props.value ? 'solid' : 'outline'}
            aria-pressed={kind === props.value}
            onClick={() => props.onChange(kind)}
          >
            {label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** Add or edit a permission: one subject, one resource, the action, deny, until and a description. */
export function PermissionModal({ title, initial, busy, onSubmit, onClose, onDelete }: PermissionModalProps) {
  const formId = useId();
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<PermissionFormErrors>({});
  const subjectLabel = SUBJECT_KINDS.find((entry) => entry.kind === state.subjectKind)!.label;
  const resourceLabel = RESOURCE_KINDS.find((entry) => entry.kind === state.resourceKind)!.label;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePermissionForm(state);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(state);
  };

  return (
    <Modal
      open
      onClose={() => (busy ? undefined : onClose())}
      title={title}
      size="small"
      hideExpandToggle
      helpLink={PERMISSIONS_HELP_PATH}
      closeOnInteractOutside={false}
      footer={
        <HStack w="full">
          {onDelete ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} disabled={busy}>
              Delete
            </Button>
          ) : null}
          <HStack ms="auto">
            <Button size="sm" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" form={formId} size="sm" colorPalette="blue" loading={busy}>
              Save
            </Button>
          </HStack>
        </HStack>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
          <KindButtons
            label="Subject"
            kinds={SUBJECT_KINDS}
            value={state.subjectKind}
            onChange={(kind) => setState((s) => withSubjectKind(s, kind))}
          />
          <ChoicePicker
            label={subjectLabel}
            kind={state.subjectKind}
            value={state.subject}
            onChange={(subject) => setState((s) => ({ ...s, subject }))}
            error={errors.subject}
          />
          <KindButtons
            label="Resource"
            kinds={RESOURCE_KINDS}
            value={state.resourceKind}
            onChange={(kind) => setState((s) => withResourceKind(s, kind))}
          />
          <ChoicePicker
            label={resourceLabel}
            kind={state.resourceKind}
            value={state.resource}
            onChange={(resource) => setState((s) => ({ ...s, resource }))}
            error={errors.resource}
          />
          <LabeledSelect
            label="Action"
            layout="stacked"
            value={state.action}
            options={PERMISSION_ACTIONS.map((action) => ({ value: action, label: action }))}
            onChange={(action) => setState((s) => ({ ...s, action }))}
            error={errors.action}
          />
          <Checkbox.Root
            checked={state.deny}
            onCheckedChange={(event) => setState((s) => ({ ...s, deny: event.checked === true }))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Deny</Checkbox.Label>
          </Checkbox.Root>
          <FormField label="Until" error={errors.until} helperText="Leave empty for a permission that does not expire.">
            <Input
              type="datetime-local"
              value={state.until}
              onChange={(event) => setState((s) => ({ ...s, until: event.target.value }))}
            />
          </FormField>
          <FormField label="Description">
            <Textarea
              rows={2}
              value={state.description}
              onChange={(event) => setState((s) => ({ ...s, description: event.target.value }))}
            />
          </FormField>
        </Stack>
      </form>
    </Modal>
  );
}
