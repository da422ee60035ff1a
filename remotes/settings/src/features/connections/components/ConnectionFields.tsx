import { connectionTypeDescription, storedUrl, visibleFields, type FieldValue } from '@opsdeck/contracts';
import { Code, FormField, Input, Stack, Text } from '@opsdeck/shared';
import type { ConnectionFormState } from '../lib/form-values';
import { ConnectionFieldInput } from './ConnectionFieldInput';

export interface ConnectionFieldsProps {
  state: ConnectionFormState;
  onChange: (state: ConnectionFormState) => void;
  errors: Record<string, string>;
  readOnly: boolean;
}

/** Name, namespace and the fields the type's description lists, as the values make them visible. */
export function ConnectionFields({ state, onChange, errors, readOnly }: ConnectionFieldsProps) {
  const description = connectionTypeDescription(state.type);
  const setValue = (key: string, value: FieldValue) => onChange({ ...state, values: { ...state.values, [key]: value } });
  const url = description.composeUrl ? storedUrl(description, state.values) : null;
  return (
    <Stack gap="4">
      <FormField label="Name" required error={errors.name}>
        <Input
          aria-label="Name"
          value={state.name}
          disabled={readOnly}
          onChange={(e) => onChange({ ...state, name: e.target.value })}
        />
      </FormField>
      <FormField label="Namespace" required error={errors.namespace}>
        <Input
          aria-label="Namespace"
          value={state.namespace}
          disabled={readOnly}
          onChange={(e) => onChange({ ...state, namespace: e.target.value })}
        />
      </FormField>
      {visibleFields(description, state.values).map((field) => (
        <ConnectionFieldInput
          key={field.key}
          field={field}
          value={state.values[field.key]}
          error={errors[field.key]}
          disabled={readOnly}
          onChange={(value) => setValue(field.key, value)}
        />
      ))}
      {url !== null ? (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            Stored URL
          </Text>
          <Code data-testid="connection-url" whiteSpace="pre-wrap" wordBreak="break-all">
            {url}
          </Code>
        </Stack>
      ) : null}
    </Stack>
  );
}
