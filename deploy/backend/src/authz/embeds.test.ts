/**
 * Authorization below the top level of /db requests: every embedded relation (at any depth,
 * selected, filter-only, `!inner`, null-filtered, ordered, below an RPC result) needs read on its
 * own resource, tables outside the catalogue cannot be reached at all, and people embeds are
 * narrowed to display columns for callers without "identities". Principals are real people with
 * bearer tokens, roles and permission rows loaded from the database.
 */
import { EMBED_DISPLAY_COLUMNS } from './relations';
import { issueAccessToken } from './tokens';
import type { Database } from '../db/types';
import { createTestDatabase } from '../db/testing';
import { createBackend, type Backend } from '../http/backend';
import { silentLogger } from '../http/logger';
import { serve, type TestServer } from '../http/testing/server';
import { REF as R, REFERENCE_DATA_SQL } from '../postgrest/testing/reference-data';

const VIEWER = '00000000-0000-4000-9000-0000000000c1';
const INVITE = '00000000-0000-4000-9000-0000000000c2';

let db: Database;
let backend: Backend;
let server: TestServer;
let admin: Record<string, string>;
let viewer: Record<string, string>;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  await db.exec(`
    INSERT INTO people (id, name, email, phone, properties, external_id) VALUES
      ('${VIEWER}', 'Vera Viewer', 'vera@example.com', '+1 555 0100', '{"ssn":"secret"}', 'idp|vera');
    INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', '${VIEWER}', 'viewer');
    UPDATE people SET phone = '+1 555 0199', properties = '{"pager":"secret"}' WHERE id = '${R.alice}';
    UPDATE connections SET username = 'bot', password = 'hunter2' WHERE id = '${R.connection}';
    UPDATE permissions SET connection_id = '${R.connection}' WHERE id = '${R.permission}';
    INSERT INTO invites (id, email, role, invited_by) VALUES ('${INVITE}', 'eve@example.com', 'admin', '${R.alice}');
  `);
  admin = { Authorization: `Bearer ${(await issueAccessToken(db, { personId: R.alice, name: 'admin' })).token}` };
  viewer = { Authorization: `Bearer ${(await issueAccessToken(db, { personId: VIEWER, name: 'viewer' })).token}` };
  backend = await createBackend({ db, logger: silentLogger, logRequests: false, authCacheMs: 0 });
  server = await serve(backend);
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const get = (path: string, headers: Record<string, string>) => server.request('GET', `/api/db/${path}`, { headers });
const status = async (path: string, headers: Record<string, string>) => {
  const res = await get(path, headers);
  return [res.status, res.body?.code];
};

describe('audit exploits (regression)', () => {
  it('a viewer cannot read connections (password) through permissions?select=connection_id(*)', async () => {
    expect((await get('connections?select=password', viewer)).status).toBe(403);
    const res = await get('permissions?select=id,connection_id(*)', viewer);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'permission denied: read access to "connections" is required for connections',
    });
    expect(res.text).not.toContain('hunter2');
    // An admin still embeds it.
    const ok = await get(`permissions?id=eq.${R.permission}&select=id,connection_id(name,password)`, admin);
    expect([ok.status, ok.body]).toEqual([200, [{ id: R.permission, connection_id: { name: 'slack', password: 'hunter2' } }]]);
  });

  it('nobody reaches access_tokens through teams?select=created_by(access_tokens!access_tokens_person_fkey(*))', async () => {
    for (const who of [viewer, admin]) {
      const res = await get('teams?select=created_by(access_tokens!access_tokens_person_fkey(*))', who);
      expect([res.status, res.body.code]).toEqual([400, 'PGRST200']);
      expect(res.body.message).toBe("Could not find a relationship between 'people' and 'access_tokens' in the schema cache");
    }
    expect(await status('access_tokens', admin)).toEqual([404, 'PGRST205']);
  });

  it('nobody reaches pending invites (id, email) through an embed', async () => {
    for (const who of [viewer, admin]) {
      for (const path of [
        'teams?select=created_by(invites(*))',
        'teams?select=created_by(invites!invites_invited_by_fkey(id,email))',
      ]) {
        const res = await get(path, who);
        expect([res.status, res.body.code]).toEqual([400, 'PGRST200']);
        expect(res.text).not.toContain(INVITE);
      }
    }
    expect(await status('invites', admin)).toEqual([404, 'PGRST205']);
  });

  it('identity and internal tables are neither requestable nor embeddable, with the answer of a missing name', async () => {
    const missing = await get('teams?select=created_by(no_such_table(*))', admin);
    for (const table of ['invites', 'access_tokens', 'demo_seeds', 'severities', 'applications', 'checks_unlogged']) {
      expect(await status(table, admin)).toEqual([404, 'PGRST205']);
      const embedded = await get(`teams?select=created_by(${table}(*))`, admin);
      expect([embedded.status, embedded.body.code]).toEqual([400, 'PGRST200']);
      expect(embedded.body.details).toBe(missing.body.details.replace('no_such_table', table));
    }
    // kratos.* is not in the exposed schema at all.
    expect(await status('credentials', admin)).toEqual([404, 'PGRST205']);
    // Internal functions are not callable.
    for (const fn of ['generate_ulid', 'format_incident_id', 'properties_to_values', 'try_uuid']) {
      const res = await server.request('POST', `/api/db/rpc/${fn}`, { headers: admin, body: {} });
      expect([res.status, res.body.code]).toEqual([404, 'PGRST202']);
    }
  });
});

