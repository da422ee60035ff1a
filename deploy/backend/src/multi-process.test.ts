/**
 * Several backend processes on one PostgreSQL database (what the Helm chart's replicas do): two
 * child processes run the backend entry (src/main.ts through tsx), each on its own port, against a
 * database created for this test. They both come up on the empty database (start-up work under
 * one lock), share the check schedule (each scheduled run is done and stored once), serve each
 * other's sessions, and when one is killed mid-run the other finishes its run.
 *
 * Needs a real server (TEST_DATABASE_URL, e.g. deploy/scripts/throwaway-postgres.mjs); skipped
 * visibly otherwise, as PGlite serves one process only.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Configuration, FrontendApi } from '@ory/client';
import axios from 'axios';
import pg from 'pg';
import { CookieJar } from './identity/testing/cookie-jar';
import { csrfOf } from './identity/testing/harness';
import { databaseUrlWith, freePort, startBackendProcess } from './backend-processes';

const SERVER_URL = process.env.TEST_DATABASE_URL;
const describeOnPostgres = SERVER_URL ? describe : describe.skip;

const ADMIN_EMAIL = 'multi-admin@example.com';
const ADMIN_PASSWORD = 'multi process password 1';
const LEASE_MS = 1_500;

interface Child {
  name: string;
  proc: ChildProcess;
  base: string;
  output: string[];
  exited: Promise<number | null>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

async function startChild(name: string, databaseUrl: string): Promise<Child> {
  const port = await freePort();
  const child = await startBackendProcess(name, databaseUrl, {
    PORT: String(port),
    OPSDECK_ADMIN_EMAIL: ADMIN_EMAIL,
    OPSDECK_ADMIN_PASSWORD: ADMIN_PASSWORD,
    OPSDECK_CHECK_RUNNER: 'all',
    OPSDECK_CHECK_LEASE_MS: String(LEASE_MS),
    OPSDECK_CHECK_START_DELAY_MS: '0',
    OPSDECK_CHECK_RELOAD_MS: '200',
    OPSDECK_CHECK_MAX_JITTER_MS: '0',
  });
  return { ...child, base: `http://127.0.0.1:${port}` };
}

function client(base: string, jar: CookieJar) {
  const options = { maxRedirects: 0, validateStatus: () => true, headers: { Accept: 'application/json' } };
  const http = jar.attach(axios.create({ ...options, baseURL: `${base}/api` }));
  const ory = `${base}/api/.ory`;
  return { http, api: new FrontendApi(new Configuration({ basePath: ory }), ory, jar.attach(axios.create(options))) };
}

describeOnPostgres('several backend processes on one database (needs TEST_DATABASE_URL)', () => {
  const database = `opsdeck_multi_${randomBytes(6).toString('hex')}`;
  const children: Child[] = [];
  let db: pg.Pool;
  let target: Server;
  let targetUrl: string;
  const hits = { fast: 0, slow: 0 };
  let slowHeld: (() => void) | null = null;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    db = new pg.Pool({ connectionString: databaseUrlWith(SERVER_URL!, database), max: 2 });
    target = createServer((req, res) => {
      if (req.url === '/fast') {
        hits.fast += 1;
        res.end('ok');
      } else if (req.url === '/slow') {
        hits.slow += 1;
        // The first run hangs (its process is killed meanwhile); the next one is answered.
        if (hits.slow === 1) slowHeld = () => res.destroy();
        else res.end('ok');
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const child of children) if (child.proc.exitCode === null && child.proc.signalCode === null) child.proc.kill('SIGKILL');
    await Promise.all(children.map((child) => child.exited));
    slowHeld?.();
    target?.closeAllConnections();
    await new Promise((resolve) => target?.close(resolve));
    await db?.end();
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  it('come up together, share sessions, run each scheduled check once and take over a killed process’s run', async () => {
    // Both start at the same moment on the empty database.
    children.push(
      ...(await Promise.all([
        startChild('a', databaseUrlWith(SERVER_URL!, database)),
        startChild('b', databaseUrlWith(SERVER_URL!, database)),
      ])),
    );
    const [a, b] = children as [Child, Child];
    for (const child of children) {
      await until(
        `process ${child.name} listening`,
        async () => {
          if (child.proc.exitCode !== null) throw new Error(`process ${child.name} exited:\n${child.output.join('')}`);
          return child.output.join('').includes('[backend] listening on');
        },
        40_000,
      );
    }

    // Sign in on one process, use the session on the other.
    const jar = new CookieJar();
    const onA = client(a.base, jar);
    const { data: flow } = await onA.api.createBrowserLoginFlow();
    const login = await onA.api.updateLoginFlow({
      flow: flow.id,
      updateLoginFlowBody: { method: 'password', identifier: ADMIN_EMAIL, password: ADMIN_PASSWORD, csrf_token: csrfOf(flow) },
    });
    expect(login.status).toBe(200);
    const onB = client(b.base, jar);
    const whoami = await onB.http.get('/.ory/sessions/whoami');
    expect(whoami.status).toBe(200);
    expect(whoami.data.identity.traits.email).toBe(ADMIN_EMAIL);
    expect((await onB.http.get('/auth/whoami')).status).toBe(200);

    // A fast canary both processes schedule, and a slow one whose first run hangs.
    await db.query(`INSERT INTO canaries (name, namespace, spec) VALUES ('fast', 'ops', $1)`, [
      JSON.stringify({ schedule: '@every 1s', http: [{ name: 'fast', url: `${targetUrl}/fast` }] }),
    ]);
    await db.query(`INSERT INTO canaries (name, namespace, spec) VALUES ('slow', 'ops', $1)`, [
      JSON.stringify({ schedule: '@every 1h', http: [{ name: 'slow', url: `${targetUrl}/slow`, timeout: 30_000 }] }),
    ]);
    const checkId = async (name: string) =>
      until(
        `check ${name}`,
        async () => (await db.query<{ id: string }>('SELECT id FROM checks WHERE name = $1', [name])).rows[0]?.id,
      );
    const fast = await checkId('fast');
    const slow = await checkId('slow');

    // The slow run is claimed by one process: kill that one while its check hangs.
    await until('the slow check hanging', async () => slowHeld !== null);
    const lease = await until('the slow run’s lease', async () => {
      const { rows } = await db.query<{ lease_owner: string | null; running_due: Date | null }>(
        `SELECT s.lease_owner, s.running_due FROM opsdeck_runner.canary_schedules s JOIN canaries c ON c.id = s.canary_id
         WHERE c.name = 'slow'`,
      );
      return rows[0]?.lease_owner ? rows[0] : null;
    });
    const ownerPid = Number(lease.lease_owner!.split(':')[1]);
    const victim = children.find((child) => child.proc.pid === ownerPid)!;
    expect(victim).toBeDefined();
    const survivor = victim === a ? b : a;
    victim.proc.kill('SIGKILL');
    await victim.exited;
    const killedAt = Date.now();

    // The survivor claims the same scheduled run once the lease has run out, and stores it once.
    const slowRows = await until('the slow run finished by the survivor', async () => {
      const { rows } = await db.query<{ time: Date; status: boolean }>(
        'SELECT time, status FROM check_statuses WHERE check_id = $1',
        [slow],
      );
      return rows.length > 0 ? rows : null;
    });
    expect(slowRows).toHaveLength(1);
    expect(slowRows[0]!.status).toBe(true);
    expect(slowRows[0]!.time.getTime()).toBe(lease.running_due!.getTime());
    expect(hits.slow).toBe(2);
    expect(Date.now() - killedAt).toBeLessThan(LEASE_MS + 5_000);

    // The fast canary keeps running on the survivor: a few more runs after the kill.
    const countFast = async () =>
      Number(
        (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM check_statuses WHERE check_id = $1', [fast])).rows[0]!.n,
      );
    const atKill = await countFast();
    await until('fast runs after the kill', async () => (await countFast()) >= atKill + 3);
    expect(survivor.proc.exitCode).toBeNull();

    // Each scheduled time has one result, scheduled times are a period apart, and the target saw
    // each run once (plus at most a run in flight and one the killed process did not store).
    const fastHits = hits.fast;
    const { rows } = await db.query<{ time: Date; n: number }>(
      'SELECT time, count(*)::int AS n FROM check_statuses WHERE check_id = $1 GROUP BY time ORDER BY time',
      [fast],
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) expect(row.n).toBe(1);
    for (let i = 1; i < rows.length; i += 1) {
      expect(rows[i]!.time.getTime() - rows[i - 1]!.time.getTime()).toBeGreaterThanOrEqual(1_000);
    }
    expect(fastHits).toBeLessThanOrEqual(rows.length + 2);
    expect(hits.fast).toBeGreaterThanOrEqual(rows.length);
  });
});
