import { CONNECTION_API, invalidateResource } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/** DELETE /connection/{id}: a soft delete. */
export async function deleteConnection(api: AxiosInstance, id: string): Promise<void> {
  await api.delete(CONNECTION_API.one(id));
}

export function useDeleteConnection() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteConnection(api, id),
    onSuccess: () => invalidateResource(queryClient, 'connections'),
  });
}
