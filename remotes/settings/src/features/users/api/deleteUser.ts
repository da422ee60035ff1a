import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_SUB_BASES, invalidateResource } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** DELETE /people/{id}: removes the identity; its person is soft-deleted and loses its roles. */
export async function deleteUser(api: AxiosInstance, id: string): Promise<void> {
  await api.delete(`${API_SUB_BASES.people}/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteUser(api, id),
    onSuccess: () => invalidateResource(queryClient, 'people'),
  });
}
