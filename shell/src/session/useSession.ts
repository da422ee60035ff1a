import { useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { describeZodIssue, whoamiResponseSchema } from '@opsdeck/contracts';
import { takeEarlyJson } from '../app/early-requests';
import type { WhoamiPayload } from './authorizer';
import { WHOAMI_PATH } from './whoami-path';

export const sessionQueryKey = ['auth', 'whoami'] as const;

/**
 * GET /auth/whoami, checked with the contracts schema: a malformed answer is a clear error. The
 * answer of the request the console's start sent (console-start.ts) is used when it succeeded.
 */
export async function fetchWhoami(api: AxiosInstance): Promise<WhoamiPayload> {
  const early = await takeEarlyJson(`${api.defaults.baseURL ?? ''}${WHOAMI_PATH}`);
  // A literal path, as the compatibility scan of the console's requests reads call sites statically.
  return parseWhoami(early ? early.body : (await api.get<unknown>('/auth/whoami')).data);
}

function parseWhoami(data: unknown): WhoamiPayload {
  const parsed = whoamiResponseSchema.safeParse(data);
  if (!parsed.success) throw new Error(`The session answer from /auth/whoami is not valid (${describeZodIssue(parsed.error)})`);
  const { user, roles, permissions } = parsed.data.payload;
  const avatar = Array.isArray(user.avatar) ? user.avatar[0] : user.avatar;
  return {
    user: { id: user.id, name: user.name, ...(user.email ? { email: user.email } : {}), ...(avatar ? { avatar } : {}) },
    roles,
    permissions,
  };
}

/** The signed-in person; a 401 is turned into the login redirect by the API client itself. */
export function useSession(api: AxiosInstance) {
  return useQuery({ queryKey: sessionQueryKey, queryFn: () => fetchWhoami(api), retry: false, staleTime: Infinity });
}
