import { Box } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { createColumnHelper, DataTable } from '@opsdeck/shared/table';
import type { z } from 'zod/mini';
import type { playbookSchema } from '@opsdeck/contracts';
import { usePlaybooksList } from '../api/playbooksList';

type Row = z.output<typeof playbookSchema>;
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('name', { header: 'Name', cell: (info) => info.getValue() ?? '' }),
  column.accessor('title', { header: 'Title', cell: (info) => info.getValue() ?? '' }),
  column.accessor('category', { header: 'Category', cell: (info) => info.getValue() ?? '' }),
  column.accessor('source', { header: 'Source', cell: (info) => info.getValue() ?? '' }),
  column.accessor('updated_at', { header: 'Updated', cell: (info) => <FormattedDate value={info.getValue()} /> }),
];

export function PlaybooksPage() {
  const { tableProps } = usePlaybooksList();
  return (
    <Box p="4">
      <DataTable aria-label="Playbooks" columns={columns} getRowId={(row) => String(row.id)} {...tableProps} />
    </Box>
  );
}
