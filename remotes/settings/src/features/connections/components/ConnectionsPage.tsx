import { Box } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { createColumnHelper, DataTable } from '@opsdeck/shared/table';
import type { z } from 'zod/mini';
import type { connectionSchema } from '@opsdeck/contracts';
import { useConnectionsList } from '../api/connectionsList';

type Row = z.output<typeof connectionSchema>;
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('name', { header: 'Name', cell: (info) => info.getValue() ?? '' }),
  column.accessor('type', { header: 'Type', cell: (info) => info.getValue() ?? '' }),
  column.accessor('namespace', { header: 'Namespace', cell: (info) => info.getValue() ?? '' }),
  column.accessor('updated_at', { header: 'Updated', cell: (info) => <FormattedDate value={info.getValue()} /> }),
];

export function ConnectionsPage() {
  const { tableProps } = useConnectionsList();
  return (
    <Box p="4">
      <DataTable aria-label="Connections" columns={columns} getRowId={(row) => String(row.id)} {...tableProps} />
    </Box>
  );
}
