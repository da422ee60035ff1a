/**
 * GET/POST /canary/api/summary (reference 5.7): the check_summary rows that are not deleted, in
 * canary-checker's response shape. Columns and labels mirror the check_summary view; its
 * uptime/latency come from CheckStatsCache instead of the view's per-row computation.
 */
import { z } from 'zod';
import type { Queryable } from '../db/types';
import { EMPTY_STATS, type CheckStatsCache } from './stats-cache';

/**
 * The POST body: Go field names, matched case-insensitively (keys are lower-cased first).
 * `hidePassing` is this backend's extension: only checks that are not healthy. Mission Control
 * ignores unknown fields and the console filters again on its side, so it works with either.
 */
export const summaryOptionsSchema = z
  .object({
    checkid: z.guid().optional(),
    sortby: z.enum(['name', '-name']).optional(),
    deletefrom: z.string().datetime({ offset: true }).optional(),
    labels: z.record(z.string(), z.string()).optional(),
    hidepassing: z.boolean().optional(),
  })
  .strip();
export type SummaryOptions = z.infer<typeof summaryOptionsSchema>;

/** Lower-cases the keys of a JSON object body so `CheckID`, `checkId` and `checkid` all match. */
export function normaliseKeys(body: unknown): unknown {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key.toLowerCase(), value]));
}

/** Optional fields Go omits when empty. */
const OMIT_WHEN_NULL = [
  'description',
  'icon',
  'owner',
  'severity',
  'last_transition_time',
  'last_runtime',
  'deleted_at',
  'silenced_at',
];

export interface SummaryResponse {
  runnerName: string;
  duration?: number;
  checks_summary?: Record<string, unknown>[];
}

function buildQuery(options: SummaryOptions): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown, cast: string) => {
    params.push(value);
    return `$${params.length}::${cast}`;
  };
  where.push(
    options.deletefrom
      ? `(c.deleted_at IS NULL OR c.deleted_at > ${param(options.deletefrom, 'timestamptz')})`
      : 'c.deleted_at IS NULL',
  );
  if (options.checkid) where.push(`c.id = ${param(options.checkid, 'text::uuid')}`);
  if (options.labels && Object.keys(options.labels).length > 0) {
    where.push(
      `(COALESCE(ca.labels, '{}'::jsonb) || COALESCE(c.labels, '{}'::jsonb)) @> ${param(JSON.stringify(options.labels), 'jsonb')}`,
    );
  }
  if (options.hidepassing) where.push(`c.status IS DISTINCT FROM 'healthy'`);
  const direction = options.sortby === '-name' ? 'DESC' : 'ASC';
  // One JSON document straight from PostgreSQL: converting 10,000 rows value by value costs more than the query.
  const sql = `
SELECT coalesce(json_agg(r ORDER BY r.name ${direction}, r.id), '[]')::text AS rows
FROM (
  SELECT c.id, c.canary_id, c.agent_id, c.last_transition_time, c.type, c.icon, c.name, c.status,
         c.description, c.namespace, ca.namespace AS canary_namespace, ca.name AS canary_name,
         COALESCE(ca.labels, '{}'::jsonb) || COALESCE(c.labels, '{}'::jsonb) AS labels,
         c.severity, c.owner, cu.last_runtime, c.created_at, c.updated_at, c.deleted_at, c.silenced_at,
         -- Not a check_summary column: the target, so the list can search by endpoint (Go clients ignore it).
         COALESCE(c.spec->>'url', c.spec->>'endpoint',
                  CASE WHEN c.spec ? 'host' THEN (c.spec->>'host') || COALESCE(':' || (c.spec->>'port'), '') END) AS endpoint
  FROM checks c
  JOIN canaries ca ON ca.id = c.canary_id
  LEFT JOIN checks_unlogged cu ON cu.check_id = c.id
  WHERE ${where.join(' AND ')}
) AS r`;
  return { sql, params };
}

export async function healthSummary(db: Queryable, stats: CheckStatsCache, options: SummaryOptions): Promise<SummaryResponse> {
  const started = performance.now();
  const { sql, params } = buildQuery(options);
  const [result, statsById] = await Promise.all([db.query<{ rows: string }>(sql, params), stats.get(db)]);
  const rows = JSON.parse(result.rows[0]?.rows ?? '[]') as Record<string, unknown>[];
  for (const row of rows) {
    const { uptime, latency } = statsById.get(row.id as string) ?? EMPTY_STATS;
    row.uptime = uptime;
    row.latency = latency;
    for (const key of OMIT_WHEN_NULL) if (row[key] === null || row[key] === '') delete row[key];
  }
  const duration = Math.round(performance.now() - started);
  return {
    runnerName: 'local',
    ...(duration > 0 && { duration }),
    ...(rows.length > 0 && { checks_summary: rows }),
  };
}
