import { from, invalidateResource } from '@opsdeck/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** Soft delete (spec 2 section 4): PATCH /db/notification_silences?id=eq.{id} with deleted_at now(). */
export async function deleteSilence(api: AxiosInstance, id: string): Promise<void> {
  await api.patch(from('notification_silences').eq('id', id).toString(), { deleted_at: 'now()' });
}

export function useDeleteSilence() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSilence(api, id),
    onSuccess: () => invalidateResource(queryClient, 'notifications'),
  });
}
