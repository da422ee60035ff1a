import {
  createResponderRequestSchema,
  from,
  type CreateResponderRequest,
  type PersonRef,
  type Responder,
  type TeamRef,
} from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { useOptimisticWrite } from '../hooks/useOptimisticWrite';
import { respondersKey } from './incidentResponders';

/** POST /db/responders: a person or a team. */
export async function addResponder(api: AxiosInstance, request: CreateResponderRequest): Promise<void> {
  await api.post(from('responders').toString(), z.parse(createResponderRequestSchema, request));
}

export function useAddResponder(
  incidentId: string,
  people: { people: readonly PersonRef[]; teams: readonly TeamRef[] } | undefined,
) {
  const api = useApi();
  return useOptimisticWrite<CreateResponderRequest, Responder[]>({
    queryKey: respondersKey(incidentId),
    write: (request) => addResponder(api, request),
    apply: (list, request) => [
      ...list,
      {
        id: `pending-${list.length}`,
        incident_id: request.incident_id,
        type: request.type,
        person: request.type === 'person' ? (people?.people.find((p) => p.id === request.person_id) ?? null) : null,
        team: request.type === 'team' ? (people?.teams.find((t) => t.id === request.team_id) ?? null) : null,
      },
    ],
  });
}
