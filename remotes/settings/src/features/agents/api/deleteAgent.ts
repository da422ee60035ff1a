import { useMutation, useQueryClient } from '@tanstack/react-query';
import { from, invalidateResource } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/**
 * Soft delete (spec 3 section 4): PATCH /db/agents?id=eq.{id} with deleted_at now; `cleanup` asks
 * for what the agent pushed to be removed as well. The backend revokes the agent's tokens.
 */
export async function deleteAgent(api: AxiosInstance, id: string, cleanup: boolean): Promise<void> {
  await api.patch(from('agents').eq('id', id).toString(), { deleted_at: new Date().toISOString(), cleanup });
}

export function useDeleteAgent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cleanup }: { id: string; cleanup: boolean }) => deleteAgent(api, id, cleanup),
    onSuccess: () => invalidateResource(queryClient, 'agents'),
  });
}
