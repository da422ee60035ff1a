import { Box, Flex, Spinner, Table, Text, chakra } from '@chakra-ui/react';
import { LOADING_TEXTS, NO_DATA_AVAILABLE, PAGE_SIZE_OPTIONS } from '@opsdeck/contracts';
import {
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  getGroupedRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ExpandedState,
  type OnChangeFn,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { usePreference } from '../format/preferences';
import { ChevronDownIcon, ChevronUpIcon } from '../icons';
import { Pagination } from './Pagination';
import { columnSizing } from './sizing';
import { OverflowShades } from '../scroll/OverflowShades';
import { useHorizontalOverflow } from '../scroll/useHorizontalOverflow';
import { BodyRow, EmptyRow, MessageRow } from './rows';
import { useProgressiveRows } from './useProgressiveRows';
import type { DataTableProps } from './types';
import { useTablePreferences } from './useTablePreferences';
import { VirtualRows } from './VirtualRows';
import { ExportCsvAction } from './csv-export/ExportCsvAction';

const DEFAULT_HEIGHT = 600;
/** One empty grouping for every render: a new array would make react-table rebuild every row's cells. */
const NO_GROUPING: string[] = [];
/** Controls in a header cell whose clicks are their own, not a sort (the sort button excepted). */
const OTHER_CONTROLS = 'a, button, input, select, textarea, label, [role="checkbox"], [role="button"]';

/** Resolves a react-table updater against the current value. */
const resolve = <S,>(updater: S | ((old: S) => S), current: S): S =>
  typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater;

/**
 * Data table on react-table: local or remote paging and sorting, grouping with expandable group
 * rows, optional virtualisation, and per-session saved scroll position and expanded rows.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    columns,
    data,
    isLoading = false,
    remote = false,
    virtual = false,
    groupBy,
    preferencesKey,
    onRowClick,
    pageSizeOptions = PAGE_SIZE_OPTIONS,
    emptyText = NO_DATA_AVAILABLE,
    emptyDescription,
    emptyAction,
    height = DEFAULT_HEIGHT,
  } = props;
  const [prefs, savePrefs] = useTablePreferences(preferencesKey);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  // Also kept in state: the virtualiser needs to re-render once the scroll element exists.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const overflow = useHorizontalOverflow(scrollElement);
  const dense = columns.some((column) => column.meta?.grow);
  const attachScroll = useCallback((el: HTMLDivElement | null) => {
    scrollRef.current = el;
    setScrollElement(el);
  }, []);

  // Uncontrolled tables follow the page size preference until they grow (virtual) on their own.
  const [preferredPageSize, setPreferredPageSize] = usePreference('persistPageSize');
  const [localPagination, setLocalPagination] = useState<{ pageIndex: number; pageSize?: number }>({ pageIndex: 0 });
  const local = useMemo<PaginationState>(
    () => ({ pageIndex: localPagination.pageIndex, pageSize: localPagination.pageSize ?? preferredPageSize }),
    [localPagination, preferredPageSize],
  );
  const controlled = props.pagination !== undefined;
  const pagination = props.pagination ?? local;
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const sorting = props.sorting ?? localSorting;
  const [expanded, setExpanded] = useState<ExpandedState>(() =>
    preferencesKey && (prefs.expandedRows === true || Object.keys(prefs.expandedRows).length > 0)
      ? prefs.expandedRows
      : (props.defaultExpanded ?? {}),
  );

  const { onPaginationChange: notifyPagination, onSortingChange: notifySorting } = props;
  const setPagination = useCallback<OnChangeFn<PaginationState>>(
    (updater) => {
      const next = resolve(updater, pagination);
      setLocalPagination(next);
      notifyPagination?.(next);
    },
    [pagination, notifyPagination],
  );
  const changePageSize = useCallback(
    (pageSize: number) => {
      if (!controlled) {
        setPreferredPageSize(pageSize);
        setLocalPagination({ pageIndex: 0 });
        notifyPagination?.({ pageIndex: 0, pageSize });
      } else setPagination({ pageIndex: 0, pageSize });
    },
    [controlled, setPreferredPageSize, notifyPagination, setPagination],
  );
  const setSorting = useCallback<OnChangeFn<SortingState>>(
    (updater) => {
      const next = resolve(updater, sorting);
      setLocalSorting(next);
      notifySorting?.(next);
      // A new order starts again from the first page (controlled callers, e.g. useSortParams, do this themselves).
      if (!notifySorting) setLocalPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    [sorting, notifySorting],
  );
  const onExpandedChange = useCallback<OnChangeFn<ExpandedState>>(
    (updater) =>
      setExpanded((old) => {
        const next = resolve(updater, old);
        savePrefs({ expandedRows: next });
        return next;
      }),
    [savePrefs],
  );

  const remotePageCount =
    props.pageCount ??
    (props.totalRowCount !== undefined ? Math.ceil(props.totalRowCount / Math.max(1, pagination.pageSize)) : -1);
  const table = useReactTable<T>({
    columns,
    data: data as T[],
    state: { pagination, sorting, expanded, grouping: groupBy ?? NO_GROUPING },
    ...(props.getRowId ? { getRowId: props.getRowId } : {}),
    manualPagination: remote || virtual,
    manualSorting: remote,
    pageCount: remote ? remotePageCount : undefined,
    onPaginationChange: setPagination,
    onSortingChange: setSorting,
    onExpandedChange,
    // The group row shows the grouped value, so its column is not repeated in the rows.
    groupedColumnMode: 'remove',
    autoResetExpanded: false,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: remote ? undefined : getSortedRowModel(),
    getGroupedRowModel: groupBy?.length ? getGroupedRowModel() : undefined,
    getExpandedRowModel: getExpandedRowModel(),
    getPaginationRowModel: remote || virtual ? undefined : getPaginationRowModel(),
  });

  const rows = table.getRowModel().rows;
  const shownRows = useProgressiveRows(rows, virtual ? undefined : props.firstRows, scrollRef);
  const colSpan = Math.max(1, table.getVisibleLeafColumns().length);
  const pageCount = Math.max(1, table.getPageCount());
  const hasMore =
    props.totalRowCount !== undefined ? props.totalRowCount > data.length : remote && pageCount > pagination.pageIndex + 1;
  const grow = useCallback(
    () => setPagination({ pageIndex: 0, pageSize: pagination.pageSize * 2 }),
    [setPagination, pagination.pageSize],
  );

  // Non-virtual tables restore the saved scroll position once all rows are there.
  const restored = useRef(false);
  const allShown = shownRows.length > 0 && shownRows.length === rows.length;
  useLayoutEffect(() => {
    if (virtual || restored.current || !allShown || !scrollRef.current) return;
    restored.current = true;
    scrollRef.current.scrollTop = prefs.scrollTop;
  }, [virtual, allShown, prefs.scrollTop]);

  const frame = useRef<number | undefined>(undefined);
  const onScroll = () => {
    if (!preferencesKey || frame.current !== undefined) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = undefined;
      savePrefs({ scrollTop: scrollRef.current?.scrollTop ?? 0 });
    });
  };

  let body;
  if (rows.length === 0 && isLoading)
    body = (
      <MessageRow colSpan={colSpan} busy>
        {LOADING_TEXTS.table}
      </MessageRow>
    );
  else if (rows.length === 0)
    body = <EmptyRow colSpan={colSpan} title={emptyText} description={emptyDescription} action={emptyAction} />;
  else if (virtual)
    body = (
      <VirtualRows
        rows={rows}
        colSpan={colSpan}
        scrollElement={scrollElement}
        height={height}
        initialScrollTop={prefs.scrollTop}
        onRowClick={onRowClick}
        hasMore={hasMore}
        isLoading={isLoading}
        onReachEnd={grow}
      />
    );
  else body = shownRows.map((row) => <BodyRow key={row.id} row={row} colSpan={colSpan} onRowClick={onRowClick} />);

  return (
    <Flex direction="column" minH="0" w="full">
      <Box position="relative" minH="0" display="flex" flexDirection="column">
        <OverflowShades overflow={overflow} />
        <Box
          ref={attachScroll}
          data-testid="table-scroll"
          overflow="auto"
          position="relative"
          onScroll={onScroll}
          {...(virtual ? { style: { height } } : {})}
        >
          <Table.Root size="sm" stickyHeader aria-label={props['aria-label']} aria-busy={isLoading}>
            <Table.Header>
              {table.getHeaderGroups().map((group) => (
                <Table.Row key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                    const sortable = header.column.getCanSort() && !header.isPlaceholder;
                    return (
                      <Table.ColumnHeader
                        key={header.id}
                        colSpan={header.colSpan}
                        {...columnSizing(header.column.columnDef.meta?.grow, dense)}
                        {...(dense ? { whiteSpace: 'nowrap' } : {})}
                        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                        // The whole cell sorts: a click anywhere in it, and the button's own click
                        // (pointer, Enter or Space) bubbles here, so there is one handler. Other
                        // controls a header may hold keep their clicks.
                        {...(sortable
                          ? {
                              onClick: (event: MouseEvent<HTMLTableCellElement>) => {
                                const control = (event.target as Element).closest(OTHER_CONTROLS);
                                if (control && !control.hasAttribute('data-sort-button')) return;
                                header.column.getToggleSortingHandler()?.(event);
                              },
                              cursor: 'pointer',
                              userSelect: 'none',
                              _hover: { bg: 'bg.muted' },
                              'data-sortable': '',
                            }
                          : {})}
                      >
                        {sortable ? (
                          <chakra.button
                            type="button"
                            data-sort-button=""
                            display="inline-flex"
                            alignItems="center"
                            gap="1"
                            fontWeight="inherit"
                            focusVisibleRing="outside"
                          >
                            {content}
                            {sorted === 'asc' ? <ChevronUpIcon boxSize="3.5" aria-label="sorted ascending" /> : null}
                            {sorted === 'desc' ? <ChevronDownIcon boxSize="3.5" aria-label="sorted descending" /> : null}
                          </chakra.button>
                        ) : (
                          content
                        )}
                      </Table.ColumnHeader>
                    );
                  })}
                </Table.Row>
              ))}
            </Table.Header>
            <Table.Body>{body}</Table.Body>
          </Table.Root>
        </Box>
      </Box>
      {isLoading && rows.length > 0 ? (
        <Flex align="center" justify="center" gap="2" py="1" role="status" color="fg.muted" fontSize="sm">
          <Spinner size="xs" aria-hidden="true" />
          <Text as="span">{LOADING_TEXTS.generic}</Text>
        </Flex>
      ) : null}
      {props.csvExport && (props.hidePagination || virtual) ? (
        <Flex py="2">
          <ExportCsvAction source={props.csvExport} />
        </Flex>
      ) : null}
      {props.hidePagination || virtual ? null : (
        <Pagination
          actions={props.csvExport ? <ExportCsvAction source={props.csvExport} /> : undefined}
          pageIndex={pagination.pageIndex}
          pageSize={pagination.pageSize}
          pageCount={pageCount}
          pageSizeOptions={pageSizeOptions}
          totalRowCount={remote ? props.totalRowCount : data.length}
          onPageChange={(pageIndex) => setPagination({ ...pagination, pageIndex })}
          onPageSizeChange={changePageSize}
        />
      )}
    </Flex>
  );
}
