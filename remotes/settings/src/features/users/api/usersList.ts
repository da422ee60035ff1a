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

/** The user list: identities first, then their roles and last sign-in in two parallel reads. */
export async function fetchUsers(api: AxiosInstance, signal?: AbortSignal): Promise<RegisteredUser[]> {
  const options = signal ? { signal } : {};
  const identities = await fetchRows(api, identitiesQuery, identitySchema, options);
  if (identities.length === 0) return [];
  const ids = identities.map((identity) => identity.id);
  const [roles, people] = await Promise.all([
    fetchRows(api, peopleRolesQuery(ids), personRolesSchema, options),
    fetchRows(api, lastLoginQuery(ids), personSchema, options),
  ]);
  return joinUsers(identities, roles, people);
}

export const usersQueryOptions = (api: AxiosInstance) => ({
  queryKey: queryKeys.people.list({ view: 'users' }),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchUsers(api, signal),
});

export function useUsers() {
  const api = useApi();
  return useQuery(usersQueryOptions(api));
}
