import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_SUB_BASES, queryKeys, runCheckResponseSchema } from '@opsdeck/contracts';
import { errorMessageOf, notify } from '@opsdeck/shared';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { checkDetailKey } from './checkDetail';
import { checkGraphKey } from './checkGraph';
import { checkHistoryKey } from './checkHistory';

/** POST /canary/run/check/{id}: runs the check now. */
export async function runCheck(api: AxiosInstance, checkId: string) {
  const response = await api.post<unknown>(`${API_SUB_BASES.canary}/run/check/${encodeURIComponent(checkId)}`);
  return runCheckResponseSchema.parse(response.data ?? {});
}

/**
 * Run Now: toasts the outcome and refreshes the health summary (the list and this check's row) and
 * the open check afterwards: its detail, history and graph, not what it relates to.
 */
export function useRunCheck(checkId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runCheck(api, checkId),
    onSuccess: (result) => {
      if (result.pass === false) notify.error(`Check failed: ${result.error || result.message || 'no details'}`);
      else notify.success(`Check passed${result.message ? `: ${result.message}` : ''}`);
    },
    onError: (error) => notify.error(errorMessageOf(error)),
    onSettled: () =>
      Promise.all(
        [queryKeys.checks.key('summary'), checkDetailKey(checkId), checkHistoryKey(checkId), checkGraphKey(checkId)].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
