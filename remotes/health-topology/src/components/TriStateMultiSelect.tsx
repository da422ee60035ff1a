import { DROPDOWN, type TristateValue } from '@opsdeck/contracts';
import { Box, Button, ChevronDownIcon, Flex, Input, Portal, Stack, Text, TriStateToggle } from '@opsdeck/shared';
import { Popover } from '@opsdeck/shared/overlays';
import { useMemo, useState } from 'react';
import { WindowedList } from './WindowedList';

export interface TriStateMultiSelectProps {
  label: string;
  options: readonly { value: string; count?: number }[];
  /** value -> 1 (include) or -1 (exclude); others are neutral. */
  selection: Readonly<Record<string, number>>;
  onChange: (value: string, mode: TristateValue) => void;
}

const ROW_HEIGHT = 32;

/** What the trigger shows: the chosen values ("!" marks excludes), or a count from four on. */
export function selectionSummary(selection: Readonly<Record<string, number>>): string {
  const chosen = Object.entries(selection).filter(([, mode]) => mode === 1 || mode === -1);
  if (chosen.length === 0) return 'All';
  if (chosen.length >= DROPDOWN.multiSelectCollapseAt) return `${chosen.length} selected`;
  return chosen.map(([value, mode]) => (mode === -1 ? `!${value}` : value)).join(', ');
}

/** A dropdown of values, each with include/exclude toggles; long lists are searchable and windowed. */
export function TriStateMultiSelect({ label, options, selection, onChange }: TriStateMultiSelectProps) {
  const [filter, setFilter] = useState('');
  const long = options.length > DROPDOWN.virtualWindowThreshold;
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle ? options.filter((o) => o.value.toLowerCase().includes(needle)) : options;
  }, [options, filter]);
  const row = (option: { value: string; count?: number }) => (
    <Box px="2" py="1" title={option.count !== undefined ? `${option.value} (${option.count})` : option.value}>
      <TriStateToggle
        label={option.value || '(empty)'}
        value={(selection[option.value] ?? 0) as TristateValue}
        onChange={(mode) => onChange(option.value, mode)}
      />
    </Box>
  );
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button
          size="xs"
          variant="outline"
          w="full"
          justifyContent="space-between"
          aria-label={`${label}: ${selectionSummary(selection)}`}
        >
          <Text as="span" truncate>
            <Text as="span" fontWeight="semibold">
              {label}
            </Text>
            : {selectionSummary(selection)}
          </Text>
          <ChevronDownIcon boxSize="4" aria-hidden="true" />
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="72" aria-label={`${label} values`}>
            <Popover.Body p="2">
              <Stack gap="2">
                {long ? (
                  <Input
                    size="xs"
                    placeholder="Filter values"
                    aria-label={`Filter ${label} values`}
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
                    aria-label={`${label} values`}
                  />
                ) : (
                  <Flex direction="column" role="list" aria-label={`${label} values`}>
                    {shown.map((option) => (
                      <Box key={option.value} role="listitem">
                        {row(option)}
                      </Box>
                    ))}
                  </Flex>
                )}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
