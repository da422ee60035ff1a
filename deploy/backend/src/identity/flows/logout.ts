import type { HandlerContext } from '../context';
import { IdentityError } from '../errors';
import type { IdentityResponse } from '../http/request';
import { consumeLogoutToken, issueLogoutToken } from '../store/sessions';
import { clearSessionCookie, readSession } from './session';
import { defaultReturnUrl, resolveReturnTo } from './urls';

/** GET /self-service/logout/browser: a logout URL carrying a one-off token (CSRF-safe as a plain link). */
export async function createLogoutFlow(hctx: HandlerContext): Promise<IdentityResponse> {
  const returnTo = resolveReturnTo(hctx.req, hctx.req.query.get('return_to'), hctx.config.allowedReturnUrls);
  const active = await readSession(hctx);
  if (!active) throw new IdentityError('session_inactive');
  const token = await issueLogoutToken(hctx.db, active.session.id);
  const query = new URLSearchParams({ token });
  if (returnTo) query.set('return_to', returnTo);
  return {
    status: 200,
    body: { logout_token: token, logout_url: `${hctx.req.publicUrl}/self-service/logout?${query.toString()}` },
  };
}

/**
 * GET /self-service/logout?token=&return_to=: 204 for JSON callers, 303 for browsers. The token is
 * bound to the caller's session and usable once.
 */
export async function performLogout(hctx: HandlerContext): Promise<IdentityResponse> {
  const returnTo = resolveReturnTo(hctx.req, hctx.req.query.get('return_to'), hctx.config.allowedReturnUrls);
  const token = hctx.req.query.get('token');
  if (!token) throw new IdentityError('bad_request', { reason: 'A logout token is required.' });
  // The token only ends the session it was issued to, and only for the visitor holding that
  // session: another session's link (or a used one) neither clears the cookie nor ends anything.
  const active = await readSession(hctx);
  if (!active || !(await consumeLogoutToken(hctx.db, token, active.session.id))) {
    throw new IdentityError('bad_request', { reason: 'The logout token is invalid or has expired.' });
  }
  // the session has ended (above) before its cookie is cleared
  clearSessionCookie(hctx);
  if (hctx.req.wantsJson) return { status: 204 };
  return { status: 303, headers: { location: returnTo ?? defaultReturnUrl(hctx.req) } };
}
