import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList, SERVER_SIDE_PAGE_SIZE_OPTIONS, type PostgrestQuery, type SortOrder } from '@opsdeck/contracts';
import type { z } from 'zod/mini';
import { usePreference } from '../format/preferences';
import { useApi } from '../services';
import { fitPageSize, usePaginationParams } from '../url-state/usePaginationParams';
import { useSortParams } from '../url-state/useSortParams';
import type { DataTableProps } from './types';

export interface ServerTableOptions<Schema extends z.core.$ZodType> {
  /** Query-key prefix; page, size and sort are appended. */
  queryKey: readonly unknown[];
  /** The list query for a sort; paging is added here. */
  query: (sort: { sortBy: string | undefined; sortOrder: SortOrder }) => PostgrestQuery;
  rowSchema: Schema;
  defaultSortBy?: string;
  defaultSortOrder?: SortOrder;
}

type ServerTableProps<Row> = Pick<
  DataTableProps<Row>,
  | 'data'
  | 'remote'
  | 'totalRowCount'
  | 'pagination'
  | 'onPaginationChange'
  | 'pageSizeOptions'
  | 'sorting'
  | 'onSortingChange'
  | 'isLoading'
>;

/**
 * A server-paged, server-sorted PostgREST list with its state in the URL (pageIndex, pageSize,
 * sortBy, sortOrder): spread `tableProps` on a DataTable. The previous page stays on screen while
 * the next one loads, and a new request cancels the one in flight. Server-paged tables offer the
 * server-side page sizes (50, 100, 200); the default is the page size preference fitted to them.
 */
export function useServerTable<Schema extends z.core.$ZodType>(options: ServerTableOptions<Schema>) {
  type Row = z.output<Schema>;
  const api = useApi();
  const [preferredSize] = usePreference('persistPageSize');
  const { pageIndex, pageSize, setPagination } = usePaginationParams({
    defaultPageSize: fitPageSize(preferredSize, SERVER_SIDE_PAGE_SIZE_OPTIONS),
  });
  const { sortBy, sortOrder, sorting, setSorting } = useSortParams({
    defaultSortBy: options.defaultSortBy,
    defaultSortOrder: options.defaultSortOrder,
  });
  const query = useQuery({
    queryKey: [...options.queryKey, { pageIndex, pageSize, sortBy, sortOrder }],
    queryFn: ({ signal }) =>
      fetchList(api, options.query({ sortBy, sortOrder }).page(pageIndex, pageSize), options.rowSchema, { signal }),
    placeholderData: keepPreviousData,
  });
  const tableProps: ServerTableProps<Row> = {
    remote: true,
    data: (query.data?.data ?? []) as Row[],
    totalRowCount: query.data?.total ?? 0,
    pagination: { pageIndex, pageSize },
    onPaginationChange: setPagination,
    pageSizeOptions: SERVER_SIDE_PAGE_SIZE_OPTIONS,
    sorting,
    onSortingChange: setSorting,
    isLoading: query.isPending,
  };
  return { tableProps, query };
}
