import { isIPv6 } from 'node:net';
import type { HandlerContext } from '../context';
import { charge, succeed, type ChargeResult, type ThrottleKey, type ThrottlePolicy } from '../store/throttle';

const MINUTE = 60_000;

/** Failures: `limit` in a row, then 1, 2, 4, 8 minutes, then 15 at most (the bound a real user waits). */
function failures(bucket: string, limit: number, onSuccess: ThrottlePolicy['onSuccess']): ThrottlePolicy {
  return { bucket, limit, windowMs: 15 * MINUTE, lockMs: MINUTE, maxLockMs: 15 * MINUTE, onSuccess };
}

/**
 * Attempt limits (README "Attempt limits"). Per identifier or identity they stop guessing one
 * account; per client address they stop one client spreading guesses over many accounts, and are
 * looser because many people may share an address.
 */
export const LIMITS = {
  /** Password sign-ins per identifier as typed, known or not: a limit that only existing accounts hit would reveal them. */
  passwordIdentifier: failures('password:identifier', 10, 'reset'),
  passwordClient: failures('password:client', 50, 'refund'),
  /** TOTP and backup codes per identity, across flows. */
  secondFactorIdentity: failures('second_factor:identity', 10, 'reset'),
  secondFactorClient: failures('second_factor:client', 50, 'refund'),
  /** Wrong recovery / verification codes per e-mail address, across flows. */
  codeCheckAddress: (kind: CodeKind) => failures(`code_check:${kind}:address`, 10, 'reset'),
  codeCheckClient: failures('code_check:client', 50, 'refund'),
  /** Mails with a code: 3 per address and 20 per client address in 15 minutes, then one per 15 minutes. */
  codeMailAddress: (kind: CodeKind): ThrottlePolicy => ({
    bucket: `code_mail:${kind}:address`,
    limit: 3,
    windowMs: 15 * MINUTE,
    lockMs: 15 * MINUTE,
    maxLockMs: 15 * MINUTE,
    onSuccess: 'refund',
  }),
  codeMailClient: {
    bucket: 'code_mail:client',
    limit: 20,
    windowMs: 15 * MINUTE,
    lockMs: 15 * MINUTE,
    maxLockMs: 15 * MINUTE,
    onSuccess: 'refund',
  } satisfies ThrottlePolicy,
};

/** Wrong second-factor codes one login flow takes before it is spent. */
export const SECOND_FACTOR_FLOW_LIMIT = 5;

export type CodeKind = 'recovery' | 'verification';

/**
 * The client as a throttle key: an IPv4 address, or the /64 network of an IPv6 address (one
 * client usually holds a whole /64, so single addresses would be free to rotate).
 */
export function clientKey(address: string): string {
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Keys for an attempt: the client address first (when known), then the subject's own key. */
export function keysFor(
  hctx: HandlerContext,
  subject: { policy: ThrottlePolicy; value: string },
  clientPolicy: ThrottlePolicy,
): ThrottleKey[] {
  const address = hctx.req.clientAddress;
  return [...(address ? [{ policy: clientPolicy, value: clientKey(address) }] : []), subject];
}

export function admit(hctx: HandlerContext, keys: ThrottleKey[]): Promise<ChargeResult> {
  return charge(hctx.db, keys, hctx.now);
}

export function admitted(hctx: HandlerContext, keys: ThrottleKey[]): Promise<void> {
  return succeed(hctx.db, keys);
}

export function retryAfterSeconds(result: { retryAfterMs: number }): number {
  return Math.ceil(result.retryAfterMs / 1000);
}
