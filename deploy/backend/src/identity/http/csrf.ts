import { createHash, randomBytes } from 'node:crypto';
import { isSecure, type HandlerContext } from '../context';
import { safeEqual } from '../crypto/secrets';
import { IdentityError } from '../errors';
import type { FlowRow } from '../store/flows';
import { serializeCookie } from './cookies';

const RAW_BYTES = 32;
const CSRF_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** Cookie name per the reference: `csrf_token_<sha256 hex of the public URL>`. */
export function csrfCookieName(publicUrl: string): string {
  return `csrf_token_${createHash('sha256').update(publicUrl).digest('hex')}`;
}

function isRawToken(value: string | undefined): value is string {
  return typeof value === 'string' && Buffer.from(value, 'base64url').length === RAW_BYTES;
}

function mint(hctx: HandlerContext): string {
  const raw = randomBytes(RAW_BYTES).toString('base64url');
  hctx.csrfRaw = raw;
  hctx.setCookies.push(
    serializeCookie(csrfCookieName(hctx.req.publicUrl), raw, {
      maxAgeSeconds: CSRF_COOKIE_MAX_AGE_S,
      httpOnly: true,
      sameSite: 'Lax',
      secure: isSecure(hctx),
    }),
  );
  return raw;
}

/** The browser's CSRF secret, minted (and set as a cookie) on first use. */
export function csrfRaw(hctx: HandlerContext): string {
  if (hctx.csrfRaw) return hctx.csrfRaw;
  const fromCookie = hctx.req.cookies[csrfCookieName(hctx.req.publicUrl)];
  if (isRawToken(fromCookie)) {
    hctx.csrfRaw = fromCookie;
    return fromCookie;
  }
  return mint(hctx);
}

/** New secret after a login, so a token seen before authentication is useless after it. */
export function rotateCsrf(hctx: HandlerContext): string {
  return mint(hctx);
}

/**
 * Each flow gets its own token: the browser secret XOR a random pad, pad prepended. Many flows can
 * be open in one browser while one cookie still vouches for all of them.
 */
export function maskedToken(raw: string): string {
  const secret = Buffer.from(raw, 'base64url');
  const pad = randomBytes(secret.length);
  const masked = Buffer.alloc(secret.length);
  for (let i = 0; i < secret.length; i += 1) masked[i] = (secret[i] as number) ^ (pad[i] as number);
  return Buffer.concat([pad, masked]).toString('base64url');
}

export function unmaskToken(token: string): string | null {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== RAW_BYTES * 2) return null;
  const out = Buffer.alloc(RAW_BYTES);
  for (let i = 0; i < RAW_BYTES; i += 1) out[i] = (bytes[i] as number) ^ (bytes[i + RAW_BYTES] as number);
  return out.toString('base64url');
}

/** The flow's token must have been minted for the secret in this browser's cookie. */
export function checkFlowCookie(hctx: HandlerContext, flow: FlowRow<unknown>): void {
  const cookie = hctx.req.cookies[csrfCookieName(hctx.req.publicUrl)];
  const raw = unmaskToken(flow.csrf_token);
  if (!cookie || !raw || !safeEqual(raw, cookie)) throw new IdentityError('security_csrf_violation');
}

/** Submit check: the echoed token (body `csrf_token` or header X-CSRF-Token) equals the flow's, and the cookie matches. */
export function checkSubmitCsrf(hctx: HandlerContext, flow: FlowRow<unknown>): void {
  const fromBody = hctx.req.body.csrf_token;
  const header = hctx.req.headers['x-csrf-token'];
  const echoed = typeof fromBody === 'string' && fromBody ? fromBody : Array.isArray(header) ? header[0] : header;
  if (!echoed || !safeEqual(echoed, flow.csrf_token)) throw new IdentityError('security_csrf_violation');
  checkFlowCookie(hctx, flow);
}
