import { API_SUB_BASES, invalidateResource, type CreateSilenceRequest } from '@opsdeck/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@opsdeck/shared';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { SILENCE_MESSAGES } from '../lib/silence-form';

/** POST /notification/silence (reference 5.5); the server answers 200 with an empty body. */
export async function createSilence(api: AxiosInstance, request: CreateSilenceRequest): Promise<void> {
  await api.post(`${API_SUB_BASES.notification}/silence`, request);
}

/**
 * Creates a silence: refreshes every silence list, then confirms with a toast and calls `onCreated`;
 * a failure shows the server's error text.
 */
export function useCreateSilence(onCreated: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateSilenceRequest) => createSilence(api, request),
    onSuccess: async () => {
      await invalidateResource(queryClient, 'notifications');
      notify.success(SILENCE_MESSAGES.created);
      onCreated();
    },
    onError: (error) => notify.apiError(error),
  });
}
