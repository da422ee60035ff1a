import { z } from 'zod';
import type { HandlerContext } from '../context';
import { hashPassword, verifyPassword } from '../crypto/password';
import { IdentityError } from '../errors';
import { findIdentity, findIdentityByEmail, getCredential, secondFactors, type CredentialType } from '../store/identities';
import type { FlowRow } from '../store/flows';
import { addSessionMethod, type Aal } from '../store/sessions';
import { createFlow, setNodes, type FlowDraft, type FlowSpec, type SubmitOutcome } from './engine';
import { checkTotp, useLookupCode, type CheckResult } from './factors';
import { admit, admitted, keysFor, LIMITS, retryAfterSeconds, SECOND_FACTOR_FLOW_LIMIT } from './limits';
import { addNodeMessage, hiddenNode, inputNode, submitNode, type UiNode } from './nodes';
import { issueSession, needsSecondFactor, readSession, sessionJson, type ActiveSession } from './session';
import { labels, messages, type UiText } from './text';
import { defaultReturnUrl, loginBrowserUrl, resolveReturnTo, uiUrl } from './urls';
import { parseWith } from './validation';

export interface LoginData {
  refresh: boolean;
  requested_aal: Aal;
  /** Wrong second-factor codes entered in this flow (SECOND_FACTOR_FLOW_LIMIT spends it). */
  failed_attempts?: number;
}

const LoginBody = z.object({
  method: z.string().max(64).optional(),
  identifier: z.string().max(512).optional(),
  password: z.string().max(4096).optional(),
  totp_code: z.string().max(64).optional(),
  lookup_secret: z.string().max(64).optional(),
  csrf_token: z.string().max(512).optional(),
});

function passwordNodes(identifier?: string): UiNode[] {
  return [
    identifier
      ? hiddenNode('default', 'identifier', identifier)
      : inputNode('default', 'identifier', { required: true, autocomplete: 'username', label: labels.generated('E-Mail') }),
    inputNode('password', 'password', {
      type: 'password',
      required: true,
      autocomplete: 'current-password',
      label: labels.password(),
    }),
    submitNode('password', 'method', 'password', labels.signIn()),
  ];
}

function secondFactorNodes(factors: CredentialType[]): UiNode[] {
  const nodes: UiNode[] = [];
  if (factors.includes('totp')) {
    nodes.push(
      inputNode('totp', 'totp_code', { required: true, autocomplete: 'one-time-code', label: labels.totpLoginCode() }),
      submitNode('totp', 'method', 'totp', labels.useAuthenticator()),
    );
  }
  if (factors.includes('lookup_secret')) {
    nodes.push(
      inputNode('lookup_secret', 'lookup_secret', { required: true, autocomplete: 'off', label: labels.lookupLoginCode() }),
      submitNode('lookup_secret', 'method', 'lookup_secret', labels.useLookup()),
    );
  }
  return nodes;
}

/** Compared against when the identifier is unknown, so both cases cost one scrypt. */
let dummyHash: Promise<string> | undefined;

async function init(hctx: HandlerContext): Promise<FlowDraft<LoginData>> {
  const { query } = hctx.req;
  const refresh = query.get('refresh') === 'true';
  const aal = query.get('aal') || 'aal1';
  if (aal !== 'aal1' && aal !== 'aal2')
    throw new IdentityError('bad_request', { reason: `Unknown authenticator assurance level "${aal}".` });
  const returnTo = resolveReturnTo(hctx.req, query.get('return_to'), hctx.config.allowedReturnUrls);
  const active = await readSession(hctx);

  if (aal === 'aal2') {
    if (!active) throw new IdentityError('session_aal1_required', { redirectBrowserTo: loginBrowserUrl(hctx.req, { returnTo }) });
    const factors = await secondFactors(hctx.db, active.identity.id);
    if (factors.length === 0 || (active.session.aal === 'aal2' && !refresh)) throw new IdentityError('session_already_available');
    return {
      state: 'choose_method',
      identityId: active.identity.id,
      returnTo,
      data: { refresh, requested_aal: 'aal2' },
      nodes: secondFactorNodes(factors),
      messages: [labels.secondFactor()],
    };
  }
  if (active && !refresh)
    throw new IdentityError('session_already_available', { redirectBrowserTo: returnTo ?? defaultReturnUrl(hctx.req) });
  if (active && refresh) {
    return {
      state: 'choose_method',
      identityId: active.identity.id,
      returnTo,
      data: { refresh, requested_aal: 'aal1' },
      nodes: passwordNodes(active.identity.traits.email),
      messages: [labels.reauth()],
    };
  }
  return { state: 'choose_method', returnTo, data: { refresh: false, requested_aal: 'aal1' }, nodes: passwordNodes() };
}

