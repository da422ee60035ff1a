/**
 * One audit entry: who wrote (the person, the access token they used, or the agent), from which
 * address, what and with which outcome. Inserted with one statement on the connection it is given:
 * the write's own transaction for /db writes, so a rolled-back write leaves no entry.
 */
import type { IncomingMessage } from 'node:http';
import type { AuditAction, AuditFieldChange, AuditOutcome, AuditResourceType } from '@opsdeck/contracts';
import { hashAccessToken, tokenFromRequest } from '../authz/tokens';
import type { Principal } from '../authz/types';
import type { Queryable } from '../db/types';
import { addressOf } from '../http/trust-proxy';

/** What is known of a write before it runs: the caller and the request. */
export interface AuditRequest {
  actorId: string;
  actorName: string | null;
  agent: boolean;
  /** SHA-256 of a bearer token, to name the access token (never the token itself). */
  tokenHash: string | null;
  method: string;
  path: string;
  clientAddress: string | null;
}

export interface AuditEntry extends AuditRequest {
  action: AuditAction;
  resourceType: AuditResourceType;
  resource: string;
  ids: string[];
  rowCount: number;
  fields: string[];
  changes: Record<string, AuditFieldChange>;
  status: number;
  outcome: AuditOutcome;
}

/** The caller and request of an entry; the address as the request log reads it (TRUST_PROXY). */
export function auditRequest(principal: Principal, req: IncomingMessage, path: string, trustProxy: boolean): AuditRequest {
  const token = tokenFromRequest(req);
  return {
    actorId: principal.id,
    actorName: principal.name ?? null,
    agent: principal.type === 'agent',
    tokenHash: token && token.length <= 512 ? hashAccessToken(token) : null,
    method: (req.method ?? 'GET').toUpperCase(),
    path,
    clientAddress: addressOf(req, trustProxy),
  };
}

// The token's name and the actor type come from access_tokens in the same statement: a bearer
// value that is not one of our tokens (a session elsewhere) leaves the actor a person. search_text
// is what the page's search matches (migration 0987).
export const AUDIT_ENTRY_SQL = `
INSERT INTO audit_log (actor_id, actor_name, actor_type, token_name, action, resource_type, resource, resource_ids,
                       row_count, fields, changes, method, path, client_address, status, outcome, search_text)
SELECT $1::uuid, $2, CASE WHEN $3::boolean THEN 'agent' WHEN t.id IS NOT NULL THEN 'access_token' ELSE 'person' END,
       t.name, $5, $6, $7, $8::text[], $9, $10::text[], $11::jsonb, $12, $13, $14, $15, $16,
       lower(concat_ws(' ', $2::text, t.name, $7::text, $13::text, $14::text,
                       array_to_string($8::text[], ' '), array_to_string($10::text[], ' ')))
  FROM (SELECT 1) AS one LEFT JOIN access_tokens t ON $4::text IS NOT NULL AND t.value = $4::text`;

export async function insertAuditEntry(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(AUDIT_ENTRY_SQL, [
    entry.actorId,
    entry.actorName,
    entry.agent,
    entry.tokenHash,
    entry.action,
    entry.resourceType,
    entry.resource,
    entry.ids,
    entry.rowCount,
    entry.fields,
    JSON.stringify(entry.changes),
    entry.method,
    entry.path,
    entry.clientAddress,
    entry.status,
    entry.outcome,
  ]);
}
