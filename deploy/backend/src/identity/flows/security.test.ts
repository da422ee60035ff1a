import axios from 'axios';
import { Configuration, FrontendApi } from '@ory/client';
import { browser, csrfOf, failure, seedIdentity, signIn, startHarness, type Harness } from '../testing/harness';

let h: Harness;
const EMAIL = 'security-user@example.com';
const PASSWORD = 'a long enough password';

beforeAll(async () => {
  h = await startHarness({ allowedReturnUrls: ['https://*.trusted.example/app', 'https://docs.example.org/'] });
  await seedIdentity(h, EMAIL, PASSWORD);
});
afterAll(() => h.close());

describe('flow expiry', () => {
  it('answers an expired flow with 410 self_service_flow_expired on fetch and on submit (with use_flow_id)', async () => {
    const b = browser(h);
    const { data: flow } = await b.api.createBrowserLoginFlow();
    h.advance(61 * 60_000);
    const fetched = await failure(b.api.getLoginFlow({ id: flow.id }));
    expect(fetched.status).toBe(410);
    expect(fetched.data.error).toMatchObject({ id: 'self_service_flow_expired', code: 410, status: 'Gone' });
    expect(fetched.data.redirect_browser_to).toBe(`${h.kratosUrl}/self-service/login/browser`);

    const submitted = await failure(
      b.api.updateLoginFlow({
        flow: flow.id,
        updateLoginFlowBody: { method: 'password', identifier: EMAIL, password: PASSWORD, csrf_token: csrfOf(flow) },
      }),
    );
    expect(submitted.status).toBe(410);
    expect(submitted.data.error.id).toBe('self_service_flow_expired');
    expect(submitted.data.expired_at).toBe(flow.expires_at);
    expect(submitted.data.use_flow_id).toMatch(/^[0-9a-f-]{36}$/);
    const replacement = await b.api.getLoginFlow({ id: submitted.data.use_flow_id });
    expect(replacement.data.state).toBe('choose_method');
  });

  it('answers 404 for an unknown flow id', async () => {
    const res = await failure(browser(h).api.getRegistrationFlow({ id: '00000000-0000-4000-8000-000000000000' }));
    expect(res.status).toBe(404);
    expect(res.data.error.code).toBe(404);
  });
});

describe('CSRF', () => {
  it('rejects a submit whose csrf_token does not match with 403 security_csrf_violation', async () => {
    const b = browser(h);
    const { data: flow } = await b.api.createBrowserLoginFlow();
    const res = await failure(
      b.api.updateLoginFlow({
        flow: flow.id,
        updateLoginFlowBody: { method: 'password', identifier: EMAIL, password: PASSWORD, csrf_token: 'forged' },
      }),
    );
    expect(res.status).toBe(403);
    expect(res.data.error).toMatchObject({ id: 'security_csrf_violation', code: 403 });
    expect(b.jar.get('ory_kratos_session')).toBeUndefined();
  });

  it('rejects a submit from another browser (token copied, cookie missing) and a GET without the cookie', async () => {
    const victim = browser(h);
    const { data: flow } = await victim.api.createBrowserLoginFlow();
    const attacker = browser(h);
    const submit = await failure(
      attacker.api.updateLoginFlow({
        flow: flow.id,
        updateLoginFlowBody: { method: 'password', identifier: EMAIL, password: PASSWORD, csrf_token: csrfOf(flow) },
      }),
    );
    expect(submit.status).toBe(403);
    expect(submit.data.error.id).toBe('security_csrf_violation');
    const get = await failure(attacker.api.getLoginFlow({ id: flow.id }));
    expect(get.status).toBe(403);
    expect(get.data.error.id).toBe('security_csrf_violation');
  });

  it('gives every flow its own token while one cookie vouches for all of them', async () => {
    const b = browser(h);
    const one = (await b.api.createBrowserLoginFlow()).data;
    const two = (await b.api.createBrowserRegistrationFlow()).data;
    expect(csrfOf(one)).not.toBe(csrfOf(two));
    // A token of one flow is no good for another.
    const crossed = await failure(
      b.api.updateLoginFlow({
        flow: one.id,
        updateLoginFlowBody: { method: 'password', identifier: EMAIL, password: PASSWORD, csrf_token: csrfOf(two) },
      }),
    );
    expect(crossed.status).toBe(403);
    // The header form is accepted too.
    const res = await b.http.post(
      `${h.kratosUrl}/self-service/login?flow=${one.id}`,
      { method: 'password', identifier: EMAIL, password: PASSWORD },
      { headers: { 'X-CSRF-Token': csrfOf(one) } },
    );
    expect(res.status).toBe(200);
  });
});

