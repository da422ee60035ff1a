import {
  configScraperSchema,
  INTEGRATION_SCHEDULES,
  routePaths,
  scraperKindsOf,
  SCRAPER_MESSAGES,
  SCRAPER_TYPES,
  validateScraperSpec,
  type ConfigScraper,
} from '@opsdeck/contracts';
import type { ResourceTable } from '@opsdeck/shared/resource-editor';

/** Catalog scrapers for the generic resource editor and list. */
export const SCRAPERS_TABLE: ResourceTable<ConfigScraper> = {
  table: 'config_scrapers',
  queryResource: 'config_scrapers',
  rowSchema: configScraperSchema,
  label: 'Catalog Scraper',
  pluralLabel: 'Catalog Scrapers',
  basePath: routePaths.catalogScrapers(),
  breadcrumbRoot: [{ label: 'Catalog', href: routePaths.catalog() }],
  permissionResource: 'config_scrapers',
  namespaced: true,
  // The scraper schedules of the spec; any other schedule written in the spec stays a choice.
  specSelects: [{ key: 'schedule', label: SCRAPER_MESSAGES.scheduleColumn, options: INTEGRATION_SCHEDULES.scraper }],
  validateSpec: validateScraperSpec,
};

const LABELS = new Map<string, string>(SCRAPER_TYPES.map((type) => [type.key, type.label]));

/** The scraper types a spec names, as the picker labels them (e.g. "File, HTTP"). */
export function scraperTypesLabel(spec: unknown): string {
  if (!spec || typeof spec !== 'object' || Array.isArray(spec)) return '';
  return scraperKindsOf(spec as Record<string, unknown>)
    .map((kind) => LABELS.get(kind) ?? kind)
    .join(', ');
}

/** The schedule a spec names, or nothing. */
export function scraperScheduleLabel(spec: unknown): string {
  const schedule = spec && typeof spec === 'object' ? (spec as { schedule?: unknown }).schedule : undefined;
  return typeof schedule === 'string' ? schedule : '';
}

/** A picker key from the URL (`?type=`), or undefined for anything else. */
export const scraperTypeFromParam = (value: string | null) => SCRAPER_TYPES.find((type) => type.key === value)?.key;
