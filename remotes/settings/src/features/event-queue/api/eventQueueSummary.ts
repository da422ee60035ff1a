import { useQuery } from '@tanstack/react-query';
import { API_SUB_BASES, EVENT_QUEUE_REFRESH_MS, eventQueueSummarySchema, fetchRows, from, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** GET /config/event_queue_summary: what waits in the queue, by event name. */
export const eventQueueSummaryQuery = from('event_queue_summary', API_SUB_BASES.config)
  .select('*')
  .order('name')
  .order('event_id', { nullsLast: true });

export const fetchEventQueueSummary = (api: AxiosInstance, signal?: AbortSignal) =>
  fetchRows(api, eventQueueSummaryQuery, eventQueueSummarySchema, signal ? { signal } : {});

export const eventQueueSummaryQueryOptions = (api: AxiosInstance) => ({
  queryKey: queryKeys.event_queue.key('summary'),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchEventQueueSummary(api, signal),
  // The queue moves on its own: ask again while the page is open.
  refetchInterval: EVENT_QUEUE_REFRESH_MS,
});

export function useEventQueueSummary() {
  const api = useApi();
  return useQuery(eventQueueSummaryQueryOptions(api));
}
