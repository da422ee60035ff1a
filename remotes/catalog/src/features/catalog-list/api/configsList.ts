import { from, configItemSchema, queryKeys, type SortOrder } from '@opsdeck/contracts';
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
    // The page, sort and page size are appended; writes invalidate queryKeys.configs.all.
    queryKey: queryKeys.configs.lists(),
    query: configsListQuery,
    rowSchema: configItemSchema,
    defaultSortBy: 'name',
    defaultSortOrder: 'asc',
  });
}