describe('every relation a query touches is authorized', () => {
  it('embeds at depth: allowed chain, then a forbidden relation further down', async () => {
    expect((await get('teams?select=id,team_members(person_id,teams(id))', viewer)).status).toBe(200);
    expect(await status('teams?select=id,created_by(permissions!permissions_person_fkey(connection_id(*)))', viewer)).toEqual([
      403,
      '42501',
    ]);
  });

  it('filter-only embeds, !inner, null filters and orders on a forbidden relation are refused', async () => {
    for (const path of [
      'permissions?select=id,connections()&connections.password=eq.hunter2',
      'permissions?select=id,connections!inner()',
      'permissions?select=id,connections!inner(id)&connections.password=like.h*',
      'permissions?select=id,connections()&connections=not.is.null',
      'permissions?select=id,connections(id)&connections.order=password.desc',
    ]) {
      expect([path, ...(await status(path, viewer))]).toEqual([path, 403, '42501']);
      expect((await get(path, admin)).status).toBeLessThan(300);
    }
  });

  it('RPC results: embeds below the rows and the returned relation are authorized too', async () => {
    const rpc = `rpc/lookup_analysis_by_component?id=${R.component}`;
    expect((await get(`${rpc}&select=id,created_by(id,name)`, viewer)).status).toBe(200);
    expect(await status(`${rpc}&select=id,created_by(phone)`, viewer)).toEqual([403, '42501']);
    expect((await get(`${rpc}&select=id,created_by(phone)`, admin)).status).toBe(200);
  });

  it('writes: the representation of a write embeds under the same rule', async () => {
    const res = await server.request('PATCH', `/api/db/permissions?id=eq.${R.permission}&select=id,connection_id(*)`, {
      headers: { ...admin, Prefer: 'return=representation', 'Content-Type': 'application/json' },
      body: { description: 'x' },
    });
    expect(res.status).toBe(200);
    // An editor may write permissions but not read connections. (It may not change a row that
    // grants access to a connection at all: R.permission2 grants an action that is not read/write;
    // nor a row naming an admin: here it names Bob, an editor.)
    await db.query(`UPDATE permissions SET connection_id = $1, subject = $3 WHERE id = $2`, [R.connection, R.permission2, R.bob]);
    await db.query(`UPDATE casbin_rule SET v1 = 'editor' WHERE v0 = $1`, [VIEWER]);
    try {
      const denied = await server.request('PATCH', `/api/db/permissions?id=eq.${R.permission2}&select=id,connection_id(*)`, {
        headers: { ...viewer, Prefer: 'return=representation', 'Content-Type': 'application/json' },
        body: { description: 'y' },
      });
      // Editors read connections in the role matrix; a deny row takes it away.
      expect(denied.status).toBe(200);
      const deny = await db.query<{ id: string }>(
        `INSERT INTO permissions (subject, subject_type, action, object, deny) VALUES ($1, 'person', 'read', 'connections', true) RETURNING id`,
        [VIEWER],
      );
      const refused = await server.request('PATCH', `/api/db/permissions?id=eq.${R.permission2}&select=id,connection_id(*)`, {
        headers: { ...viewer, Prefer: 'return=representation', 'Content-Type': 'application/json' },
        body: { description: 'z' },
      });
      expect([refused.status, refused.body.code]).toEqual([403, '42501']);
      const unchanged = await db.query<{ description: string }>('SELECT description FROM permissions WHERE id = $1', [
        R.permission2,
      ]);
      expect(unchanged.rows[0]!.description).toBe('y');
      await db.query('DELETE FROM permissions WHERE id = $1', [deny.rows[0]!.id]);
    } finally {
      await db.query(`UPDATE casbin_rule SET v1 = 'viewer' WHERE v0 = $1`, [VIEWER]);
      await db.query(`UPDATE permissions SET connection_id = NULL, subject = $2 WHERE id = $1`, [R.permission2, R.alice]);
    }
  });
});

