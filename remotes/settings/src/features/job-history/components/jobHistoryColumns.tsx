import { JOB_STATUS_COLOURS, type JobHistory, type JobStatus } from '@opsdeck/contracts';
import { Badge, Stack, Text } from '@opsdeck/shared';
import { FormattedDate, formatDuration } from '@opsdeck/shared/format';
import { createColumnHelper } from '@opsdeck/shared/table';
import { resourceTypeLabel } from '../lib/job-labels';

const column = createColumnHelper<JobHistory>();

export function JobStatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  const colour = JOB_STATUS_COLOURS[status as JobStatus] ?? 'gray';
  return (
    <Badge colorPalette={colour} data-status={status}>
      {status}
    </Badge>
  );
}

/** Name, resource, agent, status, duration, counts and start time of each run. */
export const jobHistoryColumns = [
  column.accessor('name', { header: 'Job Name', enableSorting: false, cell: (info) => info.getValue() ?? '' }),
  column.display({
    id: 'resource',
    header: 'Resource',
    cell: (info) => {
      const job = info.row.original;
      if (!job.resource_name && !job.resource_type) return null;
      return (
        <Stack gap="0">
          <Text>{job.resource_name ?? job.resource_id ?? ''}</Text>
          {job.resource_type ? (
            <Text fontSize="xs" color="fg.muted">
              {resourceTypeLabel(job.resource_type)}
            </Text>
          ) : null}
        </Stack>
      );
    },
  }),
  column.display({ id: 'agent', header: 'Agent', cell: (info) => info.row.original.agent?.name ?? '' }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => <JobStatusBadge status={info.getValue()} />,
  }),
  column.accessor('duration_millis', {
    header: 'Duration',
    enableSorting: false,
    cell: (info) => formatDuration(info.getValue() ?? undefined),
  }),
  column.accessor('success_count', { header: 'Success', enableSorting: false, cell: (info) => info.getValue() ?? 0 }),
  column.accessor('error_count', { header: 'Errors', enableSorting: false, cell: (info) => info.getValue() ?? 0 }),
  column.accessor('time_start', {
    header: 'Started',
    enableSorting: false,
    cell: (info) => <FormattedDate value={info.getValue()} />,
  }),
];
