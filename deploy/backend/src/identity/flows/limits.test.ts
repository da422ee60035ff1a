import { base32Decode, generateTotpSecret, totp } from '../crypto/totp';
import { upsertCredential } from '../store/identities';
import {
  browserAt,
  csrfOf,
  failure,
  seedIdentity,
  startHarness,
  type Browser,
  type Harness,
  type Payload,
} from '../testing/harness';

let h: Harness;
const PASSWORD = 'a long enough password';
const MINUTE = 60_000;

// TRUST_PROXY on, so each test names its own client address in X-Forwarded-For.
beforeAll(async () => {
  h = await startHarness({ trustProxy: true });
});
afterAll(() => h.close());

const client = (address: string): Browser => browserAt(h, address);

interface Answer {
  status: number;
  data: Payload;
  headers: Record<string, unknown>;
}

async function attempt(call: Promise<{ status: number; data: unknown; headers: unknown }>): Promise<Answer> {
  try {
    const res = await call;
    return { status: res.status, data: res.data, headers: res.headers as Record<string, unknown> };
  } catch {
    return failure(call);
  }
}

/** One password sign-in on a fresh flow. */
async function passwordLogin(b: Browser, identifier: string, password: string): Promise<Answer> {
  const { data: flow } = await b.api.createBrowserLoginFlow();
  return attempt(
    b.api.updateLoginFlow({
      flow: flow.id,
      updateLoginFlowBody: { method: 'password', identifier, password, csrf_token: csrfOf(flow) },
    }),
  );
}

const messageIds = (answer: Answer): number[] => (answer.data.ui?.messages ?? []).map((m: { id: number }) => m.id);

