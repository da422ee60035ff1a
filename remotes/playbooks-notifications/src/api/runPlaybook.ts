import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_SUB_BASES,
  invalidateResource,
  routePaths,
  runPlaybookRequestSchema,
  runPlaybookResponseSchema,
  type RunPlaybookRequest,
  type RunPlaybookResponse,
} from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { useNavigate } from 'react-router-dom';

/** POST /playbook/run: 201 {run_id, starts_at}. */
export async function runPlaybook(api: AxiosInstance, request: RunPlaybookRequest): Promise<RunPlaybookResponse> {
  const response = await api.post<unknown>(`${API_SUB_BASES.playbook}/run`, runPlaybookRequestSchema.parse(request));
  return runPlaybookResponseSchema.parse(response.data);
}

/** Starts a run and opens its page; a failure keeps the caller where it is (the server's text is in `error`). */
export function useRunPlaybook(onStarted?: (runId: string) => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (request: RunPlaybookRequest) => runPlaybook(api, request),
    onSuccess: async ({ run_id }) => {
      onStarted?.(run_id);
      navigate(routePaths.playbookRun(run_id));
      await invalidateResource(queryClient, 'playbook_runs');
    },
  });
}
