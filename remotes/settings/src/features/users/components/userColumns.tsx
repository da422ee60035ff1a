import { IDENTITY_STATE_LABELS, USER_COLUMNS } from '@opsdeck/contracts';
import { Badge, Wrap } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { createColumnHelper, type ColumnDef } from '@opsdeck/shared/table';
import type { RegisteredUser } from '../lib/users';
import { UserActions, type UserAction } from './UserActions';

const column = createColumnHelper<RegisteredUser>();

const baseColumns = [
  column.accessor('name', { header: USER_COLUMNS.name }),
  column.accessor('email', { header: USER_COLUMNS.email }),
  column.accessor('roles', {
    header: USER_COLUMNS.roles,
    enableSorting: false,
    cell: (info) => (
      <Wrap gap="1">
        {info.getValue().map((role) => (
          <Badge key={role} size="sm" colorPalette={role === 'admin' ? 'purple' : 'gray'}>
            {role}
          </Badge>
        ))}
      </Wrap>
    ),
  }),
  column.accessor('state', {
    header: USER_COLUMNS.state,
    cell: (info) => (
      <Badge size="sm" colorPalette={info.getValue() === 'active' ? 'green' : 'red'}>
        {IDENTITY_STATE_LABELS[info.getValue()]}
      </Badge>
    ),
  }),
  column.accessor('lastLogin', { header: USER_COLUMNS.lastLogin, cell: (info) => <FormattedDate value={info.getValue()} /> }),
];

/** The list's columns; writers get an Actions column. */
export function userColumns(options: {
  writable: boolean;
  selfId: string | undefined;
  onAction: (action: UserAction, user: RegisteredUser) => void;
  // Column values have many types; react-table's own examples type them as any.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
}): ColumnDef<RegisteredUser, any>[] {
  if (!options.writable) return baseColumns;
  return [
    ...baseColumns,
    column.display({
      id: 'actions',
      header: USER_COLUMNS.actions,
      cell: (info) => (
        <UserActions user={info.row.original} isSelf={info.row.original.id === options.selfId} onAction={options.onAction} />
      ),
    }),
  ];
}
