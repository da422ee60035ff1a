import { resolveTimeRange, useTimeRangeParams } from '@opsdeck/shared/time-range';
import { withParams } from '@opsdeck/shared/url-state';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RunsFilters } from '@opsdeck/contracts';

/** The URL parameter of each filter; `playbook` is the spec's (/playbooks/runs?playbook={id}). */
export const RUN_FILTER_PARAMS = { playbook: 'playbook', status: 'status' } as const;
const RESOURCE_COLUMNS = ['config_id', 'component_id', 'check_id'] as const;

/** The runs list's filters, kept in the URL so a filtered list is a link; a change goes back to page one. */
export function useRunsFilters() {
  const [params, setParams] = useSearchParams();
  const { timeRange } = useTimeRangeParams();
  const playbookId = params.get(RUN_FILTER_PARAMS.playbook) || undefined;
  const status = params.get(RUN_FILTER_PARAMS.status) || undefined;
  const resourceColumn = RESOURCE_COLUMNS.find((column) => params.get(column));
  const resourceId = resourceColumn ? params.get(resourceColumn)! : undefined;
  const bounds = useMemo(() => (timeRange ? resolveTimeRange(timeRange) : undefined), [timeRange]);
  const filters: RunsFilters = useMemo(
    () => ({
      playbookId,
      status,
      resource: resourceColumn && resourceId ? { column: resourceColumn, id: resourceId } : undefined,
      from: bounds?.from.toUTC().toISO() ?? undefined,
      to: bounds?.to?.toUTC().toISO() ?? undefined,
    }),
    [playbookId, status, resourceColumn, resourceId, bounds],
  );
  const set = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams((prev) => withParams(prev, { ...changes, pageIndex: undefined }), { replace: true }),
    [setParams],
  );
  return {
    filters,
    setPlaybook: (id: string | undefined) => set({ [RUN_FILTER_PARAMS.playbook]: id }),
    setStatus: (value: string | undefined) => set({ [RUN_FILTER_PARAMS.status]: value }),
    setResource: (resource: { column: (typeof RESOURCE_COLUMNS)[number]; id: string } | undefined) =>
      set(Object.fromEntries(RESOURCE_COLUMNS.map((column) => [column, resource?.column === column ? resource.id : undefined]))),
  };
}
