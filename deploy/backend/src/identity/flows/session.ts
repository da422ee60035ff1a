import { isSecure, type HandlerContext, type IdentityContext } from '../context';
import { clearCookie, serializeCookie } from '../http/cookies';
import { rotateCsrf } from '../http/csrf';
import { touchLastLogin } from '../people/people';
import { findIdentity, identityJson, iso, secondFactors, type IdentityRow } from '../store/identities';
import { createSession, findSessionByToken, type AuthMethod, type SessionRow } from '../store/sessions';

export const SESSION_COOKIE = 'ory_kratos_session';

export interface ActiveSession {
  session: SessionRow;
  identity: IdentityRow;
  token: string;
}

/** The session token a request carries: the cookie, or `X-Session-Token` for API clients. */
export function sessionTokenOf(
  headers: Record<string, string | string[] | undefined>,
  cookies: Record<string, string>,
): string | null {
  const header = headers['x-session-token'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return fromHeader?.trim() || cookies[SESSION_COOKIE] || null;
}

/** Resolves an active session and its (active) identity from a raw token. */
export async function sessionForToken(ctx: IdentityContext, token: string | null, now: number): Promise<ActiveSession | null> {
  if (!token) return null;
  const session = await findSessionByToken(ctx.db, token, now);
  if (!session) return null;
  const identity = await findIdentity(ctx.db, session.identity_id);
  if (!identity || identity.state !== 'active') return null;
  return { session, identity, token };
}

export function readSession(hctx: HandlerContext): Promise<ActiveSession | null> {
  return sessionForToken(hctx, sessionTokenOf(hctx.req.headers, hctx.req.cookies), hctx.now);
}

/** True when the identity has a second factor the session has not completed ("highest_available"). */
export async function needsSecondFactor(hctx: IdentityContext, active: ActiveSession): Promise<boolean> {
  if (active.session.aal === 'aal2') return false;
  return (await secondFactors(hctx.db, active.identity.id)).length > 0;
}

export function setSessionCookie(hctx: HandlerContext, token: string, expiresAt: string): void {
  const expires = new Date(expiresAt);
  hctx.setCookies.push(
    serializeCookie(SESSION_COOKIE, token, {
      expires,
      maxAgeSeconds: (expires.getTime() - hctx.now) / 1000,
      httpOnly: true,
      sameSite: 'Lax',
      secure: isSecure(hctx),
    }),
  );
}

export function clearSessionCookie(hctx: HandlerContext): void {
  hctx.setCookies.push(clearCookie(SESSION_COOKIE, isSecure(hctx)));
}

/** Starts a session after a successful first factor: cookie set, CSRF secret rotated, last_login stamped. */
export async function issueSession(hctx: HandlerContext, identityId: string, method: AuthMethod): Promise<ActiveSession> {
  const { session, token } = await createSession(hctx.db, identityId, method, hctx.now, hctx.config.sessionLifespanMs);
  setSessionCookie(hctx, token, session.expires_at);
  rotateCsrf(hctx);
  await touchLastLogin(hctx.db, identityId, new Date(hctx.now));
  const identity = (await findIdentity(hctx.db, identityId)) as IdentityRow;
  return { session, identity, token };
}

export async function sessionJson(hctx: HandlerContext, active: ActiveSession): Promise<Record<string, unknown>> {
  const { session } = active;
  return {
    id: session.id,
    active: session.active,
    expires_at: iso(session.expires_at),
    authenticated_at: iso(session.authenticated_at),
    authenticator_assurance_level: session.aal,
    authentication_methods: session.methods,
    issued_at: iso(session.issued_at),
    identity: await identityJson(hctx.db, active.identity, hctx.req.publicUrl),
    devices: [],
  };
}
