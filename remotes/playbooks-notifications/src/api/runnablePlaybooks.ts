import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_SUB_BASES, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';

const listedIdsSchema = z.array(z.looseObject({ id: z.string() }));

/**
 * GET /playbook/list without a resource: every playbook, less those a permission row denies the
 * caller to run (playbook:run). Run is offered only for these.
 */
export async function fetchRunnablePlaybookIds(api: AxiosInstance, signal?: AbortSignal): Promise<ReadonlySet<string>> {
  const response = await api.get<unknown>(`${API_SUB_BASES.playbook}/list`, { signal });
  return new Set(listedIdsSchema.parse(response.data ?? []).map((playbook) => playbook.id));
}

export const runnablePlaybooksOptions = (api: AxiosInstance) =>
  queryOptions({
    queryKey: queryKeys.playbooks.key('runnable'),
    queryFn: ({ signal }) => fetchRunnablePlaybookIds(api, signal),
  });

/** The ids of the playbooks the caller may run; asked only when its role may run playbooks at all. */
export function useRunnablePlaybookIds(enabled: boolean) {
  return useQuery({ ...runnablePlaybooksOptions(useApi()), enabled });
}
