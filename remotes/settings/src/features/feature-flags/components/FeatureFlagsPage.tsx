import { useState } from 'react';
import { type Property } from '@opsdeck/contracts';
import { Box, Button, ErrorPanel, HStack, notify, Text, Toolbar, VisuallyHidden } from '@opsdeck/shared';
import { ConfirmDialog } from '@opsdeck/shared/dialog';
import { FormattedDate } from '@opsdeck/shared/format';
import { useAuthorizer, useTopBarRefresh } from '@opsdeck/shared/services';
import { createColumnHelper, DataTable } from '@opsdeck/shared/table';
import { useDeleteProperty } from '../api/deleteProperty';
import { propertiesQuery, useProperties } from '../api/properties';
import { FeatureFlagDialog } from './FeatureFlagDialog';
import { FlagEffectText } from './FlagEffectText';

/** Export CSV: the list's own query. */
const EXPORT = { query: propertiesQuery };

const column = createColumnHelper<Property>();
const baseColumns = [
  column.accessor('name', { header: 'Name', cell: (info) => info.getValue() }),
  column.accessor('value', { header: 'Value', cell: (info) => info.getValue() }),
  column.display({
    id: 'effect',
    header: 'Effect',
    cell: (info) => (
      <Text fontSize="sm" color="fg.muted">
        <FlagEffectText name={info.row.original.name} value={info.row.original.value} />
      </Text>
    ),
  }),
  column.accessor('updated_at', { header: 'Updated', cell: (info) => <FormattedDate value={info.getValue()} /> }),
];

/** /settings/feature-flags: the properties; with write on properties, add, edit and delete them. */
export function FeatureFlagsPage() {
  const query = useProperties();
  useTopBarRefresh(() => query.refetch());
  const writable = useAuthorizer().can('write', 'properties');
  const [editing, setEditing] = useState<Property | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Property | null>(null);
  const remove = useDeleteProperty();

  const columns = writable
    ? [
        ...baseColumns,
        column.display({
          id: 'actions',
          header: () => <VisuallyHidden>Actions</VisuallyHidden>,
          cell: (info) => (
            <HStack gap="1" justify="flex-end">
              <Button size="xs" variant="ghost" onClick={() => setEditing(info.row.original)}>
                Edit
              </Button>
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(info.row.original)}>
                Delete
              </Button>
            </HStack>
          ),
        }),
      ]
    : baseColumns;

  return (
    <Box p="4">
      <Toolbar
        aria-label="Feature flags actions"
        mb="3"
        actions={
          writable ? (
            <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
              Add Feature Flag
            </Button>
          ) : null
        }
      />
      {query.isError ? <ErrorPanel error={query.error} /> : null}
      <DataTable
        aria-label="Feature flags"
        columns={columns}
        data={query.data ?? []}
        getRowId={(row) => row.name}
        isLoading={query.isPending}
        csvExport={EXPORT}
      />
      {editing ? <FeatureFlagDialog {...(editing === 'new' ? {} : { flag: editing })} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete Feature Flag"
        description={deleting ? `Delete "${deleting.name}"?` : null}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.name);
          } catch (error) {
            notify.apiError(error);
            throw error;
          }
        }}
      />
    </Box>
  );
}
