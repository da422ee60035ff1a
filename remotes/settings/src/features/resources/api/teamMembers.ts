import { fetchRows, from, personRefSchema, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import { useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';

export const memberRowSchema = z.looseObject({ team_id: z.string(), person_id: z.nullish(personRefSchema) });
export type Member = z.infer<typeof personRefSchema>;

/** GET /db/team_members?team_id=eq.{id}&select=*,person_id(...): the people of a team. */
export async function fetchTeamMembers(api: AxiosInstance, teamId: string, signal?: AbortSignal): Promise<Member[]> {
  const query = from('team_members').select('team_id,person_id(id,name,email,avatar)').eq('team_id', teamId);
  const rows = await fetchRows(api, query, memberRowSchema, { signal });
  return rows.flatMap((row) => (row.person_id ? [row.person_id] : [])).sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
}

export const teamMembersQuery = (api: AxiosInstance, teamId: string) => ({
  queryKey: queryKeys.teams.key('members', teamId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchTeamMembers(api, teamId, signal),
});

export function useTeamMembers(teamId: string) {
  return useQuery(teamMembersQuery(useApi(), teamId));
}
