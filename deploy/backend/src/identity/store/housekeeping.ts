import type { Queryable } from '../../db/types';
import { runJob } from '../../jobs/job-history';

/** Job history name of a housekeeping run. */
export const HOUSEKEEPING_JOB_NAME = 'IdentityHousekeeping';

const HOUR = 3600_000;

/**
 * How long identity rows are kept, and how many errors and mails at most: self-service requests
 * need no sign-in, so only age limits would let a flood of them fill the disk within the window.
 */
export const RETENTION = {
  /** Flows and sessions a day after they expired. */
  expiredMs: 24 * HOUR,
  /** Stored errors are read by the error page right after the redirect. */
  errorsMs: 24 * HOUR,
  errorsKept: 10_000,
  /** Delivered or abandoned mails (the demo mail reader shows them). */
  mailsMs: 7 * 24 * HOUR,
  mailsKept: 50_000,
  /** Attempt counters that have been quiet (and unlocked) this long count nothing any more. */
  throttlesIdleMs: HOUR,
};

/** Runs at most this often per database (across processes). */
export const HOUSEKEEPING_INTERVAL_MS = 60_000;

const lastRun = new WeakMap<object, number>();

/** The newest `kept` rows survive: the (kept+1)-th newest and everything older go. */
const overBudget = (table: string, extra: string) =>
  `DELETE FROM ${table} WHERE ${extra} created_at <= (SELECT created_at FROM ${table} ORDER BY created_at DESC OFFSET $1 LIMIT 1)`;

/**
 * Claims this period's run through the database (opsdeck_runner.leases): true for the one caller
 * per HOUSEKEEPING_INTERVAL_MS across every process on the database (or when the clock went back).
 * A forced run always claims.
 */
async function claimRun(db: Queryable, now: number, force: boolean): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO opsdeck_runner.leases (name, next_at, last_at) VALUES ('identity-housekeeping', $1, $2)
     ON CONFLICT (name) DO UPDATE SET next_at = EXCLUDED.next_at, last_at = EXCLUDED.last_at
     WHERE $3::boolean OR leases.next_at <= EXCLUDED.last_at OR leases.last_at > EXCLUDED.last_at
     RETURNING name`,
    [new Date(now + HOUSEKEEPING_INTERVAL_MS), new Date(now), force],
  );
  return rows.length > 0;
}

/**
 * Deletes what the identity tables no longer need. Called on the way (flow creation, stored
 * errors); with several processes sharing a database, one of them runs it per period (claimed in
 * opsdeck_runner.leases), the others skip it.
 */
export async function housekeep(db: Queryable, now: number, force = false): Promise<void> {
  const last = lastRun.get(db);
  if (!force && last !== undefined && now - last < HOUSEKEEPING_INTERVAL_MS && now >= last) return;
  lastRun.set(db, now);
  if (!(await claimRun(db, now, force))) return;
  // One job history row per run: each cleanup step that completes is a success, with what it removed.
  await runJob(db, { name: HOUSEKEEPING_JOB_NAME }, async () => {
    const deleted: Record<string, number> = {};
    const step = async (label: string, sql: string, params: unknown[]) => {
      const result = await db.query(sql, params);
      deleted[label] = (deleted[label] ?? 0) + (result.affectedRows ?? 0);
    };
    const final = `status IN ('sent', 'abandoned') AND`;
    const steps: [string, string, unknown[]][] = [
      ['flows', 'DELETE FROM kratos.flows WHERE expires_at < $1', [new Date(now - RETENTION.expiredMs)]],
      ['sessions', 'DELETE FROM kratos.sessions WHERE expires_at < $1', [new Date(now - RETENTION.expiredMs)]],
      ['errors', 'DELETE FROM kratos.errors WHERE created_at < $1', [new Date(now - RETENTION.errorsMs)]],
      ['errors', overBudget('kratos.errors', ''), [RETENTION.errorsKept]],
      ['mails', `DELETE FROM kratos.courier_messages WHERE ${final} created_at < $1`, [new Date(now - RETENTION.mailsMs)]],
      ['mails', overBudget('kratos.courier_messages', final), [RETENTION.mailsKept]],
      [
        'throttles',
        'DELETE FROM kratos.throttles WHERE last_hit_at < $1 AND (locked_until IS NULL OR locked_until < $1)',
        [new Date(now - RETENTION.throttlesIdleMs)],
      ],
    ];
    for (const [label, sql, params] of steps) await step(label, sql, params);
    return { successCount: steps.length, errorCount: 0, details: { deleted } };
  });
}
