import { useQuery } from '@tanstack/react-query';
import { AUDIT_LOG_RETENTION_PATH, auditRetentionSchema, queryKeys, type AuditRetention } from '@opsdeck/contracts';
import { useApi } from '@opsdeck/shared/services';
import type { AxiosInstance } from 'axios';

/** GET /audit/retention: how long the backend keeps entries. */
export async function fetchAuditRetention(api: AxiosInstance, signal?: AbortSignal): Promise<AuditRetention> {
  const { data } = await api.get<unknown>(AUDIT_LOG_RETENTION_PATH, signal ? { signal } : {});
  return auditRetentionSchema.parse(data);
}

export const auditRetentionQueryOptions = (api: AxiosInstance) => ({
  queryKey: queryKeys.audit_log.key('retention'),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchAuditRetention(api, signal),
  staleTime: Infinity,
  retry: false,
});

export function useAuditRetention() {
  const api = useApi();
  return useQuery(auditRetentionQueryOptions(api));
}
