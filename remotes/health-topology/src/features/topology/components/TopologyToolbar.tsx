import type { TopologyResponse } from '@opsdeck/contracts';
import { Button, Flex } from '@opsdeck/shared';
import { CardWidthSlider } from '@opsdeck/shared/overlays';
import { UrlTimeRangePicker, type TimeRange } from '@opsdeck/shared/time-range';
import { MultiSelect } from '../../../components/MultiSelect';
import { ViewSelect } from '../../health/components/ViewSelect';
import { labelChoices, type TopologyFilters } from '../lib/params';

export interface TopologyToolbarProps {
  filters: TopologyFilters;
  facets: TopologyResponse | undefined;
  propertyNames: readonly string[];
  onFilter: (key: keyof TopologyFilters, value: string | string[]) => void;
  defaultRange: TimeRange;
  cardWidth: number;
  onCardWidth: (px: number) => void;
  /** Present when a component is shown: downloads its snapshot. */
  onSnapshot?: (() => void) | undefined;
  snapshotting: boolean;
}

/** Filters (health, type, team, labels), sort, time range, card width and snapshot download. */
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
    <Flex gap="2" wrap="wrap" align="center">
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
      <ViewSelect label="Sort" value={filters.sortBy} options={sortOptions} onChange={(v) => onFilter('sortBy', v)} />
      <ViewSelect
        label="Order"
        value={filters.sortOrder}
        options={[
          { value: 'asc', label: 'Ascending' },
          { value: 'desc', label: 'Descending' },
        ]}
        onChange={(v) => onFilter('sortOrder', v)}
      />
      <Flex gap="3" ms="auto" align="center" wrap="wrap">
        <UrlTimeRangePicker defaultRange={defaultRange} />
        <CardWidthSlider value={cardWidth} onChange={onCardWidth} />
        {onSnapshot ? (
          <Button size="sm" variant="outline" onClick={onSnapshot} loading={snapshotting} loadingText="Preparing">
            Snapshot
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
