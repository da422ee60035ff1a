/**
 * What the RBAC administration endpoints (reference 5.2) read and write: casbin grouping rows
 * (roles), a person's effective permissions and casbin policy rows, in duty's `policy.Permission`
 * JSON shape (empty fields and a false `deny` left out).
 */
import { isRole, type Permission, type Role } from '@opsdeck/contracts';
import type { Queryable } from '../db/types';
import { loadAccess } from './access';

export interface PolicyPermission {
  id?: string;
  subject?: string;
  object?: string;
  action?: string;
  deny?: true;
  condition?: string;
}

/** duty's omitempty rendering of a permission. */
export function policyPermission(permission: Permission): PolicyPermission {
  const out: PolicyPermission = {};
  if (permission.id) out.id = permission.id;
  if (permission.subject) out.subject = permission.subject;
  if (permission.object) out.object = permission.object;
  if (permission.action) out.action = permission.action;
  if (permission.deny) out.deny = true;
  if (permission.condition) out.condition = permission.condition;
  return out;
}

export class UnknownRolesError extends Error {
  constructor(readonly roles: string[]) {
    super(`unknown role${roles.length > 1 ? 's' : ''}: ${roles.join(', ')}`);
  }
}

/** Adds roles to a person (existing ones stay, as Mission Control's AddRoleForUser does). */
export async function addRoles(db: Queryable, personId: string, roles: readonly string[]): Promise<void> {
  const unknown = roles.filter((role) => !isRole(role));
  if (unknown.length > 0) throw new UnknownRolesError(unknown);
  for (const role of new Set(roles as Role[])) {
    await db.query(
      `INSERT INTO casbin_rule (ptype, v0, v1)
       SELECT 'g', $1::text, $2::text
        WHERE NOT EXISTS (SELECT 1 FROM casbin_rule WHERE ptype = 'g' AND v0 = $1::text AND v1 = $2::text)`,
      [personId, role],
    );
  }
}

export async function personExists(db: Queryable, personId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM people WHERE id = $1::text::uuid', [personId]);
  return rows.length > 0;
}

/** The roles of a person as the authorizer sees them (team memberships excluded). */
export async function rolesOf(db: Queryable, personId: string): Promise<string[]> {
  return (await loadAccess(db, { id: personId, name: '' })).roles;
}

/** The permissions of the person an access token belongs to; null when no such token exists. */
export async function tokenPermissions(db: Queryable, tokenId: string): Promise<PolicyPermission[] | null> {
  const { rows } = await db.query<{ id: string; name: string; email: string | null }>(
    `SELECT p.id::text AS id, p.name, p.email FROM access_tokens t JOIN people p ON p.id = t.person_id
      WHERE t.id = $1::text::uuid`,
    [tokenId],
  );
  const person = rows[0];
  if (!person) return null;
  return (await loadAccess(db, person)).permissions.map(policyPermission);
}

/** Every casbin policy row ('p'), as GET /rbac/dump lists them. */
export async function dumpPolicies(db: Queryable): Promise<PolicyPermission[]> {
  const { rows } = await db.query<Record<'v0' | 'v1' | 'v2' | 'v3' | 'v4' | 'v5', string | null>>(
    `SELECT v0, v1, v2, v3, v4, v5 FROM casbin_rule WHERE ptype = 'p' ORDER BY id`,
  );
  return rows.map((row) =>
    policyPermission({
      subject: row.v0 ?? '',
      object: row.v1 ?? '',
      action: row.v2 ?? '',
      deny: row.v3 === 'deny',
      ...(row.v4 && { condition: row.v4 }),
      ...(row.v5 && { id: row.v5 }),
    }),
  );
}
