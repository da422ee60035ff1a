import { useQuery } from '@tanstack/react-query';
import { fetchRows, from, queryKeys } from '@opsdeck/contracts';
import type { FilterOption } from '@opsdeck/shared/filter-select';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';

const actorSchema = z.object({ id: z.string(), name: z.nullish(z.string()) });
const resourceSchema = z.object({ resource: z.string() });

/** GET /db/audit_log_actors: the people the log names, as the Person filter's choices. */
export async function fetchAuditActors(api: AxiosInstance, signal?: AbortSignal): Promise<FilterOption[]> {
  const rows = await fetchRows(api, from('audit_log_actors').select('id,name'), actorSchema, signal ? { signal } : {});
  return rows.map((row) => ({ value: row.id, label: row.name ?? row.id })).sort((a, b) => a.label.localeCompare(b.label));
}

/** GET /db/audit_log_resources: the tables and endpoints the log names, as the Resource filter's choices. */
export async function fetchAuditResources(api: AxiosInstance, signal?: AbortSignal): Promise<string[]> {
  const rows = await fetchRows(api, from('audit_log_resources').select('resource'), resourceSchema, signal ? { signal } : {});
  return rows.map((row) => row.resource);
}

export const auditActorsQueryOptions = (api: AxiosInstance) => ({
  queryKey: queryKeys.audit_log.key('actors'),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchAuditActors(api, signal),
});

export const auditResourcesQueryOptions = (api: AxiosInstance) => ({
  queryKey: queryKeys.audit_log.key('resources'),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchAuditResources(api, signal),
});

export function useAuditActors() {
  const api = useApi();
  return useQuery(auditActorsQueryOptions(api));
}

export function useAuditResources() {
  const api = useApi();
  return useQuery(auditResourcesQueryOptions(api));
}
