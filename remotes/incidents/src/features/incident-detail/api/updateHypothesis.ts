import {
  from,
  hypothesisPatchSchema,
  INCIDENT_RESOURCE_NAMES,
  updatedSuccessfully,
  type Hypothesis,
  type HypothesisPatch,
} from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { useOptimisticWrite } from '../hooks/useOptimisticWrite';
import { hypothesesKey } from './incidentHypotheses';

/** PATCH /db/hypotheses?id=eq.{id}: its title or status. */
export async function updateHypothesis(api: AxiosInstance, id: string, patch: HypothesisPatch): Promise<void> {
  await api.patch(from('hypotheses').eq('id', id).toString(), z.parse(hypothesisPatchSchema, patch));
}

export function useUpdateHypothesis(incidentId: string) {
  const api = useApi();
  return useOptimisticWrite<{ id: string; patch: HypothesisPatch }, Hypothesis[]>({
    queryKey: hypothesesKey(incidentId),
    write: ({ id, patch }) => updateHypothesis(api, id, patch),
    apply: (list, { id, patch }) => list.map((hypothesis) => (hypothesis.id === id ? { ...hypothesis, ...patch } : hypothesis)),
    success: () => updatedSuccessfully(INCIDENT_RESOURCE_NAMES.hypothesis),
  });
}
