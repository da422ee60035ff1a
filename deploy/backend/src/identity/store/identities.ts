import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { linkPerson, syncPerson, type Traits } from '../people/people';

export interface IdentityRow {
  id: string;
  schema_id: string;
  traits: Traits;
  state: 'active' | 'inactive';
  state_changed_at: string;
  metadata_public: unknown;
  created_at: string;
  updated_at: string;
}

export interface AddressRow {
  id: string;
  identity_id: string;
  value: string;
  verified: boolean;
  verified_at: string | null;
  created_at: string;
  updated_at: string;
}

export type CredentialType = 'password' | 'totp' | 'lookup_secret';

export function normalizeTraits(input: { email: string; first?: string; last?: string }): Traits {
  return {
    email: input.email.trim().toLowerCase(),
    name: { first: (input.first ?? '').trim(), last: (input.last ?? '').trim() },
  };
}

const IDENTITY_COLUMNS = 'id, schema_id, traits, state, state_changed_at, metadata_public, created_at, updated_at';

export async function findIdentity(db: Queryable, id: string): Promise<IdentityRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const result = await db.query<IdentityRow>(`SELECT ${IDENTITY_COLUMNS} FROM identities WHERE id = $1`, [id]);
  return result.rows[0] ?? null;
}

export async function findIdentityByEmail(db: Queryable, email: string): Promise<IdentityRow | null> {
  const result = await db.query<IdentityRow>(
    `SELECT ${IDENTITY_COLUMNS} FROM identities WHERE lower(traits ->> 'email') = lower($1)`,
    [email.trim()],
  );
  return result.rows[0] ?? null;
}

/** Creates the identity, its person link, its e-mail address and (optionally) its password. */
export async function createIdentity(
  tx: Queryable,
  traits: Traits,
  options: { passwordHash?: string; verified?: boolean } = {},
): Promise<IdentityRow> {
  const id = await linkPerson(tx, traits);
  const inserted = await tx.query<IdentityRow>(
    `INSERT INTO identities (id, traits) VALUES ($1, $2) RETURNING ${IDENTITY_COLUMNS}`,
    [id, traits],
  );
  await tx.query(
    `INSERT INTO kratos.addresses (id, identity_id, value, verified, verified_at)
     VALUES ($1, $2, $3, $4, CASE WHEN $4 THEN now() END)`,
    [randomUUID(), id, traits.email, options.verified ?? false],
  );
  if (options.passwordHash) await upsertCredential(tx, id, 'password', { hashed_password: options.passwordHash });
  return inserted.rows[0] as IdentityRow;
}

/** Updates traits, the linked person and, when the e-mail changed, resets its verification. */
export async function updateTraits(tx: Queryable, identity: IdentityRow, traits: Traits): Promise<IdentityRow> {
  const updated = await tx.query<IdentityRow>(
    `UPDATE identities SET traits = $2, updated_at = now() WHERE id = $1 RETURNING ${IDENTITY_COLUMNS}`,
    [identity.id, traits],
  );
  if (identity.traits.email !== traits.email) {
    await tx.query(
      `UPDATE kratos.addresses SET value = $2, verified = false, verified_at = NULL, updated_at = now()
        WHERE identity_id = $1`,
      [identity.id, traits.email],
    );
  }
  await syncPerson(tx, identity.id, traits);
  return updated.rows[0] as IdentityRow;
}

export async function setIdentityState(tx: Queryable, id: string, state: 'active' | 'inactive'): Promise<void> {
  await tx.query(
    `UPDATE identities SET state = $2, state_changed_at = CASE WHEN state = $2 THEN state_changed_at ELSE now() END,
            updated_at = now() WHERE id = $1`,
    [id, state],
  );
  if (state === 'inactive') await tx.query('UPDATE kratos.sessions SET active = false WHERE identity_id = $1', [id]);
}

export async function findAddress(db: Queryable, identityId: string): Promise<AddressRow | null> {
  const result = await db.query<AddressRow>('SELECT * FROM kratos.addresses WHERE identity_id = $1', [identityId]);
  return result.rows[0] ?? null;
}

export async function markAddressVerified(db: Queryable, identityId: string, value: string): Promise<void> {
  await db.query(
    `UPDATE kratos.addresses SET verified = true, verified_at = COALESCE(verified_at, now()), updated_at = now()
      WHERE identity_id = $1 AND lower(value) = lower($2)`,
    [identityId, value],
  );
}

export async function getCredential<T = Record<string, unknown>>(
  db: Queryable,
  identityId: string,
  type: CredentialType,
): Promise<T | null> {
  const result = await db.query<{ config: T }>('SELECT config FROM kratos.credentials WHERE identity_id = $1 AND type = $2', [
    identityId,
    type,
  ]);
  return result.rows[0]?.config ?? null;
}

export async function upsertCredential(db: Queryable, identityId: string, type: CredentialType, config: object): Promise<void> {
  await db.query(
    `INSERT INTO kratos.credentials (identity_id, type, config) VALUES ($1, $2, $3)
     ON CONFLICT (identity_id, type) DO UPDATE SET config = EXCLUDED.config, updated_at = now()`,
    [identityId, type, JSON.stringify(config)],
  );
}

export async function deleteCredential(db: Queryable, identityId: string, type: CredentialType): Promise<void> {
  await db.query('DELETE FROM kratos.credentials WHERE identity_id = $1 AND type = $2', [identityId, type]);
}

/** Second factors the identity has set up; any of them makes aal2 the highest available level. */
export async function secondFactors(db: Queryable, identityId: string): Promise<CredentialType[]> {
  const result = await db.query<{ type: CredentialType }>(
    `SELECT type FROM kratos.credentials WHERE identity_id = $1 AND type IN ('totp', 'lookup_secret') ORDER BY type`,
    [identityId],
  );
  return result.rows.map((row) => row.type);
}

/** A unique index refused the write (an e-mail already used by another identity or person). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export function iso(value: string | Date | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return new Date(value).toISOString();
}

/** The Kratos identity JSON (what whoami, registration and settings flows carry). */
export async function identityJson(db: Queryable, identity: IdentityRow, publicUrl: string): Promise<Record<string, unknown>> {
  const address = await findAddress(db, identity.id);
  const addressBase = address
    ? {
        id: address.id,
        value: address.value,
        via: 'email',
        created_at: iso(address.created_at),
        updated_at: iso(address.updated_at),
      }
    : null;
  return {
    id: identity.id,
    schema_id: identity.schema_id,
    schema_url: `${publicUrl}/schemas/ZGVmYXVsdA`,
    state: identity.state,
    state_changed_at: iso(identity.state_changed_at),
    traits: identity.traits,
    verifiable_addresses: addressBase
      ? [
          {
            ...addressBase,
            verified: address?.verified ?? false,
            status: address?.verified ? 'completed' : 'pending',
            ...(address?.verified_at ? { verified_at: iso(address.verified_at) } : {}),
          },
        ]
      : [],
    recovery_addresses: addressBase ? [addressBase] : [],
    metadata_public: identity.metadata_public ?? null,
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    organization_id: null,
  };
}
