import { z } from 'zod';
import { issueAccessToken } from '../authz/tokens';
import type { Database } from '../db/types';
import { createTestDatabase } from '../db/testing';
import { REF as R, REFERENCE_DATA_SQL } from '../postgrest/testing/reference-data';
import { createBackend, type Backend } from './backend';
import { HttpError } from './errors';
import { json } from './respond';
import { serve, type TestServer } from './testing/server';
import type { Logger } from './logger';
import type { RouteModule } from './types';

let db: Database;
let backend: Backend;
let server: TestServer;
let aliceToken: string;
let bobToken: string;
const logged: string[] = [];
const errors: string[] = [];
const logger: Logger = { info: (line) => logged.push(line), error: (line) => errors.push(line) };

let release: () => void = () => {};
const testRoutes: RouteModule = (router) => {
  router.add({
    method: 'POST',
    path: '/test/echo',
    handler: async (ctx) => json(200, await ctx.body(z.object({ name: z.string().min(1), count: z.number().int().optional() }))),
  });
  router.add({
    method: 'GET',
    path: '/test/conflict',
    handler: async () => {
      throw new HttpError(409, 'conflict', 'already exists');
    },
  });
  router.add({
    method: 'GET',
    path: '/test/crash',
    handler: async () => {
      throw new Error('kaboom');
    },
  });
  router.add({ method: 'GET', path: '/test/public', auth: 'none', handler: async ({ principal }) => json(200, { principal }) });
  router.add({
    method: 'GET',
    path: '/test/slow',
    auth: 'none',
    handler: () =>
      new Promise((resolve) => {
        release = () => resolve(json(200, { done: true }));
      }),
  });
  router.add({
    method: 'POST',
    path: '/test/rbac',
    access: { resource: 'rbac', action: 'write' },
    handler: async () => json(200, { ok: true }),
  });
};

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  aliceToken = (await issueAccessToken(db, { personId: R.alice, name: 'test' })).token;
  bobToken = (await issueAccessToken(db, { personId: R.bob, name: 'test' })).token;
  backend = await createBackend({ db, logger, routes: [testRoutes], hostname: 'test-host', maxBodyBytes: 4096, authCacheMs: 0 });
  server = await serve(backend);
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const as = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('routing and the PostgREST surface', () => {
  it('serves /db with and without /api, and /config as an identical alias', async () => {
    const a = await server.request('GET', `/api/db/checks?select=id,name&order=name`, { headers: as(aliceToken) });
    const b = await server.request('GET', `/db/checks?select=id,name&order=name`, { headers: as(aliceToken) });
    const c = await server.request('GET', `/api/config/checks?select=id,name&order=name`, { headers: as(aliceToken) });
    expect(a.status).toBe(200);
    expect(a.body).toEqual([
      { id: R.check, name: 'api-health' },
      { id: R.check2, name: 'db-port' },
    ]);
    expect(b.text).toBe(a.text);
    expect(c.text).toBe(a.text);
    expect(a.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('passes Prefer through and exposes Content-Range', async () => {
    const res = await server.request('GET', '/api/db/check_statuses?select=time&limit=2&order=time.desc', {
      headers: { ...as(aliceToken), Prefer: 'count=exact' },
    });
    expect([res.status, res.headers.get('content-range'), res.headers.get('range-unit')]).toEqual([206, '0-1/5', 'items']);
    const head = await server.request('HEAD', '/api/db/check_statuses?limit=2', {
      headers: { ...as(aliceToken), Prefer: 'count=exact' },
    });
    expect([head.status, head.text, head.headers.get('content-range')]).toEqual([206, '', '0-1/5']);
    // Past the end: 416 with the total, so the client can go back to the last page.
    const past = await server.request('GET', '/api/db/check_statuses?limit=2&offset=50', {
      headers: { ...as(aliceToken), Prefer: 'count=exact' },
    });
    expect([past.status, past.body.code, past.headers.get('content-range')]).toEqual([416, 'PGRST103', '*/5']);
  });

  it('runs RPC under /db/rpc and /config/rpc', async () => {
    const res = await server.request('GET', `/api/db/rpc/get_playbook_run_actions?run_id=${R.run}&select=id&order=name`, {
      headers: as(aliceToken),
    });
    expect(res.body).toEqual([{ id: R.action }, { id: R.childAction }]);
    const alias = await server.request('GET', `/config/rpc/get_playbook_run_actions?run_id=${R.run}&select=id&order=name`, {
      headers: as(aliceToken),
    });
    expect(alias.text).toBe(res.text);
  });

  it('writes through POST/PATCH/DELETE with JSON bodies', async () => {
    const headers = { ...as(aliceToken), 'Content-Type': 'application/json', Prefer: 'return=representation' };
    const created = await server.request('POST', '/api/db/properties', { headers, body: { name: 'http.test', value: '1' } });
    expect([created.status, created.body[0].name]).toEqual([201, 'http.test']);
    const patched = await server.request('PATCH', '/api/db/properties?name=eq.http.test', { headers, body: { value: '2' } });
    expect(patched.body[0].value).toBe('2');
    const deleted = await server.request('DELETE', '/api/db/properties?name=eq.http.test', { headers });
    expect(deleted.body).toHaveLength(1);
  });

  it('answers PostgREST-shaped 4xx errors: unknown table, unknown function, bad JSON, unsupported method', async () => {
    const unknown = await server.request('GET', '/api/db/no_such_table', { headers: as(aliceToken) });
    expect([unknown.status, unknown.body]).toEqual([
      404,
      {
        code: 'PGRST205',
        details: null,
        hint: null,
        message: "Could not find the table 'public.no_such_table' in the schema cache",
      },
    ]);
    // Real tables outside the catalogue (credentials) are as invisible as missing ones.
    expect((await server.request('GET', '/api/db/access_tokens', { headers: as(aliceToken) })).status).toBe(404);
    expect((await server.request('GET', '/api/db/rpc/generate_ulid', { headers: as(aliceToken) })).body.code).toBe('PGRST202');
    const badJson = await server.request('POST', '/api/db/properties', {
      headers: { ...as(aliceToken), 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect([badJson.status, badJson.body.code]).toEqual([400, 'PGRST102']);
    const put = await server.request('PUT', '/api/db/properties', { headers: as(aliceToken), body: '{}' });
    expect([put.status, put.body.code]).toEqual([405, 'PGRST117']);
    const big = await server.request('POST', '/api/db/properties', {
      headers: as(aliceToken),
      body: { name: 'x', value: 'y'.repeat(5000) },
    });
    expect([big.status, big.body.error]).toEqual([413, 'request body too large']);
  });

  it('404s unknown routes and 405s known routes with the wrong method', async () => {
    const missing = await server.request('GET', '/api/nothing/here', { headers: as(aliceToken) });
    expect([missing.status, missing.body.error]).toEqual([404, 'not found']);
    const wrong = await server.request('DELETE', '/api/auth/whoami', { headers: as(aliceToken) });
    expect([wrong.status, wrong.headers.get('allow')]).toEqual([405, 'GET']);
  });
});

describe('authentication', () => {
  it('401s /db without credentials or with an unknown token', async () => {
    const none = await server.request('GET', '/api/db/checks');
    expect([none.status, none.body]).toEqual([401, { error: 'Unauthorized', message: 'authentication required' }]);
    expect((await server.request('GET', '/api/db/checks', { headers: as('not-a-token') })).status).toBe(401);
    expect((await server.request('GET', '/api/db/checks', { headers: { Authorization: 'Token abc' } })).status).toBe(401);
  });

  it('accepts Basic token:<access token> and refuses expired tokens and deleted people', async () => {
    const basic = Buffer.from(`token:${aliceToken}`).toString('base64');
    expect(
      (await server.request('GET', '/api/db/checks?select=id', { headers: { Authorization: `Basic ${basic}` } })).status,
    ).toBe(200);
    const expired = await issueAccessToken(db, { personId: R.alice, name: 'old', expiresAt: new Date(Date.now() - 1000) });
    expect((await server.request('GET', '/api/db/checks', { headers: as(expired.token) })).status).toBe(401);
    const carol = (
      await db.query<{ id: string }>(
        `INSERT INTO people (name, email, deleted_at) VALUES ('Gone', 'gone@example.com', now()) RETURNING id`,
      )
    ).rows[0]!.id;
    const gone = await issueAccessToken(db, { personId: carol, name: 'x' });
    expect((await server.request('GET', '/api/db/checks', { headers: as(gone.token) })).status).toBe(401);
  });

  it('stores only the token hash', async () => {
    const rows = await db.query<{ value: string }>('SELECT value FROM access_tokens');
    expect(rows.rows.every((row) => /^[0-9a-f]{64}$/.test(row.value) && row.value !== aliceToken)).toBe(true);
  });

  it('whoami returns user, roles, permissions and hostname', async () => {
    const res = await server.request('GET', '/api/auth/whoami', { headers: as(aliceToken) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('success');
    expect(res.body.payload.user).toEqual({
      id: R.alice,
      name: 'Alice Admin',
      email: 'alice@example.com',
      type: 'human',
      avatar: 'alice.png',
      properties: {},
    });
    expect(res.body.payload.roles).toEqual(['admin']);
    expect(res.body.payload.hostname).toBe('test-host');
    expect(res.body.payload.permissions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: R.permission, subject: R.alice, object: 'catalog', action: 'read', deny: false }),
        expect.objectContaining({ id: R.permission2, action: 'mcp:run' }),
      ]),
    );
    const bob = await server.request('GET', '/auth/whoami', { headers: as(bobToken) });
    expect(bob.body.payload.roles).toEqual(['editor']); // the team membership row is not a role
    expect(bob.body.payload.user).toEqual({
      id: R.bob,
      name: 'Bob Builder',
      email: 'bob@example.com',
      type: 'human',
      properties: {},
    });
    const anonymous = await server.request('GET', '/api/auth/whoami');
    expect([anonymous.status, anonymous.body]).toEqual([401, { error: 'error fetching user' }]);
  });
});

describe('authorization', () => {
  it('403s a role without the grant, with a clear JSON message', async () => {
    await db.query(`UPDATE casbin_rule SET v1 = 'viewer' WHERE v0 = $1 AND v1 = 'editor'`, [R.bob]);
    try {
      const read = await server.request('GET', '/api/db/incidents?select=id', { headers: as(bobToken) });
      expect(read.status).toBe(200);
      const write = await server.request('PATCH', `/api/db/incidents?id=eq.${R.incident}`, {
        headers: as(bobToken),
        body: { status: 'closed' },
      });
      expect(write.status).toBe(403);
      expect(write.body).toEqual({
        code: '42501',
        details: null,
        hint: null,
        message: 'permission denied: write access to "incident" is required for incidents',
      });
      expect((await server.request('GET', '/api/db/connections', { headers: as(bobToken) })).status).toBe(403);
      const rpc = await server.request('GET', `/api/db/rpc/related_configs_recursive?config_id=${R.config}`, {
        headers: as(bobToken),
      });
      expect(rpc.status).toBe(200);
    } finally {
      await db.query(`UPDATE casbin_rule SET v1 = 'editor' WHERE v0 = $1 AND v1 = 'viewer'`, [R.bob]);
    }
  });

  it('lets permission rows grant and deny beyond the role', async () => {
    const denied = await db.query<{ id: string }>(
      `INSERT INTO permissions (subject, subject_type, action, object, deny) VALUES ($1, 'person', 'read', 'canaries', true) RETURNING id`,
      [R.alice],
    );
    try {
      expect((await server.request('GET', '/api/db/checks', { headers: as(aliceToken) })).status).toBe(403);
      expect((await server.request('GET', '/api/db/incidents', { headers: as(aliceToken) })).status).toBe(200);
    } finally {
      await db.query('DELETE FROM permissions WHERE id = $1', [denied.rows[0]!.id]);
    }
  });

  it('loads grant rows (person, team and role subjects) that allow beyond the role', async () => {
    await db.query(`UPDATE casbin_rule SET v1 = 'viewer' WHERE v0 = $1 AND v1 = 'editor'`, [R.bob]);
    const patch = () =>
      server.request('PATCH', `/api/db/canaries?id=eq.${R.canary}`, { headers: as(bobToken), body: { source: 'UI' } });
    try {
      expect((await patch()).status).toBe(403);
      for (const [subject, type] of [
        [R.bob, 'person'],
        [R.team, 'team'],
        ['viewer', 'role'],
      ]) {
        const granted = await db.query<{ id: string }>(
          `INSERT INTO permissions (subject, subject_type, action, object) VALUES ($1, $2, 'update', 'canaries') RETURNING id`,
          [subject, type],
        );
        try {
          expect([type, (await patch()).status]).toEqual([type, 204]);
          // Write only: read of other resources is unchanged, and connections stay closed.
          expect((await server.request('GET', '/api/db/connections', { headers: as(bobToken) })).status).toBe(403);
        } finally {
          await db.query('DELETE FROM permissions WHERE id = $1', [granted.rows[0]!.id]);
        }
      }
      expect((await patch()).status).toBe(403);
    } finally {
      await db.query(`UPDATE casbin_rule SET v1 = 'editor' WHERE v0 = $1 AND v1 = 'viewer'`, [R.bob]);
    }
  });

  it('checks route-level access on custom endpoints', async () => {
    expect((await server.request('POST', '/api/test/rbac', { headers: as(aliceToken) })).status).toBe(200);
    const res = await server.request('POST', '/api/test/rbac', { headers: as(bobToken) });
    expect([res.status, res.body]).toEqual([403, { error: 'forbidden', message: 'write access to rbac is required' }]);
  });
});

describe('custom endpoints', () => {
  it('validates bodies with zod and answers {error, message}', async () => {
    const good = await server.request('POST', '/api/test/echo', { headers: as(aliceToken), body: { name: 'x', count: 2 } });
    expect([good.status, good.body]).toEqual([200, { name: 'x', count: 2 }]);
    const bad = await server.request('POST', '/api/test/echo', { headers: as(aliceToken), body: { name: '', count: 1.5 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'invalid request body', message: expect.stringMatching(/^name: /) });
    const notJson = await server.request('POST', '/api/test/echo', {
      headers: { ...as(aliceToken), 'Content-Type': 'application/json' },
      body: 'nope',
    });
    expect([notJson.status, notJson.body.error]).toEqual([400, 'invalid JSON body']);
  });

  it('turns HttpError into its status and unexpected errors into a logged 500', async () => {
    expect((await server.request('GET', '/api/test/conflict', { headers: as(aliceToken) })).body).toEqual({
      error: 'conflict',
      message: 'already exists',
    });
    const crash = await server.request('GET', '/api/test/crash', { headers: as(aliceToken) });
    expect([crash.status, crash.body]).toEqual([500, { error: 'internal server error' }]);
    expect(errors.some((line) => line.includes('/test/crash'))).toBe(true);
  });

  it('skips authentication on public routes', async () => {
    expect((await server.request('GET', '/api/test/public', { headers: as(aliceToken) })).body).toEqual({ principal: null });
  });

  it('logs one line per request', async () => {
    await server.request('GET', '/health');
    expect(logged.some((line) => /^127\.0\.0\.1 GET \/health 200 \d+\.\dms$/.test(line))).toBe(true);
  });
});

describe('close', () => {
  it('waits for requests in flight, then refuses new ones with 503', async () => {
    const local = await createBackend({ db, logger, logRequests: false, routes: [testRoutes] });
    const localServer = await serve(local);
    try {
      const slow = localServer.request('GET', '/test/slow');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const closing = local.close();
      const refused = await localServer.request('GET', '/health');
      expect([refused.status, refused.body.error]).toEqual([503, 'server is shutting down']);
      release();
      expect((await slow).body).toEqual({ done: true });
      await closing;
    } finally {
      await localServer.close();
    }
  });
});

describe('principal cache', () => {
  it('reuses a principal for the same credentials until the TTL or clearAuthCache()', async () => {
    const cached = await createBackend({ db, logger, logRequests: false, authCacheMs: 60_000 });
    const cachedServer = await serve(cached);
    const { id, token } = await issueAccessToken(db, { personId: R.bob, name: 'cache test' });
    try {
      expect((await cachedServer.request('GET', '/api/db/connections?select=id', { headers: as(token) })).status).toBe(200);
      await db.query('DELETE FROM access_tokens WHERE id = $1', [id]);
      // Still the cached principal: no lookup happens within the TTL.
      expect((await cachedServer.request('GET', '/api/db/connections?select=id', { headers: as(token) })).status).toBe(200);
      cached.clearAuthCache();
      expect((await cachedServer.request('GET', '/api/db/connections?select=id', { headers: as(token) })).status).toBe(401);
      // Failed authentications are never cached.
      expect((await cachedServer.request('GET', '/api/db/connections', { headers: as(aliceToken) })).status).toBe(200);
    } finally {
      await cachedServer.close();
    }
  });

  it('keeps cached principals across a POST to a read-only route (the health summary)', async () => {
    const cached = await createBackend({ db, logger, logRequests: false, authCacheMs: 60_000 });
    const cachedServer = await serve(cached);
    const { id, token } = await issueAccessToken(db, { personId: R.bob, name: 'read-only post test' });
    try {
      expect((await cachedServer.request('GET', '/api/db/connections?select=id', { headers: as(token) })).status).toBe(200);
      await db.query('DELETE FROM access_tokens WHERE id = $1', [id]);
      const summary = await cachedServer.request('POST', '/api/canary/api/summary', {
        headers: { ...as(aliceToken), 'Content-Type': 'application/json' },
        body: { hidePassing: true },
      });
      expect(summary.status).toBe(200);
      // The summary only reads: the deleted token's principal is still the cached one.
      expect((await cachedServer.request('GET', '/api/db/connections?select=id', { headers: as(token) })).status).toBe(200);
      cached.clearAuthCache();
      expect((await cachedServer.request('GET', '/api/db/connections?select=id', { headers: as(token) })).status).toBe(401);
    } finally {
      await cachedServer.close();
    }
  });

  it('forgets cached principals once a write has gone through, so a new permission row applies at once', async () => {
    const cached = await createBackend({ db, logger, logRequests: false, authCacheMs: 60_000 });
    const cachedServer = await serve(cached);
    const json = { 'Content-Type': 'application/json', Prefer: 'return=representation' };
    try {
      expect((await cachedServer.request('GET', '/api/db/checks?select=id', { headers: as(bobToken) })).status).toBe(200);
      const created = await cachedServer.request('POST', '/api/db/permissions', {
        headers: { ...as(aliceToken), ...json },
        body: { subject: R.bob, subject_type: 'person', action: 'read', object: 'canaries', deny: true },
      });
      expect(created.status).toBe(201);
      try {
        expect((await cachedServer.request('GET', '/api/db/checks?select=id', { headers: as(bobToken) })).status).toBe(403);
      } finally {
        await cachedServer.request('DELETE', `/api/db/permissions?id=eq.${created.body[0].id}`, { headers: as(aliceToken) });
      }
      expect((await cachedServer.request('GET', '/api/db/checks?select=id', { headers: as(bobToken) })).status).toBe(200);
    } finally {
      await cachedServer.close();
    }
  });
});
