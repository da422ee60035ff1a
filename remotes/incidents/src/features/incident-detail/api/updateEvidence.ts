import {
  evidencePatchSchema,
  from,
  INCIDENT_RESOURCE_NAMES,
  updatedSuccessfully,
  type EvidencePatch,
  type Hypothesis,
} from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { useOptimisticWrite } from '../hooks/useOptimisticWrite';
import { hypothesesKey } from './incidentHypotheses';

/** PATCH /db/evidences?id=eq.{id}: the definition-of-done and done toggles. */
export async function updateEvidence(api: AxiosInstance, id: string, patch: EvidencePatch): Promise<void> {
  await api.patch(from('evidences').eq('id', id).toString(), z.parse(evidencePatchSchema, patch));
}

export function useUpdateEvidence(incidentId: string) {
  const api = useApi();
  return useOptimisticWrite<{ id: string; patch: EvidencePatch }, Hypothesis[]>({
    queryKey: hypothesesKey(incidentId),
    write: ({ id, patch }) => updateEvidence(api, id, patch),
    apply: (list, { id, patch }) =>
      list.map((hypothesis) =>
        hypothesis.evidences?.some((evidence) => evidence.id === id)
          ? {
              ...hypothesis,
              evidences: hypothesis.evidences.map((evidence) => (evidence.id === id ? { ...evidence, ...patch } : evidence)),
            }
          : hypothesis,
      ),
    success: () => updatedSuccessfully(INCIDENT_RESOURCE_NAMES.evidence),
  });
}
