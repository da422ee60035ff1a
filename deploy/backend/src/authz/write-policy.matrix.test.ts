/**
 * Permission rows as a matrix: writer role x target subject x grant/deny x resource x read/write.
 * The expectation is written from the spec's role matrix (spec 1 section 6) and a plain ranking of
 * roles, independently of write-policy.ts: a non-admin writes rows only on resources its role
 * reaches (none of rbac, identities, connections, auth, kratos; no deny on permissions), never for
 * the admin role or an admin, and denies only subjects that do not outrank it. Admins keep write
 * on permissions whatever rows say, so they can always undo a row.
 */
import { PERMISSION_OBJECT_ALIASES, ROLE_MATRIX, type Resource } from '@opsdeck/contracts';
import type { Database } from '../db/types';
import { createTestDatabase } from '../db/testing';
import { createBackend } from '../http/backend';
import { silentLogger } from '../http/logger';
import { serve, type TestServer } from '../http/testing/server';
import { issueAccessToken } from './tokens';

const id = (n: number) => `00000000-0000-4000-9200-${n.toString(16).padStart(12, '0')}`;
const P = { admin: id(1), editor: id(2), commander: id(3), otherEditor: id(4), viewer: id(5), otherAdmin: id(6) } as const;
const T = { withAdmin: id(10), viewers: id(11), guarded: id(12) } as const;

type Writer = 'admin' | 'editor' | 'commander';
let db: Database;
let server: TestServer;
const auth: Record<Writer, Record<string, string>> = { admin: {}, editor: {}, commander: {} };

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(`
    INSERT INTO people (id, name, email) VALUES
      ('${P.admin}', 'Ada', 'ada@example.com'), ('${P.editor}', 'Ed', 'ed@example.com'),
      ('${P.commander}', 'Cy', 'cy@example.com'), ('${P.otherEditor}', 'Eve', 'eve@example.com'),
      ('${P.viewer}', 'Vi', 'vi@example.com'), ('${P.otherAdmin}', 'Al', 'al@example.com');
    INSERT INTO casbin_rule (ptype, v0, v1) VALUES
      ('g', '${P.admin}', 'admin'), ('g', '${P.editor}', 'editor'), ('g', '${P.commander}', 'commander'),
      ('g', '${P.otherEditor}', 'editor'), ('g', '${P.viewer}', 'viewer'), ('g', '${P.otherAdmin}', 'admin');
    INSERT INTO teams (id, name, created_by) VALUES
      ('${T.withAdmin}', 'With Admin', '${P.admin}'), ('${T.viewers}', 'Viewers', '${P.admin}'),
      ('${T.guarded}', 'Guarded', '${P.admin}');
    INSERT INTO team_members (team_id, person_id) VALUES
      ('${T.withAdmin}', '${P.otherAdmin}'), ('${T.withAdmin}', '${P.viewer}'), ('${T.viewers}', '${P.viewer}');
    -- An admin lets the commander write permission rows; its ceiling stays its role.
    INSERT INTO permissions (subject_type, subject, action, object, created_by)
      VALUES ('person', '${P.commander}', 'write', 'permissions', '${P.admin}');
    -- A team whose deny row restricts whoever joins it.
    INSERT INTO permissions (subject_type, subject, team_id, action, object, deny, created_by)
      VALUES ('team', '${T.guarded}', '${T.guarded}', 'write', 'canaries', true, '${P.admin}');
  `);
  for (const writer of ['admin', 'editor', 'commander'] as const) {
    const { token } = await issueAccessToken(db, { personId: P[writer], name: writer });
    auth[writer] = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Prefer: 'return=representation' };
  }
  server = await serve(await createBackend({ db, logger: silentLogger, logRequests: false, authCacheMs: 0 }));
});

afterAll(async () => {
  await server?.close();
  await db?.close();
});

