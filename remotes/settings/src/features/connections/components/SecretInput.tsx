import { CONNECTION_MESSAGES, SECRET_VALUE_CHOICES, type SecretValue, type SecretValueKind } from '@opsdeck/contracts';
import { Field, HStack, Input, Stack, Textarea } from '@opsdeck/shared';
import { LabeledSelect } from '@opsdeck/shared';

export interface SecretInputProps {
  id: string;
  label: string;
  value: SecretValue;
  onChange: (value: SecretValue) => void;
  multiline?: boolean | undefined;
  disabled?: boolean;
}

const CHOICES = SECRET_VALUE_CHOICES.map((choice) => ({ value: choice.kind, label: choice.label }));

/** One secret field: a static value, or the name and key of a config map or secret. */
export function SecretInput({ id, label, value, onChange, multiline, disabled = false }: SecretInputProps) {
  const kind: SecretValueKind = value.kind === 'stored' ? 'static' : value.kind;
  const change = (next: string) => {
    if (next === 'static') onChange({ kind: 'static', value: '' });
    else onChange({ kind: next as 'configMapKeyRef' | 'secretKeyRef', name: '', key: '' });
  };
  const text = value.kind === 'static' ? value.value : '';
  const placeholder = value.kind === 'stored' ? CONNECTION_MESSAGES.storedSecret : undefined;
  const setText = (next: string) => onChange(next === '' && value.kind === 'stored' ? value : { kind: 'static', value: next });
  return (
    <Stack gap="2">
      <LabeledSelect label={`${label} source`} value={kind} options={CHOICES} onChange={change} />
      {kind === 'static' ? (
        multiline ? (
          <Textarea
            id={id}
            aria-label={label}
            value={text}
            placeholder={placeholder}
            onChange={(e) => setText(e.target.value)}
            rows={5}
            fontFamily="mono"
            disabled={disabled}
          />
        ) : (
          <Input
            id={id}
            aria-label={label}
            type="password"
            autoComplete="new-password"
            value={text}
            placeholder={placeholder}
            onChange={(e) => setText(e.target.value)}
            disabled={disabled}
          />
        )
      ) : (
        <HStack gap="2" align="start">
          <Field.Root>
            <Input
              aria-label={`${label} ${kind === 'secretKeyRef' ? 'secret' : 'config map'} name`}
              placeholder="Name"
              value={'name' in value ? value.name : ''}
              onChange={(e) => onChange({ ...(value as Extract<SecretValue, { name: string }>), name: e.target.value })}
              disabled={disabled}
            />
          </Field.Root>
          <Field.Root>
            <Input
              aria-label={`${label} key`}
              placeholder="Key"
              value={'key' in value ? value.key : ''}
              onChange={(e) => onChange({ ...(value as Extract<SecretValue, { key: string }>), key: e.target.value })}
              disabled={disabled}
            />
          </Field.Root>
        </HStack>
      )}
    </Stack>
  );
}
