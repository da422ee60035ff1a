import { from, checkSchema, type SortOrder } from '@opsdeck/contracts';
import { useServerTable } from '@opsdeck/shared/table';

const SORTABLE = new Set(['name', 'type', 'namespace', 'status', 'last_runtime']);

/** The list query; only known columns are sortable, whatever the URL says. */
export function checksListQuery(sort: { sortBy: string | undefined; sortOrder: SortOrder }) {
  const column = sort.sortBy && SORTABLE.has(sort.sortBy) ? sort.sortBy : 'name';
  return from('checks')
    .select('id,name,type,status,namespace,last_runtime').isNull('deleted_at')
    .order(column, { ascending: (sort.sortBy ? sort.sortOrder : 'asc') === 'asc', nullsLast: true });
}

export function useChecksList() {
  return useServerTable({ queryKey: ['db', 'checks', 'list'], query: checksListQuery, rowSchema: checkSchema, defaultSortBy: 'name', defaultSortOrder: 'asc' });
}
