import { configItemSchema, queryKeys } from '@opsdeck/contracts';
import { useServerTable } from '@opsdeck/shared/table';
import { catalogListQuery, type CatalogListFilters } from '../lib/list-filters';

/** GET /db/configs with the list's filters, server-sorted and paged with an exact count. */
export function useConfigsList(filters: CatalogListFilters, showDeleted: boolean) {
  return useServerTable({
    // Page, sort and size are appended; writes to configs invalidate every list.
    queryKey: queryKeys.configs.list({ filters, showDeleted }),
    query: (sort) => catalogListQuery(filters, sort, showDeleted),
    rowSchema: configItemSchema,
    defaultSortBy: 'name',
    defaultSortOrder: 'asc',
  });
}
