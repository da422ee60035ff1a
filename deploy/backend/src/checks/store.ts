import type { Database, Queryable } from '../db/types';
import type { CheckDefinition, CheckOutcome } from './types';

interface CheckRow {
  id: string;
  canary_id: string;
  name: string;
  type: string;
  status: string | null;
  spec: unknown;
  canary_spec: unknown;
}

const SELECT_CHECKS = `
SELECT c.id, c.canary_id, c.name, c.type, c.status, c.spec, ca.spec AS canary_spec
FROM checks c JOIN canaries ca ON ca.id = c.canary_id
WHERE c.deleted_at IS NULL`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The check's settings: checks.spec, else the entry with its name in the canary spec's list for its type. */
function specOf(row: CheckRow): Record<string, unknown> {
  if (isObject(row.spec) && Object.keys(row.spec).length > 0) return row.spec;
  if (isObject(row.canary_spec)) {
    const list = row.canary_spec[row.type];
    if (Array.isArray(list)) {
      const entry = list.find((item) => isObject(item) && item.name === row.name);
      if (isObject(entry)) return entry;
    }
  }
  return {};
}

const toDefinition = (row: CheckRow): CheckDefinition => ({
  id: row.id,
  canaryId: row.canary_id,
  name: row.name,
  type: row.type,
  status: row.status,
  spec: specOf(row),
});

export async function loadCheck(db: Queryable, id: string): Promise<CheckDefinition | null> {
  const { rows } = await db.query<CheckRow>(`${SELECT_CHECKS} AND c.id = $1::text::uuid`, [id]);
  return rows[0] ? toDefinition(rows[0]) : null;
}

export async function loadCanaryChecks(db: Queryable, canaryId: string): Promise<CheckDefinition[]> {
  const { rows } = await db.query<CheckRow>(`${SELECT_CHECKS} AND c.canary_id = $1::text::uuid ORDER BY c.name`, [canaryId]);
  return rows.map(toDefinition);
}

/**
 * Stores one result: a check_statuses row, the last/next run bookkeeping in checks_unlogged, and
 * the check's status, last_runtime, next_runtime and (on a change) last_transition_time. A null
 * nextRuntime (a manual run) keeps the scheduled one. The check_statuses row of a scheduled run
 * is keyed by its scheduled time (`scheduledAt`; a manual run: its start), so a scheduled run is
 * stored once even if two processes ran it (one that stopped answering past its lease and came
 * back); last_runtime is the actual start.
 */
export async function recordOutcome(
  db: Database,
  check: CheckDefinition,
  outcome: CheckOutcome,
  nextRuntime: Date | null,
  scheduledAt: Date | null = null,
): Promise<void> {
  const status = outcome.pass ? 'healthy' : 'unhealthy';
  const write = async (tx: Queryable) => {
    await tx.query(
      `INSERT INTO check_statuses (check_id, time, duration, status, message, error, details, invalid, created_at)
       VALUES ($1::text::uuid, $2::timestamptz, $3::int, $4::boolean, $5, $6, $7::jsonb, $8::boolean, now())
       ON CONFLICT (check_id, time) DO NOTHING`,
      [
        check.id,
        scheduledAt ?? outcome.start,
        outcome.durationMs,
        outcome.pass,
        outcome.message ?? null,
        outcome.error ?? null,
        outcome.details ?? null,
        outcome.invalid === true,
      ],
    );
    await tx.query(
      `INSERT INTO checks_unlogged (check_id, canary_id, last_runtime, next_runtime)
       VALUES ($1::text::uuid, $2::text::uuid, $3::timestamptz, $4::timestamptz)
       ON CONFLICT (check_id) DO UPDATE SET last_runtime = EXCLUDED.last_runtime,
         next_runtime = COALESCE(EXCLUDED.next_runtime, checks_unlogged.next_runtime)`,
      [check.id, check.canaryId, outcome.start, nextRuntime],
    );
    await tx.query(
      `UPDATE checks SET
         last_transition_time = CASE WHEN status IS DISTINCT FROM $2 THEN $3::timestamptz ELSE last_transition_time END,
         status = $2, last_runtime = $3::timestamptz, next_runtime = COALESCE($4::timestamptz, next_runtime)
       WHERE id = $1::text::uuid`,
      [check.id, status, outcome.start, nextRuntime],
    );
  };
  await db.transaction(write);
}

/**
 * Records that a check of a type this backend does not execute came up for a run: a result with
 * no status (neither passed nor failed), flagged invalid, carrying the message. Written once,
 * not on every period: nothing is stored while the newest result already says so. The check's
 * status and run times stay as they are, since nothing ran.
 */
export async function recordNotExecuted(db: Queryable, check: CheckDefinition, message: string): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO check_statuses (check_id, time, duration, status, message, invalid, created_at)
     SELECT $1::text::uuid, now(), 0, NULL, $2, true, now()
     WHERE (SELECT s.message FROM check_statuses s WHERE s.check_id = $1::text::uuid ORDER BY s.time DESC LIMIT 1)
           IS DISTINCT FROM $2
     ON CONFLICT (check_id, time) DO NOTHING`,
    [check.id, message],
  );
  return (result.affectedRows ?? 0) > 0;
}
