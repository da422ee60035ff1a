import { accessActionForMethod, restrictedTable, type AccessAction, type Resource } from '@opsdeck/contracts';
import { bodyKeysOf } from '../../audit/changes';
import { tableAuditCheck, tableWriteStatus } from '../../audit/db-writes';
import { auditRequest } from '../../audit/entry';
import { authorDefaults, authorshipRefusal } from '../../authz/authorship';
import { authorizeTable } from '../../authz/authorize';
import { columnResource } from '../../authz/columns';
import { authorizeEmbed } from '../../authz/relations';
import { scopedOpens } from '../../authz/scoped';
import { bothChecks, scopedConditions, scopedWriteCheck } from '../../authz/scoped-guard';
import { describedColumnGrant } from '../../authz/columns';
import { writePolicy } from '../../authz/write-policy';
import { prepareConnectionBody } from '../../connections/db-body';
import type { Principal } from '../../authz/types';
import { HttpError } from '../errors';
import { PgrstError, unknownFunction, unknownRelation } from '../../postgrest/errors';
import { parsePrefer } from '../../postgrest/parse/prefer';
import type { ColumnGrant, ReadGuard } from '../../postgrest/guard';
import type { RequestContext, RouteModule, HttpResult } from '../types';
import { prefersCsv } from '../../postgrest/csv/accept';
import type { EngineRequest } from '../../postgrest/engine';
import { sendCsv } from './csv-answer';

const pgrst = (error: PgrstError): HttpResult => ({ status: error.status, headers: { ...error.headers }, json: error.toJSON() });

async function readEngineBody(ctx: RequestContext): Promise<unknown> {
  if (ctx.method !== 'POST' && ctx.method !== 'PATCH') return undefined;
  try {
    return await ctx.json();
  } catch (err) {
    // Body errors on the PostgREST surface keep the PostgREST error shape. PostgREST documents a
    // Content-Type it cannot take as PGRST107 with 415 (PGRST102 in some of its versions).
    if (err instanceof HttpError && err.status === 415)
      throw new PgrstError(415, 'PGRST107', err.message, null, 'Send the body as application/json.');
    if (err instanceof HttpError && err.status === 400)
      throw new PgrstError(400, 'PGRST102', 'Empty or invalid json', err.message);
    throw err;
  }
}

/**
 * 42501 as PostgREST answers it: 403 for a signed-in caller, 401 for the anonymous one (health-only
 * mode), which tells the console that signing in would help.
 */
function denied(principal: Principal, action: AccessAction, resource: Resource | null, target: string): PgrstError {
  const required = resource ? `${action} access to "${resource}" is required` : `${action} access is not granted`;
  return new PgrstError(principal.anonymous ? 401 : 403, '42501', `permission denied: ${required} for ${target}`);
}

/**
 * Authorizes every relation a request reaches below its top level, with the same role matrix and
 * permission rows as the top level (authz/relations.ts). The engine only ever asks about exposed
 * relations (the catalogue), so 'unknown-table' cannot happen; it is refused all the same.
 */
function readGuard(principal: Principal, top: ColumnGrant, action: AccessAction): ReadGuard {
  return {
    top,
    embed(relation) {
      const decision = authorizeEmbed(principal, relation);
      if (decision.allowed) return decision.columns;
      // Allow rows about single rows open those rows (and only those: see rows()).
      if (decision.reason === 'forbidden' && scopedOpens(principal, relation, 'read'))
        return describedColumnGrant(principal, relation);
      throw denied(principal, 'read', decision.reason === 'forbidden' ? decision.resource : null, relation);
    },
    // A write's own rows are checked by scopedWriteCheck (403), not hidden from it.
    rows: (relation, isTop) => (isTop && action === 'write' ? [] : scopedConditions(principal, relation, 'read')),
    column(relation, column) {
      return denied(principal, 'read', columnResource(relation, column) ?? null, `${relation}.${column}`);
    },
  };
}

/**
 * One table, view or function of the exposed schema. The name must be in the contract's table
 * catalogue (else 404), and the method's action (GET read, POST/PATCH/DELETE write) must be
 * granted on the resource guarding it (else 403). Every relation embedded below it needs read on
 * its own resource (the guard), whether selected, filtered on, ordered by or used by `!inner`.
 */
