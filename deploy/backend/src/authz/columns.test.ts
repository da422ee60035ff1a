/**
 * permissions_summary describes the rows a permission names (connection, component, config item,
 * ...) in JSON columns. Every operator reads the view; a column describing another relation goes
 * only to callers who may read that relation, else `*` leaves it out and naming it is refused.
 */
import type { Database } from '../db/types';
import { createTestDatabase } from '../db/testing';
import { createBackend } from '../http/backend';
import { silentLogger } from '../http/logger';
import { serve, type TestServer } from '../http/testing/server';
import { REF as R, REFERENCE_DATA_SQL } from '../postgrest/testing/reference-data';
import { issueAccessToken } from './tokens';

const VIEWER = '00000000-0000-4000-9000-0000000000d1';
const EDITOR = '00000000-0000-4000-9000-0000000000d2';
const NO_TOPOLOGY = '00000000-0000-4000-9000-0000000000d3';

let db: Database;
let server: TestServer;
const as: Record<'admin' | 'viewer' | 'editor' | 'noTopology', Record<string, string>> = {
  admin: {},
  viewer: {},
  editor: {},
  noTopology: {},
};

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  await db.exec(`
    INSERT INTO people (id, name, email) VALUES
      ('${VIEWER}', 'Vic', 'vic@example.com'), ('${EDITOR}', 'Eddie', 'eddie@example.com'),
      ('${NO_TOPOLOGY}', 'Nora', 'nora@example.com');
    INSERT INTO casbin_rule (ptype, v0, v1) VALUES
      ('g', '${VIEWER}', 'viewer'), ('g', '${EDITOR}', 'editor'), ('g', '${NO_TOPOLOGY}', 'editor');
    INSERT INTO casbin_rule (ptype, v0, v1, v2, v3) VALUES ('p', '${NO_TOPOLOGY}', 'topology', 'read', 'deny');
    UPDATE permissions SET connection_id = '${R.connection}', component_id = '${R.component}' WHERE id = '${R.permission}';
  `);
  const bearer = async (personId: string) => ({
    Authorization: `Bearer ${(await issueAccessToken(db, { personId, name: 'test' })).token}`,
  });
  as.admin = await bearer(R.alice);
  as.viewer = await bearer(VIEWER);
  as.editor = await bearer(EDITOR);
  as.noTopology = await bearer(NO_TOPOLOGY);
  server = await serve(await createBackend({ db, logger: silentLogger, logRequests: false, authCacheMs: 0 }));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const get = (path: string, headers: Record<string, string>) => server.request('GET', `/api/db/${path}`, { headers });
const row = `permissions_summary?id=eq.${R.permission}`;

describe('permissions_summary columns describing other relations', () => {
  it('leaves connection_object out of * for a viewer (no read on connections); the raw id stays', async () => {
    const res = await get(`${row}&select=*`, as.viewer);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(Object.keys(res.body[0])).not.toContain('connection_object');
    expect(res.body[0]).toMatchObject({ id: R.permission, connection_id: R.connection, component_object: { name: 'web' } });
    expect(res.text).not.toContain('slack');
  });

  it.each([
    ['select', `${row}&select=id,connection_object`],
    ['a JSON path', `${row}&select=id,name:connection_object->>name`],
    ['a filter', `permissions_summary?connection_object->>name=eq.slack`],
    ['an or filter', `permissions_summary?or=(connection_object.is.null,id.eq.${R.permission})`],
    ['an order', `permissions_summary?order=connection_object->>name`],
  ])('refuses a viewer naming connection_object in %s (403 42501)', async (_, path) => {
    const res = await get(path, as.viewer);
    expect([res.status, res.body.code]).toEqual([403, '42501']);
    expect(res.body.message).toContain('"connections"');
  });

  it.each(['admin', 'editor'] as const)('gives the %s (read on connections) the connection', async (who) => {
    const res = await get(`${row}&select=id,connection_object`, as[who]);
    expect(res.status).toBe(200);
    expect(res.body[0].connection_object).toMatchObject({ id: R.connection, name: 'slack', type: 'slack' });
  });

  it('follows deny rows too: denied topology, the component is left out as well', async () => {
    const res = await get(`${row}&select=*`, as.noTopology);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body[0])).not.toContain('component_object');
    expect(res.body[0].connection_object).toMatchObject({ name: 'slack' });
    expect((await get(`${row}&select=component_object`, as.noTopology)).status).toBe(403);
  });
});
