import {
  CATALOG_CHANGES_MAX_PAGE_SIZE,
  CATALOG_CHANGES_SORT_COLUMNS,
  CHANGE_SEVERITIES,
  isUuid,
  RECURSIVE_DEPTH,
  type CatalogChangesRequest,
  type CatalogChangesSortColumn,
} from '@opsdeck/contracts';
import type { Queryable } from '../db/types';
import { evaluateDateMath } from '../postgrest/parse/datemath';
import { filterConditions, labelSelectorConditions, SqlParams } from './sql';
import { CatalogRequestError } from './summary';

const NIL_AGENT = '00000000-0000-0000-0000-000000000000';
const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = CATALOG_CHANGES_MAX_PAGE_SIZE;
const MAX_DEPTH = 20;

/** The columns of a change row (duty's ConfigChangeRow) over config_changes ch and config_items ci. */
const ROW_COLUMNS = `ch.id, ch.config_id, ci.agent_id, ch.external_change_id, ch.change_type, ch.severity, ch.source,
  ch.summary, ch.created_at, ch.count, ch.first_observed, ci.name, ci.type, ci.tags, ch.created_by,
  ch.external_created_by, ci.path, ch.inserted_at, ci.deleted_at`;

const SORT_EXPRESSIONS: Record<CatalogChangesSortColumn, string> = {
  name: 'ci.name',
  change_type: 'ch.change_type',
  summary: 'ch.summary',
  source: 'ch.source',
  created_at: 'ch.created_at',
  count: 'ch.count',
};

/** Direction of related_configs_recursive for each `recursive` value. */
const WALK = { downstream: 'outgoing', upstream: 'incoming', all: 'all' } as const;

const toInt = (value: number | string | null | undefined, fallback: number) =>
  value === null || value === undefined || value === '' ? fallback : Number(value);

function instant(name: string, value: string, now: Date): Date {
  const parsed = evaluateDateMath(value, now);
  if (!parsed) throw new CatalogRequestError(`invalid '${name}' param: expected RFC3339 or datemath format, got "${value}"`);
  return parsed;
}

/** "high" -> "critical,high"; a list or a negation is taken as it is. */
function severityExpression(severity: string): string {
  const value = severity.trim().toLowerCase();
  if (value.startsWith('!') || value.includes(',')) return value;
  const at = (CHANGE_SEVERITIES as readonly string[]).indexOf(value);
  if (at === -1) throw new CatalogRequestError(`invalid severity: unknown severity "${severity}"`);
  return CHANGE_SEVERITIES.slice(0, at + 1).join(',');
}

/** Columns that are never null: ordered without NULLS LAST, so the order is an index's order. */
const NOT_NULL_SORTS = new Set<string>(['ch.created_at', 'ch.count']);

function sortOf(sortBy: string | null | undefined): { expression: string; descending: boolean } {
  if (!sortBy) return { expression: 'ch.created_at', descending: true };
  const descending = sortBy.startsWith('-');
  const column = descending ? sortBy.slice(1) : sortBy;
  if (!(CATALOG_CHANGES_SORT_COLUMNS as readonly string[]).includes(column)) {
    throw new CatalogRequestError(
      `invalid 'sort_by' param: ${column}. allowed sort fields are: ${CATALOG_CHANGES_SORT_COLUMNS.join(', ')}`,
    );
  }
  return { expression: SORT_EXPRESSIONS[column as CatalogChangesSortColumn], descending };
}

export interface CatalogChangesResponse {
  total?: number;
  summary?: Record<string, number>;
  changes?: Record<string, unknown>[];
}

/**
 * POST /catalog/changes (reference 5.4): changes with their item's name, type and tags, filtered,
 * sorted (default created_at descending) and paged, with the total and the change types of the
 * page. One config id also takes the changes of its related items, up to `depth` (default 5):
 * downstream (children and outgoing relationships), upstream, all, or none. Soft relationships are
 * followed with `soft`; otherwise only hard ones. `{}` when nothing matches.
 */
