import type { CatalogSummaryRequest } from '@opsdeck/contracts';
import type { Queryable } from '../db/types';
import { filterConditions, parseDuration, parseFilterExpression, SqlParams } from './sql';
import { COUNTED_SUMMARY_SQL, isCountedSummary } from './summary-counts';

/** A request the endpoint refuses with 400. */
export class CatalogRequestError extends Error {}

const COST_COLUMNS = { '1h': 'cost_total_1h', '1d': 'cost_total_1d', '30d': 'cost_total_30d' } as const;

/** The group keys of a request: groupBy (default type), then tag keys. */
export function summaryKeys(request: CatalogSummaryRequest): string[] {
  const groupBy = request.groupBy && request.groupBy.length > 0 ? request.groupBy : ['type'];
  return [...groupBy, ...(request.tags ?? [])];
}

/** Label filters: any included label value, none of the excluded ones (duty's summary filter). */
function labelConditions(filter: Record<string, string>, params: SqlParams): string[] {
  const included: string[] = [];
  const conditions: string[] = [];
  for (const [key, expression] of Object.entries(filter)) {
    const { include, exclude } = parseFilterExpression(expression);
    for (const value of include) included.push(`ci.labels @> ${params.bind(JSON.stringify({ [key]: value }))}::jsonb`);
    for (const value of exclude)
      conditions.push(`NOT (coalesce(ci.labels, '{}'::jsonb) @> ${params.bind(JSON.stringify({ [key]: value }))}::jsonb)`);
  }
  if (included.length > 0) conditions.push(`(${included.join(' OR ')})`);
  return conditions;
}

interface SummaryRow {
  keys: (string | null)[];
  health: Record<string, number> | null;
  count: number;
  created_at: string | null;
  updated_at: string | null;
  analysis: Record<string, number> | null;
  changes: number | null;
  cost: number | null;
}

/**
 * POST /catalog/summary (reference 5.4): config items grouped by type (or tag keys) with their
 * count, health breakdown, newest created and updated times, open analyses by type, and on
 * request changes since a duration and a cost total. Null when nothing matches.
 */
export async function catalogSummary(
  db: Queryable,
  request: CatalogSummaryRequest,
  now = new Date(),
  options: { fromCounts?: boolean } = {},
): Promise<object[] | null> {
  const since = request.changes?.since ? parseDuration(request.changes.since) : null;
  if (request.changes?.since && since === null)
    throw new CatalogRequestError(`changes since is invalid: "${request.changes.since}" is not a duration such as 7d or 24h`);
  const keys = summaryKeys(request);
  // The page's unfiltered summary comes from the counts the writers keep (migration 0951).
  if (options.fromCounts !== false && isCountedSummary(request))
    return summaryRows((await db.query<SummaryRow>(COUNTED_SUMMARY_SQL)).rows, keys, request, null);
  const params = new SqlParams();
  const keyExpressions = keys.map((key) => (key === 'type' ? 'ci.type' : `ci.tags->>${params.bind(key)}`));
  const conditions = [
    ...(request.deleted ? [] : ['ci.deleted_at IS NULL']),
    ...filterConditions('ci.status', request.status, params),
    ...filterConditions('ci.health', request.health, params),
    ...labelConditions(request.filter ?? {}, params),
  ];
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  // Grouped by the key expressions themselves (no per-item key arrays): for the type, the live
  // items' (type, health) index answers the counts and times without reading the table.
  const groupKeys = keyExpressions.map((_, i) => `k${i}`);
  const keySelect = keyExpressions.map((expression, i) => `${expression} AS k${i}`).join(', ');
  const keysArray = (alias: string) => `ARRAY[${groupKeys.map((key) => `${alias}.${key}`).join(', ')}]::text[]`;
  // Changes and costs are joined per group only when asked for (each is a scan of its table).
  const extra: string[] = [];
  const joins: string[] = [];
  if (since !== null) {
    extra.push(`changes AS (
      SELECT ${keySelect}, count(*) AS n FROM config_changes ch JOIN config_items ci ON ci.id = ch.config_id
       ${where ? `${where} AND` : 'WHERE'} ch.created_at > ${params.bind(new Date(now.getTime() - since))}::timestamptz
       GROUP BY ${groupKeys.join(', ')})`);
    joins.push(`LEFT JOIN changes c ON ${keysArray('c')} IS NOT DISTINCT FROM g.keys`);
  }
  const costColumn = request.cost ? COST_COLUMNS[request.cost] : null;
  if (costColumn) {
    // A sum only makes sense in one currency (as the configs view's cost columns).
    extra.push(`costs AS (
      SELECT ${keySelect}, CASE WHEN count(DISTINCT cc.billing_currency) <= 1 THEN sum(cc.${costColumn}) END AS total
        FROM config_costs cc JOIN config_items ci ON ci.id = cc.config_id ${where} GROUP BY ${groupKeys.join(', ')})`);
    joins.push(`LEFT JOIN costs k ON ${keysArray('k')} IS NOT DISTINCT FROM g.keys`);
  }
  const sql = `
    WITH by_health AS (
      SELECT ${keySelect}, ci.health, count(*) AS n, max(ci.created_at) AS created_at, max(ci.updated_at) AS updated_at
        FROM config_items ci ${where} GROUP BY ${groupKeys.join(', ')}, ci.health
    ), g AS (
      SELECT ${keysArray('b')} AS keys, jsonb_object_agg(b.health, b.n) FILTER (WHERE b.health IS NOT NULL) AS health,
             sum(b.n)::bigint AS count, max(b.created_at) AS created_at, max(b.updated_at) AS updated_at
        FROM by_health b GROUP BY ${groupKeys.map((key) => `b.${key}`).join(', ')}
    ), per_type AS (
      SELECT ${keySelect}, ca.analysis_type, count(*) AS n
        FROM config_analysis ca JOIN config_items ci ON ci.id = ca.config_id
       ${where ? `${where} AND` : 'WHERE'} ca.status = 'open' AND ca.analysis_type IS NOT NULL
       GROUP BY ${groupKeys.join(', ')}, ca.analysis_type
    ), analysis AS (
      SELECT ${keysArray('p')} AS keys, jsonb_object_agg(p.analysis_type, p.n) AS analysis
        FROM per_type p GROUP BY ${groupKeys.map((key) => `p.${key}`).join(', ')}
    )${extra.map((cte) => `, ${cte}`).join('')}
    SELECT g.keys, g.health, g.count, g.created_at, g.updated_at, a.analysis,
           ${since !== null ? 'coalesce(c.n, 0)' : 'NULL::bigint'} AS changes,
           ${costColumn ? 'k.total' : 'NULL::numeric'} AS cost
      FROM g LEFT JOIN analysis a ON a.keys IS NOT DISTINCT FROM g.keys ${joins.join(' ')}
     ORDER BY g.keys`;
  const { rows } = await db.query<SummaryRow>(sql, params.values);
  return summaryRows(rows, keys, request, since);
}

function summaryRows(rows: SummaryRow[], keys: string[], request: CatalogSummaryRequest, since: number | null): object[] | null {
  if (rows.length === 0) return null;
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    keys.forEach((key, i) => Object.defineProperty(out, key, { value: row.keys[i] ?? null, enumerable: true }));
    Object.assign(out, {
      health: row.health ?? {},
      count: Number(row.count),
      created_at: row.created_at,
      updated_at: row.updated_at,
      analysis: row.analysis,
    });
    if (since !== null) out.changes = Number(row.changes ?? 0);
    if (request.cost) out[`cost_${request.cost}`] = row.cost === null ? null : Number(row.cost);
    return out;
  });
}
