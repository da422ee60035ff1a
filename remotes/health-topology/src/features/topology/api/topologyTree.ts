import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_SUB_BASES, queryKeys, topologyResponseSchema, type TopologyResponse } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import type { TopologyFilters } from '../lib/params';

export interface TopologyRequest extends TopologyFilters {
  /** The component shown; absent for the dashboard of root components. */
  id?: string | undefined;
}

/**
 * Levels asked for, counting the top one (Mission Control's depth): the shown component (or the
 * roots), the cards, the cards' children and theirs, whose number each child shows.
 */
export const TOPOLOGY_DEPTH = 4;

/** GET /canary/api/topology: the component tree with the filter facets. */
export async function fetchTopology(
  api: AxiosInstance,
  request: TopologyRequest,
  signal?: AbortSignal,
): Promise<TopologyResponse> {
  const params: Record<string, string | number> = { depth: TOPOLOGY_DEPTH, sortBy: request.sortBy, sortOrder: request.sortOrder };
  if (request.id) params.id = request.id;
  if (request.status.length) params.status = request.status.join(',');
  if (request.type.length) params.type = request.type.join(',');
  if (request.team.length) params.team = request.team.join(',');
  if (request.labels.length) params.labels = request.labels.join(',');
  if (request.showHidden) params.showHidden = 'true';
  const response = await api.get<unknown>(`${API_SUB_BASES.canary}/api/topology`, { params, signal });
  return topologyResponseSchema.parse(response.data ?? {});
}

export const topologyQueryOptions = (api: AxiosInstance, request: TopologyRequest) =>
  queryOptions({
    // Under components: a write to canaries or checks refreshes the components' health.
    queryKey: queryKeys.components.key('topology', request),
    queryFn: ({ signal }) => fetchTopology(api, request, signal),
    placeholderData: keepPreviousData,
  });

export function useTopology(request: TopologyRequest) {
  const api = useApi();
  return useQuery(topologyQueryOptions(api, request));
}
