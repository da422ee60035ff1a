import {
  browserAt,
  codeIn,
  csrfOf,
  failure,
  lastMail,
  seedIdentity,
  signIn,
  startHarness,
  type Browser,
  type Harness,
  type Payload,
} from '../testing/harness';

let h: Harness;
const MINUTE = 60_000;

// TRUST_PROXY on, so each test names its own client address in X-Forwarded-For.
beforeAll(async () => {
  h = await startHarness({ trustProxy: true });
});
afterAll(() => h.close());

const client = (address: string): Browser => browserAt(h, address);

async function submit(
  b: Browser,
  flow: Payload,
  body: Record<string, string>,
): Promise<{ status: number; data: Payload; headers: Record<string, unknown> }> {
  const update = b.api.updateRecoveryFlow({
    flow: flow.id,
    updateRecoveryFlowBody: { method: 'code', csrf_token: csrfOf(flow), ...body } as never,
  });
  try {
    const res = await update;
    return { status: res.status, data: res.data, headers: res.headers as Record<string, unknown> };
  } catch {
    return failure(update);
  }
}

async function mailsTo(recipient: string): Promise<number> {
  const rows = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM kratos.courier_messages WHERE recipient = $1', [
    recipient,
  ]);
  return rows.rows[0]?.n ?? 0;
}

const messageIds = (data: Payload): number[] => (data.ui?.messages ?? []).map((m: { id: number }) => m.id);

describe('code mail limits', () => {
  it('mails at most three codes per address in 15 minutes (429, message 4000903), known or not, then one more after the wait', async () => {
    for (const email of ['bombed@example.com', 'not-registered@example.com']) {
      if (email === 'bombed@example.com') await seedIdentity(h, email, 'a long enough password');
      const b = client('203.0.113.1');
      const { data: flow } = await b.api.createBrowserRecoveryFlow();
      for (let i = 0; i < 3; i += 1) expect((await submit(b, flow, { email })).status).toBe(200);
      const refused = await submit(b, flow, { email });
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('900');
      expect(refused.data.ui.messages).toEqual([
        expect.objectContaining({
          id: 4000903,
          text: 'Too many codes were requested for this address. Please wait 15 minutes before requesting another one.',
        }),
      ]);
      // Still the code form of the address: the last code mailed keeps working.
      expect(refused.data.ui.nodes.some((n: Payload) => n.attributes.name === 'code')).toBe(true);
      expect(await mailsTo(email)).toBe(3);
    }
    const fresh = client('203.0.113.1');
    const { data: other } = await fresh.api.createBrowserRecoveryFlow();
    expect((await submit(fresh, other, { email: 'someone-else@example.com' })).status).toBe(200);

    h.advance(15 * MINUTE + 1000);
    const later = client('203.0.113.1');
    const { data: flow } = await later.api.createBrowserRecoveryFlow();
    expect((await submit(later, flow, { email: 'bombed@example.com' })).status).toBe(200);
    expect(await mailsTo('bombed@example.com')).toBe(4);
  });

  it('mails at most 20 codes per client address in 15 minutes, over any addresses', async () => {
    const b = client('203.0.113.2');
    const { data: flow } = await b.api.createBrowserRecoveryFlow();
    // After the first send the form asks for a code; `email` (the resend button) sends again.
    for (let i = 0; i < 20; i += 1) expect((await submit(b, flow, { email: `target-${i}@example.com` })).status).toBe(200);
    const refused = await submit(b, flow, { email: 'target-20@example.com' });
    expect(refused.status).toBe(429);
    expect(messageIds(refused.data)).toEqual([4000903]);
    expect(await mailsTo('target-20@example.com')).toBe(0);
    // The same address from another client is fine.
    const other = client('203.0.113.3');
    const { data: otherFlow } = await other.api.createBrowserVerificationFlow();
    const sent = await other.api.updateVerificationFlow({
      flow: otherFlow.id,
      updateVerificationFlowBody: { method: 'code', email: 'target-20@example.com', csrf_token: csrfOf(otherFlow) },
    });
    expect(sent.status).toBe(200);
  });
});

describe('code check limits', () => {
  it('counts wrong codes per address across flows: after ten, even the right code waits (429)', async () => {
    const email = 'guessed@example.com';
    await seedIdentity(h, email, 'a long enough password');
    const b = client('203.0.113.4');
    for (let round = 0; round < 2; round += 1) {
      const { data: flow } = await b.api.createBrowserRecoveryFlow();
      await submit(b, flow, { email });
      const code = codeIn((await lastMail(h, email)).body);
      for (let i = 0; i < 5; i += 1) {
        const wrong = await submit(b, flow, { code: code === '000000' ? '000001' : '000000' });
        expect(wrong.status).toBe(400);
        expect(messageIds(wrong.data)).toEqual([4060006]);
      }
    }
    const { data: flow } = await b.api.createBrowserRecoveryFlow();
    await submit(b, flow, { email });
    const code = codeIn((await lastMail(h, email)).body);
    const refused = await submit(b, flow, { code });
    expect(refused.status).toBe(429);
    expect(messageIds(refused.data)).toEqual([4000901]);
    expect(b.jar.get('ory_kratos_session')).toBeUndefined();

    h.advance(MINUTE + 1000);
    const recovered = await submit(b, flow, { code });
    expect(recovered.status).toBe(422);
    expect(recovered.data.error.id).toBe('browser_location_change_required');
  });

  it('a recovered account is no longer held back by failed sign-ins to it', async () => {
    const email = 'recovers-from-lock@example.com';
    await seedIdentity(h, email, 'the forgotten password');
    const attacker = client('203.0.113.5');
    for (let i = 0; i < 10; i += 1) await failure(signIn(attacker, email, `guess ${i}`));
    expect((await failure(signIn(client('203.0.113.6'), email, 'the forgotten password'))).status).toBe(429);

    const owner = client('203.0.113.6');
    const { data: flow } = await owner.api.createBrowserRecoveryFlow();
    await submit(owner, flow, { email });
    expect((await submit(owner, flow, { code: codeIn((await lastMail(h, email)).body) })).status).toBe(422);
    const signedIn = await signIn(client('203.0.113.7'), email, 'the forgotten password');
    expect(signedIn.session.active).toBe(true);
  });
});
