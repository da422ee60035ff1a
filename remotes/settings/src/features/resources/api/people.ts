import { fetchRows, from, personRefSchema, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import { useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/** Everyone who can be added to a team: people with an e-mail, not deleted, by name. */
export async function fetchPeople(api: AxiosInstance, signal?: AbortSignal) {
  const query = from('people')
    .select('id,name,email,avatar')
    .isNull('deleted_at')
    .notNull('email')
    .order('name', { ascending: true });
  return fetchRows(api, query, personRefSchema, { signal });
}

export function usePeople(enabled: boolean) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.teams.key('people'), queryFn: ({ signal }) => fetchPeople(api, signal), enabled });
}
