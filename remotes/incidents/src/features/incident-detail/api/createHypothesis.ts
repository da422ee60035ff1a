import { createHypothesisRequestSchema, from, type CreateHypothesisRequest, type Hypothesis } from '@opsdeck/contracts';
import { useApi, useAuthorizer } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { useOptimisticWrite } from '../hooks/useOptimisticWrite';
import { hypothesesKey } from './incidentHypotheses';

/** POST /db/hypotheses: a root, or a factor or solution under its parent (the server checks the tree). */
export async function createHypothesis(api: AxiosInstance, request: CreateHypothesisRequest): Promise<void> {
  await api.post(from('hypotheses').toString(), z.parse(createHypothesisRequestSchema, request));
}

export function useCreateHypothesis(incidentId: string) {
  const api = useApi();
  const { user } = useAuthorizer();
  return useOptimisticWrite<CreateHypothesisRequest, Hypothesis[]>({
    queryKey: hypothesesKey(incidentId),
    write: (request) => createHypothesis(api, request),
    apply: (list, request) => [
      ...list,
      {
        ...request,
        id: `pending-${list.length}`,
        created_at: new Date().toISOString(),
        created_by: user ? { id: user.id, name: user.name } : null,
        evidences: [],
      },
    ],
  });
}
