import { accessActionForMethod } from '@opsdeck/contracts';
import { authorizeTable } from '../../authz/authorize';
import { HttpError } from '../errors';
import { PgrstError, unknownFunction, unknownRelation } from '../../postgrest/errors';
import type { RequestContext, RouteModule, HttpResult } from '../types';

const pgrst = (error: PgrstError): HttpResult => ({ status: error.status, json: error.toJSON() });

async function readEngineBody(ctx: RequestContext): Promise<unknown> {
  if (ctx.method !== 'POST' && ctx.method !== 'PATCH') return undefined;
  try {
    return await ctx.json();
  } catch (err) {
    // Body errors on the PostgREST surface keep the PostgREST error shape.
    if (err instanceof HttpError && err.status === 400)
      throw new PgrstError(400, 'PGRST102', 'Empty or invalid json', err.message);
    throw err;
  }
}

/**
 * One table, view or function of the exposed schema. Authorization follows mission-control: the
 * name must be in the contract's table catalogue (else 404), and the method's action (GET read,
 * POST/PATCH/DELETE write) must be granted on the resource guarding it (else 403).
 */
async function handleDb(ctx: RequestContext, name: string, rpc: boolean): Promise<HttpResult> {
  const principal = ctx.principal!;
  const action = accessActionForMethod(ctx.method);
  if (!action) return pgrst(new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${ctx.method}`));
  const table = rpc ? `rpc/${name}` : name;
  const decision = authorizeTable(principal, table, action);
  if (!decision.allowed && decision.reason === 'unknown-table') {
    const model = await ctx.deps.engine.model();
    return pgrst(rpc ? unknownFunction(model.schema, name, []) : unknownRelation(model.schema, name));
  }
  if (!decision.allowed) {
    return {
      status: 403,
      json: {
        code: '42501',
        details: null,
        hint: null,
        message: `permission denied: ${action} access to "${decision.resource}" is required for ${table}`,
      },
    };
  }
  const body = await readEngineBody(ctx);
  const response = await ctx.deps.engine.handle({
    method: ctx.method,
    name,
    rpc,
    query: ctx.rawQuery,
    ...(ctx.req.headers.prefer !== undefined && { prefer: ctx.req.headers.prefer }),
    ...(typeof ctx.req.headers.range === 'string' && { range: ctx.req.headers.range }),
    ...(body !== undefined && { body }),
  });
  return { status: response.status, headers: response.headers, raw: response.body };
}

/** The PostgREST surface: /db/<resource>, /db/rpc/<fn>, and the identical /config alias. */
export const postgrestRoutes: RouteModule = (router) => {
  for (const prefix of ['/db', '/config']) {
    router.add({ method: '*', path: `${prefix}/rpc/:fn`, handler: (ctx) => handleDb(ctx, ctx.params.fn!, true) });
    router.add({ method: '*', path: `${prefix}/:table`, handler: (ctx) => handleDb(ctx, ctx.params.table!, false) });
  }
};
