import { PLAYBOOK_RUN_STATUSES, PLAYBOOK_TEXT, routePaths, type PlaybookRun } from '@opsdeck/contracts';
import { Box, Flex, LabeledSelect, Link } from '@opsdeck/shared';
import { FormattedDate, formatDuration } from '@opsdeck/shared/format';
import { ResourceSearch, type ResourceSearchItem } from '@opsdeck/shared/resource-search';
import { createColumnHelper, DataTable } from '@opsdeck/shared/table';
import { UrlTimeRangePicker } from '@opsdeck/shared/time-range';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RunStatusBadge } from '../../../components/RunStatusBadge';
import { usePlaybookNames } from '../api/playbookNames';
import { useRunsList } from '../api/runsList';
import { useRunsFilters } from '../hooks/useRunsFilters';
import { runResource } from '../lib/run-resource';

const column = createColumnHelper<PlaybookRun>();
const columns = [
  column.display({
    id: 'playbook',
    header: 'Playbook',
    cell: ({ row }) => (
      <Link asChild>
        <RouterLink to={routePaths.playbookRun(row.original.id)}>
          {row.original.playbooks?.title || row.original.playbooks?.name || row.original.id}
        </RouterLink>
      </Link>
    ),
  }),
  column.accessor('status', { header: 'Status', cell: (info) => <RunStatusBadge status={info.getValue()} /> }),
  column.display({
    id: 'resource',
    header: PLAYBOOK_TEXT.resource,
    cell: ({ row }) => {
      const resource = runResource(row.original);
      return resource ? (
        <Link asChild>
          <RouterLink to={resource.href}>{resource.name}</RouterLink>
        </Link>
      ) : null;
    },
  }),
  column.display({
    id: 'created_by',
    header: PLAYBOOK_TEXT.startedBy,
    cell: ({ row }) => (typeof row.original.created_by === 'object' ? (row.original.created_by?.name ?? '') : ''),
  }),
  column.accessor('created_at', { header: 'Created', cell: (info) => <FormattedDate value={info.getValue()} /> }),
  column.accessor('start_time', { header: 'Started', cell: (info) => <FormattedDate value={info.getValue()} /> }),
  column.display({
    id: 'duration',
    header: PLAYBOOK_TEXT.duration,
    cell: ({ row }) =>
      row.original.start_time && row.original.end_time
        ? formatDuration(Date.parse(row.original.end_time) - Date.parse(row.original.start_time))
        : '',
  }),
];

const STATUS_OPTIONS = [
  { value: '', label: PLAYBOOK_TEXT.allStatuses },
  ...PLAYBOOK_RUN_STATUSES.map((status) => ({ value: status, label: status.replace(/_/g, ' ') })),
];
const COLUMN_OF_KIND = { configs: 'config_id', components: 'component_id', checks: 'check_id' } as const;

/** /playbooks/runs: every run, filtered by playbook (?playbook={id}), status, resource and time, paged on the server. */
export function RunsPage() {
  const { filters, setPlaybook, setStatus, setResource } = useRunsFilters();
  const names = usePlaybookNames();
  const { tableProps } = useRunsList(filters);
  const [picked, setPicked] = useState<ResourceSearchItem | null>(null);
  const playbookOptions = [
    { value: '', label: PLAYBOOK_TEXT.allPlaybooks },
    ...(names.data ?? []).map((playbook) => ({ value: playbook.id, label: playbook.title || playbook.name || playbook.id })),
  ];
  return (
    <Box p="4">
      <Flex gap="3" wrap="wrap" align="center" mb="3">
        <LabeledSelect
          label={PLAYBOOK_TEXT.filterPlaybook}
          value={filters.playbookId ?? ''}
          options={playbookOptions}
          onChange={(id) => setPlaybook(id || undefined)}
        />
        <LabeledSelect
          label={PLAYBOOK_TEXT.filterStatus}
          value={filters.status ?? ''}
          options={STATUS_OPTIONS}
          onChange={(status) => setStatus(status || undefined)}
        />
        <Box minW="16rem">
          <ResourceSearch
            kinds={['configs', 'components', 'checks']}
            label={PLAYBOOK_TEXT.filterResource}
            placeholder={PLAYBOOK_TEXT.filterResource}
            value={picked}
            onChange={(item) => {
              setPicked(item);
              const column = item ? COLUMN_OF_KIND[item.kind as keyof typeof COLUMN_OF_KIND] : undefined;
              setResource(item && column ? { column, id: item.id } : undefined);
            }}
          />
        </Box>
        <UrlTimeRangePicker />
      </Flex>
      <DataTable aria-label={PLAYBOOK_TEXT.runsTitle} columns={columns} getRowId={(row) => row.id} {...tableProps} />
    </Box>
  );
}
