/** Every API answer carries `Cache-Control: no-store` unless its route sends its own. */
import type { Authenticator } from '../authz/types';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { createBackend, type Backend } from './backend';
import { HttpError } from './errors';
import { silentLogger } from './logger';
import { json } from './respond';
import { serve, type TestServer } from './testing/server';

const viewer: Authenticator = async (req) =>
  req.headers.authorization === 'Bearer ok'
    ? { id: '00000000-0000-4000-9000-0000000000e1', name: 'Vi', roles: ['viewer'], permissions: [] }
    : null;

let db: Database;
let backend: Backend;
let server: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  backend = await createBackend({
    db,
    authenticator: viewer,
    logger: silentLogger,
    logRequests: false,
    routes: [
      (router) => {
        router.add({
          method: 'GET',
          path: '/test/cached',
          auth: 'none',
          handler: async () => json(200, {}, { 'Cache-Control': 'max-age=60' }),
        });
        router.add({
          method: 'GET',
          path: '/test/fails',
          auth: 'none',
          handler: async () => {
            throw new HttpError(409, 'conflict');
          },
        });
      },
    ],
  });
  server = await serve(backend);
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const ok = { Authorization: 'Bearer ok' };

describe('Cache-Control', () => {
  it.each([
    ['a /db read', 'GET', '/api/db/checks?limit=1', ok, 200],
    ['a HEAD', 'HEAD', '/api/db/checks', ok, 200],
    ['a PostgREST error', 'GET', '/api/db/nope', ok, 404],
    ['a refused write', 'POST', '/api/db/checks', ok, 403],
    ['a 401', 'GET', '/api/db/checks', {}, 401],
    ['an unknown route', 'GET', '/api/nothing/here', ok, 404],
    ['a custom endpoint', 'GET', '/api/auth/whoami', ok, 200],
    ['a handler error', 'GET', '/api/test/fails', {}, 409],
  ])('is no-store on %s', async (_, method, path, headers, status) => {
    const res = await server.request(method, path, { headers });
    expect([res.status, res.headers.get('cache-control')]).toEqual([status, 'no-store']);
  });

  it("keeps a route's own value", async () => {
    const res = await server.request('GET', '/api/test/cached');
    expect(res.headers.get('cache-control')).toBe('max-age=60');
  });
});
