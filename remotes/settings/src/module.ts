import type { ComponentType } from 'react';
import { defineRemoteModule } from '@opsdeck/contracts';

// Pages load lazily: the module itself stays a few hundred bytes.
const connectionsPage = () =>
  import('./features/connections/components/ConnectionsPage').then((m) => ({ default: m.ConnectionsPage }));
const integrationsPage = () =>
  import('./features/integrations/components/IntegrationsPage').then((m) => ({ default: m.IntegrationsPage }));

/** What the shell reads from this remote; titles, permissions, features and nav places come from the route table. */
export const remoteModule = defineRemoteModule<ComponentType>('settings', {
  version: process.env.APP_VERSION ?? '0.0.0',
  pages: {
    '/settings/connections': connectionsPage,
    '/settings/integrations': integrationsPage,
  },
  nav: [
    { path: '/settings/connections', icon: 'connections' },
    { path: '/settings/integrations', icon: 'integrations' },
  ],
});