function success(hctx: HandlerContext, flow: FlowRow<LoginData>, body: Record<string, unknown>): SubmitOutcome {
  const target = flow.return_to ?? defaultReturnUrl(hctx.req);
  return {
    type: 'success',
    redirectTo: target,
    body: { ...body, continue_with: [{ action: 'redirect_browser_to', redirect_browser_to: target }] },
  };
}

function invalid(flow: FlowRow<LoginData>, nodes: UiNode[], message = messages.invalidCredentials()): SubmitOutcome {
  setNodes(flow, nodes, [message]);
  return { type: 'flow', status: 400 };
}

/** An attempt limit refused the submit before anything was checked: 429, the flow says how long to wait. */
function refused(flow: FlowRow<LoginData>, nodes: UiNode[], gate: { retryAfterMs: number }, extra: UiText[] = []): SubmitOutcome {
  const seconds = retryAfterSeconds(gate);
  setNodes(flow, nodes, [...extra, messages.tooManyAttempts(seconds)]);
  return { type: 'flow', status: 429, retryAfterSeconds: seconds };
}

async function submitSecondFactor(
  hctx: HandlerContext,
  flow: FlowRow<LoginData>,
  body: z.infer<typeof LoginBody>,
  active: ActiveSession | null,
): Promise<SubmitOutcome> {
  if (!active || active.identity.id !== flow.identity_id) throw new IdentityError('session_aal1_required');
  const identityId = active.identity.id;
  const nodes = secondFactorNodes(await secondFactors(hctx.db, identityId));
  if (body.method !== 'totp' && body.method !== 'lookup_secret') return invalid(flow, nodes, messages.noStrategy());
  const field = body.method === 'totp' ? 'totp_code' : 'lookup_secret';
  const code = body.method === 'totp' ? body.totp_code : body.lookup_secret;
  if (!code?.trim()) {
    addNodeMessage(nodes, field, messages.required(field));
    setNodes(flow, nodes, [labels.secondFactor()]);
    return { type: 'flow', status: 400 };
  }
  // Counted per identity across flows before the code is looked at (a burst cannot slip past).
  const keys = keysFor(hctx, { policy: LIMITS.secondFactorIdentity, value: identityId }, LIMITS.secondFactorClient);
  const gate = await admit(hctx, keys);
  if (!gate.allowed) return refused(flow, nodes, gate, [labels.secondFactor()]);
  const result: CheckResult =
    body.method === 'totp'
      ? await checkTotp(hctx, hctx.db, identityId, code, hctx.now)
      : await useLookupCode(hctx, hctx.db, identityId, code, hctx.now);
  if (result !== 'ok') {
    const message =
      field === 'totp_code' ? messages.wrongTotp() : result === 'used' ? messages.lookupAlreadyUsed() : messages.lookupInvalid();
    addNodeMessage(nodes, field, message);
    flow.data.failed_attempts = (flow.data.failed_attempts ?? 0) + 1;
    if (flow.data.failed_attempts >= SECOND_FACTOR_FLOW_LIMIT) {
      // This flow is spent: the next submit gets self_service_flow_expired and a fresh flow.
      flow.expires_at = new Date(hctx.now).toISOString();
      setNodes(flow, nodes, [messages.secondFactorFlowExhausted()]);
    } else {
      setNodes(flow, nodes, [labels.secondFactor()]);
    }
    return { type: 'flow', status: 400 };
  }
  await admitted(hctx, keys);
  const session = await addSessionMethod(hctx.db, active.session, body.method, hctx.now);
  flow.state = 'passed_challenge';
  return success(hctx, flow, { session: await sessionJson(hctx, { ...active, session }) });
}

/**
 * A login flow that already succeeded is spent: a resubmit (an old tab, a double click) learns
 * which flow replaced it, the second-factor flow when the session still owes one.
 */
