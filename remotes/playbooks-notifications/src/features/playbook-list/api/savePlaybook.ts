import { useMutation, useQueryClient } from '@tanstack/react-query';
import { from, invalidateResource, PLAYBOOK_TEXT, deletedSuccessfully } from '@opsdeck/contracts';
import { errorMessageOf, notify } from '@opsdeck/shared';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import type { rowOf } from '../lib/playbook-document';

type PlaybookRowInput = ReturnType<typeof rowOf>;

/** POST /db/playbooks (source UI) or PATCH /db/playbooks?id=eq.{id}. */
export async function savePlaybook(api: AxiosInstance, row: PlaybookRowInput, id?: string): Promise<void> {
  const headers = { Prefer: 'return=representation' };
  if (id) await api.patch(from('playbooks').eq('id', id).toString(), row, { headers });
  else await api.post('/db/playbooks', { ...row, source: 'UI' }, { headers });
}

/** Soft delete: PATCH deleted_at = now (spec 2 section 4). */
export async function deletePlaybook(api: AxiosInstance, id: string): Promise<void> {
  await api.patch(from('playbooks').eq('id', id).toString(), { deleted_at: 'now()' });
}

export function useSavePlaybook(onSaved: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row, id }: { row: PlaybookRowInput; id?: string }) => savePlaybook(api, row, id),
    onSuccess: async () => {
      notify.success(PLAYBOOK_TEXT.saved);
      onSaved();
      await invalidateResource(queryClient, 'playbooks');
    },
  });
}

export function useDeletePlaybook() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; name: string }) => deletePlaybook(api, id),
    onSuccess: (_data, { name }) => notify.success(deletedSuccessfully(name)),
    onError: (error) => notify.error(errorMessageOf(error)),
    onSettled: () => invalidateResource(queryClient, 'playbooks'),
  });
}
