import type { Database } from '../db/types';
import { fromDatabaseError } from './db-errors';
import { PgrstError, unknownRelation } from './errors';
import { expandMissionControlFilters } from './parse/mc-filter';
import { parsePrefer } from './parse/prefer';
import { parseQueryString } from './parse/query-string';
import { parseParams } from './parse/request';
import { planRead, relationSource } from './plan';
import { errorResponse, type EngineResponse } from './response';
import { AcceptedCosts, executeRead, RowEstimates, type EngineContext } from './execute';
import { handleRpc } from './rpc-handler';
import { exposedRelation, loadSchemaModel } from './schema/model';
import type { Exposure, SchemaModel } from './schema/types';
import type { ReadGuard, WriteCheck } from './guard';
import { handleWrite } from './write-handler';
import { DEFAULT_EXPORT_BATCH_ROWS, DEFAULT_EXPORT_TIMEOUT_MS, startCsvExport, type CsvAnswer } from './csv/export';

export interface EngineOptions {
  db: Database;
  /** Exposed schema (PGRST_DB_SCHEMA); default public. */
  schema?: string;
  /** Row cap of every read (PGRST_DB_MAX_ROWS); default 2000. */
  maxRows?: number;
  /**
   * Cap of a read's JSON body in bytes (default 32 MiB; 0: none). Nested lists multiply rows
   * (2,000 per list at every level), so the row caps alone do not bound a response; a larger one
   * is refused with 400 54000 and never leaves the database.
   */
  maxResponseBytes?: number;
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
  /** Rows per batch of a CSV export (default 1000). */
  exportBatchRows?: number;
  /**
   * Bound of each statement of a CSV export in ms (default 60000; 0: none): each FETCH on
   * PostgreSQL, the whole read on PGlite (db/pglite-database.ts openCursor).
   */
  exportTimeoutMs?: number;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_COST = 5_000_000;
export const DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

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
  /**
   * Authorizes a write by the rows it changes, inside its transaction (see WriteCheck): refused
   * writes roll back.
   */
  writeCheck?: WriteCheck;
  /**
   * POST: values of columns an inserted object leaves out (only columns the relation has), e.g.
   * the caller as `created_by`. A key the object names keeps the object's value.
   */
  insertDefaults?: Readonly<Record<string, unknown>>;
}

export interface Engine {
  handle(request: EngineRequest): Promise<EngineResponse>;
  /**
   * A GET or HEAD of a relation answered as CSV (`Accept: text/csv`): planned and guarded exactly
   * as `handle` plans the JSON read, then read in batches. An error answer is an EngineResponse.
   */
  exportCsv(request: EngineRequest): Promise<CsvAnswer | EngineResponse>;
  /** The cached schema model (introspected on first use). */
  model(): Promise<SchemaModel>;
  /** Re-reads the catalog, e.g. after migrations. */
  reloadSchema(): Promise<SchemaModel>;
}

class PostgrestEngine implements Engine {
  private cached: Promise<SchemaModel> | null = null;
  private readonly schema: string;
  private readonly maxRows: number;
  private readonly now: () => Date;
  private readonly acceptedCosts = new AcceptedCosts();
  private readonly rowEstimates = new RowEstimates();

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

  private async context(request: EngineRequest, method: string): Promise<EngineContext> {
    const model = await this.model();
    const pairs = expandMissionControlFilters(parseQueryString(request.query), this.now());
    return {
      db: this.options.db,
      model,
      maxRows: this.maxRows,
      maxResponseBytes: this.options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
      statementTimeoutMs: this.options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      maxCost: this.options.maxCost ?? DEFAULT_MAX_COST,
      acceptedCosts: this.acceptedCosts,
      rowEstimates: this.rowEstimates,
      prefs: parsePrefer(request.prefer),
      pairs,
      request: { ...request, method },
    };
  }

  async handle(request: EngineRequest): Promise<EngineResponse> {
    const method = request.method.toUpperCase();
    try {
      const ctx = await this.context(request, method);
      const { model, pairs } = ctx;
      if (request.rpc) return await handleRpc(ctx);
      const relation = exposedRelation(model, request.name);
      if (!relation) throw unknownRelation(model.schema, request.name);
      if (method === 'GET' || method === 'HEAD') {
        const params = parseParams(pairs, undefined, { read: true });
        return await executeRead(ctx, planRead(ctx, relationSource(model, relation), params), true);
      }
      if (method === 'POST' || method === 'PATCH' || method === 'DELETE')
        return await handleWrite(ctx, relation, parseParams(pairs));
      throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    } catch (err) {
      return errorResponse(fromDatabaseError(err));
    }
  }

  async exportCsv(request: EngineRequest): Promise<CsvAnswer | EngineResponse> {
    const method = request.method.toUpperCase();
    try {
      if (method !== 'GET' && method !== 'HEAD') throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      const ctx = await this.context(request, method);
      const relation = exposedRelation(ctx.model, request.name);
      if (request.rpc || !relation) throw unknownRelation(ctx.model.schema, request.name);
      const node = planRead(ctx, relationSource(ctx.model, relation), parseParams(ctx.pairs, undefined, { read: true }));
      return await startCsvExport(ctx, node, {
        batchRows: this.options.exportBatchRows ?? DEFAULT_EXPORT_BATCH_ROWS,
        statementTimeoutMs: this.options.exportTimeoutMs ?? DEFAULT_EXPORT_TIMEOUT_MS,
      });
    } catch (err) {
      return errorResponse(fromDatabaseError(err));
    }
  }
}

export function createEngine(options: EngineOptions): Engine {
  return new PostgrestEngine(options);
}
