import { useRef } from 'react';
import { Field, Stack, Text } from '@opsdeck/shared';
import { FilterSelect } from '@opsdeck/shared/filter-select';
import { useApi } from '@opsdeck/shared/services';
import { loadChoices } from '../api/choices';
import type { Choice, ResourceKind, SubjectKind } from '../lib/permission-form';

export interface ChoicePickerProps {
  label: string;
  kind: SubjectKind | ResourceKind;
  value: Choice | null;
  onChange: (choice: Choice | null) => void;
  error?: string | undefined;
}

/** One subject or resource of a kind, searched on the server as the user types. */
export function ChoicePicker({ label, kind, value, onChange, error }: ChoicePickerProps) {
  const api = useApi();
  // Labels of the choices offered so far, to name the one picked.
  const labels = useRef(new Map<string, string>());
  const load = async (search: string) => {
    const choices = await loadChoices(api, kind, search);
    choices.forEach((choice) => labels.current.set(choice.value, choice.label));
    return choices;
  };
  return (
    <Field.Root invalid={error !== undefined} required>
      <Stack gap="1">
        <FilterSelect
          // A new kind starts a new search.
          key={kind}
          mode="single"
          label={label}
          options={value ? [value] : []}
          loadOptions={load}
          value={value?.value}
          onChange={(next) => onChange(next === undefined ? null : { value: next, label: labels.current.get(next) ?? next })}
        />
        {error ? (
          <Text fontSize="sm" color="fg.error">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Field.Root>
  );
}
