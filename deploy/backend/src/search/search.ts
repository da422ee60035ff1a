/**
 * POST /resources/search (reference 5.4): one parameterised SELECT per selector, built from the
 * kind definitions (kinds.ts) and the parsed selector syntaxes (syntax.ts).
 *
 * Behaviour, where duty leaves room:
 * - A selector with no criteria at all (no id, name, namespace, agent, scope, search, types,
 *   statuses, health or selectors) selects nothing, as in duty.
 * - agent: absent or "" = the local agent (nil uuid), "self"/"local" likewise, "all" = any agent,
 *   else an agent id or name (an unknown name selects nothing). A search naming `agent` or `id`
 *   replaces the default. Kinds without agents (playbooks, connections) ignore it.
 * - Deleted rows (for changes and analyses: those of deleted configs) are left out unless
 *   `includeDeleted`, or the search names `deleted_at`.
 * - Limits: a selector's limit, else the request's, else RESOURCE_SEARCH_DEFAULT_LIMIT (50); at
 *   most RESOURCE_SEARCH_MAX_LIMIT (1000). A kind with several selectors answers their results in
 *   order without duplicates, at most the request's limit when one is given (else the maximum).
 * - Order: by name, case-insensitively (changes and analyses: newest first).
 * - tagSelector on kinds with labels but no tags (checks, canaries, components) reads the labels,
 *   which their answers carry as `tags`; a selector a kind cannot evaluate is a 400.
 */
import {
  isUuid,
  RESOURCE_SEARCH_DEFAULT_LIMIT,
  RESOURCE_SEARCH_KINDS,
  RESOURCE_SEARCH_MAX_LIMIT,
  type ResourceSearchKind,
  type ResourceSelector,
  type SearchResourcesRequest,
} from '@opsdeck/contracts';
import { LOCAL_AGENT_ID } from '../db/constants';
import type { Queryable } from '../db/types';
import { KINDS, type FieldDef, type KindDef } from './kinds';
import {
  hasPatterns,
  parseFilterValue,
  parseLabelSelector,
  parseSearch,
  SearchSyntaxError,
  type Patterns,
  type Term,
} from './syntax';

export { SearchSyntaxError } from './syntax';

export type SearchResult = Record<string, unknown> & { id: string };
export type SearchAnswer = Partial<Record<ResourceSearchKind, SearchResult[]>>;

