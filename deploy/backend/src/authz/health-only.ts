/**
 * Health-only mode (OPSDECK_HEALTH_ONLY=1): the console shows the health page alone, without a
 * sign-in. Requests that carry no session or token act as an anonymous principal that may read
 * exactly what that page loads, and nothing else:
 *
 *   GET|POST /canary/api/summary      the health list (POST carries options, it writes nothing)
 *   GET      /canary/api/graph        the check detail graph
 *   GET      /db/checks               check detail, without its spec (+ canaries, agents,
 *                                     components, configs embeds)
 *   GET      /db/check_statuses       check history
 *   GET      /db/canaries             canary names and labels (not the spec)
 *   GET      /db/agents               agent names
 *
 * Anything else without credentials stays 401, writes and Run Now included, so the page hides
 * them. Signed-in callers are not affected. Without the flag nothing changes.
 */
import type { Permission } from '@opsdeck/contracts';
import { REFERENCE_TABLES } from '../db/reference-schema';
import type { Principal } from './types';

export const HEALTH_ONLY_ENV = 'OPSDECK_HEALTH_ONLY';

export function isHealthOnlyMode(env: NodeJS.ProcessEnv = process.env): boolean {
  return ['1', 'true', 'yes', 'on'].includes((env[HEALTH_ONLY_ENV] ?? '').trim().toLowerCase());
}

/** Routes (method + route pattern, as registered) the anonymous principal is offered on. */
export const HEALTH_ONLY_ROUTES: readonly { method: string; path: string }[] = Object.freeze([
  { method: 'GET', path: '/canary/api/summary' },
  { method: 'POST', path: '/canary/api/summary' },
  { method: 'GET', path: '/canary/api/graph' },
  { method: 'GET', path: '/db/:table' },
  { method: 'HEAD', path: '/db/:table' },
]);

export const isHealthOnlyRoute = (method: string, path: string): boolean =>
  HEALTH_ONLY_ROUTES.some((route) => route.method === method && route.path === path);

const ALL = null;
/**
 * Every column of checks but its spec: a spec may carry endpoints, headers and credentials, which
 * only signed-in callers see. Taken from the reference schema (which the schema test holds equal to
 * the migrations), so a new column is listed without being named here; `*` narrows to these.
 */
const CHECK_COLUMNS = REFERENCE_TABLES.checks!.map(([name]) => name).filter((name) => name !== 'spec');
/** Relations the health page reads, with the columns the anonymous principal gets (null: all). */
const RELATIONS: ReadonlyMap<string, { top: boolean; columns: readonly string[] | null }> = new Map([
  ['checks', { top: true, columns: CHECK_COLUMNS }],
  ['check_statuses', { top: true, columns: ALL }],
  [
    'canaries',
    { top: true, columns: ['id', 'agent_id', 'name', 'namespace', 'labels', 'source', 'created_at', 'updated_at', 'deleted_at'] },
  ],
  ['agents', { top: true, columns: ['id', 'name', 'deleted_at'] }],
  ['check_component_relationships', { top: false, columns: ALL }],
  ['check_config_relationships', { top: false, columns: ALL }],
  ['components', { top: false, columns: ['id', 'name', 'icon', 'type', 'health'] }],
  ['configs', { top: false, columns: ['id', 'name', 'type', 'config_class', 'health'] }],
]);

const grants = new Map([...RELATIONS].map(([name, entry]) => [name, entry.columns ? new Set(entry.columns) : null]));

/** Relations the anonymous principal may request under /db. */
export const healthOnlyTables: ReadonlySet<string> = new Set([...RELATIONS].filter(([, e]) => e.top).map(([name]) => name));
/** Relations it may embed (below one of the tables above). */
export const healthOnlyEmbeds: ReadonlySet<string> = new Set(RELATIONS.keys());
/** Its columns of one of those relations (null: all). */
export const healthOnlyColumns = (relation: string): ReadonlySet<string> | null => grants.get(relation) ?? null;

// Read on canaries lets the canary routes' coarse access check pass; /db is narrowed per relation.
const PERMISSIONS: Permission[] = [{ object: 'canaries', action: 'read', deny: false }];

/** The anonymous caller of health-only mode. It has no roles and is not a person (whoami stays 401). */
export const HEALTH_ONLY_PRINCIPAL: Readonly<Principal> = Object.freeze({
  id: '00000000-0000-0000-0000-000000000000',
  name: 'anonymous',
  roles: [],
  permissions: PERMISSIONS,
  anonymous: 'health-only' as const,
});
