import { keepPreviousData, queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import {
  API_SUB_BASES,
  healthSummaryResponseSchema,
  queryKeys,
  TIME_RANGE_MINUTES,
  type HealthTimeRange,
} from '@opsdeck/contracts';
import { useApi, usePollingInterval } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { toHealthRow, type HealthRow } from '../lib/model';

export interface HealthSummaryRequest {
  /** Sent to the server as a hint; the list filters again, so servers that ignore it work too. */
  hidePassing: boolean;
  /** Checks deleted within this range are still listed. */
  deletedWithin: HealthTimeRange;
}

/** POST /canary/api/summary: the health list's rows. */
export async function fetchHealthSummary(
  api: AxiosInstance,
  request: HealthSummaryRequest,
  signal?: AbortSignal,
): Promise<HealthRow[]> {
  const deleteFrom = new Date(Date.now() - TIME_RANGE_MINUTES[request.deletedWithin] * 60_000).toISOString();
  const response = await api.post<unknown>(
    `${API_SUB_BASES.canary}/api/summary`,
    { hidePassing: request.hidePassing, deleteFrom },
    { signal },
  );
  const body = healthSummaryResponseSchema.parse(response.data ?? {});
  return (body.checks_summary ?? []).map(toHealthRow);
}

/** Under the checks' prefix: a write to canaries or checks anywhere in the console refreshes the list. */
export const healthSummaryKey = queryKeys.checks.key('summary');

export function healthSummaryQueryOptions(api: AxiosInstance, request: HealthSummaryRequest, refreshMs: number) {
  return queryOptions({
    queryKey: [...healthSummaryKey, request],
    // The signal cancels a request in flight when a newer one starts (or the page unmounts).
    queryFn: ({ signal }) => fetchHealthSummary(api, request, signal),
    refetchInterval: refreshMs > 0 ? refreshMs : false,
    placeholderData: keepPreviousData,
  });
}

export function useHealthSummary(request: HealthSummaryRequest, refreshMs: number) {
  const api = useApi();
  // While the console's live updates are up, a recorded check result refreshes the list instead.
  const options = healthSummaryQueryOptions(api, request, usePollingInterval(refreshMs) || 0);
  // Starts the request during the first render, not after commit: it then runs while the list's
  // chunk is still loading.
  usePrefetchQuery(options);
  return useQuery(options);
}
