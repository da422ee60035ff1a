import { useEffect, useState } from 'react';
import {
  NOTIFICATIONS_PAGE_SIZE,
  SEND_HISTORY_FILTER_STATUSES,
  SEND_HISTORY_RESOURCE_KINDS,
  type SendHistory,
} from '@opsdeck/contracts';
import { Badge, Box, Button, Flex, Input, LabeledSelect, Link, Text, useDebouncedValue, ErrorPanel } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { TopBarContent, useTopBarRefresh } from '@opsdeck/shared/services';
import { createColumnHelper, DataTable, type DataTableProps } from '@opsdeck/shared/table';
import { resolveTimeRange, UrlTimeRangePicker, useTimeRangeParams, type TimeRange } from '@opsdeck/shared/time-range';
import { usePaginationParams } from '@opsdeck/shared/url-state';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { sendHistoryQuery, useSendHistory, type SendHistoryFilters } from '../api/sendHistoryList';
import { historyRecipient, historyResource, historyTitle, statusLabel, statusPalette } from '../lib/history-row';
import { SendHistoryDetail } from './SendHistoryDetail';

const DEFAULT_RANGE: TimeRange = { type: 'relative', range: 'now-7d', display: 'Last 7 days' };
const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All' },
  ...SEND_HISTORY_FILTER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
];
const KIND_OPTIONS = [{ value: ALL, label: 'All' }, ...SEND_HISTORY_RESOURCE_KINDS.map((kind) => ({ value: kind, label: kind }))];

const column = createColumnHelper<SendHistory>();

function ResourceCell({ row }: { row: SendHistory }) {
  const resource = historyResource(row);
  if (!resource) return null;
  return (
    <Flex gap="2" align="baseline">
      <Text as="span" fontSize="xs" color="fg.muted">
        {resource.kind}
      </Text>
      {resource.href ? (
        <Link asChild onClick={(event) => event.stopPropagation()}>
          <RouterLink to={resource.href}>{resource.name}</RouterLink>
        </Link>
      ) : (
        <Text as="span">{resource.name}</Text>
      )}
    </Flex>
  );
}

const COLUMNS: DataTableProps<SendHistory>['columns'] = [
  column.accessor('created_at', {
    header: 'Time',
    enableSorting: false,
    cell: (info) => <FormattedDate value={info.getValue()} />,
  }),
  column.display({ id: 'resource', header: 'Resource', cell: (info) => <ResourceCell row={info.row.original} /> }),
  column.accessor('resource_type', { header: 'Type', enableSorting: false, cell: (info) => info.getValue() ?? '' }),
  column.accessor('source_event', { header: 'Event', enableSorting: false, cell: (info) => info.getValue() ?? '' }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => <Badge colorPalette={statusPalette(info.getValue())}>{statusLabel(info.getValue())}</Badge>,
  }),
  column.display({ id: 'recipient', header: 'Recipient', cell: (info) => historyRecipient(info.row.original) }),
  column.display({
    id: 'message',
    header: 'Message',
    cell: (info) => (
      <Text lineClamp={2} maxW="md">
        {historyTitle(info.row.original) ?? info.row.original.body ?? ''}
      </Text>
    ),
  }),
  column.accessor('error', {
    header: 'Error',
    enableSorting: false,
    cell: (info) => (
      <Text color="fg.error" lineClamp={2} maxW="xs">
        {info.getValue() ?? ''}
      </Text>
    ),
  }),
];

function useFilterParam(key: string) {
  const [params, setParams] = useSearchParams();
  const value = params.get(key) ?? '';
  const set = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next && next !== ALL) updated.set(key, next);
        else updated.delete(key);
        updated.delete('pageIndex');
        return updated;
      },
      { replace: true },
    );
  return [value, set] as const;
}

/**
 * /notifications: every notification sent or held back (silenced, repeat interval) and every failed
 * attempt, newest first, NOTIFICATIONS_PAGE_SIZE rows a page. Filters (status, resource kind,
 * resource name, `notification` for one rule) and the time range live in the URL; a row opens the
 * rendered message and the error.
 */
export function SendHistoryPage() {
  const [status, setStatus] = useFilterParam('status');
  const [kind, setKind] = useFilterParam('kind');
  const [search, setSearch] = useFilterParam('search');
  const [draft, setDraft] = useState(search);
  const debounced = useDebouncedValue(draft, 300);
  useEffect(() => {
    if (debounced !== search) setSearch(debounced);
    // Only a settled draft writes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const [params] = useSearchParams();
  const { timeRange } = useTimeRangeParams(DEFAULT_RANGE);
  const bounds = resolveTimeRange(timeRange ?? DEFAULT_RANGE);
  const { pageIndex, setPagination } = usePaginationParams({ defaultPageSize: NOTIFICATIONS_PAGE_SIZE, persistPageSize: false });
  const filters: SendHistoryFilters = {
    status: (SEND_HISTORY_FILTER_STATUSES as readonly string[]).includes(status)
      ? (status as SendHistoryFilters['status'])
      : undefined,
    kind: (SEND_HISTORY_RESOURCE_KINDS as readonly string[]).includes(kind) ? (kind as SendHistoryFilters['kind']) : undefined,
    search: search || undefined,
    notificationId: params.get('notification') ?? undefined,
    // Relative ranges are resolved to the minute, so the query key stays put between renders.
    from: bounds ? new Date(Math.floor(bounds.from.toMillis() / 60_000) * 60_000) : undefined,
    to: bounds?.to && timeRange?.type === 'absolute' ? bounds.to.toJSDate() : undefined,
  };
  const query = useSendHistory(filters, pageIndex);
  useTopBarRefresh(() => query.refetch());
  const [selected, setSelected] = useState<SendHistory | null>(null);

  return (
    <Box p="4">
      <TopBarContent>
        <UrlTimeRangePicker defaultRange={DEFAULT_RANGE} />
      </TopBarContent>
      <Flex gap="3" align="center" mb="3" wrap="wrap">
        <LabeledSelect label="Status" value={status || ALL} options={STATUS_OPTIONS} onChange={setStatus} />
        <LabeledSelect label="Resource" value={kind || ALL} options={KIND_OPTIONS} onChange={setKind} />
        <Input
          aria-label="Search resources"
          placeholder="Search resources"
          size="sm"
          maxW="xs"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </Flex>
      {query.error ? (
        <ErrorPanel error={query.error}>
          <Button size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </ErrorPanel>
      ) : (
        <DataTable
          aria-label="Notification history"
          columns={COLUMNS}
          data={query.data?.data ?? []}
          getRowId={(row) => String(row.id)}
          isLoading={query.isPending}
          remote
          totalRowCount={query.data?.total ?? 0}
          pagination={{ pageIndex, pageSize: NOTIFICATIONS_PAGE_SIZE }}
          onPaginationChange={setPagination}
          pageSizeOptions={[NOTIFICATIONS_PAGE_SIZE]}
          onRowClick={setSelected}
          emptyText="No notifications in this time range"
          csvExport={{ query: sendHistoryQuery(filters, pageIndex) }}
        />
      )}
      <SendHistoryDetail row={selected} onClose={() => setSelected(null)} />
    </Box>
  );
}
