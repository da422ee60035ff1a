import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one HTTP request asked of the database, and its place in line. The backend runs each
 * request inside a scope (runInRequestScope); the database layers count into it. Work outside any
 * request (background jobs) has no scope.
 */
export interface RequestScope {
  /**
   * Arrival order of the request: the embedded database, one statement at a time, serves
   * statements of earlier requests first (pglite-database.ts), so a request that needs several
   * statements waits behind the queue once instead of once per statement.
   */
  readonly ticket: number;
  /** Statements (and messages to the database thread) sent for the request. */
  statements: number;
  /** Time the database spent on them, in ms (PGlite: inside its thread; PostgreSQL: round trips). */
  databaseMs: number;
  /** Time they waited for their turn, in ms (PGlite: the queue; PostgreSQL: a pooled connection). */
  waitMs: number;
}

const storage = new AsyncLocalStorage<RequestScope>();
let lastTicket = 0;

/** A place in line for work that arrives now (a request, or a statement outside any request). */
export const takeTicket = (): number => {
  lastTicket += 1;
  return lastTicket;
};

/** Runs `fn` (a request's handling) in a fresh scope, and everything it starts, awaits or schedules. */
export function runInRequestScope<T>(fn: (scope: RequestScope) => T): T {
  const scope: RequestScope = { ticket: takeTicket(), statements: 0, databaseMs: 0, waitMs: 0 };
  return storage.run(scope, () => fn(scope));
}

/** The scope of the request running now, if any. */
export const currentRequestScope = (): RequestScope | undefined => storage.getStore();

/**
 * The request's figures as a `Server-Timing` header value (the browser's developer tools show
 * it): statements sent, time in the database, time waiting for it.
 */
export const serverTimingValue = (scope: RequestScope): string =>
  `db;dur=${scope.databaseMs.toFixed(2)};desc="${scope.statements} statements", dbwait;dur=${scope.waitMs.toFixed(2)}`;
