import type { PlannedEmbed, ReadNode } from '../plan';
import { ident, Params } from './builder';
import { conditionSql, fieldSql, orderSql } from './expr';

/** Allocates table aliases unique across one statement (t0, t1, ...). */
export class Aliases {
  private next = 0;
  take(prefix = 't'): string {
    const alias = `${prefix}${this.next}`;
    this.next += 1;
    return alias;
  }
}

export interface SqlContext {
  params: Params;
  aliases: Aliases;
  /**
   * Cap of every to-many embed, per parent row (PGRST_DB_MAX_ROWS: PostgREST applies max-rows at
   * every level of a read, not only the top). Undefined: no cap.
   */
  embedLimit?: number;
}

const joinSql = (embed: PlannedEmbed, parent: string, child: string): string[] =>
  embed.relationship.sourceColumns.map(
    (sourceColumn, i) => `${parent}.${ident(sourceColumn)} = ${child}.${ident(embed.relationship.targetColumns[i]!)}`,
  );

/** EXISTS over an embed's rows (its join, filters and its own inner embeds): `!inner` and null filters. */
function existsSql(embed: PlannedEmbed, parent: string, ctx: SqlContext): string {
  const alias = ctx.aliases.take();
  const where = [...joinSql(embed, parent, alias), ...wherePartsSql(embed.node, alias, ctx)];
  return `EXISTS (SELECT 1 FROM ${embed.node.source.render(ctx.params)} AS ${alias} WHERE ${where.join(' AND ')})`;
}

/** Filters of one level: its conditions, its `!inner` embeds and its embed null filters. */
export function wherePartsSql(node: ReadNode, alias: string, ctx: SqlContext): string[] {
  const parts = node.conditions.map((condition) => conditionSql(alias, condition, node.source.relation, ctx.params));
  for (const item of node.items) {
    if (item.kind === 'embed' && item.inner) parts.push(existsSql(item, alias, ctx));
  }
  for (const filter of node.nullFilters) {
    const exists = existsSql(filter.embed, alias, ctx);
    parts.push(filter.isNull ? `NOT ${exists}` : exists);
  }
  return parts;
}

function embedSql(embed: PlannedEmbed, parent: string, ctx: SqlContext): string {
  const alias = ctx.aliases.take();
  const rowAlias = ctx.aliases.take('r');
  const node = embed.node;
  const where = [...joinSql(embed, parent, alias), ...wherePartsSql(node, alias, ctx)];
  let rows = `SELECT ${projectionSql(node, alias, ctx)} FROM ${node.source.render(ctx.params)} AS ${alias} WHERE ${where.join(' AND ')}`;
  rows += orderSql(alias, node.order, ctx.params);
  if (embed.toOne) {
    // A view standing in for the target may repeat a key; one row keeps the to-one shape.
    return `(SELECT row_to_json(${rowAlias}) FROM (${rows} LIMIT 1) AS ${rowAlias})`;
  }
  const limit = ctx.embedLimit === undefined ? node.limit : Math.min(node.limit ?? ctx.embedLimit, ctx.embedLimit);
  if (limit !== undefined) rows += ` LIMIT ${ctx.params.typed(limit, 'bigint')}`;
  if (node.offset !== undefined) rows += ` OFFSET ${ctx.params.typed(node.offset, 'bigint')}`;
  return `(SELECT coalesce(json_agg(${rowAlias}), '[]'::json) FROM (${rows}) AS ${rowAlias})`;
}

/** The output items of one level with their SQL: columns (with JSON paths and casts) and embed subqueries. */
export function projectionItems(node: ReadNode, alias: string, ctx: SqlContext): { key: string; sql: string }[] {
  const items: { key: string; sql: string }[] = [];
  for (const item of node.items) {
    if (item.kind === 'column') {
      const value = fieldSql(alias, item.field, ctx.params);
      items.push({ key: item.key, sql: item.cast ? `(${value})::${item.cast}` : value });
    } else if (!item.hidden) {
      items.push({ key: item.key, sql: embedSql(item, alias, ctx) });
    }
  }
  return items;
}

/** The select list of one level. */
export function projectionSql(node: ReadNode, alias: string, ctx: SqlContext): string {
  return projectionItems(node, alias, ctx)
    .map((item) => `${item.sql} AS ${ident(item.key)}`)
    .join(', ');
}

/**
 * The root's columns the page and its projection read (selected columns, the columns embeds join
 * on, the order), so a materialised match set holds only those: a view's computed columns the
 * request does not select are then never computed. `*` when there are none to name.
 */
function pageColumns(node: ReadNode, root: string): string {
  const names = new Set<string>();
  for (const item of node.items) {
    if (item.kind === 'column') names.add(item.field.column);
    else if (!item.hidden) for (const column of item.relationship.sourceColumns) names.add(column);
  }
  for (const term of node.order) names.add(term.field.column);
  return names.size > 0 ? [...names].map((name) => `${root}.${ident(name)}`).join(', ') : `${root}.*`;
}

