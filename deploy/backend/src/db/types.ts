/**
 * The one seam between the backend and its database. PGlite (embedded, default) and a real
 * PostgreSQL server (DATABASE_URL) both implement it, so every module above is engine-agnostic.
 *
 * Row values are JSON-friendly and identical on both engines (see value-format.ts):
 * timestamptz -> '2026-08-21T10:00:00.123456+00:00' (PostgREST/to_json style), timestamp -> ISO
 * without offset, date/time/interval -> text, int8/numeric -> number, json/jsonb -> parsed JSON,
 * bytea -> '\x..' hex text, arrays -> JS arrays of the converted elements, uuid/text/enums -> string.
 *
 * Parameters: strings, numbers, booleans, null, JS arrays (for array-typed parameters), Date (sent
 * as ISO text), plain objects (sent as JSON text). For a json/jsonb parameter whose value is a JSON
 * array, pass JSON.stringify(value): a bare JS array is sent as a PostgreSQL array literal.
 */
export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  /** Column names in result order. (For view column origins see view-lineage.ts.) */
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface Queryable {
  /** Runs one statement; values are always bound parameters ($1, $2, ...), never spliced into SQL. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

/** The handle passed to Database.transaction callbacks: one connection, inside BEGIN/COMMIT. */
export interface Transaction extends Queryable {
  /** Runs a multi-statement SQL script without parameters inside the transaction (migrations). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  readOnly?: boolean;
  /**
   * Bound on the statements of the transaction, in ms (0 or absent: none). PostgreSQL enforces it
   * (SET LOCAL statement_timeout: a longer statement fails with 57014). PGlite cannot interrupt a
   * statement it is running (it ignores statement_timeout), so there the bound is a start
   * deadline: a transaction still queued behind others when it runs out fails with 57014 before
   * running anything (see StatementTimeoutError).
   */
  statementTimeoutMs?: number;
}

/** A server-side cursor over one read statement (Database.openCursor). */
export interface ReadCursor<Row = Record<string, unknown>> {
  /** The next rows, at most the batch size; an empty array once every row has been read. */
  next(): Promise<Row[]>;
  /** Ends the cursor and frees what holds it (a connection, the cursor's rows); safe to call twice. */
  close(): Promise<void>;
}

export interface CursorOptions {
  /** Rows per `next()`. */
  batchRows: number;
  /**
   * Bound on each statement of the cursor in ms (0 or absent: none): on PostgreSQL every FETCH; on
   * PGlite the one statement that runs the read and keeps its rows (see PgliteDatabase.openCursor).
   */
  statementTimeoutMs?: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT (ROLLBACK on throw) on one connection. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * One statement alone in a read-only transaction bounded like `transaction`'s statements, in one
   * round trip (the API's reads: BEGIN, SET and COMMIT each cost one on their own).
   */
  readStatement<Row = Record<string, unknown>>(
    sql: string,
    params: unknown[],
    options: Pick<TransactionOptions, 'statementTimeoutMs'>,
  ): Promise<QueryResult<Row>>;
  /**
   * Reads one statement's rows in batches through a server-side cursor, so a caller never holds
   * more than a batch (CSV exports). Close it when done, also on error.
   */
  openCursor<Row = Record<string, unknown>>(sql: string, params: unknown[], options: CursorOptions): Promise<ReadCursor<Row>>;
  /** Runs a multi-statement SQL script without parameters (migrations only). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on `channel`: `onNotify` receives each notification's payload (after the notifying
   * transaction commits, from any session of the database). Resolves once listening; the returned
   * function stops. PostgreSQL uses one dedicated connection per call, reconnecting when it drops
   * (`onReconnect` then runs: notifications sent meanwhile are lost, so re-read what they announce).
   */
  listen?(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
}

/**
 * The error PostgreSQL raises when statement_timeout cancels a statement (SQLSTATE 57014), also
 * raised by PGlite's start deadline, so callers handle both alike.
 */
export class StatementTimeoutError extends Error {
  readonly code = '57014';
  constructor(
    message = 'canceling statement due to statement timeout',
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'StatementTimeoutError';
  }
}

/** A statement timeout as the integer milliseconds SET accepts, or 0 for none. */
export const timeoutMs = (value: number | undefined): number =>
  value !== undefined && Number.isFinite(value) && value > 0 ? Math.max(1, Math.round(value)) : 0;
