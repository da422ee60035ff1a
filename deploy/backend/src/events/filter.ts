/**
 * Which events a reader may receive: the rules of the /db engine for reading the written table
 * (authorizeTable: role matrix, grant and deny rows, health-only), and permission rows about one
 * canary, playbook, config item or component (scoped.ts) applied to the ids that place the row.
 * The /db engine applies those rows to the canary, playbook, config and component relations; the
 * stream also keeps a denied canary's check results and a denied playbook's runs from the reader,
 * since an event names them.
 */
import { authorizeTable } from '../authz/authorize';
import { scopedRule } from '../authz/scoped';
import type { Principal } from '../authz/types';
import type { LiveEvent } from '@opsdeck/contracts';

const SCOPED_IDS: readonly (readonly [scopeKey: string, relation: string])[] = [
  ['canary_id', 'canaries'],
  ['playbook_id', 'playbooks'],
  ['config_id', 'config_items'],
  ['component_id', 'components'],
];

/** A per-reader filter; the table decisions are cached for the reader's current access. */
export function eventFilter(principal: Principal): (event: LiveEvent) => boolean {
  const tables = new Map<string, boolean>();
  const rules = new Map<string, ReturnType<typeof scopedRule>>();
  const rule = (relation: string) => {
    if (!rules.has(relation)) rules.set(relation, scopedRule(principal, relation, 'read'));
    return rules.get(relation)!;
  };
  return (event) => {
    let table = tables.get(event.table);
    if (table === undefined) {
      table = authorizeTable(principal, event.table, 'read').allowed;
      tables.set(event.table, table);
    }
    if (!table) return false;
    for (const [key, relation] of SCOPED_IDS) {
      const id = event.scope[key];
      if (!id) continue;
      const scoped = rule(relation);
      if (scoped && (scoped.denied.includes(id) || (scoped.only !== null && !scoped.only.includes(id)))) return false;
    }
    return true;
  };
}
