/**
 * Statements per request, as the Server-Timing header reports them: a credential seen for the
 * first time costs one statement (the person and its access together), a cached one none, and a
 * list read one more. The load benchmark (deploy/scripts/load.mjs) prints these figures per call.
 */
import { issueAccessToken } from '../authz/tokens';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { REF as R, REFERENCE_DATA_SQL } from '../postgrest/testing/reference-data';
import { createBackend } from './backend';
import { silentLogger } from './logger';
import { serve, type TestServer } from './testing/server';

let db: Database;
let timed: TestServer;
let untimed: TestServer;
let aliceToken: string;
let bobToken: string;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  aliceToken = (await issueAccessToken(db, { personId: R.alice, name: 'timing' })).token;
  bobToken = (await issueAccessToken(db, { personId: R.bob, name: 'timing' })).token;
  const options = { db, logger: silentLogger, logRequests: false, authCacheMs: 60_000 };
  timed = await serve(await createBackend({ ...options, serverTiming: true }));
  untimed = await serve(await createBackend({ ...options, serverTiming: false }));
});
afterAll(async () => {
  await timed?.close();
  await untimed?.close();
  await db?.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The statements a request sent, from its Server-Timing header. */
function statementsOf(header: string | null): number {
  const match = /db;dur=[\d.]+;desc="(\d+) statements", dbwait;dur=[\d.]+/.exec(header ?? '');
  if (!match) throw new Error(`no database figures in Server-Timing: ${header}`);
  return Number(match[1]);
}

describe('Server-Timing', () => {
  it('counts one statement for a new credential with its access, none once it is cached', async () => {
    const first = await timed.request('GET', '/api/auth/whoami', { headers: bearer(aliceToken) });
    expect(first.status).toBe(200);
    expect(first.body.payload.roles).toEqual(['admin']);
    expect(statementsOf(first.headers.get('server-timing'))).toBe(1);
    const again = await timed.request('GET', '/api/auth/whoami', { headers: bearer(aliceToken) });
    expect(statementsOf(again.headers.get('server-timing'))).toBe(0);
  });

  it('counts the read of a list as one more statement', async () => {
    const res = await timed.request('GET', '/api/db/checks?select=id,name&order=name', {
      headers: { ...bearer(bobToken), Prefer: 'count=exact' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(statementsOf(res.headers.get('server-timing'))).toBe(2);
    const cached = await timed.request('GET', '/api/db/checks?select=id,name&order=name', { headers: bearer(bobToken) });
    expect(statementsOf(cached.headers.get('server-timing'))).toBe(1);
  });

  it('reports the figures of errors too, and nothing unless asked', async () => {
    const refused = await timed.request('GET', '/api/auth/whoami', { headers: bearer('not-a-token') });
    expect(refused.status).toBe(401);
    expect(statementsOf(refused.headers.get('server-timing'))).toBe(1);
    const plain = await untimed.request('GET', '/api/auth/whoami', { headers: bearer(aliceToken) });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('server-timing')).toBeNull();
  });
});
