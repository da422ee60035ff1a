import type { TopologyResponse } from '@opsdeck/contracts';
import { Button, Flex, LabeledSelect, Switch, Text, Toolbar } from '@opsdeck/shared';
import { CardWidthSlider } from '@opsdeck/shared/card-width';
import { MultiSelect } from '@opsdeck/shared/filter-select';
import { UrlTimeRangePicker, type TimeRange } from '@opsdeck/shared/time-range';
import type { TopologyFilterValue } from '../hooks/useTopologyParams';
import { labelChoices, type TopologyFilters } from '../lib/params';

export interface TopologyToolbarProps {
  filters: TopologyFilters;
  facets: TopologyResponse | undefined;
  propertyNames: readonly string[];
  onFilter: (key: keyof TopologyFilters, value: TopologyFilterValue) => void;
  defaultRange: TimeRange;
  cardWidth: number;
  onCardWidth: (px: number) => void;
  /** Present when a component is shown: downloads its snapshot over the snapshot range. */
  onSnapshot?: (() => void) | undefined;
  snapshotting: boolean;
}

/**
 * Filters (health, type, team, labels, hidden components), sort, card width and, for a component, the snapshot
 * download with its range. The range means nothing else here: the topology API takes no time
 * range (reference 5.7), only the snapshot does (5.6), so it sits with the Snapshot button.
 */
export function TopologyToolbar({
  filters,
  facets,
  propertyNames,
  onFilter,
  defaultRange,
  cardWidth,
  onCardWidth,
  onSnapshot,
  snapshotting,
}: TopologyToolbarProps) {
  const sortOptions = [
    { value: 'name', label: 'Name' },
    ...propertyNames.map((name) => ({ value: `field:${name}`, label: name })),
  ];
  return (
    <Toolbar
      aria-label="Topology view"
      actions={
        <>
          <CardWidthSlider value={cardWidth} onChange={onCardWidth} />
          {onSnapshot ? (
            <Flex gap="2" align="center" role="group" aria-label="Snapshot">
              <Text as="span" fontSize="sm" color="fg.muted">
                Snapshot range
              </Text>
              <UrlTimeRangePicker defaultRange={defaultRange} />
              <Button size="sm" variant="outline" onClick={onSnapshot} loading={snapshotting} loadingText="Preparing">
                Snapshot
              </Button>
            </Flex>
          ) : null}
        </>
      }
    >
      <MultiSelect
        label="Health"
        options={facets?.healthStatuses ?? []}
        value={filters.status}
        onChange={(v) => onFilter('status', v)}
      />
      <MultiSelect label="Type" options={facets?.types ?? []} value={filters.type} onChange={(v) => onFilter('type', v)} />
      <MultiSelect label="Team" options={facets?.teams ?? []} value={filters.team} onChange={(v) => onFilter('team', v)} />
      <MultiSelect
        label="Labels"
        options={labelChoices(facets?.tags)}
        value={filters.labels}
        onChange={(v) => onFilter('labels', v)}
      />
      <LabeledSelect label="Sort" value={filters.sortBy} options={sortOptions} onChange={(v) => onFilter('sortBy', v)} />
      <LabeledSelect
        label="Order"
        value={filters.sortOrder}
        options={[
          { value: 'asc', label: 'Ascending' },
          { value: 'desc', label: 'Descending' },
        ]}
        onChange={(v) => onFilter('sortOrder', v)}
      />
      <Switch.Root checked={filters.showHidden} onCheckedChange={(d) => onFilter('showHidden', d.checked)} size="sm">
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Show hidden</Switch.Label>
      </Switch.Root>
    </Toolbar>
  );
}
