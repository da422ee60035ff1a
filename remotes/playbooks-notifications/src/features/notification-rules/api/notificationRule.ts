import { useQuery } from '@tanstack/react-query';
import { fetchRows, from, notificationSchema, queryKeys, type Notification } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** GET /db/notifications?id=eq.{id}: the whole rule (template, properties, custom services), or null. */
export async function fetchNotificationRule(api: AxiosInstance, id: string, signal?: AbortSignal): Promise<Notification | null> {
  const query = from('notifications')
    .select('*,person:person_id(id,name,avatar,email),team:team_id(id,name,icon)')
    .eq('id', id)
    .isNull('deleted_at');
  const rows = await fetchRows(api, query, notificationSchema, { signal });
  return rows[0] ?? null;
}

export function useNotificationRule(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.notifications.detail(id ?? ''),
    queryFn: ({ signal }) => fetchNotificationRule(api, id!, signal),
    enabled: Boolean(id),
  });
}
