import { resourceForTable, type Resource } from '@opsdeck/contracts';
import { authorizeEmbed } from './relations';
import type { Principal } from './types';

/**
 * Custom endpoints (src/http/routes) answer with data of more relations than the resource their
 * route is guarded by: the health summary lists the config items a check relates to, a topology
 * counts the checks, incidents and analyses of each component and names its teams, a snapshot
 * bundles configs, changes and incidents. Each relation whose data an answer carries is authorized
 * with the engine's rule for embeds (authorizeEmbed): read on its resource by the role matrix and
 * permission rows (health-only mode: its fixed list), whatever the route's own guard.
 *
 * What happens to a relation the caller may not read follows what the engine does with data the
 * request did not name and data it did:
 * - data an endpoint adds on its own is left out (a field absent, a file not written), as `*` over
 *   a view leaves out the columns describing a relation the caller may not read (columns.ts): the
 *   rest of the answer stays usable, and nothing hints at what was left out beyond its absence;
 * - a parameter that names such data (filtering a topology by team, silencing a check, searching
 *   by a scraper's or agent's name) is refused with 403 (401 for the anonymous caller), as a named
 *   embed, filter or column on a relation the caller may not read is refused under /db.
 */

/** The first of `relations` the principal may not read, with its resource; null when it may read all. */
export function unreadableRelation(
  principal: Principal,
  relations: readonly string[],
): { relation: string; resource: Resource | null } | null {
  for (const relation of relations) {
    if (!authorizeEmbed(principal, relation).allowed) return { relation, resource: resourceForTable(relation) ?? null };
  }
  return null;
}

/** Whether the principal may read every one of `relations` (the engine's embed rule). */
export const canReadRelations = (principal: Principal, relations: readonly string[]): boolean =>
  unreadableRelation(principal, relations) === null;
