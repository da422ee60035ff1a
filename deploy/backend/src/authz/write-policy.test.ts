/**
 * Writes that change access (permission rows, teams, team membership) cannot take anyone past the
 * role matrix plus what an admin granted. Real people with bearer tokens, roles from casbin_rule
 * and permission rows from the database, through HTTP.
 */
import { issueAccessToken } from './tokens';
import type { Database } from '../db/types';
import { createTestDatabase } from '../db/testing';
import { createBackend } from '../http/backend';
import { silentLogger } from '../http/logger';
import { serve, type TestServer } from '../http/testing/server';

const id = (n: number) => `00000000-0000-4000-9100-${n.toString(16).padStart(12, '0')}`;
const P = { admin: id(1), editor: id(2), commander: id(3), viewer: id(4) } as const;
const T = { security: id(10), ops: id(11), plain: id(12), guarded: id(13) } as const;
const EDITOR_DENY = id(20);
const VIEWER_DENY = id(21);
const GUARDED_DENY = id(22);

let db: Database;
let server: TestServer;
const auth: Record<keyof typeof P, Record<string, string>> = { admin: {}, editor: {}, commander: {}, viewer: {} };

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(`
    INSERT INTO people (id, name, email) VALUES
      ('${P.admin}', 'Ada Admin', 'ada@example.com'), ('${P.editor}', 'Ed Editor', 'ed@example.com'),
      ('${P.commander}', 'Cy Commander', 'cy@example.com'), ('${P.viewer}', 'Vi Viewer', 'vi@example.com');
    INSERT INTO casbin_rule (ptype, v0, v1) VALUES
      ('g', '${P.admin}', 'admin'), ('g', '${P.editor}', 'editor'), ('g', '${P.commander}', 'commander'), ('g', '${P.viewer}', 'viewer');
    INSERT INTO teams (id, name, created_by) VALUES
      ('${T.security}', 'Security', '${P.admin}'), ('${T.ops}', 'Ops', '${P.admin}'),
      ('${T.plain}', 'Plain', '${P.admin}'), ('${T.guarded}', 'Guarded', '${P.admin}');
    INSERT INTO team_members (team_id, person_id) VALUES ('${T.ops}', '${P.commander}'), ('${T.guarded}', '${P.editor}');
    INSERT INTO permissions (id, subject_type, subject, team_id, action, object, deny, created_by) VALUES
      (generate_ulid(), 'team', '${T.security}', '${T.security}', 'read', 'rbac', false, '${P.admin}'),
      (generate_ulid(), 'team', '${T.ops}', '${T.ops}', '*', 'catalog', false, '${P.admin}'),
      ('${GUARDED_DENY}', 'team', 'Guarded', NULL, 'write', 'notifications', true, '${P.admin}');
    INSERT INTO permissions (id, subject_type, subject, action, object, deny, created_by) VALUES
      ('${EDITOR_DENY}', 'person', '${P.editor}', 'write', 'playbooks', true, '${P.admin}'),
      ('${VIEWER_DENY}', 'person', '${P.viewer}', 'read', 'canaries', true, '${P.admin}');
  `);
  for (const role of Object.keys(P) as (keyof typeof P)[]) {
    const { token } = await issueAccessToken(db, { personId: P[role], name: role });
    auth[role] = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  }
  const backend = await createBackend({ db, logger: silentLogger, logRequests: false, authCacheMs: 0 });
  server = await serve(backend);
});

afterAll(async () => {
  await server?.close();
  await db?.close();
});

type Who = keyof typeof P;
const call = (who: Who, method: string, path: string, body?: unknown, prefer = 'return=representation') =>
  server.request(method, `/api/db/${path}`, {
    headers: { ...auth[who], Prefer: prefer },
    ...(body !== undefined && { body: body as object }),
  });
