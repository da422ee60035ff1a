import { Field, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, type ChangeEvent, type Ref } from 'react';

export interface LabeledSelectOption {
  value: string;
  label: string;
}

export interface LabeledSelectProps {
  label: string;
  /** A longer explanation, on hover and to assistive technology. */
  hint?: string | undefined;
  value: string;
  options: readonly LabeledSelectOption[];
  onChange: (value: string) => void;
  /**
   * `inline` (default): the label left of a select as wide as its choices, for toolbars.
   * `stacked`: a form field, the label above a full-width select.
   */
  layout?: 'inline' | 'stacked';
  /** Text of an empty first option (value `''`), for a choice not made yet. */
  placeholder?: string | undefined;
  /** A validation message: shown under the select, which is then marked invalid. */
  error?: string | undefined;
  /** Marks the select required (with the required indicator after the label). */
  required?: boolean | undefined;
  /** Shows the choice without letting it change (say why in `hint` or next to it). */
  disabled?: boolean | undefined;
  /** The `<select>` element, e.g. to focus the first invalid field of a form. */
  ref?: Ref<HTMLSelectElement> | undefined;
}

/** A labelled native select: light, and fully keyboard and screen-reader friendly. */
export function LabeledSelect({
  label,
  hint,
  value,
  options,
  onChange,
  layout = 'inline',
  placeholder,
  error,
  required = false,
  disabled = false,
  ref,
}: LabeledSelectProps) {
  const errorId = useId();
  const invalid = error !== undefined;
  const choices = options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
  const change = (event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value);
  if (layout === 'stacked') {
    return (
      <Field.Root title={hint} invalid={invalid} required={required} disabled={disabled}>
        <Field.Label>
          {label}
          {required ? <Field.RequiredIndicator /> : null}
        </Field.Label>
        <NativeSelect.Root size="sm" disabled={disabled}>
          <NativeSelect.Field ref={ref} aria-description={hint} placeholder={placeholder} value={value} onChange={change}>
            {choices}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {invalid ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    );
  }
  const field = (
    <Flex as="label" align="center" gap="1.5" title={hint}>
      <Text as="span" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        {label}
        {required ? (
          <Text as="span" color="fg.error" aria-hidden="true" ms="0.5">
            *
          </Text>
        ) : null}
      </Text>
      <NativeSelect.Root size="sm" w="auto" invalid={invalid} disabled={disabled}>
        <NativeSelect.Field
          ref={ref}
          aria-label={label}
          aria-description={hint}
          aria-invalid={invalid || undefined}
          aria-errormessage={invalid ? errorId : undefined}
          aria-required={required || undefined}
          placeholder={placeholder}
          value={value}
          onChange={change}
        >
          {choices}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
  if (!invalid) return field;
  return (
    <Stack gap="1" align="flex-start">
      {field}
      <Text id={errorId} aria-live="polite" fontSize="xs" color="fg.error">
        {error}
      </Text>
    </Stack>
  );
}
