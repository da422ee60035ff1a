import { connectionSchema, fetchRows, from, queryKeys, type Connection } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import { useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/** GET /db/connections?id=eq.{id}: the saved row (its secrets sealed by the server), or null. */
export async function fetchConnection(api: AxiosInstance, id: string, signal?: AbortSignal): Promise<Connection | null> {
  const query = from('connections').select('*').eq('id', id).isNull('deleted_at');
  const rows = await fetchRows(api, query, connectionSchema, { signal });
  return rows[0] ?? null;
}

export const connectionDetailQuery = (api: AxiosInstance, id: string) => ({
  queryKey: queryKeys.connections.detail(id),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchConnection(api, id, signal),
});

export function useConnectionDetail(id: string | undefined) {
  const api = useApi();
  return useQuery({ ...connectionDetailQuery(api, id ?? ''), enabled: Boolean(id) });
}
