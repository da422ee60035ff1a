import { INCIDENT_LIST_PARAMS as P } from '@opsdeck/contracts';
import { withParams } from '@opsdeck/shared/url-state';
import { applyTimeRangeToParams, resolveTimeRange, useTimeRangeParams } from '@opsdeck/shared/time-range';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cleanFilters, type IncidentFilters } from '../lib/list-query';

export type FilterKey = 'search' | 'status' | 'severity' | 'type' | 'commander' | 'component';

/**
 * The list's filters in the URL: search, status, severity, type, commander and the time range
 * (the kit's range parameters). Changing one goes back to the first page.
 */
export function useIncidentFilters() {
  const [params, setParams] = useSearchParams();
  const { timeRange } = useTimeRangeParams();
  const bounds = useMemo(() => (timeRange ? resolveTimeRange(timeRange) : undefined), [timeRange]);
  const raw = (key: FilterKey) => params.get(P[key]) ?? undefined;
  const search = raw('search');
  const status = raw('status');
  const severity = raw('severity');
  const type = raw('type');
  const commander = raw('commander');
  const component = raw('component');
  const from = bounds?.from.toUTC().toISO() ?? undefined;
  const to = bounds?.to?.toUTC().toISO() ?? undefined;
  const filters: IncidentFilters = useMemo(
    () => cleanFilters({ search, status, severity, type, commander, component, from, to }),
    [search, status, severity, type, commander, component, from, to],
  );
  const setFilter = useCallback(
    (key: FilterKey, value: string | undefined) =>
      setParams((prev) => withParams(prev, { [P[key]]: value || undefined, pageIndex: undefined }), { replace: true }),
    [setParams],
  );
  const filtered = Boolean(search || status || severity || type || commander || component || timeRange);
  const clearFilters = useCallback(
    () =>
      setParams(
        (prev) =>
          applyTimeRangeToParams(
            withParams(prev, {
              [P.search]: undefined,
              [P.status]: undefined,
              [P.severity]: undefined,
              [P.type]: undefined,
              [P.commander]: undefined,
              [P.component]: undefined,
              pageIndex: undefined,
            }),
            undefined,
          ),
        { replace: true },
      ),
    [setParams],
  );
  return { filters, setFilter, filtered, clearFilters };
}
