import { browser, codeIn, csrfOf, failure, lastMail, nodeOf, startHarness, type Harness, type Payload } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function register(email: string, password = 'registration-pass-1') {
  const b = browser(h);
  const { data: flow } = await b.api.createBrowserRegistrationFlow({ returnTo: '/topology' });
  // Dotted keys, as the UI builds the body from FormData.
  const body = {
    csrf_token: csrfOf(flow),
    method: 'password',
    'traits.email': email,
    'traits.name.first': 'Rae',
    'traits.name.last': 'Gister',
    password,
  };
  const res = await b.http.post(`${h.kratosUrl}/self-service/registration?flow=${flow.id}`, body, { validateStatus: () => true });
  return { b, flow, res };
}

describe('registration', () => {
  it('offers traits in group default plus password and a Sign up button', async () => {
    const { data: flow } = await browser(h).api.createBrowserRegistrationFlow();
    expect(nodeOf(flow, 'traits.email')).toMatchObject({ group: 'default', attributes: { type: 'email', required: true } });
    expect(nodeOf(flow, 'traits.name.first').group).toBe('default');
    expect(nodeOf(flow, 'traits.name.last').group).toBe('default');
    expect(nodeOf(flow, 'password').attributes.autocomplete).toBe('new-password');
    expect(nodeOf(flow, 'method').meta.label).toMatchObject({ id: 1040001, text: 'Sign up' });
  });

  it('creates the identity, its person, a session and a verification flow with a mailed code', async () => {
    const { b, res } = await register('New.User@Example.com');
    expect(res.status).toBe(200);
    expect(res.data.identity).toMatchObject({
      schema_id: 'default',
      state: 'active',
      traits: { email: 'new.user@example.com', name: { first: 'Rae', last: 'Gister' } },
    });
    expect(res.data.session).toMatchObject({ active: true, identity: { id: res.data.identity.id } });
    expect(b.jar.get('ory_kratos_session')).toBeDefined();
    const [next] = res.data.continue_with;
    expect(next).toMatchObject({ action: 'show_verification_ui', flow: { verifiable_address: 'new.user@example.com' } });
    expect(next.flow.url).toBe(`${h.baseUrl}/verification?flow=${next.flow.id}`);

    const person = await h.db.query<{ name: string; email: string }>('SELECT name, email FROM people WHERE id = $1', [
      res.data.identity.id,
    ]);
    expect(person.rows[0]).toEqual({ name: 'Rae Gister', email: 'new.user@example.com' });
    const credential = await h.db.query<{ config: { hashed_password: string } }>(
      `SELECT config FROM kratos.credentials WHERE identity_id = $1 AND type = 'password'`,
      [res.data.identity.id],
    );
    expect(credential.rows[0]?.config.hashed_password).toMatch(/^\$scrypt\$ln=16384,r=8,p=1\$/);

    // The verification flow is already waiting for the mailed code.
    const mail = await lastMail(h, 'new.user@example.com');
    expect(mail.template_type).toBe('verification_code_valid');
    const { data: verification } = await b.api.getVerificationFlow({ id: next.flow.id });
    expect(verification.state).toBe('sent_email');
    const { data: done } = await b.api.updateVerificationFlow({
      flow: verification.id,
      updateVerificationFlowBody: { method: 'code', code: codeIn(mail.body), csrf_token: csrfOf(verification) },
    });
    expect(done.state).toBe('passed_challenge');
    expect(done.ui.messages?.[0]).toMatchObject({ id: 1080002, type: 'success' });
    expect(nodeOf(done, 'continue')).toMatchObject({ type: 'a', attributes: { href: `${h.baseUrl}/topology`, node_type: 'a' } });
    const whoami = await b.api.toSession();
    expect(whoami.data.identity?.verifiable_addresses?.[0]).toMatchObject({ verified: true, status: 'completed' });
  });

  it('answers a taken e-mail with 400 and message 4000007', async () => {
    await register('taken@example.com');
    const { res } = await register('TAKEN@example.com');
    expect(res.status).toBe(400);
    expect(res.data.ui.messages).toEqual([expect.objectContaining({ id: 4000007, type: 'error' })]);
    expect(nodeOf(res.data, 'traits.email').attributes.value).toBe('TAKEN@example.com');
  });

  it('validates e-mail and password on the nodes', async () => {
    const { res } = await register('not-an-email', 'short');
    expect(res.status).toBe(400);
    expect(nodeOf(res.data, 'traits.email').messages[0].id).toBe(4000004);
    expect(nodeOf(res.data, 'password').messages[0].id).toBe(4000005);
    const { res: missing } = await register('', '');
    expect(nodeOf(missing.data, 'traits.email').messages[0]).toMatchObject({ id: 4000002, text: 'Property email is missing.' });
    expect(nodeOf(missing.data, 'password').messages[0].id).toBe(4000002);
  });

  it('refuses a common password with message 4000005 naming the reason', async () => {
    const { res } = await register('common-password@example.com', 'Password123!');
    expect(res.status).toBe(400);
    expect(nodeOf(res.data, 'password').messages).toEqual([
      {
        id: 4000005,
        type: 'error',
        text: 'The password can not be used because the password is one of the most commonly used passwords and is easy to guess.',
        context: { reason: 'the password is one of the most commonly used passwords and is easy to guess' },
      },
    ]);
  });

  it('refuses to start registration with a session (session_already_available)', async () => {
    const { b } = await register('has-session@example.com');
    const res = await failure(b.api.createBrowserRegistrationFlow());
    expect(res.status).toBe(400);
    expect(res.data.error.id).toBe('session_already_available');
  });
});

