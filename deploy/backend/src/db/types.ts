/**
 * The one seam between the backend and its database. PGlite (embedded, default) and a real
 * PostgreSQL server (DATABASE_URL) both implement it, so every module above is engine-agnostic.
 */
export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  /** Column names in result order. */
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface Queryable {
  /** Runs one statement; values are always bound parameters ($1, $2, ...), never spliced into SQL. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT (ROLLBACK on throw) on one connection. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: { readOnly?: boolean }): Promise<T>;
  /** Runs a multi-statement SQL script without parameters (migrations only). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