describe('return_to allow-list', () => {
  it.each([
    ['https://evil.example.com/phish'],
    ['//evil.example.com/x'],
    ['https://trusted.example/app'],
    ['https://a.trusted.example/other'],
    ['javascript:alert(1)'],
    ['/\t/evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['\n//evil.example'],
    ['/.//evil.example'],
    ['/x/..//evil.example'],
  ])('rejects %j with 400 self_service_flow_return_to_forbidden', async (target) => {
    const res = await failure(browser(h).api.createBrowserLoginFlow({ returnTo: target }));
    expect(res.status).toBe(400);
    expect(res.data.error).toMatchObject({ id: 'self_service_flow_return_to_forbidden', code: 400 });
  });

  it.each([['/topology?x=1'], ['https://a.trusted.example/app/page'], ['https://docs.example.org/guide']])(
    'accepts %s',
    async (target) => {
      const { data } = await browser(h).api.createBrowserRecoveryFlow({ returnTo: target });
      expect(data.return_to).toBe(new URL(target, `${h.baseUrl}/`).toString());
    },
  );

  it('never redirects a browser to a forbidden target: it goes to the error page instead', async () => {
    const res = await axios.get(`${h.kratosUrl}/self-service/login/browser`, {
      params: { return_to: 'https://evil.example.com/' },
      headers: { Accept: 'text/html' },
      maxRedirects: 0,
      validateStatus: () => true,
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(location.origin).toBe(h.baseUrl);
    expect(location.pathname).toBe('/error');
    const { data } = await browser(h).api.getFlowError({ id: location.searchParams.get('id') as string });
    expect(data.error).toMatchObject({ id: 'self_service_flow_return_to_forbidden', code: 400 });
  });

  it('also guards the logout return_to', async () => {
    const b = browser(h);
    await signIn(b, EMAIL, PASSWORD);
    const res = await failure(b.api.createBrowserLogoutFlow({ returnTo: 'https://evil.example.com' }));
    expect(res.status).toBe(400);
    expect(res.data.error.id).toBe('self_service_flow_return_to_forbidden');
  });
});

describe('logout', () => {
  it('needs a session for a logout URL (401)', async () => {
    const res = await failure(browser(h).api.createBrowserLogoutFlow());
    expect(res.status).toBe(401);
    expect(res.data.error.id).toBe('session_inactive');
  });

  it('logs out with the token (204 for JSON), clears the cookie and ends the session', async () => {
    const b = browser(h);
    await signIn(b, EMAIL, PASSWORD);
    const token = b.jar.get('ory_kratos_session')?.value as string;
    const { data } = await b.api.createBrowserLogoutFlow({ returnTo: `${h.baseUrl}/health?x=1` });
    expect(data.logout_url).toBe(
      `${h.kratosUrl}/self-service/logout?token=${data.logout_token}&return_to=${encodeURIComponent(`${h.baseUrl}/health?x=1`)}`,
    );
    const res = await b.api.updateLogoutFlow({ token: data.logout_token, returnTo: `${h.baseUrl}/health?x=1` });
    expect(res.status).toBe(204);
    expect(b.jar.get('ory_kratos_session')).toBeUndefined();
    const after = await failure(browser(h).api.toSession({ xSessionToken: token }));
    expect(after.status).toBe(401);
  });

  it('redirects a browser to return_to after logout (303)', async () => {
    const b = browser(h);
    await signIn(b, EMAIL, PASSWORD);
    const { data } = await b.api.createBrowserLogoutFlow({ returnTo: '/incidents' });
    const res = await b.http.get(data.logout_url, { headers: { Accept: 'text/html' }, validateStatus: () => true });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${h.baseUrl}/incidents`);
  });

  it('rejects an unknown logout token', async () => {
    const res = await failure(browser(h).api.updateLogoutFlow({ token: 'not-a-token' }));
    expect(res.status).toBe(400);
  });

  /** The visitor's session is still alive on the server and in the visitor's cookie jar. */
  async function expectSignedIn(b: ReturnType<typeof browser>, cookie: string) {
    expect(b.jar.get('ory_kratos_session')?.value).toBe(cookie);
    expect((await b.api.toSession()).status).toBe(200);
  }

  it("ignores another session's logout link: the visitor's cookie and session stay, and so does the other session", async () => {
    const attacker = browser(h);
    await signIn(attacker, EMAIL, PASSWORD);
    const { data: link } = await attacker.api.createBrowserLogoutFlow();
    const victim = browser(h);
    await signIn(victim, EMAIL, PASSWORD);
    const cookie = victim.jar.get('ory_kratos_session')?.value as string;

    const json = await failure(victim.api.updateLogoutFlow({ token: link.logout_token }));
    expect(json.status).toBe(400);
    const followed = await victim.http.get(link.logout_url, { headers: { Accept: 'text/html' }, validateStatus: () => true });
    expect(followed.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^ory_kratos_session=;/)]),
    );
    await expectSignedIn(victim, cookie);
    expect((await attacker.api.toSession()).status).toBe(200);
  });

  it('refuses a logout token without the session it belongs to', async () => {
    const owner = browser(h);
    await signIn(owner, EMAIL, PASSWORD);
    const { data: link } = await owner.api.createBrowserLogoutFlow();
    const res = await failure(browser(h).api.updateLogoutFlow({ token: link.logout_token }));
    expect(res.status).toBe(400);
    expect((await owner.api.toSession()).status).toBe(200);
  });

  it('uses a logout token once: replaying it after signing in again changes nothing', async () => {
    const b = browser(h);
    await signIn(b, EMAIL, PASSWORD);
    const { data: link } = await b.api.createBrowserLogoutFlow();
    expect((await b.api.updateLogoutFlow({ token: link.logout_token })).status).toBe(204);
    const again = await failure(browser(h).api.updateLogoutFlow({ token: link.logout_token }));
    expect(again.status).toBe(400);

    await signIn(b, EMAIL, PASSWORD);
    const cookie = b.jar.get('ory_kratos_session')?.value as string;
    const replay = await failure(b.api.updateLogoutFlow({ token: link.logout_token }));
    expect(replay.status).toBe(400);
    await expectSignedIn(b, cookie);
  });

  it('ends the server session whenever it clears the cookie', async () => {
    const b = browser(h);
    await signIn(b, EMAIL, PASSWORD);
    const cookie = b.jar.get('ory_kratos_session')?.value as string;
    const { data: link } = await b.api.createBrowserLogoutFlow({ returnTo: '/incidents' });
    const res = await b.http.get(link.logout_url, { headers: { Accept: 'text/html' }, validateStatus: () => true });
    expect(res.status).toBe(303);
    expect(b.jar.get('ory_kratos_session')).toBeUndefined();
    const after = await failure(browser(h).api.toSession({ xSessionToken: cookie }));
    expect(after.status).toBe(401);
  });
});

describe('mounts and public URL', () => {
  it('serves the same API under /.ory and honours X-Forwarded-* behind a trusted proxy (TRUST_PROXY)', async () => {
    const proxied = await startHarness({ trustProxy: true });
    try {
      const api = new FrontendApi(new Configuration({ basePath: `${proxied.baseUrl}/.ory` }));
      const { data } = await api.createBrowserLoginFlow(undefined, {
        headers: { 'X-Forwarded-Host': 'console.example', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Prefix': '/api/.ory' },
      });
      expect(data.ui.action).toBe(`https://console.example/api/.ory/self-service/login?flow=${data.id}`);
      const viaKratos = await axios.get(`${proxied.kratosUrl}/self-service/login/browser`, {
        headers: { Accept: 'application/json', 'X-Forwarded-Host': 'console.example' },
      });
      expect(viaKratos.data.ui.action).toMatch(/^http:\/\/console\.example\/api\/\.ory\/self-service\/login\?flow=/);
    } finally {
      await proxied.close();
    }
  });

  it('ignores X-Forwarded-* without TRUST_PROXY: a client cannot pick the URLs or widen return_to', async () => {
    const forged = { Accept: 'application/json', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };
    const { data } = await axios.get(`${h.kratosUrl}/self-service/login/browser`, { headers: forged });
    expect(data.ui.action).toBe(`${h.kratosUrl}/self-service/login?flow=${data.id}`);
    const res = await axios.get(`${h.kratosUrl}/self-service/login/browser`, {
      params: { return_to: 'https://evil.example/steal' },
      headers: forged,
      validateStatus: () => true,
    });
    expect(res.status).toBe(400);
    expect(res.data.error.id).toBe('self_service_flow_return_to_forbidden');
  });

  it('refuses a deeply nested body with 400 before anything recurses over it', async () => {
    const b = browser(h);
    const { data: flow } = await b.api.createBrowserLoginFlow();
    for (const body of ['{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000), `{"x":${'['.repeat(50_000)}${']'.repeat(50_000)}}`]) {
      const res = await b.http.post(`${h.kratosUrl}/self-service/login?flow=${flow.id}`, body, {
        headers: { 'Content-Type': 'application/json' },
        validateStatus: () => true,
      });
      expect(res.status).toBe(400);
      expect(res.data.error).toMatchObject({ code: 400, reason: 'request body is nested too deeply' });
    }
    // Brackets inside strings are text, not nesting.
    const res = await b.http.post(
      `${h.kratosUrl}/self-service/login?flow=${flow.id}`,
      { method: 'password', identifier: '[[[[{{{{'.repeat(40), password: 'x', csrf_token: csrfOf(flow) },
      { validateStatus: () => true },
    );
    expect(res.status).toBe(400);
    expect(res.data.ui.messages[0].id).toBe(4000006);
  });

  it('answers 404 with a Kratos error body for unknown paths', async () => {
    const res = await axios.get(`${h.kratosUrl}/self-service/unknown`, { validateStatus: () => true });
    expect(res.status).toBe(404);
    expect(res.data.error.code).toBe(404);
  });
});
