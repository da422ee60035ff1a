import { createHash } from 'node:crypto';
import { StatementTimeoutError, type Database, type Queryable } from '../db/types';
import { PgrstError } from './errors';
import type { EngineRequest } from './engine';
import type { Preferences } from './parse/prefer';
import type { Condition } from './parse/ast';
import type { ReadNode } from './plan';
import { parseRangeHeader, rangeOutcome } from './range';
import { jsonResponse, toCount, type EngineResponse, type StatementRow } from './response';
import type { SchemaModel } from './schema/types';
import { buildMatchStatement, buildReadStatement } from './sql/read';

export interface EngineContext {
  db: Database;
  model: SchemaModel;
  /** Row cap of the top level and of every to-many embed (PGRST_DB_MAX_ROWS). */
  maxRows: number;
  /** Cap of a read's JSON body in bytes (0: none). */
  maxResponseBytes: number;
  /** Statement timeout in ms (0: none). */
  statementTimeoutMs: number;
  /** Planner cost ceiling of reads with to-many embeds where statements cannot be cancelled (0: none). */
  maxCost: number;
  /** Statements (with their values) recently estimated below the ceiling. */
  acceptedCosts: AcceptedCosts;
  /** Recent planner row estimates of counted reads (count=planned, estimated past max-rows). */
  rowEstimates?: RowEstimates;
  prefs: Preferences;
  pairs: [string, string][];
  request: EngineRequest;
}

/**
 * Recently accepted cost checks, keyed by a hash of the exact statement and its values: the console
 * polls the same lists, and an estimate does not change in a minute. Only acceptances are kept.
 */
export class AcceptedCosts {
  private readonly entries = new Map<string, number>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 1_000,
  ) {}

  static key(sql: string, values: unknown[]): string {
    return createHash('sha256').update(sql).update('\u0000').update(JSON.stringify(values)).digest('base64');
  }

  has(key: string, now = Date.now()): boolean {
    const expires = this.entries.get(key);
    if (expires === undefined) return false;
    if (expires > now) return true;
    this.entries.delete(key);
    return false;
  }

  add(key: string, now = Date.now()): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, now + this.ttlMs);
  }
}

/**
 * Planner row estimates of recent reads, keyed like AcceptedCosts: a list polled every few seconds
 * asks for the same estimate, which only moves when the statistics do (ANALYZE), so it is planned
 * once per ttl instead of costing every request a round trip and a plan.
 */
export class RowEstimates {
  private readonly entries = new Map<string, { rows: number; expires: number }>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 1_000,
  ) {}

  async get(key: string, plan: () => Promise<number>, now = Date.now()): Promise<number> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.rows;
    const rows = await plan();
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { rows, expires: now + this.ttlMs });
    return rows;
  }
}

/** Whether a read nests lists (to-many embeds): the only shape whose work multiplies per row. */
export function hasToManyEmbed(node: ReadNode): boolean {
  return node.items.some((item) => item.kind === 'embed' && !item.hidden && (!item.toOne || hasToManyEmbed(item.node)));
}

/**
 * PGlite cannot cancel a running statement (it ignores statement_timeout) and runs one at a time,
 * so a read that nests lists over big tables would block every other request for as long as it
 * runs. There, such reads are first planned (EXPLAIN, no execution) and refused above a cost
 * ceiling, with the error a timeout would give. PostgreSQL needs no such guess: it cancels.
 */
async function checkCost(tx: Queryable, ctx: EngineContext, sql: string, values: unknown[]): Promise<void> {
  const key = AcceptedCosts.key(sql, values);
  if (ctx.acceptedCosts.has(key)) return;
  const plan = await tx.query<{ 'QUERY PLAN': [{ Plan: { 'Total Cost': number } }] }>(`EXPLAIN (FORMAT JSON) ${sql}`, values);
  const cost = Number(plan.rows[0]?.['QUERY PLAN']?.[0]?.Plan?.['Total Cost'] ?? 0);
  if (cost > ctx.maxCost) {
    throw new StatementTimeoutError(
      'canceling statement due to statement timeout',
      `estimated cost ${Math.round(cost)} is above the ${ctx.maxCost} the embedded database runs (it cannot cancel a statement); narrow the embedded lists with filters or limits, or use PostgreSQL (DATABASE_URL)`,
    );
  }
  ctx.acceptedCosts.add(key);
}

/** A write's extra work inside its transaction (see WriteCheck). */
export interface StatementInspection {
  /** Runs first, in the same transaction: the rows the statement is about to change (JSON text). */
  before?: { sql: string; values: unknown[] };
  /** Runs after `before`, ahead of the statement. */
  checkBefore?: (tx: Queryable, before: unknown[]) => Promise<void>;
  /** Runs after the statement, before COMMIT; throwing rolls everything back. */
  inspect?: (tx: Queryable, row: StatementRow, before: unknown[]) => Promise<void>;
}

export interface StatementOptions {
  readOnly: boolean;
  /** A read with to-many embeds (see checkCost). */
  guardCost?: boolean;
  inspection?: StatementInspection;
}

/** A JSON array text of rows (`json_agg`), or none. */
export const parseRows = (text: unknown): unknown[] => {
  const rows = typeof text === 'string' ? (JSON.parse(text) as unknown) : [];
  return Array.isArray(rows) ? rows : [];
};

