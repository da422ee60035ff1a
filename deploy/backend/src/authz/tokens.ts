import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/types';
import { accessOfRow, withAccessSql, type AccessColumns } from './access';
import type { Authenticator, Person } from './types';

/**
 * Access tokens are random secrets shown once; access_tokens.value stores only their SHA-256
 * (hex), so a database dump cannot be replayed as credentials.
 */
export const hashAccessToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export interface IssueTokenOptions {
  personId: string;
  name: string;
  createdBy?: string;
  expiresAt?: Date | null;
  autoRenew?: boolean;
  scope?: unknown;
}

/** Creates an access token row and returns the plain token (the only time it is visible). */
export async function issueAccessToken(db: Queryable, options: IssueTokenOptions): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const result = await db.query<{ id: string }>(
    `INSERT INTO access_tokens (name, value, person_id, created_by, expires_at, auto_renew, scope)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING id`,
    [
      options.name,
      hashAccessToken(token),
      options.personId,
      options.createdBy ?? options.personId,
      options.expiresAt ?? null,
      options.autoRenew ?? false,
      options.scope === undefined ? null : JSON.stringify(options.scope),
    ],
  );
  return { id: result.rows[0]!.id, token };
}

/**
 * The credential in `Authorization: Bearer <token>`, or in `Basic base64("token:<token>")` (the
 * kubeconfig form mission-control accepts). Anything else yields null.
 */
export function tokenFromRequest(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const space = header.indexOf(' ');
  if (space === -1) return null;
  const scheme = header.slice(0, space).toLowerCase();
  const value = header.slice(space + 1).trim();
  if (scheme === 'bearer') return value === '' ? null : value;
  if (scheme === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon !== -1 && decoded.slice(0, colon) === 'token' && decoded.length > colon + 1) return decoded.slice(colon + 1);
  }
  return null;
}

// A person with a deactivated identity is refused (people without an identity, e.g. agents, are not).
const PERSON_BY_TOKEN_SQL = `
SELECT p.id, p.name, p.email, p.type, p.avatar, p.external_id, p.properties
FROM access_tokens t JOIN people p ON p.id = t.person_id
WHERE t.value = $1 AND (t.expires_at IS NULL OR t.expires_at > now()) AND p.deleted_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM identities i WHERE i.id = p.id AND i.state <> 'active')`;

const PRINCIPAL_BY_TOKEN_SQL = withAccessSql(PERSON_BY_TOKEN_SQL);

/**
 * Authenticates `Authorization: Bearer <access token>` against access_tokens, reading the
 * person's access in the same statement.
 */
export function bearerTokenAuthenticator(db: Queryable): Authenticator {
  return async (req) => {
    const token = tokenFromRequest(req);
    // Bound the work done for garbage headers; real tokens are 43 characters.
    if (!token || token.length > 512) return null;
    const row = (await db.query<Person & AccessColumns>(PRINCIPAL_BY_TOKEN_SQL, [hashAccessToken(token)])).rows[0];
    if (!row) return null;
    const { roles, rows, ...person } = row;
    return { ...person, ...accessOfRow({ roles, rows }) };
  };
}

/** Tries authenticators in order; the first that recognises the request wins. */
export function chainAuthenticators(...authenticators: Authenticator[]): Authenticator {
  return async (req) => {
    for (const authenticate of authenticators) {
      const person = await authenticate(req);
      if (person) return person;
    }
    return null;
  };
}
