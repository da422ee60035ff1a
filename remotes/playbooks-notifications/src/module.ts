import type { ComponentType } from 'react';
import { defineRemoteRoute, FEATURES, type RemoteModule } from '@opsdeck/contracts';

const route = (path: string, load: () => Promise<{ default: ComponentType }>) =>
  defineRemoteRoute('playbooks-notifications', path, load);
const page = () => import('./features/playbook-list/components/PlaybooksPage').then((m) => ({ default: m.PlaybooksPage }));

/** What the shell reads from this remote: routes (pages load lazily) and navigation entries. */
export const remoteModule: RemoteModule<ComponentType> = {
  name: 'playbooks-notifications',
  version: process.env.APP_VERSION ?? '0.0.0',
  routes: [route('/playbooks', page)],
  nav: [
    {
      key: 'playbooks',
      label: 'Playbooks',
      path: '/playbooks',
      group: 'main',
      order: 6,
      icon: 'playbooks',
      feature: FEATURES.playbooks,
      permission: { resource: 'playbooks', action: 'read' },
    },
  ],
};
