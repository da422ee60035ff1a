import { INCIDENT_DELETE_ROLES, INCIDENT_HISTORY_TYPES as H, isAdmin } from '@opsdeck/contracts';
import type { Queryable } from '../db/types';
import { PgrstError } from '../postgrest/errors';
import type { WriteCheck, WrittenChange, WrittenRow } from '../postgrest/guard';
import type { Principal } from './types';

/**
 * Writes to an incident and what hangs off it, beyond the role matrix:
 * - every change the timeline shows is recorded in `incident_histories`, by the writer, inside
 *   the write's transaction (creation, status, severity and commander changes, responders added
 *   and removed, hypotheses created and their status changes, evidence and comments added);
 * - deleting an incident is for admins, editors and commanders (responders write incidents but
 *   may not delete them), and takes its hypotheses, evidence, comments, responders and history
 *   with it; deleting a hypothesis takes its sub-tree and evidence; deleting evidence, a comment
 *   or a responder first unlinks the history rows that name it, so the timeline stays.
 * Values are validated by the database (migration 0740): a bad status, severity, hypothesis tree
 * or evidence target is a 400 with the reason.
 */

interface HistoryRow {
  incident_id: unknown;
  type: string;
  description: string;
  hypothesis_id?: unknown;
  responder_id?: unknown;
  evidence_id?: unknown;
  comment_id?: unknown;
}

const INSERT_HISTORY = `INSERT INTO incident_histories (incident_id, created_by, type, description, hypothesis_id, responder_id, evidence_id, comment_id)
  SELECT (r->>'incident_id')::uuid, $1::uuid, r->>'type', r->>'description', (r->>'hypothesis_id')::uuid,
         (r->>'responder_id')::uuid, (r->>'evidence_id')::uuid, (r->>'comment_id')::uuid
    FROM jsonb_array_elements($2::jsonb) AS r`;

/** Records history rows as done by `personId`. Exported for the incident rules (the System person). */
export async function recordHistory(tx: Queryable, personId: string, rows: HistoryRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(INSERT_HISTORY, [personId, JSON.stringify(rows)]);
}

const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const ids = (rows: WrittenRow[]): string[] => rows.map((row) => str(row.id));

async function personName(tx: Queryable, id: unknown): Promise<string> {
  if (!id) return 'nobody';
  const { rows } = await tx.query<{ name: string }>('SELECT name FROM people WHERE id = $1::uuid', [id]);
  return rows[0]?.name ?? 'unknown person';
}

function beforeById(change: WrittenChange): Map<string, WrittenRow> {
  return new Map(change.before.map((row) => [str(row.id), row]));
}

async function incidentHistory(writer: Principal, change: WrittenChange): Promise<HistoryRow[]> {
  if (change.method === 'POST') {
    return change.after.map((row) => ({
      incident_id: row.id,
      type: H.created,
      description: `${writer.name} created the incident`,
    }));
  }
  if (change.method !== 'PATCH') return [];
  const before = beforeById(change);
  const out: HistoryRow[] = [];
  for (const row of change.after) {
    const old = before.get(str(row.id));
    if (!old) continue;
    if (old.status !== row.status)
      out.push({
        incident_id: row.id,
        type: H.statusUpdated,
        description: `Status changed from ${str(old.status)} to ${str(row.status)}`,
      });
    if (old.severity !== row.severity)
      out.push({
        incident_id: row.id,
        type: H.severityUpdated,
        description: `Severity changed from ${str(old.severity)} to ${str(row.severity)}`,
      });
    if (old.commander_id !== row.commander_id)
      out.push({
        incident_id: row.id,
        type: H.commanderUpdated,
        description: `Commander changed to ${await personName(change.tx, row.commander_id)}`,
      });
  }
  return out;
}

async function responderLabel(tx: Queryable, row: WrittenRow): Promise<string> {
  if (row.person_id) return personName(tx, row.person_id);
  const { rows } = await tx.query<{ name: string }>('SELECT name FROM teams WHERE id = $1::uuid', [row.team_id]);
  return rows[0]?.name ? `Team ${rows[0].name}` : 'A team';
}

