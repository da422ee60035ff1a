import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkSummarySchema, fetchRows, from, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** GET /db/check_summary_for_config?config_id=eq.{id}: the checks related to a config item. */
export const configChecksQuery = (configId: string) =>
  from('check_summary_for_config')
    .select('id,name,type,status,icon,uptime,last_runtime,canary_name,namespace')
    .eq('config_id', configId)
    .isNull('deleted_at')
    .order('name', { ascending: true, nullsLast: true });

export async function fetchConfigChecks(api: AxiosInstance, configId: string, signal?: AbortSignal) {
  return fetchRows(api, configChecksQuery(configId), checkSummarySchema, { signal });
}

export const configChecksQueryOptions = (api: AxiosInstance, configId: string) =>
  queryOptions({
    // Under checks: a run or a canary edit anywhere refreshes the tab.
    queryKey: queryKeys.checks.key('for-config', configId),
    queryFn: ({ signal }) => fetchConfigChecks(api, configId, signal),
  });

export function useConfigChecks(configId: string) {
  const api = useApi();
  return useQuery(configChecksQueryOptions(api, configId));
}
