import { from, incidentSchema, queryKeys, type SortOrder } from '@opsdeck/contracts';
import { useServerTable } from '@opsdeck/shared/table';

const SORTABLE = new Set(['incident_id', 'title', 'severity', 'status', 'created_at']);

/** The list query; only known columns are sortable, whatever the URL says. */
export function incidentsListQuery(sort: { sortBy: string | undefined; sortOrder: SortOrder }) {
  const column = sort.sortBy && SORTABLE.has(sort.sortBy) ? sort.sortBy : 'created_at';
  return from('incidents')
    .select('id,incident_id,title,severity,status,created_at')
    .order(column, { ascending: (sort.sortBy ? sort.sortOrder : 'desc') === 'asc', nullsLast: true });
}

export function useIncidentsList() {
  return useServerTable({
    // The page, sort and page size are appended; writes invalidate queryKeys.incidents.all.
    queryKey: queryKeys.incidents.lists(),
    query: incidentsListQuery,
    rowSchema: incidentSchema,
    defaultSortBy: 'created_at',
    defaultSortOrder: 'desc',
  });
}
