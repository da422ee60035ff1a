import { useQuery } from '@tanstack/react-query';
import { fetchRows, from, queryKeys } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';

const nameRowSchema = z.object({ name: z.string() });

/** GET /db/job_history_names: the Job Name filter's choices. */
export async function fetchJobHistoryNames(api: AxiosInstance, signal?: AbortSignal): Promise<string[]> {
  const rows = await fetchRows(
    api,
    from('job_history_names').select('name').order('name'),
    nameRowSchema,
    signal ? { signal } : {},
  );
  return rows.map((row) => row.name);
}

export const jobHistoryNamesQueryOptions = (api: AxiosInstance) => ({
  queryKey: queryKeys.job_history.key('names'),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchJobHistoryNames(api, signal),
});

export function useJobHistoryNames() {
  const api = useApi();
  return useQuery(jobHistoryNamesQueryOptions(api));
}
