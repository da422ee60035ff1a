import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentRefSchema, fetchRows, from, queryKeys } from '@opsdeck/contracts';
import { useApi, useAuthorizer } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { canReadTables } from '../lib/access';

/** Agent names by id, for tabs and groups by agent. */
export async function fetchAgentNames(api: AxiosInstance, signal?: AbortSignal): Promise<Map<string, string>> {
  const rows = await fetchRows(api, from('agents').select('id,name').isNull('deleted_at'), agentRefSchema, { signal });
  return new Map(rows.map((row) => [row.id, row.name ?? row.id]));
}

export const agentNamesQueryOptions = (api: AxiosInstance) =>
  queryOptions({ queryKey: queryKeys.agents.key('names'), queryFn: ({ signal }) => fetchAgentNames(api, signal) });

/** Only fetched when a view needs agent names and the user may read agents (else ids stand in). */
export function useAgentNames(enabled: boolean) {
  const api = useApi();
  const permitted = canReadTables(useAuthorizer(), ['agents']);
  return useQuery({ ...agentNamesQueryOptions(api), enabled: enabled && permitted });
}
