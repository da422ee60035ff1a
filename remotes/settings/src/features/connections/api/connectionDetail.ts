import { CONNECTION_API, connectionDetailSchema, queryKeys, type ConnectionDetail } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import { useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/** GET /connection/{id}: the values to edit; secrets come back as references or 'stored'. */
export async function fetchConnectionDetail(api: AxiosInstance, id: string): Promise<ConnectionDetail> {
  const { data } = await api.get(CONNECTION_API.one(id));
  return connectionDetailSchema.parse(data);
}

export const connectionDetailQuery = (api: AxiosInstance, id: string) => ({
  queryKey: queryKeys.connections.detail(id),
  queryFn: () => fetchConnectionDetail(api, id),
});

export function useConnectionDetail(id: string | undefined) {
  const api = useApi();
  return useQuery({ ...connectionDetailQuery(api, id ?? ''), enabled: Boolean(id) });
}
