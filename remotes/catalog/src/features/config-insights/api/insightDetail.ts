import { queryOptions, useQuery } from '@tanstack/react-query';
import { configAnalysisSchema, fetchRows, from, isUuid, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** GET /db/config_analysis?id=eq.{id}: the full analysis with its item. */
export const insightDetailQuery = (id: string) =>
  from('config_analysis')
    .select(
      'id,config_id,source,analyzer,analysis_type,summary,message,severity,status,analysis,properties,first_observed,last_observed,config:configs(id,name,config_class,type)',
    )
    .eq('id', id);

export async function fetchInsightDetail(api: AxiosInstance, id: string, signal?: AbortSignal) {
  if (!isUuid(id)) return null;
  const rows = await fetchRows(api, insightDetailQuery(id), configAnalysisSchema, { signal });
  return rows[0] ?? null;
}

export const insightDetailQueryOptions = (api: AxiosInstance, id: string) =>
  queryOptions({ queryKey: queryKeys.configs.key('insight', id), queryFn: ({ signal }) => fetchInsightDetail(api, id, signal) });

export const useInsightDetail = (id: string) => useQuery(insightDetailQueryOptions(useApi(), id));
