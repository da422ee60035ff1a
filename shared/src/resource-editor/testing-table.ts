// A table definition for the editor's tests.
import { configScraperSchema, type ConfigScraper } from '@opsdeck/contracts';
import type { ResourceTable } from './types';

export const scrapersTable: ResourceTable<ConfigScraper> = {
  table: 'config_scrapers',
  queryResource: 'config_scrapers',
  rowSchema: configScraperSchema,
  label: 'Catalog Scraper',
  pluralLabel: 'Catalog Scrapers',
  basePath: '/catalog/scrapers',
  namespaced: true,
  specSelects: [{ key: 'schedule', label: 'Schedule', options: ['@hourly', '@daily'] }],
  validateSpec: (spec) => (spec.schedule === 'never' ? ['schedule never is not allowed'] : []),
};
