import { from, integrationSchema, queryKeys, SETTINGS_LIST, type SortOrder } from '@opsdeck/contracts';
import { useServerTable } from '@opsdeck/shared/table';

const SORTABLE = new Set(['name', 'integration_type', 'source', 'job_status', 'job_time_start', 'created_at', 'updated_at']);

/** integrations_with_status: scrapers, topologies and log backends in one list, newest first. */
export function integrationsListQuery(sort: { sortBy: string | undefined; sortOrder: SortOrder }) {
  const column = sort.sortBy && SORTABLE.has(sort.sortBy) ? sort.sortBy : SETTINGS_LIST.orderBy;
  const ascending = sort.sortBy ? sort.sortOrder === 'asc' : SETTINGS_LIST.ascending;
  return from('integrations_with_status').select('*').isNull('deleted_at').order(column, { ascending, nullsLast: true });
}

export function useIntegrationsList() {
  return useServerTable({
    queryKey: queryKeys.integrations.lists(),
    query: integrationsListQuery,
    rowSchema: integrationSchema,
    defaultSortBy: SETTINGS_LIST.orderBy,
    defaultSortOrder: 'desc',
  });
}
