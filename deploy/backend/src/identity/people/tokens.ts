import { isAdmin, isUuid } from '@opsdeck/contracts';
import { z } from 'zod';
import { issueAccessToken } from '../../authz/tokens';
import type { Queryable } from '../../db/types';
import type { IdentityContext } from '../context';
import { iso } from '../store/identities';
import type { Actor, AdminResponse } from './admin';

/** mission-control's default when `expiry` is empty or zero (property access_token.default_expiry). */
export const DEFAULT_TOKEN_LIFETIME_MS = 90 * 24 * 3600_000;
const MAX_TOKEN_LIFETIME_MS = 10 * 365 * 24 * 3600_000;

const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3600_000,
  d: 24 * 3600_000,
  w: 7 * 24 * 3600_000,
  y: 365 * 24 * 3600_000,
};

/**
 * A Go-style duration as mission-control reads `expiry` ("720h", "1h30m", "90d", "2w"); null when
 * it is not one. "0" is zero.
 */
export function parseDuration(value: string): number | null {
  const text = value.trim();
  if (text === '0') return 0;
  const part = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h|d|w|y)/gy;
  let total = 0;
  let consumed = 0;
  for (let match = part.exec(text); match; match = part.exec(text)) {
    total += Number(match[1]) * (UNIT_MS[match[2] as string] as number);
    consumed = part.lastIndex;
  }
  return consumed > 0 && consumed === text.length ? total : null;
}

const CreateTokenBody = z.object({
  name: z.string().trim().min(1, 'name is required').max(200),
  expiry: z.string().max(64).optional(),
  auto_renew: z.boolean().optional(),
  scope: z.array(z.unknown()).max(1000).nullish(),
});

const fail = (status: number, error: string, message?: string): AdminResponse => ({
  status,
  body: { error, ...(message ? { message } : {}) },
});

/**
 * POST /auth/create_token (reference 5.1): `{name, expiry?, auto_renew?, scope?}` -> 200
 * `{"message":"success","payload":{"token":"..."}}`. The token acts as its creator. Only a
 * signed-in session may create one (`viaSession`): a token minting tokens would outlive itself.
 * A non-empty `scope` is refused (501): narrowing a token's permissions is not supported, and a
 * token silently carrying more than was asked for would be worse.
 */
export async function createToken(
  ctx: IdentityContext,
  actor: Actor,
  rawBody: unknown,
  viaSession: boolean,
): Promise<AdminResponse> {
  if (!viaSession) {
    return fail(403, 'forbidden', 'access tokens can only be created from a signed-in session, not with another token');
  }
  const parsed = CreateTokenBody.safeParse(rawBody ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(400, `invalid request body: ${issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid'}`);
  }
  const body = parsed.data;
  if (body.scope && body.scope.length > 0) {
    return fail(501, 'scoped tokens are not supported', 'a token carries all of its creator\'s permissions; omit "scope"');
  }
  let lifetime = DEFAULT_TOKEN_LIFETIME_MS;
  if (body.expiry !== undefined && body.expiry.trim() !== '') {
    const parsedExpiry = parseDuration(body.expiry);
    if (parsedExpiry === null) return fail(400, `error parsing expiry[${body.expiry}]: invalid duration`);
    if (parsedExpiry > MAX_TOKEN_LIFETIME_MS) return fail(400, `error parsing expiry[${body.expiry}]: at most 87600h`);
    if (parsedExpiry > 0) lifetime = parsedExpiry;
  }
  const { token } = await issueAccessToken(ctx.db, {
    personId: actor.id,
    createdBy: actor.id,
    name: body.name,
    expiresAt: new Date(ctx.config.now() + lifetime),
    autoRenew: body.auto_renew ?? false,
  });
  return { status: 200, body: { message: 'success', payload: { token } } };
}

interface TokenRow {
  id: string;
  name: string;
  person_id: string;
  created_by: string | null;
  auto_renew: boolean;
  created_at: string | Date;
  expires_at: string | Date | null;
  person_name: string;
  person_email: string | null;
}

/**
 * GET /auth/tokens: HTTPSuccess with the tokens the caller may manage (their own, or those they
 * created; every token for an admin), newest first. The stored hash is never part of it.
 */
export async function listTokens(ctx: IdentityContext, actor: Actor): Promise<AdminResponse> {
  const result = await ctx.db.query<TokenRow>(
    `SELECT t.id, t.name, t.person_id, t.created_by, t.auto_renew, t.created_at, t.expires_at,
            p.name AS person_name, p.email AS person_email
       FROM access_tokens t JOIN people p ON p.id = t.person_id
      WHERE $1::boolean OR t.person_id = $2 OR t.created_by = $2
      ORDER BY t.created_at DESC, t.id
      LIMIT 1000`,
    [isAdmin(actor.roles), actor.id],
  );
  const payload = result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    person_id: row.person_id,
    created_by: row.created_by,
    auto_renew: row.auto_renew,
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at) ?? null,
    person: { id: row.person_id, name: row.person_name, email: row.person_email },
  }));
  return { status: 200, body: { message: 'success', payload } };
}

/** DELETE /auth/token/{id}: the token's creator (or owner) or an admin; the token stops working at once. */
export async function deleteToken(ctx: IdentityContext, actor: Actor, id: string): Promise<AdminResponse> {
  if (!isUuid(id)) return fail(400, 'invalid token id');
  const found = await ctx.db.query<{ person_id: string; created_by: string | null }>(
    'SELECT person_id, created_by FROM access_tokens WHERE id = $1',
    [id],
  );
  const token = found.rows[0];
  if (!token) return fail(404, `token ${id} not found`);
  if (!isAdmin(actor.roles) && token.created_by !== actor.id && token.person_id !== actor.id) {
    return fail(403, 'only the creator or admins can delete access tokens');
  }
  await ctx.db.query('DELETE FROM access_tokens WHERE id = $1', [id]);
  return { status: 200, body: { message: 'success' } };
}

/** Ends every access token of the person (deactivation, password change), as deleting an agent does. */
export async function expireAccessTokens(db: Queryable, personId: string): Promise<void> {
  await db.query(
    'UPDATE access_tokens SET expires_at = now() WHERE person_id = $1 AND (expires_at IS NULL OR expires_at > now())',
    [personId],
  );
}
