import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  API_SUB_BASES,
  CHECK_GRAPH_POINTS,
  checkGraphResponseSchema,
  queryKeys,
  TIME_RANGE_MINUTES,
  type CheckGraphResponse,
  type HealthTimeRange,
} from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/**
 * GET /canary/api/graph: status and latency of a check over the range, plus its uptime and
 * percentiles. The start is sent as minutes ago ("1440m"), a duration both canary-checker and
 * this project's backend understand.
 */
export async function fetchCheckGraph(
  api: AxiosInstance,
  checkId: string,
  range: HealthTimeRange,
  signal?: AbortSignal,
): Promise<CheckGraphResponse> {
  const params = { check: checkId, count: CHECK_GRAPH_POINTS, start: `${TIME_RANGE_MINUTES[range]}m` };
  const response = await api.get<unknown>(`${API_SUB_BASES.canary}/api/graph`, { params, signal });
  return checkGraphResponseSchema.parse(response.data ?? {});
}

export const checkGraphKey = (checkId: string) => queryKeys.checks.key('graph', checkId);

export const checkGraphQueryOptions = (api: AxiosInstance, checkId: string, range: HealthTimeRange, enabled = true) =>
  queryOptions({
    queryKey: [...checkGraphKey(checkId), range],
    queryFn: ({ signal }) => fetchCheckGraph(api, checkId, range, signal),
    enabled,
  });

export function useCheckGraph(checkId: string, range: HealthTimeRange, enabled = true) {
  const api = useApi();
  return useQuery(checkGraphQueryOptions(api, checkId, range, enabled));
}
