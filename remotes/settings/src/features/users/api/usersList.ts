import { useQuery } from '@tanstack/react-query';
import { fetchRows, from, identitySchema, personRolesSchema, personSchema, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { joinUsers, type RegisteredUser } from '../lib/users';

/** GET /db/identities: every registered identity (Mission Control's client sends no filter). */
export const identitiesQuery = from('identities').select('*');

/** GET /db/people_roles?id=in.(...): the roles of those identities' people. */
export const peopleRolesQuery = (ids: readonly string[]) => from('people_roles').in('id', ids);

/** GET /db/people?id=in.(...)&select=id,last_login: when each last signed in. */
export const lastLoginQuery = (ids: readonly string[]) => from('people').in('id', ids).select('id,last_login');

/**
 * Ids per `in.(...)` read: a request line stays under 6 KiB (servers and proxies refuse lines past 8 to
 * 16 KiB), however many identities there are.
 */
export const IDS_PER_REQUEST = 150;

/**
 * The user list: identities first, then their roles and last sign-in, read in parallel in
 * batches of ids.
 */
export async function fetchUsers(api: AxiosInstance, signal?: AbortSignal): Promise<RegisteredUser[]> {
  const options = signal ? { signal } : {};
  const identities = await fetchRows(api, identitiesQuery, identitySchema, options);
  const batches = chunk(
    identities.map((identity) => identity.id),
    IDS_PER_REQUEST,
  );
  const [roles, people] = await Promise.all([
    Promise.all(batches.map((ids) => fetchRows(api, peopleRolesQuery(ids), personRolesSchema, options))),
    Promise.all(batches.map((ids) => fetchRows(api, lastLoginQuery(ids), personSchema, options))),
  ]);
  return joinUsers(identities, roles.flat(), people.flat());
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

export const usersQueryOptions = (api: AxiosInstance) => ({
  queryKey: queryKeys.people.list({ view: 'users' }),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchUsers(api, signal),
});

export function useUsers() {
  const api = useApi();
  return useQuery(usersQueryOptions(api));
}
