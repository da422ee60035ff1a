/**
 * The principal cache is keyed by every credential that can authenticate a request, and a request
 * without credentials never reads it: a session token in `X-Session-Token` does not leave its
 * person behind for the next request that merely shares the other headers.
 */
import type { IncomingMessage } from 'node:http';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { createBackend } from '../http/backend';
import { silentLogger } from '../http/logger';
import { serve, type TestServer } from '../http/testing/server';
import { sessionTokenOf } from '../identity/flows/session';
import { parseCookies } from '../identity/http/cookies';
import { credentialKey } from './principal-cache';
import type { Authenticator } from './types';

const ALICE = '00000000-0000-4000-9000-0000000000a1';
const BOB = '00000000-0000-4000-9000-0000000000b2';

/** Sessions as the identity authenticator reads them (cookie or X-Session-Token), plus bearer tokens. */
const sessions: Record<string, string> = { 'session-alice': ALICE, 'token-bob': BOB };
let lookups = 0;
const authenticator: Authenticator = async (req) => {
  lookups += 1;
  const bearer = req.headers.authorization?.replace(/^Bearer /, '');
  const token = bearer ?? sessionTokenOf(req.headers, parseCookies(req.headers.cookie));
  const id = token ? sessions[token] : undefined;
  return id ? { id, name: id === ALICE ? 'Alice' : 'Bob', roles: ['viewer'], permissions: [] } : null;
};

let db: Database;
let server: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await serve(await createBackend({ db, authenticator, logger: silentLogger, logRequests: false, authCacheMs: 60_000 }));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const whoami = async (headers: Record<string, string>) => {
  const res = await server.request('GET', '/api/auth/whoami', { headers });
  return res.status === 200 ? (res.body.payload?.user?.id ?? res.body.user?.id ?? 'someone') : res.status;
};

describe('principal cache', () => {
  it('a request with only the other cookies of an X-Session-Token request is not that user', async () => {
    expect(await whoami({ 'X-Session-Token': 'session-alice', Cookie: 'theme=dark' })).toBe(ALICE);
    expect(await whoami({ Cookie: 'theme=dark' })).toBe(401);
    expect(await whoami({})).toBe(401);
  });

  it('different session tokens with the same cookies and authorization are different people', async () => {
    expect(await whoami({ 'X-Session-Token': 'session-alice', Cookie: 'theme=dark' })).toBe(ALICE);
    expect(await whoami({ 'X-Session-Token': 'unknown', Cookie: 'theme=dark' })).toBe(401);
    expect(await whoami({ Cookie: 'theme=dark; ory_kratos_session=session-alice' })).toBe(ALICE);
    expect(await whoami({ Cookie: 'theme=dark; ory_kratos_session=other' })).toBe(401);
    expect(await whoami({ Authorization: 'Bearer token-bob' })).toBe(BOB);
    expect(await whoami({ Authorization: 'Bearer token-bob', 'X-Session-Token': 'session-alice' })).toBe(BOB);
  });

  it('still reuses a principal for the same credentials', async () => {
    await whoami({ 'X-Session-Token': 'session-alice' });
    const before = lookups;
    expect(await whoami({ 'X-Session-Token': 'session-alice' })).toBe(ALICE);
    expect(lookups).toBe(before);
  });

  it('requests without a credential have no key', () => {
    const req = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
    expect(credentialKey(req({}))).toBeNull();
    expect(credentialKey(req({ cookie: 'theme=dark' }))).toBeNull();
    expect(credentialKey(req({ cookie: 'theme=dark', 'x-session-token': ' ' }))).toBeNull();
    expect(credentialKey(req({ 'x-session-token': 'a' }))).not.toEqual(credentialKey(req({ 'x-session-token': 'b' })));
  });
});
