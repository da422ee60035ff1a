// @opsdeck/shared/table: the data table (react-table v8 + react-virtual).
export { DataTable } from './DataTable';
export { Pagination, clampPageNumber, type PaginationProps } from './Pagination';
export { readTablePreferences, writeTablePreferences, useTablePreferences, type TablePreferences } from './useTablePreferences';
export type {
  ColumnDef,
  CsvExportColumn,
  CsvExportPage,
  CsvExportSource,
  DataTableProps,
  PagedCsvExportSource,
  PaginationState,
  QueryCsvExportSource,
  SortingState,
} from './types';
export { createColumnHelper, type CellContext, type Row } from '@tanstack/react-table';
export { useServerTable, type Narrowed, type NarrowingInput, type ServerTableOptions } from './useServerTable';
export { serverPageSizeOptions, useServerPageSize } from './page-sizes';
export { rowsOnScreen } from './rows-on-screen';
export { ScopeChip, type ScopeChipProps } from './ScopeChip';
export { ComponentScopeChip } from './ComponentScopeChip';
