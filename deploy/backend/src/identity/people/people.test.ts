import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Configuration, FrontendApi } from '@ory/client';
import axios, { type AxiosInstance } from 'axios';
import { bearerTokenAuthenticator, chainAuthenticators } from '../../authz';
import { createTestDatabase } from '../../db/testing';
import type { Database } from '../../db/types';
import { createBackend, type Backend } from '../../http';
import { DEMO_PASSWORD_DEFAULT } from '../config';
import { createIdentityModule, type IdentityModule } from '../routes';
import { CookieJar } from '../testing/cookie-jar';
import { codeIn, csrfOf } from '../testing/harness';

let db: Database;
let identity: IdentityModule;
let backend: Backend;
let server: Server;
let base: string;
const logs: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  identity = await createIdentityModule(db, { env: { OPSDECK_DEMO: 'true' }, config: { log: (line) => logs.push(line) } });
  backend = await createBackend({
    db,
    authenticator: chainAuthenticators(bearerTokenAuthenticator(db), identity.authenticator),
    routes: [identity.routes],
    logRequests: false,
  });
  server = createServer(backend.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await identity.close();
  await backend.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.close();
});

interface Client {
  http: AxiosInstance;
  api: FrontendApi;
  jar: CookieJar;
}

function client(): Client {
  const jar = new CookieJar();
  const options = { maxRedirects: 0, validateStatus: () => true, headers: { Accept: 'application/json' } };
  const http = jar.attach(axios.create({ ...options, baseURL: `${base}/api` }));
  // The SDK prefers an instance's baseURL over its basePath, so it gets its own instance.
  const sdk = jar.attach(axios.create(options));
  const ory = `${base}/api/.ory`;
  return { http, jar, api: new FrontendApi(new Configuration({ basePath: ory }), ory, sdk) };
}

async function signedIn(email: string, password = DEMO_PASSWORD_DEFAULT): Promise<Client> {
  const c = client();
  const { data: flow } = await c.api.createBrowserLoginFlow();
  const res = await c.api.updateLoginFlow({
    flow: flow.id,
    updateLoginFlowBody: { method: 'password', identifier: email, password, csrf_token: csrfOf(flow) },
  });
  expect(res.status).toBe(200);
  return c;
}

async function registerWith(email: string, invite?: string): Promise<string> {
  const c = client();
  const { data: flow } = await c.http.get('/.ory/self-service/registration/browser', { params: invite ? { invite } : {} });
  const res = await c.http.post(`/.ory/self-service/registration?flow=${flow.id}`, {
    csrf_token: csrfOf(flow),
    method: 'password',
    traits: { email, name: { first: 'In', last: 'Vitee' } },
    password: 'invited password 1',
  });
  expect(res.status).toBe(200);
  return res.data.identity.id as string;
}

describe('demo accounts and the session authenticator', () => {
  it('creates one identity per role with the demo password and prints the sign-in details', async () => {
    expect(logs.join('\n')).toContain(`admin@opsdeck.local  password: ${DEMO_PASSWORD_DEFAULT}`);
    for (const role of ['admin', 'editor', 'commander', 'responder', 'viewer', 'guest']) {
      const email = role === 'admin' ? 'admin@opsdeck.local' : `${role}@opsdeck.local`;
      const c = await signedIn(email);
      const whoami = await c.http.get('/auth/whoami');
      expect(whoami.status).toBe(200);
      expect(whoami.data.payload.roles).toContain(role);
      expect(whoami.data.payload.user.email).toBe(email);
    }
  });

  it('authenticates /api calls by X-Session-Token and refuses them without a session', async () => {
    const c = await signedIn('viewer@opsdeck.local');
    const token = c.jar.get('ory_kratos_session')?.value as string;
    const byHeader = await axios.get(`${base}/api/auth/whoami`, { headers: { 'X-Session-Token': token } });
    expect(byHeader.data.payload.roles).toEqual(['viewer']);
    const anonymous = await axios.get(`${base}/api/auth/whoami`, { validateStatus: () => true });
    expect(anonymous.status).toBe(401);
  });
});

