import type { ComponentType } from 'react';
import { defineRemoteModule, SETTINGS_TABLE_ROUTES } from '@opsdeck/contracts';

// Pages load lazily: the module itself stays a few hundred bytes.
const connectionsPage = () =>
  import('./features/connections/components/ConnectionsPage').then((m) => ({ default: m.ConnectionsPage }));
const integrationsPage = () =>
  import('./features/integrations/components/IntegrationsPage').then((m) => ({ default: m.IntegrationsPage }));
const integrationDetailPage = () =>
  import('./features/resources/components/IntegrationDetailPage').then((m) => ({ default: m.IntegrationDetailPage }));
const tablePage = () =>
  import('./features/resources/components/SettingsTablePage').then((m) => ({ default: m.SettingsTablePage }));
const resourcePage = () =>
  import('./features/resources/components/SettingsResourcePage').then((m) => ({ default: m.SettingsResourcePage }));

/** /settings/{table} and /settings/{table}/{id} of the generic resource tables. */
const tablePages = Object.fromEntries(
  SETTINGS_TABLE_ROUTES.flatMap(({ table }) => [
    [`/settings/${table}`, tablePage],
    [`/settings/${table}/:id`, resourcePage],
  ]),
);

const jobHistoryPage = () =>
  import('./features/job-history/components/JobHistoryPage').then((m) => ({ default: m.JobHistoryPage }));

const featureFlagsPage = () =>
  import('./features/feature-flags/components/FeatureFlagsPage').then((m) => ({ default: m.FeatureFlagsPage }));

const eventQueuePage = () =>
  import('./features/event-queue/components/EventQueuePage').then((m) => ({ default: m.EventQueuePage }));

const agentsPage = () => import('./features/agents/components/AgentsPage').then((m) => ({ default: m.AgentsPage }));

const permissionsPage = () =>
  import('./features/permissions/components/PermissionsPage').then((m) => ({ default: m.PermissionsPage }));

const auditLogPage = () => import('./features/audit-log/components/AuditLogPage').then((m) => ({ default: m.AuditLogPage }));

const usersPage = () => import('./features/users/components/UsersPage').then((m) => ({ default: m.UsersPage }));

/** What the shell reads from this remote; titles, permissions, features and nav places come from the route table. */
export const remoteModule = defineRemoteModule<ComponentType>('settings', {
  version: process.env.APP_VERSION ?? '0.0.0',
  pages: {
    '/settings/connections': connectionsPage,
    '/settings/integrations': integrationsPage,
    '/settings/integrations/:type/:id': integrationDetailPage,
    ...tablePages,
    '/settings/jobs': jobHistoryPage,
    '/settings/feature-flags': featureFlagsPage,
    '/settings/event-queue-status': eventQueuePage,
    '/settings/agents': agentsPage,
    '/settings/permissions': permissionsPage,
    '/settings/users': usersPage,
    '/settings/audit-log': auditLogPage,
  },
  nav: [
    { path: '/settings/connections', icon: 'connections' },
    { path: '/settings/integrations', icon: 'integrations' },
    ...SETTINGS_TABLE_ROUTES.map(({ table }) => ({ path: `/settings/${table}` })),
    { path: '/settings/jobs', icon: 'jobs' },
    { path: '/settings/feature-flags', icon: 'feature_flags' },
    { path: '/settings/event-queue-status', icon: 'jobs' },
    { path: '/settings/agents', icon: 'agents' },
    { path: '/settings/permissions', icon: 'permissions' },
    { path: '/settings/users', icon: 'users' },
    { path: '/settings/audit-log', icon: 'permissions' },
  ],
});
