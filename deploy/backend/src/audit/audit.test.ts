/**
 * The audit log end to end over HTTP, on PGlite or PostgreSQL (TEST_DATABASE_URL): an entry for a
 * /db edit and for a custom endpoint with who, what, which fields and from where; none for a
 * refused or failed write; secrets never kept; readable by admins only and written by nobody
 * through the API; pruning removes only expired entries, once per period, with its job history.
 */
import { issueAccessToken } from '../authz/tokens';
import { asRole, FX, roleAuthenticator, seedHealthFixture, serveHealthBackend } from '../checks/testing/health-fixture';
import { createTestDatabase, testEngine } from '../db/testing';
import type { Database } from '../db/types';
import { createBackend } from '../http/backend';
import { serve, type TestServer } from '../http/testing/server';
import { AUDIT_RETENTION_JOB, auditRetention, pruneAuditLog } from './retention';

let db: Database;
let server: TestServer;
const admin = asRole('admin', { Prefer: 'return=representation' });

interface EntryRow {
  actor_id: string;
  actor_name: string;
  actor_type: string;
  token_name: string | null;
  action: string;
  resource_type: string;
  resource: string;
  resource_ids: string[];
  row_count: number;
  fields: string[];
  changes: Record<string, { old?: unknown; new?: unknown }>;
  method: string;
  path: string;
  client_address: string | null;
  status: number;
  outcome: string;
}

const entries = async (resource: string): Promise<EntryRow[]> =>
  (await db.query<EntryRow>('SELECT * FROM audit_log WHERE resource = $1 ORDER BY created_at, id', [resource])).rows;

const countAll = async () => Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n);

