import { CONNECTION_API, connectionHealthSchema, queryKeys, type ConnectionHealth } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import { useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/** GET /connection/health: the outcome of each connection's last test. */
export async function fetchConnectionHealth(api: AxiosInstance): Promise<ConnectionHealth> {
  const { data } = await api.get(CONNECTION_API.health);
  return connectionHealthSchema.parse(data);
}

export const connectionHealthQuery = (api: AxiosInstance) => ({
  queryKey: queryKeys.connections.key('health'),
  queryFn: () => fetchConnectionHealth(api),
});

/** Health by connection id; connections never tested are absent (grey). */
export function useConnectionHealth() {
  const api = useApi();
  return useQuery({
    ...connectionHealthQuery(api),
    select: (rows) => new Map(rows.map((row) => [row.id, row])),
  });
}
