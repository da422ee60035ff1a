import type { Database } from '../db/types';
import { fromDatabaseError } from './db-errors';
import { invalidBody, PgrstError, unknownBodyColumn, unknownRelation } from './errors';
import { expandMissionControlFilters } from './parse/mc-filter';
import { parsePrefer } from './parse/prefer';
import { parseQueryString } from './parse/query-string';
import { parseParams, type ParsedParams } from './parse/request';
import { planRead, relationSource, type ReadNode } from './plan';
import { errorResponse, jsonResponse, type EngineResponse } from './response';
import { AcceptedCosts, executeRead, runStatement, type EngineContext } from './execute';
import { handleRpc } from './rpc-handler';
import { exposedRelation, loadSchemaModel } from './schema/model';
import type { ColumnInfo, Exposure, RelationInfo, SchemaModel } from './schema/types';
import type { ReadGuard } from './guard';
import { buildDelete, buildInsert, buildUpdate } from './sql/write';

export interface EngineOptions {
  db: Database;
  /** Exposed schema (PGRST_DB_SCHEMA); default public. */
  schema?: string;
  /** Row cap of every read (PGRST_DB_MAX_ROWS); default 2000. */
  maxRows?: number;
  /** Clock for `.filter` date math (tests pin it). */
  now?: () => Date;
  /** Relations and functions served (default: the whole schema). */
  exposure?: Exposure;
  /**
   * Statement timeout of every request in ms (default 10000; 0: none). PostgreSQL cancels a longer
   * statement; PGlite, which cannot, refuses to start one that waited that long (db/types.ts).
   * Either way the answer is 504 with code 57014.
   */
  statementTimeoutMs?: number;
  /**
   * PGlite only (it cannot cancel a statement): reads with to-many embeds whose planner cost
   * estimate exceeds this are refused before they run, like a timeout (default 5,000,000; 0: no
   * check). Ignored on PostgreSQL, where the statement timeout cancels.
   */
  maxCost?: number;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_COST = 5_000_000;

export interface EngineRequest {
  method: string;
  /** Relation name, or function name when `rpc` is set. */
  name: string;
  rpc?: boolean;
  /** Raw query string, with or without the leading `?`. */
  query: string;
  prefer?: string | string[];
  range?: string;
  /** Parsed JSON body of POST/PATCH; undefined when there was none. */
  body?: unknown;
  /**
   * Authorizes every relation the request reaches below the top level (embeds at any depth,
   * including filter-only, `!inner` and null-filter embeds). Without it nothing below the top
   * level is checked, so servers always pass one.
   */
  guard?: ReadGuard;
}

export interface Engine {
  handle(request: EngineRequest): Promise<EngineResponse>;
  /** The cached schema model (introspected on first use). */
  model(): Promise<SchemaModel>;
  /** Re-reads the catalog, e.g. after migrations. */
  reloadSchema(): Promise<SchemaModel>;
}

// PostgreSQL binds at most 65535 parameters per statement; stay well below.
const MAX_PARAMS = 30_000;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function writeColumns(relation: RelationInfo, keys: Iterable<string>): ColumnInfo[] {
  const columns: ColumnInfo[] = [];
  for (const key of keys) {
    const column = relation.columnMap.get(key);
    if (!column) throw unknownBodyColumn(relation.name, key);
    columns.push(column);
  }
  return columns;
}

function requireFilters(node: ReadNode, verb: 'UPDATE' | 'DELETE'): void {
  if (node.conditions.length === 0) {
    throw new PgrstError(
      400,
      '21000',
      `${verb} requires a WHERE clause`,
      null,
      'Add a filter on the query string (e.g. id=eq.<id>) to choose the rows to change.',
    );
  }
}

async function handleWrite(ctx: EngineContext, relation: RelationInfo, params: ParsedParams): Promise<EngineResponse> {
  const { method, body } = ctx.request;
  const representation = ctx.prefs.return === 'representation';
  const node = planRead(ctx, relationSource(ctx.model, relation), params);
  if (params.limit.has('') || params.offset.has('')) {
    throw new PgrstError(400, 'PGRST100', 'limit and offset are not supported on PATCH and DELETE requests');
  }
  let statement;
  if (method === 'POST') {
    if (!relation.insertable) throw new PgrstError(405, 'PGRST117', `cannot insert into "${relation.name}"`);
    const rows = Array.isArray(body) ? body : [body];
    if (body === undefined || !rows.every(isPlainObject)) throw invalidBody('expected a JSON object or an array of objects');
    const keys = params.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const columns = writeColumns(relation, keys);
    // An empty array inserts nothing (never a row of defaults); the database is not touched.
    if (rows.length === 0) {
      const headers = {
        'Content-Range': '*/*',
        ...(ctx.prefs.return && { 'Preference-Applied': `return=${ctx.prefs.return}` }),
      };
      return jsonResponse(201, representation ? '[]' : null, headers);
    }
    if (rows.length * Math.max(columns.length, 1) > MAX_PARAMS) {
      throw new PgrstError(413, 'PGRST413', 'Too many values in one request', `at most ${MAX_PARAMS} values per insert`);
    }
    statement = buildInsert(node, columns, rows, representation, ctx.maxRows);
  } else if (method === 'PATCH') {
    if (!relation.updatable) throw new PgrstError(405, 'PGRST117', `cannot update "${relation.name}"`);
    if (!isPlainObject(body)) throw invalidBody('expected a JSON object');
    requireFilters(node, 'UPDATE');
    const columns = writeColumns(relation, Object.keys(body));
    if (columns.length === 0) return representation ? jsonResponse(200, '[]') : jsonResponse(204, null);
    statement = buildUpdate(node, columns, body, representation, ctx.maxRows);
  } else {
    if (!relation.deletable) throw new PgrstError(405, 'PGRST117', `cannot delete from "${relation.name}"`);
    requireFilters(node, 'DELETE');
    statement = buildDelete(node, representation, ctx.maxRows);
  }
  const row = await runStatement(ctx, statement.sql, statement.values, false);
  const count = Number(row.page_count);
  const contentRange = count > 0 ? `0-${count - 1}/*` : '*/*';
  const headers = {
    'Content-Range': contentRange,
    ...(ctx.prefs.return && { 'Preference-Applied': `return=${ctx.prefs.return}` }),
  };
  if (method === 'POST') return jsonResponse(201, representation ? row.body : null, headers);
  return representation ? jsonResponse(200, row.body, headers) : jsonResponse(204, null, headers);
}

class PostgrestEngine implements Engine {
  private cached: Promise<SchemaModel> | null = null;
  private readonly schema: string;
  private readonly maxRows: number;
  private readonly now: () => Date;
  private readonly acceptedCosts = new AcceptedCosts();

