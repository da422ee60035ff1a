import type { ComponentType } from 'react';
import { defineRemoteRoute, FEATURES, type RemoteModule } from '@opsdeck/contracts';

const route = (path: string, load: () => Promise<{ default: ComponentType }>) => defineRemoteRoute('incidents', path, load);
const page = () => import('./features/incident-list/components/IncidentsPage').then((m) => ({ default: m.IncidentsPage }));

/** What the shell reads from this remote: routes (pages load lazily) and navigation entries. */
export const remoteModule: RemoteModule<ComponentType> = {
  name: 'incidents',
  version: process.env.APP_VERSION ?? '0.0.0',
  routes: [route('/incidents', page)],
  nav: [
    {
      key: 'incidents',
      label: 'Incidents',
      path: '/incidents',
      group: 'main',
      order: 3,
      icon: 'incidents',
      feature: FEATURES.incidents,
      permission: { resource: 'incident', action: 'read' },
    },
  ],
};
