import type { PostgrestQuery } from '@opsdeck/contracts';
import type { ColumnDef, PaginationState, RowData, SortingState } from '@tanstack/react-table';
import type { ReactNode } from 'react';

export type { ColumnDef, PaginationState, SortingState };

/** What "Export CSV" downloads: the list's PostgREST query with its filters, search and sort, unpaged. */
export interface QueryCsvExportSource {
  query: PostgrestQuery;
  /** Names the file (`<name>-<date>.csv`); default: the page's title. */
  name?: string;
}

/** One page of a paged JSON source: its rows and the number of rows the source holds. */
export interface CsvExportPage<Row> {
  rows: readonly Row[];
  total: number;
}

/** A column of a browser-written CSV: its header key and its value in a row (text, number or JSON). */
export interface CsvExportColumn<Row> {
  key: string;
  value(row: Row): unknown;
}

/**
 * What "Export CSV" downloads from a custom paged JSON endpoint (no CSV answer of its own): every
 * page in turn, the rows matching the list's filters and sort, written as CSV in the browser page
 * by page. The total of the answers gives the progress.
 */
export interface PagedCsvExportSource<Row = unknown> {
  /** Fetches one page (1-based) of `pageSize` rows. */
  fetchPage(page: number, pageSize: number, signal: AbortSignal): Promise<CsvExportPage<Row>>;
  pageSize: number;
  /** The table's columns, in its order. */
  columns: readonly CsvExportColumn<Row>[];
  /**
   * A row's identity: a row the previous page already held is skipped, so rows added ahead of the
   * export while it runs (which push the later pages along) are not written twice.
   */
  rowKey?(row: Row): string;
  /** Names the file (`<name>-<date>.csv`); default: the page's title. */
  name?: string;
}

export type CsvExportSource = QueryCsvExportSource | PagedCsvExportSource;

export interface DataTableProps<T> {
  // Column values have many types; react-table's own examples type them as any.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  data: readonly T[];
  /** Accessible name of the table. */
  'aria-label'?: string;
  isLoading?: boolean;
  /** Stable row ids (default: the row index). Needed for saved expanded rows. */
  getRowId?: (row: T, index: number) => string;
  onRowClick?: (row: T) => void;

  /** Paging and sorting happen on the server: the table reports state changes and shows `data` as given. */
  remote?: boolean;
  /** Page count for remote tables (or derive it from totalRowCount). */
  pageCount?: number;
  totalRowCount?: number;
  /**
   * Controlled paging (e.g. from usePaginationParams). Uncontrolled tables start at page 0 with the
   * page size preference (50 unless changed), and a page size picked here becomes the preference.
   */
  pagination?: PaginationState;
  onPaginationChange?: (pagination: PaginationState) => void;
  /** Controlled sorting (e.g. from useSortParams). */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** Page sizes offered (default: the spec's list). */
  pageSizeOptions?: readonly number[];
  hidePagination?: boolean;

  /**
   * Render only the visible rows. Virtualised tables grow instead of paging: when the last row is
   * reached and more rows exist, the page size is doubled.
   */
  virtual?: boolean;
  /** Height in px of the scroll area of virtualised tables (default 600). */
  height?: number;
  /**
   * Rows rendered first in the commit that brings new rows (`rowsOnScreen`); the table adds rows in
   * that commit until they reach the bottom of the window, and the rest follow in a transition that
   * yields to input. Default: every row at once.
   */
  firstRows?: number;

  /** Column ids to group rows by; group rows expand and collapse on click. */
  groupBy?: string[];
  /** Rows expanded at first (when nothing is saved). */
  defaultExpanded?: true | Record<string, boolean>;

  /** sessionStorage key for the saved scrollTop and expandedRows. */
  preferencesKey?: string;
  /** Text when there are no rows (default "No data available"). */
  emptyText?: string;
  /** Said under the empty text, e.g. that filters narrowed the list. */
  emptyDescription?: ReactNode;
  /** The next action of an empty list: clear the filters, create the first one. */
  emptyAction?: ReactNode;
  /**
   * Offers "Export CSV" beside the pagination: every row the query matches, all pages, streamed
   * into a file (useServerTable passes its own list query), or every page of a paged JSON source.
   */
  csvExport?: CsvExportSource;
}

declare module '@tanstack/react-table' {
  // Declaration merging requires these exact type parameters, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /**
     * This column takes the width the others leave (the name column, as a rule); when a table has
     * one, every other column and every header is sized to its content on one line.
     */
    grow?: boolean;
  }
}
