import type { AccessAction } from '@opsdeck/contracts';
import { PgrstError } from '../postgrest/errors';
import type { WriteCheck } from '../postgrest/guard';
import type { Condition } from '../postgrest/parse/ast';
import { scopedRule } from './scoped';
import type { Principal } from './types';

const idIn = (ids: string[], negate: boolean): Condition => ({
  type: 'filter',
  field: { column: 'id', path: [] },
  negate,
  op: 'in',
  value: '',
  list: ids,
});

/**
 * The row conditions a read of `relation` gets from permission rows about single rows: denied ids
 * left out, and when only allow rows open the relation, nothing but their ids. The rows a request
 * may not see are simply not there, as with row-level security.
 */
export function scopedConditions(principal: Principal, relation: string, action: AccessAction): Condition[] {
  const rule = scopedRule(principal, relation, action);
  if (!rule) return [];
  const conditions: Condition[] = [];
  if (rule.denied.length) conditions.push(idIn(rule.denied, true));
  if (rule.only !== null) conditions.push(idIn(rule.only, false));
  return conditions;
}

const refused = (relation: string, id: string) =>
  new PgrstError(403, '42501', `permission denied: a permission row denies write access to ${relation} ${id}`);

/**
 * Writes to single rows that permission rows deny (or that only allow rows would open, for other
 * rows) are refused with 403 inside the write's transaction: a PATCH or DELETE matching such a row,
 * or an insert where only allow rows about single rows grant write.
 */
export function scopedWriteCheck(principal: Principal, relation: string): WriteCheck | undefined {
  const rule = scopedRule(principal, relation, 'write');
  if (!rule) return undefined;
  const allowed = (id: string) => !rule.denied.includes(id) && (rule.only === null || rule.only.includes(id));
  const check = (rows: Record<string, unknown>[]) => {
    for (const row of rows) {
      const id = String(row.id);
      if (!allowed(id)) throw refused(relation, id);
    }
  };
  return {
    before: async (change) => check(change.before),
    after: async (change) => {
      if (change.method === 'POST') check(change.after);
    },
  };
}

/** Both checks, in order: each may refuse. */
export function bothChecks(first: WriteCheck | undefined, second: WriteCheck | undefined): WriteCheck | undefined {
  if (!first || !second) return first ?? second;
  return {
    before: async (change) => {
      await first.before?.(change);
      await second.before?.(change);
    },
    after: async (change) => {
      await first.after?.(change);
      await second.after?.(change);
    },
  };
}
