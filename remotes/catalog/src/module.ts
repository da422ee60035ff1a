import type { ComponentType } from 'react';
import { defineRemoteModule, FEATURES } from '@opsdeck/contracts';
import { isDocumentTabPath } from './features/config-detail/lib/document-tab';

// Pages and tabs load lazily: the module itself stays a few hundred bytes.
const catalogPage = () => import('./features/catalog-list/components/CatalogPage').then((m) => ({ default: m.CatalogPage }));
const configDetailPage = () => {
  // The document tab shows the viewer once the item has arrived: its code (about 1 MB compressed)
  // starts loading with the page's own chunks, before the page renders and asks for the item.
  if (isDocumentTabPath(window.location.pathname))
    void import('@opsdeck/shared/editor').then(
      (editor) => editor.preloadCodeEditor(),
      () => undefined,
    );
  return import('./features/config-detail/components/ConfigDetailPage').then((m) => ({ default: m.ConfigDetailPage }));
};
const changesPage = () => import('./features/config-changes/components/ChangesPage').then((m) => ({ default: m.ChangesPage }));
const insightsPage = () =>
  import('./features/config-insights/components/InsightsPage').then((m) => ({ default: m.InsightsPage }));
// The item page's own tabs are contributions like those of other remotes, so every tab of an item
// comes through one slot, in one order, and loads when shown.
const changesTab = () =>
  import('./features/config-changes/components/ConfigChangesTab').then((m) => ({ default: m.ConfigChangesTab as ComponentType }));
const insightsTab = () =>
  import('./features/config-insights/components/ConfigInsightsTab').then((m) => ({
    default: m.ConfigInsightsTab as ComponentType,
  }));
const relationshipsTab = () =>
  import('./features/relationships/components/RelationshipsTab').then((m) => ({ default: m.RelationshipsTab as ComponentType }));

const readCatalog = [{ resource: 'database', action: 'read' }] as const;
const scrapersPage = () => import('./features/scrapers/components/ScrapersPage').then((m) => ({ default: m.ScrapersPage }));
const scraperPage = () => import('./features/scrapers/components/ScraperPage').then((m) => ({ default: m.ScraperPage }));

/** What the shell reads from this remote; titles, permissions, features and nav places come from the route table. */
export const remoteModule = defineRemoteModule<ComponentType>('catalog', {
  version: process.env.APP_VERSION ?? '0.0.0',
  pages: {
    '/catalog': catalogPage,
    '/catalog/changes': changesPage,
    '/catalog/insights': insightsPage,
    '/catalog/scrapers': scrapersPage,
    '/catalog/scrapers/:id': scraperPage,
    '/catalog/:id': configDetailPage,
    '/catalog/:id/changes': configDetailPage,
    '/catalog/:id/insights': configDetailPage,
    '/catalog/:id/relationships': configDetailPage,
    '/catalog/:id/playbooks': configDetailPage,
    '/catalog/:id/checks': configDetailPage,
  },
  nav: [{ path: '/catalog' }],
  contributions: [
    {
      point: 'resource.tab',
      id: 'config-changes',
      label: 'Changes',
      path: 'changes',
      order: 10,
      kinds: ['config'],
      permissions: readCatalog,
      feature: FEATURES.config,
      load: changesTab,
    },
    {
      point: 'resource.tab',
      id: 'config-insights',
      label: 'Insights',
      path: 'insights',
      order: 20,
      kinds: ['config'],
      permissions: readCatalog,
      feature: FEATURES.config,
      load: insightsTab,
    },
    {
      point: 'resource.tab',
      id: 'config-relationships',
      label: 'Relationships',
      path: 'relationships',
      order: 30,
      kinds: ['config'],
      permissions: readCatalog,
      feature: FEATURES.config,
      load: relationshipsTab,
    },
  ],
});
