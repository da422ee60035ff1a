import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_SUB_BASES, healthSummaryResponseSchema, queryKeys, type CheckSummary } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/**
 * POST /canary/api/summary {checkId}: the summary row of one check. The modal reads what only the
 * summary carries from it (e.g. that this backend does not execute the check's type).
 */
export async function fetchCheckSummary(api: AxiosInstance, checkId: string, signal?: AbortSignal): Promise<CheckSummary | null> {
  const response = await api.post<unknown>(`${API_SUB_BASES.canary}/api/summary`, { checkId }, { signal });
  const body = healthSummaryResponseSchema.parse(response.data ?? {});
  return body.checks_summary?.[0] ?? null;
}

export const checkSummaryQueryOptions = (api: AxiosInstance, checkId: string, enabled: boolean) =>
  queryOptions({
    // Under the health list's key (checks, 'summary'), so Run Now's refresh of the list refreshes this too.
    queryKey: queryKeys.checks.key('summary', 'check', checkId),
    queryFn: ({ signal }) => fetchCheckSummary(api, checkId, signal),
    enabled,
  });

export function useCheckSummary(checkId: string, enabled: boolean) {
  const api = useApi();
  return useQuery(checkSummaryQueryOptions(api, checkId, enabled));
}
