import { executeRead, runStatement, type EngineContext } from './execute';
import { invalidBody, PgrstError, unknownFunction } from './errors';
import { parseParams } from './parse/request';
import { planRead, type Source } from './plan';
import { jsonResponse, type EngineResponse } from './response';
import { exposedFunction } from './schema/model';
import type { FunctionInfo, RelationInfo, SchemaModel } from './schema/types';
import { Params } from './sql/builder';
import { callSql, pickOverload } from './sql/rpc';

/** The rows a function returns, described like a relation so select/filters/embeds apply. */
function resultRelation(model: SchemaModel, fn: FunctionInfo): RelationInfo {
  const returned = fn.returnRelation ? model.relations.get(fn.returnRelation) : undefined;
  if (returned) return returned;
  return {
    name: fn.name,
    kind: 'view',
    columns: fn.columns,
    columnMap: new Map(fn.columns.map((column) => [column.name, column])),
    primaryKey: [],
    uniqueKeys: [],
    foreignKeys: [],
    insertable: false,
    updatable: false,
    deletable: false,
    lineage: new Map(),
  };
}

/**
 * `GET /rpc/fn?arg=v&<filters>` (arguments are bare parameters named like the function's
 * arguments, every other parameter filters the result) and `POST /rpc/fn` with a JSON object of
 * arguments. GET runs in a read-only transaction, as PostgREST does.
 */
export async function handleRpc(ctx: EngineContext): Promise<EngineResponse> {
  const { model, request } = ctx;
  const overloads = exposedFunction(model, request.name);
  if (!overloads) throw unknownFunction(model.schema, request.name, []);
  const method = request.method;
  let args: Map<string, unknown>;
  let readOnly: boolean;
  let params;
  if (method === 'GET' || method === 'HEAD') {
    const argNames = new Set(overloads.flatMap((fn) => fn.args.map((arg) => arg.name)));
    params = parseParams(ctx.pairs, argNames);
    args = new Map(params.rpcArgs);
    readOnly = true;
  } else if (method === 'POST') {
    const body = request.body ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw invalidBody('expected a JSON object of arguments');
    params = parseParams(ctx.pairs);
    args = new Map(Object.entries(body));
    readOnly = false;
  } else {
    throw new PgrstError(405, 'PGRST101', 'Only GET and POST are allowed on functions');
  }
  const fn = pickOverload(model, request.name, [...args.keys()]);

  if (fn.returns === 'rows') {
    const source: Source = { label: fn.name, relation: resultRelation(model, fn), render: (p) => callSql(model, fn, args, p) };
    // Rows of a relation (RETURNS SETOF table) are that relation's rows: its own read rule applies too.
    const guard = request.guard;
    const grant = guard && fn.returnRelation ? guard.embed(fn.returnRelation) : undefined;
    const response = await executeRead(ctx, planRead(ctx, source, params, grant), readOnly);
    return fn.returnsSet ? response : unwrapSingle(response);
  }

  const p = new Params();
  const call = callSql(model, fn, args, p);
  const sql =
    fn.returns === 'void'
      ? `SELECT NULL::int8 AS total, 1::int8 AS page_count, (${call}) IS NULL AS body`
      : fn.returnsSet
        ? `SELECT NULL::int8 AS total, count(*)::int8 AS page_count, coalesce(json_agg(_f.v), '[]'::json)::text AS body FROM ${call} AS _f(v)`
        : `SELECT NULL::int8 AS total, 1::int8 AS page_count, to_json(${call})::text AS body`;
  const row = await runStatement(ctx, sql, p.values, { readOnly });
  if (fn.returns === 'void') return jsonResponse(204, null);
  return jsonResponse(200, method === 'HEAD' ? null : row.body);
}

/** A non-set function returning one row answers with the object itself (or null). */
function unwrapSingle(response: EngineResponse): EngineResponse {
  if (response.status >= 300 || response.body === null) return response;
  const body = response.body === '[]' ? 'null' : response.body.slice(1, -1);
  return { ...response, status: 200, body };
}
