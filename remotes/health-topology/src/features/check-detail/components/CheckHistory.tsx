import type { CheckStatus } from '@opsdeck/contracts';
import { Badge, ErrorPanel, Flex, Stack, Text } from '@opsdeck/shared';
import { FormattedDate, formatDuration } from '@opsdeck/shared/format';
import { createColumnHelper, DataTable, useServerPageSize, type ColumnDef } from '@opsdeck/shared/table';
import { useState } from 'react';
import { useCheckHistory } from '../api/checkHistory';
import { ALL, statusFilterValue, type StatusFilter } from '../lib/history-filters';
import { HistoryFilters } from './HistoryFilters';

const column = createColumnHelper<CheckStatus>();

/** Results recorded elsewhere and loaded as they were (their details say `imported: true`). */
export const isImported = (row: CheckStatus): boolean =>
  typeof row.details === 'object' && row.details !== null && (row.details as { imported?: unknown }).imported === true;

function StatusBadge({ row }: { row: CheckStatus }) {
  if (row.status === true)
    return (
      <Badge colorPalette="green" variant="subtle">
        Passed
      </Badge>
    );
  if (row.status === false)
    return (
      <Badge colorPalette="red" variant="subtle">
        Failed
      </Badge>
    );
  // Neither passed nor failed: nothing was run (e.g. a type the backend does not execute).
  return (
    <Badge colorPalette="gray" variant="subtle">
      {row.invalid ? 'Not executed' : 'No result'}
    </Badge>
  );
}

const columns = [
  column.accessor('time', { header: 'Time', enableSorting: false, cell: (info) => <FormattedDate value={info.getValue()} /> }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => <StatusBadge row={info.row.original} />,
  }),
  column.accessor('duration', { header: 'Duration', enableSorting: false, cell: (info) => formatDuration(info.getValue()) }),
  column.accessor((row) => row.error || row.message || '', {
    id: 'message',
    header: 'Message',
    enableSorting: false,
    cell: (info) => (
      <Flex gap="2" align="flex-start">
        {isImported(info.row.original) ? (
          <Badge size="sm" colorPalette="purple" variant="outline" title="Recorded elsewhere, not by this backend's runner">
            imported
          </Badge>
        ) : null}
        <Text fontSize="sm" color={info.row.original.error ? 'red.fg' : undefined} lineClamp={2} title={info.getValue()}>
          {info.getValue()}
        </Text>
      </Flex>
    ),
  }),
] as ColumnDef<CheckStatus, unknown>[];

/**
 * The check's results over the range, newest first, filterable by duration and status; as many per
 * page as the page size preference says (50 by default), or the size picked under the table.
 */
export function CheckHistory({ checkId, since }: { checkId: string; since: string }) {
  const pageSizes = useServerPageSize();
  const [pageIndex, setPageIndex] = useState(0);
  const [pickedSize, setPickedSize] = useState<number | undefined>();
  const pageSize = pickedSize ?? pageSizes.preferred;
  const [status, setStatus] = useState<StatusFilter>(ALL);
  const [minDuration, setMinDuration] = useState<number | undefined>();
  const history = useCheckHistory({ checkId, since, status: statusFilterValue(status), minDuration, pageIndex, pageSize });
  return (
    <Stack gap="3">
      <HistoryFilters
        status={status}
        onStatusChange={(next) => {
          setStatus(next);
          setPageIndex(0);
        }}
        onDurationChange={(ms) => {
          setMinDuration(ms);
          setPageIndex(0);
        }}
      />
      {history.isError ? <ErrorPanel error={history.error} /> : null}
      <DataTable<CheckStatus>
        aria-label="Check history"
        columns={columns}
        data={history.data?.data ?? []}
        remote
        totalRowCount={history.data?.total ?? 0}
        pagination={{ pageIndex, pageSize }}
        onPaginationChange={(p) => {
          // A new size starts from the first page.
          setPageIndex(p.pageSize === pageSize ? p.pageIndex : 0);
          setPickedSize(p.pageSize);
        }}
        pageSizeOptions={pageSizes.options}
        isLoading={history.isFetching}
      />
    </Stack>
  );
}
