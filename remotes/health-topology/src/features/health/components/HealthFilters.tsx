import type { FilterSelection, TristateValue } from '@opsdeck/contracts';
import { Button, Flex, Heading, Skeleton, Stack, Switch, Text, TriStateToggle } from '@opsdeck/shared';
import { TriStateMultiSelect } from '@opsdeck/shared/filter-select';
import { memo, useMemo, type ReactNode } from 'react';
import { labelEntry, splitLabelEntry, type LabelOption } from '../lib/filters';

export interface HealthFiltersProps {
  hidePassing: boolean;
  onHidePassingChange: (value: boolean) => void;
  options: readonly LabelOption[];
  labels: FilterSelection;
  onLabelsChange: (selection: Record<string, number>) => void;
  /** The first load is running: the label choices are not known yet. */
  loading?: boolean;
  /** More list filters, under Hide Passing (the range of deleted checks). */
  children?: ReactNode;
}

/** The filter sidebar: Hide Passing and one control per label key (toggles for boolean labels). */
export const HealthFilters = memo(function HealthFilters({
  hidePassing,
  onHidePassingChange,
  options,
  labels,
  onLabelsChange,
  loading = false,
  children,
}: HealthFiltersProps) {
  const byKey = useMemo(() => {
    const map = new Map<string, Record<string, number>>();
    for (const [entry, mode] of Object.entries(labels)) {
      const [key, value] = splitLabelEntry(entry);
      map.set(key, { ...map.get(key), [value]: mode });
    }
    return map;
  }, [labels]);

  const set = (key: string, value: string, mode: TristateValue) => {
    const next: Record<string, number> = {};
    const target = labelEntry(key, value);
    for (const [entry, current] of Object.entries(labels))
      if (entry !== target) Object.defineProperty(next, entry, { value: current, enumerable: true });
    if (mode !== 0) Object.defineProperty(next, target, { value: mode, enumerable: true });
    onLabelsChange(next);
  };

  return (
    <Stack gap="4" as="section" aria-label="Filters">
      <Switch.Root checked={hidePassing} onCheckedChange={(d) => onHidePassingChange(d.checked)} size="sm">
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Hide Passing</Switch.Label>
      </Switch.Root>
      {children}
      <Flex align="center" justify="space-between">
        <Heading as="h3" size="xs">
          Labels
        </Heading>
        {Object.keys(labels).length > 0 ? (
          <Button size="2xs" variant="ghost" onClick={() => onLabelsChange({})}>
            Clear
          </Button>
        ) : null}
      </Flex>
      {loading ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading labels">
          <Skeleton h="8" />
          <Skeleton h="8" />
          <Skeleton h="8" />
        </Stack>
      ) : options.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No labels
        </Text>
      ) : (
        <Stack gap="2">
          {options.map((option) =>
            option.boolean ? (
              <TriStateToggle
                key={option.key}
                label={option.key}
                value={(byKey.get(option.key)?.true ?? 0) as TristateValue}
                onChange={(mode) => set(option.key, 'true', mode)}
              />
            ) : (
              <TriStateMultiSelect
                key={option.key}
                label={option.key}
                options={option.values}
                selection={byKey.get(option.key) ?? {}}
                onChange={(value, mode) => set(option.key, value, mode)}
              />
            ),
          )}
        </Stack>
      )}
    </Stack>
  );
});
