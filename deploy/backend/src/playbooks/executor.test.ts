/**
 * The executor end to end, through the HTTP endpoints: each action kind really runs (a script, an
 * HTTP call to a local server, a SQL query on PostgreSQL, a webhook), templates, conditions,
 * delays, timeouts and job history. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Authenticator } from '../authz/types';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { createBackend } from '../http/backend';
import { serve, type TestServer } from '../http/testing/server';
import { REF as R, REFERENCE_DATA_SQL } from '../postgrest/testing/reference-data';
import { notExecutedMessage } from './execute-run';
import { PlaybookExecutor } from './executor';
import { actionRows, insertPlaybook, waitForRun } from './testing';

let db: Database;
let server: TestServer;
let executor: PlaybookExecutor;
let target: Server;
let targetUrl: string;
const received: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];

const authenticator: Authenticator = async (req) => {
  const role = req.headers['x-test-role'];
  if (typeof role !== 'string' || role === '') return null;
  return { id: R.alice, name: 'Alice Admin', email: 'alice@example.com', roles: [role], permissions: [] };
};

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  server = await serve(await createBackend({ db, authenticator, logRequests: false }));
  target = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.url === '/fail') res.writeHead(503).end('down');
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, got: body }));
    });
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  executor = new PlaybookExecutor({ db, pollMs: 20, leaseMs: 2_000, log: () => undefined });
  executor.start();
});
afterAll(async () => {
  await executor?.stop();
  await new Promise((resolve) => target?.close(resolve));
  await server?.close();
  await db?.close();
});

const admin = { 'x-test-role': 'admin' };
async function run(spec: Record<string, unknown>, body: Record<string, unknown> = {}) {
  const id = await insertPlaybook(db, `pb-${Math.random().toString(36).slice(2, 10)}`, spec);
  const res = await server.request('POST', '/api/playbook/run', { headers: admin, body: { id, ...body } });
  expect([res.status, res.body?.error]).toEqual([201, undefined]);
  return { playbookId: id, runId: res.body.run_id as string };
}

describe('playbook executor', () => {
  it('exec: runs the script with a template, captures stdout and stderr, and passes only the declared environment', async () => {
    process.env.OPSDECK_SECRET_FOR_TEST = 'must-not-leak';
    const { runId } = await run(
      {
        configs: [{ types: ['Kubernetes::Pod'] }],
        parameters: [{ name: 'greeting', default: 'hello' }],
        actions: [
          {
            name: 'greet',
            exec: {
              script:
                'echo "{{.params.greeting}} {{.config.name}} in {{.config.tags.namespace}}"; echo "v=$GREETING_ENV s=$OPSDECK_SECRET_FOR_TEST" >&2',
              env: [{ name: 'GREETING_ENV', value: 'by {{.user.email}}' }],
            },
          },
        ],
      },
      { config_id: R.config, params: { greeting: 'hi' } },
    );
    const done = await waitForRun(db, runId);
    expect([done.status, done.error, done.parameters]).toEqual(['completed', null, { greeting: 'hi' }]);
    const [action] = await actionRows(db, runId);
    expect(action).toMatchObject({ name: 'greet', status: 'completed', error: null });
    expect(action!.result).toEqual({ stdout: 'hi web-1 in prod\n', stderr: 'v=by alice@example.com s=\n', exitCode: 0 });
    expect(Date.parse(action!.end_time!)).toBeGreaterThanOrEqual(Date.parse(action!.start_time!));
    expect(Date.parse(done.end_time!)).toBeGreaterThanOrEqual(Date.parse(done.start_time!));
  });

  it('exec: a failing script fails the run with its exit status and skips the actions after it', async () => {
    const { runId } = await run({
      actions: [
        { name: 'broken', exec: { script: 'echo partial; exit 3' } },
        { name: 'after', exec: { script: 'echo never' } },
        { name: 'cleanup', if: 'failure()', exec: { script: 'echo cleaning' } },
      ],
    });
    const done = await waitForRun(db, runId);
    expect([done.status, done.error]).toEqual(['failed', 'broken: exit status 3']);
    const actions = await actionRows(db, runId);
    expect(actions.map((a) => [a.name, a.status])).toEqual([
      ['broken', 'failed'],
      ['after', 'skipped'],
      ['cleanup', 'completed'],
    ]);
    expect(actions[0]!.result).toMatchObject({ stdout: 'partial\n', exitCode: 3 });
    expect(actions[2]!.result).toMatchObject({ stdout: 'cleaning\n' });
  });

  it('http: calls a local server with the method, headers and templated body, and keeps the answer', async () => {
    const { runId } = await run(
      {
        parameters: [{ name: 'ticket' }],
        actions: [
          {
            name: 'call',
            http: {
              url: `${targetUrl}/hook/{{.params.ticket}}`,
              method: 'PUT',
              headers: [{ name: 'X-Ticket', value: '{{.params.ticket}}' }],
              body: '{"ticket":"{{.params.ticket}}"}',
            },
          },
          { name: 'down', http: { url: `${targetUrl}/fail` } },
        ],
      },
      { params: { ticket: 'T-42' } },
    );
    const done = await waitForRun(db, runId);
    expect([done.status, done.error]).toEqual(['failed', 'down: HTTP 503 Service Unavailable']);
    const hit = received.find((r) => r.url === '/hook/T-42')!;
    expect([hit.method, hit.headers['x-ticket'], hit.body]).toEqual(['PUT', 'T-42', '{"ticket":"T-42"}']);
    const [call, down] = await actionRows(db, runId);
    expect(call!.result).toMatchObject({ code: 200, method: 'PUT', json: { ok: true, got: '{"ticket":"T-42"}' } });
    expect([down!.status, down!.result!.code, down!.result!.body]).toEqual(['failed', 503, 'down']);
  });

  it('notification: posts to a generic webhook connection; a Slack connection is reported as not delivered', async () => {
    await db.query(
      `INSERT INTO connections (name, namespace, type, url) VALUES ('hook', 'default', 'generic_webhook', $1), ('chat', 'default', 'slack', 'slack://token')`,
      [`${targetUrl}/notify`],
    );
    const { runId } = await run({
      actions: [
        {
          name: 'tell',
          notification: {
            connection: 'connection://default/hook',
            title: 'Run {{.run.id}}',
            message: 'done',
            properties: { a: 'b' },
          },
        },
        { name: 'chat', notification: { connection: 'connection://default/chat', title: 't', message: 'm' } },
      ],
    });
    const done = await waitForRun(db, runId);
    expect(done.status).toBe('completed');
    const hit = received.find((r) => r.url === '/notify')!;
    expect(JSON.parse(hit.body)).toEqual({ title: `Run ${runId}`, message: 'done', properties: { a: 'b' } });
    const [tell, chat] = await actionRows(db, runId);
    expect([tell!.status, tell!.result!.delivered]).toEqual(['completed', true]);
    expect([chat!.status, chat!.result!.delivered, chat!.error]).toEqual([
      'skipped',
      false,
      'notification not delivered: connections of type slack cannot be delivered by this backend (only generic_webhook and http)',
    ]);
  });

  it('other kinds are stored and reported as not executed; the run goes on', async () => {
    const { runId } = await run({
      actions: [
        { name: 'pr', gitops: { repo: { url: 'https://example.com/repo' } } },
        { name: 'after', exec: { script: 'echo ok' } },
      ],
    });
    const done = await waitForRun(db, runId);
    expect(done.status).toBe('completed');
    const [pr, after] = await actionRows(db, runId);
    expect([pr!.status, pr!.error, pr!.result]).toEqual([
      'skipped',
      notExecutedMessage('gitops'),
      { executed: false, kind: 'gitops', message: notExecutedMessage('gitops') },
    ]);
    expect(after!.status).toBe('completed');
  });

  it('if: expressions on parameters and the resource decide which actions run', async () => {
    const { runId } = await run(
      {
        checks: [{ types: ['http'] }],
        parameters: [{ name: 'env' }],
        actions: [
          { name: 'prod-only', if: "params.env == 'prod'", exec: { script: 'echo prod' } },
          { name: 'staging-only', if: "params.env == 'staging' && check.name != ''", exec: { script: 'echo staging' } },
          { name: 'templated', if: '{{ eq }}', exec: { script: 'echo never' } },
        ],
      },
      { check_id: R.check, params: { env: 'staging' } },
    );
    const done = await waitForRun(db, runId);
    const actions = await actionRows(db, runId);
    expect(actions.map((a) => [a.name, a.status])).toEqual([
      ['prod-only', 'skipped'],
      ['staging-only', 'completed'],
      ['templated', 'failed'],
    ]);
    expect(actions[2]!.error).toBe('unknown template value: eq');
    expect(done.status).toBe('failed');
  });

  it('timeout: an action past its timeout is killed and the run times out', async () => {
    const started = Date.now();
    const { runId } = await run({ actions: [{ name: 'slow', timeout: '300ms', exec: { script: 'sleep 20' } }] });
    const done = await waitForRun(db, runId);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect([done.status, done.error]).toEqual(['timed_out', 'slow: action timed out after 300ms']);
  });

  it('delay: the run sleeps in the queue, then the action runs', async () => {
    const { runId } = await run({ actions: [{ name: 'later', delay: '400ms', exec: { script: 'echo late' } }] });
    const sleeping = await waitForRun(db, runId, (r) => r.status === 'sleeping' || r.status === 'completed');
    expect(sleeping.status).toBe('sleeping');
    const done = await waitForRun(db, runId);
    const [later] = await actionRows(db, runId);
    expect(done.status).toBe('completed');
    expect(Date.parse(later!.start_time!) - Date.parse(done.start_time!)).toBeGreaterThanOrEqual(350);
  });

  it('records one job_history row per execution', async () => {
    const { runId } = await run({ actions: [{ name: 'one', exec: { script: 'true' } }] });
    await waitForRun(db, runId);
    const jobs = await db.query<{ name: string; status: string; success_count: number }>(
      `SELECT name, status, success_count FROM job_history WHERE resource_id = $1`,
      [runId],
    );
    expect(jobs.rows).toEqual([{ name: 'PlaybookRun', status: 'SUCCESS', success_count: 1 }]);
  });
});

const sqlUrl = process.env.TEST_DATABASE_URL;
(sqlUrl ? it : it.skip)('sql: runs a query on a PostgreSQL connection and keeps the rows (needs TEST_DATABASE_URL)', async () => {
  await db.query(`INSERT INTO connections (name, namespace, type, url) VALUES ('pg', 'default', 'postgres', $1)`, [sqlUrl]);
  const { runId } = await run(
    {
      parameters: [{ name: 'n' }],
      actions: [
        {
          name: 'query',
          sql: { connection: 'connection://default/pg', query: "SELECT {{.params.n}}::int * 2 AS doubled, 'x' AS label" },
        },
      ],
    },
    { params: { n: '21' } },
  );
  const done = await waitForRun(db, runId);
  expect(done.status).toBe('completed');
  const [query] = await actionRows(db, runId);
  expect(query!.result).toEqual({ count: 1, columns: ['doubled', 'label'], rows: [{ doubled: 42, label: 'x' }] });
});
