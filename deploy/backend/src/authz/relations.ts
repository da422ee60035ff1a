import { can, resourceForTable, restrictedTable, type Resource } from '@opsdeck/contracts';
import type { ColumnGrant } from '../postgrest/guard';
import type { Exposure } from '../postgrest/schema/types';
import { describedColumnGrant } from './columns';
import { healthOnlyColumns, healthOnlyEmbeds } from './health-only';
import type { Principal } from './types';

/**
 * What the PostgREST engine may serve at all: exactly the contract's table catalogue. Every other
 * relation of `public` (access_tokens, invites, identity tables, demo bookkeeping, junctions the UI
 * never reads) and every other function (generate_ulid, trigger helpers, ...) is invisible to
 * requests: not readable, embeddable, filterable or callable, answered like a name that does not
 * exist (PGRST205, PGRST200, PGRST202).
 */
export const CATALOGUE_EXPOSURE: Exposure = Object.freeze({
  relation: (name: string) => !name.startsWith('rpc/') && resourceForTable(name) !== undefined,
  fn: (name: string) => resourceForTable(`rpc/${name}`) !== undefined,
});

/**
 * Relations every screen embeds for display under rows the caller can read, although most roles
 * may not read their resource: `created_by(id,name,avatar,email)`, `person_id(*)`,
 * `commander_id(...)` embed people, which are guarded by "identities" (admins and editors only).
 * A caller without read on the resource gets these columns and nothing else: `*` narrows to them,
 * naming another column (phone, properties, external_id, last_login, ...) is refused.
 */
export const EMBED_DISPLAY_COLUMNS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  people: ['id', 'name', 'email', 'avatar', 'type', 'team_id', 'created_at', 'deleted_at'],
});

const displayColumns = new Map(Object.entries(EMBED_DISPLAY_COLUMNS).map(([name, columns]) => [name, new Set(columns)]));

export type EmbedDecision =
  | { allowed: true; /** null: every column */ columns: ColumnGrant }
  | { allowed: false; reason: 'unknown-table' }
  | { allowed: false; reason: 'forbidden'; resource: Resource | null };

/**
 * May the principal read `relation` embedded below a relation it already may read? The same role
 * matrix and permission rows as the top level decide (read on the guarding resource), at any
 * depth; the display columns above are the only exception.
 */
export function authorizeEmbed(principal: Principal, relation: string): EmbedDecision {
  if (!CATALOGUE_EXPOSURE.relation(relation)) return { allowed: false, reason: 'unknown-table' };
  const resource = resourceForTable(relation)!;
  if (principal.anonymous === 'health-only') {
    return healthOnlyEmbeds.has(relation)
      ? { allowed: true, columns: healthOnlyColumns(relation) }
      : { allowed: false, reason: 'forbidden', resource };
  }
  const restricted = restrictedTable(relation);
  if (restricted) {
    return can(principal, 'read', resource) && can(principal, restricted.read.action, restricted.read.resource)
      ? { allowed: true, columns: null }
      : { allowed: false, reason: 'forbidden', resource: restricted.read.resource };
  }
  if (can(principal, 'read', resource)) return { allowed: true, columns: describedColumnGrant(principal, relation) };
  const display = displayColumns.get(relation);
  if (display) return { allowed: true, columns: display };
  return { allowed: false, reason: 'forbidden', resource };
}
