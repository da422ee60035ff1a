import { useState } from 'react';
import { type EventQueueSummary } from '@opsdeck/contracts';
import { Box, ErrorPanel, Text } from '@opsdeck/shared';
import { Modal } from '@opsdeck/shared/dialog';
import { FormattedDate } from '@opsdeck/shared/format';
import { useTopBarRefresh } from '@opsdeck/shared/services';
import { createColumnHelper, DataTable } from '@opsdeck/shared/table';
import { eventQueueSummaryQuery, useEventQueueSummary } from '../api/eventQueueSummary';

const EXPORT = { query: eventQueueSummaryQuery };
const column = createColumnHelper<EventQueueSummary>();
const columns = [
  column.accessor('name', { header: 'Name', cell: (info) => info.getValue() }),
  column.accessor('pending', { header: 'Pending Count', cell: (info) => info.getValue() ?? 0 }),
  column.accessor('failed', { header: 'Error Count', cell: (info) => info.getValue() ?? 0 }),
  column.accessor('average_attempts', {
    header: 'Average Attempts',
    cell: (info) => {
      const value = info.getValue();
      return typeof value === 'number' ? Math.round(value * 100) / 100 : '';
    },
  }),
  column.accessor('first_failure', { header: 'First Failed At', cell: (info) => <FormattedDate value={info.getValue()} /> }),
  column.accessor('last_failure', { header: 'Last Failed At', cell: (info) => <FormattedDate value={info.getValue()} /> }),
  column.accessor('most_common_error', {
    header: 'Most Common Error',
    enableSorting: false,
    cell: (info) => (
      <Text truncate maxW="md" title={info.getValue() ?? undefined}>
        {info.getValue() ?? ''}
      </Text>
    ),
  }),
];

/** /settings/event-queue-status: the queue by event name, asked again every few seconds. */
export function EventQueuePage() {
  const query = useEventQueueSummary();
  useTopBarRefresh(() => query.refetch());
  const [selected, setSelected] = useState<EventQueueSummary | null>(null);
  return (
    <Box p="4">
      {query.isError ? <ErrorPanel error={query.error} /> : null}
      <DataTable
        aria-label="Event queue"
        columns={columns}
        data={query.data ?? []}
        getRowId={(row, index) => `${row.name}:${row.event_id ?? index}`}
        isLoading={query.isPending}
        onRowClick={(row) => (row.most_common_error ? setSelected(row) : undefined)}
        csvExport={EXPORT}
      />
      {selected ? (
        <Modal open onClose={() => setSelected(null)} title={`Most Common Error for ${selected.name}`} size="small">
          <Text whiteSpace="pre-wrap" fontFamily="mono" fontSize="sm">
            {selected.most_common_error}
          </Text>
        </Modal>
      ) : null}
    </Box>
  );
}