const request = (writer: Writer, method: string, path: string, body?: unknown) =>
  server.request(method, `/api/db/${path}`, { headers: auth[writer], ...(body !== undefined && { body: body as object }) });

/** Roles ranked plainly: an admin outranks an editor, which outranks the operator roles. */
const RANK: Record<string, number> = { admin: 3, editor: 2, commander: 1, responder: 1, viewer: 0, guest: 0 };

interface Target {
  row: Record<string, unknown>;
  /** Roles of the subject, or of the team's members. */
  roles: string[];
  /** The row names the admin role or an admin person itself (not through a team). */
  namesAdmin: boolean;
}

const TARGETS: Record<string, Target> = {
  'role admin': { row: { subject_type: 'role', subject: 'admin' }, roles: ['admin'], namesAdmin: true },
  'role editor': { row: { subject_type: 'role', subject: 'editor' }, roles: ['editor'], namesAdmin: false },
  'role viewer': { row: { subject_type: 'role', subject: 'viewer' }, roles: ['viewer'], namesAdmin: false },
  'admin by id': { row: { subject_type: 'person', subject: P.otherAdmin }, roles: ['admin'], namesAdmin: true },
  'admin by email': { row: { subject_type: 'person', subject: 'al@example.com' }, roles: ['admin'], namesAdmin: true },
  'admin by person_id': { row: { person_id: P.otherAdmin }, roles: ['admin'], namesAdmin: true },
  'another editor': { row: { subject_type: 'person', subject: P.otherEditor }, roles: ['editor'], namesAdmin: false },
  'a viewer': { row: { subject_type: 'person', subject: P.viewer }, roles: ['viewer'], namesAdmin: false },
  'team with an admin': { row: { subject_type: 'team', subject: 'With Admin' }, roles: ['admin', 'viewer'], namesAdmin: false },
  'team with an admin by team_id': { row: { team_id: T.withAdmin }, roles: ['admin', 'viewer'], namesAdmin: false },
  'team of viewers': {
    row: { subject_type: 'team', subject: T.viewers, team_id: T.viewers },
    roles: ['viewer'],
    namesAdmin: false,
  },
};

const OBJECTS = ['identities', 'connections', 'auth', 'kratos', 'catalog', 'canaries', 'incident', 'permissions', 'rbac'];
const ADMIN_ONLY: Resource[] = ['rbac', 'identities', 'connections', 'auth', 'kratos'];
const resourceOf = (object: string): Resource =>
  (Object.hasOwn(PERMISSION_OBJECT_ALIASES, object) ? PERMISSION_OBJECT_ALIASES[object] : object) as Resource;

function expected(writer: Writer, target: Target, deny: boolean, object: string, action: 'read' | 'write'): 201 | 403 {
  if (writer === 'admin') return 201;
  const resource = resourceOf(object);
  if (ADMIN_ONLY.includes(resource)) return 403;
  if (deny && (resource === 'permissions' || resource === 'rbac')) return 403;
  if (!ROLE_MATRIX[writer][action].includes(resource)) return 403;
  if (target.namesAdmin) return 403;
  if (deny && target.roles.some((role) => RANK[role]! > RANK[writer]!)) return 403;
  return 201;
}

describe.each(['editor', 'commander', 'admin'] as const)('%s writing permission rows', (writer) => {
  it.each(Object.keys(TARGETS))('for %s', async (targetName) => {
    const target = TARGETS[targetName]!;
    const outcomes: string[] = [];
    const wanted: string[] = [];
    for (const deny of [false, true]) {
      for (const object of OBJECTS) {
        for (const action of ['read', 'write'] as const) {
          const res = await request(writer, 'POST', 'permissions', { ...target.row, object, action, deny });
          const label = `${deny ? 'deny' : 'allow'} ${action} ${object}`;
          outcomes.push(`${label}: ${res.status}`);
          wanted.push(`${label}: ${expected(writer, target, deny, object, action)}`);
          if (res.status === 201) await db.query('DELETE FROM permissions WHERE id = $1', [res.body[0].id]);
        }
      }
    }
    expect(outcomes).toEqual(wanted);
  });
});

