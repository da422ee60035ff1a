import { Field, Flex, NativeSelect, Text } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';

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
}

/** A labelled native select: light, and fully keyboard and screen-reader friendly. */
export function LabeledSelect({ label, hint, value, options, onChange, layout = 'inline' }: LabeledSelectProps) {
  const choices = options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
  const change = (event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value);
  if (layout === 'stacked') {
    return (
      <Field.Root title={hint}>
        <Field.Label>{label}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field aria-description={hint} value={value} onChange={change}>
            {choices}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    );
  }
  return (
    <Flex as="label" align="center" gap="1.5" title={hint}>
      <Text as="span" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        {label}
      </Text>
      <NativeSelect.Root size="sm" w="auto">
        <NativeSelect.Field aria-label={label} aria-description={hint} value={value} onChange={change}>
          {choices}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
