import {
  browser,
  codeIn,
  csrfOf,
  failure,
  lastMail,
  nodeOf,
  seedIdentity,
  signIn,
  startHarness,
  type Harness,
} from '../testing/harness';

let h: Harness;
const EMAIL = 'forgetful@example.com';

beforeAll(async () => {
  h = await startHarness();
  await seedIdentity(h, EMAIL, 'the old password');
});
afterAll(() => h.close());

describe('recovery by code', () => {
  it('mails a code, signs in with it and sends the browser to a settings flow (422)', async () => {
    const b = browser(h);
    const { data: flow } = await b.api.createBrowserRecoveryFlow();
    expect(flow.state).toBe('choose_method');
    expect(nodeOf(flow, 'email').group).toBe('code');
    const { data: sent } = await b.api.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: { method: 'code', email: EMAIL, csrf_token: csrfOf(flow) },
    });
    expect(sent.state).toBe('sent_email');
    expect(sent.ui.messages?.[0]).toMatchObject({ id: 1060003, type: 'info' });
    expect(nodeOf(sent, 'code').attributes).toMatchObject({ required: true, maxlength: 6 });

    const mail = await lastMail(h, EMAIL);
    expect(mail.template_type).toBe('recovery_code_valid');
    const res = await failure(
      b.api.updateRecoveryFlow({
        flow: flow.id,
        updateRecoveryFlowBody: { method: 'code', code: codeIn(mail.body), csrf_token: csrfOf(flow) },
      }),
    );
    expect(res.status).toBe(422);
    expect(res.data.error).toMatchObject({ id: 'browser_location_change_required', code: 422 });
    const target = new URL(res.data.redirect_browser_to);
    expect(`${target.origin}${target.pathname}`).toBe(`${h.baseUrl}/profile-settings`);

    // The recovered browser now has a session and a privileged settings flow.
    const whoami = await b.api.toSession();
    expect(whoami.data.authentication_methods?.[0]?.method).toBe('code_recovery');
    expect(whoami.data.identity?.verifiable_addresses?.[0]?.verified).toBe(true);
    const { data: settings } = await b.api.getSettingsFlow({ id: target.searchParams.get('flow') as string });
    expect(settings.ui.messages?.[0]?.id).toBe(1060001);
    const { data: changed } = await b.api.updateSettingsFlow({
      flow: settings.id,
      updateSettingsFlowBody: { method: 'password', password: 'a brand new password', csrf_token: csrfOf(settings) },
    });
    expect(changed.state).toBe('success');
    // Login rotated the CSRF secret, so the finished recovery flow is checked in the store.
    const recovered = await h.db.query<{ state: string; data: { settings_flow: { id: string } } }>(
      'SELECT state, data FROM kratos.flows WHERE id = $1',
      [flow.id],
    );
    expect(recovered.rows[0]).toMatchObject({ state: 'passed_challenge', data: { settings_flow: { id: settings.id } } });

    const fresh = browser(h);
    const login = await signIn(fresh, EMAIL, 'a brand new password');
    expect(login.session.active).toBe(true);
  });

  it('rejects a wrong code with 400 and message 4060006', async () => {
    const b = browser(h);
    const { data: flow } = await b.api.createBrowserRecoveryFlow();
    await b.api.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: { method: 'code', email: EMAIL, csrf_token: csrfOf(flow) },
    });
    const code = codeIn((await lastMail(h, EMAIL)).body);
    const res = await failure(
      b.api.updateRecoveryFlow({
        flow: flow.id,
        updateRecoveryFlowBody: { method: 'code', code: code === '999999' ? '999998' : '999999', csrf_token: csrfOf(flow) },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.data.ui.messages[0]).toMatchObject({ id: 4060006, type: 'error' });
    expect(b.jar.get('ory_kratos_session')).toBeUndefined();
  });

  it('resends a new code (the old one stops working)', async () => {
    const email = 'resender@example.com';
    await seedIdentity(h, email, 'the resender password');
    const b = browser(h);
    const { data: flow } = await b.api.createBrowserRecoveryFlow();
    await b.api.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: { method: 'code', email, csrf_token: csrfOf(flow) },
    });
    const first = codeIn((await lastMail(h, email)).body);
    // The resend button carries `email` with the address.
    await b.api.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: { method: 'code', email, csrf_token: csrfOf(flow) },
    });
    const second = codeIn((await lastMail(h, email)).body);
    if (first !== second) {
      const stale = await failure(
        b.api.updateRecoveryFlow({
          flow: flow.id,
          updateRecoveryFlowBody: { method: 'code', code: first, csrf_token: csrfOf(flow) },
        }),
      );
      expect(stale.status).toBe(400);
    }
    const ok = await failure(
      b.api.updateRecoveryFlow({
        flow: flow.id,
        updateRecoveryFlowBody: { method: 'code', code: second, csrf_token: csrfOf(flow) },
      }),
    );
    expect(ok.status).toBe(422);
  });

  it('answers unknown addresses like known ones and mails a notice instead of a code', async () => {
    const b = browser(h);
    const { data: flow } = await b.api.createBrowserRecoveryFlow();
    const { data } = await b.api.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: { method: 'code', email: 'ghost@example.com', csrf_token: csrfOf(flow) },
    });
    expect(data.state).toBe('sent_email');
    const mail = await lastMail(h, 'ghost@example.com');
    expect(mail.template_type).toBe('recovery_code_invalid');
    expect(mail.body).not.toMatch(/\b\d{6}\b/);
  });

  it('refuses to start recovery with a session (session_already_available)', async () => {
    const b = browser(h);
    await signIn(b, EMAIL, 'a brand new password');
    const res = await failure(b.api.createBrowserRecoveryFlow());
    expect(res.status).toBe(400);
    expect(res.data.error.id).toBe('session_already_available');
  });
});
