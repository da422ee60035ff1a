import { Box, StatusBadge } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { createColumnHelper, DataTable } from '@opsdeck/shared/table';
import type { z } from 'zod/mini';
import type { configItemSchema } from '@opsdeck/contracts';
import { useConfigsList } from '../api/configsList';

type Row = z.output<typeof configItemSchema>;
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('name', { header: 'Name', cell: (info) => info.getValue() ?? '' }),
  column.accessor('type', { header: 'Type', cell: (info) => info.getValue() ?? '' }),
  column.accessor('health', { header: 'Health', cell: (info) => <StatusBadge value={info.getValue()} /> }),
  column.accessor('status', { header: 'Status', cell: (info) => info.getValue() ?? '' }),
  column.accessor('updated_at', { header: 'Updated', cell: (info) => <FormattedDate value={info.getValue()} /> }),
];

export function CatalogPage() {
  const { tableProps } = useConfigsList();
  return (
    <Box p="4">
      <DataTable aria-label="Configuration items" columns={columns} getRowId={(row) => String(row.id)} {...tableProps} />
    </Box>
  );
}
