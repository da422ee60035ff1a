import { accessActionsFor, can, resourceForTable, type AccessAction } from '@opsdeck/contracts';
import type { Principal } from './types';

/** The permission columns that scope a row to one resource (spec 3: catalog, component, check, playbook, connection). */
export const SCOPED_COLUMNS = ['config_id', 'component_id', 'canary_id', 'playbook_id', 'connection_id'] as const;
export type ScopedColumn = (typeof SCOPED_COLUMNS)[number];

/** A permission row about one resource: allow or deny `action` on the row whose id is `id`. */
export interface ScopedPermission {
  column: ScopedColumn;
  id: string;
  action: string;
  deny: boolean;
}

/** The relations whose `id` is the resource a scoped column names (tables and the views over them). */
export const SCOPED_RELATIONS: Readonly<Record<ScopedColumn, readonly string[]>> = {
  config_id: ['config_items', 'configs', 'config_detail', 'config_names'],
  component_id: ['components', 'component_names'],
  canary_id: ['canaries', 'canaries_with_status', 'canary_names'],
  playbook_id: ['playbooks', 'playbook_names'],
  connection_id: ['connections'],
};

const COLUMN_OF_RELATION = new Map<string, ScopedColumn>(
  (Object.entries(SCOPED_RELATIONS) as [ScopedColumn, readonly string[]][]).flatMap(([column, relations]) =>
    relations.map((relation) => [relation, column] as const),
  ),
);

/** The principal's unconditional object-level deny rows, as grants: can() on it says what they deny. */
const deniesAsGrants = (principal: Principal) => ({
  roles: [],
  permissions: principal.permissions.filter((row) => row.deny === true && !row.condition).map((row) => ({ ...row, deny: false })),
});

/**
 * What the scoped rows of a principal say about `relation` for `action`:
 * - `denied`: ids it may not reach (a deny row wins over any grant, role or row);
 * - `only`: when its roles and object rows do not grant the action on the relation's resource,
 *   the ids allow rows open (minus denied ones); null when the role grants the whole relation.
 * Null altogether when no scoped row concerns the relation.
 */
export function scopedRule(
  principal: Principal,
  relation: string,
  action: AccessAction,
): { denied: string[]; only: string[] | null } | null {
  const column = COLUMN_OF_RELATION.get(relation);
  const rows = principal.scoped ?? [];
  if (!column || rows.length === 0) return null;
  const covers = (row: ScopedPermission, wanted: AccessAction) => accessActionsFor(row.action).includes(wanted);
  const mine = rows.filter((row) => row.column === column);
  // Not being allowed to read a row also closes it to writes.
  const denied = new Set(mine.filter((row) => row.deny && (covers(row, action) || covers(row, 'read'))).map((row) => row.id));
  const resource = resourceForTable(relation);
  const granted = resource !== undefined && can(principal, action, resource);
  // A deny row about the whole object wins over allow rows about single rows.
  const deniedWhole = resource !== undefined && can(deniesAsGrants(principal), action, resource);
  const only = granted
    ? null
    : deniedWhole
      ? []
      : [...new Set(mine.filter((row) => !row.deny && covers(row, action)).map((row) => row.id))].filter((id) => !denied.has(id));
  if (denied.size === 0 && only === null) return null;
  return { denied: [...denied], only };
}

/** Whether the scoped rows open `relation` for `action` although the role matrix does not. */
export const scopedOpens = (principal: Principal, relation: string, action: AccessAction): boolean =>
  (scopedRule(principal, relation, action)?.only?.length ?? 0) > 0;