export interface ReadStatementOptions {
  count: boolean;
  /**
   * With count: counts no further than this many rows plus one (count=estimated), so a total above
   * the cap says only "more than the cap" and costs no more than reading cap + 1 index entries.
   */
  countCap?: number;
  /**
   * With an exact count: when at most this many rows match, they are read once, into a set that
   * serves both the count and the page. Filters such as ilike use no index, so every candidate
   * row is read whatever the order; reading them twice (count, page) doubled the work. Past the
   * cap, the usual count and page.
   */
  matchOnceCap?: number;
  limit: number;
  offset: number;
  /** Cap of every to-many embed per parent row (see SqlContext). */
  embedLimit?: number;
  /**
   * Cap of the JSON body in bytes: a larger body is not returned (`body` NULL), only its size
   * (`bytes`), so it never leaves the database. Undefined: no cap.
   */
  maxBytes?: number;
}

/**
 * One statement for a whole GET: the page of base rows (filtered, ordered, limited) is selected
 * first, embeds are computed only for those rows, and the result comes back as one JSON text
 * together with the page size and, when asked, the exact total.
 */
export function buildReadStatement(node: ReadNode, options: ReadStatementOptions): { sql: string; values: unknown[] } {
  const ctx: SqlContext = { params: new Params(), aliases: new Aliases(), embedLimit: options.embedLimit };
  const root = ctx.aliases.take();
  const source = node.source.render(ctx.params);
  const where = wherePartsSql(node, root, ctx);
  const whereSql = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
  const from = `${source} AS ${root}${whereSql}`;
  const paging =
    `${orderSql(root, node.order, ctx.params)}` +
    ` LIMIT ${ctx.params.typed(options.limit, 'bigint')} OFFSET ${ctx.params.typed(options.offset, 'bigint')}`;
  const hasEmbeds = node.items.some((item) => item.kind === 'embed' && !item.hidden);
  let rows: string;
  let total = 'NULL';
  let matched = '';
  // The projection is rendered once, in the branch that uses it: rendering it allocates the
  // parameters of its embeds, and a parameter the statement does not use has no type.
  if (options.count && options.countCap === undefined && options.matchOnceCap !== undefined) {
    const fits = `(SELECT count(*) FROM _pgrst_matched) <= ${ctx.params.typed(options.matchOnceCap, 'bigint')}`;
    const columns = pageColumns(node, root);
    matched = `WITH _pgrst_matched AS MATERIALIZED (SELECT ${columns} FROM ${from} LIMIT ${ctx.params.typed(options.matchOnceCap + 1, 'bigint')}) `;
    // One branch runs: the page of the matched set when it is complete, else of the source.
    const page =
      `(SELECT ${columns} FROM _pgrst_matched AS ${root} WHERE ${fits}${paging}) UNION ALL ` +
      `(SELECT ${columns} FROM ${source} AS ${root} WHERE ${[`NOT (${fits})`, ...where].join(' AND ')}${paging})`;
    rows = `SELECT ${projectionSql(node, root, ctx)} FROM (${page}) AS ${root}`;
    total = `(CASE WHEN ${fits} THEN (SELECT count(*) FROM _pgrst_matched) ELSE (SELECT count(*) FROM ${from}) END)`;
  } else {
    // With embeds, the page is cut first so embedded subqueries run for the page's rows only;
    // a plain column list needs no second level.
    rows = hasEmbeds
      ? `SELECT ${projectionSql(node, root, ctx)} FROM (SELECT ${root}.* FROM ${from}${paging}) AS ${root}`
      : `SELECT ${projectionSql(node, root, ctx)} FROM ${from}${paging}`;
    if (options.count && options.countCap !== undefined)
      total = `(SELECT count(*) FROM (SELECT 1 FROM ${from} LIMIT ${ctx.params.typed(options.countCap + 1, 'bigint')}) AS _pgrst_counted)`;
    else if (options.count) total = `(SELECT count(*) FROM ${from})`;
  }
  const sql =
    `${matched}SELECT ${total}::int8 AS total, count(*)::int8 AS page_count, ` +
    `coalesce(json_agg(_pgrst_row), '[]'::json)::text AS body FROM (${rows}) AS _pgrst_row`;
  if (options.maxBytes === undefined) return { sql, values: ctx.params.values };
  const cap = ctx.params.typed(options.maxBytes, 'int8');
  return {
    sql:
      `SELECT total, page_count, CASE WHEN octet_length(body) > ${cap} THEN NULL ELSE body END AS body, ` +
      `octet_length(body)::int8 AS bytes FROM (${sql}) AS _pgrst_page`,
    values: ctx.params.values,
  };
}

/**
 * The rows a read would match, without paging or projection, for the planner's estimate
 * (count=planned, and count=estimated past its cap): `EXPLAIN` of it reads no row.
 */
export function buildMatchStatement(node: ReadNode): { sql: string; values: unknown[] } {
  const ctx: SqlContext = { params: new Params(), aliases: new Aliases() };
  const root = ctx.aliases.take();
  const source = node.source.render(ctx.params);
  const where = wherePartsSql(node, root, ctx);
  return {
    sql: `SELECT 1 FROM ${source} AS ${root}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''}`,
    values: ctx.params.values,
  };
}
