/**
 * The catalog summary by type from the counts the writers keep (migration 0951), and the job that
 * folds those counts back into one row per group.
 */
import type { CatalogSummaryRequest } from '@opsdeck/contracts';
import type { Database, Queryable } from '../db/types';
import { runJob } from '../jobs/job-history';
import { claimLeasePeriod } from '../jobs/lease';

/**
 * True for the request the counts answer: grouped by type only, live items, no filter, no
 * changes or costs (the catalog page's summary when no filter is set).
 */
export function isCountedSummary(request: CatalogSummaryRequest): boolean {
  const groupBy = request.groupBy ?? [];
  return (
    (groupBy.length === 0 || (groupBy.length === 1 && groupBy[0] === 'type')) &&
    (request.tags ?? []).length === 0 &&
    !request.deleted &&
    !request.status &&
    !request.health &&
    Object.keys(request.filter ?? {}).length === 0 &&
    !request.changes?.since &&
    !request.cost
  );
}

/** The same rows as the grouped query (see summary.ts), summed from the kept counts. */
export const COUNTED_SUMMARY_SQL = `
  WITH by_health AS (
    SELECT d.type, d.health, sum(d.items) AS n, max(d.created_at) AS created_at, max(d.updated_at) AS updated_at
      FROM opsdeck_catalog.summary_deltas d WHERE d.analysis_type IS NULL
     GROUP BY d.type, d.health HAVING sum(d.items) > 0
  ), g AS (
    SELECT ARRAY[b.type]::text[] AS keys, jsonb_object_agg(b.health, b.n) FILTER (WHERE b.health IS NOT NULL) AS health,
           sum(b.n)::bigint AS count, max(b.created_at) AS created_at, max(b.updated_at) AS updated_at
      FROM by_health b GROUP BY b.type
  ), per_type AS (
    SELECT d.type, d.analysis_type, sum(d.analyses) AS n
      FROM opsdeck_catalog.summary_deltas d WHERE d.analysis_type IS NOT NULL
     GROUP BY d.type, d.analysis_type HAVING sum(d.analyses) > 0
  ), analysis AS (
    SELECT ARRAY[p.type]::text[] AS keys, jsonb_object_agg(p.analysis_type, p.n) AS analysis
      FROM per_type p GROUP BY p.type
  )
  SELECT g.keys, g.health, g.count, g.created_at, g.updated_at, a.analysis, NULL::bigint AS changes, NULL::numeric AS cost
    FROM g LEFT JOIN analysis a ON a.keys = g.keys
   ORDER BY g.keys`;

const LEASE = 'catalog-summary-counts';
/** How often the counts are folded (each write statement appends a few rows). */
export const SUMMARY_COMPACTION_INTERVAL_MS = 5 * 60_000;

export interface CompactionOutcome {
  /** False when another process holds this period. */
  ran: boolean;
  rowsBefore: number;
  rowsAfter: number;
}

/**
 * Recomputes the counts from the tables in one REPEATABLE READ transaction (one snapshot for the
 * delete and the recount: rows appended by writers it cannot see stay and add on top), claimed
 * through the lease row so one process per period does it. One job_history row per run.
 */
export async function compactSummaryCounts(
  db: Database,
  now = new Date(),
  intervalMs = SUMMARY_COMPACTION_INTERVAL_MS,
): Promise<CompactionOutcome> {
  let claimed = false;
  try {
    return await db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      if (!(await claimLeasePeriod(tx, LEASE, now, intervalMs))) return notRun();
      claimed = true;
      let outcome: CompactionOutcome = { ran: true, rowsBefore: 0, rowsAfter: 0 };
      await runJob(tx, { name: 'CatalogSummaryCounts' }, async () => {
        outcome = { ran: true, rowsBefore: await countRows(tx), rowsAfter: 0 };
        await tx.query('SELECT opsdeck_catalog.rebuild_summary()');
        outcome.rowsAfter = await countRows(tx);
        return { successCount: 1, errorCount: 0, details: { rows_before: outcome.rowsBefore, rows_after: outcome.rowsAfter } };
      });
      return outcome;
    });
  } catch (error) {
    // The lease row is read in this transaction's snapshot: when another process took the period
    // and committed after that snapshot was taken, locking the row fails with a serialization
    // error (40001) instead of finding the period gone. That process runs it.
    if (!claimed && (error as { code?: unknown } | null)?.code === SERIALIZATION_FAILURE) return notRun();
    throw error;
  }
}

const SERIALIZATION_FAILURE = '40001';
const notRun = (): CompactionOutcome => ({ ran: false, rowsBefore: 0, rowsAfter: 0 });

const countRows = async (db: Queryable) =>
  Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM opsdeck_catalog.summary_deltas')).rows[0]!.n);

const OFF = new Set(['off', '0', 'false', 'no']);

/**
 * OPSDECK_CATALOG_SUMMARY_COMPACTION: on (default) or off; off under a test runner unless set.
 * Folds the summary counts every SUMMARY_COMPACTION_INTERVAL_MS.
 */
export function startSummaryCompaction(db: Database, env: NodeJS.ProcessEnv, log: (line: string) => void) {
  const raw = env.OPSDECK_CATALOG_SUMMARY_COMPACTION?.trim().toLowerCase();
  if (raw ? OFF.has(raw) : env.NODE_ENV === 'test' || env.JEST_WORKER_ID !== undefined) return null;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = compactSummaryCounts(db)
      .catch(async (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        log(`[catalog] folding the summary counts failed: ${message}`);
        // The run's transaction rolled back its job row: the failure is recorded on its own.
        await runJob(db, { name: 'CatalogSummaryCounts' }, async () => ({
          successCount: 0,
          errorCount: 1,
          errors: [message],
        })).catch(() => undefined);
      })
      .finally(() => {
        running = undefined;
      });
  }, SUMMARY_COMPACTION_INTERVAL_MS);
  timer.unref?.();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
