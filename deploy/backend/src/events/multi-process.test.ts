/**
 * Live updates across backend processes on one PostgreSQL database: two child processes run the
 * backend entry; a browser signed in on A holds its event stream on B. An incident and a comment
 * written through A reach the stream on B (through the database: triggers, NOTIFY, each
 * process's feed), and signing out on A closes the stream on B at once (the sign-out is signalled
 * through the database; B's periodic re-check is set far beyond the test's wait).
 *
 * Needs a real server (TEST_DATABASE_URL); skipped visibly otherwise, as PGlite serves one process.
 */
import { randomBytes } from 'node:crypto';
import { Configuration, FrontendApi } from '@ory/client';
import type { LiveEvent } from '@opsdeck/contracts';
import axios from 'axios';
import pg from 'pg';
import { CookieJar } from '../identity/testing/cookie-jar';
import { csrfOf } from '../identity/testing/harness';
import { databaseUrlWith, freePort, startBackendProcess, untilListening, type BackendProcess } from '../backend-processes';
import { openSse } from './testing';

const SERVER_URL = process.env.TEST_DATABASE_URL;
const describeOnPostgres = SERVER_URL ? describe : describe.skip;
const ADMIN_EMAIL = 'events-admin@example.com';
const ADMIN_PASSWORD = 'events multi process password 1';

interface Child extends BackendProcess {
  base: string;
}

/** A backend process on its own port, with the admin the test signs in as and nothing running on its own. */
async function startChild(name: string, databaseUrl: string): Promise<Child> {
  const port = await freePort();
  const child = await startBackendProcess(name, databaseUrl, {
    PORT: String(port),
    OPSDECK_ADMIN_EMAIL: ADMIN_EMAIL,
    OPSDECK_ADMIN_PASSWORD: ADMIN_PASSWORD,
    OPSDECK_PLAYBOOK_EXECUTOR: 'off',
    OPSDECK_INCIDENT_RULES: 'off',
    OPSDECK_EVENTS_REVALIDATE_MS: '600000',
  });
  return { ...child, base: `http://127.0.0.1:${port}` };
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
    children.push(await startChild('A', databaseUrlWith(SERVER_URL!, database)));
    await untilListening(children[0]!);
    children.push(await startChild('B', databaseUrlWith(SERVER_URL!, database)));
    await untilListening(children[1]!);
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
