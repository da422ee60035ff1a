import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList, jobHistorySchema, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { jobHistoriesQuery, type JobFilters } from '../lib/job-filters';

export interface JobHistoriesRequest {
  filters: JobFilters;
  range: { from: string | undefined; to: string | undefined };
  pageIndex: number;
  pageSize: number;
}

export function fetchJobHistories(api: AxiosInstance, request: JobHistoriesRequest, signal?: AbortSignal) {
  const query = jobHistoriesQuery(request.filters, request.range).page(request.pageIndex, request.pageSize);
  return fetchList(api, query, jobHistorySchema, signal ? { signal } : {});
}

export const jobHistoriesQueryOptions = (api: AxiosInstance, request: JobHistoriesRequest) => ({
  queryKey: queryKeys.job_history.list(request),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchJobHistories(api, request, signal),
  placeholderData: keepPreviousData,
});

/** One page of job runs; the previous page stays on screen while the next loads. */
export function useJobHistories(request: JobHistoriesRequest) {
  const api = useApi();
  return useQuery(jobHistoriesQueryOptions(api, request));
}
