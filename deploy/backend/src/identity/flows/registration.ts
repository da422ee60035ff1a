import { z } from 'zod';
import type { HandlerContext } from '../context';
import { hashPassword, passwordPolicyViolation } from '../crypto/password';
import { IdentityError } from '../errors';
import { acceptInvite, findPendingInvite, type InviteRow } from '../people/invites';
import { createIdentity, findIdentityByEmail, identityJson, isUniqueViolation, normalizeTraits } from '../store/identities';
import type { FlowRow } from '../store/flows';
import { setNodes, type FlowDraft, type FlowSpec, type SubmitOutcome } from './engine';
import { addNodeMessage, inputNode, restoreValues, submitNode, type UiNode } from './nodes';
import { issueSession, readSession, sessionJson } from './session';
import { labels, messages } from './text';
import { defaultReturnUrl, resolveReturnTo } from './urls';
import { parseWith } from './validation';
import { startVerification } from './verification';

export interface RegistrationData {
  invite_id: string | null;
  after_verification_return_to: string | null;
}

const RegistrationBody = z.object({
  method: z.string().max(64).optional(),
  'traits.email': z.string().max(320).optional(),
  'traits.name.first': z.string().max(200).optional(),
  'traits.name.last': z.string().max(200).optional(),
  password: z.string().max(4096).optional(),
});

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export function traitNodes(
  values: { email?: string; first?: string; last?: string } = {},
  group: 'default' | 'profile' = 'default',
): UiNode[] {
  return [
    inputNode(group, 'traits.email', {
      type: 'email',
      value: values.email ?? '',
      required: true,
      autocomplete: 'email',
      label: labels.generated('E-Mail'),
    }),
    inputNode(group, 'traits.name.first', { value: values.first ?? '', label: labels.generated('First Name') }),
    inputNode(group, 'traits.name.last', { value: values.last ?? '', label: labels.generated('Last Name') }),
  ];
}

function registrationNodes(values: { email?: string; first?: string; last?: string } = {}): UiNode[] {
  return [
    ...traitNodes(values),
    inputNode('password', 'password', {
      type: 'password',
      required: true,
      autocomplete: 'new-password',
      label: labels.password(),
    }),
    submitNode('password', 'method', 'password', labels.signUp()),
  ];
}

async function init(hctx: HandlerContext): Promise<FlowDraft<RegistrationData>> {
  const { query } = hctx.req;
  const returnTo = resolveReturnTo(hctx.req, query.get('return_to'), hctx.config.allowedReturnUrls);
  const afterVerification = resolveReturnTo(hctx.req, query.get('after_verification_return_to'), hctx.config.allowedReturnUrls);
  if (await readSession(hctx)) {
    throw new IdentityError('session_already_available', { redirectBrowserTo: returnTo ?? defaultReturnUrl(hctx.req) });
  }
  const inviteId = query.get('invite');
  const invite: InviteRow | null = inviteId ? await findPendingInvite(hctx.db, { id: inviteId }, hctx.now) : null;
  return {
    state: 'choose_method',
    returnTo,
    data: { invite_id: invite?.id ?? null, after_verification_return_to: afterVerification },
    nodes: registrationNodes(invite ? { email: invite.email, first: invite.first_name ?? '', last: invite.last_name ?? '' } : {}),
    // A link whose invitation is gone still opens a plain sign-up, saying why nothing is filled in.
    ...(inviteId !== null && !invite && { messages: [messages.invitationNotValid()] }),
  };
}

async function submit(hctx: HandlerContext, flow: FlowRow<RegistrationData>): Promise<SubmitOutcome> {
  if (await readSession(hctx))
    throw new IdentityError('session_already_available', { redirectBrowserTo: flow.return_to ?? defaultReturnUrl(hctx.req) });
  const body = parseWith(RegistrationBody, hctx.req.body);
  const nodes = registrationNodes();
  const fail = (uiMessage?: ReturnType<typeof messages.generic>): SubmitOutcome => {
    setNodes(flow, nodes, uiMessage ? [uiMessage] : undefined);
    return { type: 'flow', status: 400 };
  };
  if (!body || body.method !== 'password') return fail(messages.noStrategy());
  restoreValues(nodes, hctx.req.body);

  const email = (body['traits.email'] ?? '').trim();
  const password = body.password ?? '';
  let invalid = false;
  if (!email) invalid = addNodeMessage(nodes, 'traits.email', messages.required('email'));
  else if (!EMAIL.test(email)) invalid = addNodeMessage(nodes, 'traits.email', messages.invalidFormat(email, 'email'));
  if (!password) invalid = addNodeMessage(nodes, 'password', messages.required('password'));
  else {
    const violation = passwordPolicyViolation(password, email);
    if (violation) invalid = addNodeMessage(nodes, 'password', messages.passwordPolicy(violation));
  }
  if (invalid) return fail();

  // The invitation of the link this flow was opened with (its id is the secret mailed to the
  // invitee): it counts only for the address it was sent to.
  const pending = flow.data.invite_id ? await findPendingInvite(hctx.db, { id: flow.data.invite_id }, hctx.now) : null;
  const invite = pending && pending.email.toLowerCase() === email.toLowerCase() ? pending : null;
  const typedName = Boolean(body['traits.name.first']?.trim() || body['traits.name.last']?.trim());
  const traits = normalizeTraits({
    email,
    first: typedName ? body['traits.name.first'] : (invite?.first_name ?? ''),
    last: typedName ? body['traits.name.last'] : (invite?.last_name ?? ''),
  });
  if (await findIdentityByEmail(hctx.db, traits.email)) return fail(messages.duplicateCredentials());
  const passwordHash = await hashPassword(password);
  let identityId: string;
  try {
    identityId = await hctx.db.transaction(async (tx) => {
      // Registering from the invitation link proves the mailbox (the link went only there): the
      // address is verified and the invited role granted, once. Without the link an invited
      // address gets its role when it is verified (verification.ts).
      const identity = await createIdentity(tx, traits, { passwordHash, verified: invite !== null });
      if (invite) await acceptInvite(tx, invite, identity.id, hctx.now);
      return identity.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return fail(messages.duplicateCredentials());
    throw error;
  }

  const active = await issueSession(hctx, identityId, 'password');
  const verification = await startVerification(hctx, traits.email, flow.data.after_verification_return_to ?? flow.return_to);
  flow.state = 'passed_challenge';
  const target = flow.return_to ?? defaultReturnUrl(hctx.req);
  return {
    type: 'success',
    redirectTo: target,
    body: {
      identity: await identityJson(hctx.db, active.identity, hctx.req.publicUrl),
      session: await sessionJson(hctx, active),
      continue_with: [
        {
          action: 'show_verification_ui',
          flow: { id: verification.id, verifiable_address: traits.email, url: verification.url },
        },
      ],
    },
  };
}

export const registrationFlow: FlowSpec<RegistrationData> = {
  kind: 'registration',
  init,
  submit,
  async extras() {
    return { organization_id: null };
  },
};
