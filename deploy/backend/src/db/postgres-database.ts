import pg from 'pg';
import { PreparedStatements } from './prepared-statements';
import { currentRequestScope } from './request-scope';
import {
  timeoutMs,
  type CursorOptions,
  type Database,
  type QueryResult,
  type ReadCursor,
  type Transaction,
  type TransactionOptions,
} from './types';
import { SESSION_SETTINGS, TEXT_PARSERS, normalizeParams } from './value-format';

export interface PostgresOpenOptions {
  connectionString: string;
  /** Pool size; the default suits a small server on 2 cores. */
  max?: number;
  /** Connections for cursors (CSV exports), apart from the pool so exports never starve requests. */
  cursorConnections?: number;
}

const CURSOR_NAME = 'opsdeck_export';
const DEFAULT_CURSOR_CONNECTIONS = 3;

// Per-pool parsers (not pg.types.setTypeParser) so this module never changes global pg state.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const parser = TEXT_PARSERS[oid];
    if (parser && (format ?? 'text') === 'text') return parser;
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
} as unknown as pg.CustomTypesConfig;

// Startup options apply to every pooled connection before its first query.
const startupOptions = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value.replace(/ /g, '\\ ')}`)
  .join(' ');

function toResult<Row>(res: pg.QueryResult): QueryResult<Row> {
  return {
    rows: res.rows as Row[],
    fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    affectedRows: res.rowCount ?? undefined,
  };
}

/** Counts a round trip, and its time, into the request it serves (request-scope.ts). */
async function tallied<T>(work: () => Promise<T>): Promise<T> {
  const scope = currentRequestScope();
  if (!scope) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    scope.statements += 1;
    scope.databaseMs += performance.now() - started;
  }
}

/** A pooled connection, its wait counted into the request it serves. */
async function connect(pool: pg.Pool): Promise<pg.PoolClient> {
  const scope = currentRequestScope();
  if (!scope) return pool.connect();
  const started = performance.now();
  try {
    return await pool.connect();
  } finally {
    scope.waitMs += performance.now() - started;
  }
}

function wrapClient(client: pg.PoolClient): Transaction {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      return toResult<Row>(await tallied(() => client.query(sql, normalizeParams(params))));
    },
    async exec(sql: string) {
      await tallied(() => client.query(sql));
    },
  };
}

function createPool(options: PostgresOpenOptions, settings: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: options.connectionString, max: options.max ?? 10, types, options: settings });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (err) => {
    console.error('[db] idle PostgreSQL client error:', err.message);
  });
  return pool;
}

/**
 * A real PostgreSQL server (15 in production) through a node-postgres pool, and a second pool per
 * statement timeout for single-statement reads (readStatement): its connections start read-only
 * with that timeout, so each read is one statement in its own implicit transaction, one round trip.
 */
export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;

  private closed = false;
  private readonly readPools = new Map<number, pg.Pool>();
  private cursorPool: pg.Pool | null = null;
  private readonly prepared = new PreparedStatements();
  private readonly listeners = new Set<() => Promise<void>>();

  private constructor(
    readonly pool: pg.Pool,
    private readonly options: PostgresOpenOptions,
  ) {}

  static async open(options: PostgresOpenOptions): Promise<PostgresDatabase> {
    const db = new PostgresDatabase(createPool(options, startupOptions), options);
    await db.query('SELECT 1'); // fail fast on a bad URL
    return db;
  }

  private readPool(timeout: number): pg.Pool {
    let pool = this.readPools.get(timeout);
    if (!pool) {
      const bound = timeout ? ` -c statement_timeout=${timeout}` : '';
      pool = createPool(this.options, `${startupOptions} -c default_transaction_read_only=on${bound}`);
      this.readPools.set(timeout, pool);
    }
    return pool;
  }

  async readStatement<Row = Record<string, unknown>>(
    sql: string,
    params: unknown[],
    options: { statementTimeoutMs?: number },
  ): Promise<QueryResult<Row>> {
    if (this.closed) throw new Error('the database is closed');
    return this.run<Row>(this.readPool(timeoutMs(options.statementTimeoutMs)), sql, params);
  }

  /** One statement on a pooled connection, prepared there once it repeats (prepared-statements.ts). */
  private async run<Row>(pool: pg.Pool, sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
    const client = await connect(pool);
    let failure: Error | undefined;
    try {
      const values = normalizeParams(params);
      // Without values a text may hold several statements (the simple protocol), which cannot be prepared.
      const name = values && values.length > 0 ? await this.prepared.nameFor(client, sql) : undefined;
      return toResult<Row>(await tallied(() => (name ? client.query({ name, text: sql, values }) : client.query(sql, values))));
    } catch (err) {
      // An error the server reported (it has a SQLSTATE) leaves the connection usable; others may not.
      if (!(err instanceof Error && typeof (err as { code?: unknown }).code === 'string')) failure = err as Error;
      throw err;
    } finally {
      client.release(failure);
    }
  }

  async query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
    return this.run<Row>(this.pool, sql, params);
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const client = await connect(this.pool);
    let broken = false;
    try {
      const timeout = timeoutMs(options.statementTimeoutMs);
      // One round trip: BEGIN and the transaction-local timeout as one simple-protocol query.
      await tallied(() =>
        client.query(
          `${options.readOnly ? 'BEGIN READ ONLY' : 'BEGIN'}${timeout ? `; SET LOCAL statement_timeout = ${timeout}` : ''}`,
        ),
      );
      const result = await fn(wrapClient(client));
      await tallied(() => client.query('COMMIT'));
      return result;
    } catch (err) {
      try {
        await client.query('ROLLBACK');
      } catch {
        broken = true; // connection is unusable: drop it instead of returning it to the pool
      }
      throw err;
    } finally {
      client.release(broken);
    }
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  /**
   * A cursor in a read-only transaction on a connection of its own (a small pool of its own): the
   * statement runs as FETCHes ask for rows, each FETCH bounded by the statement timeout, and the
   * transaction stays open, on one snapshot, until the last batch or close().
   */
  async openCursor<Row = Record<string, unknown>>(
    sql: string,
    params: unknown[],
    options: CursorOptions,
  ): Promise<ReadCursor<Row>> {
    if (this.closed) throw new Error('the database is closed');
    this.cursorPool ??= createPool(
      { ...this.options, max: this.options.cursorConnections ?? DEFAULT_CURSOR_CONNECTIONS },
      startupOptions,
    );
    const client = await this.cursorPool.connect();
    let open = true;
    const end = async (statement: 'COMMIT' | 'ROLLBACK') => {
      if (!open) return;
      open = false;
      let broken = false;
      try {
        await client.query(statement);
      } catch {
        broken = true; // the connection is unusable: drop it instead of returning it to the pool
      }
      client.release(broken);
    };
    try {
      const timeout = timeoutMs(options.statementTimeoutMs);
      await client.query(`BEGIN READ ONLY${timeout ? `; SET LOCAL statement_timeout = ${timeout}` : ''}`);
      await client.query(`DECLARE ${CURSOR_NAME} NO SCROLL CURSOR FOR ${sql}`, normalizeParams(params));
    } catch (err) {
      await end('ROLLBACK');
      throw err;
    }
    const batch = Math.max(1, Math.floor(options.batchRows));
    return {
      next: async () => {
        if (!open) return [];
        try {
          const rows = (await client.query(`FETCH ${batch} FROM ${CURSOR_NAME}`)).rows as Row[];
          if (rows.length === 0) await end('COMMIT');
          return rows;
        } catch (err) {
          await end('ROLLBACK');
          throw err;
        }
      },
      close: () => end('COMMIT'),
    };
  }

  async listen(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>> {
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    // A dropped connection loses what was sent meanwhile: reconnect and let the caller re-read.
    const reconnectLater = () => {
      if (stopped || retry) return;
      client = null;
      retry = setTimeout(() => {
        retry = undefined;
        connect().then(() => onReconnect?.(), reconnectLater);
      }, 1000);
      retry.unref();
    };
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: this.options.connectionString, options: startupOptions });
      next.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      next.on('error', () => undefined);
      next.on('end', () => {
        if (client === next) reconnectLater();
      });
      client = next;
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    };
    await connect();
    const stop = async () => {
      stopped = true;
      clearTimeout(retry);
      this.listeners.delete(stop);
      await client?.end().catch(() => undefined);
    };
    this.listeners.add(stop);
    return stop;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.listeners].map((stop) => stop()));
    const pools = [this.pool, ...this.readPools.values(), ...(this.cursorPool ? [this.cursorPool] : [])];
    await Promise.all(pools.map((pool) => pool.end()));
  }
}
