/**
 * CSV answers of /db (`Accept: text/csv`), on PGlite or PostgreSQL (TEST_DATABASE_URL): the values
 * as written (quoting, NULL, JSON, arrays, unicode), the same filters, order and authorization as
 * the JSON read of the same URL, no PGRST_DB_MAX_ROWS cap, and rows read through a cursor in
 * batches.
 */
import { issueAccessToken } from '../../authz/tokens';
import type { Database, ReadCursor } from '../../db/types';
import { createTestDatabase, testEngine } from '../../db/testing';
import { createBackend } from '../../http/backend';
import { silentLogger } from '../../http/logger';
import { serve, type TestServer } from '../../http/testing/server';
import { REF as R, REFERENCE_DATA_SQL } from '../testing/reference-data';

const VIEWER = '00000000-0000-4000-9000-0000000000d1';
const MAX_ROWS = 10;
const BATCH_ROWS = 4;
const BULK_ROWS = 25;

let db: Database;
let server: TestServer;
let healthOnly: TestServer;
let admin: Record<string, string>;
let viewer: Record<string, string>;
/** Rows per FETCH of every cursor the backend opened, per cursor. */
const batches: number[][] = [];

/** The database as the backend sees it, recording the batches each cursor reads. */
function recordingCursors(inner: Database): Database {
  return Object.assign(Object.create(inner) as Database, {
    openCursor: async <Row>(sql: string, params: unknown[], options: { batchRows: number }) => {
      const cursor: ReadCursor<Row> = await inner.openCursor<Row>(sql, params, options);
      const sizes: number[] = [];
      batches.push(sizes);
      return {
        next: async () => {
          const rows = await cursor.next();
          sizes.push(rows.length);
          return rows;
        },
        close: () => cursor.close(),
      };
    },
  });
}

const SAMPLE_TYPE = 'CSV::Sample';
const SAMPLES: [name: string, description: string | null, tags: string | null, externalId: string | null][] = [
  ['a plain name', null, '{"env":"prod"}', '{one,two}'],
  ['b, with a comma', '', null, '{"with space","a,b"}'],
  ['c "quoted"', 'line one\nline two', '{"say":"\\"hi\\", there"}', null],
  ['d ünïcødé ✓ 日本', 'tab\there', '{}', '{}'],
];

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  await db.exec(`
    INSERT INTO people (id, name, email, phone) VALUES ('${VIEWER}', 'Vera Viewer', 'vera@example.com', '+1 555 0100');
    INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', '${VIEWER}', 'viewer');
    UPDATE people SET phone = '+1 555 0199' WHERE id IN ('${R.alice}', '${R.bob}');
    UPDATE checks SET spec = '{"url":"https://api/secret-token"}' WHERE id = '${R.check}';
    INSERT INTO config_items (config_class, type, name, description)
      SELECT 'Bulk', 'CSV::Bulk', 'bulk-' || lpad(i::text, 3, '0'), 'row ' || i FROM generate_series(1, ${BULK_ROWS}) AS i;
  `);
  for (const [name, description, tags, externalId] of SAMPLES) {
    await db.query(
      `INSERT INTO config_items (config_class, type, name, description, tags, external_id) VALUES ('Sample', $1, $2, $3, $4::jsonb, $5::text[])`,
      [SAMPLE_TYPE, name, description, tags, externalId],
    );
  }
  admin = { Authorization: `Bearer ${(await issueAccessToken(db, { personId: R.alice, name: 'admin' })).token}` };
  viewer = { Authorization: `Bearer ${(await issueAccessToken(db, { personId: VIEWER, name: 'viewer' })).token}` };
  const options = { logger: silentLogger, logRequests: false, authCacheMs: 0, maxRows: MAX_ROWS, exportBatchRows: BATCH_ROWS };
  server = await serve(await createBackend({ db: recordingCursors(db), ...options }));
  healthOnly = await serve(await createBackend({ db, ...options, healthOnly: true }));
});
afterAll(async () => {
  await server?.close();
  await healthOnly?.close();
  await db?.close();
});

const csv = (target: TestServer, path: string, headers: Record<string, string> = {}, extra: Record<string, string> = {}) =>
  target.request('GET', `/api/db/${path}`, { headers: { ...headers, ...extra, Accept: 'text/csv' } });
const json = (target: TestServer, path: string, headers: Record<string, string> = {}) =>
  target.request('GET', `/api/db/${path}`, { headers });

