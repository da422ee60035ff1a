import { z } from 'zod';
import type { HandlerContext } from '../context';
import { hashPassword, passwordPolicyViolation } from '../crypto/password';
import { generateTotpSecret, verifyTotp } from '../crypto/totp';
import { IdentityError } from '../errors';
import {
  deleteCredential,
  findIdentity,
  findIdentityByEmail,
  getCredential,
  identityJson,
  isUniqueViolation,
  normalizeTraits,
  updateTraits,
  upsertCredential,
  type IdentityRow,
} from '../store/identities';
import type { FlowRow } from '../store/flows';
import { setNodes, type FlowDraft, type FlowSpec, type SubmitOutcome } from './engine';
import { freshLookupCodes, sealLookupCodes, type LookupCredential } from './factors';
import { addNodeMessage, restoreValues, type UiNode } from './nodes';
import { expireAccessTokens } from '../people/tokens';
import { revokeOtherSessions, rotateSessionToken } from '../store/sessions';
import { needsSecondFactor, readSession, SESSION_COOKIE, setSessionCookie, type ActiveSession } from './session';
import { emptySettingsData, settingsNodes, type SettingsData } from './settings-nodes';
import { messages, type UiText } from './text';
import { loginBrowserUrl, resolveReturnTo, uiUrl } from './urls';
import { parseWith, truthy } from './validation';

const SettingsBody = z.object({
  method: z.enum(['profile', 'password', 'totp', 'lookup_secret']).optional(),
  'traits.email': z.string().max(320).optional(),
  'traits.name.first': z.string().max(200).optional(),
  'traits.name.last': z.string().max(200).optional(),
  password: z.string().max(4096).optional(),
  totp_code: z.string().max(64).optional(),
  totp_unlink: z.union([z.boolean(), z.string().max(8)]).optional(),
  lookup_secret_regenerate: z.union([z.boolean(), z.string().max(8)]).optional(),
  lookup_secret_reveal: z.union([z.boolean(), z.string().max(8)]).optional(),
  lookup_secret_confirm: z.union([z.boolean(), z.string().max(8)]).optional(),
  lookup_secret_disable: z.union([z.boolean(), z.string().max(8)]).optional(),
});
type Body = z.infer<typeof SettingsBody>;

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The clicked button names the method; infer it from the fields when a client leaves it out. */
function methodOf(body: Body): Body['method'] {
  if (body.method) return body.method;
  if (body.totp_unlink !== undefined || body.totp_code !== undefined) return 'totp';
  if (
    ['lookup_secret_regenerate', 'lookup_secret_reveal', 'lookup_secret_confirm', 'lookup_secret_disable'].some(
      (key) => key in body,
    )
  )
    return 'lookup_secret';
  if (body.password !== undefined) return 'password';
  if (body['traits.email'] !== undefined) return 'profile';
  return undefined;
}

async function requireSession(hctx: HandlerContext, returnTo: string | null): Promise<ActiveSession> {
  const active = await readSession(hctx);
  if (!active) {
    const back = `${hctx.req.publicUrl}/self-service/settings/browser${returnTo ? `?return_to=${encodeURIComponent(returnTo)}` : ''}`;
    throw new IdentityError('session_inactive', { redirectBrowserTo: loginBrowserUrl(hctx.req, { returnTo: back }) });
  }
  if (await needsSecondFactor(hctx, active)) {
    throw new IdentityError('session_aal2_required', { redirectBrowserTo: loginBrowserUrl(hctx.req, { aal: 'aal2', returnTo }) });
  }
  return active;
}

async function init(hctx: HandlerContext): Promise<FlowDraft<SettingsData>> {
  const returnTo = resolveReturnTo(hctx.req, hctx.req.query.get('return_to'), hctx.config.allowedReturnUrls);
  const active = await requireSession(hctx, returnTo);
  return draftFor(hctx, active.identity, returnTo);
}

async function draftFor(hctx: HandlerContext, identity: IdentityRow, returnTo: string | null): Promise<FlowDraft<SettingsData>> {
  const data = emptySettingsData();
  if (!(await getCredential(hctx.db, identity.id, 'totp'))) data.totp_secret_sealed = hctx.box.seal(generateTotpSecret());
  return { state: 'show_form', identityId: identity.id, returnTo, data, nodes: await settingsNodes(hctx, identity, data) };
}

function isPrivileged(hctx: HandlerContext, active: ActiveSession): boolean {
  return hctx.now - new Date(active.session.authenticated_at).getTime() < hctx.config.privilegedSessionMaxAgeMs;
}

