/**
 * Scrapers on the test engine (PGlite, or PostgreSQL 15 with TEST_DATABASE_URL): the file
 * scraper's create / change / delete cycle, the HTTP scraper against a local server with a
 * connection's credentials, the SQL scraper on a real PostgreSQL, kinds not executed here, job
 * history rows, and Run now over HTTP.
 */
import { mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { asRole, serveHealthBackend } from '../checks/testing/health-fixture';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import type { TestServer } from '../http/testing/server';
import { runScraper } from './run';

let db: Database;
let dir: string;
let api: Server;
let apiUrl: string;
let apiItems: { id: string; name: string; size: number }[];

beforeAll(async () => {
  db = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'scraper-files-'));
  api = createServer((req, res) => {
    const expected = `Basic ${Buffer.from('svc:s3cret').toString('base64')}`;
    if (req.headers.authorization !== expected) {
      res.writeHead(401).end('{"error":"unauthorized"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: apiItems }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
  await new Promise((resolve) => api?.close(resolve));
});

async function addScraper(name: string, spec: object): Promise<{ id: string; name: string; spec: object }> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO config_scrapers (name, spec, source) VALUES ($1, $2::jsonb, 'UI') RETURNING id::text AS id`,
    [name, JSON.stringify(spec)],
  );
  return { id: rows[0]!.id, name, spec };
}

const itemsOf = async (scraperId: string) =>
  (
    await db.query<{
      id: string;
      name: string;
      type: string;
      external_id: string[];
      deleted_at: string | null;
      delete_reason: string | null;
      config: unknown;
    }>(
      `SELECT id::text AS id, name, type, external_id, deleted_at, delete_reason, config FROM config_items WHERE scraper_id = $1::uuid ORDER BY name`,
      [scraperId],
    )
  ).rows;

const changesOf = async (configId: string) =>
  (
    await db.query<{ change_type: string; patches: unknown; diff: string; source: string }>(
      `SELECT change_type, patches, diff, source FROM config_changes WHERE config_id = $1::uuid`,
      [configId],
    )
  ).rows;

const jobsOf = async (scraperId: string) =>
  (
    await db.query<{
      name: string;
      status: string;
      success_count: number;
      error_count: number;
      resource_type: string;
      details: { errors?: string[]; scrape_summary?: Record<string, number> };
      duration_millis: number;
    }>(
      `SELECT name, status, success_count, error_count, resource_type, details, duration_millis FROM job_history WHERE resource_id = $1 ORDER BY time_start`,
      [scraperId],
    )
  ).rows;

const ctx = () => ({ db, filesDir: dir });
const write = (name: string, value: unknown) =>
  writeFileSync(path.join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));

describe('file scraper', () => {
  it('creates items, records one change with the right patch for an edited file, and marks a removed file deleted', async () => {
    write('api.json', { kind: 'Deployment', meta: { uid: 'd-1', name: 'api' }, spec: { replicas: 2, image: 'api:1' } });
    write('web.yaml', 'kind: Service\nmeta:\n  uid: s-1\n  name: web\nspec:\n  port: 80\n');
    const scraper = await addScraper('files', {
      schedule: '@every 5m',
      file: [{ type: 'Demo::$kind', id: '$.meta.uid', name: '$.meta.name', paths: ['*.json', '*.yaml'] }],
    });
    // Literal type: one type for every file, as Mission Control reads a value not starting with $.
    expect((await runScraper(ctx(), scraper)).outcome).toMatchObject({ successCount: 2, errorCount: 0 });
    let items = await itemsOf(scraper.id);
    expect(items.map((item) => [item.name, item.type, item.external_id])).toEqual([
      ['api', 'Demo::$kind', ['d-1']],
      ['web', 'Demo::$kind', ['s-1']],
    ]);

    write('api.json', { kind: 'Deployment', meta: { uid: 'd-1', name: 'api' }, spec: { replicas: 3, image: 'api:1' } });
    await runScraper(ctx(), scraper);
    const api = items[0]!;
    const changes = await changesOf(api.id);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      change_type: 'diff',
      source: 'config-db',
      patches: [{ op: 'replace', path: '/spec/replicas', value: 3 }],
    });
    expect(changes[0]!.diff).toContain('-    "replicas": 2');
    expect(changes[0]!.diff).toContain('+    "replicas": 3');
    expect(await changesOf(items[1]!.id)).toEqual([]);

    unlinkSync(path.join(dir, 'web.yaml'));
    await runScraper(ctx(), scraper);
    items = await itemsOf(scraper.id);
    expect(items.find((item) => item.name === 'web')).toMatchObject({ delete_reason: 'STALE', deleted_at: expect.any(String) });
    expect(items.find((item) => item.name === 'api')?.deleted_at).toBeNull();

    const jobs = await jobsOf(scraper.id);
    expect(jobs).toHaveLength(3);
    expect(
      jobs.every((job) => job.name === 'Scraper' && job.resource_type === 'config_scraper' && job.status === 'SUCCESS'),
    ).toBe(true);
    expect(jobs[2]!.details.scrape_summary).toMatchObject({ unchanged: 1, deleted: 1 });
    unlinkSync(path.join(dir, 'api.json'));
  });

  it('keeps the item of a file that no longer parses and reports it; refuses paths outside the folder', async () => {
    write('db.json', { id: 'db-1', name: 'db', kind: 'Database' });
    // A link to a file outside the folder is not followed.
    const outside = mkdtempSync(path.join(os.tmpdir(), 'scraper-outside-'));
    writeFileSync(path.join(outside, 'secret.json'), JSON.stringify({ id: 'secret', name: 'secret', kind: 'Secret' }));
    symlinkSync(path.join(outside, 'secret.json'), path.join(dir, 'link.json'));
    const scraper = await addScraper('broken', {
      file: [{ type: '$.kind', id: '$.id', name: '$.name', paths: ['db.json', '../*.json'] }],
    });
    await runScraper(ctx(), scraper);
    write('db.json', '{ not json');
    const { outcome } = await runScraper(ctx(), scraper);
    expect(outcome.errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('is outside the scraper files folder'),
        expect.stringMatching(/^db\.json: /),
      ]),
    );
    expect((await itemsOf(scraper.id))[0]).toMatchObject({ name: 'db', deleted_at: null });
    expect((await jobsOf(scraper.id)).at(-1)!.status).toBe('FAILED');
    unlinkSync(path.join(dir, 'db.json'));
  });
});

describe('http scraper', () => {
  it('reads JSON from a URL with the credentials of a connection', async () => {
    await db.query(
      `INSERT INTO connections (name, namespace, type, url, username, password) VALUES ('inventory', 'ops', 'http', $1, 'svc', 's3cret')`,
      [apiUrl],
    );
    apiItems = [
      { id: 'vm-1', name: 'alpha', size: 1 },
      { id: 'vm-2', name: 'beta', size: 2 },
    ];
    const scraper = await addScraper('inventory', {
      http: [
        {
          connection: 'connection://ops/inventory',
          url: `${apiUrl}/vms`,
          items: '$.data',
          id: '$.id',
          name: '$.name',
          type: 'Inventory::VM',
        },
      ],
    });
    expect((await runScraper(ctx(), scraper)).outcome).toMatchObject({ successCount: 2, errorCount: 0 });
    apiItems = [{ id: 'vm-1', name: 'alpha', size: 4 }];
    await runScraper(ctx(), scraper);
    const items = await itemsOf(scraper.id);
    expect(items.map((item) => [item.name, item.deleted_at === null])).toEqual([
      ['alpha', true],
      ['beta', false],
    ]);
    expect((await changesOf(items[0]!.id))[0]?.patches).toEqual([{ op: 'replace', path: '/size', value: 4 }]);
  });

  it('fails the run without touching the items when the server refuses the credentials', async () => {
    const scraper = await addScraper('no-auth', {
      http: [{ url: `${apiUrl}/vms`, items: '$.data', id: '$.id', type: 'Inventory::VM' }],
    });
    const { outcome } = await runScraper(ctx(), scraper);
    expect(outcome).toMatchObject({ successCount: 0, errorCount: 1 });
    expect(outcome.errors?.[0]).toMatch(/answered 401/);
    expect((await jobsOf(scraper.id))[0]).toMatchObject({ status: 'FAILED', error_count: 1 });
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
(postgresUrl ? describe : describe.skip)('sql scraper (PostgreSQL: TEST_DATABASE_URL)', () => {
  it('makes one item per row of a query on a postgres connection', async () => {
    // The test's own database (each test file gets a fresh one on the server).
    const url = new URL(postgresUrl!);
    url.pathname = `/${(await db.query<{ name: string }>('SELECT current_database() AS name')).rows[0]!.name}`;
    await db.query(`INSERT INTO connections (name, namespace, type, url) VALUES ('self-db', 'default', 'postgres', $1)`, [
      url.toString(),
    ]);
    const scraper = await addScraper('rows', {
      sql: [
        {
          connection: 'connection://self-db',
          type: 'SQL::Agent',
          id: '$.id',
          name: '$.name',
          query: `SELECT id::text AS id, name, 'agent' AS kind FROM agents UNION ALL SELECT 'x', 'extra', 'literal'`,
        },
      ],
    });
    const { outcome } = await runScraper(ctx(), scraper);
    const agents = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM agents')).rows[0]!.n;
    expect(outcome).toMatchObject({ successCount: agents + 1, errorCount: 0 });
    expect((await itemsOf(scraper.id)).find((item) => item.name === 'extra')?.config).toEqual({
      id: 'x',
      name: 'extra',
      kind: 'literal',
    });
  });
});

describe('kinds this backend does not execute', () => {
  it('are stored, run to a FAILED job that says so, and leave the scraper items alone', async () => {
    const scraper = await addScraper('cluster', { kubernetes: [{ clusterName: 'prod' }] });
    await db.query(
      `INSERT INTO config_items (scraper_id, type, config_class, name, external_id) VALUES ($1::uuid, 'Kubernetes::Pod', 'Pod', 'p', ARRAY['p'])`,
      [scraper.id],
    );
    const { outcome } = await runScraper(ctx(), scraper);
    expect(outcome.errors).toEqual([
      'This backend stores kubernetes scrapers but does not execute them; only file, http and sql scrapers run here',
    ]);
    expect((await jobsOf(scraper.id))[0]).toMatchObject({ status: 'FAILED' });
    expect((await itemsOf(scraper.id))[0]!.deleted_at).toBeNull();
  });
});

describe('POST /config/run/:id', () => {
  let server: TestServer;
  beforeAll(async () => {
    process.env.OPSDECK_SCRAPER_FILES_DIR = dir;
    ({ server } = await serveHealthBackend(db));
  });
  afterAll(async () => {
    delete process.env.OPSDECK_SCRAPER_FILES_DIR;
    await server?.close();
  });

  it('runs the scraper for an editor and answers its job; a viewer may not; unknown ids are 404', async () => {
    write('queue.json', { id: 'q-1', name: 'orders' });
    const scraper = await addScraper('queues', {
      file: [{ type: 'Demo::Queue', id: '$.id', name: '$.name', paths: ['queue.json'] }],
    });
    const res = await server.request('POST', `/api/config/run/${scraper.id}`, {
      headers: asRole('editor', { 'Content-Type': 'application/json' }),
      body: {},
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'success',
      payload: { status: 'SUCCESS', success_count: 1, job_history_id: expect.any(String) },
    });
    expect((await itemsOf(scraper.id)).map((item) => item.name)).toEqual(['orders']);
    const viewer = await server.request('POST', `/api/config/run/${scraper.id}`, {
      headers: asRole('viewer', { 'Content-Type': 'application/json' }),
      body: {},
    });
    expect(viewer.status).toBe(403);
    const missing = await server.request('POST', '/api/config/run/0190a3c4-0000-7000-8000-00000000abcd', {
      headers: asRole('editor', { 'Content-Type': 'application/json' }),
      body: {},
    });
    expect(missing.status).toBe(404);
    const bad = await server.request('POST', `/api/config/run/${scraper.id}`, {
      headers: asRole('editor', { 'Content-Type': 'application/json' }),
      body: { async: 'yes' },
    });
    expect(bad.status).toBe(400);
    unlinkSync(path.join(dir, 'queue.json'));
  });

  it('refuses a scraper spec that breaks the rules with 400 and its message, and keeps nothing', async () => {
    // An administrator, as the checked rule applies to every writer (created_by null: the test principal is no person).
    const headers = asRole('admin', { 'Content-Type': 'application/json' });
    const bad = await server.request('POST', '/api/db/config_scrapers', {
      headers,
      body: { name: 'bad-sql', source: 'UI', created_by: null, spec: { sql: [{ type: 'T', id: '$.id', query: 'SELECT 1' }] } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'SQL scraper requires type, id, connection and query' });
    const cluster = await server.request('POST', '/api/db/config_scrapers', {
      headers,
      body: { name: 'bad-k8s', source: 'UI', created_by: null, spec: { kubernetes: [{}] } },
    });
    expect(cluster.body).toMatchObject({ message: 'Kubernetes scraper requires a cluster name' });
    expect((await db.query(`SELECT 1 FROM config_scrapers WHERE name IN ('bad-sql', 'bad-k8s')`)).rows).toEqual([]);
    const good = await server.request('POST', '/api/db/config_scrapers', {
      headers: { ...headers, Prefer: 'return=representation' },
      body: { name: 'good-k8s', source: 'UI', created_by: null, spec: { kubernetes: [{ clusterName: 'prod' }] } },
    });
    expect(good.status).toBe(201);
    const id = (good.body as { id: string }[])[0]!.id;
    const deleted = await server.request('PATCH', `/api/db/config_scrapers?id=eq.${id}`, {
      headers,
      body: { deleted_at: 'now()' },
    });
    expect(deleted.status).toBeLessThan(300);
  });
});
