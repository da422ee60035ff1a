// Catalog scrapers: the scraper-type picker, Mission Control's ScrapeConfig spec keys, the types
// this backend executes, and the spec's validation messages (spec 3 sections 2, 5 and 9).

/** Tiles of the scraper-type picker grid, by label; `key` is the spec's list key (e.g. `file:`). */
export const SCRAPER_TYPES = [
  { key: 'aws', label: 'AWS', icon: 'aws' },
  { key: 'azure', label: 'Azure', icon: 'azure' },
  { key: 'azureDevops', label: 'Azure DevOps', icon: 'azure-devops' },
  { key: 'custom', label: 'Custom', icon: 'cog' },
  { key: 'file', label: 'File', icon: 'folder' },
  { key: 'githubActions', label: 'Github Actions', icon: 'git' },
  { key: 'http', label: 'HTTP', icon: 'http' },
  { key: 'kubernetes', label: 'Kubernetes', icon: 'kubernetes' },
  { key: 'kubernetesFile', label: 'Kubernetes File', icon: 'kubernetes' },
  { key: 'sql', label: 'SQL', icon: 'sql' },
  { key: 'trivy', label: 'Trivy', icon: 'trivy' },
] as const;
export type ScraperTypeKey = (typeof SCRAPER_TYPES)[number]['key'];

/** Every list key of Mission Control's ScrapeConfig spec. */
export const SCRAPE_CONFIG_KINDS = [
  'gcp',
  'aws',
  'file',
  'kubernetes',
  'kubernetesFile',
  'azureDevops',
  'github',
  'githubActions',
  'azure',
  'postgres',
  'sql',
  'slack',
  'trivy',
  'terraform',
  'http',
  'clickhouse',
  'logs',
  'pubsub',
  'exec',
  'playwright',
] as const;
export type ScrapeConfigKind = (typeof SCRAPE_CONFIG_KINDS)[number];

/** Kinds the reference backend runs; the others are stored and reported as not executed. */
export const EXECUTED_SCRAPER_KINDS = ['file', 'http', 'sql'] as const satisfies readonly ScrapeConfigKind[];

export const SCRAPER_DEFAULTS = {
  /** Schedule of a scraper whose spec names none (Mission Control's default). */
  schedule: '@every 60m',
  /** Job history name of a scraper run. */
  jobName: 'Scraper',
  jobResourceType: 'config_scraper',
  /** config_items.source of scraped items and config_changes.source of their changes. */
  changeSource: 'config-db',
  deleteReason: 'STALE',
} as const;

export const SCRAPER_MESSAGES = {
  kubernetesRequiresCluster: 'Kubernetes scraper requires a cluster name',
  sqlRequires: 'SQL scraper requires type, id, connection and query',
  noScraperType: 'The spec names no scraper type (for example file, http or sql)',
  notExecuted: (kinds: readonly string[]) =>
    `This backend stores ${kinds.join(', ')} scrapers but does not execute them; only file, http and sql scrapers run here`,
  alreadyRunning: 'The scraper is already running',
  runNow: 'Run now',
  runFailed: 'Scraper run failed',
  runFinished: (items: number, errors: number) =>
    errors ? `Scraper run finished: ${items} items, ${errors} errors` : `Scraper run finished: ${items} items`,
  pickType: 'Choose a scraper type',
  addScraper: 'Add Catalog Scraper',
  typesColumn: 'Types',
  scheduleColumn: 'Schedule',
} as const;

/** Starting spec of a new scraper of a type from the picker. */
export function scraperSpecTemplate(key: ScraperTypeKey): Record<string, unknown> {
  const schedule = '@every 15m';
  switch (key) {
    case 'file':
      return { schedule, file: [{ type: '$.kind', id: '$.id', name: '$.name', paths: ['*.json', '*.yaml'] }] };
    case 'http':
      return { schedule, http: [{ type: 'HTTP::Resource', id: '$.id', name: '$.name', url: 'https://', connection: '' }] };
    case 'sql':
      return {
        schedule,
        sql: [{ type: 'SQL::Row', id: '$.id', name: '$.name', connection: '', query: 'SELECT 1 AS id, 1 AS name' }],
      };
    case 'kubernetes':
      return { schedule, kubernetes: [{ clusterName: '' }] };
    case 'custom':
      return { schedule };
    default:
      return { schedule, [key]: [{}] };
  }
}

const entriesOf = (spec: Record<string, unknown>, kind: string): Record<string, unknown>[] => {
  const value = spec[kind];
  return Array.isArray(value)
    ? value.filter((entry): entry is Record<string, unknown> => !!entry && typeof entry === 'object')
    : [];
};
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The spec's list kinds present in a ScrapeConfig spec, in spec order. */
export const scraperKindsOf = (spec: Record<string, unknown>): ScrapeConfigKind[] =>
  SCRAPE_CONFIG_KINDS.filter((kind) => Array.isArray(spec[kind]) && (spec[kind] as unknown[]).length > 0);

/** The spec's validation rules (spec 3 section 5); an empty list when the spec is valid. */
export function validateScraperSpec(spec: Record<string, unknown>): string[] {
  const errors: string[] = [];
  if (entriesOf(spec, 'kubernetes').some((entry) => !filled(entry.clusterName)))
    errors.push(SCRAPER_MESSAGES.kubernetesRequiresCluster);
  const sqlIncomplete = entriesOf(spec, 'sql').some(
    (entry) => !filled(entry.type) || !filled(entry.id) || !filled(entry.connection) || !filled(entry.query),
  );
  if (sqlIncomplete) errors.push(SCRAPER_MESSAGES.sqlRequires);
  return errors;
}
