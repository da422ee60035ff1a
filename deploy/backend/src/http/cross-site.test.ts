import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FX, asRole, seedHealthFixture, serveHealthBackend } from '../checks/testing/health-fixture';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import type { TestServer } from './testing/server';

let db: Database;
let server: TestServer;
let target: Server;

beforeAll(async () => {
  target = createServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  db = await createTestDatabase();
  await seedHealthFixture(db, `http://127.0.0.1:${(target.address() as AddressInfo).port}`);
  ({ server } = await serveHealthBackend(db));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
  await new Promise((resolve) => target?.close(resolve));
});

const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
const runCheck = () => `/api/canary/run/check/${FX.httpCheck}`;
const results = async () =>
  Number(
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM check_statuses WHERE check_id = $1`, [FX.httpCheck])).rows[0]
      ?.n,
  );

describe('cross-site state changes', () => {
  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['Origin null (sandboxed frame, data: page)', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a sibling subdomain', { Origin: 'http://evil.127.0.0.1.nip.io', 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses a form post to run a check from %s, before running it', async (_label, headers) => {
    const before = await results();
    const res = await server.request('POST', runCheck(), { headers: { ...asRole('editor'), ...form, ...headers }, body: 'x=1' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('cross-site request refused');
    expect(await results()).toBe(before);
  });

  it('refuses other writes (PostgREST, DELETE) from a foreign Origin', async () => {
    const origin = { Origin: 'https://evil.example' };
    const post = await server.request('POST', '/api/db/properties', {
      headers: { ...asRole('admin'), ...origin },
      body: { name: 'x', value: 'y' },
    });
    expect(post.status).toBe(403);
    const del = await server.request('DELETE', `/api/db/checks?id=eq.${FX.httpCheck}`, {
      headers: { ...asRole('admin'), ...origin },
    });
    expect(del.status).toBe(403);
  });

  it('runs the check for the console itself and for clients without browser headers', async () => {
    const own = await server.request('POST', runCheck(), {
      headers: { ...asRole('editor'), Origin: server.url, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(own.status).toBe(200);
    const program = await server.request('POST', runCheck(), { headers: asRole('editor') });
    expect(program.status).toBe(200);
  });

  it('accepts the origin a proxy in front forwarded (the gateway in proxy mode), and only that one', async () => {
    const proxied = { 'X-Forwarded-Host': 'console.example', 'X-Forwarded-Proto': 'https' };
    const own = await server.request('POST', runCheck(), {
      headers: { ...asRole('editor'), ...proxied, Origin: 'https://console.example', 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(own.status).toBe(200);
    const foreign = await server.request('POST', runCheck(), {
      headers: { ...asRole('editor'), ...proxied, Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });

  it('serves reads to any origin as before (no state changes)', async () => {
    const res = await server.request('GET', '/api/canary/api/summary', {
      headers: { ...asRole('viewer'), Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(res.status).toBe(200);
  });
});
