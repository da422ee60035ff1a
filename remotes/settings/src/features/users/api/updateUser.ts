import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_SUB_BASES, invalidateResource, updatePersonRequestSchema, type UpdatePersonRequest } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** POST /people/update: `role` replaces every role of the user, `active` (de)activates them. */
export async function updateUser(api: AxiosInstance, input: UpdatePersonRequest): Promise<void> {
  await api.post(`${API_SUB_BASES.people}/update`, updatePersonRequestSchema.parse(input));
}

export function useUpdateUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePersonRequest) => updateUser(api, input),
    onSuccess: () => invalidateResource(queryClient, 'people'),
  });
}
