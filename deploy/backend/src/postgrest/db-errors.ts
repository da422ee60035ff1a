import { PgrstError } from './errors';

/** The fields node-postgres and PGlite both put on a server error. */
interface DatabaseErrorLike {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

const asText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * SQLSTATE -> HTTP status, following PostgREST's table, except that every class a client can
 * trigger with bad input (data exceptions, type mismatches, operators that do not exist for a
 * type, non-updatable views) is a 4xx: the engine must never answer 5xx for bad input.
 */
export function statusForSqlState(code: string): number {
  switch (code) {
    case '23503': // foreign_key_violation
    case '23505': // unique_violation
    case '23P01': // exclusion_violation
      return 409;
    case '25006': // read_only_sql_transaction
      return 405;
    case '42501': // insufficient_privilege
      return 403;
    case '42P01': // undefined_table
      return 404;
    case '42601': // syntax_error: generated SQL is always well-formed, so this is a server fault
      return 500;
    case '57014': // query_canceled (statement timeout)
      return 504;
    case '53400': // configuration_limit_exceeded
      return 400;
    default:
      break;
  }
  const cls = code.slice(0, 2);
  // program_limit_exceeded and its kin (statement too complex, too many columns or arguments): the
  // request asked for more than PostgreSQL builds, which another request of the same size repeats.
  if (cls === '54') return 400;
  if (cls === '08' || cls === '53' || cls === '57' || cls === '58' || cls === 'XX') return 503;
  if (cls === '22' || cls === '23' || cls === '2F' || cls === 'P0' || cls === '0A' || cls === '42' || cls === '21') {
    return 400;
  }
  if (cls === '40') return 409; // serialization failure / deadlock: retryable conflict
  return 500;
}

/** Converts a database error into a PostgREST error body; anything else is rethrown to the caller. */
export function fromDatabaseError(err: unknown): PgrstError {
  if (err instanceof PgrstError) return err;
  const e = (err ?? {}) as DatabaseErrorLike;
  const code = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : null;
  if (!code) throw err;
  return new PgrstError(statusForSqlState(code), code, asText(e.message) ?? 'database error', asText(e.detail), asText(e.hint));
}
