import { CATALOG_PARAMS, CATALOG_TEXT, CHANGE_SEVERITIES } from '@opsdeck/contracts';
import { Box, Checkbox, LabeledSelect, Toolbar } from '@opsdeck/shared';
import { FilterSelect } from '@opsdeck/shared/filter-select';
import { UrlTimeRangePicker } from '@opsdeck/shared/time-range';
import { useTriStateFilterParam, withParams } from '@opsdeck/shared/url-state';
import { memo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useChangeTypes, useConfigTypes } from '../api/changeFilterOptions';
import { DEFAULT_CHANGES_RANGE, type ChangesFilters } from '../lib/changes-params';
import { useTagOptions } from '../api/tagOptions';

const SEVERITY_OPTIONS = [
  { value: '', label: 'All' },
  ...CHANGE_SEVERITIES.map((value) => ({ value, label: `${value} and above` })),
];

/**
 * Filters of a changes list: config type, change type, severity, time range, tags, deleted items,
 * and on an item its children. The type and tag choices are distinct values over every item and
 * change, so they are asked for once the changes have arrived (`loadChoices`) rather than beside
 * them. Memoised, so the render that brings the rows does not render the filters.
 */
export const ChangeFilters = memo(function ChangeFilters({
  filters,
  onItem,
  loadChoices,
}: {
  filters: ChangesFilters;
  onItem: boolean;
  loadChoices: boolean;
}) {
  const [, setParams] = useSearchParams();
  const configType = useTriStateFilterParam(CATALOG_PARAMS.configType);
  const changeType = useTriStateFilterParam(CATALOG_PARAMS.changeType);
  const tags = useTriStateFilterParam(CATALOG_PARAMS.tags);
  const configTypes = useConfigTypes(loadChoices);
  const changeTypes = useChangeTypes(loadChoices);
  const tagOptions = useTagOptions(loadChoices);
  const set = (key: string, value: string | undefined) =>
    setParams((prev) => withParams(prev, { [key]: value || undefined, pageIndex: undefined }), { replace: true });
  return (
    <Toolbar aria-label="Filters">
      <UrlTimeRangePicker defaultRange={DEFAULT_CHANGES_RANGE} />
      <Box maxW="56">
        <FilterSelect
          mode="tristate"
          label="Config type"
          options={configTypes.data ?? []}
          value={configType.selection}
          onChange={configType.setValue}
        />
      </Box>
      <Box maxW="56">
        <FilterSelect
          mode="tristate"
          label="Change type"
          options={changeTypes.data ?? []}
          value={changeType.selection}
          onChange={changeType.setValue}
        />
      </Box>
      <LabeledSelect
        label="Severity"
        value={filters.severity}
        options={SEVERITY_OPTIONS}
        onChange={(value) => set(CATALOG_PARAMS.severity, value)}
      />
      <Box maxW="56">
        <FilterSelect
          mode="tristate"
          label="Tags"
          options={tagOptions.data ?? []}
          value={tags.selection}
          onChange={tags.setValue}
        />
      </Box>
      <Checkbox.Root
        size="sm"
        checked={filters.includeDeleted}
        onCheckedChange={(details) => set(CATALOG_PARAMS.includeDeleted, details.checked === true ? 'yes' : undefined)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{CATALOG_TEXT.includeDeleted}</Checkbox.Label>
      </Checkbox.Root>
      {onItem ? (
        <Checkbox.Root
          size="sm"
          checked={filters.includeChildren}
          onCheckedChange={(details) => set(CATALOG_PARAMS.includeChildren, details.checked === true ? undefined : 'no')}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{CATALOG_TEXT.includeChildren}</Checkbox.Label>
        </Checkbox.Root>
      ) : null}
    </Toolbar>
  );
});