async function responderHistory(change: WrittenChange): Promise<HistoryRow[]> {
  const out: HistoryRow[] = [];
  const before = beforeById(change);
  for (const row of change.after) {
    const added = change.method === 'POST';
    const removed = change.method === 'PATCH' && !before.get(str(row.id))?.deleted_at && row.deleted_at;
    if (!added && !removed) continue;
    const label = await responderLabel(change.tx, row);
    out.push({
      incident_id: row.incident_id,
      responder_id: row.id,
      type: added ? H.responderAdded : H.responderRemoved,
      description: added ? `${label} was added as responder` : `${label} was removed from the responders`,
    });
  }
  return out;
}

function hypothesisHistory(change: WrittenChange): HistoryRow[] {
  if (change.method === 'POST')
    return change.after.map((row) => ({
      incident_id: row.incident_id,
      hypothesis_id: row.id,
      type: H.hypothesisCreated,
      description: `${str(row.type)} hypothesis "${str(row.title)}" added`,
    }));
  const before = beforeById(change);
  return change.after
    .filter((row) => change.method === 'PATCH' && before.get(str(row.id))?.status !== row.status)
    .map((row) => ({
      incident_id: row.incident_id,
      hypothesis_id: row.id,
      type: H.hypothesisStatusUpdated,
      description: `Hypothesis "${str(row.title)}" is now ${str(row.status)}`,
    }));
}

async function evidenceHistory(change: WrittenChange): Promise<HistoryRow[]> {
  if (change.method !== 'POST' || change.after.length === 0) return [];
  const { rows } = await change.tx.query<{ id: string; incident_id: string }>(
    'SELECT id::text, incident_id::text FROM hypotheses WHERE id = ANY($1::uuid[])',
    [change.after.map((row) => str(row.hypothesis_id))],
  );
  const incidentOf = new Map(rows.map((row) => [row.id, row.incident_id]));
  return change.after.map((row) => ({
    incident_id: incidentOf.get(str(row.hypothesis_id)),
    hypothesis_id: row.hypothesis_id,
    evidence_id: row.id,
    type: H.evidenceAdded,
    description: `Evidence added: ${str(row.description) || str(row.type)}`,
  }));
}

function commentHistory(change: WrittenChange): HistoryRow[] {
  if (change.method !== 'POST') return [];
  return change.after.map((row) => ({
    incident_id: row.incident_id,
    comment_id: row.id,
    hypothesis_id: row.hypothesis_id ?? null,
    type: H.commentAdded,
    description: 'Comment added',
  }));
}

/** Removes what hangs off incidents about to be deleted, children first. */
async function deleteIncidentChildren(tx: Queryable, incidentIds: string[]): Promise<void> {
  const steps = [
    'DELETE FROM incident_histories WHERE incident_id = ANY($1::uuid[])',
    'DELETE FROM comments WHERE incident_id = ANY($1::uuid[])',
    'DELETE FROM evidences WHERE hypothesis_id IN (SELECT id FROM hypotheses WHERE incident_id = ANY($1::uuid[]))',
    'DELETE FROM hypotheses WHERE incident_id = ANY($1::uuid[])',
    'DELETE FROM responders WHERE incident_id = ANY($1::uuid[])',
  ];
  for (const sql of steps) await tx.query(sql, [incidentIds]);
}

