import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { runnerScopeFromEnv } from './index';
import { CheckRunner } from './runner';
import { FX, seedHealthFixture } from './testing/health-fixture';

let db: Database;
let target: Server;
let baseUrl: string;
const runners: CheckRunner[] = [];

beforeAll(async () => {
  target = createServer((req, res) => {
    if (req.url === '/hang') return; // never answers
    res.writeHead(req.url === '/ok' ? 200 : 500);
    res.end('ok');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  db = await createTestDatabase();
  await seedHealthFixture(db, baseUrl);
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});
afterAll(async () => {
  target?.closeAllConnections();
  await new Promise((resolve) => target?.close(resolve));
  await db?.close();
});

function runner(options: Partial<ConstructorParameters<typeof CheckRunner>[0]> = {}, log: string[] = []): CheckRunner {
  const created = new CheckRunner({
    db,
    scope: 'live',
    startDelayMs: 0,
    maxJitterMs: 0,
    reloadIntervalMs: 200,
    log: (line) => log.push(line),
    ...options,
  });
  runners.push(created);
  return created;
}

const count = async (checkId: string) =>
  Number(
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM check_statuses WHERE check_id = $1', [checkId])).rows[0]!.n,
  );

async function waitFor(predicate: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('runnerScopeFromEnv', () => {
  it('is off under Jest unless asked, live in demo mode, all otherwise', () => {
    expect(runnerScopeFromEnv({ JEST_WORKER_ID: '1' }, true)).toBe('off');
    expect(runnerScopeFromEnv({ NODE_ENV: 'test' }, false)).toBe('off');
    expect(runnerScopeFromEnv({ JEST_WORKER_ID: '1', OPSDECK_CHECK_RUNNER: 'live' }, false)).toBe('live');
    expect(runnerScopeFromEnv({}, true)).toBe('live');
    expect(runnerScopeFromEnv({}, false)).toBe('all');
    expect(runnerScopeFromEnv({ OPSDECK_CHECK_RUNNER: 'OFF' }, true)).toBe('off');
    expect(runnerScopeFromEnv({ OPSDECK_CHECK_RUNNER: 'all' }, true)).toBe('all');
  });
});

describe('CheckRunner', () => {
  it('runs live canaries on their schedule and stores results, leaving others alone', async () => {
    const before = await count(FX.httpCheck);
    const live = runner();
    live.start();
    await waitFor(async () => (await count(FX.liveCheck)) >= 2);
    expect(live.scheduled()).toEqual([FX.liveCanary]);
    expect(await count(FX.httpCheck)).toBe(before);
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT c.status, c.last_runtime IS NOT NULL AS ran, c.next_runtime > c.last_runtime AS scheduled,
              u.last_runtime = c.last_runtime AS bookkept, c.last_transition_time IS NOT NULL AS transitioned
       FROM checks c JOIN checks_unlogged u ON u.check_id = c.id WHERE c.id = $1`,
      [FX.liveCheck],
    );
    expect(rows[0]).toEqual({ status: 'healthy', ran: true, scheduled: true, bookkept: true, transitioned: true });
    const latest = await db.query<{ message: string; status: boolean }>(
      'SELECT message, status FROM check_statuses WHERE check_id = $1 ORDER BY time DESC LIMIT 1',
      [FX.liveCheck],
    );
    expect(latest.rows[0]).toEqual({ message: 'HTTP 200 OK', status: true });

    await live.stop();
    expect(live.running).toBe(false);
    const stopped = await count(FX.liveCheck);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await count(FX.liveCheck)).toBe(stopped);
  });

  it('runs every canary in scope "all"; a type it does not execute gets one result saying so', async () => {
    const all = runner({ scope: 'all' });
    const tcpBefore = await count(FX.tcpCheck);
    const dnsBefore = await count(FX.dnsCheck);
    all.start();
    await waitFor(async () => (await count(FX.tcpCheck)) > tcpBefore);
    expect(all.scheduled().sort()).toEqual([FX.canary, FX.liveCanary].sort());
    await waitFor(async () => (await count(FX.dnsCheck)) > dnsBefore);
    const latest = await db.query<{ status: boolean | null; invalid: boolean; message: string }>(
      'SELECT status, invalid, message FROM check_statuses WHERE check_id = $1 ORDER BY time DESC LIMIT 1',
      [FX.dnsCheck],
    );
    expect(latest.rows[0]).toEqual({
      status: null,
      invalid: true,
      message: 'check type "dns" is not executed by this backend (it runs http and tcp checks only)',
    });
    const dns = await db.query<{ status: string }>('SELECT status FROM checks WHERE id = $1', [FX.dnsCheck]);
    expect(dns.rows[0]!.status).toBe('healthy');
    const tcp = await db.query<{ status: string }>('SELECT status FROM checks WHERE id = $1', [FX.tcpCheck]);
    expect(tcp.rows[0]!.status).toBe('unhealthy');
  });

  it('picks up deleted canaries on reload', async () => {
    const live = runner();
    live.start();
    await waitFor(async () => live.scheduled().length === 1);
    await db.query('UPDATE canaries SET deleted_at = now() WHERE id = $1', [FX.liveCanary]);
    await waitFor(async () => live.scheduled().length === 0);
    await db.query('UPDATE canaries SET deleted_at = NULL WHERE id = $1', [FX.liveCanary]);
  });

  it('stops promptly while a check hangs and stores nothing for it', async () => {
    await db.query(`UPDATE checks SET spec = jsonb_build_object('url', $2::text, 'timeout', 30000) WHERE id = $1`, [
      FX.liveCheck,
      `${baseUrl}/hang`,
    ]);
    const before = await count(FX.liveCheck);
    const live = runner();
    live.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const started = Date.now();
    await live.stop();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await count(FX.liveCheck)).toBe(before);
  });

  it('records each canary run as one job history row: passed checks as successes, failed ones as errors', async () => {
    await db.query(`DELETE FROM job_history WHERE resource_id = $1`, [FX.canary]);
    // Earlier tests ran this canary: make its next run due now.
    await db.query(`DELETE FROM opsdeck_runner.canary_schedules WHERE canary_id = $1`, [FX.canary]);
    const all = runner({ scope: 'all' });
    all.start();
    const finished = `SELECT count(*)::int AS n FROM job_history WHERE resource_id = $1 AND time_end IS NOT NULL`;
    await waitFor(async () => (await db.query<{ n: number }>(finished, [FX.canary])).rows[0]!.n > 0);
    await all.stop();
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT name, resource_type, status, success_count, error_count, details, duration_millis, time_end
         FROM job_history WHERE resource_id = $1 AND time_end IS NOT NULL ORDER BY time_start LIMIT 1`,
      [FX.canary],
    );
    // The fixture canary has a passing http check and a failing tcp check (its dns check is not executed).
    expect(rows[0]).toMatchObject({
      name: 'Canary',
      resource_type: 'canary',
      status: 'WARNING',
      success_count: 1,
      error_count: 1,
    });
    expect((rows[0]!.details as { errors: string[] }).errors).toEqual([expect.stringMatching(/^\S+: .+/)]);
    expect(rows[0]!.duration_millis).toEqual(expect.any(Number));
    expect(rows[0]!.time_end).not.toBeNull();
  });
});
