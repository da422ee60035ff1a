import { useMemo, useState, type ReactNode } from 'react';
import { deletedSuccessfully, routePaths, type Silence } from '@opsdeck/contracts';
import { Box, Button, Flex, Input, LabeledSelect, notify, Spacer } from '@opsdeck/shared';
import { ConfirmDialog } from '@opsdeck/shared/dialog';
import { useAuthorizer } from '@opsdeck/shared/services';
import { DataTable, rowsOnScreen } from '@opsdeck/shared/table';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useDeleteSilence } from '../api/deleteSilence';
import { parseStateFilter, SEARCH_PARAM, STATE_PARAM, useSilencesList, type SilenceStateFilter } from '../api/silencesList';
import { EditSilenceDialog } from './EditSilenceDialog';
import { SILENCE_TABLE_CSS, silenceActionsColumn, silenceColumns } from './SilenceColumns';

const STATE_OPTIONS: readonly { value: SilenceStateFilter; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'expired', label: 'Expired' },
  { value: 'all', label: 'All' },
];

/**
 * /notifications/silences: silences not deleted, server-paged, active ones by default (`state`
 * in the URL: active, expired or all). With write on notifications: add, edit (until and
 * description) and delete (soft, after confirmation).
 */
export function SilencesPage() {
  const [params, setParams] = useSearchParams();
  const state = parseStateFilter(params.get(STATE_PARAM));
  const search = params.get(SEARCH_PARAM) ?? '';
  const { tableProps } = useSilencesList(state, search);
  const { can } = useAuthorizer();
  const writable = can('write', 'notifications');
  const [editing, setEditing] = useState<Silence | null>(null);
  const [deleting, setDeleting] = useState<Silence | null>(null);
  const remove = useDeleteSilence();

  const setState = (next: SilenceStateFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'active') updated.delete(STATE_PARAM);
        else updated.set(STATE_PARAM, next);
        updated.delete('pageIndex');
        return updated;
      },
      { replace: true },
    );

  // Each keystroke asks for the list at once (the request in flight is cancelled), so the list
  // follows the text without a debounce delay.
  const setSearch = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(SEARCH_PARAM, next);
        else updated.delete(SEARCH_PARAM);
        updated.delete('pageIndex');
        return updated;
      },
      { replace: true },
    );

  // Built once per permission: the same columns keep every row's cells, so a keystroke re-renders
  // the search box and the table frame, not each of the rows on screen.
  const columns = useMemo(
    () => (writable ? [...silenceColumns(), silenceActionsColumn(setEditing, setDeleting)] : silenceColumns()),
    [writable],
  );

  let confirmText: ReactNode = null;
  if (deleting) confirmText = `Delete the silence "${deleting.name ?? deleting.id}"? Its notifications will be sent again.`;

  return (
    <Box p="4">
      <Flex gap="3" align="center" mb="3">
        <LabeledSelect label="Show" value={state} options={STATE_OPTIONS} onChange={(next) => setState(parseStateFilter(next))} />
        <Input
          aria-label="Search silences"
          placeholder="Name, reason or filter expression"
          size="sm"
          maxW="sm"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Spacer />
        {writable ? (
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to={routePaths.addSilence()}>Add Silence</RouterLink>
          </Button>
        ) : null}
      </Flex>
      <Box css={SILENCE_TABLE_CSS}>
        <DataTable
          aria-label="Silences"
          columns={columns}
          getRowId={(row) => String(row.id)}
          {...tableProps}
          firstRows={rowsOnScreen(window.innerHeight)}
        />
      </Box>
      {editing ? <EditSilenceDialog silence={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete Silence"
        description={confirmText}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
          } catch (err) {
            notify.apiError(err);
            throw err;
          }
          notify.success(deletedSuccessfully('Silence'));
        }}
      />
    </Box>
  );
}
