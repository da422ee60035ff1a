import type { ComponentType } from 'react';
import { defineRemoteRoute, FEATURES, type RemoteModule } from '@opsdeck/contracts';

const route = (path: string, load: () => Promise<{ default: ComponentType }>) => defineRemoteRoute('health-topology', path, load);
// Pages load lazily: the module itself stays a few hundred bytes.
const healthPage = () => import('./features/health/components/HealthPage').then((m) => ({ default: m.HealthPage }));
const topologyPage = () => import('./features/topology/components/TopologyPage').then((m) => ({ default: m.TopologyPage }));

/** What the shell reads from this remote: routes and navigation entries (permissions and features come from the route table). */
export const remoteModule: RemoteModule<ComponentType> = {
  name: 'health-topology',
  version: process.env.APP_VERSION ?? '0.0.0',
  routes: [
    route('/topology', topologyPage),
    route('/topology/:id', topologyPage),
    route('/view/topology/:id', topologyPage),
    route('/health', healthPage),
    route('/view/health', healthPage),
  ],
  nav: [
    {
      key: 'topology',
      label: 'Dashboard',
      path: '/topology',
      group: 'main',
      order: 1,
      icon: 'topology',
      feature: FEATURES.topology,
      permission: { resource: 'topologies', action: 'read' },
    },
    {
      key: 'health',
      label: 'Health',
      path: '/health',
      group: 'main',
      order: 2,
      icon: 'health',
      feature: FEATURES.health,
      permission: { resource: 'canaries', action: 'read' },
    },
  ],
};
