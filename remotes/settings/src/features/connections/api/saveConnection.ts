import {
  CONNECTION_API,
  connectionDetailSchema,
  invalidateResource,
  type ConnectionDetail,
  type ConnectionWrite,
} from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/** POST /connection for a new one, PATCH /connection/{id} for an existing one. */
export async function saveConnection(api: AxiosInstance, write: ConnectionWrite, id?: string): Promise<ConnectionDetail> {
  const { data } = id ? await api.patch(CONNECTION_API.one(id), write) : await api.post(CONNECTION_API.create, write);
  return connectionDetailSchema.parse(data);
}

export function useSaveConnection() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ write, id }: { write: ConnectionWrite; id?: string | undefined }) => saveConnection(api, write, id),
    onSuccess: () => invalidateResource(queryClient, 'connections'),
  });
}
