import { Box, Skeleton, Table, Text } from '@chakra-ui/react';
import { RESOURCE_EDITOR, type JobHistory } from '@opsdeck/contracts';
import { ErrorPanel } from '../errors/ErrorPanel';
import { FormattedDate } from '../format/FormattedDate';
import { formatDuration } from '../format/numbers';
import { StatusBadge } from '../status/StatusBadge';
import { useResourceJobs } from './api';

const errorsOf = (job: JobHistory): string[] =>
  (job.details?.errors ?? []).map((error) => (typeof error === 'string' ? error : JSON.stringify(error)));

function JobRow({ job }: { job: JobHistory }) {
  const errors = errorsOf(job);
  return (
    <Table.Row>
      <Table.Cell>{job.time_start ? <FormattedDate value={job.time_start} /> : null}</Table.Cell>
      <Table.Cell>{job.name}</Table.Cell>
      <Table.Cell>
        <StatusBadge value={job.status} />
      </Table.Cell>
      <Table.Cell>{formatDuration(job.duration_millis)}</Table.Cell>
      <Table.Cell>
        {job.success_count ?? 0} / {job.error_count ?? 0}
      </Table.Cell>
      <Table.Cell>
        {errors.map((error, index) => (
          <Text key={index} fontSize="xs" color="fg.error" whiteSpace="pre-wrap">
            {error}
          </Text>
        ))}
      </Table.Cell>
    </Table.Row>
  );
}

/** The runs of one resource's background jobs, newest first. */
export function JobHistoryTab({ resourceId }: { resourceId: string }) {
  const jobs = useResourceJobs(resourceId);
  if (jobs.isPending) return <Skeleton height="8rem" aria-busy="true" />;
  if (jobs.isError) return <ErrorPanel error={jobs.error} />;
  if (jobs.data.length === 0) return <Text color="fg.muted">{RESOURCE_EDITOR.jobHistoryEmpty}</Text>;
  const { columns } = RESOURCE_EDITOR;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label={RESOURCE_EDITOR.tabs.jobHistory}>
        <Table.Header>
          <Table.Row>
            {[columns.started, columns.name, columns.status, columns.duration, columns.counts, columns.errors].map((title) => (
              <Table.ColumnHeader key={title}>{title}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {jobs.data.map((job) => (
            <JobRow key={job.id} job={job} />
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