describe('permission rows apply to embeds as to the top level', () => {
  it('a grant row lets a viewer embed connections; a deny row takes them from an admin', async () => {
    const path = `permissions?id=eq.${R.permission}&select=id,connection_id(name)`;
    expect((await get(path, viewer)).status).toBe(403);
    const grant = await db.query<{ id: string }>(
      `INSERT INTO permissions (subject, subject_type, action, object) VALUES ($1, 'person', 'read', 'connections') RETURNING id`,
      [VIEWER],
    );
    try {
      const res = await get(path, viewer);
      expect([res.status, res.body]).toEqual([200, [{ id: R.permission, connection_id: { name: 'slack' } }]]);
    } finally {
      await db.query('DELETE FROM permissions WHERE id = $1', [grant.rows[0]!.id]);
    }
    const deny = await db.query<{ id: string }>(
      `INSERT INTO permissions (subject, subject_type, action, object, deny) VALUES ($1, 'person', 'read', 'connection', true) RETURNING id`,
      [R.alice],
    );
    try {
      expect(await status(path, admin)).toEqual([403, '42501']);
      expect(await status('connections', admin)).toEqual([403, '42501']);
    } finally {
      await db.query('DELETE FROM permissions WHERE id = $1', [deny.rows[0]!.id]);
    }
  });
});

describe('people embeds', () => {
  const display = [...EMBED_DISPLAY_COLUMNS.people!].sort();

  it('keep working for roles that can read the parent, narrowed to display columns', async () => {
    const res = await get(`teams?id=eq.${R.team}&select=id,created_by(*)`, viewer);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body[0].created_by).sort()).toEqual(display);
    expect(res.body[0].created_by).toMatchObject({ id: R.alice, name: 'Alice Admin', email: 'alice@example.com' });
    expect(res.text).not.toContain('secret');
    expect(res.text).not.toContain('+1 555 0199'); // Alice's phone (a bare "555" can be in a timestamp)
    // The UI's shapes.
    const ui = await get(`teams?id=eq.${R.team}&select=id,created_by(id,name,avatar,email)`, viewer);
    expect(ui.body).toEqual([
      { id: R.team, created_by: { id: R.alice, name: 'Alice Admin', avatar: 'alice.png', email: 'alice@example.com' } },
    ]);
    const responders = await get(
      `incidents?id=eq.${R.incident}&select=id,commander_id(id,name),responders(person:person_id(*))`,
      viewer,
    );
    expect(responders.status).toBe(200);
  });

  it('naming a column outside them is refused anywhere (select, filter, order, JSON path)', async () => {
    for (const path of [
      'teams?select=id,created_by(phone)',
      'teams?select=id,created_by(properties->>pager)',
      'teams?select=id,created_by(id)&created_by.external_id=eq.x',
      'teams?select=id,created_by!inner(id)&created_by.or=(last_login.is.null,name.eq.x)',
      'teams?select=id,team_members(person_id(id))&team_members.person_id.order=phone',
    ]) {
      const res = await get(path, viewer);
      expect([path, res.status, res.body.code]).toEqual([path, 403, '42501']);
      expect(res.body.message).toMatch(/^permission denied: read access to "identities" is required for people\./);
    }
  });

  it('admins (identities read) embed every column; people itself stays admin/editor only', async () => {
    const res = await get(`teams?id=eq.${R.team}&select=created_by(*)`, admin);
    expect(res.body[0].created_by).toMatchObject({ phone: '+1 555 0199', properties: { pager: 'secret' } });
    expect(await status('people?select=id', viewer)).toEqual([403, '42501']);
    // identities (admin-only) is not a display relation.
    expect(await status(`teams?select=created_by(identities(*))`, viewer)).toEqual([403, '42501']);
  });
});
