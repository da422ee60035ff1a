import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FX, asRole, seedHealthFixture, serveHealthBackend } from '../../checks/testing/health-fixture';
import { createTestDatabase } from '../../db/testing';
import type { Database } from '../../db/types';
import type { TestServer } from '../testing/server';

let db: Database;
let server: TestServer;
let target: Server;
let targetUrl: string;

beforeAll(async () => {
  // The http check of the fixture points at this server: /ok answers 200.
  target = createServer((req, res) => {
    res.writeHead(req.url === '/ok' ? 200 : 500, { 'Content-Type': 'text/plain' });
    res.end(req.url === '/ok' ? 'all good' : 'broken');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  db = await createTestDatabase();
  await seedHealthFixture(db, targetUrl);
  ({ server } = await serveHealthBackend(db));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
  await new Promise((resolve) => target?.close(resolve));
});

const json = { 'Content-Type': 'application/json' };

describe('GET/POST /canary/api/summary', () => {
  it('answers the check_summary rows that are not deleted, in canary-checker shape', async () => {
    const res = await server.request('GET', '/api/canary/api/summary', { headers: asRole('viewer') });
    expect(res.status).toBe(200);
    expect(res.body.runnerName).toBe('local');
    const rows = res.body.checks_summary as Record<string, unknown>[];
    expect(rows.map((row) => row.name)).toEqual(['self-http', 'web-dns', 'web-http', 'web-tcp']);

    const view = await db.query<Record<string, unknown>>(
      `SELECT id, canary_id, canary_name, canary_namespace, agent_id, name, namespace, type, status, labels, uptime
       FROM check_summary WHERE deleted_at IS NULL ORDER BY name`,
    );
    for (const [i, expected] of view.rows.entries()) {
      const row = rows[i]!;
      for (const key of [
        'id',
        'canary_id',
        'canary_name',
        'canary_namespace',
        'agent_id',
        'name',
        'namespace',
        'type',
        'labels',
      ]) {
        expect([key, row[key]]).toEqual([key, expected[key]]);
      }
      const uptime = expected.uptime as { passed: number; failed: number };
      expect(row.uptime).toMatchObject({ passed: uptime.passed, failed: uptime.failed });
    }
  });

  it('computes uptime over the last day and latency percentiles, and omits empty optional fields', async () => {
    const res = await server.request('GET', '/canary/api/summary', { headers: asRole('viewer') });
    type Row = Record<string, unknown> & { latency: { p95: number; p97: number; p99: number; rolling1h: number } };
    const rows = res.body.checks_summary as Row[];
    const http = rows.find((row) => row.id === FX.httpCheck)!;
    expect(http.uptime).toMatchObject({ passed: 9, failed: 3 });
    expect(http.latency.rolling1h).toBe(0);
    expect(http.latency.p95).toBeGreaterThan(100);
    expect(http.latency.p99).toBeGreaterThanOrEqual(http.latency.p97);
    expect(http.latency.p97).toBeGreaterThanOrEqual(http.latency.p95);
    expect(http.labels).toEqual({ team: 'platform', app: 'web', critical: 'true' });
    expect(typeof http.last_runtime).toBe('string');
    expect(http.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/ok$/);
    const tcp = rows.find((row) => row.id === FX.tcpCheck)!;
    // Its results are older than a day: no uptime numbers, no latency percentiles.
    expect(tcp.uptime).toEqual({ passed: 0, failed: 0 });
    expect(tcp.latency).toEqual({ rolling1h: 0 });
    expect(tcp.endpoint).toBe('127.0.0.1:9');
    expect('description' in tcp).toBe(false);
    expect('severity' in tcp).toBe(false);
  });

  it('cuts credentials written into a check URL out of its endpoint', async () => {
    const original = await db.query<{ spec: Record<string, unknown> }>('SELECT spec FROM checks WHERE id = $1', [FX.httpCheck]);
    const spec = original.rows[0]!.spec;
    try {
      await db.query('UPDATE checks SET spec = $2 WHERE id = $1', [
        FX.httpCheck,
        { ...spec, url: 'https://probe:s3cret@status.example.com/health?full=1' },
      ]);
      const res = await server.request('GET', '/canary/api/summary', { headers: asRole('viewer') });
      const http = (res.body.checks_summary as { id: string; endpoint: string }[]).find((row) => row.id === FX.httpCheck)!;
      expect(http.endpoint).toBe('https://status.example.com/health?full=1');
    } finally {
      await db.query('UPDATE checks SET spec = $2 WHERE id = $1', [FX.httpCheck, spec]);
    }
  });

  it('takes Go-style options case-insensitively on POST, plus hidePassing', async () => {
    const post = (body: unknown) =>
      server.request('POST', '/api/canary/api/summary', { headers: asRole('viewer', json), body: body as object });
    const byId = await post({ CheckID: FX.tcpCheck });
    expect(byId.body.checks_summary.map((r: { id: string }) => r.id)).toEqual([FX.tcpCheck]);
    const sorted = await post({ sortBy: '-name' });
    expect(sorted.body.checks_summary[0].name).toBe('web-tcp');
    const labelled = await post({ labels: { app: 'web', critical: 'false' } });
    expect(labelled.body.checks_summary.map((r: { name: string }) => r.name)).toEqual(['web-tcp']);
    const failing = await post({ hidePassing: true });
    expect(failing.body.checks_summary.map((r: { name: string }) => r.name)).toEqual(['self-http', 'web-tcp']);
    const withDeleted = await post({ deleteFrom: new Date(Date.now() - 3 * 3_600_000).toISOString() });
    expect(withDeleted.body.checks_summary.map((r: { name: string }) => r.name)).toContain('gone-http');
    const none = await post({ CheckID: '00000000-0000-4000-8000-000000000999' });
    expect(none.body).toEqual({ runnerName: 'local', ...(none.body.duration ? { duration: none.body.duration } : {}) });
  });

  it('follows every change of checks, canaries and run bookkeeping between requests', async () => {
    const names = async () => {
      const res = await server.request('GET', '/canary/api/summary', { headers: asRole('viewer') });
      return (res.body.checks_summary as { name: string; status: string; canary_name: string; last_runtime?: string }[]) ?? [];
    };
    await names();
    // An update (patched in place), a renamed canary, a new run time.
    await db.query(`UPDATE checks SET status = 'unhealthy' WHERE id = $1`, [FX.dnsCheck]);
    await db.query(`UPDATE canaries SET name = 'self-renamed' WHERE id = $1`, [FX.liveCanary]);
    await db.query(`INSERT INTO checks_unlogged (check_id, canary_id, last_runtime) VALUES ($1, $2, now())`, [
      FX.dnsCheck,
      FX.canary,
    ]);
    let rows = await names();
    expect(rows.find((r) => r.name === 'web-dns')).toMatchObject({ status: 'unhealthy', last_runtime: expect.any(String) });
    expect(rows.find((r) => r.name === 'self-http')?.canary_name).toBe('self-renamed');
    // A renamed check moves; a new one appears; a deleted one goes.
    await db.query(`UPDATE checks SET name = 'a-first' WHERE id = $1`, [FX.tcpCheck]);
    rows = await names();
    expect(rows.map((r) => r.name)).toEqual(['a-first', 'self-http', 'web-dns', 'web-http']);
    await db.query(
      `INSERT INTO checks (id, canary_id, type, name, status) VALUES ('00000000-0000-4000-8000-000000000299', $1, 'http', 'zz-new', 'healthy')`,
      [FX.canary],
    );
    expect((await names()).map((r) => r.name)).toContain('zz-new');
    await db.query(`DELETE FROM checks WHERE id = '00000000-0000-4000-8000-000000000299'`);
    await db.query(`UPDATE checks SET name = 'web-tcp' WHERE id = $1`, [FX.tcpCheck]);
    await db.query(`UPDATE canaries SET name = 'self' WHERE id = $1`, [FX.liveCanary]);
    await db.query(`UPDATE checks SET status = 'healthy' WHERE id = $1`, [FX.dnsCheck]);
    await db.query(`DELETE FROM checks_unlogged WHERE check_id = $1`, [FX.dnsCheck]);
    expect((await names()).map((r) => [r.name, r.status])).toEqual([
      ['self-http', ''],
      ['web-dns', 'healthy'],
      ['web-http', 'healthy'],
      ['web-tcp', 'unhealthy'],
    ]);
  });

  it('says which checks this backend does not execute', async () => {
    const res = await server.request('GET', '/canary/api/summary', { headers: asRole('viewer') });
    const rows = res.body.checks_summary as { id: string; not_executed?: string }[];
    expect(rows.find((row) => row.id === FX.dnsCheck)?.not_executed).toBe(
      'check type "dns" is not executed by this backend (it runs http and tcp checks only)',
    );
    expect(rows.filter((row) => row.not_executed).map((row) => row.id)).toEqual([FX.dnsCheck]);
  });

  it('lists the config items a check relates to, and follows links made and removed', async () => {
    const configsOf = async (id: string) => {
      const res = await server.request('GET', '/canary/api/summary', { headers: asRole('viewer') });
      return (res.body.checks_summary as { id: string; configs?: unknown }[]).find((row) => row.id === id)?.configs;
    };
    expect(await configsOf(FX.httpCheck)).toBeUndefined();
    await db.query(`INSERT INTO check_config_relationships (config_id, check_id, canary_id) VALUES ($1, $2, $3)`, [
      FX.config,
      FX.httpCheck,
      FX.canary,
    ]);
    expect(await configsOf(FX.httpCheck)).toEqual([{ id: FX.config, name: 'web-deploy', type: 'Kubernetes::Deployment' }]);
    await db.query(`UPDATE check_config_relationships SET deleted_at = now() WHERE check_id = $1`, [FX.httpCheck]);
    expect(await configsOf(FX.httpCheck)).toBeUndefined();
    await db.query(`DELETE FROM check_config_relationships WHERE check_id = $1`, [FX.httpCheck]);
  });

  it('rejects invalid options with a JSON 400', async () => {
    const res = await server.request('POST', '/canary/api/summary', {
      headers: asRole('viewer', json),
      body: { checkId: 'nope' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid request body');
    expect(res.body.message).toMatch(/^checkid:/);
    const broken = await server.request('POST', '/canary/api/summary', { headers: asRole('viewer', json), body: '{' });
    expect([broken.status, broken.body.error]).toEqual([400, 'invalid JSON body']);
  });

  it('needs a signed-in caller with read access to canaries', async () => {
    expect((await server.request('GET', '/canary/api/summary')).status).toBe(401);
    const guest = await server.request('GET', '/canary/api/summary', { headers: asRole('guest') });
    expect(guest.status).toBe(200);
    const nobody = await server.request('GET', '/canary/api/summary', { headers: asRole('no-such-role') });
    expect([nobody.status, nobody.body.error]).toEqual([403, 'forbidden']);
  });
});

describe('GET /canary/api/graph', () => {
  it('buckets by one minute up to two hours and reports uptime and percentiles', async () => {
    const res = await server.request('GET', `/canary/api/graph?check=${FX.httpCheck}&start=2h&count=300`, {
      headers: asRole('viewer'),
    });
    expect(res.status).toBe(200);
    // Results every 10 minutes: the one 120 minutes ago falls just outside the range.
    expect(res.body.uptime).toEqual({ passed: 9, failed: 2 });
    expect(res.body.status).toHaveLength(11);
    for (const point of res.body.status) expect(new Date(point.time).getUTCSeconds()).toBe(0);
    const failed = res.body.status.filter((p: { failed?: number }) => p.failed === 1);
    expect(failed).toHaveLength(2);
    expect(failed.every((p: { status?: boolean }) => p.status === undefined)).toBe(true);
    expect(res.body.latency.p99).toBeGreaterThanOrEqual(res.body.latency.p95);
    expect(res.body.latency.rolling1h).toBeGreaterThan(0);
  });

  it('uses wider buckets for longer ranges', async () => {
    const day = await server.request('GET', `/canary/api/graph?check=${FX.httpCheck}&start=24h`, { headers: asRole('viewer') });
    expect(day.body.status.every((p: { time: string }) => new Date(p.time).getUTCMinutes() % 15 === 0)).toBe(true);
    const week = await server.request('GET', `/canary/api/graph?check=${FX.tcpCheck}&since=7d`, { headers: asRole('viewer') });
    expect(week.body.status).toHaveLength(3);
    expect(week.body.status.every((p: { time: string }) => new Date(p.time).getUTCMinutes() === 0)).toBe(true);
    const month = await server.request(
      'GET',
      `/canary/api/graph?check=${FX.tcpCheck}&start=${new Date(Date.now() - 30 * 86_400_000).toISOString()}`,
      {
        headers: asRole('viewer'),
      },
    );
    expect(month.body.status.every((p: { time: string }) => new Date(p.time).getUTCHours() % 4 === 0)).toBe(true);
  });

  it('answers nulls and zeros without data, and 400 for bad input', async () => {
    const empty = await server.request('GET', `/canary/api/graph?check=${FX.dnsCheck}`, { headers: asRole('viewer') });
    expect(empty.body).toMatchObject({ status: null, uptime: { passed: 0, failed: 0 }, latency: { rolling1h: 0 } });
    const badTime = await server.request('GET', `/canary/api/graph?check=${FX.httpCheck}&start=yesterday`, {
      headers: asRole('viewer'),
    });
    expect([badTime.status, badTime.body.error]).toEqual([400, 'invalid start: yesterday']);
    const noCheck = await server.request('GET', '/canary/api/graph', { headers: asRole('viewer') });
    expect([noCheck.status, noCheck.body.error]).toEqual([400, 'invalid request']);
  });

  it('accepts every time range the console offers, months and years included', async () => {
    for (const start of ['15m', '1d', '3w', '1mo', '6mo', '1y', '5y', '43200m']) {
      const res = await server.request('GET', `/canary/api/graph?check=${FX.tcpCheck}&start=${start}`, {
        headers: asRole('viewer'),
      });
      expect([start, res.status]).toEqual([start, 200]);
    }
    const year = await server.request('GET', `/canary/api/graph?check=${FX.tcpCheck}&start=1y`, { headers: asRole('viewer') });
    expect(year.body.uptime).toEqual({ passed: 0, failed: 3 });
    const bad = await server.request('GET', `/canary/api/graph?check=${FX.tcpCheck}&start=0y`, { headers: asRole('viewer') });
    expect(bad.status).toBe(400);
  });
});

describe('POST /canary/run/check/{id}', () => {
  it('runs an http check, stores the result and updates the check', async () => {
    const res = await server.request('POST', `/api/canary/run/check/${FX.httpCheck}`, { headers: asRole('editor') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'web-http', pass: true, invalid: false, message: 'HTTP 200 OK' });
    const stored = await db.query<{ status: boolean; message: string }>(
      'SELECT status, message FROM check_statuses WHERE check_id = $1 ORDER BY time DESC LIMIT 1',
      [FX.httpCheck],
    );
    expect(stored.rows[0]).toEqual({ status: true, message: 'HTTP 200 OK' });
  });

  it('records a failing tcp check and moves its transition time only on a change', async () => {
    await db.query(`UPDATE checks SET status = 'healthy', last_transition_time = now() - interval '1 day' WHERE id = $1`, [
      FX.tcpCheck,
    ]);
    const res = await server.request('POST', `/canary/run/check/${FX.tcpCheck}`, { headers: asRole('responder') });
    expect(res.status).toBe(200);
    expect(res.body.pass).toBe(false);
    expect(res.body.error).toMatch(/127\.0\.0\.1:9/);
    const first = await db.query<{ status: string; moved: boolean }>(
      `SELECT status, last_transition_time > now() - interval '1 minute' AS moved FROM checks WHERE id = $1`,
      [FX.tcpCheck],
    );
    expect(first.rows[0]).toEqual({ status: 'unhealthy', moved: true });
    const before = await db.query<{ t: string }>('SELECT last_transition_time AS t FROM checks WHERE id = $1', [FX.tcpCheck]);
    await server.request('POST', `/canary/run/check/${FX.tcpCheck}`, { headers: asRole('commander') });
    const after = await db.query<{ t: string }>('SELECT last_transition_time AS t FROM checks WHERE id = $1', [FX.tcpCheck]);
    expect(after.rows[0]!.t).toBe(before.rows[0]!.t);
  });

  it('lets admin, editor, responder and commander run checks, not viewers or guests', async () => {
    for (const role of ['viewer', 'guest']) {
      const res = await server.request('POST', `/canary/run/check/${FX.httpCheck}`, { headers: asRole(role) });
      expect([role, res.status, res.body.error]).toEqual([role, 403, 'forbidden']);
    }
    for (const role of ['admin', 'editor', 'responder', 'commander']) {
      expect([
        role,
        (await server.request('POST', `/canary/run/check/${FX.httpCheck}`, { headers: asRole(role) })).status,
      ]).toEqual([role, 200]);
    }
  });

  it('says clearly which types are not executed (and records it once), and 404/400 for unknown ids', async () => {
    const message = 'check type "dns" is not executed by this backend (it runs http and tcp checks only)';
    const dns = await server.request('POST', `/canary/run/check/${FX.dnsCheck}`, { headers: asRole('admin') });
    expect(dns.status).toBe(501);
    expect(dns.body.error).toBe(message);
    await server.request('POST', `/canary/run/check/${FX.dnsCheck}`, { headers: asRole('admin') });
    const stored = await db.query('SELECT status, invalid, message FROM check_statuses WHERE check_id = $1', [FX.dnsCheck]);
    expect(stored.rows).toEqual([{ status: null, invalid: true, message }]);
    // Neither passed nor failed: the graph and uptime leave it out.
    const graph = await server.request('GET', `/canary/api/graph?check=${FX.dnsCheck}`, { headers: asRole('viewer') });
    expect(graph.body).toMatchObject({ status: null, uptime: { passed: 0, failed: 0 } });
    const missing = '00000000-0000-4000-8000-000000000999';
    const unknown = await server.request('POST', `/canary/run/check/${missing}`, { headers: asRole('admin') });
    expect([unknown.status, unknown.body]).toEqual([404, { error: `check (${missing}) was not found` }]);
    const bad = await server.request('POST', '/canary/run/check/abc', { headers: asRole('admin') });
    expect([bad.status, bad.body.error]).toEqual([400, 'invalid check id']);
  });
});