  constructor(private readonly options: EngineOptions) {
    this.schema = options.schema ?? 'public';
    this.maxRows = options.maxRows ?? 2000;
    this.now = options.now ?? (() => new Date());
  }

  model(): Promise<SchemaModel> {
    if (!this.cached) {
      this.cached = loadSchemaModel(this.options.db, this.schema, this.options.exposure);
      this.cached.catch(() => {
        this.cached = null; // a failed load is retried by the next request
      });
    }
    return this.cached;
  }

  async reloadSchema(): Promise<SchemaModel> {
    const next = loadSchemaModel(this.options.db, this.schema, this.options.exposure);
    this.cached = next;
    return next;
  }

  async handle(request: EngineRequest): Promise<EngineResponse> {
    const method = request.method.toUpperCase();
    try {
      const model = await this.model();
      const pairs = expandMissionControlFilters(parseQueryString(request.query), this.now());
      const ctx: EngineContext = {
        db: this.options.db,
        model,
        maxRows: this.maxRows,
        statementTimeoutMs: this.options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
        maxCost: this.options.maxCost ?? DEFAULT_MAX_COST,
        acceptedCosts: this.acceptedCosts,
        prefs: parsePrefer(request.prefer),
        pairs,
        request: { ...request, method },
      };
      if (request.rpc) return await handleRpc(ctx);
      const relation = exposedRelation(model, request.name);
      if (!relation) throw unknownRelation(model.schema, request.name);
      if (method === 'GET' || method === 'HEAD') {
        const params = parseParams(pairs);
        return await executeRead(ctx, planRead(ctx, relationSource(model, relation), params), true);
      }
      if (method === 'POST' || method === 'PATCH' || method === 'DELETE')
        return await handleWrite(ctx, relation, parseParams(pairs));
      throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    } catch (err) {
      return errorResponse(fromDatabaseError(err));
    }
  }
}

export function createEngine(options: EngineOptions): Engine {
  return new PostgrestEngine(options);
}
