import type { ReadNode } from '../plan';
import type { ColumnInfo } from '../schema/types';
import { ident, Params } from './builder';
import { arrayLiteral } from './expr';
import { Aliases, projectionSql, wherePartsSql, type SqlContext } from './read';

/**
 * A JSON body value as the text PostgreSQL parses for the column: JSON for json/jsonb, an array
 * literal for arrays, the plain text otherwise (so `"now()"` reaches a timestamptz cast as text).
 */
export function bodyValue(column: Pick<ColumnInfo, 'typname' | 'category'>, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (column.typname === 'json' || column.typname === 'jsonb') return JSON.stringify(value);
  if (column.category === 'A' && Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

export interface WriteStatement {
  sql: string;
  values: unknown[];
}

/**
 * The mutation as the engine's one-row statement. `written` adds the changed rows as written
 * (`to_json` of every RETURNING row, for a WriteCheck) next to the representation.
 */
function wrap(mutation: string, node: ReadNode, ctx: SqlContext, representation: boolean, written: boolean): string {
  const writtenSql = written
    ? `, (SELECT coalesce(json_agg(to_json(pgrst_w)), '[]'::json)::text FROM pgrst_mut AS pgrst_w) AS written`
    : '';
  if (!representation) {
    return (
      `WITH pgrst_mut AS (${mutation} RETURNING ${written ? '*' : '1'}) ` +
      `SELECT NULL::int8 AS total, count(*)::int8 AS page_count, NULL::text AS body${writtenSql} FROM pgrst_mut`
    );
  }
  const alias = ctx.aliases.take();
  return (
    `WITH pgrst_mut AS (${mutation} RETURNING *) ` +
    `SELECT NULL::int8 AS total, count(*)::int8 AS page_count, coalesce(json_agg(_pgrst_row), '[]'::json)::text AS body${writtenSql} ` +
    `FROM (SELECT ${projectionSql(node, alias, ctx)} FROM pgrst_mut AS ${alias}) AS _pgrst_row`
  );
}

export interface WriteOptions {
  representation: boolean;
  /** Cap of to-many embeds in the representation. */
  embedLimit?: number;
  /** Also return the changed rows as written (column `written`), for a WriteCheck. */
  written?: boolean;
}

/** INSERT of one or more rows; keys missing from a row take the column default. */
export function buildInsert(
  node: ReadNode,
  columns: ColumnInfo[],
  rows: Record<string, unknown>[],
  options: WriteOptions,
): WriteStatement {
  const ctx: SqlContext = { params: new Params(), aliases: new Aliases(), embedLimit: options.embedLimit };
  let mutation: string;
  if (columns.length === 0) {
    mutation = `INSERT INTO ${node.source.render(ctx.params)} DEFAULT VALUES`;
    if (rows.length > 1) {
      const values = rows.map(() => '(DEFAULT)').join(', ');
      const first = node.source.relation.columns[0];
      mutation = first ? `INSERT INTO ${node.source.render(ctx.params)} (${ident(first.name)}) VALUES ${values}` : mutation;
    }
  } else {
    const tuples = rows.map((row) => {
      const cells = columns.map((column) =>
        Object.hasOwn(row, column.name) ? ctx.params.typed(bodyValue(column, row[column.name]), column.castType) : 'DEFAULT',
      );
      return `(${cells.join(', ')})`;
    });
    mutation = `INSERT INTO ${node.source.render(ctx.params)} (${columns.map((c) => ident(c.name)).join(', ')}) VALUES ${tuples.join(', ')}`;
  }
  return { sql: wrap(mutation, node, ctx, options.representation, options.written ?? false), values: ctx.params.values };
}

/** UPDATE ... SET from one JSON object, restricted by the request's top-level filters. */
export function buildUpdate(
  node: ReadNode,
  columns: ColumnInfo[],
  patch: Record<string, unknown>,
  options: WriteOptions,
): WriteStatement {
  const ctx: SqlContext = { params: new Params(), aliases: new Aliases(), embedLimit: options.embedLimit };
  const target = ctx.aliases.take('u');
  const sets = columns.map(
    (column) => `${ident(column.name)} = ${ctx.params.typed(bodyValue(column, patch[column.name]), column.castType)}`,
  );
  const where = wherePartsSql({ ...node, items: [], nullFilters: [] }, target, ctx);
  const mutation = `UPDATE ${node.source.render(ctx.params)} AS ${target} SET ${sets.join(', ')} WHERE ${where.join(' AND ')}`;
  return { sql: wrap(mutation, node, ctx, options.representation, options.written ?? false), values: ctx.params.values };
}

export function buildDelete(node: ReadNode, options: WriteOptions): WriteStatement {
  const ctx: SqlContext = { params: new Params(), aliases: new Aliases(), embedLimit: options.embedLimit };
  const target = ctx.aliases.take('d');
  const where = wherePartsSql({ ...node, items: [], nullFilters: [] }, target, ctx);
  const mutation = `DELETE FROM ${node.source.render(ctx.params)} AS ${target} WHERE ${where.join(' AND ')}`;
  return { sql: wrap(mutation, node, ctx, options.representation, options.written ?? false), values: ctx.params.values };
}

/**
 * The rows a PATCH with the same filters will change, as they are now, locked until the
 * transaction ends (so a WriteCheck compares them with what the UPDATE wrote).
 */
export function buildLockedRows(node: ReadNode): WriteStatement {
  const ctx: SqlContext = { params: new Params(), aliases: new Aliases() };
  const target = ctx.aliases.take('b');
  const where = wherePartsSql({ ...node, items: [], nullFilters: [] }, target, ctx);
  const rows = `SELECT ${target}.* FROM ${node.source.render(ctx.params)} AS ${target} WHERE ${where.join(' AND ')} FOR UPDATE`;
  return {
    sql: `SELECT coalesce(json_agg(to_json(pgrst_b)), '[]'::json)::text AS rows FROM (${rows}) AS pgrst_b`,
    values: ctx.params.values,
  };
}
