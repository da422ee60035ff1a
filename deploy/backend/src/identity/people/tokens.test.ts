import axios from 'axios';
import { setIdentityState } from '../store/identities';
import { csrfOf } from '../testing/harness';
import { startIdentityBackend, type BackendClient, type IdentityBackend } from '../testing/backend';
import { parseDuration } from './tokens';

let t: IdentityBackend;

beforeAll(async () => {
  t = await startIdentityBackend();
});
afterAll(() => t.close());

async function createToken(c: BackendClient, body: Record<string, unknown> = { name: 'ci' }): Promise<string> {
  const res = await c.http.post('/auth/create_token', body);
  expect(res.status).toBe(200);
  expect(res.data).toEqual({ message: 'success', payload: { token: expect.any(String) } });
  return res.data.payload.token as string;
}

const bearer = (token: string) =>
  axios.get(`${t.base}/api/auth/whoami`, { headers: { Authorization: `Bearer ${token}` }, validateStatus: () => true });

async function personId(email: string): Promise<string> {
  const rows = await t.db.query<{ id: string }>('SELECT id FROM people WHERE email = $1', [email]);
  return rows.rows[0]?.id as string;
}

describe('access-token endpoints (reference 5.1)', () => {
  it('creates a token that signs in as its creator, with mission-control expiry durations', async () => {
    const editor = await t.signedIn('editor@opsdeck.local');
    const token = await createToken(editor, { name: 'deploy bot', expiry: '1h', auto_renew: false });
    const whoami = await bearer(token);
    expect(whoami.status).toBe(200);
    expect(whoami.data.payload.user.email).toBe('editor@opsdeck.local');
    const listed = await editor.http.get('/auth/tokens');
    const entry = listed.data.payload.find((row: { name: string }) => row.name === 'deploy bot');
    expect(new Date(entry.expires_at).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(new Date(entry.expires_at).getTime() - Date.now()).toBeLessThan(61 * 60_000);
    // No expiry means mission-control's default of 90 days.
    await createToken(editor, { name: 'default expiry' });
    const defaults = (await editor.http.get('/auth/tokens')).data.payload.find(
      (row: { name: string }) => row.name === 'default expiry',
    );
    expect(Math.round((new Date(defaults.expires_at).getTime() - Date.now()) / 86_400_000)).toBe(90);
  });

  it('refuses a token minted with another token, a scope it could not honour, and bad bodies', async () => {
    const viewer = await t.signedIn('viewer@opsdeck.local');
    const token = await createToken(viewer);
    const minted = await axios.post(
      `${t.base}/api/auth/create_token`,
      { name: 'laundered' },
      { headers: { Authorization: `Bearer ${token}` }, validateStatus: () => true },
    );
    expect(minted.status).toBe(403);
    expect(minted.data.error).toBe('forbidden');
    const scoped = await viewer.http.post('/auth/create_token', { name: 's', scope: [{ object: 'catalog', action: 'read' }] });
    expect(scoped.status).toBe(501);
    expect(scoped.data.error).toBe('scoped tokens are not supported');
    expect((await viewer.http.post('/auth/create_token', { name: 'x', expiry: 'soon' })).status).toBe(400);
    expect((await viewer.http.post('/auth/create_token', { name: '' })).status).toBe(400);
    expect((await t.client().http.post('/auth/create_token', { name: 'anonymous' })).status).toBe(401);
  });

  it("lists the caller's own tokens (every token for an admin), never the stored hash", async () => {
    const responder = await t.signedIn('responder@opsdeck.local');
    await createToken(responder, { name: 'responder token' });
    const commander = await t.signedIn('commander@opsdeck.local');
    await createToken(commander, { name: 'commander token' });

    const own = await responder.http.get('/auth/tokens');
    expect(own.status).toBe(200);
    expect(own.data.message).toBe('success');
    const names = own.data.payload.map((row: { name: string }) => row.name);
    expect(names).toContain('responder token');
    expect(names).not.toContain('commander token');
    const row = own.data.payload.find((entry: { name: string }) => entry.name === 'responder token');
    expect(row).toEqual({
      id: expect.any(String),
      name: 'responder token',
      person_id: await personId('responder@opsdeck.local'),
      created_by: await personId('responder@opsdeck.local'),
      auto_renew: false,
      created_at: expect.any(String),
      expires_at: expect.any(String),
      person: { id: await personId('responder@opsdeck.local'), name: expect.any(String), email: 'responder@opsdeck.local' },
    });
    const admin = await t.signedIn('admin@opsdeck.local');
    const all = (await admin.http.get('/auth/tokens')).data.payload.map((entry: { name: string }) => entry.name);
    expect(all).toEqual(expect.arrayContaining(['responder token', 'commander token']));
  });

  it('deletes a token for its creator or an admin only; a deleted token stops working at once', async () => {
    const guest = await t.signedIn('guest@opsdeck.local');
    const token = await createToken(guest, { name: 'to delete' });
    const id = (await guest.http.get('/auth/tokens')).data.payload.find((row: { name: string }) => row.name === 'to delete').id;
    const other = await t.signedIn('viewer@opsdeck.local');
    const refused = await other.http.delete(`/auth/token/${id}`);
    expect(refused.status).toBe(403);
    expect(refused.data.error).toBe('only the creator or admins can delete access tokens');
    expect((await bearer(token)).status).toBe(200);
    const deleted = await guest.http.delete(`/auth/token/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual({ message: 'success' });
    expect((await bearer(token)).status).toBe(401);
    expect((await guest.http.delete(`/auth/token/${id}`)).status).toBe(404);
    expect((await guest.http.delete('/auth/token/not-a-uuid')).status).toBe(400);

    const second = await createToken(guest, { name: 'admin removes' });
    const secondId = (await guest.http.get('/auth/tokens')).data.payload.find(
      (row: { name: string }) => row.name === 'admin removes',
    ).id;
    const admin = await t.signedIn('admin@opsdeck.local');
    expect((await admin.http.delete(`/auth/token/${secondId}`)).status).toBe(200);
    expect((await bearer(second)).status).toBe(401);
  });

  it('reads expiry durations as mission-control does', () => {
    expect(parseDuration('720h')).toBe(720 * 3600_000);
    expect(parseDuration('1h30m')).toBe(90 * 60_000);
    expect(parseDuration('90d')).toBe(90 * 86_400_000);
    expect(parseDuration('2w')).toBe(14 * 86_400_000);
    expect(parseDuration('0')).toBe(0);
    for (const bad of ['', 'h', '10', '1x', '-1h', '1h 2m']) expect(parseDuration(bad)).toBeNull();
  });
});

describe('signing a person out everywhere', () => {
  it("a deactivated person's tokens stop working, and stay dead when reactivated", async () => {
    const c = await t.signedIn('commander@opsdeck.local');
    const token = await createToken(c, { name: 'before deactivation' });
    const id = await personId('commander@opsdeck.local');
    const admin = await t.signedIn('admin@opsdeck.local');
    expect((await admin.http.post('/people/update', { id, active: false })).status).toBe(200);
    expect((await bearer(token)).status).toBe(401);
    expect((await c.http.get('/auth/whoami')).status).toBe(401);
    expect((await admin.http.post('/people/update', { id, active: true })).status).toBe(200);
    expect((await bearer(token)).status).toBe(401);
  });

  it('a token is refused while its identity is inactive, even before it is expired', async () => {
    const c = await t.signedIn('responder@opsdeck.local');
    const token = await createToken(c, { name: 'state check' });
    const id = await personId('responder@opsdeck.local');
    await setIdentityState(t.db, id, 'inactive');
    expect((await bearer(token)).status).toBe(401);
    await setIdentityState(t.db, id, 'active');
    expect((await bearer(token)).status).toBe(200);
  });

  it('a password change ends the other sessions and the tokens, and keeps this browser signed in under a new cookie', async () => {
    const email = 'editor@opsdeck.local';
    const here = await t.signedIn(email);
    const elsewhere = await t.signedIn(email);
    const token = await createToken(elsewhere, { name: 'elsewhere' });
    const before = here.jar.get('ory_kratos_session')?.value as string;

    const { data: flow } = await here.api.createBrowserSettingsFlow();
    const changed = await here.api.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: { method: 'password', password: 'a fresh editor passphrase', csrf_token: csrfOf(flow) },
    });
    expect(changed.status).toBe(200);
    expect(changed.data.state).toBe('success');

    const after = here.jar.get('ory_kratos_session')?.value as string;
    expect(after).not.toBe(before);
    expect((await here.http.get('/auth/whoami')).status).toBe(200);
    const stale = await axios.get(`${t.base}/api/auth/whoami`, {
      headers: { 'X-Session-Token': before },
      validateStatus: () => true,
    });
    expect(stale.status).toBe(401);
    expect((await elsewhere.http.get('/auth/whoami')).status).toBe(401);
    expect((await bearer(token)).status).toBe(401);
    await t.signedIn(email, 'a fresh editor passphrase');
  });
});
