import { from, invalidateResource } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/** POST /db/team_members, one row per person. */
export async function addTeamMembers(api: AxiosInstance, teamId: string, personIds: readonly string[]): Promise<void> {
  await api.post(
    from('team_members').toString(),
    personIds.map((personId) => ({ team_id: teamId, person_id: personId })),
  );
}

/** DELETE /db/team_members?team_id=eq.{team}&person_id=eq.{person}. */
export async function removeTeamMember(api: AxiosInstance, teamId: string, personId: string): Promise<void> {
  await api.delete(from('team_members').eq('team_id', teamId).eq('person_id', personId).toString());
}

export function useChangeTeamMembers(teamId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateResource(queryClient, 'teams');
  return {
    add: useMutation({ mutationFn: (personIds: readonly string[]) => addTeamMembers(api, teamId, personIds), onSuccess }),
    remove: useMutation({ mutationFn: (personId: string) => removeTeamMember(api, teamId, personId), onSuccess }),
  };
}
