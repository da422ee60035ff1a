import { INCIDENT_TEXT } from '@opsdeck/contracts';
import { Box, Button, ErrorPanel, Flex, lazyComponent, Stack } from '@opsdeck/shared';
import { useAuthorizer, useTopBarRefresh } from '@opsdeck/shared/services';
import { DataTable, rowsOnScreen } from '@opsdeck/shared/table';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIncidentsList } from '../api/incidentsList';
import { useIncidentFilters } from '../hooks/useIncidentFilters';
import { INCIDENT_CELLS_CSS, incidentColumns } from './incidentColumns';
import { IncidentFilters } from './IncidentFilters';

// The dialog (and the kit's dialog entry) downloads when it is first opened, not with the list.
const NewIncidentDialog = lazyComponent(() => import('./NewIncidentDialog').then((m) => m.NewIncidentDialog));

/** /incidents: incident_summary, filtered, searched, server-paged and sorted, all in the URL. */
export function IncidentsPage() {
  const { filters, setFilter } = useIncidentFilters();
  const { tableProps, query } = useIncidentsList(filters);
  const columns = useMemo(() => incidentColumns(), []);
  const canCreate = useAuthorizer().can('write', 'incident');
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const { refetch } = query;
  useTopBarRefresh(useCallback(() => refetch(), [refetch]));
  return (
    <Stack gap="3" p="4" minW="0">
      <Flex gap="3" justify="space-between" align="start" wrap="wrap">
        <IncidentFilters filters={filters} setFilter={setFilter} />
        {canCreate ? (
          <Button size="sm" colorPalette="blue" onClick={() => setCreating(true)}>
            {INCIDENT_TEXT.newIncident}
          </Button>
        ) : null}
      </Flex>
      {query.isError && !query.data ? (
        <ErrorPanel error={query.error}>
          <Button size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </ErrorPanel>
      ) : (
        <Box minW="0" css={INCIDENT_CELLS_CSS}>
          {/* The rows a window shows render first, the rest right after. */}
          <DataTable
            aria-label="Incidents"
            columns={columns}
            getRowId={(row) => row.id}
            {...tableProps}
            firstRows={rowsOnScreen(window.innerHeight)}
          />
        </Box>
      )}
      {creating ? (
        <NewIncidentDialog
          open
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            navigate(`/incidents/${id}`);
          }}
        />
      ) : null}
    </Stack>
  );
}
