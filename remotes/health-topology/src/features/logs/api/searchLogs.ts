import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { logsResponseSchema, queryKeys, type LogsRequest, type LogsResponse } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** POST /logs with the component, selector name, query and time range (reference 5.6). */
export async function searchLogs(api: AxiosInstance, request: LogsRequest, signal?: AbortSignal): Promise<LogsResponse> {
  const response = await api.post<unknown>('/logs', request, { signal });
  return logsResponseSchema.parse(response.data);
}

export function useLogs(request: LogsRequest | null) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.components.key('logs', request),
    queryFn: ({ signal }) => searchLogs(api, request!, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
