import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  fetchList,
  from,
  NOTIFICATIONS_PAGE_SIZE,
  queryKeys,
  SEND_HISTORY_FILTER_STATUSES,
  SEND_HISTORY_RESOURCE_KINDS,
  SEND_HISTORY_SELECT,
  sendHistorySchema,
} from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';

export interface SendHistoryFilters {
  status?: (typeof SEND_HISTORY_FILTER_STATUSES)[number];
  kind?: (typeof SEND_HISTORY_RESOURCE_KINDS)[number];
  /** Part of the resource's name. */
  search?: string;
  /** One rule's sends. */
  notificationId?: string;
  /** The time range, resolved. */
  from?: Date;
  to?: Date;
}

/**
 * GET /db/notification_send_history_summary: newest first, filtered, one page. The total is
 * PostgREST's estimated count: exact up to the server's row cap, the planner's estimate past it,
 * so a page of a million rows does not count them all.
 */
export function sendHistoryQuery(filters: SendHistoryFilters, pageIndex: number, pageSize = NOTIFICATIONS_PAGE_SIZE) {
  let query = from('notification_send_history_summary').select(SEND_HISTORY_SELECT, { count: 'estimated' });
  if (filters.from) query = query.gte('created_at', filters.from.toISOString());
  if (filters.to) query = query.lte('created_at', filters.to.toISOString());
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.kind) query = query.eq('resource_kind', filters.kind);
  if (filters.notificationId) query = query.eq('notification_id', filters.notificationId);
  const search = filters.search?.trim().replace(/[*,()]/g, ' ');
  if (search) query = query.ilike('resource->>name', `*${search}*`);
  return query.order('created_at', { ascending: false }).order('id', { ascending: false }).page(pageIndex, pageSize);
}

export function useSendHistory(filters: SendHistoryFilters, pageIndex: number) {
  const api = useApi();
  const key = { ...filters, from: filters.from?.toISOString(), to: filters.to?.toISOString(), pageIndex };
  return useQuery({
    queryKey: queryKeys.notifications.list({ history: key }),
    queryFn: ({ signal }) => fetchList(api, sendHistoryQuery(filters, pageIndex), sendHistorySchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