describe(`CSV answers of /db (${testEngine()})`, () => {
  it('writes a header of the selected keys and quotes commas, quotes and line breaks; NULL is empty, JSON and arrays as text', async () => {
    const res = await csv(
      server,
      `config_items?type=eq.${SAMPLE_TYPE}&order=name.asc&select=name,description,tags,external_id,sample:config_class`,
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.text).toBe(
      [
        'name,description,tags,external_id,sample',
        'a plain name,,"{""env"": ""prod""}","{one,two}",Sample',
        '"b, with a comma","",,"{""with space"",""a,b""}",Sample',
        '"c ""quoted""","line one\nline two","{""say"": ""\\""hi\\"", there""}",,Sample',
        'd ünïcødé ✓ 日本,tab\there,{},{},Sample',
      ].join('\n'),
    );
  });

  it('filters, orders and embeds as the JSON read of the same URL', async () => {
    const path = `incidents?select=title,status,commander_id(name)&order=created_at.asc&status=in.(open,closed)`;
    const rows = (await json(server, path, admin)).body as { title: string; status: string; commander_id: unknown }[];
    const res = await csv(server, path, admin);
    expect(res.text.split('\n')).toEqual([
      'title,status,commander_id',
      ...rows.map((row) =>
        [
          row.title,
          row.status,
          row.commander_id === null ? '' : `"${JSON.stringify(row.commander_id).replace(/"/g, '""')}"`,
        ].join(','),
      ),
    ]);
    expect(rows.map((row) => row.title)).toEqual(['Slow API', 'Database down']);
  });

  it('is not capped by PGRST_DB_MAX_ROWS, honours limit and offset, and reads through a cursor in batches', async () => {
    const path = 'config_items?type=eq.CSV::Bulk&select=name&order=name.desc';
    expect(((await json(server, path, admin)).body as unknown[]).length).toBe(MAX_ROWS);
    batches.length = 0;
    const all = await csv(server, path, admin, { Prefer: 'count=exact' });
    expect(all.text.split('\n')).toEqual([
      'name',
      ...Array.from({ length: BULK_ROWS }, (_, i) => `bulk-${String(BULK_ROWS - i).padStart(3, '0')}`),
    ]);
    expect(all.headers.get('content-range')).toBe(`0-${BULK_ROWS - 1}/${BULK_ROWS}`);
    // Never more than a batch at a time: 25 rows are 7 FETCHes of at most 4, the last one empty.
    expect(batches).toEqual([[4, 4, 4, 4, 4, 4, 1, 0]]);

    const page = await csv(server, `${path}&limit=3&offset=2`, admin);
    expect(page.text).toBe('name\nbulk-023\nbulk-022\nbulk-021');
  });

  it('refuses a denied relation, embed or column exactly as the JSON read does', async () => {
    for (const path of [
      'connections?select=name',
      'permissions?select=id,connection_id(*)',
      'incidents?select=id,commander_id(phone)',
    ]) {
      const [asJson, asCsv] = [await json(server, path, viewer), await csv(server, path, viewer)];
      expect(asJson.status).toBe(403);
      expect([asCsv.status, asCsv.body]).toEqual([asJson.status, asJson.body]);
      expect(asCsv.headers.get('content-type')).toMatch(/^application\/json/);
    }
    expect((await csv(server, 'connections?select=name', admin)).status).toBe(200);
  });

  it('gives a column-restricted reader only its columns', async () => {
    // Health-only readers see checks without spec: `*` narrows, as in JSON.
    const [asJson, asCsv] = [
      await json(healthOnly, 'checks?select=*&order=name'),
      await csv(healthOnly, 'checks?select=*&order=name'),
    ];
    const keys = Object.keys((asJson.body as Record<string, unknown>[])[0]!);
    expect(keys).not.toContain('spec');
    expect(asCsv.text.split('\n')[0]).toBe(keys.join(','));
    expect(asCsv.text).not.toContain('secret-token');
    // A viewer embeds people with their display columns only.
    const people = await csv(server, `incidents?select=title,commander_id(*)&id=eq.${R.incident}`, viewer);
    expect(people.status).toBe(200);
    expect(people.text).toContain('Bob Builder');
    expect(people.text).not.toContain('+1 555 0199'); // Bob's phone (a bare "555" can be in a timestamp)
  });

  it('answers a bad filter value or an unknown column with the JSON error, before any CSV', async () => {
    for (const path of ['config_items?id=eq.not-a-uuid', 'config_items?select=nope']) {
      const [asJson, asCsv] = [await json(server, path, admin), await csv(server, path, admin)];
      expect(asJson.status).toBe(400);
      expect([asCsv.status, asCsv.body]).toEqual([asJson.status, asJson.body]);
    }
  });

  it('keeps JSON for JSON-first Accept headers and answers HEAD with the headers alone', async () => {
    const path = `config_items?type=eq.${SAMPLE_TYPE}&select=name`;
    const both = await server.request('GET', `/api/db/${path}`, { headers: { ...admin, Accept: 'application/json, text/csv' } });
    expect(both.body).toHaveLength(SAMPLES.length);
    const preferred = await server.request('GET', `/api/db/${path}`, {
      headers: { ...admin, Accept: 'application/json;q=0.5, text/csv' },
    });
    expect(preferred.text.startsWith('name\n')).toBe(true);
    const head = await server.request('HEAD', `/api/db/${path}`, {
      headers: { ...admin, Accept: 'text/csv', Prefer: 'count=exact' },
    });
    expect([head.status, head.text, head.headers.get('content-range')]).toEqual([200, '', `0-3/${SAMPLES.length}`]);
  });
});
