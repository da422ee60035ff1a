import { can, resourceForTable, type AccessAction, type Resource } from '@opsdeck/contracts';
import type { Principal } from './types';

export type TableDecision =
  | { allowed: true; resource: Resource }
  | { allowed: false; reason: 'unknown-table' }
  | { allowed: false; reason: 'forbidden'; resource: Resource };

/**
 * The /db rule: the table (or `rpc/<fn>`) must be in the contract's catalogue, and the principal
 * needs `action` on the resource guarding it. Embedded resources ride on the top-level check, as
 * in mission-control.
 */
export function authorizeTable(principal: Principal, table: string, action: AccessAction): TableDecision {
  const resource = resourceForTable(table);
  if (!resource) return { allowed: false, reason: 'unknown-table' };
  if (!can(principal, action, resource)) return { allowed: false, reason: 'forbidden', resource };
  return { allowed: true, resource };
}

export const authorizeResource = (principal: Principal, action: AccessAction, resource: Resource): boolean =>
  can(principal, action, resource);
