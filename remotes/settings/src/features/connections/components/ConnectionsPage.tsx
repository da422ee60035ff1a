import { CONNECTION_MESSAGES, connectionTypeDescription, isConnectionType, type Connection } from '@opsdeck/contracts';
import { Box, Button, ErrorPanel, HStack, notify, Span, Text, Toolbar } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { useAuthorizer } from '@opsdeck/shared/services';
import { createColumnHelper, DataTable } from '@opsdeck/shared/table';
import { useEffect, useMemo } from 'react';
import { useConnectionHealth } from '../api/connectionHealth';
import { useConnectionsList } from '../api/connectionsList';
import { useConnectionParams } from '../hooks/useConnectionParams';
import { connectionHealthColour } from '../lib/health';
import { ConnectionDialog } from './ConnectionDialog';
import { ConnectionIcon } from './ConnectionIcon';

type Row = Connection & { health?: string | undefined; healthMessage?: string | null | undefined };
const column = createColumnHelper<Row>();
const typeTitle = (type: string | null | undefined) =>
  type && isConnectionType(type) ? connectionTypeDescription(type).title : (type ?? '');

const columns = [
  column.accessor('name', {
    header: 'Name',
    cell: (info) => (
      <HStack gap="2">
        <ConnectionIcon type={info.row.original.type} />
        <Span>{info.getValue() ?? ''}</Span>
      </HStack>
    ),
  }),
  column.accessor('namespace', { header: 'Namespace', cell: (info) => info.getValue() ?? '' }),
  column.accessor('type', { header: 'Type', cell: (info) => typeTitle(info.getValue()) }),
  column.display({
    id: 'health',
    header: 'Health',
    cell: (info) => {
      const health = info.row.original.health ?? 'unknown';
      return (
        <Box
          role="img"
          aria-label={`Health: ${health}`}
          title={info.row.original.healthMessage ?? health}
          boxSize="2.5"
          rounded="full"
          bg={`${connectionHealthColour(health)}.solid`}
        />
      );
    },
  }),
  column.accessor('updated_at', { header: 'Updated', cell: (info) => <FormattedDate value={info.getValue()} /> }),
];

/** /settings/connections: the list; Add Connection and each row open the connection's dialog. */
export function ConnectionsPage() {
  const { tableProps, query } = useConnectionsList();
  // Spec 3 section 8: a list that fails to load says why in a toast.
  useEffect(() => {
    if (query.error) notify.apiError(query.error, { id: 'connections-list-error' });
  }, [query.error]);
  const health = useConnectionHealth();
  const authorizer = useAuthorizer();
  const canWrite = authorizer.can('write', 'connections');
  const params = useConnectionParams();
  const data = useMemo(
    () =>
      tableProps.data.map((row) => {
        const entry = health.data?.get(String(row.id));
        return { ...row, health: entry?.health, healthMessage: entry?.message };
      }),
    [tableProps.data, health.data],
  );
  return (
    <Box p="4">
      <Toolbar
        aria-label="Connections actions"
        mb="3"
        actions={
          canWrite ? (
            <Button colorPalette="blue" size="sm" onClick={() => params.open({ new: '1' })}>
              {CONNECTION_MESSAGES.addButton}
            </Button>
          ) : null
        }
      >
        <Text fontSize="sm" color="fg.muted">
          Connections to the systems health checks, scrapers, playbooks and notifications use.
        </Text>
      </Toolbar>
      {query.error ? <ErrorPanel error={query.error} /> : null}
      <DataTable
        aria-label="Connections"
        columns={columns}
        getRowId={(row) => String(row.id)}
        {...tableProps}
        data={data}
        onRowClick={(row) => params.open({ id: String(row.id) })}
      />
      {params.creating || params.id ? (
        <ConnectionDialog
          target={params.id ? { kind: 'edit', id: params.id } : { kind: 'new' }}
          canWrite={canWrite}
          onClose={params.close}
        />
      ) : null}
    </Box>
  );
}
