import pg from 'pg';
import { timeoutMs, type Database, type QueryResult, type Transaction, type TransactionOptions } from './types';
import { SESSION_SETTINGS, TEXT_PARSERS, normalizeParams } from './value-format';

export interface PostgresOpenOptions {
  connectionString: string;
  /** Pool size; the default suits a small server on 2 cores. */
  max?: number;
}

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

function wrapClient(client: pg.PoolClient): Transaction {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      return toResult<Row>(await client.query(sql, normalizeParams(params)));
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** A real PostgreSQL server (15 in production) through a node-postgres pool. */
export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;

  private closed = false;

  private constructor(readonly pool: pg.Pool) {}

  static async open(options: PostgresOpenOptions): Promise<PostgresDatabase> {
    const pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.max ?? 10,
      types,
      options: startupOptions,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (err) => {
      console.error('[db] idle PostgreSQL client error:', err.message);
    });
    const db = new PostgresDatabase(pool);
    await db.query('SELECT 1'); // fail fast on a bad URL
    return db;
  }

  async query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
    return toResult<Row>(await this.pool.query(sql, normalizeParams(params)));
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const client = await this.pool.connect();
    let broken = false;
    try {
      const timeout = timeoutMs(options.statementTimeoutMs);
      // One round trip: BEGIN and the transaction-local timeout as one simple-protocol query.
      await client.query(
        `${options.readOnly ? 'BEGIN READ ONLY' : 'BEGIN'}${timeout ? `; SET LOCAL statement_timeout = ${timeout}` : ''}`,
      );
      const result = await fn(wrapClient(client));
      await client.query('COMMIT');
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

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}
