import { keepPreviousData, usePrefetchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchList, totalFromHeaders, type PostgrestQuery, type SortOrder } from '@opsdeck/contracts';
import { useCallback, useEffect } from 'react';
import type { z } from 'zod/mini';
import { useApi } from '../services';
import { usePaginationParams } from '../url-state/usePaginationParams';
import { useServerPageSize } from './page-sizes';
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
  /**
   * The rows the next answer is known to hold, worked out from the previous answer or from rows the
   * caller holds (e.g. a search that only narrows a list already complete): shown at once while the
   * server confirms them. With a total when the known rows are one page of more (rows alone: the
   * list is those rows). Undefined: the previous page stays on screen until the answer comes.
   */
  narrowed?: (previous: NarrowingInput<z.output<Schema>>) => Narrowed<z.output<Schema>> | undefined;
}

/** What `narrowed` is given: the previous answer and both queries' keys (prefix, then paging and sort). */
export interface NarrowingInput<Row> {
  previousKey: readonly unknown[];
  nextKey: readonly unknown[];
  rows: Row[];
  total: number;
}

/** What `narrowed` knows: the whole list, or one page of it and the list's total. */
export type Narrowed<Row> = Row[] | { rows: Row[]; total: number };

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
  | 'csvExport'
>;

type FailedRead = { response?: { status?: number; headers?: Record<string, unknown>; data?: unknown } };

/**
 * For a page that starts past the end of the list (416, PostgREST's PGRST103): the page to show
 * instead, the last one, from the total the answer names (its Content-Range "*\/469", or the
 * details "... but there are only 469 rows."); the first page when it names none. Undefined for
 * any other failure.
 */
export function pageAfterUnsatisfiableRange(error: unknown, pageSize: number): number | undefined {
  const response = (error as FailedRead | null | undefined)?.response;
  if (response?.status !== 416) return undefined;
  const details = (response.data as { details?: unknown } | null | undefined)?.details;
  const fromDetails = typeof details === 'string' ? /only (\d+) rows?/.exec(details)?.[1] : undefined;
  const total = totalFromHeaders(response.headers) ?? (fromDetails === undefined ? undefined : Number(fromDetails));
  return total === undefined ? 0 : lastPageIndex(total, pageSize);
}

/** The index of the last page of `total` rows (0 for an empty list). */
export const lastPageIndex = (total: number, pageSize: number): number => Math.max(0, Math.ceil(total / pageSize) - 1);

/**
 * A server-paged, server-sorted PostgREST list with its state in the URL (pageIndex, pageSize,
 * sortBy, sortOrder): spread `tableProps` on a DataTable. The previous page stays on screen while
 * the next one loads, and a new request cancels the one in flight. Server-paged tables offer the
 * server-side page sizes (50, 100, 200) and the page size preference, which is the default.
 * A page index past the last page (e.g. from a shared link) is clamped to the last page, in the URL
 * too.
 */
export function useServerTable<Schema extends z.core.$ZodType>(options: ServerTableOptions<Schema>) {
  type Row = z.output<Schema>;
  const api = useApi();
  const client = useQueryClient();
  const pageSizes = useServerPageSize();
  const { pageIndex, pageSize, setPagination } = usePaginationParams({ defaultPageSize: pageSizes.preferred });
  const { sortBy, sortOrder, sorting, setSorting } = useSortParams({
    defaultSortBy: options.defaultSortBy,
    defaultSortOrder: options.defaultSortOrder,
  });
  const queryKey = [...options.queryKey, { pageIndex, pageSize, sortBy, sortOrder }];
  const { narrowed } = options;
  const queryFn = ({ signal }: { signal: AbortSignal }) =>
    fetchList(api, options.query({ sortBy, sortOrder }).page(pageIndex, pageSize), options.rowSchema, { signal });
  // The request leaves while the page renders, not after it has been committed and painted
  // (useQuery alone starts it from an effect): on a first visit the rows come that much sooner.
  usePrefetchQuery({ queryKey, queryFn });
  const query = useQuery({
    queryKey,
    queryFn,
    placeholderData: narrowed
      ? (previous, previousQuery) => {
          const known =
            previous && previousQuery
              ? narrowed({ previousKey: previousQuery.queryKey, nextKey: queryKey, rows: previous.data, total: previous.total })
              : undefined;
          if (!known) return previous;
          return Array.isArray(known) ? { data: known, total: known.length } : { data: known.rows, total: known.total };
        }
      : keepPreviousData,
  });
  // Another list's total (a placeholder while the next one loads) says nothing about this one.
  const total = query.isPlaceholderData ? undefined : query.data?.total;
  const clampTo =
    total === undefined
      ? pageAfterUnsatisfiableRange(query.error, pageSize)
      : Math.min(pageIndex, lastPageIndex(total, pageSize));
  useEffect(() => {
    if (clampTo !== undefined && clampTo < pageIndex) setPagination({ pageIndex: clampTo, pageSize });
  }, [clampTo, pageIndex, pageSize, setPagination]);
  const tableProps: ServerTableProps<Row> = {
    remote: true,
    data: (query.data?.data ?? []) as Row[],
    totalRowCount: query.data?.total ?? 0,
    pagination: { pageIndex, pageSize },
    onPaginationChange: setPagination,
    pageSizeOptions: pageSizes.options,
    sorting,
    onSortingChange: setSorting,
    isLoading: query.isPending,
    // Export CSV: the same filters, search and sort, every page.
    csvExport: { query: options.query({ sortBy, sortOrder }) },
  };
  // The first page of another list of the same table (e.g. another search text), asked for ahead
  // of its use: shown from the cache when the table turns to it.
  const { rowSchema } = options;
  const prefetchFirstPage = useCallback(
    (next: Pick<ServerTableOptions<Schema>, 'queryKey' | 'query'>) => {
      const firstPage = { pageIndex: 0, pageSize, sortBy, sortOrder };
      void client.prefetchQuery({
        // An answer of the last half minute is not asked for again.
        staleTime: 30_000,
        queryKey: [...next.queryKey, firstPage],
        queryFn: ({ signal }) => fetchList(api, next.query({ sortBy, sortOrder }).page(0, pageSize), rowSchema, { signal }),
      });
    },
    [client, api, pageSize, sortBy, sortOrder, rowSchema],
  );
  return { tableProps, query, prefetchFirstPage };
}
