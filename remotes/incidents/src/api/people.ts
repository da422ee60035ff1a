import { useQuery } from '@tanstack/react-query';
import { fetchRows, from, personRefSchema, queryKeys, teamRefSchema, type PersonRef, type TeamRef } from '@opsdeck/contracts';
import { useApi, useAuthorizer } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';

const teamWithMembersSchema = z.looseObject({
  ...teamRefSchema.shape,
  team_members: z.optional(z.nullable(z.array(z.looseObject({ person_id: z.nullish(personRefSchema) })))),
});

export interface PeopleAndTeams {
  people: PersonRef[];
  teams: TeamRef[];
}

const byName = (a: { name?: string | null }, b: { name?: string | null }) => (a.name ?? '').localeCompare(b.name ?? '');

/**
 * People and teams to pick from (commander, communicator, responders). Reading `people` needs the
 * identities grant (admins and editors); everyone else picks among the members of the teams they
 * can read, as embedded people show their display columns to anyone who reads the parent.
 */
export async function fetchPeopleAndTeams(
  api: AxiosInstance,
  readsPeople: boolean,
  signal?: AbortSignal,
): Promise<PeopleAndTeams> {
  const teamsQuery = from('teams')
    .select('id,name,icon,team_members(person_id(id,name,avatar,email))')
    .is('deleted_at', null)
    .order('name');
  const teams = await fetchRows(api, teamsQuery, teamWithMembersSchema, { signal });
  const people = new Map<string, PersonRef>();
  if (readsPeople) {
    const query = from('people').select('id,name,avatar,email').is('deleted_at', null).order('name').limit(2000);
    for (const person of await fetchRows(api, query, personRefSchema, { signal })) people.set(person.id, person);
  } else {
    for (const team of teams)
      for (const member of team.team_members ?? []) if (member.person_id) people.set(member.person_id.id, member.person_id);
  }
  return {
    people: [...people.values()].filter((person) => person.name).sort(byName),
    teams: teams.map(({ id, name, icon }) => ({ id, name, icon })).sort(byName),
  };
}

export function usePeopleAndTeams(enabled = true) {
  const api = useApi();
  const authorizer = useAuthorizer();
  const readsPeople = authorizer.can('read', 'identities');
  return useQuery({
    queryKey: queryKeys.incidents.key('people-and-teams', readsPeople),
    queryFn: ({ signal }) => fetchPeopleAndTeams(api, readsPeople, signal),
    enabled,
  });
}
