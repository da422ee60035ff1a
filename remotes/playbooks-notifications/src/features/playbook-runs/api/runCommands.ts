import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_SUB_BASES, invalidateResource } from '@opsdeck/contracts';
import { errorMessageOf, notify } from '@opsdeck/shared';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';

const messageSchema = z.looseObject({ message: z.optional(z.string()) });

/** POST /playbook/run/approve/{id} or /playbook/run/cancel/{id}: 200 {message}. */
export async function runCommand(api: AxiosInstance, command: 'approve' | 'cancel', runId: string): Promise<string> {
  const response = await api.post<unknown>(`${API_SUB_BASES.playbook}/run/${command}/${encodeURIComponent(runId)}`);
  return messageSchema.parse(response.data ?? {}).message ?? '';
}

/** Approve or Cancel: toasts the server's message or error and refreshes the run everywhere. */
export function useRunCommand(command: 'approve' | 'cancel', runId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runCommand(api, command, runId),
    onSuccess: (message) => notify.success(message),
    onError: (error) => notify.error(errorMessageOf(error)),
    onSettled: () => invalidateResource(queryClient, 'playbook_runs'),
  });
}
