import { from, configItemSchema, type SortOrder } from '@opsdeck/contracts';
import { useServerTable } from '@opsdeck/shared/table';

const SORTABLE = new Set(['name', 'type', 'health', 'status', 'updated_at']);

/** The list query; only known columns are sortable, whatever the URL says. */
export function configsListQuery(sort: { sortBy: string | undefined; sortOrder: SortOrder }) {
  const column = sort.sortBy && SORTABLE.has(sort.sortBy) ? sort.sortBy : 'name';
  return from('configs')
    .select('id,name,type,status,health,updated_at')
    .order(column, { ascending: (sort.sortBy ? sort.sortOrder : 'asc') === 'asc', nullsLast: true });
}

export function useConfigsList() {
  return useServerTable({
    queryKey: ['db', 'configs', 'list'],
    query: configsListQuery,
    rowSchema: configItemSchema,
    defaultSortBy: 'name',
    defaultSortOrder: 'asc',
  });
}
