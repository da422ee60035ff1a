import { API_SUB_BASES, invalidateResource, type CreateSilenceRequest } from '@opsdeck/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** POST /notification/silence (reference 5.5); the server answers 200 with an empty body. */
export async function createSilence(api: AxiosInstance, request: CreateSilenceRequest): Promise<void> {
  await api.post(`${API_SUB_BASES.notification}/silence`, request);
}

/** Creates a silence, then refreshes every silence list. */
export function useCreateSilence() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateSilenceRequest) => createSilence(api, request),
    onSuccess: () => invalidateResource(queryClient, 'notifications'),
  });
}
