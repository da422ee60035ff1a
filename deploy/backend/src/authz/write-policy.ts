import { isAdmin, resolveGrants, ROLES, type AccessAction, type Resource } from '@opsdeck/contracts';
import type { Queryable } from '../db/types';
import { PgrstError } from '../postgrest/errors';
import type { WriteCheck, WrittenChange, WrittenRow } from '../postgrest/guard';
import type { Principal } from './types';

/**
 * Writes that change who may do what. Permission rows (`permissions`) and team membership
 * (`team_members`, `teams`: a team's permission rows apply to its members) feed the authorizer
 * directly, so a writer could otherwise hand itself anything. The invariant kept here: nobody
 * reaches more than the role matrix plus rows an administrator granted.
 *
 * - A grant row (deny false) may only give read/write on resources the writer itself holds by
 *   role (the role matrix minus the writer's own deny rows): rows granted to the writer do not
 *   count, so a grant cannot be passed on and widened in a chain. `*` objects or actions, and
 *   rbac, identities, connections, auth and kratos (roles, people, credentials, sign-in), are for
 *   administrators only.
 * - A deny row may restrict anything except rbac and permissions (or `*`): those would lock
 *   administrators out of undoing it.
 * - A deny row that applies to the writer cannot be changed or removed by it, neither directly
 *   nor by leaving, renaming or deleting the team it comes from.
 * - Joining a team (or adding someone to it) grants its rows, so the team's grant rows must pass
 *   the grant rule for the writer; renaming a team does the same for rows naming the new name.
 * - No team may take a role's name (role lookups treat grouping rows naming a team as
 *   membership, so a team called "admin" would silently demote every admin).
 *
 * `teams` and `team_members` stay guarded by "database" (every operator reads teams to pick
 * responders); these rules are the ceiling on top. Administrators may grant anything.
 * Inactive rows (deleted, or past `until`) grant nothing and are not checked.
 */

/** Resources whose grant rows only an administrator may write. */
export const ADMIN_GRANTED: ReadonlySet<Resource> = new Set<Resource>(['rbac', 'identities', 'connections', 'auth', 'kratos']);
/** Resources whose deny rows only an administrator may write (they guard undoing a deny). */
export const ADMIN_DENIED: ReadonlySet<Resource> = new Set<Resource>(['rbac', 'permissions']);

/** A permission row's columns naming one resource instance; the row concerns that resource. */
const DIRECT_RESOURCE_COLUMNS: Readonly<Record<string, Resource>> = {
  connection_id: 'connections',
  playbook_id: 'playbooks',
  canary_id: 'canaries',
  component_id: 'topologies',
  config_id: 'database',
  notification_id: 'notifications',
};

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function isActive(row: WrittenRow, now: number): boolean {
  if (row.deleted_at !== null && row.deleted_at !== undefined) return false;
  const until = text(row.until);
  return until === undefined || Date.parse(until) > now;
}

/** What a row gives (or takes away), as read/write per resource, whatever its subject or condition. */
function rowEffect(row: WrittenRow): Record<AccessAction, Set<Resource>> {
  const action = text(row.action);
  const objects = [
    text(row.object),
    ...Object.keys(DIRECT_RESOURCE_COLUMNS).flatMap((column) => (row[column] ? [DIRECT_RESOURCE_COLUMNS[column]] : [])),
  ];
  const effect = { read: new Set<Resource>(), write: new Set<Resource>() };
  for (const object of objects) {
    if (object === undefined) continue;
    const grants = resolveGrants({ roles: [], permissions: [{ object, action, deny: false }] });
    grants.read.forEach((resource) => effect.read.add(resource));
    grants.write.forEach((resource) => effect.write.add(resource));
  }
  return effect;
}

const wildcard = (row: WrittenRow): boolean =>
  text(row.object)?.trim() === '*' || (text(row.action) ?? '').split(',').some((part) => part.trim() === '*');

/**
 * Why `writer` may not write this permission row as it stands after the write, or null when it
 * may. Administrators may write any row.
 */
export function permissionRowRefusal(writer: Principal, row: WrittenRow, now = Date.now()): string | null {
  if (isAdmin(writer.roles) || !isActive(row, now)) return null;
  const effect = rowEffect(row);
  const touched = new Set([...effect.read, ...effect.write]);
  if (row.deny === true) {
    const locked = [...touched].find((resource) => ADMIN_DENIED.has(resource));
    return locked ? `only an admin may deny access to "${locked}"` : null;
  }
  if (wildcard(row)) return 'only an admin may grant "*"';
  const reserved = [...touched].find((resource) => ADMIN_GRANTED.has(resource));
  if (reserved) return `only an admin may grant access to "${reserved}"`;
  const ceiling = resolveGrants({ roles: writer.roles, permissions: writer.permissions.filter((p) => p.deny === true) });
  for (const action of ['read', 'write'] as const) {
    for (const resource of effect[action]) {
      if (!ceiling[action].has(resource)) return `${action} access to "${resource}" can only be granted by a role that has it`;
    }
  }
  return null;
}

const refuse = (reason: string): PgrstError => new PgrstError(403, '42501', `permission denied: ${reason}`);

/** Ids of the active deny rows that apply to the writer (its own, its teams', its roles'). */
const ownDenyIds = (writer: Principal): string[] =>
  writer.permissions.flatMap((permission) => (permission.deny === true && permission.id ? [permission.id] : []));

