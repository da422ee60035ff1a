import { queryOptions, useQuery } from '@tanstack/react-query';
import { configChangeSchema, fetchRows, from, isUuid, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** GET /db/config_changes?id=eq.{id}: one change with its diff, patches, details, source, author and item. */
export const changeDetailQuery = (id: string) =>
  from('config_changes')
    .select(
      'id,config_id,change_type,severity,summary,created_at,first_observed,count,external_created_by,source,diff,details,patches,created_by,config:configs(id,name,type,config_class)',
    )
    .eq('id', id);

export async function fetchChangeDetail(api: AxiosInstance, id: string, signal?: AbortSignal) {
  if (!isUuid(id)) return null;
  const rows = await fetchRows(api, changeDetailQuery(id), configChangeSchema, { signal });
  return rows[0] ?? null;
}

export const changeDetailQueryOptions = (api: AxiosInstance, id: string) =>
  queryOptions({ queryKey: queryKeys.configs.key('change', id), queryFn: ({ signal }) => fetchChangeDetail(api, id, signal) });

export function useChangeDetail(id: string) {
  return useQuery(changeDetailQueryOptions(useApi(), id));
}