describe('deny rows against admins', () => {
  const identityPatch = (writer: Writer) => request(writer, 'PATCH', `identities?id=eq.${P.viewer}`, { state: 'active' });

  it('an editor cannot deny the admin role user administration; the admin keeps it', async () => {
    for (const object of ['identities', 'connections', 'auth', 'kratos', 'catalog']) {
      const res = await request('editor', 'POST', 'permissions', {
        subject_type: 'role',
        subject: 'admin',
        object,
        action: 'write',
        deny: true,
      });
      expect([object, res.status, res.body.code]).toEqual([object, 403, '42501']);
    }
    expect((await identityPatch('admin')).status).toBe(200);
  });

  it('an admin locked out by rows (written before these rules) still removes them and recovers', async () => {
    const rows = await db.query<{ id: string }>(
      `INSERT INTO permissions (subject_type, subject, action, object, deny) VALUES
         ('role', 'admin', '*', 'identities', true), ('role', 'admin', '*', 'permissions', true),
         ('person', $1, '*', '*', true)
       RETURNING id`,
      [P.admin],
    );
    expect((await identityPatch('admin')).status).toBe(403);
    const list = await request('admin', 'GET', `permissions?deny=is.true&subject=in.(admin,${P.admin})&select=id`);
    expect([list.status, list.body.length]).toEqual([200, 3]);
    const ids = rows.rows.map((row) => row.id).join(',');
    expect((await request('admin', 'DELETE', `permissions?id=in.(${ids})`)).status).toBe(200);
    expect((await identityPatch('admin')).status).toBe(200);
  });

  it('an editor may not change a deny row restricting an admin, but may lift it', async () => {
    const row = await db.query<{ id: string }>(
      `INSERT INTO permissions (subject_type, subject, action, object, deny) VALUES ('person', $1, 'write', 'canaries', true) RETURNING id`,
      [P.otherAdmin],
    );
    const rowId = row.rows[0]!.id;
    expect((await request('editor', 'PATCH', `permissions?id=eq.${rowId}`, { description: 'mine now' })).status).toBe(403);
    expect((await request('editor', 'PATCH', `permissions?id=eq.${rowId}`, { deleted_at: 'now()' })).status).toBe(200);
  });

  it('nobody but an admin adds an admin (or an editor, for a commander) to a team with deny rows', async () => {
    const join = (writer: Writer, person: string) =>
      request(writer, 'POST', 'team_members', { team_id: T.guarded, person_id: person });
    expect((await join('editor', P.otherAdmin)).status).toBe(403);
    expect((await join('commander', P.otherEditor)).status).toBe(403);
    expect((await join('editor', P.viewer)).status).toBe(201);
    expect((await join('admin', P.otherAdmin)).status).toBe(201);
    await db.query('DELETE FROM team_members WHERE team_id = $1', [T.guarded]);
  });

  it("renaming a team with an admin onto a deny row's team name needs an admin", async () => {
    const row = await db.query<{ id: string }>(
      `INSERT INTO permissions (subject_type, subject, action, object, deny) VALUES ('team', 'Restricted', 'read', 'canaries', true) RETURNING id`,
    );
    try {
      expect((await request('editor', 'PATCH', `teams?id=eq.${T.withAdmin}`, { name: 'Restricted' })).status).toBe(403);
      expect((await request('editor', 'PATCH', `teams?id=eq.${T.viewers}`, { name: 'Restricted' })).status).toBe(200);
      expect((await request('editor', 'PATCH', `teams?id=eq.${T.viewers}`, { name: 'Viewers' })).status).toBe(200);
    } finally {
      await db.query('DELETE FROM permissions WHERE id = $1', [row.rows[0]!.id]);
    }
  });
});
