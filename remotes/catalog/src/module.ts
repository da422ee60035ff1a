import type { ComponentType } from 'react';
import { defineRemoteModule } from '@opsdeck/contracts';

// Pages load lazily: the module itself stays a few hundred bytes.
const catalogPage = () => import('./features/catalog-list/components/CatalogPage').then((m) => ({ default: m.CatalogPage }));
const scrapersPage = () => import('./features/scrapers/components/ScrapersPage').then((m) => ({ default: m.ScrapersPage }));
const scraperPage = () => import('./features/scrapers/components/ScraperPage').then((m) => ({ default: m.ScraperPage }));

/** What the shell reads from this remote; titles, permissions, features and nav places come from the route table. */
export const remoteModule = defineRemoteModule<ComponentType>('catalog', {
  version: process.env.APP_VERSION ?? '0.0.0',
  pages: { '/catalog': catalogPage, '/catalog/scrapers': scrapersPage, '/catalog/scrapers/:id': scraperPage },
  nav: [{ path: '/catalog' }],
});
