import { csvLine } from '@opsdeck/contracts';
import type { ReadNode } from '../plan';
import { Params } from '../sql/builder';
import { orderSql } from '../sql/expr';
import { Aliases, projectionItems, wherePartsSql, type SqlContext } from '../sql/read';

/**
 * CSV as this API writes it (RFC 4180 quoting, PostgREST's values): the header with the console's
 * writer (contracts csv-writer.ts), the rows with the same rule in SQL:
 * - a header row of the selected output keys, in select order, then one line per row, joined by
 *   `\n` (no line break after the last row, as PostgREST);
 * - a value is the PostgreSQL text of the column (timestamps `2026-08-21 10:00:00+00`, booleans
 *   `t`/`f`, JSON as its text, arrays as `{a,b}`, embedded resources as their JSON);
 * - NULL is an empty field; an empty string is `""`, so the two stay apart;
 * - a field holding a comma, a double quote, CR or LF is enclosed in double quotes, and its double
 *   quotes are doubled. Nothing else is escaped.
 */

/** The header line of a read's output keys. */
export const csvHeader = (keys: readonly string[]): string => csvLine(keys);

/** The same rule in SQL over a text column reference (referenced several times: keep it a plain column). */
const fieldSql = (value: string): string =>
  `CASE WHEN ${value} IS NULL THEN '' WHEN ${value} = '' OR ${value} ~ E'[",\\r\\n]' ` +
  `THEN '"' || replace(${value}, '"', '""') || '"' ELSE ${value} END`;

export interface CsvStatementOptions {
  /** The request's own limit, if any: CSV has no row cap of its own (see the backend README). */
  limit?: number;
  offset: number;
  /** Cap of every embedded list per row (PGRST_DB_MAX_ROWS), as in JSON. */
  embedLimit?: number;
}

/**
 * The statement of a CSV export: one `line` per matching row, filtered and ordered as the JSON read
 * of the same request. The rows are projected (embeds included) in a subquery fenced by its
 * OFFSET, so each value is computed once however often the quoting refers to it.
 */
export function buildCsvStatement(
  node: ReadNode,
  options: CsvStatementOptions,
): { sql: string; values: unknown[]; keys: string[] } {
  const ctx: SqlContext = { params: new Params(), aliases: new Aliases(), embedLimit: options.embedLimit };
  const root = ctx.aliases.take();
  const items = projectionItems(node, root, ctx);
  const where = wherePartsSql(node, root, ctx);
  const source = `${node.source.render(ctx.params)} AS ${root}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''}`;
  const columns = items.length > 0 ? items.map((item, i) => `(${item.sql})::text AS c${i}`).join(', ') : 'NULL::text AS c0';
  let rows = `SELECT ${columns} FROM ${source}${orderSql(root, node.order, ctx.params)}`;
  if (options.limit !== undefined) rows += ` LIMIT ${ctx.params.typed(options.limit, 'bigint')}`;
  rows += ` OFFSET ${ctx.params.typed(options.offset, 'bigint')}`;
  // Joined with || (never NULL: a NULL value is ''), not concat_ws, whose 100-argument limit a wide `*` could pass.
  const line = items.length > 0 ? items.map((_, i) => `(${fieldSql(`_pgrst_csv.c${i}`)})`).join(` || ',' || `) : `''::text`;
  return {
    sql: `SELECT ${line} AS line FROM (${rows}) AS _pgrst_csv`,
    values: ctx.params.values,
    keys: items.map((item) => item.key),
  };
}
