import { useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { WhoamiPayload } from './authorizer';

interface WhoamiResponse {
  message?: string;
  payload: WhoamiPayload;
}

export const sessionQueryKey = ['auth', 'whoami'] as const;

export function fetchWhoami(api: AxiosInstance): Promise<WhoamiPayload> {
  return api.get<WhoamiResponse>('/auth/whoami').then((response) => {
    const payload = response.data?.payload;
    if (!payload?.user) throw new Error('The session answer has no user');
    return { user: payload.user, roles: payload.roles ?? [], permissions: payload.permissions ?? [] };
  });
}

/** The signed-in person; a 401 is turned into the login redirect by the API client itself. */
export function useSession(api: AxiosInstance) {
  return useQuery({ queryKey: sessionQueryKey, queryFn: () => fetchWhoami(api), retry: false, staleTime: Infinity });
}
