import type { IncidentListRow } from '@opsdeck/contracts';
import { FormattedDate } from '@opsdeck/shared/format';
import type { ColumnDef } from '@opsdeck/shared/table';
import { Link as RouterLink } from 'react-router-dom';
import { IncidentStatusBadge, SeverityLabel } from '../../../components/IncidentBadges';
import { PersonLabel } from '../../../components/PersonLabel';
import { countsOf } from '../lib/list-query';

/** How long ago, in the largest whole unit: 45s, 12m, 3h, 5d. */
export function ageOf(createdAt: string | null | undefined, now = Date.now()): string {
  if (!createdAt) return '';
  const seconds = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 1000));
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h`;
  return `${Math.floor(seconds / 86_400)}d`;
}

/**
 * The styles of the cells' elements, set once on the table's container: the cells are plain
 * elements, as a page of 50 rows would otherwise mount hundreds of styled components.
 */
export const INCIDENT_CELLS_CSS = {
  '& .incident-title': { color: 'fg', fontWeight: 'medium', _hover: { textDecoration: 'underline' } },
  '& .incident-responders': { display: 'flex', flexWrap: 'wrap', gap: '2' },
} as const;

function Responders({ people }: { people: IncidentListRow['responders'] }) {
  if (!people?.length) return <span>-</span>;
  return (
    <span className="incident-responders">
      {people.slice(0, 3).map((person) => (
        <PersonLabel key={person.id} person={person} />
      ))}
      {people.length > 3 ? <span>+{people.length - 3}</span> : null}
    </span>
  );
}

/** The list's columns; the counts come from the hypotheses embedded in each row. */
export function incidentColumns(): ColumnDef<IncidentListRow>[] {
  return [
    { accessorKey: 'incident_id', header: 'ID', cell: ({ row }) => row.original.incident_id ?? '' },
    {
      accessorKey: 'title',
      header: 'Title',
      cell: ({ row }) => (
        <RouterLink className="incident-title" to={`/incidents/${row.original.id}`}>
          {row.original.title}
        </RouterLink>
      ),
    },
    { accessorKey: 'status', header: 'Status', cell: ({ row }) => <IncidentStatusBadge value={row.original.status} /> },
    { accessorKey: 'severity', header: 'Severity', cell: ({ row }) => <SeverityLabel value={row.original.severity} /> },
    { accessorKey: 'type', header: 'Type', cell: ({ row }) => row.original.type ?? '' },
    {
      id: 'commander',
      header: 'Commander',
      enableSorting: false,
      cell: ({ row }) => <PersonLabel person={row.original.commander} />,
    },
    {
      id: 'responders',
      header: 'Responders',
      enableSorting: false,
      cell: ({ row }) => <Responders people={row.original.responders} />,
    },
    {
      accessorKey: 'created_at',
      header: 'Age',
      // A time element: machines read the instant, and visual tests mask every displayed time.
      cell: ({ row }) => (
        <time dateTime={row.original.created_at ?? undefined} title={row.original.created_at ?? ''}>
          {ageOf(row.original.created_at)}
        </time>
      ),
    },
    { id: 'hypotheses', header: 'Hypotheses', enableSorting: false, cell: ({ row }) => countsOf(row.original).hypotheses },
    { id: 'evidence', header: 'Evidence', enableSorting: false, cell: ({ row }) => countsOf(row.original).evidence },
    {
      accessorKey: 'updated_at',
      header: 'Updated',
      cell: ({ row }) => <FormattedDate value={row.original.updated_at} />,
    },
  ];
}
