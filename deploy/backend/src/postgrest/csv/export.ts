import type { ReadCursor } from '../../db/types';
import { plannedRows, type EngineContext } from '../execute';
import type { ReadNode } from '../plan';
import { parseRangeHeader, rangeOutcome } from '../range';
import { buildMatchStatement } from '../sql/read';
import { buildCsvStatement, csvHeader } from './csv-sql';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
/** Rows per FETCH: a batch is the most an export holds in memory at once. */
export const DEFAULT_EXPORT_BATCH_ROWS = 1000;
/** Bound of each statement of an export (on PGlite: the whole read, see openCursor). */
export const DEFAULT_EXPORT_TIMEOUT_MS = 60_000;

export interface ExportOptions {
  batchRows: number;
  statementTimeoutMs: number;
}

/** A CSV answer being read: the header line first, then one text chunk per batch of rows. */
export interface CsvStream {
  /** The next chunk, or null once everything was read. */
  next(): Promise<string | null>;
  /** Ends the read early (the client went away) or after the end; safe to call twice. */
  close(): Promise<void>;
}

export interface CsvAnswer {
  status: number;
  headers: Record<string, string>;
  stream: CsvStream;
}

/** The total the client asked to be told (`Prefer: count=...`), counted as for JSON reads. */
async function countRows(ctx: EngineContext, node: ReadNode): Promise<number | null> {
  const kind = ctx.prefs.count;
  if (!kind) return null;
  if (kind === 'planned') return plannedRows(ctx, node);
  const match = buildMatchStatement(node);
  const capped = kind === 'estimated' ? ` LIMIT ${ctx.maxRows + 1}` : '';
  const counted = await ctx.db.readStatement<{ total: number | string }>(
    `SELECT count(*)::int8 AS total FROM (${match.sql}${capped}) AS _pgrst_counted`,
    match.values,
    { statementTimeoutMs: ctx.statementTimeoutMs },
  );
  const total = Number(counted.rows[0]?.total ?? 0);
  // count=estimated: exact up to max-rows, the planner's estimate past it (never below what is known).
  return kind === 'estimated' && total > ctx.maxRows ? Math.max(total, await plannedRows(ctx, node)) : total;
}

function streamOf(header: string, first: { line: string }[], cursor: ReadCursor<{ line: string }> | null): CsvStream {
  let pending: string | null = header + first.map((row) => `\n${row.line}`).join('');
  let done = cursor === null || first.length === 0;
  return {
    async next() {
      if (pending !== null) {
        const chunk = pending;
        pending = null;
        return chunk;
      }
      if (done || !cursor) return null;
      const rows = await cursor.next();
      if (rows.length === 0) {
        done = true;
        return null;
      }
      return rows.map((row) => `\n${row.line}`).join('');
    },
    async close() {
      done = true;
      await cursor?.close();
    },
  };
}

/**
 * A planned, authorized read answered as CSV. The request's `limit`, `offset` and `Range` apply as
 * in JSON, but PGRST_DB_MAX_ROWS does not cap the rows: it bounds a JSON body built whole in
 * memory, and an export is read in batches through a cursor instead. Embedded lists keep the cap
 * per row. The first batch is read before answering, so a failing statement still gets its error.
 */
export async function startCsvExport(ctx: EngineContext, node: ReadNode, options: ExportOptions): Promise<CsvAnswer> {
  const range = parseRangeHeader(ctx.request.range);
  const offset = node.offset ?? range?.offset ?? 0;
  const limit = node.limit ?? range?.limit;
  const statement = buildCsvStatement(node, {
    offset,
    ...(limit !== undefined && { limit }),
    embedLimit: ctx.maxRows,
  });
  const total = await countRows(ctx, node);
  const headers: Record<string, string> = { 'Content-Type': CSV_CONTENT_TYPE };
  let status = 200;
  if (total !== null) {
    const expected = Math.max(0, Math.min(limit ?? Number.POSITIVE_INFINITY, total - offset));
    const outcome = rangeOutcome(offset, expected, total);
    status = outcome.status;
    headers['Content-Range'] = outcome.contentRange;
    headers['Range-Unit'] = 'items';
    headers['Preference-Applied'] = `count=${ctx.prefs.count}`;
  }
  const header = csvHeader(statement.keys);
  if (ctx.request.method === 'HEAD') return { status, headers, stream: streamOf(header, [], null) };
  const cursor = await ctx.db.openCursor<{ line: string }>(statement.sql, statement.values, {
    batchRows: options.batchRows,
    statementTimeoutMs: options.statementTimeoutMs,
  });
  try {
    const first = await cursor.next();
    return { status, headers, stream: streamOf(header, first, cursor) };
  } catch (err) {
    await cursor.close();
    throw err;
  }
}
