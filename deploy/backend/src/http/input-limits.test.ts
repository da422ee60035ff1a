/**
 * Oversized or hostile input is a 4xx, never a 5xx: selects with too many items, JSON paths too
 * deep, bodies nested too deeply (on /db and on the JSON endpoints alike).
 */
import type { Authenticator } from '../authz/types';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { MAX_JSON_PATH_DEPTH } from '../postgrest/parse/field';
import { MAX_SELECT_ITEMS } from '../postgrest/parse/select';
import { REF as R, REFERENCE_DATA_SQL } from '../postgrest/testing/reference-data';
import { createBackend } from './backend';
import { MAX_JSON_BODY_DEPTH } from './body';
import { silentLogger } from './logger';
import { serve, type TestServer } from './testing/server';

const admin: Authenticator = async () => ({ id: R.alice, name: 'Alice', roles: ['admin'], permissions: [] });
const JSON_TYPE = { 'Content-Type': 'application/json' };

let db: Database;
let server: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  server = await serve(await createBackend({ db, authenticator: admin, logger: silentLogger, logRequests: false }));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

/** `{"a":{"a":...{"a":1}}}` with `depth` objects. */
const nested = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('select', () => {
  it(`answers more than ${MAX_SELECT_ITEMS} items with 400 PGRST100`, async () => {
    const select = Array.from({ length: MAX_SELECT_ITEMS + 1 }, () => 'id').join(',');
    const res = await server.request('GET', `/api/db/checks?select=${select}`);
    expect([res.status, res.body.code, res.body.details]).toEqual([400, 'PGRST100', `more than ${MAX_SELECT_ITEMS} items`]);
    expect(res.body.message).toMatch(/^failed to parse select parameter/);
  });

  it(`answers a JSON path of more than ${MAX_JSON_PATH_DEPTH} steps with 400 PGRST100, in select and filters`, async () => {
    const path = `spec${'->a'.repeat(MAX_JSON_PATH_DEPTH)}->>b`;
    for (const query of [`select=id,${path}`, `${path}=eq.1`, `order=${path}`]) {
      const res = await server.request('GET', `/api/db/checks?${query}`);
      expect([query, res.status, res.body.code]).toEqual([query, 400, 'PGRST100']);
    }
    const ok = await server.request('GET', `/api/db/checks?select=id,x:spec${'->a'.repeat(MAX_JSON_PATH_DEPTH - 1)}->>b`);
    expect(ok.status).toBe(200);
  });
});

describe('JSON body nesting', () => {
  it(`refuses a /db body nested deeper than ${MAX_JSON_BODY_DEPTH} levels with 400 PGRST102`, async () => {
    const body = `{"name":"deep","spec":${nested(MAX_JSON_BODY_DEPTH)}}`;
    const res = await server.request('PATCH', `/api/db/checks?id=eq.${R.check}`, { headers: JSON_TYPE, body });
    expect([res.status, res.body]).toEqual([
      400,
      {
        code: 'PGRST102',
        message: 'Empty or invalid json',
        details: `objects and arrays nested deeper than ${MAX_JSON_BODY_DEPTH} levels`,
        hint: null,
      },
    ]);
    // Deep arrays count as well, and brackets inside strings do not.
    const arrays = `[${'['.repeat(MAX_JSON_BODY_DEPTH)}${']'.repeat(MAX_JSON_BODY_DEPTH)}]`;
    expect((await server.request('POST', '/api/db/canaries', { headers: JSON_TYPE, body: arrays })).status).toBe(400);
  });

  it('accepts a body nested up to the limit and stores it', async () => {
    const spec = nested(MAX_JSON_BODY_DEPTH - 1);
    const body = `{"spec":${spec},"description":"${'{['.repeat(200)}"}`;
    const res = await server.request('PATCH', `/api/db/checks?id=eq.${R.check}`, { headers: JSON_TYPE, body });
    expect(res.status).toBe(204);
    const stored = await db.query<{ type: string }>(`SELECT jsonb_typeof(spec) AS type FROM checks WHERE id = $1`, [R.check]);
    expect(stored.rows[0]?.type).toBe('object');
  });

  it('refuses it on the JSON endpoints too (400, their error shape)', async () => {
    const res = await server.request('POST', '/api/canary/api/summary', {
      headers: JSON_TYPE,
      body: nested(MAX_JSON_BODY_DEPTH + 1),
    });
    expect([res.status, res.body]).toEqual([
      400,
      { error: 'invalid JSON body', message: `objects and arrays nested deeper than ${MAX_JSON_BODY_DEPTH} levels` },
    ]);
  });
});
