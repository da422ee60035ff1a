import type { Database } from '../db/types';
import type { EngineRequest } from './engine';
import type { Preferences } from './parse/prefer';
import type { ReadNode } from './plan';
import { parseRangeHeader, rangeOutcome } from './range';
import { jsonResponse, toCount, type EngineResponse, type StatementRow } from './response';
import type { SchemaModel } from './schema/types';
import { buildReadStatement } from './sql/read';

export interface EngineContext {
  db: Database;
  model: SchemaModel;
  maxRows: number;
  prefs: Preferences;
  pairs: [string, string][];
  request: EngineRequest;
}

export async function runStatement(db: Database, sql: string, values: unknown[], readOnly = false): Promise<StatementRow> {
  const result = readOnly
    ? await db.transaction((tx) => tx.query<StatementRow>(sql, values), { readOnly: true })
    : await db.query<StatementRow>(sql, values);
  const row = result.rows[0];
  if (!row) throw new Error('engine statement returned no row');
  return row;
}

/** Executes a planned read (relation or RPC rows) and shapes the paged response. */
export async function executeRead(ctx: EngineContext, node: ReadNode, readOnlyTx: boolean): Promise<EngineResponse> {
  const range = parseRangeHeader(ctx.request.range);
  const offset = node.offset ?? range?.offset ?? 0;
  const requested = node.limit ?? range?.limit ?? ctx.maxRows;
  const limit = Math.min(requested, ctx.maxRows);
  const statement = buildReadStatement(node, { count: ctx.prefs.count !== undefined, limit, offset });
  const row = await runStatement(ctx.db, statement.sql, statement.values, readOnlyTx);
  const outcome = rangeOutcome(offset, Number(row.page_count), toCount(row.total));
  const headers: Record<string, string> = { 'Content-Range': outcome.contentRange, 'Range-Unit': 'items' };
  if (ctx.prefs.count) headers['Preference-Applied'] = `count=${ctx.prefs.count}`;
  return jsonResponse(outcome.status, ctx.request.method === 'HEAD' ? null : row.body, headers);
}
