import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CHECK_HISTORY, checkStatusSchema, fetchList, from, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

export interface CheckHistoryRequest {
  checkId: string;
  /** ISO start of the range. */
  since: string;
  /** true: passed only, false: failed only. */
  status?: boolean | undefined;
  /** Only results at least this slow (ms). */
  minDuration?: number | undefined;
  pageIndex: number;
  /** Rows per page: the page size preference (50 by default) or the size picked under the table. */
  pageSize: number;
}

/** One page of check_statuses, newest first, with the total from Content-Range. */
export function checkHistoryQuery(request: CheckHistoryRequest) {
  let query = from('check_statuses')
    .select('time,duration,status,message,error,invalid,details')
    .eq('check_id', request.checkId)
    .gt('time', request.since);
  if (request.status !== undefined) query = query.eq('status', request.status);
  if (request.minDuration !== undefined) query = query.gte('duration', request.minDuration);
  return query.order('time', { ascending: false }).page(request.pageIndex, request.pageSize);
}

export function fetchCheckHistory(api: AxiosInstance, request: CheckHistoryRequest, signal?: AbortSignal) {
  return fetchList(api, checkHistoryQuery(request), checkStatusSchema, { signal });
}

/** Every page of one check's history (lists match by part of their parameters). */
export const checkHistoryKey = (checkId: string) => queryKeys.check_statuses.list({ checkId });

export const checkHistoryQueryOptions = (api: AxiosInstance, request: CheckHistoryRequest) =>
  queryOptions({
    queryKey: queryKeys.check_statuses.list(request),
    queryFn: ({ signal }) => fetchCheckHistory(api, request, signal),
    staleTime: CHECK_HISTORY.staleTimeMs,
    placeholderData: keepPreviousData,
  });

export function useCheckHistory(request: CheckHistoryRequest) {
  const api = useApi();
  return useQuery(checkHistoryQueryOptions(api, request));
}
