import { CATALOG_GROUP_BY, CATALOG_TEXT, CONFIG_HEALTH_VALUES } from '@opsdeck/contracts';
import { Box, Checkbox, LabeledSelect, SearchInput, Toolbar } from '@opsdeck/shared';
import { FilterSelect } from '@opsdeck/shared/filter-select';
import type { TriStateFilterParam } from '@opsdeck/shared/url-state';
import { memo, useMemo } from 'react';
import { splitKeyValue } from '../../../lib/json-filters';
import { useConfigStatuses, useKeyValues } from '../api/filterOptions';
import { useCatalogParams } from '../hooks/useCatalogParams';

function TriStateFilter({ label, param, options }: { label: string; param: TriStateFilterParam; options: readonly string[] }) {
  return (
    <Box maxW="56">
      <FilterSelect mode="tristate" label={label} options={options} value={param.selection} onChange={param.setValue} />
    </Box>
  );
}

/** Group-by choices: none, type, or each label key. */
function groupByOptions(labelEntries: readonly string[]) {
  const keys = [...new Set(labelEntries.map((entry) => splitKeyValue(entry)?.key).filter(Boolean) as string[])].sort();
  return [
    { value: CATALOG_GROUP_BY.none, label: CATALOG_TEXT.groupByNone },
    { value: CATALOG_GROUP_BY.type, label: CATALOG_TEXT.groupByType },
    ...keys.map((key) => ({ value: `${CATALOG_GROUP_BY.labelPrefix}${key}`, label: `Label: ${key}` })),
  ];
}

/**
 * The list's filters: type, health, status, labels and tags (include/exclude), name, grouping,
 * deleted items. The status, label and tag choices are distinct values over every item, so they
 * are asked for once the list has arrived (`loadChoices`) rather than beside it. It reads the URL
 * itself and is memoised, so the render that brings the list's rows does not render the filters.
 */
export const CatalogFilters = memo(function CatalogFilters({
  types,
  loadChoices,
}: {
  types: readonly string[];
  loadChoices: boolean;
}) {
  const params = useCatalogParams();
  const statuses = useConfigStatuses(loadChoices);
  const labels = useKeyValues('config_labels', loadChoices);
  const tags = useKeyValues('config_tags', loadChoices);
  const groupOptions = useMemo(() => groupByOptions(labels.data ?? []), [labels.data]);
  return (
    <Toolbar aria-label="Filters">
      <SearchInput
        aria-label={CATALOG_TEXT.searchPlaceholder}
        placeholder={CATALOG_TEXT.searchPlaceholder}
        value={params.filters.search}
        onChange={params.setSearch}
        maxW="64"
        size="sm"
      />
      <TriStateFilter label="Type" param={params.configType} options={types} />
      <TriStateFilter label="Health" param={params.health} options={CONFIG_HEALTH_VALUES} />
      <TriStateFilter label="Status" param={params.status} options={statuses.data ?? []} />
      <TriStateFilter label="Labels" param={params.labels} options={labels.data ?? []} />
      <TriStateFilter label="Tags" param={params.tags} options={tags.data ?? []} />
      <LabeledSelect
        label={CATALOG_TEXT.groupBy}
        value={params.filters.groupBy}
        options={groupOptions}
        onChange={params.setGroupBy}
      />
      <Checkbox.Root
        size="sm"
        checked={params.showDeleted}
        onCheckedChange={(details) => params.setShowDeleted(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{CATALOG_TEXT.showDeleted}</Checkbox.Label>
      </Checkbox.Root>
    </Toolbar>
  );
});