const TEAM_ROWS_SQL = `
SELECT to_json(p) AS row FROM permissions p
WHERE p.deleted_at IS NULL AND (p.until IS NULL OR p.until > now())
  AND (p.team_id = $1::text::uuid OR (p.subject_type = 'team' AND p.subject IN ($1::text, $2::text)))`;

/** Active permission rows that reach a team's members (by team id, or by the team's id or name as subject). */
async function teamRows(tx: Queryable, teamId: string, name: string | undefined): Promise<WrittenRow[]> {
  const result = await tx.query<{ row: WrittenRow }>(TEAM_ROWS_SQL, [teamId, name ?? teamId]);
  return result.rows.map((r) => r.row);
}

async function teamName(tx: Queryable, teamId: string): Promise<string | undefined> {
  const result = await tx.query<{ name: string }>('SELECT name FROM teams WHERE id = $1::text::uuid', [teamId]);
  return result.rows[0]?.name;
}

/** Refuses when the team's grant rows exceed what the writer may grant itself. */
async function requireGrantableTeam(writer: Principal, tx: Queryable, teamId: string, name: string | undefined): Promise<void> {
  for (const row of await teamRows(tx, teamId, name)) {
    if (row.deny === true) continue;
    const reason = permissionRowRefusal(writer, row);
    if (reason) throw refuse(`the team's permissions exceed yours (${reason})`);
  }
}

/** Refuses when one of the writer's own deny rows comes from this team. */
async function requireNoOwnTeamDeny(writer: Principal, tx: Queryable, teamId: string, name: string | undefined): Promise<void> {
  const own = new Set(ownDenyIds(writer));
  if (own.size === 0) return;
  const rows = await teamRows(tx, teamId, name);
  if (rows.some((row) => own.has(String(row.id)))) {
    throw refuse('a deny rule of this team applies to you; only an admin may remove it');
  }
}

type Before = Omit<WrittenChange, 'after'>;

/** Refuses changing or removing a deny row that applies to the writer. */
async function keepOwnDenies(writer: Principal, change: Before): Promise<void> {
  const own = new Set(ownDenyIds(writer));
  if (change.before.some((row) => own.has(String(row.id)))) {
    throw refuse('a deny rule that applies to you can only be changed or removed by an admin');
  }
}

async function checkPermissionRows(writer: Principal, change: WrittenChange): Promise<void> {
  for (const row of change.after) {
    const reason = permissionRowRefusal(writer, row);
    if (reason) throw refuse(reason);
  }
}

/** Leaving a team (or moving out of it) must not shed one of the writer's own deny rows. */
async function keepOwnTeamDenies(writer: Principal, change: Before): Promise<void> {
  for (const row of change.before) {
    if (String(row.person_id) !== writer.id) continue;
    const teamId = String(row.team_id);
    await requireNoOwnTeamDeny(writer, change.tx, teamId, await teamName(change.tx, teamId));
  }
}

async function checkJoinedTeams(writer: Principal, change: WrittenChange): Promise<void> {
  for (const teamId of new Set(change.after.map((row) => String(row.team_id)))) {
    await requireGrantableTeam(writer, change.tx, teamId, await teamName(change.tx, teamId));
  }
}

const ROLE_NAME_SQL = `
SELECT 1 FROM casbin_rule r
WHERE r.ptype = 'g' AND r.v1 = $1 AND NOT EXISTS (SELECT 1 FROM teams t WHERE t.name = r.v1 AND t.id <> $2::text::uuid)`;

/** A new or changed team name must not be a role's. */
async function checkTeamNames(change: WrittenChange): Promise<void> {
  const previous = new Map(change.before.map((row) => [String(row.id), text(row.name)]));
  for (const row of change.after) {
    const name = text(row.name);
    if (name === undefined || previous.get(String(row.id)) === name) continue;
    const taken =
      (ROLES as readonly string[]).includes(name) || (await change.tx.query(ROLE_NAME_SQL, [name, row.id])).rows.length > 0;
    if (taken) throw new PgrstError(409, '23505', `the team name "${name}" is taken by a role`);
  }
}

/**
 * The content rule for a write to `table` by `writer`, or undefined when the table has none.
 * Wired into the engine as its WriteCheck, so it sees exactly the rows written. Own deny rows are
 * checked before the statement, ahead of any cascade (deleting a team deletes its rows).
 */
export function writePolicy(writer: Principal, table: string): WriteCheck | undefined {
  if (isAdmin(writer.roles)) return table === 'teams' ? { after: checkTeamNames } : undefined;
  switch (table) {
    case 'permissions':
      return { before: (change) => keepOwnDenies(writer, change), after: (change) => checkPermissionRows(writer, change) };
    case 'team_members':
      return { before: (change) => keepOwnTeamDenies(writer, change), after: (change) => checkJoinedTeams(writer, change) };
    case 'teams':
      return {
        before: async (change) => {
          for (const row of change.before) await requireNoOwnTeamDeny(writer, change.tx, String(row.id), text(row.name));
        },
        after: async (change) => {
          await checkTeamNames(change);
          for (const row of change.after) await requireGrantableTeam(writer, change.tx, String(row.id), text(row.name));
        },
      };
    default:
      return undefined;
  }
}