function requirePrivileged(hctx: HandlerContext, active: ActiveSession, flow: FlowRow<SettingsData>): void {
  if (isPrivileged(hctx, active)) return;
  throw new IdentityError('session_refresh_required', {
    redirectBrowserTo: loginBrowserUrl(hctx.req, { refresh: true, returnTo: uiUrl(hctx.req, 'settings', { flow: flow.id }) }),
  });
}

async function render(
  hctx: HandlerContext,
  flow: FlowRow<SettingsData>,
  identityId: string,
  edit?: (nodes: UiNode[]) => void,
  uiMessages?: UiText[],
): Promise<void> {
  const identity = (await findIdentity(hctx.db, identityId)) as IdentityRow;
  const nodes = await settingsNodes(hctx, identity, flow.data);
  edit?.(nodes);
  setNodes(flow, nodes, uiMessages);
}

async function saved(hctx: HandlerContext, flow: FlowRow<SettingsData>, identityId: string): Promise<SubmitOutcome> {
  flow.state = 'success';
  if (!(await getCredential(hctx.db, identityId, 'totp')) && !flow.data.totp_secret_sealed) {
    flow.data.totp_secret_sealed = hctx.box.seal(generateTotpSecret());
  }
  await render(hctx, flow, identityId, undefined, [messages.settingsSaved()]);
  return { type: 'flow', status: 200 };
}

async function invalid(
  hctx: HandlerContext,
  flow: FlowRow<SettingsData>,
  identityId: string,
  field: string | null,
  message: UiText,
): Promise<SubmitOutcome> {
  flow.state = 'show_form';
  await render(
    hctx,
    flow,
    identityId,
    (nodes) => {
      restoreValues(nodes, hctx.req.body);
      if (field) addNodeMessage(nodes, field, message);
    },
    field ? undefined : [message],
  );
  return { type: 'flow', status: 400 };
}

async function updateProfile(
  hctx: HandlerContext,
  flow: FlowRow<SettingsData>,
  active: ActiveSession,
  body: Body,
): Promise<SubmitOutcome> {
  const id = active.identity.id;
  const email = (body['traits.email'] ?? '').trim().toLowerCase();
  if (!email) return invalid(hctx, flow, id, 'traits.email', messages.required('email'));
  if (!EMAIL.test(email)) return invalid(hctx, flow, id, 'traits.email', messages.invalidFormat(email, 'email'));
  const traits = normalizeTraits({ email, first: body['traits.name.first'], last: body['traits.name.last'] });
  // The e-mail is the login identifier: changing it is a credential change.
  if (traits.email !== active.identity.traits.email) {
    requirePrivileged(hctx, active, flow);
    const other = await findIdentityByEmail(hctx.db, traits.email);
    if (other && other.id !== id) return invalid(hctx, flow, id, null, messages.duplicateCredentials());
  }
  try {
    await hctx.db.transaction((tx) => updateTraits(tx, active.identity, traits));
  } catch (error) {
    if (isUniqueViolation(error)) return invalid(hctx, flow, id, null, messages.duplicateCredentials());
    throw error;
  }
  return saved(hctx, flow, id);
}

async function updatePassword(
  hctx: HandlerContext,
  flow: FlowRow<SettingsData>,
  active: ActiveSession,
  body: Body,
): Promise<SubmitOutcome> {
  const id = active.identity.id;
  if (!body.password) return invalid(hctx, flow, id, 'password', messages.required('password'));
  requirePrivileged(hctx, active, flow);
  const violation = passwordPolicyViolation(body.password, active.identity.traits.email);
  if (violation) return invalid(hctx, flow, id, 'password', messages.passwordPolicy(violation));
  const hashed = await hashPassword(body.password);
  const fromCookie = hctx.req.cookies[SESSION_COOKIE] === active.token;
  const rotated = await hctx.db.transaction(async (tx) => {
    await upsertCredential(tx, id, 'password', { hashed_password: hashed });
    // Kratos' revoke_active_sessions: whoever else is signed in as this person (or holds one of
    // their access tokens) is signed out; this browser keeps its session under a new token.
    await revokeOtherSessions(tx, id, active.session.id);
    await expireAccessTokens(tx, id);
    return fromCookie ? rotateSessionToken(tx, active.session.id) : null;
  });
  if (rotated) setSessionCookie(hctx, rotated, active.session.expires_at);
  return saved(hctx, flow, id);
}