describe('people endpoints', () => {
  it('lists registered users from /db/identities for admins only', async () => {
    const admin = await signedIn('admin@opsdeck.local');
    const res = await admin.http.get('/db/identities?select=id,traits,state,created_at&order=created_at.asc');
    expect(res.status).toBe(200);
    expect(res.data.map((row: { traits: { email: string } }) => row.traits.email)).toEqual(
      expect.arrayContaining(['admin@opsdeck.local', 'guest@opsdeck.local']),
    );
    expect(res.data[0]).toMatchObject({ state: 'active', traits: { name: { first: expect.any(String) } } });
    const roles = await admin.http.get('/db/people_roles?order=name.asc&roles=cs.{editor}');
    expect(roles.data.map((row: { email: string }) => row.email)).toContain('editor@opsdeck.local');
    const viewer = await signedIn('viewer@opsdeck.local');
    expect((await viewer.http.get('/db/identities')).status).toBe(403);
  });

  it('invites a user (mail with the registration link), refuses duplicates and assigns the role on registration', async () => {
    const admin = await signedIn('admin@opsdeck.local');
    const res = await admin.http.post('/auth/invite_user', {
      firstName: 'Nia',
      lastName: 'New',
      email: ' Nia@Example.com ',
      role: 'responder ',
    });
    expect(res.status).toBe(200);
    // Reference 5.1: <FRONTEND_URL>/login?invite=<uuid>; a demo instance without FRONTEND_URL uses
    // the request's origin.
    const link = new URL(res.data.link);
    expect([link.origin, link.pathname]).toEqual([base, '/login']);
    const inviteId = link.searchParams.get('invite') as string;
    expect(inviteId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const mails = await identity.service.context.courier.list({ recipient: 'nia@example.com' });
    expect(mails[0]).toMatchObject({ template_type: 'invite' });
    expect(mails[0]?.body).toContain(res.data.link);

    expect(
      (
        await admin.http.post('/auth/invite_user', {
          firstName: 'Nia',
          lastName: 'New',
          email: 'nia@example.com',
          role: 'viewer',
        })
      ).data,
    ).toEqual({ error: 'pending invite already exists' });
    expect(
      (
        await admin.http.post('/auth/invite_user', {
          firstName: 'A',
          lastName: 'B',
          email: 'editor@opsdeck.local',
          role: 'viewer',
        })
      ).status,
    ).toBe(409);
    expect(
      (await admin.http.post('/auth/invite_user', { firstName: 'A', lastName: 'B', email: '', role: 'viewer' })).status,
    ).toBe(400);
    // Spec 1 section 5: first and last name are required as well.
    const nameless = await admin.http.post('/auth/invite_user', { firstName: ' ', email: 'z@example.com', role: 'viewer' });
    expect([nameless.status, nameless.data]).toEqual([400, { error: 'firstName, lastName are required' }]);
    expect(
      (await admin.http.post('/auth/invite_user', { firstName: 'A', lastName: 'B', email: 'x@example.com', role: 'overlord' }))
        .status,
    ).toBe(400);
    const viewer = await signedIn('viewer@opsdeck.local');
    expect(
      (await viewer.http.post('/auth/invite_user', { firstName: 'A', lastName: 'B', email: 'y@example.com', role: 'viewer' }))
        .status,
    ).toBe(403);

    // The invite pre-fills the registration form.
    const c = client();
    const { data: flow } = await c.http.get('/.ory/self-service/registration/browser', { params: { invite: inviteId } });
    expect(
      flow.ui.nodes.find((n: { attributes: { name?: string } }) => n.attributes.name === 'traits.email').attributes.value,
    ).toBe('nia@example.com');
    expect(flow.ui.messages ?? []).toEqual([]);
    const id = await registerWith('nia@example.com', inviteId);
    const roles = await db.query<{ roles: string[] }>('SELECT roles FROM people_roles WHERE id = $1', [id]);
    expect(roles.rows[0]?.roles).toEqual(['responder']);
    // Accepted: a new invitation for the address is refused because the user exists.
    expect(
      (await admin.http.post('/auth/invite_user', { firstName: 'N', lastName: 'N', email: 'nia@example.com', role: 'viewer' }))
        .data,
    ).toEqual({ error: 'user already exists' });
    // The used link, an unknown id and garbage open a plain sign-up that says why nothing is filled in.
    for (const invite of [inviteId, '00000000-0000-4000-8000-000000000000', 'garbage']) {
      const { data: stale } = await client().http.get('/.ory/self-service/registration/browser', { params: { invite } });
      expect(stale.ui.messages.map((m: { id: number; type: string }) => [m.id, m.type])).toEqual([[4000904, 'error']]);
      expect(
        stale.ui.nodes.find((n: { attributes: { name?: string } }) => n.attributes.name === 'traits.email').attributes.value,
      ).toBeFalsy();
    }
  });

  it('registration without an invitation grants no role', async () => {
    const id = await registerWith('walk-in@example.com');
    expect((await db.query('SELECT 1 FROM people_roles WHERE id = $1', [id])).rows).toHaveLength(0);
  });

  it('updates a person (traits, single role, active state) and answers the traits', async () => {
    const admin = await signedIn('admin@opsdeck.local');
    const id = await registerWith('update-me@example.com');
    const res = await admin.http.post('/people/update', {
      id,
      firstName: 'Upd',
      lastName: 'Ated',
      email: 'updated@example.com',
      role: 'editor',
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ email: 'updated@example.com', name: { first: 'Upd', last: 'Ated' } });
    const person = await db.query<{ name: string; email: string }>('SELECT name, email FROM people WHERE id = $1', [id]);
    expect(person.rows[0]).toEqual({ name: 'Upd Ated', email: 'updated@example.com' });
    await admin.http.post('/people/update', { id, role: 'viewer' });
    expect((await db.query<{ roles: string[] }>('SELECT roles FROM people_roles WHERE id = $1', [id])).rows[0]?.roles).toEqual([
      'viewer',
    ]);

    const user = await signedIn('updated@example.com', 'invited password 1');
    expect((await admin.http.post('/people/update', { id, active: false })).status).toBe(200);
    expect((await user.http.get('/auth/whoami')).status).toBe(401);
    const state = await admin.http.get(`/db/identities?id=eq.${id}&select=state`);
    expect(state.data).toEqual([{ state: 'inactive' }]);

    expect((await admin.http.post('/people/update', { id: '00000000-0000-4000-8000-000000000001', firstName: 'x' })).status).toBe(
      404,
    );
    expect((await admin.http.post('/people/update', { id: 'nope' })).status).toBe(400);
    // An address held by another person (one without an identity) is refused too.
    await db.query(`INSERT INTO people (name, email) VALUES ('Col League', 'colleague@example.com')`);
    expect((await admin.http.post('/people/update', { id, email: 'colleague@example.com' })).data).toEqual({
      error: 'email already in use',
    });
    const editor = await signedIn('editor@opsdeck.local');
    expect((await editor.http.post('/people/update', { id, role: 'admin' })).status).toBe(403);
  });

  it('deletes a person: identity gone, person soft-deleted, roles removed', async () => {
    const admin = await signedIn('admin@opsdeck.local');
    const id = await registerWith('delete-me@example.com');
    await db.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, 'viewer')`, [id]);
    const res = await admin.http.delete(`/people/${id}`);
    expect(res.status).toBe(204);
    expect((await db.query('SELECT 1 FROM identities WHERE id = $1', [id])).rows).toHaveLength(0);
    expect(
      (await db.query<{ deleted_at: string | null }>('SELECT deleted_at FROM people WHERE id = $1', [id])).rows[0]?.deleted_at,
    ).not.toBeNull();
    expect((await db.query(`SELECT 1 FROM casbin_rule WHERE v0 = $1`, [id])).rows).toHaveLength(0);
    expect((await admin.http.delete(`/people/${id}`)).status).toBe(404);
    // The admin cannot delete themselves.
    const self = (await admin.http.get('/auth/whoami')).data.payload.user.id;
    expect((await admin.http.delete(`/people/${self}`)).status).toBe(400);
  });

  it('demo mailbox: nobody reads mail signed out, a person reads their own, only an admin reads anyone', async () => {
    const c = client();
    const { data: flow } = await c.http.get('/.ory/self-service/recovery/browser');
    await c.http.post(`/.ory/self-service/recovery?flow=${flow.id}`, {
      csrf_token: csrfOf(flow),
      method: 'code',
      email: 'editor@opsdeck.local',
    });
    const params = { recipient: 'editor@opsdeck.local' };
    for (const path of ['/kratos/admin/courier/messages', '/api/.ory/admin/courier/messages', '/.ory/courier/messages']) {
      const anonymous = await axios.get(`${base}${path}`, { params, validateStatus: () => true });
      expect([path, anonymous.status, JSON.stringify(anonymous.data)]).toEqual([path, 401, expect.not.stringMatching(/\d{6}/)]);
      const all = await axios.get(`${base}${path}`, { validateStatus: () => true });
      expect([path, all.status]).toEqual([path, 401]);
    }

    const viewer = await signedIn('viewer@opsdeck.local');
    const other = await viewer.http.get('/.ory/admin/courier/messages', { params });
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.data)).not.toMatch(/\d{6}/);
    const own = await viewer.http.get('/.ory/admin/courier/messages');
    expect(own.status).toBe(200);
    expect((own.data as { recipient: string }[]).every((mail) => mail.recipient === 'viewer@opsdeck.local')).toBe(true);

    const owner = await signedIn('editor@opsdeck.local');
    const mine = await owner.http.get('/.ory/admin/courier/messages', { params });
    expect(codeIn(mine.data[0].body)).toMatch(/^\d{6}$/);
    const admin = await signedIn('admin@opsdeck.local');
    const read = await admin.http.get('/.ory/admin/courier/messages', { params });
    expect(codeIn(read.data[0].body)).toMatch(/^\d{6}$/);
  });

  it('exposes the courier only in demo mode', async () => {
    const c = client();
    const { data: flow } = await c.http.get('/.ory/self-service/recovery/browser');
    await c.http.post(`/.ory/self-service/recovery?flow=${flow.id}`, {
      csrf_token: csrfOf(flow),
      method: 'code',
      email: 'guest@opsdeck.local',
    });
    const admin = await signedIn('admin@opsdeck.local');
    const mails = await admin.http.get('/.ory/admin/courier/messages', { params: { recipient: 'guest@opsdeck.local' } });
    expect(codeIn(mails.data[0].body)).toMatch(/^\d{6}$/);
    const production = await createIdentityModule(db, {
      env: { FRONTEND_URL: 'https://console.example.com' },
      config: { log: () => undefined },
    });
    const closed = createServer((req, res) => void production.service.handle(req, res));
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    const unknown = await axios.get(`${origin}/kratos/admin/no-such-endpoint`, { validateStatus: () => true });
    for (const path of ['/kratos/admin/courier/messages', '/api/.ory/admin/courier/messages', '/.ory/courier/messages']) {
      const res = await axios.get(`${origin}${path}`, {
        params: { recipient: 'guest@opsdeck.local' },
        validateStatus: () => true,
      });
      // Outside demo mode the endpoint does not exist: the answer of any unknown path.
      expect([path, res.status, res.data]).toEqual([path, 404, unknown.data]);
    }
    await new Promise<void>((resolve) => closed.close(() => resolve()));
  });
});