async function handleDb(ctx: RequestContext, name: string, rpc: boolean): Promise<HttpResult | void> {
  const principal = ctx.principal!;
  const action = accessActionForMethod(ctx.method);
  if (!action) return pgrst(new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${ctx.method}`));
  const table = rpc ? `rpc/${name}` : name;
  // Relations the backend writes itself (the audit log): no role or row writes them here.
  if (action === 'write' && restrictedTable(table)) {
    return pgrst(
      new PgrstError(principal.anonymous ? 401 : 403, '42501', `permission denied: ${table} is written by the backend only`),
    );
  }
  let decision = authorizeTable(principal, table, action);
  // Allow rows about single rows (a catalog item, a connection, ...) open the relation for those rows only.
  if (!decision.allowed && decision.reason === 'forbidden' && !rpc && scopedOpens(principal, table, action)) {
    decision = {
      allowed: true,
      resource: decision.resource,
      columns: action === 'read' ? describedColumnGrant(principal, table) : null,
    };
  }
  if (!decision.allowed && decision.reason === 'unknown-table') {
    const model = await ctx.deps.engine.model();
    return pgrst(rpc ? unknownFunction(model.schema, name, []) : unknownRelation(model.schema, name));
  }
  if (!decision.allowed) return pgrst(denied(principal, decision.action ?? action, decision.resource, table));
  const read = await readEngineBody(ctx);
  // Connection secrets are sealed before anything stores or answers them (connections/db-body.ts).
  const body = name === 'connections' && !rpc && read !== undefined ? prepareConnectionBody(read, ctx.method) : read;
  const writeCheck =
    action === 'write' && !rpc
      ? bothChecks(bothChecks(writePolicy(principal, name), scopedWriteCheck(principal, name)), await auditCheck(ctx, name, body))
      : undefined;
  const authorship = body !== undefined && !rpc ? authorshipRefusal(principal, name, body) : null;
  if (authorship) return pgrst(authorship);
  const insertDefaults = ctx.method === 'POST' && !rpc ? authorDefaults(principal) : undefined;
  const request: EngineRequest = {
    method: ctx.method,
    name,
    rpc,
    query: ctx.rawQuery,
    ...(ctx.req.headers.prefer !== undefined && { prefer: ctx.req.headers.prefer }),
    ...(typeof ctx.req.headers.range === 'string' && { range: ctx.req.headers.range }),
    ...(body !== undefined && { body }),
    guard: readGuard(principal, decision.columns, action),
    ...(writeCheck && { writeCheck }),
    ...(insertDefaults && { insertDefaults }),
  };
  if (action === 'read' && !rpc && prefersCsv(ctx.req.headers.accept)) return exportCsv(ctx, request);
  const response = await ctx.deps.engine.handle(request);
  return { status: response.status, headers: response.headers, raw: response.body };
}

/**
 * `Accept: text/csv`: the same request, authorized by the same decision and guard, answered as CSV
 * streamed in batches (postgrest/csv/export.ts); errors are answered as JSON, as PostgREST does.
 */
async function exportCsv(ctx: RequestContext, request: EngineRequest): Promise<HttpResult | void> {
  const answer = await ctx.deps.engine.exportCsv(request);
  if (!('stream' in answer)) return { status: answer.status, headers: answer.headers, raw: answer.body };
  await sendCsv(ctx.res, answer, {
    head: ctx.method === 'HEAD',
    onError: (err) => ctx.deps.logger.error(`[backend] CSV export of ${request.name} failed`, err),
  });
}

/**
 * The audit entry of a /db write, recorded last in the write's transaction (audit/db-writes.ts).
 * The catalogue's functions only read, so calls (rpc) are not writes to record.
 */
async function auditCheck(ctx: RequestContext, table: string, body: unknown) {
  const relation = (await ctx.deps.engine.model()).relations.get(table);
  return tableAuditCheck({
    request: auditRequest(ctx.principal!, ctx.req, ctx.path, ctx.deps.trustProxy),
    table,
    primaryKey: relation?.primaryKey ?? [],
    bodyKeys: bodyKeysOf(body),
    status: tableWriteStatus(ctx.method, parsePrefer(ctx.req.headers.prefer).return === 'representation'),
  });
}

/** The PostgREST surface: /db/<resource>, /db/rpc/<fn>, and the identical /config alias. */
export const postgrestRoutes: RouteModule = (router) => {
  for (const prefix of ['/db', '/config']) {
    router.add({ method: '*', path: `${prefix}/rpc/:fn`, handler: (ctx) => handleDb(ctx, ctx.params.fn!, true) });
    router.add({ method: '*', path: `${prefix}/:table`, handler: (ctx) => handleDb(ctx, ctx.params.table!, false) });
  }
};
