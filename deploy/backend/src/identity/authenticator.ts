import type { IncomingHttpHeaders } from 'node:http';
import type { IdentityContext } from './context';
import { parseCookies } from './http/cookies';
import { sessionTokenOf } from './flows/session';
import { findSessionPrincipal, type SessionPrincipal } from './store/sessions';

/** The person behind a self-service session (a row of `people`), with its roles and permission rows. */
export type SessionPerson = SessionPrincipal;

export type SessionAuthenticator = (req: { headers: IncomingHttpHeaders }) => Promise<SessionPerson | null>;

/**
 * Resolves the person from the `ory_kratos_session` cookie or the `X-Session-Token` header, with
 * its access read in the same statement. A session that still owes its second factor
 * authenticates nobody (as whoami answers 403 for it).
 */
export function createSessionAuthenticator(ctx: IdentityContext): SessionAuthenticator {
  return async (req) => {
    const token = sessionTokenOf(req.headers, parseCookies(req.headers.cookie));
    return token ? findSessionPrincipal(ctx.db, token, ctx.config.now()) : null;
  };
}
