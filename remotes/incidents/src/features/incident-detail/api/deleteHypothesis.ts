import { deletedSuccessfully, from, INCIDENT_RESOURCE_NAMES, type Hypothesis } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { useOptimisticWrite } from '../hooks/useOptimisticWrite';
import { hypothesesKey } from './incidentHypotheses';

/** DELETE /db/hypotheses?id=eq.{id}: the server takes its sub-tree and evidence with it. */
export async function deleteHypothesis(api: AxiosInstance, id: string): Promise<void> {
  await api.delete(from('hypotheses').eq('id', id).toString());
}

/** `subtree`: the hypothesis and those below it, hidden at once. */
export function useDeleteHypothesis(incidentId: string) {
  const api = useApi();
  return useOptimisticWrite<{ id: string; subtree: readonly string[] }, Hypothesis[]>({
    queryKey: hypothesesKey(incidentId),
    write: ({ id }) => deleteHypothesis(api, id),
    apply: (list, { subtree }) => list.filter((hypothesis) => !subtree.includes(hypothesis.id)),
    success: () => deletedSuccessfully(INCIDENT_RESOURCE_NAMES.hypothesis),
  });
}
