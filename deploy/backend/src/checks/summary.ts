/**
 * GET/POST /canary/api/summary (reference 5.7): the check_summary rows that are not deleted, in
 * canary-checker's response shape. Columns and labels mirror the check_summary view; uptime and
 * latency come from CheckStatsCache instead of the view's per-row computation.
 *
 * Each row is serialised once by PostgreSQL and kept with the values the options filter on. Every
 * request compares a fingerprint of checks, canaries and checks_unlogged (row counts and
 * transaction ids): rows written since are re-read and replaced, and only a changed count (a row
 * added or removed) or a renamed check rebuilds the whole list. Answering is then a filter and a
 * string join, also for 10,000 checks.
 */
import { z } from 'zod';
import type { Queryable } from '../db/types';
import { EMPTY_STATS_JSON, type CheckStatsCache } from './stats-cache';
import { EXECUTABLE_CHECK_TYPES, notExecutedMessage } from './types';

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

interface SummaryRow {
  id: string;
  name: string;
  status: string;
  deleted_at: string | null;
  /** The row as JSON text, without uptime, latency and configs (they are spliced in when answering). */
  doc: string;
  /** The config items the check relates to, as JSON text (null: none). */
  configs: string | null;
}

/** Per-caller shape of the answer: which relations' data it may carry. */
export interface SummaryAccess {
  /** The related config items (`configs`): only for callers who may read the catalog. */
  configs: boolean;
}

const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;
// Code constants, not input: the executed types and the message template (with %s for the type).
const EXECUTED_TYPES_SQL = EXECUTABLE_CHECK_TYPES.map(sqlText).join(', ');
const NOT_EXECUTED_SQL = sqlText(notExecutedMessage('%s'));

/**
 * One row per check, serialised by PostgreSQL in name order. Required fields are never null (Go
 * strings), so json_strip_nulls drops only the optional ones. A check counts as deleted when it
 * or its canary is.
 */
function rowsQuery(where: string[]): string {
  return `
SELECT r.id, r.name, r.status, r.deleted_at, json_strip_nulls(row_to_json(r))::text AS doc,
       -- Also an extension: the config items the check relates to, so the list links them to the
       -- catalog. Kept apart from doc: only callers who may read the catalog get them.
       (SELECT json_agg(json_build_object('id', ci.id, 'name', ci.name, 'type', ci.type) ORDER BY ci.name, ci.id)
        FROM check_config_relationships ccr JOIN config_items ci ON ci.id = ccr.config_id
        WHERE ccr.check_id = r.id AND ccr.deleted_at IS NULL AND ci.deleted_at IS NULL)::text AS configs
FROM (
  SELECT c.id, c.canary_id, c.agent_id, c.name, COALESCE(c.namespace, '') AS namespace, c.type,
         COALESCE(c.status, '') AS status, ca.namespace AS canary_namespace, ca.name AS canary_name,
         COALESCE(ca.labels, '{}'::jsonb) || COALESCE(c.labels, '{}'::jsonb) AS labels,
         c.created_at, c.updated_at,
         NULLIF(c.description, '') AS description, NULLIF(c.icon, '') AS icon, NULLIF(c.owner, '') AS owner,
         NULLIF(c.severity, '') AS severity, c.last_transition_time, cu.last_runtime,
         COALESCE(c.deleted_at, ca.deleted_at) AS deleted_at, c.silenced_at,
         -- Not check_summary columns (Go clients ignore them): the target, so the list can search by
         -- endpoint, and for types this backend does not run, the message saying so. Credentials
         -- written into a URL (scheme://user:password@host) are cut: the list is no place for them.
         regexp_replace(
           COALESCE(c.spec->>'url', c.spec->>'endpoint',
                    CASE WHEN c.spec ? 'host' THEN (c.spec->>'host') || COALESCE(':' || (c.spec->>'port'), '') END),
           '^([A-Za-z][A-Za-z0-9+.-]*://)[^/?#@]*@', '\\1') AS endpoint,
         CASE WHEN lower(c.type) NOT IN (${EXECUTED_TYPES_SQL}) THEN format(${NOT_EXECUTED_SQL}, c.type) END AS not_executed
  FROM checks c
  JOIN canaries ca ON ca.id = c.canary_id
  LEFT JOIN checks_unlogged cu ON cu.check_id = c.id
  ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
) AS r
ORDER BY r.name, r.id`;
}

/**
 * What changed since the last read. `state` moves on any insert, update or delete (an updated row
 * gets a new xmin, so the sum changes even when a transaction with an older id commits late);
 * `counts` moves only when rows come or go, or when config links change at all (rare, and a
 * rebuild is simpler than tracing them to their checks). `snap` is the oldest transaction still running: rows
 * written after this read carry an xmin of at least that, so the next refresh re-reads only those.
 * (Transaction ids are compared as 32-bit numbers; wraparound is not handled.)
 */
const FINGERPRINT_SQL = `
SELECT concat_ws(':', a.n, a.s, b.n, b.s, c.n, c.s, d.n, d.s) AS state, concat_ws(':', a.n, b.n, c.n, d.n, d.s) AS counts,
       (pg_snapshot_xmin(pg_current_snapshot())::text::bigint % 4294967296)::text AS snap
FROM (SELECT count(*) AS n, coalesce(sum(xmin::text::bigint), 0) AS s FROM checks) AS a,
     (SELECT count(*) AS n, coalesce(sum(xmin::text::bigint), 0) AS s FROM canaries) AS b,
     (SELECT count(*) AS n, coalesce(sum(xmin::text::bigint), 0) AS s FROM checks_unlogged) AS c,
     (SELECT count(*) AS n, coalesce(sum(xmin::text::bigint), 0) AS s FROM check_config_relationships) AS d`;

