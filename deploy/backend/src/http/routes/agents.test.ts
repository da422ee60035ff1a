import { bearerTokenAuthenticator, chainAuthenticators, hashAccessToken } from '../../authz';
import type { Authenticator } from '../../authz/types';
import { createTestDatabase } from '../../db/testing';
import type { Database } from '../../db/types';
import { REF as R, REFERENCE_DATA_SQL } from '../../postgrest/testing/reference-data';
import { createBackend } from '../backend';
import { serve, type TestServer } from '../testing/server';

let db: Database;
let server: TestServer;

/** x-test-role signs Alice in with that role; a bearer token signs in its person. */
const roleAuthenticator: Authenticator = async (req) => {
  const role = req.headers['x-test-role'];
  if (typeof role !== 'string' || role === '') return null;
  return { id: R.alice, name: 'Alice Admin', roles: [role], permissions: [] };
};

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  const authenticator = chainAuthenticators(roleAuthenticator, bearerTokenAuthenticator(db));
  server = await serve(await createBackend({ db, authenticator, logRequests: false }));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const generate = (body: unknown, role = 'admin') =>
  server.request('POST', '/api/agent/generate', { headers: { 'x-test-role': role }, body: body as object });
const whoamiWith = (token: string) =>
  server.request('GET', '/api/auth/whoami', { headers: { Authorization: `Bearer ${token}` } });

describe('POST /agent/generate', () => {
  it('registers an agent with a person, a year-long token stored hashed and shown once', async () => {
    const res = await generate({ name: 'eu-west', description: 'EU cluster', properties: { env: 'prod' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      agent_id: expect.any(String),
      username: expect.stringMatching(/^agent-[0-9a-f]{16}$/),
      access_token: expect.any(String),
    });
    const { rows: agents } = await db.query<Record<string, unknown>>(
      'SELECT name, description, properties, person_id::text AS person_id, created_by::text AS created_by FROM agents WHERE id = $1',
      [res.body.agent_id],
    );
    expect(agents[0]).toEqual({
      name: 'eu-west',
      description: 'EU cluster',
      properties: { env: 'prod' },
      person_id: res.body.id,
      created_by: R.alice,
    });
    const { rows: tokens } = await db.query<{ value: string; days: number }>(
      `SELECT value, round(EXTRACT(EPOCH FROM (expires_at - created_at)) / 86400)::int AS days FROM access_tokens WHERE person_id = $1`,
      [res.body.id],
    );
    expect(tokens).toEqual([{ value: hashAccessToken(res.body.access_token), days: 365 }]);
    expect(tokens[0]!.value).not.toContain(res.body.access_token);
    const person = await db.query<{ name: string; email: string; type: string }>(
      'SELECT name, email, type FROM people WHERE id = $1',
      [res.body.id],
    );
    expect(person.rows[0]).toEqual({ name: res.body.username, email: `${res.body.username}@local`, type: 'agent' });
    // The token signs the agent in.
    const me = await whoamiWith(res.body.access_token);
    expect(me.status).toBe(200);
    expect(me.body.payload.user.name).toBe(res.body.username);
  });

  it('refuses a bad body with 400, a taken name with 409 and callers without write on agents with 403', async () => {
    expect((await generate({})).status).toBe(400);
    expect((await generate({ name: '   ' })).status).toBe(400);
    expect((await generate({ name: 'x', properties: { n: 1 } })).status).toBe(400);
    await generate({ name: 'taken' });
    const again = await generate({ name: 'taken' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('already exists');
    expect((await generate({ name: 'by-viewer' }, 'viewer')).status).toBe(403);
    expect((await generate({ name: 'by-editor' }, 'editor')).status).toBe(201);
    const { rows } = await db.query('SELECT 1 FROM agents WHERE name = $1', ['by-viewer']);
    expect(rows).toHaveLength(0);
  });

  it('a soft-deleted agent loses its token at once, and its name is free again', async () => {
    const res = await generate({ name: 'short-lived' });
    expect((await whoamiWith(res.body.access_token)).status).toBe(200);
    const patch = await server.request('PATCH', `/api/db/agents?id=eq.${res.body.agent_id}`, {
      headers: { 'x-test-role': 'admin' },
      body: { deleted_at: new Date().toISOString(), cleanup: true },
    });
    expect(patch.status).toBeLessThan(300);
    expect((await whoamiWith(res.body.access_token)).status).toBe(401);
    expect((await generate({ name: 'short-lived' })).status).toBe(201);
  });
});
