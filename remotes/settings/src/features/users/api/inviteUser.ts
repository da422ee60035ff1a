import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_SUB_BASES,
  invalidateResource,
  inviteUserRequestSchema,
  inviteUserResponseSchema,
  type InviteUserRequest,
  type InviteUserResponse,
} from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** POST /auth/invite_user: the backend creates the invitation and mails its link. */
export async function inviteUser(api: AxiosInstance, input: InviteUserRequest): Promise<InviteUserResponse> {
  const response = await api.post<unknown>(`${API_SUB_BASES.auth}/invite_user`, inviteUserRequestSchema.parse(input));
  return inviteUserResponseSchema.parse(response.data);
}

export function useInviteUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteUserRequest) => inviteUser(api, input),
    onSuccess: () => invalidateResource(queryClient, 'people'),
  });
}
