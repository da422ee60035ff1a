import { can, resourceForTable, restrictedTable, type AccessAction, type Resource } from '@opsdeck/contracts';
import type { ColumnGrant } from '../postgrest/guard';
import { describedColumnGrant } from './columns';
import { healthOnlyColumns, healthOnlyTables } from './health-only';
import type { Principal } from './types';

export type TableDecision =
  | { allowed: true; resource: Resource; /** null: every column */ columns: ColumnGrant }
  | { allowed: false; reason: 'unknown-table' }
  | {
      allowed: false;
      reason: 'forbidden';
      resource: Resource;
      /** what was missing, when not the request's own action */ action?: AccessAction;
    };

/**
 * The /db rule for the requested table (or `rpc/<fn>`): it must be in the contract's catalogue,
 * and the principal needs `action` on the resource guarding it. Every relation the request
 * reaches below it (embeds) is authorized by the same rule through authorizeEmbed (relations.ts).
 */
export function authorizeTable(principal: Principal, table: string, action: AccessAction): TableDecision {
  const resource = resourceForTable(table);
  if (!resource) return { allowed: false, reason: 'unknown-table' };
  if (principal.anonymous === 'health-only') {
    return action === 'read' && healthOnlyTables.has(table)
      ? { allowed: true, resource, columns: healthOnlyColumns(table) }
      : { allowed: false, reason: 'forbidden', resource };
  }
  const restricted = restrictedTable(table);
  if (restricted) {
    // Written by the backend only; read by those the narrower rule names (the audit log: admins).
    const { resource: needed, action: neededAction } = restricted.read;
    if (action === 'write' || !can(principal, 'read', resource) || !can(principal, neededAction, needed))
      return { allowed: false, reason: 'forbidden', resource: needed, action: action === 'write' ? 'write' : neededAction };
    return { allowed: true, resource, columns: null };
  }
  if (!can(principal, action, resource)) return { allowed: false, reason: 'forbidden', resource };
  return { allowed: true, resource, columns: action === 'read' ? describedColumnGrant(principal, table) : null };
}

export const authorizeResource = (principal: Principal, action: AccessAction, resource: Resource): boolean =>
  can(principal, action, resource);
