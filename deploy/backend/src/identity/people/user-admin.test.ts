/**
 * The rules of user administration (the Users settings page), on the whole backend: only writers
 * on identities (admins) invite, change roles, (de)activate and delete; editors read the list; nobody
 * drops their own admin role, deactivates or deletes themselves, through the endpoints or through
 * /db; a deactivated person is signed out and cannot sign in until reactivated; a deleted one is
 * gone. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { USER_ADMIN_ERRORS } from '@opsdeck/contracts';
import { csrfOf } from '../testing/harness';
import { startIdentityBackend, type BackendClient, type IdentityBackend } from '../testing/backend';

let t: IdentityBackend;
let admin: BackendClient;
let editor: BackendClient;
let adminId: string;
const PASSWORD = 'a long invited passphrase';

beforeAll(async () => {
  t = await startIdentityBackend();
  admin = await t.signedIn('admin@opsdeck.local');
  editor = await t.signedIn('editor@opsdeck.local');
  adminId = (await admin.http.get('/auth/whoami')).data.payload.user.id;
});
afterAll(() => t.close());

/** Invites, then registers through the mailed link; answers the new identity's id. */
async function invitedUser(email: string, role = 'viewer'): Promise<string> {
  const invited = await admin.http.post('/auth/invite_user', { firstName: 'New', lastName: 'Person', email, role });
  expect([invited.status, invited.data]).toEqual([200, { link: expect.stringMatching(/\/login\?invite=[\w-]+$/) }]);
  const invite = new URL(invited.data.link).searchParams.get('invite');
  const c = t.client();
  const { data: flow } = await c.http.get('/.ory/self-service/registration/browser', { params: { invite } });
  const res = await c.http.post(`/.ory/self-service/registration?flow=${flow.id}`, {
    csrf_token: csrfOf(flow),
    method: 'password',
    traits: { email, name: { first: 'New', last: 'Person' } },
    password: PASSWORD,
  });
  expect(res.status).toBe(200);
  return res.data.identity.id as string;
}

/** A password sign-in: the status of the login submit. */
async function signInStatus(email: string): Promise<number> {
  const c = t.client();
  const { data: flow } = await c.api.createBrowserLoginFlow();
  const res = await c.http.post(`/.ory/self-service/login?flow=${flow.id}`, {
    method: 'password',
    identifier: email,
    password: PASSWORD,
    csrf_token: csrfOf(flow),
  });
  return res.status;
}

/** Account recovery by mailed code (when a code is mailed at all): the status of whoami afterwards. */
async function recoveredSessionStatus(email: string): Promise<number> {
  const c = t.client();
  const { data: flow } = await c.http.get('/.ory/self-service/recovery/browser');
  await c.http.post(`/.ory/self-service/recovery?flow=${flow.id}`, { csrf_token: csrfOf(flow), method: 'code', email });
  const mails = await admin.http.get('/.ory/admin/courier/messages', { params: { recipient: email } });
  const mail = (mails.data as { template_type: string; body: string }[]).find((m) => m.template_type === 'recovery_code_valid');
  const code = mail && /\b(\d{6})\b/.exec(mail.body)?.[1];
  if (code) await c.http.post(`/.ory/self-service/recovery?flow=${flow.id}`, { csrf_token: csrfOf(flow), method: 'code', code });
  return (await c.http.get('/auth/whoami')).status;
}

const rolesOf = async (id: string) =>
  (await t.db.query<{ v1: string }>(`SELECT v1 FROM casbin_rule WHERE ptype = 'g' AND v0 = $1 ORDER BY v1`, [id])).rows.map(
    (row) => row.v1,
  );

