import { deletedSuccessfully, from, INCIDENT_RESOURCE_NAMES, type Responder } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { useOptimisticWrite } from '../hooks/useOptimisticWrite';
import { respondersKey } from './incidentResponders';

/** PATCH /db/responders?id=eq.{id} {deleted_at: now()}: responders are removed softly, as the incumbent does. */
export async function removeResponder(api: AxiosInstance, id: string): Promise<void> {
  await api.patch(from('responders').eq('id', id).toString(), { deleted_at: 'now()' });
}

export function useRemoveResponder(incidentId: string) {
  const api = useApi();
  return useOptimisticWrite<string, Responder[]>({
    queryKey: respondersKey(incidentId),
    write: (id) => removeResponder(api, id),
    apply: (list, id) => list.filter((responder) => responder.id !== id),
    success: () => deletedSuccessfully(INCIDENT_RESOURCE_NAMES.responder),
  });
}
