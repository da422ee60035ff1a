import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { verifyPassword } from './crypto/password';
import { parseCreateAdminArgs } from './create-admin';
import { isDemoMode } from './config';
import { demoAccounts, ensureAccount, ensureDemoIdentities } from './demo';
import { getRoles } from './people/people';
import { findIdentityByEmail, findAddress, getCredential } from './store/identities';

let db: Database;
beforeEach(async () => {
  db = await createTestDatabase();
});
afterEach(() => db.close());

async function passwordOf(email: string): Promise<string> {
  const identity = await findIdentityByEmail(db, email);
  const credential = await getCredential<{ hashed_password: string }>(db, identity?.id as string, 'password');
  return credential?.hashed_password as string;
}

const DEMO = { OPSDECK_DEMO: '1' };

describe('first-run accounts', () => {
  it('in demo mode creates one verified identity per role, linked to its person, and prints the sign-in details', async () => {
    const logs: string[] = [];
    const accounts = await ensureDemoIdentities(
      db,
      { OPSDECK_DEMO: '1', OPSDECK_ADMIN_EMAIL: 'Boss@Example.com', OPSDECK_ADMIN_PASSWORD: 'boss password 1' },
      (line) => logs.push(line),
    );
    expect(accounts.map((a) => [a.role, a.email])).toEqual([
      ['admin', 'Boss@Example.com'],
      ['editor', 'editor@opsdeck.local'],
      ['commander', 'commander@opsdeck.local'],
      ['responder', 'responder@opsdeck.local'],
      ['viewer', 'viewer@opsdeck.local'],
      ['guest', 'guest@opsdeck.local'],
    ]);
    expect(logs[0]).toContain('admin     Boss@Example.com');
    expect(logs[0]).toContain('password: opsdeck-demo');
    await expect(verifyPassword('boss password 1', await passwordOf('boss@example.com'))).resolves.toBe(true);
    await expect(verifyPassword('opsdeck-demo', await passwordOf('guest@opsdeck.local'))).resolves.toBe(true);
    const guest = await findIdentityByEmail(db, 'guest@opsdeck.local');
    expect(await getRoles(db, guest?.id as string)).toEqual(['guest']);
    expect((await findAddress(db, guest?.id as string))?.verified).toBe(true);
    const person = await db.query<{ email: string }>('SELECT email FROM people WHERE id = $1', [guest?.id]);
    expect(person.rows[0]?.email).toBe('guest@opsdeck.local');

    // A second start changes nothing, and does not reset a password the user changed.
    const again = await ensureDemoIdentities(db, DEMO, () => undefined);
    expect(again.filter((a) => a.created).map((a) => a.email)).toEqual(['admin@opsdeck.local']);
    expect((await db.query('SELECT count(*)::int AS n FROM identities')).rows[0]).toEqual({ n: 7 });
  });

  it('adopts an existing person with the same e-mail instead of creating a second one', async () => {
    const seeded = await db.query<{ id: string }>(
      `INSERT INTO people (name, email) VALUES ('Vera Viewer', 'viewer@opsdeck.local') RETURNING id`,
    );
    await ensureDemoIdentities(db, DEMO, () => undefined);
    const identity = await findIdentityByEmail(db, 'viewer@opsdeck.local');
    expect(identity?.id).toBe(seeded.rows[0]?.id);
    expect(identity?.traits.name).toEqual({ first: 'Vera', last: 'Viewer' });
  });

  it('gives the seeded demo people (one per role) their identities, keeping ids, names and roles', async () => {
    const seeded = await createTestDatabase({ seed: 'demo' });
    try {
      const people = await seeded.query<{ id: string; email: string }>(
        `SELECT id, email FROM people WHERE email LIKE '%@opsdeck.local' AND deleted_at IS NULL`,
      );
      await ensureDemoIdentities(seeded, DEMO, () => undefined);
      const linked = await seeded.query<{ id: string; email: string; roles: string[] }>(
        `SELECT i.id, i.traits->>'email' AS email, r.roles FROM identities i JOIN people_roles r ON r.id = i.id ORDER BY 2`,
      );
      expect(linked.rows).toHaveLength(6);
      for (const row of linked.rows) {
        expect(people.rows.find((p) => p.email === row.email)?.id).toBe(row.id);
        expect(row.roles).toContain(row.email.split('@')[0]);
      }
      const duplicates = await seeded.query(
        `SELECT email FROM people WHERE deleted_at IS NULL AND email IS NOT NULL GROUP BY email HAVING count(*) > 1`,
      );
      expect(duplicates.rows).toEqual([]);
    } finally {
      await seeded.close();
    }
  });

  it('outside demo mode has no default password; demo mode is off unless OPSDECK_DEMO is truthy', async () => {
    for (const value of [undefined, '', '0', 'false', 'off', 'no', 'maybe', 'demo']) {
      const env = value === undefined ? {} : { OPSDECK_DEMO: value };
      expect([value, isDemoMode(env)]).toEqual([value, false]);
    }
    for (const value of ['1', 'true', 'TRUE', ' yes ', 'on'])
      expect([value, isDemoMode({ OPSDECK_DEMO: value })]).toEqual([value, true]);
    const logs: string[] = [];
    expect(await ensureDemoIdentities(db, {}, (line) => logs.push(line))).toEqual([]);
    expect(await ensureDemoIdentities(db, { OPSDECK_DEMO: 'false' }, (line) => logs.push(line))).toEqual([]);
    expect((await db.query('SELECT count(*)::int AS n FROM identities')).rows[0]).toEqual({ n: 0 });
    expect(logs.join('\n')).toMatch(/create-admin\.ts --email/);
    const explicit = await ensureDemoIdentities(
      db,
      { OPSDECK_DEMO: 'off', OPSDECK_ADMIN_EMAIL: 'root@example.com', OPSDECK_ADMIN_PASSWORD: 'explicit password' },
      () => undefined,
    );
    expect(explicit).toEqual([expect.objectContaining({ role: 'admin', email: 'root@example.com', created: true })]);
    expect(demoAccounts({}).every((a) => a.password === 'opsdeck-demo')).toBe(true);
  });

  it('create-admin creates an admin, refuses weak passwords and resets only when asked', async () => {
    expect(parseCreateAdminArgs(['--email', 'ops@example.com', '--password', 'pw long enough'])).toEqual({
      email: 'ops@example.com',
      password: 'pw long enough',
      reset: false,
    });
    expect(() => parseCreateAdminArgs(['--email', 'ops@example.com'])).toThrow(/usage/);
    await expect(ensureAccount(db, { email: 'ops@example.com', password: 'short', role: 'admin' })).rejects.toThrow(
      /not acceptable/,
    );
    expect(await ensureAccount(db, { email: 'ops@example.com', password: 'first password', role: 'admin' })).toBe(true);
    expect(await ensureAccount(db, { email: 'ops@example.com', password: 'second password', role: 'admin' })).toBe(false);
    await expect(verifyPassword('first password', await passwordOf('ops@example.com'))).resolves.toBe(true);
    await ensureAccount(db, { email: 'ops@example.com', password: 'second password', role: 'admin', resetPassword: true });
    await expect(verifyPassword('second password', await passwordOf('ops@example.com'))).resolves.toBe(true);
    const identity = await findIdentityByEmail(db, 'ops@example.com');
    expect(await getRoles(db, identity?.id as string)).toEqual(['admin']);
  });
});
