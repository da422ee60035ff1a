import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import {
  StatementTimeoutError,
  timeoutMs,
  type Database,
  type QueryResult,
  type Transaction,
  type TransactionOptions,
} from './types';
import { SESSION_SETTINGS, TEXT_PARSERS, normalizeParams } from './value-format';

export interface PgliteOpenOptions {
  /** Directory on disk; omitted = in-memory. */
  dataDir?: string;
  /** A dumpDataDir() tarball to start from (fast clones for tests). */
  loadDataDir?: Blob | File;
}

type PgliteResults = Awaited<ReturnType<PGlite['query']>>;

function toResult<Row>(res: PgliteResults): QueryResult<Row> {
  return {
    rows: res.rows as Row[],
    fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    affectedRows: res.affectedRows,
  };
}

function wrapTransaction(tx: PGliteTransaction): Transaction {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      return toResult<Row>(await tx.query(sql, normalizeParams(params)));
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL (PGlite runs PostgreSQL 18 compiled to WASM in this process). It is one
 * session: PGlite serialises queries and transactions itself, so this behaves like a pool of one.
 * Never call db.query from inside a transaction callback (it would wait for the transaction).
 */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;

  private constructor(readonly pg: PGlite) {}

  static async open(options: PgliteOpenOptions = {}): Promise<PgliteDatabase> {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const pg = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      parsers: { ...TEXT_PARSERS },
    });
    // One session for the process lifetime, so SET once covers every later query.
    for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
      await pg.query('SELECT set_config($1, $2, false)', [name, value]);
    }
    return new PgliteDatabase(pg);
  }

  async query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
    return toResult<Row>(await this.pg.query(sql, normalizeParams(params)));
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const timeout = timeoutMs(options.statementTimeoutMs);
    const queued = Date.now();
    return this.pg.transaction(async (tx) => {
      // PGlite runs one statement at a time and cannot cancel one: the only bound it can keep is
      // not to start work whose caller has already waited out its timeout behind other work.
      const waited = Date.now() - queued;
      if (timeout && waited >= timeout) {
        throw new StatementTimeoutError(
          'canceling statement due to statement timeout',
          `waited ${waited} ms for the embedded database (one statement at a time); the limit is ${timeout} ms`,
        );
      }
      if (options.readOnly) await tx.exec('SET TRANSACTION READ ONLY');
      return fn(wrapTransaction(tx));
    });
  }

  async exec(sql: string): Promise<void> {
    await this.pg.exec(sql);
  }

  /** A tarball of the data directory, loadable with PgliteDatabase.open({ loadDataDir }). */
  async dump(): Promise<Blob> {
    return this.pg.dumpDataDir('none');
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}
