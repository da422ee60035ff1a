import type { HandlerContext } from '../context';
import { acceptInviteForVerifiedAddress } from '../people/invites';
import { mails } from '../courier/courier';
import { IdentityError } from '../errors';
import { findIdentityByEmail, markAddressVerified, secondFactors } from '../store/identities';
import type { FlowRow } from '../store/flows';
import { resetKey } from '../store/throttle';
import {
  admitCodeMail,
  armCode,
  checkCode,
  codeNodes,
  emailNodes,
  emptyCodeData,
  readCodeAction,
  type CodeFlowData,
} from './code-flow';
import { createFlow, setNodes, type FlowDraft, type FlowSpec, type SubmitOutcome } from './engine';
import { LIMITS } from './limits';
import { issueSession, readSession } from './session';
import { settingsFlow } from './settings';
import { labels, messages } from './text';
import { defaultReturnUrl, loginBrowserUrl, resolveReturnTo, uiUrl } from './urls';

async function init(hctx: HandlerContext): Promise<FlowDraft<CodeFlowData>> {
  const returnTo = resolveReturnTo(hctx.req, hctx.req.query.get('return_to'), hctx.config.allowedReturnUrls);
  if (await readSession(hctx)) {
    throw new IdentityError('session_already_available', { redirectBrowserTo: returnTo ?? defaultReturnUrl(hctx.req) });
  }
  return { state: 'choose_method', returnTo, data: emptyCodeData(), nodes: emailNodes() };
}

async function submit(hctx: HandlerContext, flow: FlowRow<CodeFlowData>): Promise<SubmitOutcome> {
  if (flow.state === 'passed_challenge') {
    setNodes(flow, [], [messages.recoveryRetrySuccess()]);
    return { type: 'flow', status: 400 };
  }
  if (await readSession(hctx))
    throw new IdentityError('session_already_available', { redirectBrowserTo: defaultReturnUrl(hctx.req) });
  const action = readCodeAction(hctx, flow, labels.recoveryCode(), messages.recoveryNoStrategy());
  if (action.type === 'invalid') return action.outcome;

  if (action.type === 'send') {
    const refused = await admitCodeMail(hctx, 'recovery', flow, action.email, labels.recoveryCode());
    if (refused) return refused;
    const code = armCode(hctx, flow.data, action.email);
    const identity = await findIdentityByEmail(hctx.db, action.email);
    // Same answer for unknown addresses: the mail, not the response, tells the owner.
    await hctx.courier.send(
      identity && identity.state === 'active'
        ? mails.recoveryCode(action.email, code, hctx.config.issuer)
        : mails.recoveryUnknown(action.email, hctx.config.issuer),
    );
    if (!identity || identity.state !== 'active') flow.data.code_hash = null;
    flow.state = 'sent_email';
    setNodes(flow, codeNodes(action.email, labels.recoveryCode()), [messages.recoveryCodeSent()]);
    return { type: 'flow', status: 200 };
  }

  const email = flow.data.email as string;
  const checked = await checkCode(hctx, 'recovery', flow, action.code, labels.recoveryCode());
  if (checked.refused) return checked.refused;
  const identity = await findIdentityByEmail(hctx.db, email);
  if (!checked.ok || !identity || identity.state !== 'active') {
    setNodes(flow, codeNodes(email, labels.recoveryCode()), [messages.recoveryCodeInvalid()]);
    return { type: 'flow', status: 400 };
  }
  flow.data.code_hash = null;
  flow.state = 'passed_challenge';
  setNodes(flow, []);
  // The code proves control of the mailbox: the address counts as verified.
  await markAddressVerified(hctx.db, identity.id, email);
  // The owner proved the mailbox: failed sign-ins by others no longer hold the account back.
  await resetKey(hctx.db, { policy: LIMITS.passwordIdentifier, value: email });
  await acceptInviteForVerifiedAddress(hctx.db, identity.id, email, hctx.now);
  await issueSession(hctx, identity.id, 'code_recovery');

  const settings = await createFlow(hctx, settingsFlow.forRecovery(identity.id, flow.return_to));
  await hctx.db.query(`UPDATE kratos.flows SET ui = jsonb_set(ui, '{messages}', $2::jsonb) WHERE id = $1`, [
    settings.id,
    JSON.stringify([messages.recoverySuccessful(Math.round(hctx.config.privilegedSessionMaxAgeMs / 60_000))]),
  ]);
  const settingsUrl = uiUrl(hctx.req, 'settings', { flow: settings.id });
  flow.data.settings_flow = { id: settings.id, url: settingsUrl };
  if ((await secondFactors(hctx.db, identity.id)).length > 0) {
    // The recovered session is aal1; an identity with a second factor must complete it first.
    return { type: 'location', redirectTo: loginBrowserUrl(hctx.req, { aal: 'aal2', returnTo: settingsUrl }) };
  }
  return { type: 'location', redirectTo: settingsUrl };
}

export const recoveryFlow: FlowSpec<CodeFlowData> = {
  kind: 'recovery',
  init,
  submit,
  async extras(_hctx, flow) {
    const next = flow.data.settings_flow;
    return { continue_with: next ? [{ action: 'show_settings_ui', flow: next }] : [] };
  },
};
