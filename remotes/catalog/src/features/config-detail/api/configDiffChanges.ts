import { queryOptions, useQuery } from '@tanstack/react-query';
import { configChangeSchema, fetchRows, from, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** How many earlier versions the viewer offers to compare with. */
export const COMPARABLE_VERSIONS = 50;

/** GET /db/config_changes of an item that carry a diff, newest first: the versions it can be compared with. */
export const configDiffChangesQuery = (configId: string) =>
  from('config_changes')
    .select('id,change_type,summary,created_at,diff')
    .eq('config_id', configId)
    .notNull('diff')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(COMPARABLE_VERSIONS);

export const configDiffChangesQueryOptions = (api: AxiosInstance, configId: string) =>
  queryOptions({
    queryKey: queryKeys.configs.key('diff-changes', configId),
    queryFn: ({ signal }) => fetchRows(api, configDiffChangesQuery(configId), configChangeSchema, { signal }),
  });

export function useConfigDiffChanges(configId: string, enabled: boolean) {
  return useQuery({ ...configDiffChangesQueryOptions(useApi(), configId), enabled });
}
