import { Button, Stack, Text } from '@chakra-ui/react';
import { sameTimeRange, type TimeRange } from './ranges';

export interface RangeOptionListProps<T extends TimeRange> {
  title: string;
  options: readonly T[];
  selected: TimeRange | undefined;
  onSelect: (range: T) => void;
}

/** A titled column of range choices; the selected one is marked pressed. */
export function RangeOptionList<T extends TimeRange>({ title, options, selected, onSelect }: RangeOptionListProps<T>) {
  return (
    <Stack gap="0" minW="40" role="group" aria-label={title}>
      <Text fontWeight="semibold" fontSize="sm" mb="2">
        {title}
      </Text>
      <Stack gap="0" maxH="80" overflowY="auto">
        {options.map((option) => {
          const active = sameTimeRange(option, selected);
          return (
            <Button
              key={option.type === 'relative' ? option.range : option.display}
              size="xs"
              variant={active ? 'subtle' : 'ghost'}
              colorPalette={active ? 'blue' : 'gray'}
              justifyContent="flex-start"
              fontWeight="normal"
              aria-pressed={active}
              onClick={() => onSelect(option)}
            >
              {option.display}
            </Button>
          );
        })}
      </Stack>
    </Stack>
  );
}
