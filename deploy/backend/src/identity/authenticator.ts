import type { IncomingHttpHeaders } from 'node:http';
import type { IdentityContext } from './context';
import { parseCookies } from './http/cookies';
import { needsSecondFactor, sessionForToken, sessionTokenOf } from './flows/session';

/** The person behind a self-service session (a row of `people`). */
export interface SessionPerson {
  id: string;
  name: string;
  email: string | null;
  type: string | null;
  avatar: string | null;
  external_id: string | null;
  properties: Record<string, unknown> | null;
}

export type SessionAuthenticator = (req: { headers: IncomingHttpHeaders }) => Promise<SessionPerson | null>;

/**
 * Resolves the person from the `ory_kratos_session` cookie or the `X-Session-Token` header. A
 * session that still owes its second factor authenticates nobody (as whoami answers 403 for it).
 */
export function createSessionAuthenticator(ctx: IdentityContext): SessionAuthenticator {
  return async (req) => {
    const token = sessionTokenOf(req.headers, parseCookies(req.headers.cookie));
    const active = await sessionForToken(ctx, token, ctx.config.now());
    if (!active || (await needsSecondFactor(ctx, active))) return null;
    const result = await ctx.db.query<SessionPerson>(
      `SELECT id, name, email, type, avatar, external_id, properties FROM people WHERE id = $1 AND deleted_at IS NULL`,
      [active.identity.id],
    );
    return result.rows[0] ?? null;
  };
}