/** A hypothesis goes with its sub-tree, its evidence and the comments on it. */
async function deleteHypothesisChildren(tx: Queryable, hypothesisIds: string[]): Promise<void> {
  const tree = `WITH RECURSIVE tree AS (SELECT id, 0 AS depth FROM hypotheses WHERE id = ANY($1::uuid[])
    UNION ALL SELECT h.id, tree.depth + 1 FROM hypotheses h JOIN tree ON h.parent_id = tree.id WHERE tree.depth < 8)
    SELECT id::text AS id, max(depth) AS depth FROM tree GROUP BY id`;
  const { rows } = await tx.query<{ id: string; depth: number }>(tree, [hypothesisIds]);
  const all = rows.map((row) => row.id);
  const steps = [
    'UPDATE incident_histories SET hypothesis_id = NULL WHERE hypothesis_id = ANY($1::uuid[])',
    'UPDATE incident_histories SET evidence_id = NULL WHERE evidence_id IN (SELECT id FROM evidences WHERE hypothesis_id = ANY($1::uuid[]))',
    'UPDATE incident_histories SET comment_id = NULL WHERE comment_id IN (SELECT id FROM comments WHERE hypothesis_id = ANY($1::uuid[]))',
    'DELETE FROM evidences WHERE hypothesis_id = ANY($1::uuid[])',
    'DELETE FROM comments WHERE hypothesis_id = ANY($1::uuid[])',
  ];
  for (const sql of steps) await tx.query(sql, [all]);
  // Descendants the request does not name go first, deepest first; the request deletes the rest.
  const requested = new Set(hypothesisIds);
  const deepest = Math.max(0, ...rows.map((row) => Number(row.depth)));
  for (let depth = deepest; depth > 0; depth -= 1) {
    const level = rows.filter((row) => Number(row.depth) === depth && !requested.has(row.id)).map((row) => row.id);
    if (level.length) await tx.query('DELETE FROM hypotheses WHERE id = ANY($1::uuid[])', [level]);
  }
}

const UNLINK: Record<string, string[]> = {
  evidences: ['UPDATE incident_histories SET evidence_id = NULL WHERE evidence_id = ANY($1::uuid[])'],
  comments: ['UPDATE incident_histories SET comment_id = NULL WHERE comment_id = ANY($1::uuid[])'],
  responders: [
    'UPDATE incident_histories SET responder_id = NULL WHERE responder_id = ANY($1::uuid[])',
    'UPDATE comments SET responder_id = NULL WHERE responder_id = ANY($1::uuid[])',
    'UPDATE hypotheses SET owner = NULL WHERE owner = ANY($1::uuid[])',
  ],
};

function mayDeleteIncidents(writer: Principal): boolean {
  return isAdmin(writer.roles) || writer.roles.some((role) => INCIDENT_DELETE_ROLES.includes(role));
}

async function beforeDelete(writer: Principal, change: Omit<WrittenChange, 'after'>): Promise<void> {
  if (change.method !== 'DELETE' || change.before.length === 0) return;
  const rowIds = ids(change.before);
  if (change.relation === 'incidents') {
    if (!mayDeleteIncidents(writer))
      throw new PgrstError(403, '42501', 'permission denied: deleting an incident is for its commanders, editors and admins');
    await deleteIncidentChildren(change.tx, rowIds);
  } else if (change.relation === 'hypotheses') {
    await deleteHypothesisChildren(change.tx, rowIds);
  } else {
    for (const sql of UNLINK[change.relation] ?? []) await change.tx.query(sql, [rowIds]);
  }
}

async function history(writer: Principal, change: WrittenChange): Promise<HistoryRow[]> {
  switch (change.relation) {
    case 'incidents':
      return incidentHistory(writer, change);
    case 'responders':
      return responderHistory(change);
    case 'hypotheses':
      return hypothesisHistory(change);
    case 'evidences':
      return evidenceHistory(change);
    case 'comments':
      return commentHistory(change);
    default:
      return [];
  }
}

const INCIDENT_TABLES = new Set(['incidents', 'responders', 'hypotheses', 'evidences', 'comments']);

/** The write check of an incident table, for every writer (admins included); undefined for other tables. */
export function incidentWritePolicy(writer: Principal, table: string): WriteCheck | undefined {
  if (!INCIDENT_TABLES.has(table)) return undefined;
  return {
    before: (change) => beforeDelete(writer, change),
    after: async (change) => recordHistory(change.tx, writer.id, await history(writer, change)),
  };
}
