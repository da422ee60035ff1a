import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRows, from, namedItemSchema, queryKeys, type NamedItem } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** Names of components by id (the breadcrumb's ancestors), in the order of `ids`. */
export async function fetchComponentNames(
  api: AxiosInstance,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<NamedItem[]> {
  if (ids.length === 0) return [];
  const rows = await fetchRows(api, from('component_names').select('id,name,icon').in('id', ids), namedItemSchema, { signal });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? { id, name: id });
}

export const componentNamesQueryOptions = (api: AxiosInstance, ids: readonly string[]) =>
  queryOptions({
    queryKey: queryKeys.components.key('names', ids),
    queryFn: ({ signal }) => fetchComponentNames(api, ids, signal),
  });

export function useComponentNames(ids: readonly string[]) {
  const api = useApi();
  return useQuery({ ...componentNamesQueryOptions(api, ids), enabled: ids.length > 0 });
}
