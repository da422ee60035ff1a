import { isAdmin, isRole, resolveGrants, ROLE_MATRIX, ROLES, type AccessAction, type Resource } from '@opsdeck/contracts';
import type { Queryable } from '../db/types';
import { PgrstError } from '../postgrest/errors';
import type { WriteCheck, WrittenChange, WrittenRow } from '../postgrest/guard';
import { incidentRuleSpecCheck } from './incident-rule-specs';
import { playbookWriteCheck } from './playbook-specs';
import { incidentWritePolicy } from './incident-writes';
import { notificationRulePolicy } from './notification-rules';
import { scraperSpecCheck } from './scraper-specs';
import { selfProtectionPolicy } from './self-protection';
import type { Principal } from './types';
import { sealWrittenConnections } from '../connections/db-writes';

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
 * - A deny row follows the same resource rule as a grant (what a writer may not hand out, it may
 *   not take away either: only resources it holds by role, none of the administrators' ones), and
 *   never rbac or permissions (or `*`): those would lock administrators out of undoing it.
 * - A deny row may only restrict subjects no more privileged than the writer: not the admin role,
 *   not a person holding admin or a role whose matrix reaches beyond the writer's roles, not a
 *   team with such a member; nor may a team that has deny rows take such a member in (joining,
 *   or renaming onto a team-subject row's name). A row of any kind naming the admin role or an
 *   admin directly is for administrators only. So editors (who write permissions, spec 1 section
 *   6) administer rows for editors and the operator roles below them, never for admins, and
 *   administrators keep write on permissions whatever the rows say (contracts' resolveGrants).
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
  const verb = row.deny === true ? 'deny' : 'grant';
  if (row.deny === true) {
    const locked = [...touched].find((resource) => ADMIN_DENIED.has(resource));
    if (locked) return `only an admin may deny access to "${locked}"`;
  }
  if (wildcard(row)) return `only an admin may ${verb} "*"`;
  const reserved = [...touched].find((resource) => ADMIN_GRANTED.has(resource));
  if (reserved) return `only an admin may ${verb} access to "${reserved}"`;
  const ceiling = resolveGrants({ roles: writer.roles, permissions: writer.permissions.filter((p) => p.deny === true) });
  for (const action of ['read', 'write'] as const) {
    for (const resource of effect[action]) {
      if (!ceiling[action].has(resource)) {
        return `${action} access to "${resource}" can only be ${verb === 'deny' ? 'denied' : 'granted'} by a role that has it`;
      }
    }
  }
  return null;
}

/** Everything a set of roles reaches through the role matrix, as `read:<resource>` / `write:<resource>`. */
function matrixReach(roles: readonly string[]): Set<string> {
  const reach = new Set<string>();
  for (const role of roles) {
    if (!isRole(role)) continue;
    for (const action of ['read', 'write'] as const)
      ROLE_MATRIX[role][action].forEach((resource) => reach.add(`${action}:${resource}`));
  }
  return reach;
}

/** True when `roles` are admin or reach, by the role matrix, something the writer's roles do not. */
function outranks(writer: Principal, roles: readonly string[]): boolean {
  if (isAdmin(roles)) return true;
  const own = matrixReach(writer.roles);
  return [...matrixReach(roles)].some((grant) => !own.has(grant));
}

const PERSON_SUBJECTS = new Set(['person', 'people', 'user']);
const ROLE_SUBJECTS = new Set(['group', 'role']);

// Roles of a person named by id or email.
const PERSON_ROLES_SQL = `
SELECT DISTINCT r.v1 AS role FROM people p JOIN casbin_rule r ON r.ptype = 'g' AND r.v0 = p.id::text
WHERE p.id::text = $1 OR p.email = $1`;

// Roles of the members of a team named by id or name.
const TEAM_ROLES_SQL = `
SELECT DISTINCT r.v1 AS role FROM teams t JOIN team_members tm ON tm.team_id = t.id
JOIN casbin_rule r ON r.ptype = 'g' AND r.v0 = tm.person_id::text
WHERE t.id::text = $1 OR t.name = $1`;

const rolesOf = async (tx: Queryable, sql: string, key: string): Promise<string[]> =>
  (await tx.query<{ role: string }>(sql, [key])).rows.map((r) => r.role);

/**
 * Why `writer` may not write this row for its subject, or null: a deny row must not restrict the
 * admin role, an admin or anyone (a person, a role, a team's members) outranking the writer; no
 * row may name the admin role or an admin directly.
 */
async function subjectRefusal(writer: Principal, row: WrittenRow, tx: Queryable, now = Date.now()): Promise<string | null> {
  if (isAdmin(writer.roles) || !isActive(row, now)) return null;
  const deny = row.deny === true;
  const subjectType = text(row.subject_type);
  const subject = text(row.subject);
  const persons = [text(row.person_id), subjectType && PERSON_SUBJECTS.has(subjectType) ? subject : undefined];
  const teams = [text(row.team_id), subjectType === 'team' ? subject : undefined];
  const role = subjectType && ROLE_SUBJECTS.has(subjectType) ? subject : undefined;

  if (role !== undefined && (isAdmin([role]) || (deny && outranks(writer, [role])))) {
    return `only an admin may ${deny ? 'restrict' : 'write rows for'} the role "${role}"`;
  }
  for (const person of persons) {
    if (person === undefined) continue;
    const roles = await rolesOf(tx, PERSON_ROLES_SQL, person);
    if (isAdmin(roles) || (deny && outranks(writer, roles))) {
      return `only an admin may ${deny ? 'restrict' : 'write rows for'} a person with more privileges than yours`;
    }
  }
  if (!deny) return null;
  for (const team of teams) {
    if (team === undefined) continue;
    if (outranks(writer, await rolesOf(tx, TEAM_ROLES_SQL, team))) {
      return 'only an admin may restrict a team with a member who has more privileges than yours';
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

/**
 * Refuses when the team's grant rows exceed what the writer may grant itself, or when the team has
 * deny rows and a member (as the team is after the write) outranks the writer.
 */
async function requireGrantableTeam(writer: Principal, tx: Queryable, teamId: string, name: string | undefined): Promise<void> {
  const rows = await teamRows(tx, teamId, name);
  for (const row of rows) {
    if (row.deny === true) continue;
    const reason = permissionRowRefusal(writer, row);
    if (reason) throw refuse(`the team's permissions exceed yours (${reason})`);
  }
  if (rows.some((row) => row.deny === true) && outranks(writer, await rolesOf(tx, TEAM_ROLES_SQL, teamId))) {
    throw refuse("the team's deny rules would restrict a member with more privileges than yours; only an admin may do that");
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
    const reason = permissionRowRefusal(writer, row) ?? (await subjectRefusal(writer, row, change.tx));
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
  // Connections are not about access, but their secrets are sealed whoever writes them.
  if (table === 'connections') return { after: sealWrittenConnections };
  // Playbook specs are checked for every writer, administrators included (authz/playbook-specs.ts).
  if (table === 'playbooks') return playbookWriteCheck;
  if (table === 'config_scrapers') return scraperSpecCheck;
  if (table === 'incident_rules') return incidentRuleSpecCheck;
  const incident = incidentWritePolicy(writer, table);
  if (incident) return incident;
  if (table === 'notifications') return notificationRulePolicy;
  const self = selfProtectionPolicy(writer, table);
  if (self) return self;
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
