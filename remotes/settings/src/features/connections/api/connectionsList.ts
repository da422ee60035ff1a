import { from, connectionSchema, queryKeys, type SortOrder } from '@opsdeck/contracts';
import { useServerTable } from '@opsdeck/shared/table';

const SORTABLE = new Set(['name', 'type', 'namespace', 'updated_at']);

/** The list query; only known columns are sortable, whatever the URL says. */
export function connectionsListQuery(sort: { sortBy: string | undefined; sortOrder: SortOrder }) {
  const column = sort.sortBy && SORTABLE.has(sort.sortBy) ? sort.sortBy : 'name';
  return from('connections')
    .select('id,name,type,namespace,updated_at')
    .isNull('deleted_at')
    .order(column, { ascending: (sort.sortBy ? sort.sortOrder : 'asc') === 'asc', nullsLast: true });
}

export function useConnectionsList() {
  return useServerTable({
    // The page, sort and page size are appended; writes invalidate queryKeys.connections.all.
    queryKey: queryKeys.connections.lists(),
    query: connectionsListQuery,
    rowSchema: connectionSchema,
    defaultSortBy: 'name',
    defaultSortOrder: 'asc',
  });
}
