/**
 * Uptime and latency of every check over the last 24 hours (the check_summary view's numbers),
 * computed in one grouped query and kept for a while. Mission Control reads them from a
 * periodically refreshed materialized view (check_status_summary) for the same reason: per-check
 * percentiles over thousands of checks take seconds, while the list must answer in milliseconds.
 *
 * When the last computation was cheap (small installations) every read recomputes, so numbers
 * are always fresh; otherwise a stale value is served while one refresh runs in the background.
 *
 * The value is one JSON document, check id -> {uptime, latency} in the summary's shape, kept as
 * text: the summary query takes it back as a parameter, so it is never parsed in JavaScript.
 */
import type { Queryable } from '../db/types';

// Go's encoding of the summary drops unset fields and keeps rolling1h at 0 (reference 5.7);
// jsonb_strip_nulls removes the unset ones at every level.
const STATS_SQL = `
SELECT coalesce(jsonb_object_agg(s.check_id, jsonb_strip_nulls(jsonb_build_object(
  'uptime', jsonb_build_object('passed', s.passed, 'failed', s.failed, 'last_pass', s.last_pass, 'last_fail', s.last_fail),
  'latency', jsonb_build_object('p99', s.p99, 'p97', s.p97, 'p95', s.p95, 'rolling1h', 0)))), '{}')::text AS stats
FROM (
  SELECT check_id,
         count(*) FILTER (WHERE status) AS passed,
         count(*) FILTER (WHERE NOT status) AS failed,
         max(time) FILTER (WHERE status) AS last_pass,
         max(time) FILTER (WHERE NOT status) AS last_fail,
         percentile_cont(0.99) WITHIN GROUP (ORDER BY duration) AS p99,
         percentile_cont(0.97) WITHIN GROUP (ORDER BY duration) AS p97,
         percentile_cont(0.95) WITHIN GROUP (ORDER BY duration) AS p95
  FROM check_statuses
  WHERE time > now() - interval '1 day' AND status IS NOT NULL
  GROUP BY check_id
) AS s`;

/** The numbers of a check without results in the last day. */
export const EMPTY_STATS_JSON = '{"uptime":{"passed":0,"failed":0},"latency":{"rolling1h":0}}';

export interface StatsCacheOptions {
  /** How long computed numbers are served (default 60 s). */
  maxAgeMs?: number;
  /** Below this computation time the cache is bypassed (default 50 ms). */
  cheapMs?: number;
  now?: () => number;
}

export class CheckStatsCache {
  private value: string | null = null;
  private computedAt = 0;
  private lastCostMs = 0;
  private pending: Promise<string> | null = null;

  constructor(private readonly options: StatsCacheOptions = {}) {}

  /** The JSON text {checkId: {uptime, latency}}. */
  async get(db: Queryable): Promise<string> {
    const now = (this.options.now ?? Date.now)();
    const cheap = this.lastCostMs < (this.options.cheapMs ?? 50);
    if (this.value === null || cheap) return this.refresh(db);
    if (now - this.computedAt > (this.options.maxAgeMs ?? 60_000)) {
      // Serve what we have; the next reader gets the refreshed numbers.
      void this.refresh(db).catch(() => undefined);
    }
    return this.value;
  }

  /** Forgets the numbers, e.g. after tests rewrite history. */
  clear(): void {
    this.value = null;
    this.lastCostMs = 0;
  }

  private refresh(db: Queryable): Promise<string> {
    this.pending ??= (async () => {
      const started = performance.now();
      try {
        const { rows } = await db.query<{ stats: string }>(STATS_SQL);
        this.value = rows[0]?.stats ?? '{}';
        this.computedAt = (this.options.now ?? Date.now)();
        this.lastCostMs = performance.now() - started;
        return this.value;
      } finally {
        this.pending = null;
      }
    })();
    return this.pending;
  }
}
