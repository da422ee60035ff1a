import { useQuery } from '@tanstack/react-query';
import { agentSchema, fetchRows, from, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** GET /db/agents_summary: registered agents (deleted ones are not in the view) by name. */
export const agentsSummaryQuery = from('agents_summary').select('*,created_by(id,name,avatar,email)').order('name');

export const fetchAgents = (api: AxiosInstance, signal?: AbortSignal) =>
  fetchRows(api, agentsSummaryQuery, agentSchema, signal ? { signal } : {});

export const agentsQueryOptions = (api: AxiosInstance) => ({
  queryKey: queryKeys.agents.lists(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchAgents(api, signal),
});

export function useAgents() {
  const api = useApi();
  return useQuery(agentsQueryOptions(api));
}
