import type { ComponentType } from 'react';
import { defineRemoteModule, FEATURES } from '@opsdeck/contracts';

// Pages load lazily: the module itself stays a few hundred bytes.
const healthPage = () => import('./features/health/components/HealthPage').then((m) => ({ default: m.HealthPage }));
// The Checks tab this remote adds to a config item's page; its code loads when the tab is shown.
const configChecksTab = () =>
  import('./features/config-checks/components/ConfigChecksTab').then((m) => ({ default: m.ConfigChecksTab as ComponentType }));
const logsPage = () => import('./features/logs/components/LogsPage').then((m) => ({ default: m.LogsPage }));
const topologyPage = () => import('./features/topology/components/TopologyPage').then((m) => ({ default: m.TopologyPage }));

/** What the shell reads from this remote; titles, permissions, features and nav places come from the route table. */
export const remoteModule = defineRemoteModule<ComponentType>('health-topology', {
  version: process.env.APP_VERSION ?? '0.0.0',
  pages: {
    '/topology': topologyPage,
    '/topology/:id': topologyPage,
    '/view/topology/:id': topologyPage,
    '/health': healthPage,
    '/view/health': healthPage,
    '/logs': logsPage,
  },
  nav: [{ path: '/topology' }, { path: '/health' }, { path: '/logs' }],
  contributions: [
    {
      point: 'resource.tab',
      id: 'config-checks',
      label: 'Checks',
      path: 'checks',
      order: 50,
      kinds: ['config'],
      permissions: [{ resource: 'canaries', action: 'read' }],
      feature: FEATURES.health,
      load: configChecksTab,
    },
  ],
});