async function updateTotp(
  hctx: HandlerContext,
  flow: FlowRow<SettingsData>,
  active: ActiveSession,
  body: Body,
): Promise<SubmitOutcome> {
  const id = active.identity.id;
  requirePrivileged(hctx, active, flow);
  if (truthy(body.totp_unlink)) {
    await deleteCredential(hctx.db, id, 'totp');
    flow.data.totp_secret_sealed = null;
    return saved(hctx, flow, id);
  }
  if (!flow.data.totp_secret_sealed) return invalid(hctx, flow, id, null, messages.settingsNoStrategy());
  if (!body.totp_code) return invalid(hctx, flow, id, 'totp_code', messages.required('totp_code'));
  const secret = hctx.box.open(flow.data.totp_secret_sealed);
  const step = verifyTotp(secret, body.totp_code.trim(), hctx.now);
  if (step === null) return invalid(hctx, flow, id, 'totp_code', messages.wrongTotp());
  await upsertCredential(hctx.db, id, 'totp', { secret_sealed: flow.data.totp_secret_sealed, last_step: step });
  flow.data.totp_secret_sealed = null;
  return saved(hctx, flow, id);
}

async function updateLookup(
  hctx: HandlerContext,
  flow: FlowRow<SettingsData>,
  active: ActiveSession,
  body: Body,
): Promise<SubmitOutcome> {
  const id = active.identity.id;
  requirePrivileged(hctx, active, flow);
  if (truthy(body.lookup_secret_disable)) {
    await deleteCredential(hctx.db, id, 'lookup_secret');
    flow.data.lookup_pending = null;
    flow.data.lookup_revealed = false;
    return saved(hctx, flow, id);
  }
  if (truthy(body.lookup_secret_confirm)) {
    if (!flow.data.lookup_pending) return invalid(hctx, flow, id, null, messages.noLookup());
    const credential: LookupCredential = { codes: flow.data.lookup_pending };
    await upsertCredential(hctx.db, id, 'lookup_secret', credential);
    flow.data.lookup_pending = null;
    flow.data.lookup_revealed = false;
    return saved(hctx, flow, id);
  }
  if (truthy(body.lookup_secret_regenerate)) {
    flow.data.lookup_pending = sealLookupCodes(hctx.box, freshLookupCodes());
  } else if (truthy(body.lookup_secret_reveal)) {
    if (!(await getCredential(hctx.db, id, 'lookup_secret'))) return invalid(hctx, flow, id, null, messages.noLookup());
    flow.data.lookup_revealed = true;
  } else {
    return invalid(hctx, flow, id, null, messages.settingsNoStrategy());
  }
  flow.state = 'show_form';
  await render(hctx, flow, id);
  return { type: 'flow', status: 200 };
}

async function authorize(hctx: HandlerContext, flow: FlowRow<SettingsData>): Promise<void> {
  const active = await requireSession(hctx, flow.return_to);
  if (active.identity.id !== flow.identity_id) throw new IdentityError('security_identity_mismatch');
}

async function submit(hctx: HandlerContext, flow: FlowRow<SettingsData>): Promise<SubmitOutcome> {
  const active = (await readSession(hctx)) as ActiveSession;
  const body = parseWith(SettingsBody, hctx.req.body);
  const method = body ? methodOf(body) : undefined;
  if (!body || !method) return invalid(hctx, flow, active.identity.id, null, messages.settingsNoStrategy());
  if (method === 'profile') return updateProfile(hctx, flow, active, body);
  if (method === 'password') return updatePassword(hctx, flow, active, body);
  if (method === 'totp') return updateTotp(hctx, flow, active, body);
  return updateLookup(hctx, flow, active, body);
}

export const settingsFlow = {
  kind: 'settings' as const,
  init,
  authorize,
  submit,
  async extras(hctx: HandlerContext, flow: FlowRow<SettingsData>) {
    const identity = flow.identity_id ? await findIdentity(hctx.db, flow.identity_id) : null;
    return { identity: identity ? await identityJson(hctx.db, identity, hctx.req.publicUrl) : null, continue_with: [] };
  },
  /** A settings flow for a session issued in this same request (account recovery). */
  forRecovery(identityId: string, returnTo: string | null): FlowSpec<SettingsData> {
    return {
      ...settingsFlow,
      init: async (hctx) => draftFor(hctx, (await findIdentity(hctx.db, identityId)) as IdentityRow, returnTo),
    };
  },
} satisfies FlowSpec<SettingsData> & { forRecovery: unknown };
