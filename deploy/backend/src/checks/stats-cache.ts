/**
 * Uptime and latency of every check over the last 24 hours (the check_summary view's numbers),
 * computed in one grouped query and kept for a while. Mission Control reads them from a
 * periodically refreshed materialized view (check_status_summary) for the same reason: per-check
 * percentiles over thousands of checks take seconds, while the list must answer in milliseconds.
 *
 * When the last computation was cheap (small installations) every read recomputes, so numbers
 * are always fresh; otherwise a stale value is served while one refresh runs in the background.
 */
import type { Queryable } from '../db/types';

export interface CheckStats {
  uptime: { passed: number; failed: number; last_pass?: string; last_fail?: string };
  latency: { p99?: number; p97?: number; p95?: number; rolling1h: number };
}

const STATS_SQL = `
SELECT coalesce(json_object_agg(s.check_id, json_build_object(
  'passed', s.passed, 'failed', s.failed, 'last_pass', s.last_pass, 'last_fail', s.last_fail,
  'p99', s.p99, 'p97', s.p97, 'p95', s.p95)), '{}')::text AS stats
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
  WHERE time > now() - interval '1 day'
  GROUP BY check_id
) AS s`;

interface RawStats {
  passed: number;
  failed: number;
  last_pass: string | null;
  last_fail: string | null;
  p99: number | null;
  p97: number | null;
  p95: number | null;
}

export const EMPTY_STATS: CheckStats = { uptime: { passed: 0, failed: 0 }, latency: { rolling1h: 0 } };

/** Go's JSON encoding of the summary drops unset percentiles and keeps rolling1h at 0 (reference 5.7). */
function toStats(raw: RawStats): CheckStats {
  const latency: CheckStats['latency'] = { rolling1h: 0 };
  if (raw.p99 !== null) latency.p99 = raw.p99;
  if (raw.p97 !== null) latency.p97 = raw.p97;
  if (raw.p95 !== null) latency.p95 = raw.p95;
  return {
    uptime: {
      passed: raw.passed,
      failed: raw.failed,
      ...(raw.last_pass !== null && { last_pass: raw.last_pass }),
      ...(raw.last_fail !== null && { last_fail: raw.last_fail }),
    },
    latency,
  };
}

export interface StatsCacheOptions {
  /** How long computed numbers are served (default 60 s). */
  maxAgeMs?: number;
  /** Below this computation time the cache is bypassed (default 50 ms). */
  cheapMs?: number;
  now?: () => number;
}

export class CheckStatsCache {
  private value: Map<string, CheckStats> | null = null;
  private computedAt = 0;
  private lastCostMs = 0;
  private pending: Promise<Map<string, CheckStats>> | null = null;

  constructor(private readonly options: StatsCacheOptions = {}) {}

  async get(db: Queryable): Promise<Map<string, CheckStats>> {
    const now = (this.options.now ?? Date.now)();
    const cheap = this.lastCostMs < (this.options.cheapMs ?? 50);
    if (!this.value || cheap) return this.refresh(db);
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

  private refresh(db: Queryable): Promise<Map<string, CheckStats>> {
    this.pending ??= (async () => {
      const started = performance.now();
      try {
        const { rows } = await db.query<{ stats: string }>(STATS_SQL);
        const raw = JSON.parse(rows[0]?.stats ?? '{}') as Record<string, RawStats>;
        const map = new Map(Object.entries(raw).map(([id, stats]) => [id, toStats(stats)]));
        this.value = map;
        this.computedAt = (this.options.now ?? Date.now)();
        this.lastCostMs = performance.now() - started;
        return map;
      } finally {
        this.pending = null;
      }
    })();
    return this.pending;
  }
}
