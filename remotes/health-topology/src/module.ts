import type { ComponentType } from 'react';
import { defineRemoteRoute, FEATURES, type RemoteModule } from '@opsdeck/contracts';

const route = (path: string, load: () => Promise<{ default: ComponentType }>) => defineRemoteRoute('health-topology', path, load);
const page = () => import('./features/health/components/HealthPage').then((m) => ({ default: m.HealthPage }));

/** What the shell reads from this remote: routes (pages load lazily) and navigation entries. */
export const remoteModule: RemoteModule<ComponentType> = {
  name: 'health-topology',
  version: process.env.APP_VERSION ?? '0.0.0',
  routes: [
    route('/health', page),
    route('/view/health', page),
  ],
  nav: [
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
