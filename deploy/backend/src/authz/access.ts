import type { Permission } from '@opsdeck/contracts';
import type { Queryable } from '../db/types';
import type { ScopedColumn, ScopedPermission } from './scoped';
import type { Access, Person } from './types';

interface PermissionRow {
  scope_column: ScopedColumn | null;
  scope_id: string | null;
  id: string | null;
  subject: string | null;
  object: string | null;
  action: string | null;
  deny: boolean | null;
  condition: string | null;
}

/**
 * A person's roles and permission rows (as CTEs over the person's id and email expressions) (a principal is loaded for every new
 * credential and again when its cache entry expires, so each round trip counts):
 * - roles: casbin 'g' rows of the person; grouping rows whose v1 names a team are memberships,
 *   not roles (as in people_roles);
 * - rows: permission rows that name the person (by id, email or FK), one of its teams, or one of
 *   its roles, and casbin 'p' rows for the person or its roles. Rows scoped by an object selector
 *   are conditional.
 */
const accessCtes = (personId: string, email: string): string => `
person_roles AS (
  SELECT coalesce(array_agg(DISTINCT r.v1::text ORDER BY r.v1::text), '{}'::text[]) AS names FROM casbin_rule r
  WHERE r.ptype = 'g' AND r.v0 = ${personId}
    AND NOT EXISTS (SELECT 1 FROM teams t WHERE t.id::text = r.v1 OR t.name = r.v1)
), person_teams AS (
  SELECT tm.team_id AS id, t.name FROM team_members tm JOIN teams t ON t.id = tm.team_id WHERE tm.person_id = ${personId}::uuid
), permission_rows AS (
  SELECT CASE WHEN p.config_id IS NOT NULL THEN 'config_id' WHEN p.component_id IS NOT NULL THEN 'component_id'
              WHEN p.canary_id IS NOT NULL THEN 'canary_id' WHEN p.playbook_id IS NOT NULL THEN 'playbook_id'
              WHEN p.connection_id IS NOT NULL THEN 'connection_id' END AS scope_column,
         COALESCE(p.config_id, p.component_id, p.canary_id, p.playbook_id, p.connection_id)::text AS scope_id,
         p.id::text AS id, p.subject, p.object, p.action, coalesce(p.deny, false) AS deny,
         CASE WHEN p.object_selector IS NULL THEN NULL ELSE p.object_selector::text END AS condition
  FROM permissions p
  WHERE p.deleted_at IS NULL AND (p.until IS NULL OR p.until > now())
    AND (p.person_id = ${personId}::uuid
         OR p.team_id IN (SELECT id FROM person_teams)
         OR (p.subject_type IN ('person', 'people', 'user') AND p.subject IN (${personId}, ${email}))
         OR (p.subject_type = 'team' AND p.subject IN (SELECT id::text FROM person_teams UNION SELECT name FROM person_teams))
         OR (p.subject_type IN ('group', 'role') AND p.subject = ANY((SELECT names FROM person_roles)::text[])))
  UNION ALL
  SELECT NULL, NULL, NULL, c.v0, c.v1, c.v2, coalesce(c.v3 = 'deny', false), nullif(c.v4, '')
  FROM casbin_rule c
  WHERE c.ptype = 'p' AND (c.v0 = ${personId} OR c.v0 = ANY((SELECT names FROM person_roles)::text[]))
)`;

const ACCESS_COLUMNS = `(SELECT names FROM person_roles) AS roles,
       (SELECT coalesce(json_agg(permission_rows), '[]'::json) FROM permission_rows)::text AS rows`;

const ACCESS_SQL = `WITH ${accessCtes('$1::text', '$2::text')}
SELECT ${ACCESS_COLUMNS}`;

/**
 * A statement that finds a person (`personSql`: at most one row, with the person's `id` and
 * `email`) and reads its access in the same round trip: the person's columns, then `roles` and
 * `rows` for accessOfRow. No row when `personSql` finds nobody. Authenticators use it, so a
 * request whose credentials are not cached costs one statement instead of two.
 */
export const withAccessSql = (personSql: string): string => `
WITH _person AS MATERIALIZED (${personSql} LIMIT 1),
${accessCtes('(SELECT id::text FROM _person)', '(SELECT coalesce(email, id::text) FROM _person)')}
SELECT _person.*, ${ACCESS_COLUMNS} FROM _person`;

const clean = (row: PermissionRow): Permission => ({
  ...(row.id !== null && { id: row.id }),
  ...(row.subject !== null && { subject: row.subject }),
  ...(row.object !== null && { object: row.object }),
  ...(row.action !== null && { action: row.action }),
  deny: Boolean(row.deny),
  ...(row.condition !== null && { condition: row.condition }),
});

/**
 * Roles (casbin 'g' rows) and permission rows of a person, for `can()` and whoami. A row naming one
 * resource (config_id, component_id, ...) is scoped to that row: it never counts as a grant or
 * denial of the whole object.
 */
export async function loadAccess(db: Queryable, person: Person): Promise<Access> {
  const result = await db.query<AccessColumns>(ACCESS_SQL, [person.id, person.email ?? person.id]);
  return accessOfRow(result.rows[0]);
}

/** The `roles` and `rows` columns of ACCESS_SQL and withAccessSql. */
export interface AccessColumns {
  roles: string[] | null;
  rows: string | null;
}

/** Access from the columns withAccessSql (or loadAccess) read. */
export function accessOfRow(columns: AccessColumns | undefined): Access {
  const roles = columns?.roles ?? [];
  const rows = JSON.parse(columns?.rows ?? '[]') as PermissionRow[];
  const scoped: ScopedPermission[] = rows
    .filter((row) => row.scope_column !== null && row.scope_id !== null && row.action !== null)
    .map((row) => ({ column: row.scope_column!, id: row.scope_id!, action: row.action!, deny: Boolean(row.deny) }));
  return { roles, permissions: rows.filter((row) => row.scope_column === null).map(clean), scoped };
}
