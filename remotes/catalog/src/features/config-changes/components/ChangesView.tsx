import { CATALOG_PARAMS, CATALOG_TABLE_FIRST_ROWS, CATALOG_TEXT, SERVER_SIDE_PAGE_SIZE_OPTIONS } from '@opsdeck/contracts';
import { ErrorPanel, Stack } from '@opsdeck/shared';
import { DataTable } from '@opsdeck/shared/table';
import { resolveTimeRange, useTimeRangeParams } from '@opsdeck/shared/time-range';
import { usePaginationParams, useSortParams, withParams } from '@opsdeck/shared/url-state';
import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCatalogChanges, useCatalogChangesCsvSource } from '../api/catalogChanges';
import { changesRequestOf, DEFAULT_CHANGES_RANGE, parseChangesFilters, windowOf } from '../lib/changes-params';
import { ChangeDetailPanel } from './ChangeDetailPanel';
import { ChangeFilters } from './ChangeFilters';
import { changesColumns } from './changesColumns';

const resolve = (range: Parameters<typeof resolveTimeRange>[0]) => {
  const bounds = resolveTimeRange(range);
  return bounds ? { from: bounds.from.toUTC().toISO() ?? '', to: bounds.to?.toUTC().toISO() ?? undefined } : undefined;
};

/** A server-paged changes table with its filters and the detail panel of the change in the URL; one item's or all. */
export function ChangesView({ configId }: { configId?: string }) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => parseChangesFilters(new URLSearchParams(search)), [search]);
  const { timeRange } = useTimeRangeParams(DEFAULT_CHANGES_RANGE);
  const { pageIndex, pageSize, setPagination } = usePaginationParams({ defaultPageSize: SERVER_SIDE_PAGE_SIZE_OPTIONS[0] });
  const { sortBy, sortOrder, sorting, setSorting } = useSortParams();
  const window = useMemo(() => windowOf(timeRange ?? DEFAULT_CHANGES_RANGE, resolve), [timeRange]);
  const request = useMemo(
    () => changesRequestOf(filters, window, { pageIndex, pageSize, sortBy, sortOrder }, configId),
    [filters, window, pageIndex, pageSize, sortBy, sortOrder, configId],
  );
  const changes = useCatalogChanges(request);
  const csvExport = useCatalogChangesCsvSource(request);
  // The filters' choices are asked for after the rows, in a render of their own.
  const loadChoices = useDeferredValue(!changes.isPending);
  const selected = params.get(CATALOG_PARAMS.selected);
  const select = (id: string | undefined) => setParams((prev) => withParams(prev, { [CATALOG_PARAMS.selected]: id }));
  return (
    <Stack gap="3" minW="0">
      <ChangeFilters filters={filters} onItem={Boolean(configId)} loadChoices={loadChoices} />
      {changes.isError ? (
        <ErrorPanel error={changes.error} />
      ) : (
        <DataTable
          aria-label={CATALOG_TEXT.changesLabel}
          columns={changesColumns}
          data={changes.data?.changes ?? []}
          getRowId={(row) => row.id}
          onRowClick={(row) => select(row.id)}
          remote
          totalRowCount={changes.data?.total ?? 0}
          pagination={{ pageIndex, pageSize }}
          onPaginationChange={setPagination}
          pageSizeOptions={SERVER_SIDE_PAGE_SIZE_OPTIONS}
          sorting={sortBy ? sorting : [{ id: 'created_at', desc: true }]}
          onSortingChange={setSorting}
          isLoading={changes.isPending}
          firstRows={CATALOG_TABLE_FIRST_ROWS}
          csvExport={csvExport}
        />
      )}
      {selected ? <ChangeDetailPanel changeId={selected} onClose={() => select(undefined)} /> : null}
    </Stack>
  );
}
