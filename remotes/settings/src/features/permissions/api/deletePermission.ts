import { useMutation, useQueryClient } from '@tanstack/react-query';
import { from, invalidateResource, PERMISSION_DELETED } from '@opsdeck/contracts';
import { notify } from '@opsdeck/shared';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** DELETE /db/permissions?id=eq.{id}. */
export async function deletePermission(api: AxiosInstance, id: string): Promise<void> {
  await api.delete(from('permissions').eq('id', id).toString());
}

export function useDeletePermission() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePermission(api, id),
    onSuccess: async () => {
      await invalidateResource(queryClient, 'permissions');
      notify.success(PERMISSION_DELETED);
    },
  });
}
