import { ROLES, type Role } from '@opsdeck/contracts';
import type { Database, Queryable } from '../db/types';
import { ADMIN_EMAIL_DEFAULT, DEMO_PASSWORD_DEFAULT, isDemoMode } from './config';
import { hashPassword, passwordPolicyViolation } from './crypto/password';
import { addRole } from './people/people';
import {
  createIdentity,
  findIdentityByEmail,
  getCredential,
  markAddressVerified,
  normalizeTraits,
  upsertCredential,
} from './store/identities';

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  created: boolean;
}

/** Splits a display name into the first/last traits ("Ada Admin" -> Ada / Admin). */
function splitName(name: string | undefined, fallback: string): { first: string; last: string } {
  const words = (name ?? fallback).trim().split(/\s+/).filter(Boolean);
  return { first: words[0] ?? fallback, last: words.slice(1).join(' ') };
}

/**
 * Makes sure `email` can sign in with `password` and holds `role`: creates the identity (adopting
 * the seeded person with that e-mail when there is one) or, with `resetPassword`, replaces the
 * password of an existing one. Returns whether an identity was created.
 */
export async function ensureAccount(
  db: Database,
  account: { email: string; password: string; role: Role; resetPassword?: boolean },
): Promise<boolean> {
  const email = account.email.trim().toLowerCase();
  const violation = passwordPolicyViolation(account.password, email);
  if (violation) throw new Error(`password for ${email} is not acceptable: ${violation}`);
  const existing = await findIdentityByEmail(db, email);
  if (existing) {
    const hasPassword = await getCredential(db, existing.id, 'password');
    if (!hasPassword || account.resetPassword) {
      await upsertCredential(db, existing.id, 'password', { hashed_password: await hashPassword(account.password) });
    }
    await addRole(db, existing.id, account.role);
    await markAddressVerified(db, existing.id, email);
    return false;
  }
  const passwordHash = await hashPassword(account.password);
  await db.transaction(async (tx: Queryable) => {
    const person = await tx.query<{ name: string }>(
      'SELECT name FROM people WHERE lower(email) = $1 AND deleted_at IS NULL LIMIT 1',
      [email],
    );
    const name = splitName(person.rows[0]?.name, account.role);
    const identity = await createIdentity(tx, normalizeTraits({ email, first: name.first, last: name.last }), {
      passwordHash,
      verified: true,
    });
    await addRole(tx, identity.id, account.role);
  });
  return true;
}

export function demoAccounts(env: NodeJS.ProcessEnv = process.env): { role: Role; email: string; password: string }[] {
  const demoPassword = env.OPSDECK_DEMO_PASSWORD?.trim() || DEMO_PASSWORD_DEFAULT;
  return ROLES.map((role) =>
    role === 'admin'
      ? {
          role,
          email: env.OPSDECK_ADMIN_EMAIL?.trim() || ADMIN_EMAIL_DEFAULT,
          password: env.OPSDECK_ADMIN_PASSWORD || demoPassword,
        }
      : { role, email: `${role}@opsdeck.local`, password: demoPassword },
  );
}

/**
 * First run. Demo mode (OPSDECK_DEMO=1; off when unset): one identity per role with the documented demo
 * password (admin from OPSDECK_ADMIN_EMAIL / OPSDECK_ADMIN_PASSWORD), printed at start-up. Outside
 * demo mode there is no default password: an admin is only created from an explicit
 * OPSDECK_ADMIN_EMAIL plus OPSDECK_ADMIN_PASSWORD (or with create-admin.ts).
 */
export async function ensureDemoIdentities(
  db: Database,
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = (line) => console.log(line),
): Promise<DemoAccount[]> {
  if (!isDemoMode(env)) {
    const email = env.OPSDECK_ADMIN_EMAIL?.trim();
    const password = env.OPSDECK_ADMIN_PASSWORD;
    if (email && password) {
      const created = await ensureAccount(db, { email, password, role: 'admin' });
      log(`[identity] administrator ${email} ${created ? 'created' : 'present'} (password from OPSDECK_ADMIN_PASSWORD)`);
      return [{ role: 'admin', email, password, created }];
    }
    const admins = await db.query(
      `SELECT 1 FROM identities i JOIN casbin_rule r ON r.ptype = 'g' AND r.v0 = i.id::text AND r.v1 = 'admin' LIMIT 1`,
    );
    if (admins.rows.length === 0) {
      log(
        '[identity] no administrator can sign in yet: set OPSDECK_ADMIN_EMAIL and OPSDECK_ADMIN_PASSWORD, or run `tsx deploy/backend/src/identity/create-admin.ts --email <address> --password <password>`',
      );
    }
    return [];
  }
  const accounts: DemoAccount[] = [];
  for (const account of demoAccounts(env)) {
    accounts.push({ ...account, created: await ensureAccount(db, account) });
  }
  log(
    [
      '[identity] demo mode: sign in with one of these accounts',
      ...accounts.map((a) => `  ${a.role.padEnd(9)} ${a.email}  password: ${a.password}`),
    ].join('\n'),
  );
  return accounts;
}
