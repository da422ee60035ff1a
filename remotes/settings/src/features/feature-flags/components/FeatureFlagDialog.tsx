import { useId, useState, type FormEvent } from 'react';
import { VALIDATION, type Property } from '@opsdeck/contracts';
import { Button, FormField, Input, Stack, Text } from '@opsdeck/shared';
import { Modal } from '@opsdeck/shared/dialog';
import { useSaveProperty } from '../api/saveProperty';
import { DISABLE_FLAG_NAMES, normalizeFlagValue } from '../lib/flag-effect';
import { FlagEffectText } from './FlagEffectText';

export interface FeatureFlagDialogProps {
  /** The flag to edit; absent: a new one. */
  flag?: Property;
  onClose: () => void;
}

/** Create or edit a property: its name (with the `<feature>.disable` names offered) and value. */
export function FeatureFlagDialog({ flag, onClose }: FeatureFlagDialogProps) {
  const formId = useId();
  const suggestions = `${formId}-names`;
  const [name, setName] = useState(flag?.name ?? '');
  const [value, setValue] = useState(flag?.value ?? 'true');
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveProperty(flag?.name, onClose);
  const nameError = submitted && name.trim() === '' ? VALIDATION.required : undefined;
  const valueError = submitted && value.trim() === '' ? VALIDATION.required : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (name.trim() === '' || value.trim() === '') return;
    save.mutate({ name: name.trim(), value: normalizeFlagValue(name.trim(), value) });
  };

  return (
    <Modal
      open
      onClose={() => (save.isPending ? undefined : onClose())}
      title={flag ? 'Edit Feature Flag' : 'Add Feature Flag'}
      size="small"
      hideExpandToggle
      footer={
        <>
          <Button variant="outline" size="sm" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} size="sm" colorPalette="blue" loading={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormField label="Name" required error={nameError} helperText="A feature's name plus .disable switches it off.">
            <Input value={name} onChange={(event) => setName(event.target.value)} list={suggestions} autoComplete="off" />
          </FormField>
          <datalist id={suggestions}>
            {DISABLE_FLAG_NAMES.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
          <FormField label="Value" required error={valueError}>
            <Input value={value} onChange={(event) => setValue(event.target.value)} />
          </FormField>
          <Text fontSize="sm" color="fg.muted">
            <FlagEffectText name={name.trim()} value={value} />
          </Text>
        </Stack>
      </form>
    </Modal>
  );
}
