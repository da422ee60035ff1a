/**
 * How long audit entries are kept (OPSDECK_AUDIT_RETENTION, default 90d) and their pruning: one
 * process per period deletes the entries past it (the 'audit-log-prune' lease row of migration
 * 0986, claimed with FOR UPDATE SKIP LOCKED and moved on in the same transaction), recording one
 * AuditLogRetention job_history row per run in that transaction.
 */
import { AUDIT_LOG_DEFAULT_RETENTION } from '@opsdeck/contracts';
import type { Database } from '../db/types';
import { runJob } from '../jobs/job-history';
import { parseDuration } from '../notifications/rules';
import { claimLeasePeriod } from '../jobs/lease';

const LEASE = 'audit-log-prune';
export const AUDIT_PRUNE_INTERVAL_MS = 60 * 60_000;
export const AUDIT_RETENTION_JOB = 'AuditLogRetention';

export interface AuditRetention {
  /** As configured, e.g. `90d`. */
  retention: string;
  retention_ms: number;
}

/** OPSDECK_AUDIT_RETENTION (`90d`, `720h`, `1d12h`); a value that is not a positive duration stops the start. */
export function auditRetention(env: NodeJS.ProcessEnv = process.env): AuditRetention {
  const raw = env.OPSDECK_AUDIT_RETENTION?.trim() || AUDIT_LOG_DEFAULT_RETENTION;
  const ms = parseDuration(raw);
  if (ms === null || ms <= 0) {
    throw new Error(`OPSDECK_AUDIT_RETENTION must be a positive duration such as 90d, 720h or 30d12h (got "${raw}")`);
  }
  return { retention: raw, retention_ms: ms };
}

export interface AuditPruneOutcome {
  /** False when another process holds this period. */
  ran: boolean;
  deleted: number;
}

export async function pruneAuditLog(
  db: Database,
  retentionMs: number,
  now = new Date(),
  intervalMs = AUDIT_PRUNE_INTERVAL_MS,
): Promise<AuditPruneOutcome> {
  return db.transaction(async (tx) => {
    if (!(await claimLeasePeriod(tx, LEASE, now, intervalMs))) return { ran: false, deleted: 0 };
    let deleted = 0;
    const cutoff = new Date(now.getTime() - retentionMs);
    await runJob(tx, { name: AUDIT_RETENTION_JOB, resourceType: 'audit_log' }, async () => {
      const result = await tx.query('DELETE FROM audit_log WHERE created_at < $1::timestamptz', [cutoff]);
      deleted = result.affectedRows ?? 0;
      return {
        successCount: deleted,
        errorCount: 0,
        details: { deleted, retention_ms: retentionMs, before: cutoff.toISOString() },
      };
    });
    return { ran: true, deleted };
  });
}

const OFF = new Set(['off', '0', 'false', 'no']);

/** OPSDECK_AUDIT_PRUNE: on (default) or off; off under a test runner unless set. */
export function startAuditPruning(db: Database, env: NodeJS.ProcessEnv, log: (line: string) => void) {
  const raw = env.OPSDECK_AUDIT_PRUNE?.trim().toLowerCase();
  if (raw ? OFF.has(raw) : env.NODE_ENV === 'test' || env.JEST_WORKER_ID !== undefined) return null;
  const { retention_ms: retentionMs } = auditRetention(env);
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = pruneAuditLog(db, retentionMs)
      .catch(async (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        log(`[audit] pruning failed: ${message}`);
        // The run's transaction rolled back its job row: the failure is recorded on its own.
        await runJob(db, { name: AUDIT_RETENTION_JOB, resourceType: 'audit_log' }, async () => ({
          successCount: 0,
          errorCount: 1,
          errors: [message],
        })).catch(() => undefined);
      })
      .finally(() => {
        running = undefined;
      });
  };
  // Checked every minute: the lease decides which process prunes, once per period.
  const timer = setInterval(tick, 60_000);
  timer.unref?.();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
