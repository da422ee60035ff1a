import type { Authenticator } from '../../authz/types';
import { createTestDatabase, testEngine } from '../../db/testing';
import type { Database } from '../../db/types';
import { REF as R, REFERENCE_DATA_SQL } from '../../postgrest/testing/reference-data';
import { isSealed, unseal } from '../../connections/sealing';
import { startTestHttpServer } from '../../connections/testing/http-server';
import { createBackend } from '../backend';
import { serve, type TestServer } from '../testing/server';

let db: Database;
let server: TestServer;
const previousKey = process.env.OPSDECK_SECRET_KEY;

const authenticator: Authenticator = async (req) => {
  const role = req.headers['x-test-role'];
  if (typeof role !== 'string' || role === '') return null;
  return { id: R.alice, name: 'Alice Admin', roles: [role], permissions: [] };
};

beforeAll(async () => {
  process.env.OPSDECK_SECRET_KEY = 'connection-tests-key';
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  server = await serve(await createBackend({ db, authenticator, logRequests: false }));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
  if (previousKey === undefined) delete process.env.OPSDECK_SECRET_KEY;
  else process.env.OPSDECK_SECRET_KEY = previousKey;
});

const as = (role: string) => ({ 'x-test-role': role });
const s = (value: string) => ({ kind: 'static', value });
const request = (method: string, path: string, role = 'admin', body?: object) =>
  server.request(method, `/api${path}`, { headers: as(role), ...(body && { body }) });

async function storedRow(id: string) {
  const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM connections WHERE id = $1', [id]);
  return rows[0]!;
}

