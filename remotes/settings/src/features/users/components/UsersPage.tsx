import { useMemo, useState } from 'react';
import { USERS_TEXT } from '@opsdeck/contracts';
import { Box, Button, errorMessageOf, ErrorPanel, notify, SearchInput, Text, Toolbar } from '@opsdeck/shared';
import { useAuthorizer, useTopBarRefresh } from '@opsdeck/shared/services';
import { DataTable } from '@opsdeck/shared/table';
import { useUpdateUser } from '../api/updateUser';
import { useUsers } from '../api/usersList';
import { useUserSearch } from '../hooks/useUserSearch';
import { matchesSearch, type RegisteredUser } from '../lib/users';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { InviteUserDialog } from './InviteUserDialog';
import type { UserAction } from './UserActions';
import { UserConfirmations } from './UserConfirmations';
import { userColumns } from './userColumns';

type Pending = { action: UserAction; user: RegisteredUser } | null;

/**
 * /settings/users: registered identities with their roles, state and last sign-in, searchable.
 * Writers on identities (admins) invite, change roles, deactivate, reactivate and delete.
 */
export function UsersPage() {
  const query = useUsers();
  useTopBarRefresh(() => query.refetch());
  const authorizer = useAuthorizer();
  const writable = authorizer.can('write', 'identities');
  const selfId = authorizer.user?.id;
  const [search, setSearch] = useUserSearch();
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const reactivate = useUpdateUser();

  const onAction = (action: UserAction, user: RegisteredUser) => {
    if (action !== 'reactivate') return setPending({ action, user });
    reactivate.mutate(
      { id: user.id, active: true },
      { onSuccess: () => notify.success(USERS_TEXT.reactivatedToast(user.name)), onError: (error) => notify.apiError(error) },
    );
  };
  const columns = useMemo(() => userColumns({ writable, selfId, onAction }), [writable, selfId]); // eslint-disable-line react-hooks/exhaustive-deps
  const users = useMemo(() => (query.data ?? []).filter((user) => matchesSearch(user, search)), [query.data, search]);
  const empty = search.trim() !== '' && (query.data?.length ?? 0) > 0 ? USERS_TEXT.noMatch : USERS_TEXT.empty;

  return (
    <Box p="4">
      <Toolbar
        aria-label="Users actions"
        mb="3"
        actions={
          writable ? (
            <Button size="sm" colorPalette="blue" onClick={() => setInviting(true)}>
              {USERS_TEXT.inviteButton}
            </Button>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {USERS_TEXT.readOnly}
            </Text>
          )
        }
      >
        <SearchInput
          aria-label={USERS_TEXT.searchLabel}
          placeholder={USERS_TEXT.searchPlaceholder}
          value={search}
          onChange={setSearch}
        />
      </Toolbar>
      {query.isError ? <ErrorPanel message={errorMessageOf(query.error)} /> : null}
      <DataTable
        aria-label="Users"
        columns={columns}
        data={users}
        getRowId={(row) => row.id}
        isLoading={query.isPending}
        emptyText={empty}
      />
      {inviting ? <InviteUserDialog onClose={() => setInviting(false)} /> : null}
      {pending?.action === 'role' ? (
        <ChangeRoleDialog user={pending.user} isSelf={pending.user.id === selfId} onClose={() => setPending(null)} />
      ) : null}
      <UserConfirmations
        pending={
          pending?.action === 'deactivate' || pending?.action === 'delete' ? { action: pending.action, user: pending.user } : null
        }
        onClose={() => setPending(null)}
      />
    </Box>
  );
}
