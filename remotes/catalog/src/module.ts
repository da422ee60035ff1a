import type { ComponentType } from 'react';
import { defineRemoteRoute, FEATURES, type RemoteModule } from '@opsdeck/contracts';

const route = (path: string, load: () => Promise<{ default: ComponentType }>) => defineRemoteRoute('catalog', path, load);
const page = () => import('./features/catalog-list/components/CatalogPage').then((m) => ({ default: m.CatalogPage }));

/** What the shell reads from this remote: routes (pages load lazily) and navigation entries. */
export const remoteModule: RemoteModule<ComponentType> = {
  name: 'catalog',
  version: process.env.APP_VERSION ?? '0.0.0',
  routes: [route('/catalog', page)],
  nav: [
    {
      key: 'config',
      label: 'Catalog',
      path: '/catalog',
      group: 'main',
      order: 4,
      icon: 'config',
      feature: FEATURES.config,
      permission: { resource: 'database', action: 'read' },
    },
  ],
};
