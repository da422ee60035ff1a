import { Box, StatusBadge } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { createColumnHelper, DataTable } from '@opsdeck/shared/table';
import type { z } from 'zod/mini';
import type { checkSchema } from '@opsdeck/contracts';
import { useChecksList } from '../api/checksList';

type Row = z.output<typeof checkSchema>;
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('name', { header: 'Name', cell: (info) => info.getValue() ?? '' }),
  column.accessor('type', { header: 'Type', cell: (info) => info.getValue() ?? '' }),
  column.accessor('namespace', { header: 'Namespace', cell: (info) => info.getValue() ?? '' }),
  column.accessor('status', { header: 'Status', cell: (info) => <StatusBadge value={info.getValue()} /> }),
  column.accessor('last_runtime', { header: 'Last run', cell: (info) => <FormattedDate value={info.getValue()} /> }),
];

export function HealthPage() {
  const { tableProps } = useChecksList();
  return (
    <Box p="4">
      <DataTable aria-label="Health checks" columns={columns} getRowId={(row) => String(row.id)} {...tableProps} />
    </Box>
  );
}