describe(`connections CRUD (${testEngine()})`, () => {
  const body = {
    name: 'payments-db',
    namespace: 'prod',
    type: 'postgres',
    values: { url: 'postgres://db.local:5432/payments', username: 'app', password: s('hunter2-very-secret') },
  };

  it('creates a connection with its secret sealed at rest and never answered in clear', async () => {
    const created = await request('POST', '/connection', 'admin', body);
    expect(created.status).toBe(201);
    expect(created.text).not.toContain('hunter2');
    expect(created.body.values).toEqual({ url: body.values.url, username: 'app', password: { kind: 'stored' } });
    const row = await storedRow(created.body.id);
    expect(row).toMatchObject({ name: 'payments-db', namespace: 'prod', type: 'postgres', source: 'UI', created_by: R.alice });
    expect(isSealed(String(row.password))).toBe(true);
    expect(JSON.stringify(row)).not.toContain('hunter2');
    expect(unseal(String(row.password))).toBe('hunter2-very-secret');

    const read = await request('GET', `/connection/${created.body.id}`, 'editor');
    expect(read.status).toBe(200);
    expect(read.body.values.password).toEqual({ kind: 'stored' });
    const listed = await request('GET', `/db/connections?id=eq.${created.body.id}&select=*`, 'editor');
    expect(listed.status).toBe(200);
    expect(listed.text).not.toContain('hunter2');
  });

  it('keeps a saved secret sent back as stored, replaces it when a new value comes, and stores references', async () => {
    const created = await request('POST', '/connection', 'admin', { ...body, name: 'keep-db' });
    const id = created.body.id as string;
    const kept = await request('PATCH', `/connection/${id}`, 'admin', {
      ...body,
      name: 'keep-db',
      values: { ...body.values, url: 'postgres://other/payments', password: { kind: 'stored' } },
    });
    expect(kept.status).toBe(200);
    expect(unseal(String((await storedRow(id)).password))).toBe('hunter2-very-secret');
    expect((await storedRow(id)).url).toBe('postgres://other/payments');
    await request('PATCH', `/connection/${id}`, 'admin', {
      ...body,
      name: 'keep-db',
      values: { ...body.values, password: { kind: 'secretKeyRef', name: 'db', key: 'password' } },
    });
    expect((await storedRow(id)).password).toBe('secret://db/password');
    expect((await request('GET', `/connection/${id}`)).body.values.password).toEqual({
      kind: 'secretKeyRef',
      name: 'db',
      key: 'password',
    });
  });

  it('refuses values the type does not allow, with the field and the message', async () => {
    const missing = await request('POST', '/connection', 'admin', { ...body, name: 'bad', values: { url: 'postgres://x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Username: This field is required');
    const port = await request('POST', '/connection', 'admin', {
      name: 'mail',
      namespace: 'default',
      type: 'email',
      values: { host: 'mail.local', port: 'abc' },
    });
    expect([port.status, port.body.message]).toEqual([400, 'Port: This field must be a number']);
    const type = await request('POST', '/connection', 'admin', { ...body, type: 'carrier-pigeon' });
    expect(type.status).toBe(400);
    expect(type.body.message).toMatch(/^type: /);
    const stored = await request('POST', '/connection', 'admin', {
      ...body,
      name: 'x',
      values: { ...body.values, password: { kind: 'stored' } },
    });
    expect(stored.status).toBe(400);
    expect(await db.query("SELECT 1 FROM connections WHERE name IN ('bad', 'mail', 'x')")).toMatchObject({ rows: [] });
  });

  it('answers 409 for a name taken in the namespace, and soft-deletes', async () => {
    const first = await request('POST', '/connection', 'admin', { ...body, name: 'twice' });
    const again = await request('POST', '/connection', 'admin', { ...body, name: 'twice' });
    expect([again.status, again.body.message]).toEqual([409, 'a connection named twice already exists in namespace prod']);
    const deleted = await request('DELETE', `/connection/${first.body.id}`);
    expect([deleted.status, deleted.body.message]).toEqual([200, 'twice deleted successfully']);
    expect((await storedRow(first.body.id)).deleted_at).not.toBeNull();
    expect((await request('GET', `/connection/${first.body.id}`)).status).toBe(404);
    expect((await request('POST', '/connection', 'admin', { ...body, name: 'twice' })).status).toBe(201);
  });

  it('follows the role matrix: admins write, editors only read, the other roles neither', async () => {
    const created = await request('POST', '/connection', 'admin', { ...body, name: 'roles-db' });
    const id = created.body.id as string;
    expect((await request('GET', `/connection/${id}`, 'editor')).status).toBe(200);
    expect((await request('POST', '/connection', 'editor', { ...body, name: 'by-editor' })).status).toBe(403);
    expect((await request('PATCH', `/connection/${id}`, 'editor', body)).status).toBe(403);
    expect((await request('DELETE', `/connection/${id}`, 'editor')).status).toBe(403);
    expect((await request('POST', `/people/connection/test/${id}`, 'editor')).status).toBe(403);
    for (const role of ['commander', 'responder', 'viewer', 'guest']) {
      expect((await request('GET', `/connection/${id}`, role)).status).toBe(403);
      expect((await request('GET', '/db/connections?select=id', role)).status).toBe(403);
      expect((await request('POST', '/connection', role, { ...body, name: role })).status).toBe(403);
    }
  });

  it('seals secrets written through /db/connections as well', async () => {
    const res = await server.request('POST', '/api/db/connections', {
      headers: { ...as('admin'), Prefer: 'return=minimal' },
      body: { name: 'raw', namespace: 'default', type: 'slack', password: 'xoxb-raw-secret', username: 'C1' },
    });
    expect(res.status).toBe(201);
    const { rows } = await db.query<{ password: string }>("SELECT password FROM connections WHERE name = 'raw'");
    expect(isSealed(rows[0]!.password)).toBe(true);
    expect(unseal(rows[0]!.password)).toBe('xoxb-raw-secret');
  });
});

describe('POST /people/connection/test/{id}', () => {
  it('reports success with what was found, and the server error text on failure', async () => {
    const http = await startTestHttpServer((req) =>
      req.headers.authorization === `Basic ${Buffer.from('probe:right').toString('base64')}`
        ? { status: 200, body: '{}' }
        : { status: 401, body: 'bad credentials' },
    );
    try {
      const values = (password: string) => ({ url: `${http.url}/health`, username: 'probe', password: s(password) });
      const good = await request('POST', '/connection', 'admin', {
        name: 'web',
        namespace: 'default',
        type: 'http',
        values: values('right'),
      });
      const bad = await request('POST', '/connection', 'admin', {
        name: 'web-bad',
        namespace: 'default',
        type: 'http',
        values: values('wrong'),
      });
      const ok = await request('POST', `/people/connection/test/${good.body.id}`);
      expect([ok.status, ok.body]).toEqual([200, { message: 'Connection tested successfully', payload: 'HTTP 200 OK' }]);
      const failed = await request('POST', `/people/connection/test/${bad.body.id}`);
      expect([failed.status, failed.body.error]).toEqual([400, 'HTTP 401 Unauthorized: bad credentials']);
      const health = await request('GET', '/connection/health', 'editor');
      expect(health.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: good.body.id, health: 'healthy', message: 'HTTP 200 OK' }),
          expect.objectContaining({ id: bad.body.id, health: 'unhealthy', message: 'HTTP 401 Unauthorized: bad credentials' }),
        ]),
      );
      expect((await request('GET', '/connection/health', 'commander')).status).toBe(403);
      const missing = await request('POST', '/people/connection/test/00000000-0000-0000-0000-000000000001');
      expect(missing.status).toBe(404);
    } finally {
      await http.close();
    }
  });
});
