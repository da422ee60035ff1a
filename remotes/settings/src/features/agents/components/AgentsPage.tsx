import { useState } from 'react';
import { type Agent } from '@opsdeck/contracts';
import { Badge, Box, Button, ErrorPanel, Toolbar, UserAvatar } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { useAuthorizer, useTopBarRefresh } from '@opsdeck/shared/services';
import { createColumnHelper, DataTable } from '@opsdeck/shared/table';
import { useSearchParams } from 'react-router-dom';
import { agentsSummaryQuery, useAgents } from '../api/agentsList';
import { agentIdOrNone } from '../lib/agent-id';
import { AgentDetailsModal } from './AgentDetailsModal';
import { RegisterAgentDialog } from './RegisterAgentDialog';

/** Export CSV: the list's own query. */
const EXPORT = { query: agentsSummaryQuery };

const column = createColumnHelper<Agent>();
const count = (value: number | null | undefined) => value ?? 0;
const columns = [
  column.accessor('name', { header: 'Name', cell: (info) => info.getValue() ?? '' }),
  column.accessor('description', { header: 'Description', cell: (info) => info.getValue() ?? '' }),
  column.accessor('version', { header: 'Version', cell: (info) => info.getValue() ?? '' }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) =>
      info.getValue() ? <Badge colorPalette={info.getValue() === 'online' ? 'green' : 'gray'}>{info.getValue()}</Badge> : null,
  }),
  column.accessor('last_seen', { header: 'Last Seen', cell: (info) => <FormattedDate value={info.getValue()} /> }),
  column.accessor('config_count', { header: 'Catalog Items', cell: (info) => count(info.getValue()) }),
  column.accessor('config_scrapper_count', { header: 'Scrapers', cell: (info) => count(info.getValue()) }),
  column.accessor('checks_count', { header: 'Checks', cell: (info) => count(info.getValue()) }),
  column.accessor('playbook_runs_count', { header: 'Playbook Runs', cell: (info) => count(info.getValue()) }),
  column.display({
    id: 'created_by',
    header: 'Created By',
    cell: (info) => {
      const person = info.row.original.created_by;
      return person && typeof person === 'object' ? <UserAvatar user={person} size="2xs" /> : null;
    },
  }),
];

/** /settings/agents: registered agents; ?id= opens one (an all-zero id opens nothing); writers register and delete. */
export function AgentsPage() {
  const query = useAgents();
  useTopBarRefresh(() => query.refetch());
  const writable = useAuthorizer().can('write', 'agents');
  const [params, setParams] = useSearchParams();
  const [registering, setRegistering] = useState(false);
  const selectedId = agentIdOrNone(params.get('id'));
  const selected = selectedId ? query.data?.find((agent) => agent.id === selectedId) : undefined;
  const select = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('id', id);
      else next.delete('id');
      return next;
    });

  return (
    <Box p="4">
      <Toolbar
        aria-label="Agents actions"
        mb="3"
        actions={
          writable ? (
            <Button size="sm" colorPalette="blue" onClick={() => setRegistering(true)}>
              Register Agent
            </Button>
          ) : null
        }
      />
      {query.isError ? <ErrorPanel error={query.error} /> : null}
      <DataTable
        aria-label="Agents"
        columns={columns}
        data={query.data ?? []}
        getRowId={(row) => row.id}
        isLoading={query.isPending}
        onRowClick={(row) => select(row.id)}
        csvExport={EXPORT}
      />
      {selected ? <AgentDetailsModal agent={selected} onClose={() => select(null)} /> : null}
      {registering ? <RegisterAgentDialog onClose={() => setRegistering(false)} /> : null}
    </Box>
  );
}
