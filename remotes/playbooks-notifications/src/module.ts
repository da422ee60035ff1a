import type { ComponentType } from 'react';
import { defineRemoteModule } from '@opsdeck/contracts';

// Pages load lazily: the module itself stays a few hundred bytes.
const playbooksPage = () =>
  import('./features/playbook-list/components/PlaybooksPage').then((m) => ({ default: m.PlaybooksPage }));

/** What the shell reads from this remote; titles, permissions, features and nav places come from the route table. */
export const remoteModule = defineRemoteModule<ComponentType>('playbooks-notifications', {
  version: process.env.APP_VERSION ?? '0.0.0',
  pages: { '/playbooks': playbooksPage },
  nav: [{ path: '/playbooks' }],
});