interface Fingerprint {
  state: string;
  counts: string;
  snap: string;
}

const WRITTEN_SINCE = [
  '(c.xmin::text::bigint >= $1::bigint OR ca.xmin::text::bigint >= $1::bigint OR cu.xmin::text::bigint >= $1::bigint)',
];

interface CachedRows {
  fingerprint: Fingerprint;
  rows: SummaryRow[];
  index: Map<string, number>;
}

/** "uptime":{..},"latency":{..} per check id, from the stats document. */
function statsFragments(stats: string): Map<string, string> {
  const parsed = JSON.parse(stats) as Record<string, { uptime: unknown; latency: unknown }>;
  return new Map(
    Object.entries(parsed).map(([id, value]) => [
      id,
      `"uptime":${JSON.stringify(value.uptime)},"latency":${JSON.stringify(value.latency)}`,
    ]),
  );
}

const EMPTY_FRAGMENT = statsFragments(JSON.stringify({ x: JSON.parse(EMPTY_STATS_JSON) })).get('x')!;

export class HealthSummary {
  private cached: CachedRows | null = null;
  private refreshing: Promise<CachedRows> | null = null;
  private fragments: { source: string; byId: Map<string, string> } = { source: '', byId: new Map() };

  constructor(private readonly stats: CheckStatsCache) {}

  /** The response body as JSON text (it is sent as is). */
  async json(db: Queryable, options: SummaryOptions, access: SummaryAccess = { configs: true }): Promise<string> {
    const started = performance.now();
    const stats = await this.stats.get(db);
    if (stats !== this.fragments.source) this.fragments = { source: stats, byId: statsFragments(stats) };
    // Rare, narrow requests go straight to the database.
    const narrow = options.checkid || (options.labels && Object.keys(options.labels).length > 0);
    const rows = narrow ? await this.direct(db, options) : this.select((await this.current(db)).rows, options);
    if (options.sortby === '-name') rows.reverse();
    const { byId } = this.fragments;
    const docs = rows.map((row) => {
      const configs = access.configs && row.configs !== null ? `,"configs":${row.configs}` : '';
      return `${row.doc.slice(0, -1)}${configs},${byId.get(row.id) ?? EMPTY_FRAGMENT}}`;
    });
    const duration = Math.round(performance.now() - started);
    const list = docs.length > 0 ? `,"checks_summary":[${docs.join(',')}]` : '';
    return `{"runnerName":"local"${duration > 0 ? `,"duration":${duration}` : ''}${list}}`;
  }

  private async direct(db: Queryable, options: SummaryOptions): Promise<SummaryRow[]> {
    const params: unknown[] = [];
    const deletedAt = 'COALESCE(c.deleted_at, ca.deleted_at)';
    const where = [
      options.deletefrom
        ? `(${deletedAt} IS NULL OR ${deletedAt} > $${params.push(options.deletefrom)}::timestamptz)`
        : `${deletedAt} IS NULL`,
    ];
    if (options.checkid) where.push(`c.id = $${params.push(options.checkid)}::text::uuid`);
    if (options.labels && Object.keys(options.labels).length > 0) {
      where.push(
        `(COALESCE(ca.labels, '{}'::jsonb) || COALESCE(c.labels, '{}'::jsonb)) @> $${params.push(JSON.stringify(options.labels))}::jsonb`,
      );
    }
    if (options.hidepassing) where.push(`c.status IS DISTINCT FROM 'healthy'`);
    return (await db.query<SummaryRow>(rowsQuery(where), params)).rows;
  }

  /** Every check, deleted ones included, brought up to date with the database. */
  private async current(db: Queryable): Promise<CachedRows> {
    // One refresh at a time; requests arriving meanwhile share it.
    this.refreshing ??= this.refresh(db).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refresh(db: Queryable): Promise<CachedRows> {
    const fingerprint = (await db.query<Fingerprint>(FINGERPRINT_SQL)).rows[0]!;
    const cached = this.cached;
    if (cached && cached.fingerprint.state === fingerprint.state) return cached;
    if (cached && cached.fingerprint.counts === fingerprint.counts) {
      const changed = (await db.query<SummaryRow>(rowsQuery(WRITTEN_SINCE), [cached.fingerprint.snap])).rows;
      const patched = changed.every((row) => {
        const at = cached.index.get(row.id);
        // A new name moves the row: only a rebuild puts it in PostgreSQL's order.
        if (at === undefined || cached.rows[at]!.name !== row.name) return false;
        cached.rows[at] = row;
        return true;
      });
      if (patched) {
        cached.fingerprint = fingerprint;
        return cached;
      }
    }
    const rows = (await db.query<SummaryRow>(rowsQuery([]))).rows;
    this.cached = { fingerprint, rows, index: new Map(rows.map((row, i) => [row.id, i])) };
    return this.cached;
  }

  private select(rows: readonly SummaryRow[], options: SummaryOptions): SummaryRow[] {
    const deleteFrom = options.deletefrom ? Date.parse(options.deletefrom) : undefined;
    return rows.filter((row) => {
      if (row.deleted_at !== null && (deleteFrom === undefined || Date.parse(row.deleted_at) <= deleteFrom)) return false;
      return !options.hidepassing || row.status !== 'healthy';
    });
  }
}
