import type { IncomingMessage, ServerResponse } from 'node:http';
import { auditRequest } from '../audit/entry';
import { auditsEndpoint, recordEndpointWrite } from '../audit/endpoints';
import { authorizeResource } from '../authz/authorize';
import { HEALTH_ONLY_PRINCIPAL, isHealthOnlyRoute } from '../authz/health-only';
import type { Principal } from '../authz/types';
import { PgrstError } from '../postgrest/errors';
import { readJson, validateBody } from './body';
import { assertNotCrossSite } from './cross-site';
import { HttpError } from './errors';
import { send } from './respond';
import { decodePath, type Router } from './router';
import type { BackendDeps, HttpResult, RequestContext, RouteDefinition } from './types';

/** Paths are served with and without the `/api` prefix the browser uses. */
export function stripApiPrefix(path: string): string {
  if (path === '/api') return '/';
  return path.startsWith('/api/') ? path.slice(4) : path;
}

export interface DispatchOptions {
  router: Router;
  deps: BackendDeps;
  authenticate: (req: IncomingMessage) => Promise<Principal | null>;
  /** Health-only mode: credential-less requests to the health page's routes act as HEALTH_ONLY_PRINCIPAL. */
  healthOnly?: boolean;
}

function errorResult(err: unknown, deps: BackendDeps, ctx: { method: string; path: string }) {
  if (err instanceof HttpError) return { status: err.status, headers: err.headers, json: err.body() };
  if (err instanceof PgrstError) return { status: err.status, headers: { ...err.headers }, json: err.toJSON() };
  deps.logger.error(`[backend] ${ctx.method} ${ctx.path} failed`, err);
  return { status: 500, json: { error: 'internal server error' } };
}

async function auditEndpoint(
  audited: { route: RouteDefinition; ctx: RequestContext; body: () => Promise<unknown> },
  result: HttpResult | undefined,
  status: number,
): Promise<void> {
  const { route, ctx } = audited;
  // A handler that answered a failure itself wrote nothing worth an entry, unless it acts first.
  if (status >= 400 && !(route.audit && route.audit.recordFailures)) return;
  await recordEndpointWrite(ctx.deps.db, {
    request: auditRequest(ctx.principal!, ctx.req, ctx.path, ctx.deps.trustProxy),
    route,
    params: ctx.params,
    body: await audited.body(),
    result,
    status,
  });
}

/** Routes one request: match, authenticate, authorize, run the handler, write the result. */
export async function dispatch(req: IncomingMessage, res: ServerResponse, options: DispatchOptions): Promise<void> {
  const { router, deps } = options;
  const method = (req.method ?? 'GET').toUpperCase();
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = stripApiPrefix(q === -1 ? url : url.slice(0, q));
  const rawQuery = q === -1 ? '' : url.slice(q + 1);
  const head = method === 'HEAD';
  // Known once the route has run: what the audit log needs of a write that failed after acting.
  let audited: { route: RouteDefinition; ctx: RequestContext; body: () => Promise<unknown> } | undefined;
  try {
    const segments = decodePath(path);
    if (!segments) throw new HttpError(400, 'malformed path');
    const match = router.match(method, segments);
    if (match.kind === 'not-found') throw new HttpError(404, 'not found', `no route for ${method} ${path}`);
    if (match.kind === 'method-not-allowed') {
      throw new HttpError(405, 'method not allowed', `${method} is not allowed on ${path}`, undefined, {
        Allow: match.allow.join(', '),
      });
    }
    const route = match.route;
    // before anyone is authenticated: a forged request learns nothing and changes nothing
    if (route.crossSite !== 'own-csrf-token') assertNotCrossSite(req, deps.trustProxy);
    const auth = route.auth ?? 'required';
    let principal = auth === 'none' ? null : await options.authenticate(req);
    if (!principal && options.healthOnly && auth === 'required' && isHealthOnlyRoute(method, route.path)) {
      principal = HEALTH_ONLY_PRINCIPAL;
    }
    if (auth === 'required' && !principal) throw new HttpError(401, 'Unauthorized', 'authentication required');
    if (route.access && !(principal && authorizeResource(principal, route.access.action, route.access.resource))) {
      throw new HttpError(403, 'forbidden', `${route.access.action} access to ${route.access.resource} is required`);
    }
    let parsed: Promise<unknown> | undefined;
    const ctx: RequestContext = {
      req,
      res,
      method,
      path,
      rawQuery,
      query: new URLSearchParams(rawQuery),
      params: match.params,
      deps,
      principal,
      json: () => (parsed ??= readJson(req, deps.maxBodyBytes)),
      body: async (schema) => validateBody(schema, await ctx.json()),
    };
    const body = () => (parsed ? parsed.catch(() => undefined) : Promise.resolve(undefined));
    if (principal && !principal.anonymous && auditsEndpoint(route, method)) audited = { route, ctx, body };
    const result = await route.handler(ctx);
    if (result && audited) await auditEndpoint(audited, result, result.status);
    if (result) send(res, result, head);
  } catch (err) {
    const failed = errorResult(err, deps, { method, path });
    const recordFailure = audited?.route.audit && audited.route.audit.recordFailures && failed.status === 400;
    if (recordFailure && audited) {
      try {
        await auditEndpoint(audited, undefined, failed.status);
      } catch (auditError) {
        send(res, errorResult(auditError, deps, { method, path }), head);
        return;
      }
    }
    send(res, failed, head);
  }
}