beforeAll(async () => {
  db = await createTestDatabase();
  await seedHealthFixture(db);
  ({ server } = await serveHealthBackend(db));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

describe(`audit log (${testEngine()})`, () => {
  it('records a /db create, edit and soft delete with the person, fields, values, ids and address', async () => {
    const created = await server.request('POST', '/api/db/teams', {
      headers: admin,
      body: { name: 'audit-blue', icon: 'group' },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }[])[0]!.id;
    const edited = await server.request('PATCH', `/api/db/teams?id=eq.${id}`, {
      headers: admin,
      body: { name: 'audit-green', icon: 'group' },
    });
    expect(edited.status).toBe(200);
    await server.request('PATCH', `/api/db/teams?id=eq.${id}`, { headers: asRole('admin'), body: { deleted_at: 'now()' } });

    const [create, update, remove] = await entries('teams');
    expect(create).toMatchObject({
      actor_id: FX.person,
      actor_name: 'admin tester',
      actor_type: 'person',
      action: 'create',
      resource_type: 'table',
      resource_ids: [id],
      row_count: 1,
      fields: ['name', 'icon'],
      changes: { name: { new: 'audit-blue' }, icon: { new: 'group' } },
      method: 'POST',
      path: '/db/teams',
      client_address: '127.0.0.1',
      status: 201,
      outcome: 'success',
    });
    // Only what changed: the icon was sent again unchanged.
    expect(update).toMatchObject({
      action: 'update',
      fields: ['name'],
      changes: { name: { old: 'audit-blue', new: 'audit-green' } },
      status: 200,
    });
    expect(remove).toMatchObject({ action: 'delete', fields: ['deleted_at'], resource_ids: [id], status: 204 });

    // The page's search: one lower-case text of person, resource, path, address, ids and field names.
    const search = await server.request('GET', `/api/db/audit_log?select=action&search_text=like.*${id}*&order=created_at`, {
      headers: admin,
    });
    expect(search.body).toEqual([{ action: 'create' }, { action: 'update' }, { action: 'delete' }]);
    const [text] = (
      await db.query<{ search_text: string }>(
        'SELECT search_text FROM audit_log WHERE resource = $1 ORDER BY created_at, id LIMIT 1',
        ['teams'],
      )
    ).rows;
    expect(text!.search_text).toBe(`admin tester teams /db/teams 127.0.0.1 ${id} name icon`);
  });

  it('records a custom endpoint with its body fields and ids', async () => {
    const res = await server.request('POST', '/api/notification/silence', {
      headers: asRole('admin'),
      body: { name: 'audit-maintenance', until: 'now+2h', filter: 'check.name == "web"' },
    });
    expect(res.status).toBeLessThan(300);
    const [entry] = await entries('/notification/silence');
    expect(entry).toMatchObject({
      action: 'create',
      resource_type: 'endpoint',
      fields: ['name', 'until', 'filter'],
      changes: { name: { new: 'audit-maintenance' }, until: { new: 'now+2h' }, filter: { new: 'check.name == "web"' } },
      method: 'POST',
      path: '/notification/silence',
      client_address: '127.0.0.1',
      outcome: 'success',
    });
  });

  it('records nothing for a refused or failed write', async () => {
    const before = await countAll();
    // refused by the role matrix, by the engine (unknown column), by a database constraint, by a policy
    expect((await server.request('POST', '/api/db/teams', { headers: asRole('viewer'), body: { name: 'x' } })).status).toBe(403);
    expect((await server.request('POST', '/api/db/teams', { headers: admin, body: { nope: 1 } })).status).toBe(400);
    expect((await server.request('POST', '/api/db/teams', { headers: admin, body: { name: null } })).status).toBe(400);
    expect((await server.request('POST', '/api/db/teams', { headers: admin, body: { name: 'admin' } })).status).toBe(409);
    expect(
      (await server.request('POST', '/api/notification/silence', { headers: asRole('admin'), body: { name: '' } })).status,
    ).toBe(400);
    expect(await countAll()).toBe(before);
  });

  it('keeps the names of secret fields and never their values; records a failed connection test as a failure', async () => {
    const res = await server.request('POST', '/api/db/connections', {
      headers: admin,
      body: {
        name: 'audit-db',
        type: 'postgres',
        url: 'postgres://app:hunter2secret@db:5432/app',
        username: 'app',
        password: 'hunter2secret',
      },
    });
    expect(res.status).toBe(201);
    const [entry] = await entries('connections');
    expect(entry!.fields).toEqual(expect.arrayContaining(['name', 'url', 'password']));
    expect(entry!.changes.password).toEqual({});
    expect(JSON.stringify(entry)).not.toContain('hunter2secret');

    // A test that reached nothing is an outcome too (its result is stored); a refused one leaves none.
    const id = (res.body as { id: string }[])[0]!.id;
    expect((await server.request('POST', `/api/connection/test/${id}`, { headers: asRole('editor') })).status).toBe(403);
    const tested = await server.request('POST', `/api/connection/test/${id}`, { headers: asRole('admin') });
    expect(tested.status).toBe(400);
    expect(await entries('/connection/test/:id')).toEqual([
      expect.objectContaining({
        action: 'test',
        resource_ids: [id],
        status: 400,
        outcome: 'failure',
        actor_name: 'admin tester',
      }),
    ]);
  });

  it('names the access token a write used', async () => {
    const { token } = await issueAccessToken(db, { personId: FX.person, name: 'ci-deployer' });
    const res = await server.request('POST', '/api/db/teams', {
      headers: asRole('admin', { Authorization: `Bearer ${token}` }),
      body: { name: 'audit-token-team' },
    });
    expect(res.status).toBe(201);
    const [entry] = (await entries('teams')).filter((row) => row.changes.name?.new === 'audit-token-team');
    expect(entry).toMatchObject({ actor_type: 'access_token', token_name: 'ci-deployer' });
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it('is read by admins only and written by nobody through the API', async () => {
    const read = (role: string) => server.request('GET', '/api/db/audit_log?select=id,action&limit=1', { headers: asRole(role) });
    expect((await read('admin')).status).toBe(200);
    for (const role of ['editor', 'commander', 'viewer', 'guest']) {
      const res = await read(role);
      expect([role, res.status, res.body?.message]).toEqual([
        role,
        403,
        'permission denied: write access to "rbac" is required for audit_log',
      ]);
    }
    expect((await server.request('GET', '/api/db/audit_log')).status).toBe(401);
    // The CSV export is the same read, refused the same way.
    const csv = (role: string) =>
      server.request('GET', '/api/db/audit_log?select=action,resource', { headers: asRole(role, { Accept: 'text/csv' }) });
    const adminCsv = await csv('admin');
    expect([adminCsv.status, adminCsv.text.split('\n')[0]]).toEqual([200, 'action,resource']);
    expect((await csv('editor')).status).toBe(403);
    const before = await countAll();
    const writes = [
      server.request('POST', '/api/db/audit_log', { headers: admin, body: { action: 'create' } }),
      server.request('PATCH', '/api/db/audit_log?action=eq.create', { headers: admin, body: { action: 'x' } }),
      server.request('DELETE', '/api/db/audit_log?action=eq.create', { headers: admin }),
    ];
    for (const res of await Promise.all(writes)) {
      expect([res.status, res.body?.message]).toEqual([403, 'permission denied: audit_log is written by the backend only']);
    }
    expect(await countAll()).toBe(before);
  });

  it('answers the retention to admins only', async () => {
    expect((await server.request('GET', '/api/audit/retention', { headers: asRole('admin') })).body).toEqual({
      retention: '90d',
      retention_ms: 90 * 86_400_000,
    });
    expect((await server.request('GET', '/api/audit/retention', { headers: asRole('editor') })).status).toBe(403);
    expect(auditRetention({ OPSDECK_AUDIT_RETENTION: '30d12h' }).retention_ms).toBe(30.5 * 86_400_000);
    expect(() => auditRetention({ OPSDECK_AUDIT_RETENTION: 'forever' })).toThrow(
      /OPSDECK_AUDIT_RETENTION must be a positive duration/,
    );
  });

  it('reads the client address from X-Forwarded-For only behind a trusted proxy', async () => {
    const trusted = await serve(
      await createBackend({ db, authenticator: roleAuthenticator, logRequests: false, trustProxy: true }),
    );
    try {
      const body = { name: 'audit-proxied' };
      const forwarded = asRole('admin', { 'X-Forwarded-For': '198.51.100.7, 203.0.113.9' });
      expect((await trusted.request('POST', '/api/db/teams', { headers: forwarded, body })).status).toBe(201);
      expect((await server.request('POST', '/api/db/teams', { headers: forwarded, body: { name: 'audit-direct' } })).status).toBe(
        201,
      );
      const rows = await entries('teams');
      const address = (name: string) => rows.find((row) => row.changes.name?.new === name)?.client_address;
      expect(address('audit-proxied')).toBe('203.0.113.9');
      expect(address('audit-direct')).toBe('127.0.0.1');
    } finally {
      await trusted.close();
    }
  });

  it('prunes only expired entries, once per period, with a job history row', async () => {
    const now = new Date('2031-06-01T00:00:00Z');
    const day = 86_400_000;
    await db.query(
      `INSERT INTO audit_log (created_at, actor_type, action, resource_type, resource, method, path, status, outcome)
       SELECT $1::timestamptz - make_interval(days => d), 'person', 'update', 'table', 'prune-test', 'PATCH', '/db/teams', 200, 'success'
         FROM unnest(ARRAY[1, 29, 31, 400]) AS d`,
      [now],
    );
    await db.query(`UPDATE opsdeck_runner.leases SET next_at = $1 WHERE name = 'audit-log-prune'`, [now]);
    const first = await pruneAuditLog(db, 30 * day, now);
    expect(first).toEqual({ ran: true, deleted: expect.any(Number) });
    const left = await entries('prune-test');
    expect(left).toHaveLength(2);
    // Entries of this run's other tests are recent; the prune-test ones of 31 and 400 days went.
    expect(first.deleted).toBeGreaterThanOrEqual(2);
    expect(await pruneAuditLog(db, 30 * day, new Date(now.getTime() + 60_000))).toEqual({ ran: false, deleted: 0 });
    const jobs = await db.query<{ status: string; success_count: number; resource_type: string }>(
      'SELECT status, success_count, resource_type FROM job_history WHERE name = $1',
      [AUDIT_RETENTION_JOB],
    );
    expect(jobs.rows).toEqual([{ status: 'SUCCESS', success_count: first.deleted, resource_type: 'audit_log' }]);
  });
});
