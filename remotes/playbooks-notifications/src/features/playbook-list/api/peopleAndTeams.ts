import { useQuery } from '@tanstack/react-query';
import { fetchRows, from, personRefSchema, queryKeys, teamRefSchema } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';

/** Teams for a team parameter (id and name), by name. */
export function useTeamOptions(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.playbooks.key('team-options'),
    queryFn: ({ signal }) =>
      fetchRows(api, from('teams').select('id,name').isNull('deleted_at').order('name'), teamRefSchema, { signal }),
    enabled,
  });
}

/** People with an e-mail (the System person has none) for a people parameter. */
export function usePeopleOptions(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.playbooks.key('people-options'),
    queryFn: ({ signal }) =>
      fetchRows(
        api,
        from('people').select('id,name,email').isNull('deleted_at').notNull('email').order('name'),
        personRefSchema,
        { signal },
      ),
    enabled,
  });
}
