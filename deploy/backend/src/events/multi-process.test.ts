/**
 * Live updates across backend processes on one PostgreSQL database: two child processes run the
 * backend entry; a browser signed in on A holds its event stream on B. An incident and a comment
 * written through A reach the stream on B (through the database: triggers, NOTIFY, each
 * process's feed), and signing out on A closes the stream on B at once (the sign-out is signalled
 * through the database; B's periodic re-check is set far beyond the test's wait).
 *
 * Needs a real server (TEST_DATABASE_URL); skipped visibly otherwise, as PGlite serves one process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Configuration, FrontendApi } from '@ory/client';
import type { LiveEvent } from '@opsdeck/contracts';
import axios from 'axios';
import pg from 'pg';
import { CookieJar } from '../identity/testing/cookie-jar';
import { csrfOf } from '../identity/testing/harness';
import { openSse } from './testing';

const SERVER_URL = process.env.TEST_DATABASE_URL;
const describeOnPostgres = SERVER_URL ? describe : describe.skip;
const ADMIN_EMAIL = 'events-admin@example.com';
const ADMIN_PASSWORD = 'events multi process password 1';

interface Child {
  proc: ChildProcess;
  base: string;
  output: string[];
  exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function startChild(databaseUrl: string): Promise<Child> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.JEST_WORKER_ID;
  delete env.TEST_DATABASE_URL;
  delete env.OPSDECK_DEMO;
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    FRONTEND_URL: 'http://console.example.test',
    OPSDECK_ADMIN_EMAIL: ADMIN_EMAIL,
    OPSDECK_ADMIN_PASSWORD: ADMIN_PASSWORD,
    OPSDECK_CHECK_RUNNER: 'off',
    OPSDECK_INCIDENT_RULES: 'off',
    OPSDECK_EVENTS_REVALIDATE_MS: '600000',
  });
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'main.ts')], {
    cwd: path.join(__dirname, '..', '..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  proc.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  proc.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, base: `http://127.0.0.1:${port}`, output, exited };
}

async function listening(child: Child): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!child.output.join('').includes('[backend] listening on')) {
    if (child.proc.exitCode !== null) throw new Error(`backend exited:\n${child.output.join('')}`);
    if (Date.now() > deadline) throw new Error(`backend did not start:\n${child.output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeOnPostgres('live updates across backend processes (needs TEST_DATABASE_URL)', () => {
  const database = `opsdeck_events_${randomBytes(6).toString('hex')}`;
  const children: Child[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
  });

  afterAll(async () => {
    for (const child of children) if (child.proc.exitCode === null) child.proc.kill('SIGKILL');
    await Promise.all(children.map((child) => child.exited));
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  it('an event written through process A reaches a stream on process B; signing out on A closes it', async () => {
    children.push(await startChild(withDatabase(SERVER_URL!, database)));
    await listening(children[0]!);
    children.push(await startChild(withDatabase(SERVER_URL!, database)));
    await listening(children[1]!);
    const [a, b] = children as [Child, Child];

    const jar = new CookieJar();
    const options = { maxRedirects: 0, validateStatus: () => true, headers: { Accept: 'application/json' } };
    const httpA = jar.attach(axios.create({ ...options, baseURL: `${a.base}/api` }));
    const ory = new FrontendApi(
      new Configuration({ basePath: `${a.base}/api/.ory` }),
      `${a.base}/api/.ory`,
      jar.attach(axios.create(options)),
    );
    const { data: flow } = await ory.createBrowserLoginFlow();
    const login = await ory.updateLoginFlow({
      flow: flow.id,
      updateLoginFlowBody: { method: 'password', identifier: ADMIN_EMAIL, password: ADMIN_PASSWORD, csrf_token: csrfOf(flow) },
    });
    expect(login.status).toBe(200);

    const stream = await openSse(`${b.base}/api/events`, { Cookie: jar.header() });
    expect(stream.status).toBe(200);
    await stream.next((m) => m.event === 'ready', 10_000);

    const whoami = await httpA.get('/auth/whoami');
    const me = whoami.data.payload.user.id as string;
    const created = await httpA.post(
      '/db/incidents',
      { title: 'seen on the other process', created_by: me, severity: 'high', description: 'd', type: 'issue', status: 'open' },
      { headers: { Prefer: 'return=representation', 'Content-Type': 'application/json' } },
    );
    expect(created.status).toBe(201);
    const incidentId = created.data[0].id as string;
    const comment = await httpA.post(
      '/db/comments',
      { created_by: me, comment: 'on it', incident_id: incidentId },
      { headers: { 'Content-Type': 'application/json' } },
    );
    expect(comment.status).toBe(201);
    const isChange = (kind: string) => (m: { event: string; data: unknown }) =>
      m.event === 'change' && (m.data as LiveEvent).kind === kind && (m.data as LiveEvent).scope.incident_id === incidentId;
    await stream.next(isChange('incident'), 10_000);
    await stream.next(isChange('comment'), 10_000);

    const { data: logout } = await ory.createBrowserLogoutFlow();
    expect((await ory.updateLogoutFlow({ token: logout.logout_token })).status).toBe(204);
    const closedAt = Date.now();
    await stream.ended;
    expect(Date.now() - closedAt).toBeLessThan(5_000);
  });
});
