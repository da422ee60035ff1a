import { queryOptions, useQuery } from '@tanstack/react-query';
import { configRefSchema, fetchRows, from, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** GET /db/configs?id=in.(...)&select=id,name,type: the parents named by an item's path. */
export async function fetchConfigParents(api: AxiosInstance, ids: readonly string[], signal?: AbortSignal) {
  if (ids.length === 0) return [];
  const rows = await fetchRows(api, from('configs').select('id,name,type').in('id', ids), configRefSchema, { signal });
  const byId = new Map(rows.map((row) => [row.id, row]));
  // In path order; a parent that is gone is left out.
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

export const configParentsQueryOptions = (api: AxiosInstance, ids: readonly string[]) =>
  queryOptions({
    queryKey: queryKeys.configs.key('parents', ids),
    queryFn: ({ signal }) => fetchConfigParents(api, ids, signal),
    enabled: ids.length > 0,
  });

export function useConfigParents(ids: readonly string[]) {
  return useQuery(configParentsQueryOptions(useApi(), ids));
}
