import { from, invalidateResource } from '@opsdeck/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** What the edit dialog changes: the end (null: indefinitely) and the description. */
export interface SilenceChanges {
  until: string | null;
  description: string | null;
}

/** PATCH /db/notification_silences?id=eq.{id}. */
export async function updateSilence(api: AxiosInstance, id: string, changes: SilenceChanges): Promise<void> {
  await api.patch(from('notification_silences').eq('id', id).toString(), changes);
}

export function useUpdateSilence() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: SilenceChanges }) => updateSilence(api, id, changes),
    onSuccess: () => invalidateResource(queryClient, 'notifications'),
  });
}
