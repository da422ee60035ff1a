import type { Authenticator } from '../authz/types';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { createBackend } from '../http/backend';
import { serve, type TestServer } from '../http/testing/server';
import { REF as R, REFERENCE_DATA_SQL } from '../postgrest/testing/reference-data';
import { LogStore, requestLogLine } from './store';

let db: Database;
let server: TestServer;
let store: LogStore;
const COMPONENT = '00000000-0000-4000-9000-0000000000c1';

const authenticator: Authenticator = async (req) => {
  const role = req.headers['x-test-role'];
  return typeof role === 'string' && role ? { id: R.alice, name: 'Alice', roles: [role], permissions: [] } : null;
};

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  await db.exec(`INSERT INTO components (id, external_id, name, status, log_selectors) VALUES ('${COMPONENT}', 'console', 'console', 'healthy',
    '[{"name":"requests","type":"opsdeck","labels":{"source":"http"}},{"name":"checks","type":"opsdeck","labels":{"source":"checks"}},{"name":"loki","type":"loki"}]')`);
  store = new LogStore(db, { flushMs: 60_000, trimEveryMs: 3_600_000, retentionMs: 86_400_000 });
  server = await serve(await createBackend({ db, authenticator, logRequests: false }));
});
afterAll(async () => {
  await store?.close();
  await server?.close();
  await db?.close();
});

const logs = (body: object, role = 'viewer') => server.request('POST', '/api/logs', { headers: { 'x-test-role': role }, body });

describe('the backend log', () => {
  it('stores request and check runner lines in one write, and POST /logs reads them by selector, text and level', async () => {
    const line = '127.0.0.1 GET /api/db/checks?select=* 503 12.5ms';
    const parsed = requestLogLine(line)!;
    expect(parsed).toEqual({
      level: 'error',
      labels: { method: 'GET', status: '503', path: '/api/db/checks', duration_ms: '12.5' },
    });
    store.write('http', parsed.level, line, parsed.labels);
    store.write('http', 'info', '127.0.0.1 GET /api/auth/whoami 200 1ms', { method: 'GET', status: '200' });
    store.write('checks', 'error', 'api-health failed in 20 ms: answered 503', { check: 'api-health' });
    await store.flush();

    const requests = await logs({ id: COMPONENT, name: 'requests' });
    expect(requests.status).toBe(200);
    const body = requests.body as unknown as {
      total: number;
      results: { message: string; level: string; labels: Record<string, string> }[];
    };
    expect(body.total).toBe(2);
    expect(body.results.map((row) => row.message)).toEqual(['127.0.0.1 GET /api/auth/whoami 200 1ms', line]);
    expect(body.results[1]).toMatchObject({ level: 'error', labels: { source: 'http', status: '503', method: 'GET' } });

    const searched = await logs({ id: COMPONENT, name: 'requests', query: 'CHECKS' });
    expect((searched.body as unknown as { total: number }).total).toBe(1);
    const errors = await logs({ id: COMPONENT, name: 'requests', labels: { level: 'error' } });
    expect((errors.body as unknown as { total: number }).total).toBe(1);
    const checks = await logs({ id: COMPONENT, name: 'checks' });
    expect((checks.body as unknown as { results: { message: string }[] }).results[0]!.message).toContain('api-health failed');
    const later = await logs({ id: COMPONENT, name: 'checks', start: 'now+1h' });
    expect((later.body as unknown as { total: number }).total).toBe(0);
  });

  it('answers 404 for an unknown selector, 501 for a backend it does not run and 400 for a bad request', async () => {
    const unknown = await logs({ id: COMPONENT, name: 'nope' });
    expect([unknown.status, unknown.body.error]).toEqual([
      404,
      "log selector with the name 'nope' was not found. Available names: [requests checks loki]",
    ]);
    const loki = await logs({ id: COMPONENT, name: 'loki' });
    expect([loki.status, loki.body.error]).toEqual([
      501,
      'logs of type loki are read through apm-hub, which this backend does not run',
    ]);
    expect((await logs({ name: 'requests' })).status).toBe(400);
    expect((await logs({ id: COMPONENT, start: 'yesterday' })).status).toBe(400);
    expect((await server.request('POST', '/api/logs', { body: { id: COMPONENT } })).status).toBe(401);
  });

  it('deletes lines past the retention and records the run in the job history', async () => {
    await db.query(
      `INSERT INTO backend_log_lines (at, source, level, message) VALUES (now() - interval '2 days', 'http', 'info', 'old line')`,
    );
    expect(await store.trim()).toBe(1);
    const { rows } = await db.query<{ status: string; success_count: number }>(
      `SELECT status, success_count FROM job_history WHERE name = 'LogRetention' ORDER BY time_start DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({ status: 'SUCCESS', success_count: 1 });
  });
});
