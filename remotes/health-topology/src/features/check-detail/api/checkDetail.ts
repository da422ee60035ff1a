import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkSchema, fetchRows, from, queryKeys, type Check } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/**
 * The check with its canary (reference 4.1). Nothing guarded by another resource is embedded: the
 * server refuses the whole query when one embedded relation is not readable, so the agent's name
 * and the related components and configs are their own queries (`useAgentNames`,
 * `checkRelationships.ts`).
 */
export const CHECK_DETAIL_SELECT = '*,canaries!checks_canary_id_fkey(id,name,source)';

export async function fetchCheckDetail(api: AxiosInstance, id: string, signal?: AbortSignal): Promise<Check | null> {
  const rows = await fetchRows(api, from('checks').select(CHECK_DETAIL_SELECT).eq('id', id), checkSchema, { signal });
  return rows[0] ?? null;
}

export const checkDetailKey = (id: string) => queryKeys.checks.detail(id);

export const checkDetailQueryOptions = (api: AxiosInstance, id: string, enabled = true) =>
  queryOptions({ queryKey: checkDetailKey(id), queryFn: ({ signal }) => fetchCheckDetail(api, id, signal), enabled });

/** Only for a well-formed id (`enabled`): a malformed one is "No details found" without a request. */
export function useCheckDetail(id: string, enabled = true) {
  const api = useApi();
  return useQuery(checkDetailQueryOptions(api, id, enabled));
}
