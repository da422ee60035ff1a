import { Box } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { createColumnHelper, DataTable } from '@opsdeck/shared/table';
import type { z } from 'zod/mini';
import type { incidentSchema } from '@opsdeck/contracts';
import { useIncidentsList } from '../api/incidentsList';

type Row = z.output<typeof incidentSchema>;
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('incident_id', { header: 'ID', cell: (info) => info.getValue() ?? '' }),
  column.accessor('title', { header: 'Title', cell: (info) => info.getValue() ?? '' }),
  column.accessor('severity', { header: 'Severity', cell: (info) => info.getValue() ?? '' }),
  column.accessor('status', { header: 'Status', cell: (info) => info.getValue() ?? '' }),
  column.accessor('created_at', { header: 'Created', cell: (info) => <FormattedDate value={info.getValue()} /> }),
];

export function IncidentsPage() {
  const { tableProps } = useIncidentsList();
  return (
    <Box p="4">
      <DataTable aria-label="Incidents" columns={columns} getRowId={(row) => String(row.id)} {...tableProps} />
    </Box>
  );
}
