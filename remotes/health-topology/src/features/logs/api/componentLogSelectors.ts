import { useQuery } from '@tanstack/react-query';
import { fetchRows, from, logSelectorSchema, queryKeys, type LogSelector } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';

const rowSchema = z.looseObject({ id: z.string(), log_selectors: z.nullish(z.array(logSelectorSchema)) });

/** GET /db/components?id=eq.{id}&select=id,log_selectors: the selectors a component's logs are read with. */
export async function fetchLogSelectors(api: AxiosInstance, id: string, signal?: AbortSignal): Promise<LogSelector[]> {
  const rows = await fetchRows(api, from('components').select('id,log_selectors').eq('id', id), rowSchema, { signal });
  return rows[0]?.log_selectors ?? [];
}

export function useLogSelectors(componentId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.components.detail(`${componentId ?? ''}:log-selectors`),
    queryFn: ({ signal }) => fetchLogSelectors(api, componentId!, signal),
    enabled: Boolean(componentId),
  });
}
