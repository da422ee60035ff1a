import { HEALTH_LAYOUTS, HEALTH_SUMMARY, HEALTH_TIME_RANGE_OPTIONS, REFRESH_RATE_OPTIONS } from '@opsdeck/contracts';
import { Badge, Box, Button, ButtonGroup, LabeledSelect, SearchInput, Toolbar } from '@opsdeck/shared';
import type { ReactNode } from 'react';
import { dimensionLabel } from '../lib/dimensions';
import { LIST_STAT_LABELS } from '../lib/format';
import { PIVOT_CELL_TYPES, type Dimension, type HealthParams } from '../lib/params';

export interface HealthToolbarProps {
  params: HealthParams;
  labelKeys: readonly string[];
  activeFilters: number;
  onSearch: (text: string) => void;
  onChange: (
    key: 'groupBy' | 'tabBy' | 'layout' | 'pivot' | 'pivotCellType' | 'deletedWithin' | 'refresh',
    value: string,
  ) => void;
  onOpenFilters: () => void;
  /** A filter set by a link (the checks of one component), shown first. */
  scope?: ReactNode;
}

const BASE_DIMENSIONS: Dimension[] = ['canary_name', 'namespace', 'type', 'agent'];
/** The choices, plus the current one when the data does not offer it (yet), so the select shows it. */
const options = (dimensions: readonly Dimension[], current?: Dimension) =>
  (current && !dimensions.includes(current) ? [...dimensions, current] : dimensions).map((value) => ({
    value,
    label: dimensionLabel(value),
  }));
const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
/** The pivot's cell choices; the values stay the URL's, the labels say the window of the numbers. */
const CELL_TYPE_LABELS: Record<(typeof PIVOT_CELL_TYPES)[number], string> = {
  status: 'Status',
  uptime: LIST_STAT_LABELS.uptime,
  latency: LIST_STAT_LABELS.latency,
};

/** The summary's range only keeps checks deleted within it in the list (the numbers are 24 h). */
export const DELETED_RANGE_LABEL = 'Show deleted within';
const DELETED_RANGE_HINT =
  'Checks deleted within this range stay listed, marked Deleted. Uptime and latency in the list cover the last 24 hours.';

/** The list's range of deleted checks: a filter, so it sits with the filters beside the list. */
export function DeletedRangeSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <LabeledSelect
      label={DELETED_RANGE_LABEL}
      hint={DELETED_RANGE_HINT}
      value={value}
      options={plain(HEALTH_TIME_RANGE_OPTIONS)}
      onChange={onChange}
    />
  );
}

/**
 * Search, view choices (group, tabs, layout, pivot) and refresh rate (the range of deleted checks is with the filters). Reloading now is
 * the top bar's refresh button (the page registers its reload there).
 */
export function HealthToolbar({
  params,
  labelKeys,
  activeFilters,
  onSearch,
  onChange,
  onOpenFilters,
  scope,
}: HealthToolbarProps) {
  const labels = labelKeys.map((key) => `label:${key}` as Dimension);
  return (
    <Toolbar
      aria-label="Health view"
      actions={
        <LabeledSelect
          label="Refresh"
          value={params.refresh}
          options={plain(REFRESH_RATE_OPTIONS)}
          onChange={(v) => onChange('refresh', v)}
        />
      }
    >
      {scope}
      <SearchInput
        value={params.query}
        onChange={onSearch}
        placeholder={HEALTH_SUMMARY.searchPlaceholder}
        aria-label="Search checks"
      />
      <Box hideFrom="lg">
        <Button size="sm" variant="outline" onClick={onOpenFilters} aria-label={`Filters (${activeFilters} active)`}>
          Filters
          {activeFilters > 0 ? (
            <Badge colorPalette="blue" variant="solid" size="sm" data-testid="active-filter-count">
              {activeFilters}
            </Badge>
          ) : null}
        </Button>
      </Box>
      <LabeledSelect
        label="Group By"
        value={params.groupBy}
        options={options(['none', ...BASE_DIMENSIONS, ...labels], params.groupBy)}
        onChange={(v) => onChange('groupBy', v)}
      />
      <LabeledSelect
        label="Tab By"
        value={params.tabBy}
        options={options(['none', 'namespace', 'agent', ...labels], params.tabBy)}
        onChange={(v) => onChange('tabBy', v)}
      />
      <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Layout">
        {HEALTH_LAYOUTS.map((layout) => (
          <Button
            key={layout}
            aria-pressed={params.layout === layout}
            variant={params.layout === layout ? 'solid' : 'outline'}
            onClick={() => onChange('layout', layout)}
          >
            {layout === 'table' ? 'Table' : 'Cards'}
          </Button>
        ))}
      </ButtonGroup>
      {params.layout === 'table' ? (
        <LabeledSelect
          label="Pivot By"
          value={params.pivotBy}
          options={options(['none', 'namespace', 'type', 'agent', ...labels], params.pivotBy)}
          onChange={(v) => onChange('pivot', v)}
        />
      ) : null}
      {params.layout === 'table' && params.pivotBy !== 'none' ? (
        <LabeledSelect
          label="Show"
          value={params.pivotCellType}
          options={PIVOT_CELL_TYPES.map((value) => ({ value, label: CELL_TYPE_LABELS[value] }))}
          onChange={(v) => onChange('pivotCellType', v)}
        />
      ) : null}
    </Toolbar>
  );
}
