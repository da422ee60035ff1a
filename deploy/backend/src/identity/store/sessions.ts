import { randomUUID } from 'node:crypto';
import { accessOfRow, withAccessSql, type AccessColumns } from '../../authz/access';
import type { Access } from '../../authz/types';
import type { Queryable } from '../../db/types';
import { randomToken, sha256Hex } from '../crypto/secrets';

export type Aal = 'aal1' | 'aal2';
export type AuthMethod = 'password' | 'totp' | 'lookup_secret' | 'code_recovery';

export interface AuthenticationMethod {
  method: AuthMethod;
  aal: Aal;
  completed_at: string;
}

export interface SessionRow {
  id: string;
  identity_id: string;
  active: boolean;
  aal: Aal;
  methods: AuthenticationMethod[];
  authenticated_at: string;
  issued_at: string;
  expires_at: string;
}

export const METHOD_AAL: Record<AuthMethod, Aal> = {
  password: 'aal1',
  code_recovery: 'aal1',
  totp: 'aal2',
  lookup_secret: 'aal2',
};

const COLUMNS = 'id, identity_id, active, aal, methods, authenticated_at, issued_at, expires_at';

/** aal2 once a first and a second factor are both among the completed methods. */
export function aalOf(methods: AuthenticationMethod[]): Aal {
  const first = methods.some((m) => METHOD_AAL[m.method] === 'aal1');
  const second = methods.some((m) => METHOD_AAL[m.method] === 'aal2');
  return first && second ? 'aal2' : 'aal1';
}

export interface IssuedSession {
  session: SessionRow;
  token: string;
}

export async function createSession(
  db: Queryable,
  identityId: string,
  method: AuthMethod,
  now: number,
  lifespanMs: number,
): Promise<IssuedSession> {
  const token = `ory_st_${randomToken(32)}`;
  const at = new Date(now);
  const methods: AuthenticationMethod[] = [{ method, aal: METHOD_AAL[method], completed_at: at.toISOString() }];
  const result = await db.query<SessionRow>(
    `INSERT INTO kratos.sessions (id, token_hash, logout_token_hash, identity_id, aal, methods, authenticated_at, issued_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8) RETURNING ${COLUMNS}`,
    [
      randomUUID(),
      sha256Hex(token),
      sha256Hex(randomToken(32)),
      identityId,
      aalOf(methods),
      JSON.stringify(methods),
      at,
      new Date(now + lifespanMs),
    ],
  );
  return { session: result.rows[0] as SessionRow, token };
}

/** Adds a completed factor to the session (second factor, or a refresh) and re-derives its AAL. */
export async function addSessionMethod(db: Queryable, session: SessionRow, method: AuthMethod, now: number): Promise<SessionRow> {
  const at = new Date(now);
  const methods = [...session.methods, { method, aal: METHOD_AAL[method], completed_at: at.toISOString() }];
  const result = await db.query<SessionRow>(
    `UPDATE kratos.sessions SET methods = $2, aal = $3, authenticated_at = $4 WHERE id = $1 RETURNING ${COLUMNS}`,
    [session.id, JSON.stringify(methods), aalOf(methods), at],
  );
  return result.rows[0] as SessionRow;
}

/** The active, unexpired session for a raw token, or null. */
export async function findSessionByToken(db: Queryable, token: string, now: number): Promise<SessionRow | null> {
  if (!token) return null;
  const result = await db.query<SessionRow>(
    `SELECT ${COLUMNS} FROM kratos.sessions WHERE token_hash = $1 AND active AND expires_at > $2`,
    [sha256Hex(token), new Date(now)],
  );
  return result.rows[0] ?? null;
}

/** The person of a session as the API sees it (a row of `people`). */
export interface SessionPersonRow {
  id: string;
  name: string;
  email: string | null;
  type: string | null;
  avatar: string | null;
  external_id: string | null;
  properties: Record<string, unknown> | null;
}

const SESSION_PERSON_SQL = `SELECT p.id, p.name, p.email, p.type, p.avatar, p.external_id, p.properties
     FROM kratos.sessions s
     JOIN identities i ON i.id = s.identity_id AND i.state = 'active'
     JOIN people p ON p.id = i.id AND p.deleted_at IS NULL
     WHERE s.token_hash = $1 AND s.active AND s.expires_at > $2
       AND (s.aal = 'aal2' OR NOT EXISTS (
         SELECT 1 FROM kratos.credentials c WHERE c.identity_id = i.id AND c.type IN ('totp', 'lookup_secret')))`;

/**
 * The person behind a raw session token in one statement: the session active and unexpired, its
 * identity active, its person not deleted, and no second factor still owed (a session below aal2
 * whose identity has a TOTP or lookup-secret credential authenticates nobody).
 */
export async function findSessionPerson(db: Queryable, token: string, now: number): Promise<SessionPersonRow | null> {
  if (!token) return null;
  const result = await db.query<SessionPersonRow>(SESSION_PERSON_SQL, [sha256Hex(token), new Date(now)]);
  return result.rows[0] ?? null;
}

/** A session's person with its roles and permission rows, as every authenticated request needs them. */
export type SessionPrincipal = SessionPersonRow & Access;

/** findSessionPerson and the person's access (authz/access.ts) in the same statement. */
export async function findSessionPrincipal(db: Queryable, token: string, now: number): Promise<SessionPrincipal | null> {
  if (!token) return null;
  const result = await db.query<SessionPersonRow & AccessColumns>(withAccessSql(SESSION_PERSON_SQL), [
    sha256Hex(token),
    new Date(now),
  ]);
  const row = result.rows[0];
  if (!row) return null;
  const { roles, rows, ...person } = row;
  return { ...person, ...accessOfRow({ roles, rows }) };
}

/** A fresh logout token for the session (each logout/browser call rotates it). */
export async function issueLogoutToken(db: Queryable, sessionId: string): Promise<string> {
  const token = randomToken(32);
  await db.query('UPDATE kratos.sessions SET logout_token_hash = $2 WHERE id = $1', [sessionId, sha256Hex(token)]);
  return token;
}

/**
 * Ends the session with a logout token, once: the token must be the current one of `sessionId`
 * (the caller's own active session). The token is replaced by an unknown one in the same
 * statement, so it cannot be used again. False when the token is not that session's.
 */
export async function consumeLogoutToken(db: Queryable, token: string, sessionId: string): Promise<boolean> {
  const result = await db.query<{ id: string }>(
    `UPDATE kratos.sessions SET active = false, logout_token_hash = $3
     WHERE id = $1 AND logout_token_hash = $2 AND active RETURNING id`,
    [sessionId, sha256Hex(token), sha256Hex(randomToken(32))],
  );
  return result.rows.length > 0;
}

/** A new token for the same session (the old one stops working); returns the raw token. */
export async function rotateSessionToken(db: Queryable, sessionId: string): Promise<string> {
  const token = `ory_st_${randomToken(32)}`;
  await db.query('UPDATE kratos.sessions SET token_hash = $2 WHERE id = $1', [sessionId, sha256Hex(token)]);
  return token;
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('UPDATE kratos.sessions SET active = false WHERE id = $1', [sessionId]);
}

export async function revokeOtherSessions(db: Queryable, identityId: string, keepSessionId: string | null): Promise<void> {
  await db.query('UPDATE kratos.sessions SET active = false WHERE identity_id = $1 AND id IS DISTINCT FROM $2', [
    identityId,
    keepSessionId,
  ]);
}
