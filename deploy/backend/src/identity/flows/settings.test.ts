import jsQR from 'jsqr';
import { base32Decode, totp } from '../crypto/totp';
import {
  browser,
  csrfOf,
  failure,
  nodeOf,
  seedIdentity,
  signIn,
  startHarness,
  type Browser,
  type Harness,
  type Payload,
} from '../testing/harness';
import { decodePng } from '../testing/png';

let h: Harness;
const PASSWORD = 'settings password 1';

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

let counter = 0;
async function signedIn(): Promise<{ b: Browser; email: string; id: string }> {
  counter += 1;
  const email = `settings-${counter}@example.com`;
  const id = await seedIdentity(h, email, PASSWORD, { first: 'Set', last: 'Tings' });
  const b = browser(h);
  await signIn(b, email, PASSWORD);
  return { b, email, id };
}

async function update(b: Browser, flow: Payload, body: Record<string, unknown>) {
  return b.api.updateSettingsFlow({ flow: flow.id, updateSettingsFlowBody: { csrf_token: csrfOf(flow), ...body } as Payload });
}

function totpSecret(flow: Payload): string {
  return nodeOf(flow, 'totp_secret_key').attributes.text.text;
}

const codeAt = (secret: string, ms: number) => totp(base32Decode(secret), ms);

