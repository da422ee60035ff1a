import { invalidBody, PgrstError, unknownBodyColumn } from './errors';
import { parseRows, runStatement, type EngineContext, type StatementInspection } from './execute';
import type { WriteCheck, WrittenRow } from './guard';
import type { ParsedParams } from './parse/request';
import { planRead, relationSource, type ReadNode } from './plan';
import { jsonResponse, type EngineResponse } from './response';
import type { ColumnInfo, RelationInfo } from './schema/types';
import { buildDelete, buildInsert, buildLockedRows, buildUpdate, type WriteStatement } from './sql/write';

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

/**
 * The columns of a bulk insert. Without `?columns=`, PostgREST takes them from the first object
 * and requires every other object to have exactly the same keys (PGRST102), so a missing key
 * never silently becomes NULL.
 */
function insertKeys(rows: Record<string, unknown>[], params: ParsedParams): string[] {
  if (params.columns) return params.columns;
  const first = Object.keys(rows[0] ?? {});
  const expected = new Set(first);
  for (const row of rows.slice(1)) {
    const keys = Object.keys(row);
    if (keys.length !== expected.size || !keys.every((key) => expected.has(key))) {
      throw new PgrstError(400, 'PGRST102', 'All object keys must match');
    }
  }
  return first;
}

const asRows = (rows: unknown[]): WrittenRow[] => rows.filter(isPlainObject);

/**
 * Fills the request's insert defaults into objects that leave those columns out (only columns the
 * relation has) or whose column `?columns=` leaves out: a list that names the column does not make
 * a missing value NULL, and one that leaves it out gets it added with the default.
 */
function withInsertDefaults(
  relation: RelationInfo,
  rows: Record<string, unknown>[],
  params: ParsedParams,
  defaults: Readonly<Record<string, unknown>> | undefined,
): { rows: Record<string, unknown>[]; keys: string[] } {
  const keys = insertKeys(rows, params);
  const defaulted = Object.keys(defaults ?? {}).filter((key) => relation.columnMap.has(key));
  if (defaulted.length === 0) return { rows, keys };
  // A key the column list leaves out is not inserted, so its value in the object does not count.
  const filled = rows.map((row) => {
    const missing = defaulted.filter((key) => !keys.includes(key) || !Object.hasOwn(row, key));
    return missing.length === 0 ? row : { ...row, ...Object.fromEntries(missing.map((key) => [key, defaults![key]])) };
  });
  return { rows: filled, keys: [...keys, ...defaulted.filter((key) => !keys.includes(key))] };
}

/** Wires a WriteCheck to the statement: what the rows were and what was written. */
function inspection(ctx: EngineContext, node: ReadNode, check: WriteCheck): StatementInspection {
  const method = ctx.request.method as 'POST' | 'PATCH' | 'DELETE';
  const relation = node.source.relation.name;
  return {
    ...(method !== 'POST' && { before: buildLockedRows(node) }),
    checkBefore: async (tx, locked) => {
      await check.before?.({ method, relation, before: asRows(locked), tx });
    },
    inspect: async (tx, row, locked) => {
      const after = method === 'DELETE' ? [] : asRows(parseRows(row.written));
      await check.after?.({ method, relation, before: asRows(locked), after, tx });
    },
  };
}

/** POST, PATCH and DELETE on a relation, as one statement in its own transaction. */
export async function handleWrite(ctx: EngineContext, relation: RelationInfo, params: ParsedParams): Promise<EngineResponse> {
  const { method, body, writeCheck } = ctx.request;
  const representation = ctx.prefs.return === 'representation';
  const node = planRead(ctx, relationSource(ctx.model, relation), params);
  if (params.limit.has('') || params.offset.has('')) {
    throw new PgrstError(400, 'PGRST100', 'limit and offset are not supported on PATCH and DELETE requests');
  }
  const options = { representation, embedLimit: ctx.maxRows, written: writeCheck !== undefined };
  let statement: WriteStatement;
  if (method === 'POST') {
    if (!relation.insertable) throw new PgrstError(405, 'PGRST117', `cannot insert into "${relation.name}"`);
    const sent = Array.isArray(body) ? body : [body];
    if (body === undefined || !sent.every(isPlainObject)) throw invalidBody('expected a JSON object or an array of objects');
    const { rows, keys } = withInsertDefaults(relation, sent, params, ctx.request.insertDefaults);
    const columns = writeColumns(relation, keys);
    // An empty array inserts nothing (never a row of defaults); the database is not touched.
    if (rows.length === 0) {
      const headers = {
        'Content-Range': '*/*',
        ...(ctx.prefs.return && { 'Preference-Applied': `return=${ctx.prefs.return}` }),
      };
      return jsonResponse(201, representation ? '[]' : null, headers);
    }
    if (rows.length * Math.max(columns.length, 1) > MAX_PARAMS) {
      throw new PgrstError(413, 'PGRST413', 'Too many values in one request', `at most ${MAX_PARAMS} values per insert`);
    }
    statement = buildInsert(node, columns, rows, options);
  } else if (method === 'PATCH') {
    if (!relation.updatable) throw new PgrstError(405, 'PGRST117', `cannot update "${relation.name}"`);
    if (!isPlainObject(body)) throw invalidBody('expected a JSON object');
    requireFilters(node, 'UPDATE');
    const columns = writeColumns(relation, Object.keys(body));
    if (columns.length === 0) return representation ? jsonResponse(200, '[]') : jsonResponse(204, null);
    statement = buildUpdate(node, columns, body, options);
  } else {
    if (!relation.deletable) throw new PgrstError(405, 'PGRST117', `cannot delete from "${relation.name}"`);
    requireFilters(node, 'DELETE');
    statement = buildDelete(node, options);
  }
  const row = await runStatement(ctx, statement.sql, statement.values, {
    readOnly: false,
    ...(writeCheck && { inspection: inspection(ctx, node, writeCheck) }),
  });
  const count = Number(row.page_count);
  const contentRange = count > 0 ? `0-${count - 1}/*` : '*/*';
  const headers = {
    'Content-Range': contentRange,
    ...(ctx.prefs.return && { 'Preference-Applied': `return=${ctx.prefs.return}` }),
  };
  if (method === 'POST') return jsonResponse(201, representation ? row.body : null, headers);
  return representation ? jsonResponse(200, row.body, headers) : jsonResponse(204, null, headers);
}
