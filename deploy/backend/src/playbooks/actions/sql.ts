/**
 * sql: one query on a PostgreSQL connection (the action's `connection`, or its `url`). The
 * statement is bounded by the action's timeout on the server too (statement_timeout) and the
 * connection is closed on cancel. The result keeps the row count, the columns and up to
 * MAX_ROWS rows.
 */
import pg from 'pg';
import { findConnection } from './connections';
import { abortReason, type ActionContext, type ActionOutcome } from './types';

export interface SqlSpec {
  connection?: string;
  url?: string;
  query: string;
  driver?: string;
}

export const MAX_SQL_ROWS = 1000;
const POSTGRES_TYPES = new Set(['postgres', 'postgresql']);

export async function runSql(spec: SqlSpec, ctx: ActionContext, timeoutMs?: number): Promise<ActionOutcome> {
  let url = spec.url;
  if (spec.connection) {
    const connection = await findConnection(ctx.db, spec.connection);
    if (!POSTGRES_TYPES.has(connection.type)) {
      return {
        status: 'failed',
        result: {},
        error: `sql action: connection ${spec.connection} is of type ${connection.type}; this backend runs queries on postgres connections only`,
      };
    }
    url = connection.url ?? undefined;
  }
  if (!url) return { status: 'failed', result: {}, error: 'sql action: no connection or url' };
  const client = new pg.Client({ connectionString: url, statement_timeout: timeoutMs, connectionTimeoutMillis: 10_000 });
  const close = () => void client.end().catch(() => undefined);
  ctx.signal.addEventListener('abort', close, { once: true });
  try {
    await client.connect();
    // A script of several statements answers one result per statement: the last one is kept.
    const answer = (await client.query(spec.query)) as pg.QueryResult | pg.QueryResult[];
    const last = Array.isArray(answer) ? answer[answer.length - 1]! : answer;
    const rows = (last.rows ?? []) as Record<string, unknown>[];
    return {
      status: 'completed',
      result: {
        count: last.rowCount ?? rows.length,
        columns: (last.fields ?? []).map((field) => field.name),
        rows: rows.slice(0, MAX_SQL_ROWS),
        ...(rows.length > MAX_SQL_ROWS ? { truncated: true } : {}),
      },
    };
  } catch (error) {
    const message = ctx.signal.aborted ? abortReason(ctx.signal) : error instanceof Error ? error.message : String(error);
    return { status: 'failed', result: {}, error: message };
  } finally {
    ctx.signal.removeEventListener('abort', close);
    close();
  }
}