async function replaced(hctx: HandlerContext, flow: FlowRow<LoginData>, active: ActiveSession | null): Promise<never> {
  let useFlowId: string | undefined;
  if (active && (await needsSecondFactor(hctx, active))) {
    const query = new URLSearchParams({ aal: 'aal2', ...(flow.return_to ? { return_to: flow.return_to } : {}) });
    useFlowId = (await createFlow({ ...hctx, req: { ...hctx.req, query } }, loginFlow)).id;
  }
  throw new IdentityError('self_service_flow_replaced', {
    useFlowId,
    redirectBrowserTo: useFlowId ? uiUrl(hctx.req, 'login', { flow: useFlowId }) : (flow.return_to ?? defaultReturnUrl(hctx.req)),
  });
}

async function submit(hctx: HandlerContext, flow: FlowRow<LoginData>): Promise<SubmitOutcome> {
  const body = parseWith(LoginBody, hctx.req.body);
  const active = await readSession(hctx);
  if (flow.data.requested_aal === 'aal2') return submitSecondFactor(hctx, flow, body ?? {}, active);

  const refreshing = flow.data.refresh && flow.identity_id !== null;
  if (active && !refreshing)
    throw new IdentityError('session_already_available', { redirectBrowserTo: flow.return_to ?? defaultReturnUrl(hctx.req) });
  const refreshIdentity = refreshing ? await findIdentity(hctx.db, flow.identity_id as string) : null;
  const nodes = passwordNodes(refreshIdentity?.traits.email);
  if (!body || body.method !== 'password') return invalid(flow, nodes, messages.noStrategy());

  const identifier = (refreshIdentity?.traits.email ?? body.identifier ?? '').trim();
  const missing = [!identifier && 'identifier', !body.password && 'password'].filter((name): name is string => Boolean(name));
  if (missing.length) {
    for (const name of missing) addNodeMessage(nodes, name, messages.required(name));
    if (!refreshIdentity) nodes[0]!.attributes.value = identifier;
    setNodes(flow, nodes, refreshIdentity ? [labels.reauth()] : undefined);
    return { type: 'flow', status: 400 };
  }

  if (!refreshIdentity) nodes[0]!.attributes.value = identifier;
  // Counted per identifier as typed (known or not, so the limit reveals nothing) and per client
  // address, before the password is checked.
  const keys = keysFor(hctx, { policy: LIMITS.passwordIdentifier, value: identifier }, LIMITS.passwordClient);
  const gate = await admit(hctx, keys);
  if (!gate.allowed) return refused(flow, nodes, gate, refreshIdentity ? [labels.reauth()] : []);

  const identity = await findIdentityByEmail(hctx.db, identifier);
  const credential = identity ? await getCredential<{ hashed_password: string }>(hctx.db, identity.id, 'password') : null;
  dummyHash ??= hashPassword('not-a-password');
  const ok = await verifyPassword(body.password as string, credential?.hashed_password ?? (await dummyHash));
  if (!identity || !credential || !ok || identity.state !== 'active') return invalid(flow, nodes);
  await admitted(hctx, keys);

  flow.state = 'passed_challenge';
  if (refreshing && active) {
    if (active.identity.id !== identity.id) throw new IdentityError('security_identity_mismatch');
    const session = await addSessionMethod(hctx.db, active.session, 'password', hctx.now);
    return success(hctx, flow, { session: await sessionJson(hctx, { ...active, session }) });
  }
  const issued = await issueSession(hctx, identity.id, 'password');
  if ((await secondFactors(hctx.db, identity.id)).length > 0) {
    // First factor done; the browser must now complete the second one.
    return { type: 'location', redirectTo: loginBrowserUrl(hctx.req, { aal: 'aal2', returnTo: flow.return_to }) };
  }
  return success(hctx, flow, { session: await sessionJson(hctx, issued) });
}

export const loginFlow: FlowSpec<LoginData> = {
  kind: 'login',
  init,
  submit,
  async checkSpent(hctx, flow) {
    if (flow.state === 'passed_challenge') await replaced(hctx, flow, await readSession(hctx));
  },
  async extras(_hctx, flow) {
    return { refresh: flow.data.refresh, requested_aal: flow.data.requested_aal, organization_id: null };
  },
};
