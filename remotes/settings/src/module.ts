import type { ComponentType } from 'react';
import { defineRemoteRoute, FEATURES, type RemoteModule } from '@opsdeck/contracts';

const route = (path: string, load: () => Promise<{ default: ComponentType }>) => defineRemoteRoute('settings', path, load);
const page = () => import('./features/connections/components/ConnectionsPage').then((m) => ({ default: m.ConnectionsPage }));

/** What the shell reads from this remote: routes (pages load lazily) and navigation entries. */
export const remoteModule: RemoteModule<ComponentType> = {
  name: 'settings',
  version: process.env.APP_VERSION ?? '0.0.0',
  routes: [route('/settings/connections', page)],
  nav: [
    {
      key: 'settings.connections',
      label: 'Connections',
      path: '/settings/connections',
      group: 'settings',
      order: 0,
      icon: 'connections',
      feature: FEATURES.settingsConnections,
      permission: { resource: 'connections', action: 'read' },
    },
  ],
};
