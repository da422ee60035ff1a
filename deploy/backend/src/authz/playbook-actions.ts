import type { Permission } from '@opsdeck/contracts';
import { authorizeResource } from './authorize';
import type { ScopedColumn } from './scoped';
import type { Principal } from './types';

/** The reference's actions on a playbook (spec 3, permission actions). */
export type PlaybookAction = 'playbook:run' | 'playbook:approve';

/** What an action is asked about: the playbook, and the resource a run targets, if any. */
export interface PlaybookActionObject {
  playbookId: string;
  target?: { kind: 'config' | 'component' | 'check'; id: string } | undefined;
}

/** Objects of a permission row that name every playbook. */
const PLAYBOOK_OBJECTS = new Set(['playbooks', 'playbook', '*']);
const TARGET_SCOPE: Partial<Record<'config' | 'component' | 'check', ScopedColumn>> = {
  config: 'config_id',
  component: 'component_id',
};

const names = (action: string | undefined, wanted: PlaybookAction): boolean =>
  (action ?? '').split(',').some((part) => part.trim() === wanted || part.trim() === '*');

const objectRowApplies = (row: Permission, action: PlaybookAction): boolean =>
  // Rows with an object selector are evaluated per object by the reference; here they count for nothing.
  !row.condition && PLAYBOOK_OBJECTS.has(row.object ?? '') && names(row.action, action);

/** What the principal's rows say of `action` on the playbook (and the resource its run targets). */
function rowsAbout(principal: Principal, action: PlaybookAction, object: PlaybookActionObject) {
  const targetColumn = object.target ? TARGET_SCOPE[object.target.kind] : undefined;
  const scoped = (principal.scoped ?? []).filter(
    (row) =>
      names(row.action, action) &&
      ((row.column === 'playbook_id' && row.id === object.playbookId) ||
        (targetColumn !== undefined && row.column === targetColumn && row.id === object.target?.id)),
  );
  const objectRows = principal.permissions.filter((row) => objectRowApplies(row, action));
  const rows = [...scoped, ...objectRows];
  return { denied: rows.some((row) => row.deny), allowed: rows.some((row) => !row.deny) };
}

/** Whether a deny row closes `action` on the playbook to the principal, whatever its role. */
export const deniedOnPlaybook = (principal: Principal, action: PlaybookAction, object: PlaybookActionObject): boolean =>
  rowsAbout(principal, action, object).denied;

/**
 * Whether the principal may take `action` on the playbook (and the resource its run targets).
 * A deny row wins: one about every playbook, this playbook, or the targeted config item or
 * component. Otherwise the role matrix decides (write on playbook_runs, as the run menu says),
 * and an allow row opens the action to a role that lacks it.
 */
export function mayOnPlaybook(principal: Principal, action: PlaybookAction, object: PlaybookActionObject): boolean {
  const rows = rowsAbout(principal, action, object);
  if (rows.denied) return false;
  return rows.allowed || authorizeResource(principal, 'write', 'playbook_runs');
}

/** The error text of a refusal, as the reference words it. */
export const refusedPlaybookAction = (action: PlaybookAction): string =>
  action === 'playbook:run'
    ? 'access denied: cannot run playbook on this resource'
    : 'access denied: approval permission required';
