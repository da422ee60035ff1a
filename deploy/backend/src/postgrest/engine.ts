import type { Database } from '../db/types';
import { fromDatabaseError } from './db-errors';
import { invalidBody, PgrstError, unknownBodyColumn, unknownRelation } from './errors';
import { expandMissionControlFilters } from './parse/mc-filter';
import { parsePrefer } from './parse/prefer';
import { parseQueryString } from './parse/query-string';
import { parseParams, type ParsedParams } from './parse/request';
import { planNode, relationSource, type ReadNode } from './plan';
import { errorResponse, jsonResponse, type EngineResponse } from './response';
import { executeRead, runStatement, type EngineContext } from './execute';
import { handleRpc } from './rpc-handler';
import { loadSchemaModel } from './schema/model';
import type { ColumnInfo, RelationInfo, SchemaModel } from './schema/types';
import { buildDelete, buildInsert, buildUpdate } from './sql/write';

export interface EngineOptions {
  db: Database;
  /** Exposed schema (PGRST_DB_SCHEMA); default public. */
  schema?: string;
  /** Row cap of every read (PGRST_DB_MAX_ROWS); default 2000. */
  maxRows?: number;
  /** Clock for `.filter` date math (tests pin it). */
  now?: () => Date;
}

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
  const node = planNode(ctx.model, relationSource(ctx.model, relation), params.select, params);
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
    if (rows.length * Math.max(columns.length, 1) > MAX_PARAMS) {
      throw new PgrstError(413, 'PGRST413', 'Too many values in one request', `at most ${MAX_PARAMS} values per insert`);
    }
    statement = buildInsert(node, columns, rows, representation);
  } else if (method === 'PATCH') {
    if (!relation.updatable) throw new PgrstError(405, 'PGRST117', `cannot update "${relation.name}"`);
    if (!isPlainObject(body)) throw invalidBody('expected a JSON object');
    requireFilters(node, 'UPDATE');
    const columns = writeColumns(relation, Object.keys(body));
    if (columns.length === 0) return representation ? jsonResponse(200, '[]') : jsonResponse(204, null);
    statement = buildUpdate(node, columns, body, representation);
  } else {
    if (!relation.deletable) throw new PgrstError(405, 'PGRST117', `cannot delete from "${relation.name}"`);
    requireFilters(node, 'DELETE');
    statement = buildDelete(node, representation);
  }
  const row = await runStatement(ctx.db, statement.sql, statement.values);
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

  constructor(private readonly options: EngineOptions) {
    this.schema = options.schema ?? 'public';
    this.maxRows = options.maxRows ?? 2000;
    this.now = options.now ?? (() => new Date());
  }

  model(): Promise<SchemaModel> {
    if (!this.cached) {
      this.cached = loadSchemaModel(this.options.db, this.schema);
      this.cached.catch(() => {
        this.cached = null; // a failed load is retried by the next request
      });
    }
    return this.cached;
  }

  async reloadSchema(): Promise<SchemaModel> {
    const next = loadSchemaModel(this.options.db, this.schema);
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
        prefs: parsePrefer(request.prefer),
        pairs,
        request: { ...request, method },
      };
      if (request.rpc) return await handleRpc(ctx);
      const relation = model.relations.get(request.name);
      if (!relation) throw unknownRelation(model.schema, request.name);
      if (method === 'GET' || method === 'HEAD') {
        const params = parseParams(pairs);
        return await executeRead(ctx, planNode(model, relationSource(model, relation), params.select, params), false);
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
