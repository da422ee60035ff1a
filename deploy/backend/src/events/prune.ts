/**
 * Events are kept for a bounded window (OPSDECK_EVENTS_RETENTION_MS, 1 h): long enough for a
 * browser that lost its connection to resume with Last-Event-ID, short enough to keep the table
 * small. One process per period prunes (the 'live-events-prune' lease row, migration 0985), in one
 * transaction with its job_history row.
 */
import type { Database } from '../db/types';
import { runJob } from '../jobs/job-history';
import { claimLeasePeriod } from '../jobs/lease';

const LEASE = 'live-events-prune';
export const EVENTS_RETENTION_MS = 60 * 60_000;
export const EVENTS_PRUNE_INTERVAL_MS = 60_000;

export interface PruneOutcome {
  /** False when another process holds this period. */
  ran: boolean;
  deleted: number;
}

export async function pruneEvents(
  db: Database,
  retentionMs = EVENTS_RETENTION_MS,
  now = new Date(),
  intervalMs = EVENTS_PRUNE_INTERVAL_MS,
): Promise<PruneOutcome> {
  return db.transaction(async (tx) => {
    if (!(await claimLeasePeriod(tx, LEASE, now, intervalMs))) return { ran: false, deleted: 0 };
    let deleted = 0;
    await runJob(tx, { name: 'LiveEventsPrune' }, async () => {
      const result = await tx.query('DELETE FROM opsdeck_events.events WHERE created_at < $1::timestamptz', [
        new Date(now.getTime() - retentionMs),
      ]);
      deleted = result.affectedRows ?? 0;
      return { successCount: 1, errorCount: 0, details: { deleted } };
    });
    return { ran: true, deleted };
  });
}

const OFF = new Set(['off', '0', 'false', 'no']);

/** A positive number of milliseconds from the environment, else the default. */
export function envMs(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name]);
  return env[name]?.trim() && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** OPSDECK_EVENTS_PRUNE: on (default) or off; off under a test runner unless set. */
export function startEventPruning(db: Database, env: NodeJS.ProcessEnv, log: (line: string) => void) {
  const raw = env.OPSDECK_EVENTS_PRUNE?.trim().toLowerCase();
  if (raw ? OFF.has(raw) : env.NODE_ENV === 'test' || env.JEST_WORKER_ID !== undefined) return null;
  const retentionMs = envMs(env, 'OPSDECK_EVENTS_RETENTION_MS', EVENTS_RETENTION_MS);
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = pruneEvents(db, retentionMs)
      .catch(async (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        log(`[events] pruning failed: ${message}`);
        // The run's transaction rolled back its job row: the failure is recorded on its own.
        await runJob(db, { name: 'LiveEventsPrune' }, async () => ({ successCount: 0, errorCount: 1, errors: [message] })).catch(
          () => undefined,
        );
      })
      .finally(() => {
        running = undefined;
      });
  }, EVENTS_PRUNE_INTERVAL_MS);
  timer.unref?.();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
