import { queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { configItemSchema, fetchRows, from, isUuid, queryKeys, type ConfigItem } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** GET /db/config_detail?id=eq.{id}&select=*: the item with its document, summary counts, agent and scraper. */
export const configDetailQuery = (id: string) => from('config_detail').select('*').eq('id', id);

/** The item, or null when there is none with this id (a malformed id included). */
export async function fetchConfigDetail(api: AxiosInstance, id: string, signal?: AbortSignal): Promise<ConfigItem | null> {
  if (!isUuid(id)) return null;
  const rows = await fetchRows(api, configDetailQuery(id), configItemSchema, { signal });
  return rows[0] ?? null;
}

export const configDetailQueryOptions = (api: AxiosInstance, id: string) =>
  queryOptions({ queryKey: queryKeys.configs.detail(id), queryFn: ({ signal }) => fetchConfigDetail(api, id, signal) });

/** Asked for while the page renders rather than once it has been painted. */
export function useConfigDetail(id: string) {
  const options = configDetailQueryOptions(useApi(), id);
  usePrefetchQuery(options);
  return useQuery(options);
}
