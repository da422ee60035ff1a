import { Checkbox, SimpleGrid, Text } from '@opsdeck/shared';

export interface CheckboxListProps {
  label: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  columns?: number;
}

/** A labelled group of checkboxes, keyboard-reachable, for picking several of a short list. */
export function CheckboxList({ label, options, value, onChange, columns = 2 }: CheckboxListProps) {
  if (options.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        None available
      </Text>
    );
  }
  return (
    <SimpleGrid role="group" aria-label={label} columns={columns} gap="1">
      {options.map((option) => (
        <Checkbox.Root
          key={option.value}
          size="sm"
          checked={value.includes(option.value)}
          onCheckedChange={(change) =>
            onChange(change.checked === true ? [...value, option.value] : value.filter((item) => item !== option.value))
          }
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{option.label}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </SimpleGrid>
  );
}
