import { INTEGRATIONS_TEXTS, invalidateResource, routePaths, type Integration } from '@opsdeck/contracts';
import { Box, Button, ErrorPanel, HStack, Text, Toolbar } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { HealthDot, healthOfJob } from '@opsdeck/shared/resource-editor';
import { useAuthorizer } from '@opsdeck/shared/services';
import { createColumnHelper, DataTable } from '@opsdeck/shared/table';
import { withParams } from '@opsdeck/shared/url-state';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useIntegrationsList } from '../api/integrationsList';
import { AddIntegrationDialog } from './AddIntegrationDialog';

const TYPE_LABELS: Record<string, string> = {
  scrapers: 'Catalog Scraper',
  topologies: 'Topology',
  logging_backends: 'Log Backend',
};
const column = createColumnHelper<Integration>();
const columns = [
  column.accessor('name', { header: 'Name', cell: (info) => info.getValue() ?? '' }),
  column.accessor('integration_type', {
    header: 'Type',
    cell: (info) => TYPE_LABELS[info.getValue() ?? ''] ?? info.getValue() ?? '',
  }),
  column.accessor('source', { header: 'Source', cell: (info) => info.getValue() ?? '' }),
  column.accessor('job_status', {
    header: 'Job Status',
    cell: (info) =>
      info.getValue() ? (
        <HStack gap="2">
          <HealthDot health={healthOfJob(info.getValue())} label={`Job status: ${info.getValue()}`} />
          <Text as="span">{info.getValue()}</Text>
        </HStack>
      ) : null,
  }),
  column.accessor('job_time_start', { header: 'Last Run', cell: (info) => <FormattedDate value={info.getValue()} /> }),
  column.accessor('creator_name', { header: 'Created By', cell: (info) => info.getValue() ?? '' }),
  column.accessor('created_at', { header: 'Created At', cell: (info) => <FormattedDate value={info.getValue()} /> }),
  column.accessor('updated_at', { header: 'Updated At', cell: (info) => <FormattedDate value={info.getValue()} /> }),
];

/** /settings/integrations: scrapers, topologies and log backends with their last job, and Add Integration. */
export function IntegrationsPage() {
  const { tableProps, query } = useIntegrationsList();
  const canWrite = useAuthorizer().can('write', 'integrations');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const adding = params.get('add') === '1';
  const setAdding = (open: boolean) => setParams((prev) => withParams(prev, { add: open ? '1' : null }));
  return (
    <Box p="4">
      <Toolbar
        aria-label="Integrations actions"
        mb="3"
        actions={
          canWrite ? (
            <Button colorPalette="blue" size="sm" onClick={() => setAdding(true)}>
              {INTEGRATIONS_TEXTS.addButton}
            </Button>
          ) : null
        }
      >
        <Text fontSize="sm" color="fg.muted">
          Catalog scrapers, topologies and log backends, with their last run.
        </Text>
      </Toolbar>
      {query.error ? <ErrorPanel error={query.error} /> : null}
      <DataTable
        aria-label="Integrations"
        columns={columns}
        getRowId={(row) => String(row.id)}
        emptyText={INTEGRATIONS_TEXTS.empty}
        {...tableProps}
        {...(canWrite
          ? { onRowClick: (row: Integration) => navigate(routePaths.integration(row.integration_type ?? '', String(row.id))) }
          : {})}
      />
      {adding ? (
        <AddIntegrationDialog
          onClose={(done) => {
            setAdding(false);
            if (done) void invalidateResource(queryClient, 'integrations');
          }}
        />
      ) : null}
    </Box>
  );
}
