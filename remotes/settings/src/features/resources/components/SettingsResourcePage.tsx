import { RESOURCE_EDITOR, type Team, type Topology } from '@opsdeck/contracts';
import { Box, ErrorPanel, Skeleton, Stack } from '@opsdeck/shared';
import { isNewResourceId, JobHistoryTab, ResourceBreadcrumb, ResourceEditor, SourceLink } from '@opsdeck/shared/resource-editor';
import { Tabs } from '@opsdeck/shared/tabs';
import { useManagedResource } from '../api/managedResource';
import { useAuthorizer } from '@opsdeck/shared/services';
import { useLocation, useParams } from 'react-router-dom';
import { isSettingsTable, SETTINGS_TABLES } from '../lib/tables';
import { HealthCheckCreate } from './HealthCheckCreate';
import { TeamMembers } from './TeamMembers';
import { TopologyForm } from './TopologyForm';

const membersTab = [{ label: RESOURCE_EDITOR.tabs.members, render: (team: Team) => <TeamMembers teamId={team.id} /> }];

/** The topology form for a saved or new topology. */
export function TopologyEditor({ id }: { id: string | undefined }) {
  const table = SETTINGS_TABLES.topologies;
  const isNew = isNewResourceId(id);
  const topology = useManagedResource(table, id ?? '', !isNew);
  const canWrite = useAuthorizer().can('write', table.permissionResource ?? table.table);
  if (!isNew && topology.isPending) return <Skeleton height="20rem" aria-label="Loading" />;
  if (!isNew && topology.isError) return <ErrorPanel error={topology.error} />;
  if (!isNew && !topology.data) return <ResourceEditor table={table} id={id} />;
  const saved = (topology.data as Topology | null) ?? undefined;
  const form = <TopologyForm key={saved?.id ?? 'new'} topology={saved} canWrite={canWrite} />;
  return (
    <Stack gap="4">
      <Stack direction="row" justify="space-between" wrap="wrap" gap="2">
        <ResourceBreadcrumb table={table} current={isNew ? `${RESOURCE_EDITOR.newCrumb} ${table.label}` : (saved?.name ?? id)} />
        {saved ? <SourceLink resource={saved} /> : null}
      </Stack>
      {saved ? (
        // A saved topology has the resource editor's tabs: its spec, and the runs of its job.
        <Tabs.Root defaultValue={RESOURCE_EDITOR.tabs.spec} lazyMount>
          <Tabs.List>
            <Tabs.Trigger value={RESOURCE_EDITOR.tabs.spec}>{RESOURCE_EDITOR.tabs.spec}</Tabs.Trigger>
            <Tabs.Trigger value={RESOURCE_EDITOR.tabs.jobHistory}>{RESOURCE_EDITOR.tabs.jobHistory}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value={RESOURCE_EDITOR.tabs.spec}>{form}</Tabs.Content>
          <Tabs.Content value={RESOURCE_EDITOR.tabs.jobHistory}>
            <JobHistoryTab resourceId={saved.id} />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        form
      )}
    </Stack>
  );
}

/** /settings/{table}/{id}: the editor of one resource (`new` creates one). */
export function SettingsResourcePage() {
  const name = useLocation().pathname.split('/')[2];
  const { id } = useParams<{ id: string }>();
  if (!isSettingsTable(name)) return <ErrorPanel message={`${name ?? ''} is not a settings table`} />;
  return <Box p="4">{editorFor(name, id)}</Box>;
}

function editorFor(name: keyof typeof SETTINGS_TABLES, id: string | undefined) {
  switch (name) {
    case 'teams':
      return <ResourceEditor table={SETTINGS_TABLES.teams} id={id} extraTabs={membersTab} />;
    case 'topologies':
      return <TopologyEditor id={id} />;
    case 'canaries':
      return isNewResourceId(id) ? (
        <Stack gap="4">
          <ResourceBreadcrumb
            table={SETTINGS_TABLES.canaries}
            current={`${RESOURCE_EDITOR.newCrumb} ${SETTINGS_TABLES.canaries.label}`}
          />
          <HealthCheckCreate />
        </Stack>
      ) : (
        <ResourceEditor table={SETTINGS_TABLES.canaries} id={id} />
      );
    default:
      return <ResourceEditor table={SETTINGS_TABLES[name] as never} id={id} />;
  }
}
