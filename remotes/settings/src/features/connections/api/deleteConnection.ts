import { from, invalidateResource } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/** Soft delete: PATCH /db/connections?id=eq.{id} with deleted_at now(). */
export async function deleteConnection(api: AxiosInstance, id: string): Promise<void> {
  await api.patch(from('connections').eq('id', id).toString(), { deleted_at: 'now()' });
}

export function useDeleteConnection() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteConnection(api, id),
    onSuccess: () => invalidateResource(queryClient, 'connections'),
  });
}
