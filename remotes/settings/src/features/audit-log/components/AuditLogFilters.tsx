import {
  AUDIT_ACTIONS,
  AUDIT_LOG_DEFAULT_TIME_RANGE,
  AUDIT_LOG_PARAMS,
  AUDIT_LOG_TEXT,
  type RelativeTimeRange,
} from '@opsdeck/contracts';
import { Flex, SearchInput } from '@opsdeck/shared';
import { FilterSelect } from '@opsdeck/shared/filter-select';
import { relativeRangeLabel, UrlTimeRangePicker } from '@opsdeck/shared/time-range';
import { useTriStateFilterParam, withParams } from '@opsdeck/shared/url-state';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuditActors, useAuditResources } from '../api/auditFilterChoices';
import { parseAuditFilters } from '../lib/audit-filters';

const LABELS = AUDIT_LOG_TEXT.filterLabels;

/** Last 7 days, the page's default range. */
export const AUDIT_DEFAULT_RANGE: RelativeTimeRange = {
  ...AUDIT_LOG_DEFAULT_TIME_RANGE,
  display: relativeRangeLabel(AUDIT_LOG_DEFAULT_TIME_RANGE.range),
};

/** Search, Person, Action (include/exclude), Resource and the time range, all kept in the URL. */
export function AuditLogFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseAuditFilters(params);
  const actors = useAuditActors();
  const resources = useAuditResources();
  const action = useTriStateFilterParam(AUDIT_LOG_PARAMS.action);
  const setParam = useCallback(
    (key: string) => (value: string | undefined) =>
      setParams((current) => withParams(current, { [key]: value, pageIndex: undefined }), { replace: true }),
    [setParams],
  );
  return (
    <Flex gap="2" wrap="wrap" align="center" role="group" aria-label={AUDIT_LOG_TEXT.filtersLabel}>
      <SearchInput
        aria-label={AUDIT_LOG_TEXT.searchLabel}
        placeholder={AUDIT_LOG_TEXT.searchPlaceholder}
        value={filters.search}
        onChange={setParam(AUDIT_LOG_PARAMS.search)}
        maxW="80"
      />
      <FilterSelect
        mode="single"
        label={LABELS.person}
        options={actors.data ?? []}
        value={filters.person}
        onChange={setParam(AUDIT_LOG_PARAMS.person)}
      />
      <FilterSelect
        mode="tristate"
        label={LABELS.action}
        options={AUDIT_ACTIONS}
        value={action.selection}
        onChange={action.setValue}
      />
      <FilterSelect
        mode="single"
        label={LABELS.resource}
        options={resources.data ?? []}
        value={filters.resource}
        onChange={setParam(AUDIT_LOG_PARAMS.resource)}
      />
      <UrlTimeRangePicker defaultRange={AUDIT_DEFAULT_RANGE} />
    </Flex>
  );
}
