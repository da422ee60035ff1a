/**
 * "A bounded answer (timeout 504 or cost refusal), never a hang of the whole server": read
 * requests that multiply work or output, on the demo data set, through HTTP. The server keeps
 * answering other requests while the database is busy (PGlite runs in its own thread) and the
 * database serves again after a statement was stopped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Authenticator } from '../authz/types';
import { PgliteDatabase } from '../db/pglite-database';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { createBackend } from './backend';
import { silentLogger } from './logger';
import { json } from './respond';
import { serve, type TestServer } from './testing/server';

/** The read that kept the embedded database busy for 22 s (limit=30) while the estimate passed. */
export const STALLING_READ =
  '/api/db/check_statuses?select=time,check_id(id,canary_id(id,checks!inner(id,check_statuses!inner(time,check_id(id,canary_id(id,checks!inner(id,check_statuses!inner(time))))))))&check_id.canary_id.checks.check_statuses.check_id.canary_id.checks.check_statuses.message=ilike.*zz*&limit=30';
/** The read that answered 146 MB. */
export const HUGE_READ = '/api/db/canaries?select=*,checks(*,canary_id(*,checks(*,canary_id(*,checks(*,check_statuses(*))))))';

const viewer: Authenticator = async () => ({
  id: '00000000-0000-4000-9000-00000000ffff',
  name: 'viewer',
  roles: ['viewer'],
  permissions: [],
});

const TIMEOUT_MS = 1000;
let dataDir: string;
let db: Database;
let server: TestServer;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'opsdeck-bounded-'));
  // On disk, so a stopped statement is followed by a reopen (in memory nothing can be reopened).
  db = await createTestDatabase({ seed: 'demo', dataDir });
  const backend = await createBackend({
    db,
    authenticator: viewer,
    logger: silentLogger,
    logRequests: false,
    statementTimeoutMs: TIMEOUT_MS,
    routes: [
      (router) => router.add({ method: 'GET', path: '/ping', auth: 'none', handler: async () => json(200, { ok: true }) }),
    ],
  });
  server = await serve(backend);
});

afterAll(async () => {
  await server?.close();
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const timed = async <T>(work: Promise<T>): Promise<[T, number]> => {
  const started = Date.now();
  const result = await work;
  return [result, Date.now() - started];
};

it('the stalling read answers 504 57014 at the timeout; other requests are answered meanwhile; the database serves again', async () => {
  const stalling = timed(server.request('GET', STALLING_READ));
  await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS / 3));
  const [ping, pingMs] = await timed(server.request('GET', '/api/ping'));
  expect(ping.status).toBe(200);
  expect(pingMs).toBeLessThan(250);
  const [res, ms] = await stalling;
  expect([res.status, res.body.code, res.body.message]).toEqual([504, '57014', 'canceling statement due to statement timeout']);
  expect(ms).toBeLessThan(TIMEOUT_MS + 2000);
  if (db instanceof PgliteDatabase) expect(db.restarts).toBe(1);
  const [next, nextMs] = await timed(server.request('GET', '/api/db/checks?select=id&limit=1'));
  expect(next.status).toBe(200);
  // The reopen of the demo data directory (crash recovery included) took well under this.
  expect(nextMs).toBeLessThan(5000);
});

it('the 146 MB read is refused as too large (400 54000); its body never leaves the database', async () => {
  const backend = await createBackend({ db, authenticator: viewer, logger: silentLogger, logRequests: false });
  const roomy = await serve(backend);
  try {
    const res = await roomy.request('GET', HUGE_READ);
    expect([res.status, res.body.code, res.body.message]).toEqual([400, '54000', 'response too large']);
    expect(res.body.details).toMatch(/^the response would be \d+ bytes; at most 33554432 bytes are sent$/);
    expect(res.text.length).toBeLessThan(1000);
  } finally {
    await roomy.close();
  }
}, 120_000);