describe('password sign-in limits', () => {
  it('refuses the eleventh try for an identifier with 429, Retry-After and message 4000901, even with the right password', async () => {
    const email = 'locked-out@example.com';
    await seedIdentity(h, email, PASSWORD);
    const b = client('198.51.100.1');
    for (let i = 0; i < 10; i += 1) {
      const wrong = await passwordLogin(b, email, `wrong password ${i}`);
      expect(wrong.status).toBe(400);
      expect(messageIds(wrong)).toEqual([4000006]);
    }
    const refused = await passwordLogin(b, email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.data.ui.messages).toEqual([
      {
        id: 4000901,
        type: 'error',
        text: 'Too many unsuccessful attempts. Please try again in 1 minute.',
        context: { retry_after_seconds: 60 },
      },
    ]);
    expect(refused.data.error).toMatchObject({ code: 429, message: refused.data.ui.messages[0].text });
    expect(b.jar.get('ory_kratos_session')).toBeUndefined();

    h.advance(MINUTE + 1000);
    const ok = await passwordLogin(b, email, PASSWORD);
    expect(ok.status).toBe(200);
    // Success forgets the failures: ten more wrong tries are judged, not refused.
    const again = await passwordLogin(client('198.51.100.1'), email, 'wrong again');
    expect(again.status).toBe(400);
  });

  it('locks an unknown identifier exactly like a known one, so the limit reveals nothing', async () => {
    const b = client('198.51.100.2');
    for (let i = 0; i < 10; i += 1) expect((await passwordLogin(b, 'nobody-here@example.com', `guess ${i}`)).status).toBe(400);
    const refused = await passwordLogin(b, 'NOBODY-HERE@example.com', 'guess 11');
    expect(refused.status).toBe(429);
    expect(messageIds(refused)).toEqual([4000901]);
  });

  it('doubles the back-off after each lock, never beyond 15 minutes, and cools down after 15 quiet minutes', async () => {
    const email = 'backoff@example.com';
    await seedIdentity(h, email, PASSWORD);
    const b = client('198.51.100.3');
    for (let i = 0; i < 10; i += 1) await passwordLogin(b, email, 'wrong');
    const waits: string[] = [];
    for (let lock = 0; lock < 6; lock += 1) {
      const refused = await passwordLogin(b, email, 'wrong');
      expect(refused.status).toBe(429);
      waits.push(String(refused.headers['retry-after']));
      h.advance(Number(refused.headers['retry-after']) * 1000 + 1000);
      // One try after each wait, then the next lock.
      expect((await passwordLogin(b, email, 'wrong')).status).toBe(400);
    }
    expect(waits).toEqual(['60', '120', '240', '480', '900', '900']);
    h.advance(15 * MINUTE + 30 * MINUTE);
    for (let i = 0; i < 3; i += 1) expect((await passwordLogin(b, email, 'wrong')).status).toBe(400);
    expect((await passwordLogin(b, email, PASSWORD)).status).toBe(200);
  });

  it('lets exactly ten of a burst of parallel guesses through', async () => {
    const email = 'burst@example.com';
    await seedIdentity(h, email, PASSWORD);
    const b = client('198.51.100.4');
    const { data: flow } = await b.api.createBrowserLoginFlow();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        attempt(
          b.api.updateLoginFlow({
            flow: flow.id,
            updateLoginFlowBody: { method: 'password', identifier: email, password: `guess ${i}`, csrf_token: csrfOf(flow) },
          }),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('limits one client address over many identifiers (50 failures), not other clients', async () => {
    const b = client('198.51.100.5');
    // Five identifiers, ten tries each: no identifier lock refuses any of them.
    for (let i = 0; i < 50; i += 1) expect((await passwordLogin(b, `spray-${i % 5}@example.com`, `guess ${i}`)).status).toBe(400);
    const refused = await passwordLogin(b, 'spray-fresh@example.com', 'guess');
    expect(refused.status).toBe(429);
    expect((await passwordLogin(client('198.51.100.6'), 'spray-fresh@example.com', 'guess')).status).toBe(400);
    // An IPv6 client is limited per /64: another address in the same network shares the count.
    const v6 = client('2001:db8:1:2::a');
    for (let i = 0; i < 50; i += 1) await passwordLogin(v6, `v6-${i % 5}@example.com`, `guess ${i}`);
    expect((await passwordLogin(client('2001:db8:1:2:ffff::b'), 'v6-fresh@example.com', 'guess')).status).toBe(429);
  });
});

describe('second-factor limits', () => {
  async function withTotp(email: string): Promise<string> {
    const id = await seedIdentity(h, email, PASSWORD);
    const secret = generateTotpSecret();
    await upsertCredential(h.db, id, 'totp', { secret_sealed: h.service.context.box.seal(secret), last_step: -1 });
    return secret;
  }

  /** A code no authenticator shows right now (outside the accepted +-1 steps). */
  function wrongCode(secret: string): string {
    const valid = [-30_000, 0, 30_000].map((offset) => totp(base32Decode(secret), h.now() + offset));
    return ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code)) as string;
  }

  async function secondFactorFlow(b: Browser): Promise<Payload> {
    return (await b.api.createBrowserLoginFlow({ aal: 'aal2' })).data;
  }

  const submitTotp = (b: Browser, flow: Payload, code: string) =>
    attempt(
      b.api.updateLoginFlow({
        flow: flow.id,
        updateLoginFlowBody: { method: 'totp', totp_code: code, csrf_token: csrfOf(flow) },
      }),
    );

  it('spends a flow after five wrong codes and locks the identity after ten across flows', async () => {
    const email = 'totp-guesser@example.com';
    const secret = await withTotp(email);
    const b = client('198.51.100.7');
    expect((await passwordLogin(b, email, PASSWORD)).status).toBe(422);

    const first = await secondFactorFlow(b);
    for (let i = 0; i < 4; i += 1) expect(messageIds(await submitTotp(b, first, wrongCode(secret)))).toEqual([1010004]);
    const fifth = await submitTotp(b, first, wrongCode(secret));
    expect(fifth.status).toBe(400);
    expect(messageIds(fifth)).toEqual([4000902]);
    const spent = await submitTotp(b, first, totp(base32Decode(secret), h.now()));
    expect(spent.status).toBe(410);
    expect(spent.data.error.id).toBe('self_service_flow_expired');
    expect(spent.data.use_flow_id).toEqual(expect.any(String));

    const second = await secondFactorFlow(b);
    for (let i = 0; i < 5; i += 1) expect((await submitTotp(b, second, wrongCode(secret))).status).toBe(400);
    const third = await secondFactorFlow(b);
    const locked = await submitTotp(b, third, totp(base32Decode(secret), h.now()));
    expect(locked.status).toBe(429);
    expect(messageIds(locked)).toEqual([1010004, 4000901]);
    expect((await b.api.toSession().catch((error: { response: { status: number } }) => error.response)).status).toBe(403);

    h.advance(MINUTE + 1000);
    const passed = await submitTotp(b, third, totp(base32Decode(secret), h.now()));
    expect(passed.status).toBe(200);
    expect(passed.data.session.authenticator_assurance_level).toBe('aal2');
  });

  it('does not count an empty code as a guess', async () => {
    const email = 'totp-empty@example.com';
    const secret = await withTotp(email);
    const b = client('198.51.100.8');
    await passwordLogin(b, email, PASSWORD);
    const flow = await secondFactorFlow(b);
    for (let i = 0; i < 6; i += 1) {
      const empty = await submitTotp(b, flow, ' ');
      expect(empty.status).toBe(400);
      expect(empty.data.ui.nodes.find((n: Payload) => n.attributes.name === 'totp_code').messages[0].id).toBe(4000002);
    }
    expect((await submitTotp(b, flow, totp(base32Decode(secret), h.now()))).status).toBe(200);
  });
});
