import { AUDIT_ENTRY_SQL } from '../../audit/entry';
import type { Database, Queryable } from '../../db/types';

/** A database that records the SQL of every statement it runs (inside transactions too). */
export function spyDatabase(db: Database, log: string[]): Database {
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      log.push(sql);
      return q.query(sql, params);
    },
  });
  return {
    kind: db.kind,
    query: (sql, params) => wrap(db).query(sql, params),
    transaction: (fn, options) => db.transaction((tx) => fn({ ...tx, ...wrap(tx) }), options),
    readStatement: (sql, params, options) => {
      log.push(sql);
      return db.readStatement(sql, params, options);
    },
    openCursor: (sql, params, options) => {
      log.push(sql);
      return db.openCursor(sql, params, options);
    },
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  } as Database;
}

/**
 * What remains of a statement without its quoted identifiers and our own `'[]'` literal: any quote
 * or semicolon left would be client text spliced into the SQL.
 */
export const outsideIdentifiers = (sql: string): string => sql.replace(/"(?:[^"]|"")*"/g, '').replace(/'\[\]'::json/g, '');

const EXPLAIN = 'EXPLAIN (FORMAT JSON) ';
const PLANNED_COUNT = /^EXPLAIN \(FORMAT JSON\) SELECT 1 FROM /;
const LOCKED_ROWS =
  /^SELECT coalesce\(json_agg\(to_json\(pgrst_b\)\), '\[\]'::json\)::text AS rows FROM \(SELECT b0\.\* FROM .* FOR UPDATE\) AS pgrst_b$/;

/**
 * The statements of one request: at most one engine statement (a SELECT or the mutation CTE),
 * after the locked read of the rows an UPDATE or DELETE under a write policy will change,
 * optionally preceded by the EXPLAIN of exactly that statement (PGlite's cost check; alone when
 * the check refused it or its values failed to bind), with every client value bound as a
 * parameter (no quote, semicolon or NUL outside quoted identifiers). A read counted with
 * count=planned or count=estimated may be followed by the planner's estimate of its rows (EXPLAIN
 * of its bare match, bound the same way). A write may be followed by its audit entry, a fixed
 * statement with every value bound.
 */
export function expectOneBoundStatement(recorded: string[]): void {
  const all = recorded.at(-1) === AUDIT_ENTRY_SQL ? recorded.slice(0, -1) : recorded;
  // A write checked by a write policy first reads the rows it will change, locked (buildLockedRows).
  const locked = all.length > 1 && LOCKED_ROWS.test(all[0]!) && /^WITH pgrst_mut AS \((UPDATE|DELETE)/.test(all[1]!);
  if (locked) expect(outsideIdentifiers(all[0]!)).not.toMatch(/[';]/);
  const last = all.at(-1);
  const estimated = all.length > 1 && last !== undefined && PLANNED_COUNT.test(last);
  if (estimated) expect(outsideIdentifiers(last)).not.toMatch(/[';]/);
  const statements = (locked ? all.slice(1) : all).slice(0, estimated ? -1 : undefined);
  const [first, second, ...rest] = statements;
  expect(rest).toEqual([]);
  const explained = first?.startsWith(EXPLAIN) ? first.slice(EXPLAIN.length) : undefined;
  if (explained !== undefined && second !== undefined) expect(second).toBe(explained);
  if (explained === undefined) expect(second).toBeUndefined();
  const run = explained ?? first;
  if (run === undefined) return;
  expect(run).toMatch(/^(SELECT|WITH _pgrst_matched AS MATERIALIZED \(SELECT|WITH pgrst_mut AS \((INSERT|UPDATE|DELETE))/);
  expect(outsideIdentifiers(run)).not.toMatch(/[';]/);
  expect(run.includes('\u0000')).toBe(false);
}
