/**
 * The run queue in the database (migration 0760), safe with several processes on one database:
 * due runs are claimed with FOR UPDATE SKIP LOCKED and leased; a lease that is not renewed (its
 * process died) lets any process put the run back in the queue.
 */
import type { Database } from '../db/types';

export const CLAIMS = 'opsdeck_runner.playbook_run_claims';
export const WAITING_STATUSES = ['scheduled', 'sleeping', 'retrying'] as const;

export interface ClaimedRun {
  id: string;
  playbook_id: string;
  spec: Record<string, unknown>;
  parameters: Record<string, string> | null;
  start_time: string;
  timeout: number;
  created_by: string | null;
  config_id: string | null;
  component_id: string | null;
  check_id: string | null;
  created_at: string;
}

/** Claims up to `limit` due runs for `owner`: running from now, leased until now + leaseMs. */
export async function claimDueRuns(db: Database, owner: string, limit: number, leaseMs: number): Promise<ClaimedRun[]> {
  if (limit <= 0) return [];
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `SELECT id FROM playbook_runs WHERE status IN ('scheduled', 'sleeping', 'retrying') AND scheduled_time <= now()
        ORDER BY scheduled_time LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    await tx.query(
      `INSERT INTO ${CLAIMS} (run_id, lease_owner, lease_until)
       SELECT id, $2, now() + ($3::int * interval '1 millisecond') FROM unnest($1::uuid[]) AS id
       ON CONFLICT (run_id) DO UPDATE SET lease_owner = EXCLUDED.lease_owner, lease_until = EXCLUDED.lease_until,
         claimed_at = now(), claims = playbook_run_claims.claims + 1`,
      [ids, owner, leaseMs],
    );
    const claimed = await tx.query<ClaimedRun>(
      `UPDATE playbook_runs SET status = 'running', start_time = COALESCE(start_time, now())
        WHERE id = ANY($1::uuid[])
        RETURNING id, playbook_id, spec, parameters, start_time, timeout, created_by, config_id, component_id, check_id, created_at`,
      [ids],
    );
    return claimed.rows;
  });
}

/** Renews the lease; false when this process no longer holds it (taken over) or the run ended. */
export async function renewLease(
  db: Database,
  runId: string,
  owner: string,
  leaseMs: number,
): Promise<{ held: boolean; status?: string }> {
  const { rows } = await db.query<{ status: string }>(
    `UPDATE ${CLAIMS} c SET lease_until = now() + ($3::int * interval '1 millisecond')
       FROM playbook_runs r WHERE c.run_id = $1::uuid AND c.lease_owner = $2 AND r.id = c.run_id
     RETURNING r.status`,
    [runId, owner, leaseMs],
  );
  return rows[0] ? { held: true, status: rows[0].status } : { held: false };
}

/** Ends this process's claim; the run goes back to the queue as `status` when it is still running. */
export async function releaseRun(
  db: Database,
  runId: string,
  owner: string,
  next: { status: 'sleeping' | 'retrying'; at: Date } | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query(`DELETE FROM ${CLAIMS} WHERE run_id = $1::uuid AND lease_owner = $2 RETURNING run_id`, [
      runId,
      owner,
    ]);
    if (rows.length === 0 || !next) return;
    await tx.query(
      `UPDATE playbook_runs SET status = $2, scheduled_time = $3::timestamptz WHERE id = $1::uuid AND status = 'running'`,
      [runId, next.status, next.at],
    );
  });
}

/**
 * Runs whose process stopped renewing its lease go back to the queue (`retrying`, due now); the
 * next claim finds the action that was running and fails it (or retries it). Returns their ids.
 */
export async function requeueExpiredRuns(db: Database, limit = 50): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `SELECT r.id FROM ${CLAIMS} c JOIN playbook_runs r ON r.id = c.run_id
        WHERE c.lease_until < now() ORDER BY c.lease_until LIMIT $1 FOR UPDATE OF r, c SKIP LOCKED`,
      [limit],
    );
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    await tx.query(`DELETE FROM ${CLAIMS} WHERE run_id = ANY($1::uuid[])`, [ids]);
    await tx.query(
      `UPDATE playbook_runs SET status = 'retrying', scheduled_time = now() WHERE id = ANY($1::uuid[]) AND status = 'running'`,
      [ids],
    );
    return ids;
  });
}
