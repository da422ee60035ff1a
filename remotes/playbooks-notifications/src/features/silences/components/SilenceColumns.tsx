import type { Silence } from '@opsdeck/contracts';
import { UserAvatar, VisuallyHidden, type SystemStyleObject } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { createColumnHelper, type DataTableProps } from '@opsdeck/shared/table';
import { Link as RouterLink } from 'react-router-dom';
import { INDEFINITELY, silencedResource, silenceState } from '../lib/silence-row';

const column = createColumnHelper<Silence>();

/**
 * The rows' styles, set once on the table's container: a search renders up to a page of new rows
 * per keystroke, so their cells are plain elements named by class instead of styled components
 * each resolving its own styles.
 */
export const SILENCE_TABLE_CSS: SystemStyleObject = {
  '& .silence-resource': { display: 'flex', gap: '2', alignItems: 'baseline' },
  '& .silence-kind': { fontSize: 'xs', color: 'fg.muted' },
  '& .silence-link': {
    color: 'fg',
    textUnderlineOffset: '3px',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  },
  '& .silence-filter': { fontFamily: 'mono', fontSize: 'xs', bg: 'gray.subtle', px: '1', rounded: 'l1' },
  '& .silence-muted': { color: 'fg.muted' },
  '& .silence-person': { display: 'inline-flex', gap: '2', alignItems: 'center' },
  '& .silence-state': { fontSize: 'xs', fontWeight: 'medium', px: '1.5', rounded: 'l1', whiteSpace: 'nowrap' },
  '& .silence-state[data-state=active]': { bg: 'green.subtle', color: 'green.fg' },
  '& .silence-state[data-state=expired]': { bg: 'gray.subtle', color: 'gray.fg' },
  '& .silence-actions': { display: 'flex', gap: '1', justifyContent: 'flex-end' },
  '& .silence-action': {
    fontSize: 'xs',
    fontWeight: 'medium',
    h: '6',
    px: '2',
    rounded: 'l2',
    cursor: 'pointer',
    color: 'fg',
    _hover: { bg: 'gray.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  },
  '& .silence-action[data-danger]': { color: 'red.fg', _hover: { bg: 'red.subtle' } },
};

function ResourceCell({ silence }: { silence: Silence }) {
  const resource = silencedResource(silence);
  if (resource) {
    return (
      <span className="silence-resource">
        <span className="silence-kind">{resource.kind}</span>
        <RouterLink className="silence-link" to={resource.href}>
          {resource.name}
        </RouterLink>
      </span>
    );
  }
  if (silence.filter) return <code className="silence-filter">{silence.filter}</code>;
  return <span className="silence-muted">Selectors</span>;
}

function CreatorCell({ silence }: { silence: Silence }) {
  const person = silence.createdBy;
  if (!person) return null;
  return (
    <span className="silence-person">
      <UserAvatar user={person} size="2xs" />
      <span>{person.name}</span>
    </span>
  );
}

export function silenceColumns(): DataTableProps<Silence>['columns'] {
  return [
    column.display({ id: 'resource', header: 'Resource', cell: (info) => <ResourceCell silence={info.row.original} /> }),
    column.accessor('name', { header: 'Name', cell: (info) => info.getValue() ?? '' }),
    column.accessor('description', { header: 'Reason', enableSorting: false, cell: (info) => info.getValue() ?? '' }),
    column.accessor('from', { header: 'From', cell: (info) => <FormattedDate value={info.getValue()} /> }),
    column.accessor('until', {
      header: 'Until',
      cell: (info) => (info.getValue() ? <FormattedDate value={info.getValue()} /> : INDEFINITELY),
    }),
    column.display({ id: 'created_by', header: 'Created By', cell: (info) => <CreatorCell silence={info.row.original} /> }),
    column.display({
      id: 'state',
      header: 'State',
      cell: (info) => {
        const state = silenceState(info.row.original);
        return (
          <span className="silence-state" data-state={state}>
            {state}
          </span>
        );
      },
    }),
  ];
}

/** Edit and Delete for one silence, for those with write on notifications. */
export function silenceActionsColumn(onEdit: (silence: Silence) => void, onDelete: (silence: Silence) => void) {
  return column.display({
    id: 'actions',
    header: () => <VisuallyHidden>Actions</VisuallyHidden>,
    cell: (info) => (
      <span className="silence-actions">
        <button type="button" className="silence-action" onClick={() => onEdit(info.row.original)}>
          Edit
        </button>
        <button type="button" className="silence-action" data-danger="" onClick={() => onDelete(info.row.original)}>
          Delete
        </button>
      </span>
    ),
  });
}
