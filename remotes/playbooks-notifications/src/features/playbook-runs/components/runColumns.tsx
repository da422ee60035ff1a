import { PLAYBOOK_TEXT, routePaths, type PlaybookRun } from '@opsdeck/contracts';
import { Link } from '@opsdeck/shared';
import { FormattedDate, formatDuration } from '@opsdeck/shared/format';
import { createColumnHelper } from '@opsdeck/shared/table';
import { Link as RouterLink } from 'react-router-dom';
import { RunStatusBadge } from '../../../components/RunStatusBadge';
import { runResource } from '../lib/run-resource';

const column = createColumnHelper<PlaybookRun>();
/** The runs table's columns: playbook, status, resource, author, times and duration. */
export const runColumns = [
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

/** The columns of runs of one resource (its own page names it). */
export const resourceRunColumns = runColumns.filter((c) => c.id !== 'resource');
