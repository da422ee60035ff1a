/**
 * GET /canary/api/graph (reference 5.7): a check's results over a time range, bucketed, with
 * uptime and latency percentiles over the whole range.
 */
import { z } from 'zod';
import type { Queryable } from '../db/types';
import { parseDurationMs } from './schedule';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Bucket width: 1 min up to 2 h, 15 min up to 24 h, 1 h up to 7 days, 4 h beyond. */
export function bucketMs(rangeMs: number): number {
  if (rangeMs <= 2 * HOUR) return MINUTE;
  if (rangeMs <= DAY) return 15 * MINUTE;
  if (rangeMs <= 7 * DAY) return HOUR;
  return 4 * HOUR;
}

// Months and years as the console's time ranges count them (spec: 1mo = 43200 min, 1y = 518400 min).
const LONG_UNIT_MS: Record<string, number> = { mo: 30 * DAY, y: 360 * DAY };

/**
 * A duration back from now: Go-style ("90m", "1h30m", plus d and w), or months and years as the
 * time range options write them ("1mo", "6mo", "1y", "5y"). null when malformed.
 */
export function parseRangeDurationMs(text: string): number | null {
  const long = /^(\d+)(mo|y)$/.exec(text.trim());
  if (long) return Number(long[1]) > 0 ? Number(long[1]) * LONG_UNIT_MS[long[2]!]! : null;
  return parseDurationMs(text);
}

/**
 * A point in time: RFC 3339, or a duration back from `now` ("1h", "2d", "90m", "1mo", "5y"; also
 * "now"). canary-checker accepts the same two forms.
 */
export function parseTimeParam(value: string, now: number): number | null {
  const text = value.trim();
  if (text === '' || text === 'now') return now;
  const duration = parseRangeDurationMs(text);
  if (duration !== null) return now - duration;
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) {
    const parsed = Date.parse(text);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

export const graphQuerySchema = z.object({
  check: z.guid('check must be a check id'),
  start: z.string().optional(),
  since: z.string().optional(),
  end: z.string().optional(),
  until: z.string().optional(),
  count: z.coerce.number().int().positive().optional(),
});
export type GraphQuery = z.infer<typeof graphQuerySchema>;

export interface GraphPoint {
  time: string;
  status?: true;
  duration: number;
  passed?: number;
  failed?: number;
}

export interface GraphResponse {
  runnerName: string;
  duration?: number;
  status: GraphPoint[] | null;
  latency: { p99?: number; p97?: number; p95?: number; rolling1h: number };
  uptime: { passed: number; failed: number };
}

/** Resolves the range; an error message for the 400 answer when it is unusable. */
export function resolveRange(query: GraphQuery, now: number): { from: number; to: number } | { error: string } {
  const from = parseTimeParam(query.start ?? query.since ?? '1h', now);
  if (from === null) return { error: `invalid start: ${query.start ?? query.since}` };
  const to = parseTimeParam(query.end ?? query.until ?? 'now', now);
  if (to === null) return { error: `invalid end: ${query.end ?? query.until}` };
  if (from >= to) return { error: 'start must be before end' };
  return { from, to };
}

interface BucketRow {
  bucket: string;
  passed: number;
  failed: number;
  duration: number | null;
}

interface TotalsRow {
  passed: number;
  failed: number;
  p99: number | null;
  p97: number | null;
  p95: number | null;
  rolling: number | null;
}

export async function checkGraph(db: Queryable, checkId: string, range: { from: number; to: number }): Promise<GraphResponse> {
  const started = performance.now();
  const width = bucketMs(range.to - range.from);
  const params = [checkId, new Date(range.from), new Date(range.to)];
  const [buckets, totals] = await Promise.all([
    db.query<BucketRow>(
      `SELECT to_timestamp(floor(extract(epoch FROM time) * 1000 / $4::numeric) * $4::numeric / 1000) AS bucket,
              count(*) FILTER (WHERE status) AS passed,
              count(*) FILTER (WHERE status = false) AS failed,
              round(avg(duration))::int AS duration
       FROM check_statuses
       WHERE check_id = $1::text::uuid AND time >= $2::timestamptz AND time <= $3::timestamptz
         -- Results without a status (a type this backend does not run) neither passed nor failed.
         AND status IS NOT NULL
       GROUP BY 1 ORDER BY 1`,
      [...params, width],
    ),
    db.query<TotalsRow>(
      `SELECT count(*) FILTER (WHERE status) AS passed,
              count(*) FILTER (WHERE status = false) AS failed,
              percentile_cont(0.99) WITHIN GROUP (ORDER BY duration) AS p99,
              percentile_cont(0.97) WITHIN GROUP (ORDER BY duration) AS p97,
              percentile_cont(0.95) WITHIN GROUP (ORDER BY duration) AS p95,
              round(avg(duration) FILTER (WHERE time > $3::timestamptz - interval '1 hour')) AS rolling
       FROM check_statuses
       WHERE check_id = $1::text::uuid AND time >= $2::timestamptz AND time <= $3::timestamptz AND status IS NOT NULL`,
      params,
    ),
  ]);
  const status = buckets.rows.map((row): GraphPoint => {
    const point: GraphPoint = { time: new Date(row.bucket).toISOString(), duration: row.duration ?? 0 };
    // canary-checker omits false booleans and zero counts.
    if (row.failed === 0 && row.passed > 0) point.status = true;
    if (row.passed > 0) point.passed = row.passed;
    if (row.failed > 0) point.failed = row.failed;
    return point;
  });
  const total = totals.rows[0];
  const latency: GraphResponse['latency'] = { rolling1h: Number(total?.rolling ?? 0) };
  if (total?.p99 != null) latency.p99 = total.p99;
  if (total?.p97 != null) latency.p97 = total.p97;
  if (total?.p95 != null) latency.p95 = total.p95;
  const duration = Math.round(performance.now() - started);
  return {
    runnerName: 'local',
    ...(duration > 0 && { duration }),
    status: status.length > 0 ? status : null,
    latency,
    uptime: { passed: total?.passed ?? 0, failed: total?.failed ?? 0 },
  };
}
