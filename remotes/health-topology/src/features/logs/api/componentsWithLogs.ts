import { useQuery } from '@tanstack/react-query';
import { componentWithLogsSchema, fetchRows, from, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** GET /db/components_with_logs?order=name.asc (reference 4.1). */
export const fetchComponentsWithLogs = (api: AxiosInstance, signal?: AbortSignal) =>
  fetchRows(api, from('components_with_logs').select('id,name,type,icon').order('name'), componentWithLogsSchema, { signal });

export function useComponentsWithLogs() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.components.key('with-logs'),
    queryFn: ({ signal }) => fetchComponentsWithLogs(api, signal),
  });
}