describe('verification by code', () => {
  it('mails a code, rejects a wrong one with 4070006 and verifies with the right one', async () => {
    await register('verify-me@example.com');
    const b = browser(h);
    const { data: flow } = await b.api.createBrowserVerificationFlow();
    expect(nodeOf(flow, 'email').attributes).toMatchObject({ type: 'email', required: true });
    const { data: sent } = await b.api.updateVerificationFlow({
      flow: flow.id,
      updateVerificationFlowBody: { method: 'code', email: 'verify-me@example.com', csrf_token: csrfOf(flow) },
    });
    expect(sent.state).toBe('sent_email');
    expect(sent.ui.messages?.[0]?.id).toBe(1080003);
    expect(nodeOf(sent, 'code').attributes).toMatchObject({ maxlength: 6 });
    expect(sent.ui.nodes.find((n: Payload) => n.attributes.name === 'method' && n.attributes.type === 'hidden')).toBeDefined();
    expect(nodeOf(sent, 'email').attributes).toMatchObject({ type: 'submit', value: 'verify-me@example.com' });

    const code = codeIn((await lastMail(h, 'verify-me@example.com')).body);
    const wrong = await failure(
      b.api.updateVerificationFlow({
        flow: flow.id,
        updateVerificationFlowBody: { method: 'code', code: code === '000000' ? '111111' : '000000', csrf_token: csrfOf(flow) },
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data.ui.messages[0]).toMatchObject({ id: 4070006, type: 'error' });
    const { data: done } = await b.api.updateVerificationFlow({
      flow: flow.id,
      updateVerificationFlowBody: { method: 'code', code, csrf_token: csrfOf(flow) },
    });
    expect(done.state).toBe('passed_challenge');
    const again = await failure(
      b.api.updateVerificationFlow({
        flow: flow.id,
        updateVerificationFlowBody: { method: 'code', code, csrf_token: csrfOf(flow) },
      }),
    );
    expect(again.data.ui.messages[0].id).toBe(4070002);
  });

  it('stops accepting a code after five wrong guesses', async () => {
    await register('brute@example.com');
    const b = browser(h);
    const { data: flow } = await b.api.createBrowserVerificationFlow();
    await b.api.updateVerificationFlow({
      flow: flow.id,
      updateVerificationFlowBody: { method: 'code', email: 'brute@example.com', csrf_token: csrfOf(flow) },
    });
    const code = codeIn((await lastMail(h, 'brute@example.com')).body);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await failure(
        b.api.updateVerificationFlow({
          flow: flow.id,
          updateVerificationFlowBody: { method: 'code', code: wrong, csrf_token: csrfOf(flow) },
        }),
      );
    }
    const late = await failure(
      b.api.updateVerificationFlow({
        flow: flow.id,
        updateVerificationFlowBody: { method: 'code', code, csrf_token: csrfOf(flow) },
      }),
    );
    expect(late.data.ui.messages[0].id).toBe(4070006);
  });

  it('does not reveal whether an address is registered', async () => {
    const b = browser(h);
    const { data: flow } = await b.api.createBrowserVerificationFlow();
    const { data } = await b.api.updateVerificationFlow({
      flow: flow.id,
      updateVerificationFlowBody: { method: 'code', email: 'stranger@example.com', csrf_token: csrfOf(flow) },
    });
    expect(data.state).toBe('sent_email');
    expect((await lastMail(h, 'stranger@example.com')).template_type).toBe('verification_code_invalid');
  });
});