const outcome = async (who: Who, method: string, path: string, body?: unknown) => {
  const res = await call(who, method, path, body);
  return [res.status, res.body?.code];
};
const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM (${sql}) s`, params)).rows[0]!.n);

describe('permission rows', () => {
  it('an editor cannot grant itself "*" (the exact escalation), and nothing is written', async () => {
    expect(await outcome('editor', 'GET', 'casbin_rule?limit=1')).toEqual([200, undefined]);
    expect(await outcome('editor', 'POST', 'connections', { zz: 1 })).toEqual([403, '42501']);
    const res = await call('editor', 'POST', 'permissions', {
      subject: P.editor,
      subject_type: 'person',
      object: '*',
      action: '*',
      name: 'qa-escalation',
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'permission denied: only an admin may grant "*"',
    });
    expect(await count(`SELECT 1 FROM permissions WHERE name = 'qa-escalation'`)).toBe(0);
    // Still refused afterwards: casbin_rule, connections, identities.
    expect(await outcome('editor', 'POST', 'casbin_rule', { zz: 1 })).toEqual([403, '42501']);
    expect(await outcome('editor', 'POST', 'connections', { zz: 1 })).toEqual([403, '42501']);
    expect(await outcome('editor', 'PATCH', `identities?id=eq.${P.viewer}`, { state: 'active' })).toEqual([403, '42501']);
  });

  it.each([
    [{ object: 'catalog', action: '*' }, 'only an admin may grant "*"'],
    [{ object: 'connections', action: 'write' }, 'only an admin may grant access to "connections"'],
    [{ object: 'connection', action: 'read' }, 'only an admin may grant access to "connections"'],
    [{ object: 'rbac', action: 'read' }, 'only an admin may grant access to "rbac"'],
    [{ object: 'people', action: 'update' }, 'only an admin may grant access to "identities"'],
    [{ object: 'auth', action: 'create' }, 'only an admin may grant access to "auth"'],
    [{ object: 'canaries', action: 'read,write', connection_id: null, playbook_id: null }, null],
    // An admin's deny row on the editor takes playbooks write out of what it may hand out.
    [{ object: 'playbooks', action: 'write' }, 'write access to "playbooks" can only be granted by a role that has it'],
  ])('an editor granting %j to a viewer -> %s', async (row, reason) => {
    const res = await call('editor', 'POST', 'permissions', { subject: P.viewer, subject_type: 'person', ...row });
    if (reason === null) {
      expect(res.status).toBe(201);
      await db.query('DELETE FROM permissions WHERE id = $1', [res.body[0].id]);
    } else {
      expect([res.status, res.body.message]).toEqual([403, `permission denied: ${reason}`]);
    }
  });

  it('a commander given permissions write by an admin may only grant within its own role', async () => {
    const grant = await db.query<{ id: string }>(
      `INSERT INTO permissions (subject_type, subject, action, object) VALUES ('person', $1, 'write', 'permissions') RETURNING id`,
      [P.commander],
    );
    try {
      const own = await call('commander', 'POST', 'permissions', {
        subject: P.viewer,
        subject_type: 'person',
        action: 'write',
        object: 'incident',
      });
      expect(own.status).toBe(201);
      await db.query('DELETE FROM permissions WHERE id = $1', [own.body[0].id]);
      // Catalogue write comes to it from the Ops team row, not from its role: it cannot pass it on.
      expect(
        await outcome('commander', 'POST', 'permissions', {
          subject: P.viewer,
          subject_type: 'person',
          action: 'write',
          object: 'catalog',
        }),
      ).toEqual([403, '42501']);
    } finally {
      await db.query('DELETE FROM permissions WHERE id = $1', [grant.rows[0]!.id]);
    }
  });

  it('changing a row into a wider grant is refused and leaves it as it was', async () => {
    const created = await call('editor', 'POST', 'permissions', {
      subject: P.viewer,
      subject_type: 'person',
      action: 'read',
      object: 'canaries',
    });
    expect(created.status).toBe(201);
    const rowId = created.body[0].id as string;
    expect(await outcome('editor', 'PATCH', `permissions?id=eq.${rowId}`, { object: '*' })).toEqual([403, '42501']);
    expect(
      await outcome('editor', 'PATCH', `permissions?id=eq.${rowId}`, {
        subject: P.editor,
        object: 'identities',
        action: 'write',
      }),
    ).toEqual([403, '42501']);
    const row = await db.query('SELECT subject, object, action FROM permissions WHERE id = $1', [rowId]);
    expect(row.rows[0]).toEqual({ subject: P.viewer, object: 'canaries', action: 'read' });
    // Revoking it is always fine.
    expect(await outcome('editor', 'PATCH', `permissions?id=eq.${rowId}`, { deleted_at: 'now()' })).toEqual([200, undefined]);
    expect((await call('editor', 'DELETE', `permissions?id=eq.${rowId}`)).status).toBe(200);
  });

  it('an editor cannot delete or change a deny row that applies to it; one on somebody else it may', async () => {
    expect(await outcome('editor', 'DELETE', `permissions?id=eq.${EDITOR_DENY}`)).toEqual([403, '42501']);
    expect(await outcome('editor', 'DELETE', 'permissions?deny=is.true')).toEqual([403, '42501']);
    expect(await outcome('editor', 'PATCH', `permissions?id=eq.${EDITOR_DENY}`, { deleted_at: 'now()' })).toEqual([403, '42501']);
    expect(await outcome('editor', 'PATCH', `permissions?id=eq.${EDITOR_DENY}`, { id: id(99) })).toEqual([403, '42501']);
    // Through its team too.
    expect(await outcome('editor', 'DELETE', `permissions?id=eq.${GUARDED_DENY}`)).toEqual([403, '42501']);
    expect(
      await count('SELECT 1 FROM permissions WHERE id IN ($1, $2) AND deleted_at IS NULL', [EDITOR_DENY, GUARDED_DENY]),
    ).toBe(2);
    expect(await outcome('editor', 'POST', 'playbooks', { zz: 1 })).toEqual([403, '42501']);

    const res = await call('editor', 'PATCH', `permissions?id=eq.${VIEWER_DENY}`, { description: 'reviewed' });
    expect(res.status).toBe(200);
    // An admin removes any deny row.
    expect((await call('admin', 'PATCH', `permissions?id=eq.${EDITOR_DENY}`, { description: 'kept' })).status).toBe(200);
  });

  it('deny rows restrict those below the writer, never an admin, nor on rbac, permissions or "*"', async () => {
    const ok = await call('editor', 'POST', 'permissions', {
      subject: P.viewer,
      subject_type: 'person',
      action: 'write',
      object: 'canaries',
      deny: true,
    });
    expect(ok.status).toBe(201);
    await db.query('DELETE FROM permissions WHERE id = $1', [ok.body[0].id]);
    expect(
      await outcome('editor', 'POST', 'permissions', {
        subject: P.admin,
        subject_type: 'person',
        action: 'write',
        object: 'canaries',
        deny: true,
      }),
    ).toEqual([403, '42501']);
    for (const object of ['permissions', 'rbac', '*']) {
      const res = await call('editor', 'POST', 'permissions', {
        subject: P.viewer,
        subject_type: 'person',
        action: 'write',
        object,
        deny: true,
      });
      expect([object, res.status, res.body.code]).toEqual([object, 403, '42501']);
    }
  });

  it('an admin may grant anything', async () => {
    const res = await call('admin', 'POST', 'permissions', {
      subject: P.viewer,
      subject_type: 'person',
      object: '*',
      action: '*',
    });
    expect(res.status).toBe(201);
    await db.query('DELETE FROM permissions WHERE id = $1', [res.body[0].id]);
  });
});

describe('team membership', () => {
  it('a commander cannot join a team whose row grants rbac read (the exact escalation)', async () => {
    expect(await outcome('commander', 'GET', 'casbin_rule?limit=1')).toEqual([403, '42501']);
    const res = await call('commander', 'POST', 'team_members', { team_id: T.security, person_id: P.commander });
    expect([res.status, res.body.code]).toEqual([403, '42501']);
    expect(res.body.message).toBe(
      `permission denied: the team's permissions exceed yours (only an admin may grant access to "rbac")`,
    );
    expect(await count('SELECT 1 FROM team_members WHERE team_id = $1', [T.security])).toBe(0);
    expect(await outcome('commander', 'GET', 'casbin_rule?limit=1')).toEqual([403, '42501']);
  });

  it('nor add somebody else to it, nor to its own team whose "catalog:*" row only an admin may grant', async () => {
    expect(await outcome('commander', 'POST', 'team_members', { team_id: T.security, person_id: P.viewer })).toEqual([
      403,
      '42501',
    ]);
    expect(await outcome('commander', 'POST', 'team_members', { team_id: T.ops, person_id: P.viewer })).toEqual([403, '42501']);
    expect(await outcome('commander', 'PATCH', `team_members?person_id=eq.${P.commander}`, { team_id: T.security })).toEqual([
      403,
      '42501',
    ]);
  });

  it('joining a team that grants nothing more is fine; an admin adds anyone anywhere', async () => {
    expect((await call('commander', 'POST', 'team_members', { team_id: T.plain, person_id: P.commander })).status).toBe(201);
    expect((await call('admin', 'POST', 'team_members', { team_id: T.security, person_id: P.viewer })).status).toBe(201);
    await db.query('DELETE FROM team_members WHERE team_id IN ($1, $2)', [T.plain, T.security]);
  });

  it('an editor cannot leave, rename or delete the team whose deny row applies to it', async () => {
    expect(await outcome('editor', 'DELETE', `team_members?team_id=eq.${T.guarded}&person_id=eq.${P.editor}`)).toEqual([
      403,
      '42501',
    ]);
    expect(await outcome('editor', 'PATCH', `teams?id=eq.${T.guarded}`, { name: 'Unguarded' })).toEqual([403, '42501']);
    expect(await outcome('editor', 'DELETE', `teams?id=eq.${T.guarded}`)).toEqual([403, '42501']);
    expect(await count('SELECT 1 FROM team_members WHERE team_id = $1 AND person_id = $2', [T.guarded, P.editor])).toBe(1);
    expect(await count(`SELECT 1 FROM teams WHERE id = $1 AND name = 'Guarded'`, [T.guarded])).toBe(1);
  });

  it("renaming a team onto a team-subject row's name grants that row: the same ceiling applies", async () => {
    const row = await db.query<{ id: string }>(
      `INSERT INTO permissions (subject_type, subject, action, object) VALUES ('team', 'Auditors', 'read', 'rbac') RETURNING id`,
    );
    try {
      expect(await outcome('editor', 'PATCH', `teams?id=eq.${T.plain}`, { name: 'Auditors' })).toEqual([403, '42501']);
      expect(await outcome('editor', 'POST', 'teams', { name: 'Auditors', created_by: P.editor })).toEqual([403, '42501']);
    } finally {
      await db.query('DELETE FROM permissions WHERE id = $1', [row.rows[0]!.id]);
    }
  });

  it('no team takes a role name (a team called "admin" would demote every admin), not even from an admin', async () => {
    for (const name of ['admin', 'viewer', 'agent']) {
      if (name === 'agent') await db.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, 'agent')`, [P.viewer]);
      const res = await call('admin', 'POST', 'teams', { name, created_by: P.admin });
      expect([name, res.status, res.body.code]).toEqual([name, 409, '23505']);
    }
    expect(await outcome('editor', 'PATCH', `teams?id=eq.${T.plain}`, { name: 'admin' })).toEqual([409, '23505']);
    expect(await outcome('admin', 'GET', 'casbin_rule?limit=1')).toEqual([200, undefined]);
    // Other changes to a team keep working.
    expect((await call('editor', 'PATCH', `teams?id=eq.${T.plain}`, { icon: 'shield' })).status).toBe(200);
  });
});
