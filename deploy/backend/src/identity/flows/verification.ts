import type { HandlerContext } from '../context';
import { acceptInviteForVerifiedAddress } from '../people/invites';
import { mails } from '../courier/courier';
import { findIdentityByEmail, markAddressVerified } from '../store/identities';
import type { FlowRow } from '../store/flows';
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
import { anchorNode } from './nodes';
import { readSession } from './session';
import { labels, messages } from './text';
import { defaultReturnUrl, resolveReturnTo, uiUrl } from './urls';

async function sendCode(hctx: HandlerContext, flow: { id: string; data: CodeFlowData }, email: string): Promise<void> {
  const code = armCode(hctx, flow.data, email);
  const identity = await findIdentityByEmail(hctx.db, email);
  const issuer = hctx.config.issuer;
  // Unknown addresses get a notice instead of a code, so the answer does not reveal who is registered.
  await hctx.courier.send(
    identity
      ? mails.verificationCode(email, code, uiUrl(hctx.req, 'verification', { flow: flow.id }), issuer)
      : mails.verificationUnknown(email, issuer),
  );
}

async function init(hctx: HandlerContext): Promise<FlowDraft<CodeFlowData>> {
  const returnTo = resolveReturnTo(hctx.req, hctx.req.query.get('return_to'), hctx.config.allowedReturnUrls);
  const active = await readSession(hctx);
  return { state: 'choose_method', returnTo, data: emptyCodeData(), nodes: emailNodes(active?.identity.traits.email ?? '') };
}

async function submit(hctx: HandlerContext, flow: FlowRow<CodeFlowData>): Promise<SubmitOutcome> {
  if (flow.state === 'passed_challenge') {
    setNodes(
      flow,
      flow.ui.nodes.filter((node) => node.attributes.name !== 'csrf_token'),
      [messages.verificationRetrySuccess()],
    );
    return { type: 'flow', status: 400 };
  }
  const action = readCodeAction(hctx, flow, labels.verificationCode(), messages.verificationNoStrategy());
  if (action.type === 'invalid') return action.outcome;
  if (action.type === 'send') {
    const refused = await admitCodeMail(hctx, 'verification', flow, action.email, labels.verificationCode());
    if (refused) return refused;
    await sendCode(hctx, flow, action.email);
    flow.state = 'sent_email';
    setNodes(flow, codeNodes(action.email, labels.verificationCode()), [messages.verificationCodeSent()]);
    return { type: 'flow', status: 200 };
  }
  const email = flow.data.email as string;
  const checked = await checkCode(hctx, 'verification', flow, action.code, labels.verificationCode());
  if (checked.refused) return checked.refused;
  if (!checked.ok) {
    setNodes(flow, codeNodes(email, labels.verificationCode()), [messages.verificationCodeInvalid()]);
    return { type: 'flow', status: 400 };
  }
  const identity = await findIdentityByEmail(hctx.db, email);
  if (identity) {
    await markAddressVerified(hctx.db, identity.id, email);
    // A proven address takes up a pending invitation sent to it.
    await acceptInviteForVerifiedAddress(hctx.db, identity.id, email, hctx.now);
  }
  flow.data.code_hash = null;
  flow.state = 'passed_challenge';
  const target = flow.return_to ?? defaultReturnUrl(hctx.req);
  setNodes(flow, [anchorNode('code', 'continue', target, labels.continue())], [messages.verified()]);
  return { type: 'flow', status: 200 };
}

export const verificationFlow: FlowSpec<CodeFlowData> = { kind: 'verification', init, submit };

/**
 * Opens a verification flow that has already mailed a code (after registration), so the
 * `show_verification_ui` continuation lands on the code form.
 */
export async function startVerification(
  hctx: HandlerContext,
  email: string,
  returnTo: string | null,
): Promise<{ id: string; url: string }> {
  const data = emptyCodeData();
  const flow = await createFlow(hctx, {
    ...verificationFlow,
    init: async () => ({
      state: 'sent_email',
      returnTo,
      data,
      nodes: codeNodes(email, labels.verificationCode()),
      messages: [messages.verificationCodeSent()],
    }),
  });
  // The registration's own mail counts like any other; over the limit the person asks for a
  // code later (the form offers to resend).
  const refused = await admitCodeMail(hctx, 'verification', flow, email, labels.verificationCode());
  if (!refused) {
    await sendCode(hctx, flow, email);
    await hctx.db.query('UPDATE kratos.flows SET data = $2 WHERE id = $1', [flow.id, JSON.stringify(flow.data)]);
  }
  return { id: flow.id, url: uiUrl(hctx.req, 'verification', { flow: flow.id }) };
}
