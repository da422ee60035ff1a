import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  fetchRows,
  PLAYBOOK_RUN_POLL_MS,
  playbookRunActionSchema,
  queryKeys,
  rpc,
  type PlaybookRunAction,
} from '@opsdeck/contracts';
import { useApi, usePollingInterval } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** rpc/get_playbook_run_actions: the run's actions and its child runs', with agent and artifacts. */
export async function fetchRunActions(api: AxiosInstance, runId: string, signal?: AbortSignal): Promise<PlaybookRunAction[]> {
  return fetchRows(api, rpc('get_playbook_run_actions', { run_id: runId }), playbookRunActionSchema, { signal });
}

/**
 * Polled while the run is active, and after it ends while an action is still running: a cancelled
 * run is final at once, but its running action is marked failed only once its process is killed.
 */
export const actionsStillRunning = (actions: readonly PlaybookRunAction[] | undefined): boolean =>
  !!actions?.some((action) => action.status === 'running');

/** `pollMs`: the poll period, or false while the console's live updates push action changes. */
export const runActionsOptions = (
  api: AxiosInstance,
  runId: string,
  live: boolean,
  pollMs: number | false = PLAYBOOK_RUN_POLL_MS,
) =>
  queryOptions({
    queryKey: queryKeys.playbook_runs.key('actions', runId),
    queryFn: ({ signal }) => fetchRunActions(api, runId, signal),
    refetchInterval: (query) => (live || actionsStillRunning(query.state.data) ? pollMs : false),
  });

export function useRunActions(runId: string, live: boolean) {
  return useQuery(runActionsOptions(useApi(), runId, live, usePollingInterval(PLAYBOOK_RUN_POLL_MS)));
}
