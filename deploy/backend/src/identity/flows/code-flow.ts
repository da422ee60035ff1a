import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { HandlerContext } from '../context';
import { randomDigits, safeEqual } from '../crypto/secrets';
import type { FlowRow } from '../store/flows';
import { setNodes, type SubmitOutcome } from './engine';
import { admit, admitted, keysFor, LIMITS, retryAfterSeconds, type CodeKind } from './limits';
import { addNodeMessage, hiddenNode, inputNode, submitNode, type UiNode } from './nodes';
import { labels, messages, type UiText } from './text';
import { parseWith } from './validation';

/** State shared by recovery and verification: the address and the hashed code sent to it. */
export interface CodeFlowData {
  email: string | null;
  code_salt: string | null;
  code_hash: string | null;
  attempts: number;
  /** Recovery only: the settings flow opened for the recovered session. */
  settings_flow?: { id: string; url: string };
}

export const emptyCodeData = (): CodeFlowData => ({ email: null, code_salt: null, code_hash: null, attempts: 0 });

/** Wrong guesses allowed per sent code before it stops working (6 digits must not be brute-forced). */
export const MAX_CODE_ATTEMPTS = 5;

export const CodeBody = z.object({
  method: z.string().max(64).optional(),
  email: z.string().max(320).optional(),
  code: z.string().max(64).optional(),
});

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export function emailNodes(value = ''): UiNode[] {
  return [
    inputNode('code', 'email', { type: 'email', value, required: true, autocomplete: 'email', label: labels.email() }),
    submitNode('code', 'method', 'code', labels.submit()),
  ];
}

export function codeNodes(email: string, codeLabel: UiText): UiNode[] {
  return [
    inputNode('code', 'code', {
      required: true,
      autocomplete: 'one-time-code',
      pattern: '[0-9]+',
      maxlength: 6,
      label: codeLabel,
    }),
    hiddenNode('code', 'method', 'code'),
    submitNode('code', 'method', 'code', labels.continue()),
    submitNode('code', 'email', email, labels.resendCode()),
  ];
}

/** Stores a fresh code's hash on the flow and returns the plain code for the mail. */
export function armCode(hctx: HandlerContext, data: CodeFlowData, email: string): string {
  const code = randomDigits(6);
  data.email = email;
  data.code_salt = randomBytes(16).toString('hex');
  data.code_hash = hctx.box.hash(code, data.code_salt);
  data.attempts = 0;
  return code;
}

export function codeMatches(hctx: HandlerContext, data: CodeFlowData, code: string): boolean {
  if (!data.code_hash || !data.code_salt || data.attempts >= MAX_CODE_ATTEMPTS) return false;
  data.attempts += 1;
  return safeEqual(hctx.box.hash(code.trim(), data.code_salt), data.code_hash);
}

export type CodeAction =
  { type: 'send'; email: string } | { type: 'verify'; code: string } | { type: 'invalid'; outcome: SubmitOutcome };

/**
 * Decides what a submit asks for: a code (once one was sent) is checked; otherwise `email` (the
 * first form, or the resend button) sends a new code. Invalid input re-renders the flow with field messages (400).
 */
export function readCodeAction(
  hctx: HandlerContext,
  flow: FlowRow<CodeFlowData>,
  codeLabel: UiText,
  noStrategy: UiText,
): CodeAction {
  const body = parseWith(CodeBody, hctx.req.body);
  const sent = flow.state === 'sent_email' && flow.data.email;
  const rerender = (nodes: UiNode[], flowMessages?: UiText[]): CodeAction => {
    setNodes(flow, nodes, flowMessages);
    return { type: 'invalid', outcome: { type: 'flow', status: 400 } };
  };
  if (!body || (body.method !== undefined && body.method !== 'code')) {
    return rerender(sent ? codeNodes(flow.data.email as string, codeLabel) : emailNodes(), [noStrategy]);
  }
  const code = body.code?.trim();
  if (sent && code) return { type: 'verify', code };
  const email = body.email?.trim().toLowerCase();
  if (email) {
    if (!EMAIL.test(email)) {
      const nodes = emailNodes(email);
      addNodeMessage(nodes, 'email', messages.invalidFormat(email, 'email'));
      return rerender(nodes);
    }
    return { type: 'send', email };
  }
  const nodes = sent ? codeNodes(flow.data.email as string, codeLabel) : emailNodes();
  addNodeMessage(nodes, sent ? 'code' : 'email', messages.required(sent ? 'code' : 'email'));
  return rerender(nodes);
}

/**
 * Counts a code mail to `email` (per address and per client address) before it is sent; null
 * when it may go, else the refusal to answer with (429, the form as it was, the wait in a message).
 */
export async function admitCodeMail(
  hctx: HandlerContext,
  kind: CodeKind,
  flow: FlowRow<CodeFlowData>,
  email: string,
  codeLabel: UiText,
): Promise<SubmitOutcome | null> {
  const gate = await admit(hctx, keysFor(hctx, { policy: LIMITS.codeMailAddress(kind), value: email }, LIMITS.codeMailClient));
  if (gate.allowed) return null;
  const seconds = retryAfterSeconds(gate);
  const sent = flow.state === 'sent_email' && flow.data.email;
  setNodes(flow, sent ? codeNodes(flow.data.email as string, codeLabel) : emailNodes(email), [messages.tooManyCodes(seconds)]);
  return { type: 'flow', status: 429, retryAfterSeconds: seconds };
}

/**
 * Checks a submitted code, counting wrong codes per address across flows (and per client
 * address) before the code is looked at. `refused` carries the 429 answer when a limit is hit.
 */
export async function checkCode(
  hctx: HandlerContext,
  kind: CodeKind,
  flow: FlowRow<CodeFlowData>,
  code: string,
  codeLabel: UiText,
): Promise<{ ok: boolean; refused?: SubmitOutcome }> {
  const email = flow.data.email as string;
  const keys = keysFor(hctx, { policy: LIMITS.codeCheckAddress(kind), value: email }, LIMITS.codeCheckClient);
  const gate = await admit(hctx, keys);
  if (!gate.allowed) {
    const seconds = retryAfterSeconds(gate);
    setNodes(flow, codeNodes(email, codeLabel), [messages.tooManyAttempts(seconds)]);
    return { ok: false, refused: { type: 'flow', status: 429, retryAfterSeconds: seconds } };
  }
  const ok = codeMatches(hctx, flow.data, code);
  if (ok) await admitted(hctx, keys);
  return { ok };
}
