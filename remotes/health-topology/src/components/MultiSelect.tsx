import { DROPDOWN } from '@opsdeck/contracts';
import { Box, Button, Checkbox, ChevronDownIcon, Input, Portal, Stack, Text } from '@opsdeck/shared';
import { Popover } from '@opsdeck/shared/overlays';
import { useMemo, useState } from 'react';
import { WindowedList } from './WindowedList';

export interface MultiSelectProps {
  label: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}

const ROW_HEIGHT = 30;

export function multiSelectSummary(value: readonly string[]): string {
  if (value.length === 0) return 'All';
  return value.length >= DROPDOWN.multiSelectCollapseAt ? `${value.length} selected` : value.join(', ');
}

/** A dropdown of checkboxes; long lists are searchable and windowed. */
export function MultiSelect({ label, options, value, onChange }: MultiSelectProps) {
  const [filter, setFilter] = useState('');
  const long = options.length > DROPDOWN.virtualWindowThreshold;
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle ? options.filter((o) => o.toLowerCase().includes(needle)) : options;
  }, [options, filter]);
  const toggle = (option: string, checked: boolean) => onChange(checked ? [...value, option] : value.filter((v) => v !== option));
  const row = (option: string) => (
    <Checkbox.Root
      size="sm"
      px="2"
      h={`${ROW_HEIGHT}px`}
      checked={value.includes(option)}
      onCheckedChange={(d) => toggle(option, d.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label truncate>{option}</Checkbox.Label>
    </Checkbox.Root>
  );
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline" maxW="64" aria-label={`${label}: ${multiSelectSummary(value)}`}>
          <Text as="span" truncate>
            <Text as="span" fontWeight="semibold">
              {label}
            </Text>
            : {multiSelectSummary(value)}
          </Text>
          <ChevronDownIcon boxSize="4" aria-hidden="true" />
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="64" aria-label={`${label} options`}>
            <Popover.Body p="2">
              <Stack gap="2">
                {long ? (
                  <Input
                    size="xs"
                    placeholder="Filter"
                    aria-label={`Filter ${label}`}
                    value={filter}
                    onChange={(e) => setFilter(e.target.value)}
                  />
                ) : null}
                {shown.length === 0 ? (
                  <Text fontSize="sm" color="fg.muted" px="2">
                    No options found
                  </Text>
                ) : long ? (
                  <WindowedList
                    items={shown}
                    itemHeight={ROW_HEIGHT}
                    height={ROW_HEIGHT * 10}
                    renderItem={row}
                    aria-label={label}
                  />
                ) : (
                  <Box role="list" aria-label={label}>
                    {shown.map((option) => (
                      <Box key={option} role="listitem">
                        {row(option)}
                      </Box>
                    ))}
                  </Box>
                )}
                {value.length > 0 ? (
                  <Button size="2xs" variant="ghost" alignSelf="flex-end" onClick={() => onChange([])}>
                    Clear
                  </Button>
                ) : null}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
