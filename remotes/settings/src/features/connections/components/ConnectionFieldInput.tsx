import type { ConnectionField, FieldValue, SecretValue } from '@opsdeck/contracts';
import { Checkbox, FormField, Input, LabeledSelect, Textarea } from '@opsdeck/shared';
import { SecretInput } from './SecretInput';

export interface ConnectionFieldInputProps {
  field: ConnectionField;
  value: FieldValue | undefined;
  error?: string | undefined;
  disabled: boolean;
  onChange: (value: FieldValue) => void;
}

/** The control of one described field: text, number, checkbox, choice, text area or secret. */
export function ConnectionFieldInput({ field, value, error, disabled, onChange }: ConnectionFieldInputProps) {
  const id = `connection-${field.key}`;
  if (field.kind === 'boolean') {
    return (
      <Checkbox.Root checked={value === true} onCheckedChange={(e) => onChange(e.checked === true)} disabled={disabled}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{field.label}</Checkbox.Label>
      </Checkbox.Root>
    );
  }
  if (field.kind === 'select') {
    return (
      <LabeledSelect
        layout="stacked"
        label={field.label}
        value={typeof value === 'string' ? value : ''}
        options={(field.options ?? []).map((option) => ({ value: option, label: option }))}
        onChange={onChange}
        error={error}
        required={field.required}
        hint={field.hint}
      />
    );
  }
  const common = { id, disabled, 'aria-label': field.label };
  return (
    <FormField label={field.label} helperText={field.hint} error={error} required={field.required}>
      {field.kind === 'secret' ? (
        <SecretInput
          id={id}
          label={field.label}
          value={(value as SecretValue | undefined) ?? { kind: 'static', value: '' }}
          onChange={onChange}
          multiline={field.multiline}
          disabled={disabled}
        />
      ) : field.kind === 'textarea' ? (
        <Textarea {...common} rows={5} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input
          {...common}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          value={value === undefined ? '' : String(value)}
          onChange={(e) =>
            onChange(field.kind === 'number' && /^\d+$/.test(e.target.value) ? Number(e.target.value) : e.target.value)
          }
        />
      )}
    </FormField>
  );
}
