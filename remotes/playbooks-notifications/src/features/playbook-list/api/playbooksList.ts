import { from, playbookSchema, queryKeys, type SortOrder } from '@opsdeck/contracts';
import { useServerTable } from '@opsdeck/shared/table';

const SORTABLE = new Set(['name', 'title', 'category', 'source', 'updated_at']);

/** The list query; only known columns are sortable, whatever the URL says. */
export function playbooksListQuery(sort: { sortBy: string | undefined; sortOrder: SortOrder }) {
  const column = sort.sortBy && SORTABLE.has(sort.sortBy) ? sort.sortBy : 'name';
  return from('playbooks')
    .select('id,name,title,category,source,updated_at')
    .isNull('deleted_at')
    .order(column, { ascending: (sort.sortBy ? sort.sortOrder : 'asc') === 'asc', nullsLast: true });
}

export function usePlaybooksList() {
  return useServerTable({
    // The page, sort and page size are appended; writes invalidate queryKeys.playbooks.all.
    queryKey: queryKeys.playbooks.lists(),
    query: playbooksListQuery,
    rowSchema: playbookSchema,
    defaultSortBy: 'name',
    defaultSortOrder: 'asc',
  });
}
