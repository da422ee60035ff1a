/**
 * Query keys: one convention for the shell and every remote. They all share the shell's one
 * QueryClient, so a write in one remote refreshes what another remote shows only when both build
 * their keys here.
 *
 * - Every read of server data is keyed under the resource whose rows it shows, whatever endpoint
 *   serves it (PostgREST under /db, or /canary/api/...): `queryKeys.<resource>.all` is
 *   `['db', '<resource>']`, the prefix that invalidating the resource matches.
 * - Lists: `list(params)` is `[...all, 'list', params]` (`lists()` matches them all); one row:
 *   `detail(id)` is `[...all, 'detail', id]`; any other read: `key(...parts)` is `[...all, ...parts]`
 *   (e.g. the health summary, `queryKeys.checks.key('summary', request)`).
 * - A write invalidates `invalidationPrefixes(<resource written>)`: the prefixes of every resource
 *   whose reads it may change (WRITE_INVALIDATES). Editing or running a canary changes its checks,
 *   their results and the health of components, so the health list (/health) and the topology
 *   refresh wherever the write happened.
 */

/** Resources with query keys: the tables (and views) their reads show. */
export const QUERY_RESOURCES = [
  'agents',
  'audit_log',
  'canaries',
  'checks',
  'check_statuses',
  'components',
  'configs',
  'config_scrapers',
  'connections',
  'event_queue',
  'incident_rules',
  'incidents',
  'integrations',
  'job_history',
  'logging_backends',
  'notifications',
  'people',
  'permissions',
  'playbooks',
  'playbook_runs',
  'properties',
  'teams',
  'topologies',
] as const;

export type QueryResource = (typeof QUERY_RESOURCES)[number];

/** The first element of every key of server data. */
export const SERVER_DATA_KEY = 'db';

export interface ResourceKeys<R extends QueryResource> {
  /** Every key of the resource starts with this: invalidate it after a write. */
  readonly all: readonly [typeof SERVER_DATA_KEY, R];
  /** Prefix of every list of the resource. */
  lists(): readonly [typeof SERVER_DATA_KEY, R, 'list'];
  /** One list: its filters, sort and page go in `params`. */
  list(params?: unknown): readonly unknown[];
  /** Prefix of every single row of the resource. */
  details(): readonly [typeof SERVER_DATA_KEY, R, 'detail'];
  detail(id: string): readonly [typeof SERVER_DATA_KEY, R, 'detail', string];
  /** Any other read of the resource (a summary, names, a graph), under its prefix. */
  key(...parts: readonly unknown[]): readonly unknown[];
}

function resourceKeys<R extends QueryResource>(resource: R): ResourceKeys<R> {
  const all = [SERVER_DATA_KEY, resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params?: unknown) => (params === undefined ? [...all, 'list'] : [...all, 'list', params]),
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
    key: (...parts: readonly unknown[]) => [...all, ...parts],
  };
}

export const queryKeys = Object.fromEntries(QUERY_RESOURCES.map((resource) => [resource, resourceKeys(resource)])) as {
  readonly [R in QueryResource]: ResourceKeys<R>;
};

/**
 * What a write to a resource may change besides itself. Checks belong to canaries; a run adds a
 * check result (check_statuses) and changes the check's status, which the health summary and the
 * components' health (topology) show.
 */
export const WRITE_INVALIDATES: { readonly [R in QueryResource]: readonly QueryResource[] } = {
  agents: ['agents'],
  audit_log: ['audit_log'],
  canaries: ['canaries', 'checks', 'check_statuses', 'components'],
  checks: ['checks', 'check_statuses', 'components'],
  check_statuses: ['check_statuses', 'checks', 'components'],
  components: ['components'],
  configs: ['configs'],
  // A scraper's runs show in its job history; the items it scrapes refresh when it runs.
  config_scrapers: ['config_scrapers', 'job_history', 'configs', 'integrations'],
  connections: ['connections'],
  event_queue: ['event_queue'],
  incident_rules: ['incident_rules'],
  incidents: ['incidents'],
  // The integrations list (integrations_with_status) unites scrapers, topologies and log backends.
  integrations: ['integrations'],
  job_history: ['job_history'],
  logging_backends: ['logging_backends', 'integrations'],
  notifications: ['notifications'],
  // Roles and permission rows change what the signed-in person may see, and who rows name.
  people: ['people', 'permissions'],
  permissions: ['permissions'],
  playbooks: ['playbooks'],
  // A run changes what the playbook list shows as its last run.
  playbook_runs: ['playbook_runs', 'playbooks'],
  // Feature flags are properties: the shell's flags query sits under this prefix too.
  properties: ['properties'],
  teams: ['teams'],
  // A topology's spec builds its components.
  topologies: ['topologies', 'components', 'job_history', 'integrations'],
};

/** The key prefixes to invalidate after writing to `resource`. */
export function invalidationPrefixes(resource: QueryResource): readonly (readonly unknown[])[] {
  return WRITE_INVALIDATES[resource].map((touched) => queryKeys[touched].all);
}

/** What invalidateResource needs of TanStack Query's QueryClient (contracts do not depend on it). */
export interface InvalidatingClient {
  invalidateQueries(filters: { queryKey: readonly unknown[] }): Promise<unknown>;
}

/**
 * After a write: marks stale every query the write may change, wherever it is shown, and refetches
 * those on screen. `onSuccess: () => invalidateResource(useQueryClient(), 'canaries')`.
 */
export async function invalidateResource(client: InvalidatingClient, resource: QueryResource): Promise<void> {
  await Promise.all(invalidationPrefixes(resource).map((queryKey) => client.invalidateQueries({ queryKey })));
}
