import { isRole, ROLES, type Role } from '@opsdeck/contracts';
import type { Queryable } from '../../db/types';

export interface Traits {
  email: string;
  name: { first: string; last: string };
}

export function personName(traits: Traits): string {
  const full = `${traits.name.first} ${traits.name.last}`.trim();
  return full || traits.email;
}

/**
 * Returns the people row an identity with these traits is linked to (identity id = person id):
 * an existing live person with the same e-mail and no identity yet is adopted, else one is created.
 */
export async function linkPerson(tx: Queryable, traits: Traits): Promise<string> {
  const existing = await tx.query<{ id: string }>(
    `SELECT p.id FROM people p
      WHERE lower(p.email) = lower($1) AND p.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM identities i WHERE i.id = p.id)
      LIMIT 1`,
    [traits.email],
  );
  const found = existing.rows[0];
  if (found) {
    await tx.query('UPDATE people SET name = $2, email = $3, updated_at = now() WHERE id = $1', [
      found.id,
      personName(traits),
      traits.email,
    ]);
    return found.id;
  }
  const created = await tx.query<{ id: string }>(
    `INSERT INTO people (name, email, type, updated_at) VALUES ($1, $2, 'user', now()) RETURNING id`,
    [personName(traits), traits.email],
  );
  return (created.rows[0] as { id: string }).id;
}

/** Keeps the person's name and e-mail in step with the identity traits. */
export async function syncPerson(tx: Queryable, personId: string, traits: Traits): Promise<void> {
  await tx.query('UPDATE people SET name = $2, email = $3, updated_at = now() WHERE id = $1', [
    personId,
    personName(traits),
    traits.email,
  ]);
}

/** Direct role grants of a person (casbin 'g' rows, the source of the people_roles view). */
export async function getRoles(db: Queryable, personId: string): Promise<Role[]> {
  const result = await db.query<{ v1: string }>(`SELECT v1 FROM casbin_rule WHERE ptype = 'g' AND v0 = $1 ORDER BY v1`, [
    personId,
  ]);
  return result.rows.map((row) => row.v1).filter(isRole);
}

export async function addRole(db: Queryable, personId: string, role: Role): Promise<void> {
  await db.query(
    `INSERT INTO casbin_rule (ptype, v0, v1)
     SELECT 'g', $1::text, $2::text
      WHERE NOT EXISTS (SELECT 1 FROM casbin_rule WHERE ptype = 'g' AND v0 = $1::text AND v1 = $2::text)`,
    [personId, role],
  );
}

/** Replaces every role of the person with one (reference: POST /people/update with `role`). */
export async function setOnlyRole(db: Queryable, personId: string, role: Role): Promise<void> {
  await db.query(`DELETE FROM casbin_rule WHERE ptype = 'g' AND v0 = $1 AND v1 = ANY($2::text[])`, [personId, [...ROLES]]);
  await addRole(db, personId, role);
}

export async function removeAllRoles(db: Queryable, personId: string): Promise<void> {
  await db.query(`DELETE FROM casbin_rule WHERE ptype = 'g' AND v0 = $1`, [personId]);
}

export async function touchLastLogin(db: Queryable, personId: string, at: Date): Promise<void> {
  await db.query('UPDATE people SET last_login = $2 WHERE id = $1', [personId, at]);
}
