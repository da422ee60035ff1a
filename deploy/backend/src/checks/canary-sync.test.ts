/**
 * Canary spec -> checks (migration 0025): every writer of `canaries` keeps one check per spec
 * entry, the summary lists them, deletes take them away, and the runner runs what the spec asks.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import type { TestServer } from '../http/testing/server';
import { CheckRunner } from './runner';
import { asRole, FX, serveHealthBackend } from './testing/health-fixture';

let db: Database;
let server: TestServer;
let target: Server;
let targetUrl: string;
let hits = 0;

beforeAll(async () => {
  target = createServer((req, res) => {
    hits += 1;
    res.writeHead(req.url === '/ok' ? 200 : 500);
    res.end('ok');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  db = await createTestDatabase();
  // The test callers are this person: canaries created through the API record it as their author.
  await db.query(`INSERT INTO people (id, name, email) VALUES ($1, 'Fixture Person', 'fixture@example.test')`, [FX.person]);
  ({ server } = await serveHealthBackend(db));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
  target?.closeAllConnections();
  await new Promise((resolve) => target?.close(resolve));
});

interface CheckRow {
  id: string;
  type: string;
  name: string;
  namespace: string;
  description: string | null;
  spec: Record<string, unknown>;
  labels: Record<string, string> | null;
  owner: string | null;
  severity: string | null;
  deleted_at: string | null;
  xmin: string;
}

const checksOf = async (canaryId: string) =>
  (
    await db.query<CheckRow>(
      `SELECT id, type, name, namespace, description, spec, labels, owner, severity, deleted_at, xmin::text AS xmin
       FROM checks WHERE canary_id = $1 ORDER BY type, name`,
      [canaryId],
    )
  ).rows;

async function insertCanary(name: string, spec: Record<string, unknown>): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO canaries (name, namespace, labels, spec) VALUES ($1, 'ops', '{"team":"sre"}', $2) RETURNING id`,
    [name, spec],
  );
  return rows[0]!.id;
}

describe('canary writes keep the checks in step (SQL)', () => {
  it('creates one check per spec entry with its settings', async () => {
    const id = await insertCanary('sync-a', {
      interval: 60,
      owner: 'sre-team',
      http: [{ name: 'home', description: 'Home page', url: `${targetUrl}/ok`, labels: { tier: 'web' } }],
      dns: [{ name: 'resolve', query: 'example.test', severity: 'low' }],
    });
    const rows = await checksOf(id);
    expect(rows.map((r) => [r.type, r.name, r.namespace, r.description, r.owner, r.severity, r.deleted_at])).toEqual([
      ['dns', 'resolve', 'ops', null, 'sre-team', 'low', null],
      ['http', 'home', 'ops', 'Home page', 'sre-team', null, null],
    ]);
    expect(rows[1]!.spec).toEqual({ name: 'home', description: 'Home page', url: `${targetUrl}/ok`, labels: { tier: 'web' } });
    expect(rows[1]!.labels).toEqual({ tier: 'web' });
  });

  it('updates edited entries in place, adds new ones, deletes dropped ones and revives re-added ones', async () => {
    const id = await insertCanary('sync-b', {
      http: [{ name: 'home', url: `${targetUrl}/ok` }],
      dns: [{ name: 'resolve', query: 'a.test' }],
    });
    const [dns, http] = await checksOf(id);
    await db.query(`UPDATE canaries SET spec = $2 WHERE id = $1`, [
      id,
      { http: [{ name: 'home', url: `${targetUrl}/other` }], tcp: [{ name: 'port', endpoint: '127.0.0.1:9' }] },
    ]);
    let rows = await checksOf(id);
    expect(rows.map((r) => [r.type, r.name, r.deleted_at === null])).toEqual([
      ['dns', 'resolve', false],
      ['http', 'home', true],
      ['tcp', 'port', true],
    ]);
    expect(rows[1]).toMatchObject({ id: http!.id, spec: { name: 'home', url: `${targetUrl}/other` } });

    // Writing the same spec again rewrites nothing.
    const before = rows.map((r) => r.xmin);
    await db.query(`UPDATE canaries SET spec = spec || '{}'::jsonb, namespace = namespace WHERE id = $1`, [id]);
    await db.query(`UPDATE canaries SET spec = jsonb_set(spec, '{interval}', '30') WHERE id = $1`, [id]);
    expect((await checksOf(id)).map((r) => r.xmin)).toEqual(before);

    await db.query(`UPDATE canaries SET spec = spec || $2 WHERE id = $1`, [id, { dns: [{ name: 'resolve', query: 'a.test' }] }]);
    rows = await checksOf(id);
    expect(rows[0]).toMatchObject({ id: dns!.id, deleted_at: null });
  });

  it('names unnamed entries after their description or target, and keeps the last of duplicates', async () => {
    const id = await insertCanary('sync-c', {
      http: [
        { description: 'Described', url: 'http://a.test' },
        { url: 'http://b.test' },
        { url: 'http://b.test', method: 'HEAD' },
      ],
      tcp: [{}],
      notChecks: 'ignored',
      env: { KEY: 'value' },
    });
    const rows = await checksOf(id);
    expect(rows.map((r) => [r.type, r.name])).toEqual([
      ['http', 'Described'],
      ['http', 'http://b.test'],
      ['tcp', 'tcp'],
    ]);
    expect(rows[1]!.spec).toEqual({ url: 'http://b.test', method: 'HEAD' });
  });

  it('soft-deletes every check of a soft-deleted canary and brings them back on restore', async () => {
    const id = await insertCanary('sync-d', { http: [{ name: 'a', url: 'http://a.test' }], dns: [{ name: 'b' }] });
    const { rows } = await db.query<{ deleted_at: string }>(
      `UPDATE canaries SET deleted_at = now() - interval '1 minute' WHERE id = $1 RETURNING deleted_at`,
      [id],
    );
    expect((await checksOf(id)).map((r) => r.deleted_at)).toEqual([rows[0]!.deleted_at, rows[0]!.deleted_at]);
    await db.query(`UPDATE canaries SET deleted_at = NULL WHERE id = $1`, [id]);
    expect((await checksOf(id)).map((r) => r.deleted_at)).toEqual([null, null]);
  });

  it('stays out of the way of bulk loads that switch it off', async () => {
    const id = await db.transaction(async (tx) => {
      await tx.query("SELECT set_config('opsdeck.skip_check_sync', 'on', true)");
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO canaries (name, namespace, spec) VALUES ('sync-e', 'ops', '{"http":[{"name":"x"}]}') RETURNING id`,
      );
      return rows[0]!.id;
    });
    expect(await checksOf(id)).toEqual([]);
  });
});

describe('canaries written through the API reach the health list', () => {
  const summaryNames = async (body: Record<string, unknown> = {}) => {
    const res = await server.request('POST', '/api/canary/api/summary', { headers: asRole('viewer'), body });
    return ((res.body.checks_summary ?? []) as { name: string; canary_name: string }[])
      .filter((row) => row.canary_name === 'api-made')
      .map((row) => row.name);
  };

  it('lists the checks of a created canary, follows edits and drops them when the canary is deleted', async () => {
    const created = await server.request('POST', '/api/db/canaries', {
      headers: asRole('editor', { Prefer: 'return=representation' }),
      body: {
        name: 'api-made',
        namespace: 'default',
        spec: { schedule: '@every 1m', http: [{ name: 'one', url: 'http://x.test' }] },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body[0].id as string;
    expect(await summaryNames()).toEqual(['one']);

    const patched = await server.request('PATCH', `/api/db/canaries?id=eq.${id}`, {
      headers: asRole('editor'),
      body: { spec: { schedule: '@every 1m', http: [{ name: 'two', url: 'http://x.test' }], dns: [{ name: 'three' }] } },
    });
    expect(patched.status).toBe(204);
    expect(await summaryNames()).toEqual(['three', 'two']);

    await server.request('PATCH', `/api/db/canaries?id=eq.${id}`, { headers: asRole('editor'), body: { deleted_at: 'now()' } });
    expect(await summaryNames()).toEqual([]);
    // Over a time range that covers the deletions the deleted checks are still listed, as the list asks.
    expect(await summaryNames({ deleteFrom: new Date(Date.now() - 3_600_000).toISOString() })).toEqual(['one', 'three', 'two']);
  });

  it('leaves out checks whose canary is deleted even when the checks themselves are not', async () => {
    const id = await insertCanary('api-made', { http: [{ name: 'orphan', url: 'http://x.test' }] });
    await db.transaction(async (tx) => {
      await tx.query("SELECT set_config('opsdeck.skip_check_sync', 'on', true)");
      await tx.query(`UPDATE canaries SET deleted_at = now() WHERE id = $1`, [id]);
    });
    expect((await checksOf(id))[0]!.deleted_at).toBeNull();
    expect(await summaryNames()).toEqual([]);
  });
});

describe('the runner follows canaries written after it started', () => {
  it('runs a new canary on its schedule and records once that other types are not executed', async () => {
    const runner = new CheckRunner({
      db,
      scope: 'all',
      startDelayMs: 0,
      maxJitterMs: 0,
      reloadIntervalMs: 200,
      log: () => undefined,
    });
    // Only the canaries of this test: the others point at hosts that do not exist.
    await db.query(`UPDATE canaries SET deleted_at = now() WHERE deleted_at IS NULL`);
    runner.start();
    try {
      const id = await insertCanary('runner-new', {
        schedule: '@every 1s',
        http: [{ name: 'live', url: `${targetUrl}/ok` }],
        dns: [{ name: 'not-run', query: 'example.test' }],
      });
      const [dns, http] = await checksOf(id);
      const statuses = async (checkId: string) =>
        (
          await db.query<{ status: boolean | null; invalid: boolean; message: string }>(
            'SELECT status, invalid, message FROM check_statuses WHERE check_id = $1 ORDER BY time',
            [checkId],
          )
        ).rows;
      const deadline = Date.now() + 15_000;
      while ((await statuses(http!.id)).length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect((await statuses(http!.id)).slice(0, 2)).toEqual([
        { status: true, invalid: false, message: 'HTTP 200 OK' },
        { status: true, invalid: false, message: 'HTTP 200 OK' },
      ]);
      // Ran at least twice, and the dns check got exactly one "not executed" result.
      expect(await statuses(dns!.id)).toEqual([
        {
          status: null,
          invalid: true,
          message: 'check type "dns" is not executed by this backend (it runs http and tcp checks only)',
        },
      ]);
      const check = await db.query<{ status: string | null; last_runtime: string | null }>(
        'SELECT status, last_runtime FROM checks WHERE id = $1',
        [dns!.id],
      );
      expect(check.rows[0]).toEqual({ status: null, last_runtime: null });
      expect(hits).toBeGreaterThanOrEqual(2);
    } finally {
      await runner.stop();
    }
  });
});