/**
 * Runs the request's one statement in its own transaction, bounded by the statement timeout
 * (57014 -> 504) and read-only for GET/HEAD, as PostgREST runs them.
 */
export async function runStatement(
  ctx: EngineContext,
  sql: string,
  values: unknown[],
  options: StatementOptions,
): Promise<StatementRow> {
  const costed = (options.guardCost ?? false) && ctx.maxCost > 0 && ctx.db.kind === 'pglite';
  const { inspection } = options;
  if (options.readOnly && !costed && !inspection) {
    const read = await ctx.db.readStatement<StatementRow>(sql, values, { statementTimeoutMs: ctx.statementTimeoutMs });
    if (!read.rows[0]) throw new Error('engine statement returned no row');
    return read.rows[0];
  }
  const result = await ctx.db.transaction(
    async (tx) => {
      if (costed) await checkCost(tx, ctx, sql, values);
      const before = inspection?.before
        ? parseRows((await tx.query<{ rows: string }>(inspection.before.sql, inspection.before.values)).rows[0]?.rows)
        : [];
      if (inspection?.checkBefore) await inspection.checkBefore(tx, before);
      const rows = await tx.query<StatementRow>(sql, values);
      if (inspection?.inspect && rows.rows[0]) await inspection.inspect(tx, rows.rows[0], before);
      return rows;
    },
    { readOnly: options.readOnly, statementTimeoutMs: ctx.statementTimeoutMs },
  );
  const row = result.rows[0];
  if (!row) throw new Error('engine statement returned no row');
  return row;
}

/**
 * A read whose JSON would exceed the response cap: the client asked for too much at once (nested
 * lists multiply), so it is a 400 with the SQLSTATE of a program limit, like the database's own.
 */
export const responseTooLarge = (bytes: number, cap: number): PgrstError =>
  new PgrstError(
    400,
    '54000',
    'response too large',
    `the response would be ${bytes} bytes; at most ${cap} bytes are sent`,
    'Select fewer columns or embedded rows, or page with limit and offset.',
  );

/** A like or ilike filter, at any depth of and/or: no index serves it, so its candidates are all read. */
const matchesPattern = (condition: Condition): boolean =>
  condition.type === 'filter' ? condition.op === 'like' || condition.op === 'ilike' : condition.children.some(matchesPattern);

/** The planner's estimate of the rows a read matches (EXPLAIN: nothing is read). */
export async function plannedRows(ctx: EngineContext, node: ReadNode): Promise<number> {
  const statement = buildMatchStatement(node);
  const plan = () => planRows(ctx, statement);
  return ctx.rowEstimates ? ctx.rowEstimates.get(AcceptedCosts.key(statement.sql, statement.values), plan) : plan();
}

async function planRows(ctx: EngineContext, statement: { sql: string; values: unknown[] }): Promise<number> {
  const plan = await ctx.db.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string }>(
    `EXPLAIN (FORMAT JSON) ${statement.sql}`,
    statement.values,
  );
  const raw = plan.rows[0]?.['QUERY PLAN'];
  const parsed = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: { 'Plan Rows': number } }]) : raw;
  return Math.round(Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0));
}

/** Executes a planned read (relation or RPC rows) and shapes the paged response. */
export async function executeRead(ctx: EngineContext, node: ReadNode, readOnlyTx: boolean): Promise<EngineResponse> {
  const range = parseRangeHeader(ctx.request.range);
  const offset = node.offset ?? range?.offset ?? 0;
  const requested = node.limit ?? range?.limit ?? ctx.maxRows;
  const limit = Math.min(requested, ctx.maxRows);
  const counting = ctx.prefs.count;
  const statement = buildReadStatement(node, {
    count: counting === 'exact' || counting === 'estimated',
    ...(counting === 'estimated' && { countCap: ctx.maxRows }),
    ...(counting === 'exact' && node.conditions.some(matchesPattern) && { matchOnceCap: ctx.maxRows }),
    limit,
    offset,
    embedLimit: ctx.maxRows,
    ...(ctx.maxResponseBytes > 0 && { maxBytes: ctx.maxResponseBytes }),
  });
  const row = await runStatement(ctx, statement.sql, statement.values, { readOnly: readOnlyTx, guardCost: hasToManyEmbed(node) });
  if (ctx.maxResponseBytes > 0 && Number(row.bytes) > ctx.maxResponseBytes)
    throw responseTooLarge(Number(row.bytes), ctx.maxResponseBytes);
  const pageCount = Number(row.page_count);
  let total = toCount(row.total);
  // PostgREST's planned count, and its estimated count past max-rows: the planner's row estimate,
  // never below the rows known to exist.
  if (counting === 'planned' || (counting === 'estimated' && total !== null && total > ctx.maxRows)) {
    const known = Math.max(offset + pageCount, total ?? 0);
    total = Math.max(await plannedRows(ctx, node), known);
  }
  const outcome = rangeOutcome(offset, pageCount, total);
  const headers: Record<string, string> = { 'Content-Range': outcome.contentRange, 'Range-Unit': 'items' };
  if (ctx.prefs.count) headers['Preference-Applied'] = `count=${ctx.prefs.count}`;
  return jsonResponse(outcome.status, ctx.request.method === 'HEAD' ? null : row.body, headers);
}
