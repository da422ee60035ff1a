import type { Queryable } from '../../db/types';

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

/** Runs at most this often per database and process. */
export const HOUSEKEEPING_INTERVAL_MS = 60_000;

const lastRun = new WeakMap<object, number>();

/** The newest `kept` rows survive: the (kept+1)-th newest and everything older go. */
const overBudget = (table: string, extra: string) =>
  `DELETE FROM ${table} WHERE ${extra} created_at <= (SELECT created_at FROM ${table} ORDER BY created_at DESC OFFSET $1 LIMIT 1)`;

/**
 * Deletes what the identity tables no longer need. Called on the way (flow creation, stored
 * errors); several processes sharing a database each run it, which is harmless.
 */
export async function housekeep(db: Queryable, now: number, force = false): Promise<void> {
  const last = lastRun.get(db);
  if (!force && last !== undefined && now - last < HOUSEKEEPING_INTERVAL_MS && now >= last) return;
  lastRun.set(db, now);
  await db.query('DELETE FROM kratos.flows WHERE expires_at < $1', [new Date(now - RETENTION.expiredMs)]);
  await db.query('DELETE FROM kratos.sessions WHERE expires_at < $1', [new Date(now - RETENTION.expiredMs)]);
  await db.query('DELETE FROM kratos.errors WHERE created_at < $1', [new Date(now - RETENTION.errorsMs)]);
  await db.query(overBudget('kratos.errors', ''), [RETENTION.errorsKept]);
  const final = `status IN ('sent', 'abandoned') AND`;
  await db.query(`DELETE FROM kratos.courier_messages WHERE ${final} created_at < $1`, [new Date(now - RETENTION.mailsMs)]);
  await db.query(overBudget('kratos.courier_messages', final), [RETENTION.mailsKept]);
  await db.query('DELETE FROM kratos.throttles WHERE last_hit_at < $1 AND (locked_until IS NULL OR locked_until < $1)', [
    new Date(now - RETENTION.throttlesIdleMs),
  ]);
}
