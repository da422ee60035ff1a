import type { Authenticator } from '../../authz/types';
import { createTestDatabase } from '../../db/testing';
import type { Database } from '../../db/types';
import { REF as R, REFERENCE_DATA_SQL } from '../../postgrest/testing/reference-data';
import { createBackend } from '../backend';
import { serve, type TestServer } from '../testing/server';

let db: Database;
let server: TestServer;

/** x-test-role names the role of Alice (a person of the fixture, so created_by can point at her). */
const authenticator: Authenticator = async (req) => {
  const role = req.headers['x-test-role'];
  if (typeof role !== 'string' || role === '') return null;
  return { id: R.alice, name: 'Alice Admin', roles: [role], permissions: [] };
};

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  server = await serve(await createBackend({ db, authenticator, logRequests: false }));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const as = (role: string) => ({ 'x-test-role': role });
const silence = (body: unknown, role = 'admin') =>
  server.request('POST', '/api/notification/silence', { headers: as(role), body: body as object });

interface SilenceRow {
  id: string;
  name: string;
  description: string | null;
  from: string;
  until: string | null;
  source: string;
  created_by: string;
  check_id: string | null;
  config_id: string | null;
  filter: string | null;
  selectors: unknown;
  recursive: boolean | null;
  deleted_at: string | null;
}
async function rowNamed(name: string): Promise<SilenceRow> {
  const { rows } = await db.query<SilenceRow>('SELECT * FROM notification_silences WHERE name = $1', [name]);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const LIST_SELECT =
  'select=*,checks:check_id(id,name,type,status),catalog:config_id(id,name,type,config_class),component:component_id(id,name,icon),createdBy:created_by(id,name,avatar,email)';

describe('POST /notification/silence', () => {
  it('silences a check for two hours: 200 with an empty body, source UI, created by the caller', async () => {
    const before = Date.now();
    const res = await silence({
      id: '',
      namespace: '',
      source: 'KubernetesCRD',
      name: 'api maintenance',
      description: 'deploying',
      from: 'now',
      until: 'now+2h',
      check_id: R.check,
    });
    expect([res.status, res.text]).toEqual([200, '']);
    const row = await rowNamed('api maintenance');
    expect(row).toMatchObject({
      description: 'deploying',
      source: 'UI',
      created_by: R.alice,
      check_id: R.check,
      config_id: null,
      deleted_at: null,
    });
    const from = Date.parse(row.from);
    expect(from).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(row.until!) - from).toBe(2 * 3600 * 1000);
  });

  it('silences indefinitely with until null, or by filter or selectors alone', async () => {
    expect((await silence({ name: 'forever', until: null, config_id: R.config, recursive: true })).status).toBe(200);
    expect(await rowNamed('forever')).toMatchObject({ until: null, config_id: R.config, recursive: true });
    expect((await silence({ name: 'by filter', filter: 'check.type == "http"' })).status).toBe(200);
    expect((await rowNamed('by filter')).filter).toBe('check.type == "http"');
    expect((await silence({ name: 'by selectors', selectors: [{ name: 'web', types: ['http'] }] })).status).toBe(200);
    expect((await rowNamed('by selectors')).selectors).toEqual([{ name: 'web', types: ['http'] }]);
  });

  it.each([
    [
      { name: 'no target', until: 'now+1h' },
      'at least one of config_id, component_id, check_id, canary_id, filter or selectors is required',
    ],
    [{ name: 'backwards', from: 'now+2h', until: 'now+1h', check_id: R.check }, 'from time must be before until'],
    [
      { name: 'bad time', until: 'tomorrow', check_id: R.check },
      'invalid until time "tomorrow": expected date math such as now+2h',
    ],
  ])('400 {error} for %j', async (body, error) => {
    const res = await silence(body);
    expect([res.status, res.body]).toEqual([400, { error }]);
  });

  it('400 for a body that is not a silence', async () => {
    expect((await silence({ check_id: R.check })).body).toEqual({
      error: 'invalid request body',
      message: expect.stringMatching(/^name: /),
    });
    expect((await silence({ name: 'x', check_id: 'not-a-uuid' })).status).toBe(400);
    expect((await server.request('POST', '/api/notification/silence', { headers: as('admin') })).status).toBe(400);
  });

  it('409 for a resource that does not exist', async () => {
    const res = await silence({ name: 'ghost', check_id: '00000000-0000-4000-9000-00000000dead' });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('needs write on notifications: admins and editors may, operators and viewers may not', async () => {
    expect((await silence({ name: 'by editor', check_id: R.check }, 'editor')).status).toBe(200);
    for (const role of ['commander', 'responder', 'viewer', 'guest']) {
      expect([role, (await silence({ name: `by ${role}`, check_id: R.check }, role)).status]).toEqual([role, 403]);
    }
    expect(
      (await server.request('POST', '/api/notification/silence', { body: { name: 'anon', check_id: R.check } })).status,
    ).toBe(401);
  });
});

describe('the silence list, edit and soft delete through /db/notification_silences', () => {
  it('lists active silences with the embeds the console asks for, to a viewer too', async () => {
    await silence({ name: 'listed', until: 'now+1h', check_id: R.check });
    const url = `/api/db/notification_silences?${LIST_SELECT}&deleted_at=is.null&order=created_at.desc&limit=50&offset=0`;
    const res = await server.request('GET', url, { headers: { ...as('viewer'), Prefer: 'count=exact' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toMatch(/^0-\d+\/\d+$/);
    const row = (res.body as Record<string, unknown>[]).find((r) => r.name === 'listed');
    expect(row).toMatchObject({
      checks: { id: R.check, name: expect.any(String), type: 'http' },
      catalog: null,
      component: null,
      createdBy: { id: R.alice, name: 'Alice Admin' },
      source: 'UI',
    });
    // Expired ones are told apart by until.
    const expired = await server.request(
      'GET',
      `/api/db/notification_silences?select=id&deleted_at=is.null&until=lt.${new Date().toISOString()}`,
      { headers: as('viewer') },
    );
    expect(expired.status).toBe(200);
  });

  it('edits until and description, and soft-deletes with deleted_at now(); a viewer may not', async () => {
    await silence({ name: 'to edit', until: 'now+1h', check_id: R.check });
    const { id } = await rowNamed('to edit');
    const patch = (body: object, role = 'admin') =>
      server.request('PATCH', `/api/db/notification_silences?id=eq.${id}`, {
        headers: { ...as(role), Prefer: 'return=representation' },
        body,
      });
    expect((await patch({ until: null }, 'viewer')).status).toBe(403);
    expect((await patch({ deleted_at: 'now()' }, 'responder')).status).toBe(403);
    const edited = await patch({ until: null, description: 'until further notice' });
    expect([edited.status, edited.body[0].until, edited.body[0].description]).toEqual([200, null, 'until further notice']);
    const deleted = await patch({ deleted_at: 'now()' });
    expect(deleted.status).toBe(200);
    expect(Date.parse(deleted.body[0].deleted_at)).toBeGreaterThan(Date.now() - 60_000);
    const active = await server.request('GET', `/api/db/notification_silences?select=id&id=eq.${id}&deleted_at=is.null`, {
      headers: as('viewer'),
    });
    expect(active.body).toEqual([]);
  });
});
