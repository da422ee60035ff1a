// The resource editor's calls: one relation for lists, the table for one resource and for writes.
import {
  fetchRows,
  from,
  invalidateResource,
  JOB_HISTORY,
  jobHistorySchema,
  queryKeys,
  SETTINGS_LIST,
  type JobHistory,
} from '@opsdeck/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { useApi } from '../services/context';
import { listRelationOf } from './rules';
import type { ResourceRow, ResourceTable } from './types';

/** Non-deleted resources, newest first, at most the settings list limit. */
export function resourceListQuery(table: ResourceTable) {
  return from(listRelationOf(table))
    .select('*')
    .isNull('deleted_at')
    .order(SETTINGS_LIST.orderBy, { ascending: SETTINGS_LIST.ascending })
    .limit(SETTINGS_LIST.limit);
}

export const resourceListOptions = <Row extends ResourceRow>(api: AxiosInstance, table: ResourceTable<Row>) =>
  queryOptions({
    queryKey: queryKeys[table.queryResource].list({ relation: listRelationOf(table) }),
    queryFn: ({ signal }) => fetchRows(api, resourceListQuery(table), table.rowSchema, { signal }),
  });

export function useResourceList<Row extends ResourceRow>(table: ResourceTable<Row>) {
  return useQuery(resourceListOptions(useApi(), table));
}

/** One resource by id from its table (with its agent's name); deleted ones are not found. */
export async function fetchResource<Row extends ResourceRow>(
  api: AxiosInstance,
  table: ResourceTable<Row>,
  id: string,
  signal?: AbortSignal,
) {
  const rows = await fetchRows(api, from(table.table).select('*').eq('id', id).isNull('deleted_at'), table.rowSchema, { signal });
  return rows[0] ?? null;
}

export function useResource<Row extends ResourceRow>(table: ResourceTable<Row>, id: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys[table.queryResource].detail(id),
    queryFn: ({ signal }) => fetchResource(api, table, id, signal),
    enabled,
  });
}

const savedRowSchema = z.array(z.looseObject({ id: z.string() }));

/** POST /db/<table> for a new resource, PATCH /db/<table>?id=eq.<id> otherwise; answers the saved id. */
export async function saveResource(
  api: AxiosInstance,
  table: ResourceTable,
  id: string | undefined,
  body: object,
): Promise<string> {
  if (!id) {
    const response = await api.post<unknown>(from(table.table).toString(), body);
    const saved = savedRowSchema.parse(response.data);
    if (!saved[0]) throw new Error(`The server did not return the new ${table.label}`);
    return saved[0].id;
  }
  await api.patch(from(table.table).eq('id', id).toString(), body);
  return id;
}

/** Soft delete: deleted_at set to now. */
export async function deleteResource(api: AxiosInstance, table: ResourceTable, id: string): Promise<void> {
  await api.patch(from(table.table).eq('id', id).toString(), { deleted_at: 'now()' });
}

export function useSaveResource(table: ResourceTable, id: string | undefined) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object) => saveResource(api, table, id, body),
    onSuccess: () => invalidateResource(queryClient, table.queryResource),
  });
}

export function useDeleteResource(table: ResourceTable, id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteResource(api, table, id),
    onSuccess: () => invalidateResource(queryClient, table.queryResource),
  });
}

/** The resource's job history runs, newest first (page size from the spec). */
export async function fetchResourceJobs(api: AxiosInstance, resourceId: string, signal?: AbortSignal): Promise<JobHistory[]> {
  const query = from('job_histories')
    .select('*')
    .eq('resource_id', resourceId)
    .order('time_start', { ascending: false })
    .limit(JOB_HISTORY.defaultPageSize);
  return fetchRows(api, query, jobHistorySchema, { signal });
}

export function useResourceJobs(resourceId: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.job_history.list({ resourceId }),
    queryFn: ({ signal }) => fetchResourceJobs(api, resourceId, signal),
  });
}
