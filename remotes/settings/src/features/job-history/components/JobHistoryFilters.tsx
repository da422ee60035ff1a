import { JOB_DURATION_OPTIONS, JOB_HISTORY, JOB_STATUSES, type RelativeTimeRange } from '@opsdeck/contracts';
import { Toolbar } from '@opsdeck/shared';
import { FilterSelect, TriStateMultiSelect } from '@opsdeck/shared/filter-select';
import { relativeRangeLabel, UrlTimeRangePicker } from '@opsdeck/shared/time-range';
import { useSearchParams } from 'react-router-dom';
import { useJobHistoryNames } from '../api/jobHistoryNames';
import { parseJobFilters, withDuration, withJobFilter } from '../lib/job-filters';

const [NAME_LABEL, TYPE_LABEL, STATUS_LABEL, DURATION_LABEL] = JOB_HISTORY.filterLabels;

/** Last 2 days, the page's default range. */
export const JOB_DEFAULT_RANGE: RelativeTimeRange = {
  ...JOB_HISTORY.defaultTimeRange,
  display: relativeRangeLabel(JOB_HISTORY.defaultTimeRange.range),
};

/** Job Name, Resource Type, Status (tri-state), Duration and the time range, all kept in the URL. */
export function JobHistoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseJobFilters(params);
  const names = useJobHistoryNames();
  const setFilter = (key: 'name' | 'resourceType' | 'status') => (value: string, mode: 0 | 1 | -1) => {
    const selection: Record<string, number> = { ...filters[key] };
    if (mode === 0) delete selection[value];
    else selection[value] = mode;
    setParams((current) => withJobFilter(current, key, selection), { replace: true });
  };
  return (
    <Toolbar aria-label="Job history filters">
      <TriStateMultiSelect label={NAME_LABEL} options={names.data ?? []} selection={filters.name} onChange={setFilter('name')} />
      <TriStateMultiSelect
        label={TYPE_LABEL}
        options={JOB_HISTORY.filterResourceTypes}
        selection={filters.resourceType}
        onChange={setFilter('resourceType')}
      />
      <TriStateMultiSelect
        label={STATUS_LABEL}
        options={JOB_STATUSES}
        selection={filters.status}
        onChange={setFilter('status')}
      />
      <FilterSelect
        mode="single"
        label={DURATION_LABEL}
        options={JOB_DURATION_OPTIONS}
        value={filters.duration}
        onChange={(value) => setParams((current) => withDuration(current, value), { replace: true })}
      />
      <UrlTimeRangePicker defaultRange={JOB_DEFAULT_RANGE} />
    </Toolbar>
  );
}