export async function catalogChanges(
  db: Queryable,
  request: CatalogChangesRequest,
  now = new Date(),
): Promise<CatalogChangesResponse> {
  const page = toInt(request.page, 1);
  const pageSize = toInt(request.page_size, DEFAULT_PAGE_SIZE);
  const depth = toInt(request.depth, RECURSIVE_DEPTH.changes);
  if (page < 1) throw new CatalogRequestError("'page' must be 1 or more");
  if (pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw new CatalogRequestError(`'page_size' must be between 1 and ${MAX_PAGE_SIZE}`);
  if (depth < 1 || depth > MAX_DEPTH) throw new CatalogRequestError(`'depth' must be between 1 and ${MAX_DEPTH}`);
  const from = request.from ? instant('from', request.from, now) : request.to ? null : instant('from', 'now-2d', now);
  const to = request.to ? instant('to', request.to, now) : null;
  if (from && to && from.getTime() >= to.getTime()) throw new CatalogRequestError("'from' must be before 'to'");
  const fromInserted = request.from_inserted_at ? instant('from_inserted_at', request.from_inserted_at, now) : null;
  const toInserted = request.to_inserted_at ? instant('to_inserted_at', request.to_inserted_at, now) : null;
  const sort = sortOf(request.sort_by);
  const agent = request.agent_id === 'local' ? NIL_AGENT : request.agent_id;
  if (agent && !isUuid(agent)) throw new CatalogRequestError(`agent_id(${agent}) must either be a valid uuid or \`local\``);

  const params = new SqlParams();
  const conditions: string[] = [];
  const ids = (request.id ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 1 && isUuid(ids[0]!)) {
    const recursive = request.recursive ?? 'downstream';
    if (recursive === 'none') conditions.push(`ch.config_id = ${params.bind(ids[0])}::uuid`);
    else {
      // The related items first, then their changes by the (config_id, created_at) index: an OR
      // with a subquery would scan every change.
      const relation = request.soft ? 'both' : 'hard';
      const related = await db.query<{ ids: string[] | null }>(
        `SELECT array_agg(r.id) AS ids FROM related_configs_recursive($1::uuid, $2, $3, $4::int, $5, $5) AS r`,
        [ids[0], WALK[recursive], Boolean(request.include_deleted_configs), depth, relation],
      );
      conditions.push(`ch.config_id = ANY(${params.bind([ids[0]!, ...(related.rows[0]?.ids ?? [])])}::uuid[])`);
    }
  } else if (ids.length > 0 && ids.every((id) => isUuid(id))) {
    conditions.push(`ch.config_id = ANY(${params.bind(ids)}::uuid[])`);
  } else if (ids.length > 0) {
    conditions.push(...filterConditions('ch.config_id::text', request.id, params));
  }
  conditions.push(...filterConditions('ci.type', request.config_type, params));
  conditions.push(...filterConditions('ch.change_type', request.type, params));
  if (request.severity) conditions.push(...filterConditions('lower(ch.severity)', severityExpression(request.severity), params));
  conditions.push(...filterConditions('ch.summary', request.summary, params));
  conditions.push(...filterConditions('ch.source', request.source, params));
  if (request.tags) conditions.push(...labelSelectorConditions('ci.tags', request.tags, params));
  if (agent) conditions.push(`ci.agent_id = ${params.bind(agent)}::uuid`);
  if (from) conditions.push(`ch.created_at > ${params.bind(from)}::timestamptz`);
  if (to) conditions.push(`ch.created_at <= ${params.bind(to)}::timestamptz`);
  if (fromInserted) conditions.push(`ch.inserted_at > ${params.bind(fromInserted)}::timestamptz`);
  if (toInserted) conditions.push(`ch.inserted_at < ${params.bind(toInserted)}::timestamptz`);
  if (request.created_by) {
    if (isUuid(request.created_by)) conditions.push(`ch.created_by = ${params.bind(request.created_by)}::uuid`);
    else conditions.push(...filterConditions('ch.external_created_by', request.created_by, params));
  }

  // Every change has its item (config_id is a required reference). When nothing but the item's
  // deletion is asked of it, the changes are read alone, less those of the few deleted items,
  // instead of joined to every live item.
  const sortsOnItem = sort.expression.startsWith('ci.');
  const needsItem = sortsOnItem || conditions.some((condition) => condition.includes('ci.'));
  if (!request.include_deleted_configs)
    conditions.push(
      needsItem
        ? 'ci.deleted_at IS NULL'
        : 'NOT EXISTS (SELECT 1 FROM config_items gone WHERE gone.id = ch.config_id AND gone.deleted_at IS NOT NULL)',
    );
  const source = needsItem ? 'config_changes ch JOIN config_items ci ON ci.id = ch.config_id' : 'config_changes ch';
  const base = `FROM ${source} WHERE ${conditions.join(' AND ') || 'true'}`;
  const direction = sort.descending ? 'DESC' : 'ASC';
  const nulls = NOT_NULL_SORTS.has(sort.expression) ? '' : ' NULLS LAST';
  const order = `${sort.expression} ${direction}${nulls}, ch.id ${direction}`;
  const countValues = [...params.values];
  const limit = params.bind(pageSize);
  const offset = params.bind((page - 1) * pageSize);
  // The page's ids come first from the covering indexes (changes by time with their item and
  // severity, live items with their type), so only the page's rows are read from the tables.
  // The count and the page run side by side on a pool.
  const [counted, { rows }] = await Promise.all([
    db.query<{ total: number }>(`SELECT count(*) AS total ${base}`, countValues),
    db.query<Record<string, unknown>>(
      `SELECT ${ROW_COLUMNS} FROM config_changes ch JOIN config_items ci ON ci.id = ch.config_id
        WHERE ch.id = ANY(ARRAY(SELECT ch.id ${base} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}))
        ORDER BY ${order}`,
      params.values,
    ),
  ]);
  const total = Number(counted.rows[0]?.total ?? 0);
  if (total === 0) return {};
  const summary: Record<string, number> = {};
  for (const row of rows) {
    const type = String(row.change_type ?? '');
    summary[type] = (summary[type] ?? 0) + 1;
  }
  return { summary, total, changes: rows.map(withoutEmpty) };
}

/** duty's row omits empty optional fields (omitempty). */
const OMIT_EMPTY = [
  'summary',
  'first_observed',
  'name',
  'type',
  'tags',
  'created_by',
  'external_created_by',
  'path',
  'inserted_at',
  'deleted_at',
];
function withoutEmpty(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (OMIT_EMPTY.includes(key) && (value === null || value === '')) continue;
    out[key] = value;
  }
  return out;
}
