import { auditLogEntrySchema, queryKeys } from '@opsdeck/contracts';
import { useServerTable } from '@opsdeck/shared/table';
import { auditLogQuery, auditSort, type AuditFilters, type AuditRange } from '../lib/audit-filters';

/**
 * GET /db/audit_log: one server-paged, server-sorted page of entries (state in the URL), newest
 * first unless the table says otherwise.
 */
export function useAuditLog(filters: AuditFilters, range: AuditRange) {
  return useServerTable({
    queryKey: queryKeys.audit_log.list({ filters, range }),
    query: ({ sortBy, sortOrder }) => auditLogQuery(filters, range, auditSort(sortBy, sortOrder)),
    rowSchema: auditLogEntrySchema,
    defaultSortBy: 'created_at',
    defaultSortOrder: 'desc',
  });
}
