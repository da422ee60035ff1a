import { unreadableRelation } from '../../authz/route-relations';
import type { Principal } from '../../authz/types';
import { HttpError } from '../errors';

/**
 * Refuses a request whose parameters name data of a relation the caller may not read: 403 (401
 * for the anonymous caller of health-only mode), as the engine refuses a named embed or filter
 * (authz/route-relations.ts).
 */
export function requireReadable(principal: Principal, relations: readonly string[]): void {
  const refused = unreadableRelation(principal, relations);
  if (!refused) return;
  const required = refused.resource ? `read access to ${refused.resource} is required` : 'read access is not granted';
  throw new HttpError(principal.anonymous ? 401 : 403, 'forbidden', `${required} for ${refused.relation}`);
}
