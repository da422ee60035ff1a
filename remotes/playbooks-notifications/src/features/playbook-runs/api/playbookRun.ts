import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  fetchRows,
  from,
  PLAYBOOK_RUN_ACTIVE_STATUSES,
  PLAYBOOK_RUN_POLL_MS,
  playbookRunSchema,
  queryKeys,
  type PlaybookRun,
} from '@opsdeck/contracts';
import { useApi, usePollingInterval } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** The run with its playbook, resource, author and approvals (reference 4.3, the run page's read). */
export const RUN_SELECT =
  '*,created_by(id,name,avatar,email),playbooks(id,name,title,spec,icon),component:components(id,name,icon),config:config_items(id,name,type,config_class),check:checks(id,name,icon),playbook_approvals(*,person_id(id,name,avatar,email),team_id(id,name))';

export async function fetchPlaybookRun(api: AxiosInstance, id: string, signal?: AbortSignal): Promise<PlaybookRun | null> {
  const rows = await fetchRows(api, from('playbook_runs').select(RUN_SELECT).eq('id', id), playbookRunSchema, { signal });
  return rows[0] ?? null;
}

export const isActiveRun = (run: PlaybookRun | null | undefined) =>
  !!run?.status && PLAYBOOK_RUN_ACTIVE_STATUSES.includes(run.status);

/** `pollMs`: the poll period, or false while the console's live updates push run changes. */
export const playbookRunOptions = (api: AxiosInstance, id: string, pollMs: number | false = PLAYBOOK_RUN_POLL_MS) =>
  queryOptions({
    queryKey: queryKeys.playbook_runs.detail(id),
    queryFn: ({ signal }) => fetchPlaybookRun(api, id, signal),
    // Live while the run is active; a finished run no longer changes.
    refetchInterval: (query) => (isActiveRun(query.state.data) ? pollMs : false),
  });

export function usePlaybookRun(id: string) {
  return useQuery(playbookRunOptions(useApi(), id, usePollingInterval(PLAYBOOK_RUN_POLL_MS)));
}
