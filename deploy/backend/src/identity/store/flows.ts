import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types';
import type { UiContainer } from '../flows/nodes';
import { housekeep } from './housekeeping';

export type FlowKind = 'login' | 'registration' | 'recovery' | 'verification' | 'settings';
export const FLOW_KINDS: readonly FlowKind[] = ['login', 'registration', 'recovery', 'verification', 'settings'];

export interface FlowRow<Data = Record<string, unknown>> {
  id: string;
  kind: FlowKind;
  state: string;
  identity_id: string | null;
  csrf_token: string;
  request_url: string;
  return_to: string | null;
  data: Data;
  ui: UiContainer;
  issued_at: string;
  expires_at: string;
  updated_at: string;
}

const COLUMNS = 'id, kind, state, identity_id, csrf_token, request_url, return_to, data, ui, issued_at, expires_at, updated_at';

export interface NewFlow<Data> {
  kind: FlowKind;
  state: string;
  identityId?: string | null;
  csrfToken: string;
  requestUrl: string;
  returnTo?: string | null;
  data: Data;
  ui: UiContainer;
  now: number;
  lifespanMs: number;
}

export function newFlowId(): string {
  return randomUUID();
}

export async function insertFlow<Data>(db: Queryable, id: string, flow: NewFlow<Data>): Promise<FlowRow<Data>> {
  // Opportunistic clean-up (at most once a minute): old flows, sessions, errors, mails, counters.
  await housekeep(db, flow.now);
  const result = await db.query<FlowRow<Data>>(
    `INSERT INTO kratos.flows (id, kind, state, identity_id, csrf_token, request_url, return_to, data, ui, issued_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${COLUMNS}`,
    [
      id,
      flow.kind,
      flow.state,
      flow.identityId ?? null,
      flow.csrfToken,
      flow.requestUrl,
      flow.returnTo ?? null,
      JSON.stringify(flow.data),
      JSON.stringify(flow.ui),
      new Date(flow.now),
      new Date(flow.now + flow.lifespanMs),
    ],
  );
  return result.rows[0] as FlowRow<Data>;
}

export async function findFlow<Data = Record<string, unknown>>(
  db: Queryable,
  kind: FlowKind,
  id: string,
): Promise<FlowRow<Data> | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const result = await db.query<FlowRow<Data>>(`SELECT ${COLUMNS} FROM kratos.flows WHERE id = $1 AND kind = $2`, [id, kind]);
  return result.rows[0] ?? null;
}

export async function saveFlow<Data>(db: Queryable, flow: FlowRow<Data>): Promise<FlowRow<Data>> {
  const result = await db.query<FlowRow<Data>>(
    `UPDATE kratos.flows SET state = $2, data = $3, ui = $4, identity_id = $5, expires_at = $6, updated_at = now()
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [flow.id, flow.state, JSON.stringify(flow.data), JSON.stringify(flow.ui), flow.identity_id, new Date(flow.expires_at)],
  );
  return result.rows[0] as FlowRow<Data>;
}

export async function storeError(db: Queryable, error: Record<string, unknown>, now = Date.now()): Promise<string> {
  await housekeep(db, now);
  const id = randomUUID();
  await db.query('INSERT INTO kratos.errors (id, error) VALUES ($1, $2)', [id, JSON.stringify(error)]);
  return id;
}

export async function findError(db: Queryable, id: string): Promise<{ id: string; error: unknown; created_at: string } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const result = await db.query<{ id: string; error: unknown; created_at: string }>(
    'SELECT id, error, created_at FROM kratos.errors WHERE id = $1',
    [id],
  );
  return result.rows[0] ?? null;
}
