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
const request = (method: string, path: string, role = 'admin', body?: object) =>
  server.request(method, `/api${path}`, { headers: as(role), ...(body && { body }) });

async function storedRow(id: string) {
  const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM connections WHERE id = $1', [id]);
  return rows[0]!;
}

const json = { Prefer: 'return=representation' };
const create = (body: object, role = 'admin') =>
  server.request('POST', '/api/db/connections', { headers: { ...as(role), ...json }, body });
const patch = (id: string, body: object, role = 'admin') =>
  server.request('PATCH', `/api/db/connections?id=eq.${id}`, { headers: { ...as(role), ...json }, body });

describe(`connections through /db/connections (${testEngine()})`, () => {
  const row = {
    name: 'payments-db',
    namespace: 'prod',
    type: 'postgres',
    url: 'postgres://db.local/payments',
    username: 'app',
    password: 'hunter2-very-secret',
  };

  it('stores a connection with its secret sealed, and never answers it in clear', async () => {
    const created = await create(row);
    expect(created.status).toBe(201);
    expect(created.text).not.toContain('hunter2');
    const id = created.body[0].id as string;
    const stored = await storedRow(id);
    expect(stored).toMatchObject({ name: 'payments-db', type: 'postgres', created_by: R.alice });
    expect(isSealed(String(stored.password))).toBe(true);
    expect(unseal(String(stored.password))).toBe('hunter2-very-secret');
    const read = await request('GET', `/db/connections?id=eq.${id}&select=*`, 'editor');
    expect(read.status).toBe(200);
    expect(read.text).not.toContain('hunter2');
  });

  it('keeps a sealed value sent back, seals a new one, stores references as they are, and seals secret properties', async () => {
    const id = (await create({ ...row, name: 'keep-db' })).body[0].id as string;
    const sealed = String((await storedRow(id)).password);
    expect((await patch(id, { url: 'postgres://other/payments', password: sealed })).status).toBe(200);
    expect((await storedRow(id)).password).toBe(sealed);
    await patch(id, { password: 'secret://db/password' });
    expect((await storedRow(id)).password).toBe('secret://db/password');
    const restic = await create({
      name: 'backups',
      namespace: 'default',
      type: 'restic',
      url: 's3:bucket',
      password: 'repo-pass',
      properties: { awsConnectionName: 'aws', accessKey: 'AKIA-clear', secretKey: 'configmap://aws/secret' },
    });
    expect(restic.status).toBe(201);
    expect(restic.text).not.toContain('AKIA-clear');
    const properties = (await storedRow(restic.body[0].id)).properties as Record<string, string>;
    expect(unseal(properties.accessKey!)).toBe('AKIA-clear');
    expect(properties.secretKey).toBe('configmap://aws/secret');
  });

  it('refuses a row its type does not allow, with the field and the message, and stores nothing', async () => {
    const missing = await create({ ...row, name: 'bad', username: null });
    expect([missing.status, missing.body.message]).toEqual([400, 'Username: This field is required']);
    const port = await create({
      name: 'mail',
      namespace: 'default',
      type: 'email',
      properties: { host: 'mail.local', port: 'abc' },
    });
    expect([port.status, port.body.message]).toEqual([400, 'Port: This field must be a number']);
    const type = await create({ ...row, name: 'pigeon', type: 'carrier-pigeon' });
    expect([type.status, type.body.message]).toEqual([400, 'type: carrier-pigeon is not a connection type']);
    expect((await db.query("SELECT 1 FROM connections WHERE name IN ('bad', 'mail', 'pigeon')")).rows).toEqual([]);
  });

  it('answers 409 for a name taken in the namespace, and soft-deletes', async () => {
    const first = await create({ ...row, name: 'twice' });
    expect((await create({ ...row, name: 'twice' })).status).toBe(409);
    expect((await patch(first.body[0].id, { deleted_at: 'now()' })).status).toBe(200);
    expect((await storedRow(first.body[0].id)).deleted_at).not.toBeNull();
    expect((await create({ ...row, name: 'twice' })).status).toBe(201);
  });

  it('follows the role matrix: admins write, editors only read, the other roles neither', async () => {
    const id = (await create({ ...row, name: 'roles-db' })).body[0].id as string;
    expect((await request('GET', `/db/connections?id=eq.${id}&select=id`, 'editor')).status).toBe(200);
    expect((await create({ ...row, name: 'by-editor' }, 'editor')).status).toBe(403);
    expect((await patch(id, { url: 'x' }, 'editor')).status).toBe(403);
    expect((await request('POST', `/people/connection/test/${id}`, 'editor')).status).toBe(403);
    for (const role of ['commander', 'responder', 'viewer', 'guest']) {
      expect((await request('GET', '/db/connections?select=id', role)).status).toBe(403);
      expect((await create({ ...row, name: role }, role)).status).toBe(403);
    }
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
      const web = (name: string, password: string) => ({
        name,
        namespace: 'default',
        type: 'http',
        url: `${http.url}/health`,
        username: 'probe',
        password,
      });
      const good = { id: (await create(web('web', 'right'))).body[0].id as string };
      const bad = { id: (await create(web('web-bad', 'wrong'))).body[0].id as string };
      const ok = await request('POST', `/people/connection/test/${good.id}`);
      expect([ok.status, ok.body]).toEqual([200, { message: 'Connection tested successfully', payload: 'HTTP 200 OK' }]);
      const failed = await request('POST', `/people/connection/test/${bad.id}`);
      expect([failed.status, failed.body.error]).toEqual([400, 'HTTP 401 Unauthorized: bad credentials']);
      const health = await request('GET', '/connection/health', 'editor');
      expect(health.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: good.id, health: 'healthy', message: 'HTTP 200 OK' }),
          expect.objectContaining({ id: bad.id, health: 'unhealthy', message: 'HTTP 401 Unauthorized: bad credentials' }),
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