/** Collects bound values; returns their placeholders. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (char) => `\\${char}`);
const reverse = (value: string): string => [...value].reverse().join('');

/** OR of the patterns against one field; null when there are none. */
function patternsSql(patterns: Patterns, field: FieldDef, params: Params): string | null {
  const parts: string[] = [];
  // Built on first use: a map key is only bound when the value expression is used.
  let value: string | undefined;
  const valueSql = (): string => (value ??= fieldSql(field, params));
  const asText = (): string => (field.type === 'text' ? valueSql() : `${valueSql()}::text`);
  if (patterns.exact.length > 0) {
    if (field.map) {
      const { column, key } = field.map;
      for (const value of patterns.exact) parts.push(`${column} @> ${params.add(JSON.stringify({ [key]: value }))}::jsonb`);
    } else if (field.type === 'uuid') {
      const ids = patterns.exact.filter((id) => isUuid(id));
      parts.push(ids.length > 0 ? `${valueSql()} = ANY(${params.add(ids)}::uuid[])` : 'false');
    } else if (field.type === 'timestamp') {
      for (const item of patterns.exact) parts.push(`${valueSql()} = ${params.add(parseTime(item))}::timestamptz`);
    } else if (patterns.exact.length === 1) {
      parts.push(`${valueSql()} = ${params.add(patterns.exact[0])}`);
    } else {
      parts.push(`${valueSql()} = ANY(${params.add(patterns.exact)}::text[])`);
    }
  }
  for (const prefix of patterns.prefix) {
    parts.push(
      prefix === ''
        ? `${valueSql()} IS NOT NULL`
        : `lower(${asText()}) COLLATE "C" LIKE ${params.add(`${escapeLike(prefix.toLowerCase())}%`)}`,
    );
  }
  for (const suffix of patterns.suffix) {
    parts.push(`reverse(lower(${asText()})) COLLATE "C" LIKE ${params.add(`${escapeLike(reverse(suffix.toLowerCase()))}%`)}`);
  }
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`;
}

/** A filter value (a,!b,c*,*d) against one field; null when it restricts nothing. */
function filterSql(value: string, field: FieldDef, params: Params): string | null {
  const parsed = parseFilterValue(value);
  const parts: string[] = [];
  if (hasPatterns(parsed.include)) parts.push(patternsSql(parsed.include, field, params)!);
  if (hasPatterns(parsed.exclude)) parts.push(`NOT coalesce(${patternsSql(parsed.exclude, field, params)}, false)`);
  return parts.length === 0 ? null : parts.join(' AND ');
}

const TIME_UNITS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** An ISO timestamp or `now`, `now-15m`, `now+2h` (s, m, h, d, w). */
function parseTime(value: string, now = Date.now()): string {
  const relative = /^now(?:([+-])(\d+)([smhdw]))?$/.exec(value.trim());
  if (relative) {
    const offset = relative[1] ? Number(relative[2]) * TIME_UNITS[relative[3]!]! * (relative[1] === '-' ? -1 : 1) : 0;
    return new Date(now + offset).toISOString();
  }
  const parsed = Date.parse(value);
  if (Number.isNaN(parsed)) throw new SearchSyntaxError(`"${value}" is not a time (an ISO date or now-1h)`);
  return new Date(parsed).toISOString();
}

/** Agent filter of `agent` (see the file comment); null = any agent. */
function agentSql(value: string | null | undefined, column: string, params: Params): string | null {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0) return `${column} = '${LOCAL_AGENT_ID}'::uuid`;
  if (items.includes('all')) return null;
  const one = (item: string): string => {
    if (item === 'self' || item === 'local') return `${column} = '${LOCAL_AGENT_ID}'::uuid`;
    if (isUuid(item)) return `${column} = ${params.add(item)}::uuid`;
    return `${column} IN (SELECT id FROM agents WHERE name = ${params.add(item)} AND deleted_at IS NULL)`;
  };
  const include = items.filter((item) => !item.startsWith('!')).map(one);
  const exclude = items.filter((item) => item.startsWith('!') && item.length > 1).map((item) => one(item.slice(1)));
  const parts: string[] = [];
  if (include.length > 0) parts.push(`(${include.join(' OR ')})`);
  if (exclude.length > 0) parts.push(`NOT (${exclude.join(' OR ')})`);
  return parts.join(' AND ');
}

/** Label-selector requirements against a JSON map. */
function selectorSql(selector: string, map: string, params: Params, containment: boolean): string[] {
  return parseLabelSelector(selector).map((req) => {
    const value = () => `(${map}->>${params.add(req.key)})`;
    switch (req.op) {
      case 'exists':
        return `${value()} IS NOT NULL`;
      case 'absent':
        return `${value()} IS NULL`;
      case 'in': {
        if (!containment) return `${value()} = ANY(${params.add(req.values)}::text[])`;
        // String maps (tags, labels): containment, which a GIN index on the map serves.
        const any = req.values.map((item) => `${map} @> ${params.add(JSON.stringify({ [req.key]: item }))}::jsonb`);
        return any.length === 0 ? 'false' : any.length === 1 ? any[0]! : `(${any.join(' OR ')})`;
      }
      case 'notin':
        return `NOT coalesce(${value()} = ANY(${params.add(req.values)}::text[]), false)`;
    }
  });
}

/** A key of a JSON map; its value expression binds the key when used (fieldSql). */
const mapField = (column: string, key: string): FieldDef => ({ sql: '', type: 'text', map: { column, key } });

const fieldSql = (field: FieldDef, params: Params): string =>
  field.sql !== '' ? field.sql : `(${field.map!.column}->>${params.add(field.map!.key)})`;

/** The field a search term names: a column, `tag.k`/`label.k`, or a key of the kind's map. */
function termField(kind: ResourceSearchKind, def: KindDef, name: string): FieldDef {
  const lower = name.toLowerCase();
  if (Object.hasOwn(def.fields, lower)) return def.fields[lower]!;
  const dot = name.indexOf('.');
  if (dot > 0) {
    const map = name.slice(0, dot).toLowerCase();
    const key = name.slice(dot + 1);
    const column = map === 'tag' || map === 'tags' ? def.tags : map === 'label' || map === 'labels' ? def.labels : undefined;
    if (column) return mapField(column, key);
  }
  if (def.fallbackMap) return mapField(def.fallbackMap, name);
  throw new SearchSyntaxError(`unknown field "${name}" for ${kind}`);
}

function termSql(kind: ResourceSearchKind, def: KindDef, term: Term, params: Params): string | null {
  const lower = term.field.toLowerCase();
  if (lower === 'agent' || lower === 'agent_id') {
    if (!def.agentColumn) return null;
    const agent = agentSql(term.value, def.agentColumn, params);
    if (term.op === '=') return agent;
    if (term.op === '!=') return agent === null ? 'false' : `NOT (${agent})`;
    throw new SearchSyntaxError(`"${term.op}" does not apply to agent`);
  }
  const field = termField(kind, def, term.field);
  if (term.op === '=' || term.op === '!=') {
    const match = filterSql(term.value, field, params);
    if (match === null) return null;
    return term.op === '=' ? match : `NOT coalesce(${match}, false)`;
  }
  if (field.type !== 'timestamp') throw new SearchSyntaxError(`"${term.op}" only applies to times, not to ${term.field}`);
  return `${fieldSql(field, params)} ${term.op} ${params.add(parseTime(term.value))}::timestamptz`;
}

const blank = (value: string | null | undefined): boolean => value === undefined || value === null || value.trim() === '';

/** duty's IsEmpty: a selector without any criterion selects nothing. */
export function isEmptySelector(s: ResourceSelector): boolean {
  return (
    [s.id, s.name, s.namespace, s.agent, s.scope, s.search, s.health, s.tagSelector, s.labelSelector, s.fieldSelector].every(
      blank,
    ) &&
    (s.types ?? []).length === 0 &&
    (s.statuses ?? []).length === 0
  );
}

function requireField(kind: ResourceSearchKind, def: KindDef, name: string, option: string): FieldDef {
  const field = def.fields[name];
  if (!field) throw new SearchSyntaxError(`${option} is not supported for ${kind}`);
  return field;
}

function requireMap(kind: ResourceSearchKind, map: string | null, option: string): string {
  if (!map) throw new SearchSyntaxError(`${option} is not supported for ${kind}`);
  return map;
}

export interface SelectorQuery {
  sql: string;
  params: unknown[];
}

/** The SELECT of one selector, or null when it selects nothing. */
export function selectorQuery(
  kind: ResourceSearchKind,
  selector: ResourceSelector,
  limit: number,
  timestamps: boolean,
): SelectorQuery | null {
  if (isEmptySelector(selector)) return null;
  const def = KINDS[kind];
  const params = new Params();
  const where: string[] = [];
  const add = (condition: string | null) => {
    if (condition !== null) where.push(condition);
  };

  const alternatives = blank(selector.search) ? [] : parseSearch(selector.search!);
  const named = new Set(alternatives.flat().map((term) => term.field.toLowerCase()));

  if (!blank(selector.id)) add(filterSql(selector.id!, def.fields.id!, params));
  if (!blank(selector.name)) add(filterSql(selector.name!, def.fields.name!, params));
  if (!blank(selector.namespace)) add(filterSql(selector.namespace!, def.fields.namespace!, params));
  if (selector.types?.length) add(filterSql(selector.types.join(','), requireField(kind, def, 'type', 'types'), params));
  if (selector.statuses?.length) {
    add(filterSql(selector.statuses.join(','), requireField(kind, def, 'status', 'statuses'), params));
  }
  if (!blank(selector.health)) add(filterSql(selector.health!, requireField(kind, def, 'health', 'health'), params));
  if (def.agentColumn && !named.has('agent') && !named.has('agent_id') && !named.has('id')) {
    add(agentSql(selector.agent, def.agentColumn, params));
  }
  if (!selector.includeDeleted && !named.has('deleted_at')) add(def.notDeleted);
  if (!blank(selector.scope)) {
    if (!def.scope) throw new SearchSyntaxError(`scope is not supported for ${kind}`);
    const scope = selector.scope!.trim();
    if (isUuid(scope)) add(`${def.scope.column} = ${params.add(scope)}::uuid`);
    else {
      const slash = scope.indexOf('/');
      if (slash <= 0 || slash === scope.length - 1) throw new SearchSyntaxError('scope must be a uuid or namespace/name');
      const lookup = def.scope.lookup
        .replace('{ns}', params.add(scope.slice(0, slash)))
        .replace('{name}', params.add(scope.slice(slash + 1)));
      add(`${def.scope.column} IN (${lookup})`);
    }
  }
  if (!blank(selector.tagSelector))
    where.push(...selectorSql(selector.tagSelector!, requireMap(kind, def.tags, 'tagSelector'), params, true));
  if (!blank(selector.labelSelector)) {
    where.push(...selectorSql(selector.labelSelector!, requireMap(kind, def.labels, 'labelSelector'), params, true));
  }
  if (!blank(selector.fieldSelector)) {
    where.push(...selectorSql(selector.fieldSelector!, requireMap(kind, def.properties, 'fieldSelector'), params, false));
  }
  if (alternatives.length > 0) {
    const ors = alternatives.map((terms) => {
      const ands = terms.map((term) => termSql(kind, def, term, params)).filter((sql): sql is string => sql !== null);
      return ands.length === 0 ? 'true' : ands.join(' AND ');
    });
    add(ors.length === 1 ? ors[0]! : `((${ors.join(') OR (')}))`);
  }

  const s = def.select;
  const column = (sql: string | null, as: string) => `${sql ?? 'NULL'} AS ${as}`;
  const columns = [
    `${s.id}::text AS id`,
    column(s.agent && `${s.agent}::text`, 'agent'),
    column(s.icon, 'icon'),
    column(s.name, 'name'),
    column(s.namespace, 'namespace'),
    column(s.type, 'type'),
    column(s.tags, 'tags'),
    column(s.health, 'health'),
    column(s.status, 'status'),
    column(s.severity, 'severity'),
    ...(timestamps
      ? [column(s.created_at, 'created_at'), column(s.updated_at, 'updated_at'), column(s.deleted_at, 'deleted_at')]
      : []),
  ];
  const sql =
    `SELECT ${columns.join(', ')} FROM ${def.from}` +
    (where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '') +
    ` ORDER BY ${def.orderBy} LIMIT ${params.add(limit)}`;
  return { sql, params: params.values };
}

/** A row in duty's SelectedResource shape: id, agent, name, namespace, type always; others when set. */
function toResult(row: Record<string, unknown>): SearchResult {
  const result: SearchResult = {
    id: row.id as string,
    agent: (row.agent as string | null) ?? '',
    name: (row.name as string | null) ?? '',
    namespace: (row.namespace as string | null) ?? '',
    type: (row.type as string | null) ?? '',
  };
  if (row.icon) result.icon = row.icon;
  const tags = row.tags;
  if (tags && typeof tags === 'object' && Object.keys(tags).length > 0) result.tags = tags;
  for (const key of ['created_at', 'updated_at', 'deleted_at', 'health', 'status', 'severity']) {
    if (row[key] !== null && row[key] !== undefined && row[key] !== '') result[key] = row[key];
  }
  return result;
}

const clampLimit = (limit: number | null | undefined): number | undefined =>
  limit === null || limit === undefined || limit <= 0 ? undefined : Math.min(limit, RESOURCE_SEARCH_MAX_LIMIT);

/**
 * Runs a search for the kinds in `kinds` (the ones the caller may read); other kinds of the
 * request are left out of the answer.
 */
export async function searchResources(
  db: Queryable,
  request: SearchResourcesRequest,
  kinds: ReadonlySet<ResourceSearchKind> = new Set(RESOURCE_SEARCH_KINDS),
): Promise<SearchAnswer> {
  const requestLimit = clampLimit(request.limit);
  const kindLimit = requestLimit ?? RESOURCE_SEARCH_MAX_LIMIT;
  const timestamps = request.timestamps === true;
  // Built first, so a syntax error answers 400 before any query runs.
  const plans = RESOURCE_SEARCH_KINDS.filter((kind) => kinds.has(kind) && (request[kind]?.length ?? 0) > 0).map((kind) => ({
    kind,
    queries: request[kind]!.map((selector) =>
      selectorQuery(kind, selector, clampLimit(selector.limit) ?? requestLimit ?? RESOURCE_SEARCH_DEFAULT_LIMIT, timestamps),
    ).filter((query): query is SelectorQuery => query !== null),
  }));
  const answer: SearchAnswer = {};
  for (const { kind, queries } of plans) {
    const seen = new Set<string>();
    const results: SearchResult[] = [];
    for (const query of queries) {
      if (results.length >= kindLimit) break;
      const { rows } = await db.query<Record<string, unknown>>(query.sql, query.params);
      for (const row of rows) {
        const result = toResult(row);
        if (seen.has(result.id) || results.length >= kindLimit) continue;
        seen.add(result.id);
        results.push(result);
      }
    }
    if (results.length > 0) answer[kind] = results;
  }
  return answer;
}
