import { useMutation, useQueryClient } from '@tanstack/react-query';
import { from, invalidateResource, PERMISSION_ADDED, PERMISSION_UPDATED, type PermissionWrite } from '@opsdeck/contracts';
import { notify } from '@opsdeck/shared';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** POST /db/permissions (create, with created_by) or PATCH ?id=eq.{id} (update, with updated_by). */
export async function savePermission(api: AxiosInstance, body: PermissionWrite, id?: string): Promise<void> {
  if (id === undefined) await api.post(from('permissions').toString(), body);
  else await api.patch(from('permissions').eq('id', id).toString(), body);
}

export function useSavePermission(id: string | undefined, onSaved: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PermissionWrite) => savePermission(api, body, id),
    onSuccess: async () => {
      await invalidateResource(queryClient, 'permissions');
      notify.success(id === undefined ? PERMISSION_ADDED : PERMISSION_UPDATED);
      onSaved();
    },
    onError: (error) => notify.apiError(error),
  });
}
