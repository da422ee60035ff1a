import { useMemo, useState } from 'react';
import { JOB_HISTORY, type JobHistory } from '@opsdeck/contracts';
import { Box, ErrorPanel, Stack } from '@opsdeck/shared';
import { useTopBarRefresh } from '@opsdeck/shared/services';
import { DataTable } from '@opsdeck/shared/table';
import { resolveTimeRange } from '@opsdeck/shared/time-range';
import { usePaginationParams, useTimeRangeParams } from '@opsdeck/shared/url-state';
import { useSearchParams } from 'react-router-dom';
import { useJobHistories } from '../api/jobHistories';
import { jobHistoriesQuery, parseJobFilters } from '../lib/job-filters';
import { jobHistoryColumns } from './jobHistoryColumns';
import { JobDetailsModal } from './JobDetailsModal';
import { JOB_DEFAULT_RANGE, JobHistoryFilters } from './JobHistoryFilters';

const PAGE_SIZES = [50, 100, JOB_HISTORY.defaultPageSize, 200] as const;

/** /settings/jobs: every background job run, filtered, newest first; a row opens its details. */
export function JobHistoryPage() {
  const [params] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => parseJobFilters(new URLSearchParams(search)), [search]);
  const { timeRange } = useTimeRangeParams(JOB_DEFAULT_RANGE);
  const range = useMemo(() => {
    const resolved = timeRange ? resolveTimeRange(timeRange) : undefined;
    // A relative range ends now: no upper bound, so runs recorded later show on refresh.
    const to = timeRange?.type === 'relative' ? undefined : resolved?.to?.toUTC().toISO();
    return { from: resolved?.from.toUTC().toISO() ?? undefined, to: to ?? undefined };
  }, [timeRange]);
  const { pageIndex, pageSize, setPagination } = usePaginationParams({
    defaultPageSize: JOB_HISTORY.defaultPageSize,
    persistPageSize: false,
  });
  const query = useJobHistories({ filters, range, pageIndex, pageSize });
  const csvExport = useMemo(() => ({ query: jobHistoriesQuery(filters, range) }), [filters, range]);
  useTopBarRefresh(() => query.refetch());
  const [selected, setSelected] = useState<JobHistory | null>(null);

  return (
    <Box p="4">
      <Stack gap="3">
        <JobHistoryFilters />
        {query.isError ? <ErrorPanel error={query.error} /> : null}
        <DataTable
          aria-label="Job history"
          columns={jobHistoryColumns}
          data={query.data?.data ?? []}
          getRowId={(row) => row.id}
          isLoading={query.isPending}
          remote
          totalRowCount={query.data?.total ?? 0}
          pagination={{ pageIndex, pageSize }}
          onPaginationChange={setPagination}
          pageSizeOptions={PAGE_SIZES}
          onRowClick={setSelected}
          csvExport={csvExport}
        />
      </Stack>
      {selected ? <JobDetailsModal job={selected} onClose={() => setSelected(null)} /> : null}
    </Box>
  );
}
