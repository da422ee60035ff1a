import { Flex, NativeSelect, Text } from '@opsdeck/shared';

export interface ViewSelectProps {
  label: string;
  /** A longer explanation, on hover and to assistive technology. */
  hint?: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A labelled native select: light, and fully keyboard and screen-reader friendly. */
export function ViewSelect({ label, hint, value, options, onChange }: ViewSelectProps) {
  return (
    <Flex as="label" align="center" gap="1.5" title={hint}>
      <Text as="span" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        {label}
      </Text>
      <NativeSelect.Root size="sm" w="auto">
        <NativeSelect.Field aria-label={label} aria-description={hint} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