describe('user administration', () => {
  it('lets an admin invite: the identity flow mails the link to the demo mailbox', async () => {
    const res = await admin.http.post('/auth/invite_user', {
      firstName: 'Mia',
      lastName: 'Mail',
      email: 'Mia@Example.com',
      role: 'editor',
    });
    expect(res.status).toBe(200);
    const mails = await admin.http.get('/.ory/admin/courier/messages', { params: { recipient: 'mia@example.com' } });
    expect(mails.status).toBe(200);
    expect(JSON.stringify(mails.data)).toContain(new URL(res.data.link).search);
  });

  it('lets editors read the user list but refuses their invite, role change, deactivation and deletion', async () => {
    const id = await invitedUser('target@example.com');
    const list = await editor.http.get('/db/identities?select=id,state');
    expect(list.status).toBe(200);
    expect(list.data).toEqual(expect.arrayContaining([{ id, state: 'active' }]));
    expect((await editor.http.get(`/db/people_roles?id=in.(${id})`)).data).toEqual([
      expect.objectContaining({ roles: ['viewer'] }),
    ]);

    const invite = await editor.http.post('/auth/invite_user', {
      firstName: 'E',
      lastName: 'D',
      email: 'ed@example.com',
      role: 'viewer',
    });
    expect([invite.status, invite.data.message]).toEqual([403, USER_ADMIN_ERRORS.forbiddenInvite]);
    expect((await editor.http.post('/people/update', { id, role: 'editor' })).status).toBe(403);
    expect((await editor.http.post('/people/update', { id, active: false })).status).toBe(403);
    expect((await editor.http.delete(`/people/${id}`)).status).toBe(403);
    expect((await editor.http.patch(`/db/identities?id=eq.${id}`, { state: 'inactive' })).status).toBe(403);
    expect(await rolesOf(id)).toEqual(['viewer']);
    expect((await admin.http.get(`/db/identities?id=eq.${id}&select=state`)).data).toEqual([{ state: 'active' }]);
  });

  it('lets an admin change a role: the one given replaces the others', async () => {
    const id = await invitedUser('promoted@example.com');
    await t.db.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, 'guest')`, [id]);
    const res = await admin.http.post('/people/update', { id, role: 'editor' });
    expect(res.status).toBe(200);
    expect(await rolesOf(id)).toEqual(['editor']);
    expect((await admin.http.post('/people/update', { id, role: 'overlord' })).status).toBe(400);
    expect((await admin.http.post('/people/update', { id, active: 'no' })).status).toBe(400);
    expect(await rolesOf(id)).toEqual(['editor']);
  });

  it('refuses an admin dropping their own admin role, deactivating or deleting themselves, by endpoint or by /db', async () => {
    const demote = await admin.http.post('/people/update', { id: adminId, role: 'editor' });
    expect([demote.status, demote.data.error]).toEqual([400, USER_ADMIN_ERRORS.ownAdminRole]);
    const deactivate = await admin.http.post('/people/update', { id: adminId, active: false });
    expect([deactivate.status, deactivate.data.error]).toEqual([400, USER_ADMIN_ERRORS.deactivateSelf]);
    const remove = await admin.http.delete(`/people/${adminId}`);
    expect([remove.status, remove.data.error]).toEqual([400, USER_ADMIN_ERRORS.deleteSelf]);
    // Keeping admin while changing one's own names is fine.
    expect((await admin.http.post('/people/update', { id: adminId, role: 'admin' })).status).toBe(200);

    const casbin = await admin.http.delete(`/db/casbin_rule?ptype=eq.g&v0=eq.${adminId}&v1=eq.admin`);
    expect([casbin.status, casbin.data.message]).toEqual([403, USER_ADMIN_ERRORS.ownAdminRole]);
    const renamed = await admin.http.patch(`/db/casbin_rule?ptype=eq.g&v0=eq.${adminId}&v1=eq.admin`, { v1: 'viewer' });
    expect([renamed.status, renamed.data.message]).toEqual([403, USER_ADMIN_ERRORS.ownAdminRole]);
    const state = await admin.http.patch(`/db/identities?id=eq.${adminId}`, { state: 'inactive' });
    expect([state.status, state.data.message]).toEqual([403, USER_ADMIN_ERRORS.deactivateSelf]);
    expect((await admin.http.delete(`/db/identities?id=eq.${adminId}`)).status).toBe(403);
    expect((await admin.http.delete(`/db/people?id=eq.${adminId}`)).status).toBe(403);
    expect((await admin.http.patch(`/db/people?id=eq.${adminId}`, { deleted_at: new Date().toISOString() })).status).toBe(403);

    expect(await rolesOf(adminId)).toEqual(['admin']);
    expect((await admin.http.get('/auth/whoami')).data.payload.roles).toContain('admin');
  });

  it('signs a deactivated person out everywhere and keeps them out until reactivated', async () => {
    const email = 'paused@example.com';
    const id = await invitedUser(email);
    const session = await t.signedIn(email, PASSWORD);
    expect((await session.http.get('/auth/whoami')).status).toBe(200);
    // The list's last sign-in.
    const [person] = (await admin.http.get(`/db/people?select=id,last_login&id=in.(${id})`)).data;
    expect(Date.now() - Date.parse(person.last_login)).toBeLessThan(60_000);

    expect((await admin.http.post('/people/update', { id, active: false })).status).toBe(200);
    expect((await session.http.get('/auth/whoami')).status).toBe(401);
    expect(await signInStatus(email)).toBe(400);
    expect(await recoveredSessionStatus(email)).toBe(401);

    expect((await admin.http.post('/people/update', { id, active: true })).status).toBe(200);
    expect(await signInStatus(email)).toBe(200);

    // Sessions are ended, not paused: reactivating does not bring them back.
    expect((await session.http.get('/auth/whoami')).status).toBe(401);

    // A deactivation written straight to /db ends sessions as well.
    const again = await t.signedIn(email, PASSWORD);
    expect((await admin.http.patch(`/db/identities?id=eq.${id}`, { state: 'inactive' })).status).toBeLessThan(300);
    expect((await again.http.get('/auth/whoami')).status).toBe(401);
    expect(await signInStatus(email)).toBe(400);
    expect((await admin.http.patch(`/db/identities?id=eq.${id}`, { state: 'active' })).status).toBeLessThan(300);
    expect((await again.http.get('/auth/whoami')).status).toBe(401);
  });

  it('deletes a person: gone from the list, roles dropped, sign-in refused', async () => {
    const email = 'leaving@example.com';
    const id = await invitedUser(email, 'responder');
    const session = await t.signedIn(email, PASSWORD);
    expect((await admin.http.delete(`/people/${id}`)).status).toBe(204);
    expect((await admin.http.get(`/db/identities?id=eq.${id}`)).data).toEqual([]);
    expect(await rolesOf(id)).toEqual([]);
    expect((await session.http.get('/auth/whoami')).status).toBe(401);
    expect(await signInStatus(email)).toBe(400);
    expect((await admin.http.delete(`/people/${id}`)).status).toBe(404);
  });
});
