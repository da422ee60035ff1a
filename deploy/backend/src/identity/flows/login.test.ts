import axios from 'axios';
import {
  browser,
  csrfOf,
  failure,
  nodeOf,
  seedIdentity,
  signIn,
  startHarness,
  type Harness,
  type Payload,
} from '../testing/harness';

let h: Harness;
const EMAIL = 'login-user@example.com';
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  h = await startHarness();
  await seedIdentity(h, EMAIL, PASSWORD, { first: 'Lee', last: 'Login' });
});
afterAll(() => h.close());

describe('login flow', () => {
  it('creates a browser flow with identifier, password, submit and a hidden CSRF node', async () => {
    const b = browser(h);
    const { data: flow, status } = await b.api.createBrowserLoginFlow({ returnTo: `${h.baseUrl}/topology` });
    expect(status).toBe(200);
    expect(flow).toMatchObject({
      type: 'browser',
      state: 'choose_method',
      refresh: false,
      requested_aal: 'aal1',
      return_to: `${h.baseUrl}/topology`,
    });
    expect(flow.ui.action).toBe(`${h.kratosUrl}/self-service/login?flow=${flow.id}`);
    expect(flow.ui.method).toBe('POST');
    const csrf = nodeOf(flow, 'csrf_token');
    expect(csrf).toMatchObject({
      type: 'input',
      group: 'default',
      attributes: { type: 'hidden', required: true, node_type: 'input' },
    });
    expect(nodeOf(flow, 'identifier').attributes).toMatchObject({ type: 'text', required: true, autocomplete: 'username' });
    expect(nodeOf(flow, 'password').attributes).toMatchObject({ type: 'password', autocomplete: 'current-password' });
    expect(nodeOf(flow, 'method')).toMatchObject({
      group: 'password',
      attributes: { type: 'submit', value: 'password' },
      meta: { label: { id: 1010001, text: 'Sign in', type: 'info' } },
    });
    const cookie = b.jar.find('csrf_token_');
    expect(cookie?.[1]).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const fetched = await b.api.getLoginFlow({ id: flow.id });
    expect(fetched.data.id).toBe(flow.id);
  });

  it('redirects a plain browser navigation to the login page with ?flow=', async () => {
    const res = await axios.get(`${h.kratosUrl}/self-service/login/browser`, {
      maxRedirects: 0,
      validateStatus: () => true,
      headers: { Accept: 'text/html' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(new RegExp(`^${h.baseUrl}/login\\?flow=[0-9a-f-]{36}$`));
  });

  it('signs in with a password, sets the session cookie and answers whoami', async () => {
    const b = browser(h);
    const csrfBefore = (await b.api.createBrowserLoginFlow()).data;
    const cookieBefore = b.jar.find('csrf_token_')?.[1].value;
    const { data } = await b.api.updateLoginFlow({
      flow: csrfBefore.id,
      updateLoginFlowBody: {
        method: 'password',
        identifier: EMAIL.toUpperCase(),
        password: PASSWORD,
        csrf_token: csrfOf(csrfBefore),
      },
    });
    expect(data.session).toMatchObject({
      active: true,
      authenticator_assurance_level: 'aal1',
      identity: { traits: { email: EMAIL, name: { first: 'Lee', last: 'Login' } } },
    });
    expect(data.session.authentication_methods?.[0]).toMatchObject({ method: 'password', aal: 'aal1' });
    expect((data as Payload).continue_with).toEqual([{ action: 'redirect_browser_to', redirect_browser_to: `${h.baseUrl}/` }]);
    const session = b.jar.get('ory_kratos_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.expiresAt).toBeGreaterThan(Date.now() + 23 * 3600_000);
    // The CSRF secret is rotated on login.
    expect(b.jar.find('csrf_token_')?.[1].value).not.toBe(cookieBefore);

    const whoami = await b.api.toSession();
    expect(whoami.status).toBe(200);
    expect(whoami.headers['x-kratos-authenticated-identity-id']).toBe(data.session.identity?.id);
    expect(whoami.data).toMatchObject({ id: data.session.id, active: true, authenticator_assurance_level: 'aal1' });
    expect(whoami.data.identity?.verifiable_addresses?.[0]).toMatchObject({ value: EMAIL, via: 'email', verified: false });
  });

  it('stores only a hash of the session token', async () => {
    const b = browser(h);
    await signIn(b, EMAIL, PASSWORD);
    const token = b.jar.get('ory_kratos_session')?.value as string;
    const rows = await h.db.query<{ token_hash: string }>('SELECT token_hash FROM kratos.sessions');
    expect(rows.rows.some((row) => row.token_hash.includes(token) || token.includes(row.token_hash))).toBe(false);
    expect(rows.rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('answers a wrong password with 400 and the whole flow carrying message 4000006', async () => {
    const b = browser(h);
    const { data: flow } = await b.api.createBrowserLoginFlow();
    const res = await failure(
      b.api.updateLoginFlow({
        flow: flow.id,
        updateLoginFlowBody: { method: 'password', identifier: EMAIL, password: 'wrong password', csrf_token: csrfOf(flow) },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.data.id).toBe(flow.id);
    expect(res.data.ui.messages).toEqual([expect.objectContaining({ id: 4000006, type: 'error' })]);
    expect(nodeOf(res.data, 'identifier').attributes.value).toBe(EMAIL);
    expect(nodeOf(res.data, 'password').attributes.value).toBe('');
    // An unknown identifier gets the very same answer.
    const unknown = await failure(
      b.api.updateLoginFlow({
        flow: flow.id,
        updateLoginFlowBody: {
          method: 'password',
          identifier: 'nobody@example.com',
          password: 'whatever1',
          csrf_token: csrfOf(flow),
        },
      }),
    );
    expect(unknown.data.ui.messages[0].id).toBe(4000006);
  });

  it('flags missing fields with 4000002 on the nodes', async () => {
    const b = browser(h);
    const { data: flow } = await b.api.createBrowserLoginFlow();
    const res = await failure(
      b.api.updateLoginFlow({
        flow: flow.id,
        updateLoginFlowBody: { method: 'password', identifier: '', password: '', csrf_token: csrfOf(flow) },
      }),
    );
    expect(res.status).toBe(400);
    expect(nodeOf(res.data, 'identifier').messages).toEqual([
      { id: 4000002, text: 'Property identifier is missing.', type: 'error', context: { property: 'identifier' } },
    ]);
    expect(nodeOf(res.data, 'password').messages[0].id).toBe(4000002);
  });

  it('accepts form-encoded bodies and redirects the browser to return_to', async () => {
    const b = browser(h);
    const { data: flow } = await b.api.createBrowserLoginFlow({ returnTo: '/incidents' });
    const form = new URLSearchParams({ csrf_token: csrfOf(flow), identifier: EMAIL, password: PASSWORD, method: 'password' });
    const res = await b.http.post(`${h.kratosUrl}/self-service/login?flow=${flow.id}`, form.toString(), {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
      validateStatus: () => true,
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${h.baseUrl}/incidents`);
    expect(b.jar.get('ory_kratos_session')).toBeDefined();
  });

  it('refuses a second login with session_already_available', async () => {
    const b = browser(h);
    await signIn(b, EMAIL, PASSWORD);
    const res = await failure(b.api.createBrowserLoginFlow());
    expect(res.status).toBe(400);
    expect(res.data.error).toMatchObject({ id: 'session_already_available', code: 400, status: 'Bad Request' });
  });

  it('asks for session_aal1_required when aal2 is requested without a session', async () => {
    const res = await failure(browser(h).api.createBrowserLoginFlow({ aal: 'aal2' }));
    expect(res.status).toBe(401);
    expect(res.data.error.id).toBe('session_aal1_required');
  });

  it('re-authenticates with refresh=true and moves authenticated_at forward', async () => {
    const b = browser(h);
    const first = await signIn(b, EMAIL, PASSWORD);
    h.advance(20 * 60_000);
    const { data: flow } = await b.api.createBrowserLoginFlow({ refresh: true });
    expect(flow.refresh).toBe(true);
    expect(flow.ui.messages?.[0]?.id).toBe(1010003);
    expect(nodeOf(flow, 'identifier').attributes).toMatchObject({ type: 'hidden', value: EMAIL });
    const { data } = await b.api.updateLoginFlow({
      flow: flow.id,
      updateLoginFlowBody: { method: 'password', identifier: EMAIL, password: PASSWORD, csrf_token: csrfOf(flow) },
    });
    expect(data.session.id).toBe(first.session.id);
    expect(Date.parse(data.session.authenticated_at as string)).toBeGreaterThan(Date.parse(first.session.authenticated_at));
    expect(data.session.authentication_methods).toHaveLength(2);
  });

  it('answers whoami without a session with 401 session_inactive', async () => {
    const res = await failure(browser(h).api.toSession());
    expect(res.status).toBe(401);
    expect(res.data.error).toMatchObject({ id: 'session_inactive', code: 401 });
  });

  it('ends sessions after their 24 h lifespan', async () => {
    const b = browser(h);
    await signIn(b, EMAIL, PASSWORD);
    expect((await b.api.toSession()).status).toBe(200);
    h.advance(24 * 3600_000 + 1000);
    const res = await failure(b.api.toSession());
    expect(res.data.error.id).toBe('session_inactive');
    // And the browser may sign in again.
    expect((await signIn(b, EMAIL, PASSWORD)).session.active).toBe(true);
  });

  it('accepts the session token in X-Session-Token', async () => {
    const b = browser(h);
    await signIn(b, EMAIL, PASSWORD);
    const token = b.jar.get('ory_kratos_session')?.value as string;
    const { data } = await browser(h).api.toSession({ xSessionToken: token });
    expect(data.identity?.traits.email).toBe(EMAIL);
  });
});
