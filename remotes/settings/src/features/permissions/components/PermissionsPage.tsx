import { useState } from 'react';
import { type PermissionSummary } from '@opsdeck/contracts';
import { Box, Button, ErrorPanel, Flex, notify, Spacer } from '@opsdeck/shared';
import { ConfirmDialog } from '@opsdeck/shared/dialog';
import { useAuthorizer, useTopBarRefresh } from '@opsdeck/shared/services';
import { DataTable } from '@opsdeck/shared/table';
import { usePaginationParams } from '@opsdeck/shared/url-state';
import { useDeletePermission } from '../api/deletePermission';
import { permissionsSummaryQuery, usePermissionsSummary } from '../api/permissionsSummary';
import { useSavePermission } from '../api/savePermission';
import { emptyPermissionForm, permissionFormFromRow, permissionPayload, type PermissionFormState } from '../lib/permission-form';
import { permissionColumns } from './permissionColumns';
import { PermissionModal } from './PermissionModal';

type Editing = { row: PermissionSummary | null; initial: PermissionFormState };

/** /settings/permissions: the paged permission rows; writers add, edit and delete them. */
export function PermissionsPage() {
  const { pageIndex, pageSize, setPagination } = usePaginationParams();
  const query = usePermissionsSummary({ pageIndex, pageSize });
  useTopBarRefresh(() => query.refetch());
  const authorizer = useAuthorizer();
  const writable = authorizer.can('write', 'permissions');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<PermissionSummary | null>(null);
  const save = useSavePermission(editing?.row?.id, () => setEditing(null));
  const remove = useDeletePermission();

  const submit = (state: PermissionFormState) => {
    const mode = editing?.row ? 'update' : 'create';
    save.mutate(permissionPayload(state, { mode, userId: authorizer.user?.id ?? '' }));
  };

  return (
    <Box p="4">
      <Flex mb="3" align="center">
        <Spacer />
        {writable ? (
          <Button size="sm" colorPalette="blue" onClick={() => setEditing({ row: null, initial: emptyPermissionForm() })}>
            Add Permission
          </Button>
        ) : null}
      </Flex>
      {query.isError ? <ErrorPanel error={query.error} /> : null}
      <DataTable
        aria-label="Permissions"
        columns={permissionColumns}
        data={query.data?.data ?? []}
        getRowId={(row) => row.id}
        isLoading={query.isPending}
        remote
        totalRowCount={query.data?.totalEntries ?? 0}
        pagination={{ pageIndex, pageSize }}
        onPaginationChange={setPagination}
        csvExport={{ query: permissionsSummaryQuery(pageIndex, pageSize) }}
        {...(writable
          ? { onRowClick: (row: PermissionSummary) => setEditing({ row, initial: permissionFormFromRow(row) }) }
          : {})}
      />
      {editing ? (
        <PermissionModal
          title={editing.row ? 'Edit Permission' : 'Add Permission'}
          initial={editing.initial}
          busy={save.isPending}
          onSubmit={submit}
          onClose={() => setEditing(null)}
          onDelete={editing.row ? () => setDeleting(editing.row) : undefined}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete Permission"
        description="Delete this permission? Whoever it names loses what it grants, or regains what it denies."
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
          } catch (error) {
            notify.apiError(error);
            throw error;
          }
          setEditing(null);
        }}
      />
    </Box>
  );
}