describe('settings flow', () => {
  it('needs a session (401 session_inactive)', async () => {
    const res = await failure(browser(h).api.createBrowserSettingsFlow());
    expect(res.status).toBe(401);
    expect(res.data.error.id).toBe('session_inactive');
  });

  it('shows one group per card with the identity and its current traits', async () => {
    const { b, email } = await signedIn();
    const { data: flow } = await b.api.createBrowserSettingsFlow();
    expect(flow.state).toBe('show_form');
    expect(flow.identity.traits.email).toBe(email);
    expect(nodeOf(flow, 'traits.email')).toMatchObject({ group: 'profile', attributes: { value: email } });
    expect(new Set(flow.ui.nodes.map((n: Payload) => n.group))).toEqual(
      new Set(['default', 'profile', 'password', 'totp', 'lookup_secret']),
    );
    const qr = nodeOf(flow, 'totp_qr');
    expect(qr).toMatchObject({ type: 'img', group: 'totp', attributes: { width: 256, height: 256, node_type: 'img' } });
    expect(qr.attributes.src).toMatch(/^data:image\/png;base64,/);
    const image = decodePng(Buffer.from(qr.attributes.src.split(',')[1], 'base64'));
    expect([image.width, image.height]).toEqual([256, 256]);
    const decoded = jsQR(image.data, image.width, image.height);
    expect(decoded?.data).toContain(`secret=${totpSecret(flow)}`);
    expect(decoded?.data).toMatch(/^otpauth:\/\/totp\/Opsdeck%3A/);
    expect(nodeOf(flow, 'totp_secret_key')).toMatchObject({
      type: 'text',
      attributes: { node_type: 'text', text: { id: 1050006 } },
    });
    expect(nodeOf(flow, 'lookup_secret_regenerate').attributes).toMatchObject({ type: 'submit', value: 'true' });
  });

  it('updates the profile and the linked person (1050001)', async () => {
    const { b, id } = await signedIn();
    const { data: flow } = await b.api.createBrowserSettingsFlow();
    const { data } = await update(b, flow, {
      method: 'profile',
      'traits.email': flow.identity.traits.email,
      'traits.name.first': 'Renamed',
      'traits.name.last': 'Person',
    });
    expect(data.state).toBe('success');
    expect(data.ui.messages).toEqual([{ id: 1050001, text: 'Your changes have been saved!', type: 'success' }]);
    expect(data.identity.traits.name).toEqual({ first: 'Renamed', last: 'Person' });
    const person = await h.db.query<{ name: string }>('SELECT name FROM people WHERE id = $1', [id]);
    expect(person.rows[0]?.name).toBe('Renamed Person');
  });

  it('changes the password in a privileged session and asks for a refresh afterwards (403 session_refresh_required)', async () => {
    const { b, email } = await signedIn();
    const { data: flow } = await b.api.createBrowserSettingsFlow();
    const { data } = await update(b, flow, { method: 'password', password: 'second password 2' });
    expect(data.state).toBe('success');
    await signIn(browser(h), email, 'second password 2');

    h.advance(16 * 60_000);
    const stale = await failure(update(b, flow, { method: 'password', password: 'third password 3' }));
    expect(stale.status).toBe(403);
    expect(stale.data.error.id).toBe('session_refresh_required');
    const redirect = new URL(stale.data.redirect_browser_to);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${h.kratosUrl}/self-service/login/browser`);
    expect(redirect.searchParams.get('refresh')).toBe('true');
    expect(redirect.searchParams.get('return_to')).toBe(`${h.baseUrl}/profile-settings?flow=${flow.id}`);
    // A profile change that keeps the e-mail is not a credential change.
    const profile = await update(b, flow, {
      method: 'profile',
      'traits.email': email,
      'traits.name.first': 'Still',
      'traits.name.last': 'Fine',
    });
    expect(profile.data.state).toBe('success');
  });

  it('rejects a settings flow of another identity (403 security_identity_mismatch)', async () => {
    const first = await signedIn();
    const { data: flow } = await first.b.api.createBrowserSettingsFlow();
    const second = await signedIn();
    // Same browser cookies for CSRF, other session: copy the first browser's CSRF cookie over.
    const [name, cookie] = first.b.jar.find('csrf_token_') as [string, { value: string }];
    second.b.jar.set(name, cookie.value);
    const res = await failure(second.b.api.getSettingsFlow({ id: flow.id }));
    expect(res.status).toBe(403);
    expect(res.data.error.id).toBe('security_identity_mismatch');
  });

  it('links TOTP, then requires aal2 everywhere until the second factor is given, then unlinks it', async () => {
    const { b, email } = await signedIn();
    const { data: flow } = await b.api.createBrowserSettingsFlow();
    const secret = totpSecret(flow);
    const wrong = await failure(
      update(b, flow, { method: 'totp', totp_code: '000000' === codeAt(secret, h.now()) ? '111111' : '000000' }),
    );
    expect(wrong.status).toBe(400);
    expect(nodeOf(wrong.data, 'totp_code').messages[0]).toMatchObject({ id: 4000008, type: 'error' });
    const { data: linked } = await update(b, flow, { method: 'totp', totp_code: codeAt(secret, h.now()) });
    expect(linked.state).toBe('success');
    expect(nodeOf(linked, 'totp_unlink').attributes).toMatchObject({ type: 'submit', value: 'true' });
    expect(nodeOf(linked, 'totp_qr')).toBeUndefined();

    // A new password login stops at aal1 and is told to go to the second factor.
    const other = browser(h);
    const { data: login } = await other.api.createBrowserLoginFlow({ returnTo: '/health' });
    const located = await failure(
      other.api.updateLoginFlow({
        flow: login.id,
        updateLoginFlowBody: { method: 'password', identifier: email, password: PASSWORD, csrf_token: csrfOf(login) },
      }),
    );
    expect(located.status).toBe(422);
    expect(located.data.error.id).toBe('browser_location_change_required');
    expect(located.data.redirect_browser_to).toBe(
      `${h.kratosUrl}/self-service/login/browser?aal=aal2&return_to=${encodeURIComponent(`${h.baseUrl}/health`)}`,
    );
    // The spent password flow now points at its replacement, the second-factor flow.
    const spent = await failure(
      other.api.updateLoginFlow({
        flow: login.id,
        updateLoginFlowBody: { method: 'password', identifier: email, password: PASSWORD, csrf_token: csrfOf(login) },
      }),
    );
    expect(spent.status).toBe(410);
    expect(spent.data.error).toMatchObject({ id: 'self_service_flow_replaced', code: 410 });
    expect((await other.api.getLoginFlow({ id: spent.data.use_flow_id })).data.requested_aal).toBe('aal2');
    const whoami = await failure(other.api.toSession());
    expect(whoami.status).toBe(403);
    expect(whoami.data.error.id).toBe('session_aal2_required');
    expect(whoami.data.redirect_browser_to).toMatch(/\/self-service\/login\/browser\?aal=aal2&return_to=/);
    const settings = await failure(other.api.createBrowserSettingsFlow());
    expect(settings.data.error.id).toBe('session_aal2_required');

    const { data: second } = await other.api.createBrowserLoginFlow({ aal: 'aal2', returnTo: '/health' });
    expect(second.requested_aal).toBe('aal2');
    expect(nodeOf(second, 'totp_code')).toMatchObject({ group: 'totp' });
    expect(nodeOf(second, 'lookup_secret')).toBeUndefined();
    h.advance(30_000);
    const badCode = await failure(
      other.api.updateLoginFlow({
        flow: second.id,
        updateLoginFlowBody: { method: 'totp', totp_code: '12345x', csrf_token: csrfOf(second) },
      }),
    );
    expect(nodeOf(badCode.data, 'totp_code').messages[0].id).toBe(4000008);
    const code = codeAt(secret, h.now());
    const { data: done } = await other.api.updateLoginFlow({
      flow: second.id,
      updateLoginFlowBody: { method: 'totp', totp_code: code, csrf_token: csrfOf(second) },
    });
    expect(done.session.authenticator_assurance_level).toBe('aal2');
    expect((await other.api.toSession()).data.authenticator_assurance_level).toBe('aal2');
    // The same code cannot be replayed.
    const third = browser(h);
    await failure(signIn(third, email, PASSWORD));
    const { data: again } = await third.api.createBrowserLoginFlow({ aal: 'aal2' });
    const replay = await failure(
      third.api.updateLoginFlow({
        flow: again.id,
        updateLoginFlowBody: { method: 'totp', totp_code: code, csrf_token: csrfOf(again) },
      }),
    );
    expect(replay.status).toBe(400);

    const { data: unlinkFlow } = await other.api.createBrowserSettingsFlow();
    const { data: unlinked } = await update(other, unlinkFlow, { method: 'totp', totp_unlink: true });
    expect(unlinked.state).toBe('success');
    expect(nodeOf(unlinked, 'totp_unlink')).toBeUndefined();
    expect(nodeOf(unlinked, 'totp_qr')).toBeDefined();
  });

  it('generates, confirms, reveals, uses once and disables backup codes', async () => {
    const { b, email } = await signedIn();
    const { data: flow } = await b.api.createBrowserSettingsFlow();
    const { data: generated } = await update(b, flow, { method: 'lookup_secret', lookup_secret_regenerate: true });
    const list = nodeOf(generated, 'lookup_secret_codes');
    expect(list).toMatchObject({ type: 'text', group: 'lookup_secret', attributes: { text: { id: 1050015 } } });
    const secrets = list.attributes.text.context.secrets as { id: number; text: string }[];
    expect(secrets).toHaveLength(12);
    expect(secrets.every((s) => s.id === 1050009 && /^[a-z0-9]{8}$/.test(s.text))).toBe(true);
    expect(nodeOf(generated, 'lookup_secret_confirm').attributes.value).toBe('true');
    const { data: confirmed } = await update(b, flow, { method: 'lookup_secret', lookup_secret_confirm: 'true' });
    expect(confirmed.state).toBe('success');
    expect(nodeOf(confirmed, 'lookup_secret_reveal')).toBeDefined();
    expect(nodeOf(confirmed, 'lookup_secret_disable')).toBeDefined();

    // Stored hashed and sealed: no plain code in the credential.
    const stored = await h.db.query<{ config: unknown }>(
      `SELECT config FROM kratos.credentials c JOIN identities i ON i.id = c.identity_id WHERE c.type = 'lookup_secret' AND i.traits->>'email' = $1`,
      [email],
    );
    expect(JSON.stringify(stored.rows[0]?.config)).not.toContain(secrets[0]?.text);

    const other = browser(h);
    await failure(signIn(other, email, PASSWORD));
    const { data: second } = await other.api.createBrowserLoginFlow({ aal: 'aal2' });
    expect(nodeOf(second, 'lookup_secret')).toMatchObject({ group: 'lookup_secret' });
    const bad = await failure(
      other.api.updateLoginFlow({
        flow: second.id,
        updateLoginFlowBody: { method: 'lookup_secret', lookup_secret: 'zzzzzzzz', csrf_token: csrfOf(second) },
      }),
    );
    expect(nodeOf(bad.data, 'lookup_secret').messages[0]).toMatchObject({ id: 4000016, type: 'error' });
    const { data: done } = await other.api.updateLoginFlow({
      flow: second.id,
      updateLoginFlowBody: { method: 'lookup_secret', lookup_secret: secrets[0]?.text as string, csrf_token: csrfOf(second) },
    });
    expect(done.session.authenticator_assurance_level).toBe('aal2');

    const third = browser(h);
    await failure(signIn(third, email, PASSWORD));
    const { data: reuse } = await third.api.createBrowserLoginFlow({ aal: 'aal2' });
    const used = await failure(
      third.api.updateLoginFlow({
        flow: reuse.id,
        updateLoginFlowBody: { method: 'lookup_secret', lookup_secret: secrets[0]?.text as string, csrf_token: csrfOf(reuse) },
      }),
    );
    expect(nodeOf(used.data, 'lookup_secret').messages[0].id).toBe(4000012);

    const { data: flow2 } = await other.api.createBrowserSettingsFlow();
    const { data: revealed } = await update(other, flow2, { method: 'lookup_secret', lookup_secret_reveal: true });
    const shown = nodeOf(revealed, 'lookup_secret_codes').attributes.text.context.secrets as { id: number; text: string }[];
    expect(shown[0]?.id).toBe(1050014);
    expect(shown.slice(1).map((s) => s.text)).toEqual(secrets.slice(1).map((s) => s.text));
    const { data: disabled } = await update(other, flow2, { method: 'lookup_secret', lookup_secret_disable: true });
    expect(disabled.state).toBe('success');
    expect(nodeOf(disabled, 'lookup_secret_reveal')).toBeUndefined();
    expect((await other.api.toSession()).status).toBe(200);
  });
});
