import type { IncomingHttpHeaders } from 'node:http';
import type { IdentityContext } from './context';
import { parseCookies } from './http/cookies';
import { sessionTokenOf } from './flows/session';
import { findSessionPerson, type SessionPersonRow } from './store/sessions';

/** The person behind a self-service session (a row of `people`). */
export type SessionPerson = SessionPersonRow;

export type SessionAuthenticator = (req: { headers: IncomingHttpHeaders }) => Promise<SessionPerson | null>;

/**
 * Resolves the person from the `ory_kratos_session` cookie or the `X-Session-Token` header. A
 * session that still owes its second factor authenticates nobody (as whoami answers 403 for it).
 */
export function createSessionAuthenticator(ctx: IdentityContext): SessionAuthenticator {
  return async (req) => {
    const token = sessionTokenOf(req.headers, parseCookies(req.headers.cookie));
    return token ? findSessionPerson(ctx.db, token, ctx.config.now()) : null;
  };
}
