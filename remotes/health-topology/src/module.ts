import type { ComponentType } from 'react';
import { defineRemoteModule } from '@opsdeck/contracts';

// Pages load lazily: the module itself stays a few hundred bytes.
const healthPage = () => import('./features/health/components/HealthPage').then((m) => ({ default: m.HealthPage }));
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
  },
  nav: [{ path: '/topology' }, { path: '/health' }],
});
