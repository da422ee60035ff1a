import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import { loadAccess } from '../authz/access';
import { PrincipalCache } from '../authz/principal-cache';
import { CATALOGUE_EXPOSURE } from '../authz/relations';
import { bearerTokenAuthenticator } from '../authz/tokens';
import { isStrictMissionControlMode, strictExposure, strictRouter } from '../compat/strict';
import type { Authenticator, Principal } from '../authz/types';
import { runInRequestScope, serverTimingValue, type RequestScope } from '../db/request-scope';
import type { Database } from '../db/types';
import { resolveKubeCluster, type KubeCluster } from '../kube/cluster';
import { createEngine, type Engine } from '../postgrest/engine';
import { DEFAULT_BODY_LIMIT } from './body';
import { dispatch, stripApiPrefix } from './dispatch';
import { consoleLogger, type Logger } from './logger';
import { decodePath, Router } from './router';
import { requestLogLine } from './request-log';
import { DEFAULT_ROUTE_MODULES } from './routes';
import { trustProxy } from './trust-proxy';
import type { BackendDeps, RouteModule } from './types';

export interface BackendOptions {
  db: Database;
  /** Who is calling; default: `Authorization: Bearer <access token>`. */
  authenticator?: Authenticator;
  logger?: Logger;
  /** Log one line per request (default true). */
  logRequests?: boolean;
  /** Request body limit in bytes (default 1 MiB). */
  maxBodyBytes?: number;
  /** PGRST_DB_MAX_ROWS (default 2000, or the env variable). */
  maxRows?: number;
  /** Exposed schema (default public). */
  schema?: string;
  /** How long an authenticated principal is reused for the same credentials (default 5000 ms; 0 = never). */
  authCacheMs?: number;
  /** Route modules added after the built-in ones. */
  routes?: RouteModule[];
  hostname?: string;
  /**
   * Health-only mode (OPSDECK_HEALTH_ONLY): requests without credentials may read what the health
   * page loads as an anonymous principal (authz/health-only.ts). Default false.
   */
  healthOnly?: boolean;
  /** Statement timeout of /db requests in ms (OPSDECK_STATEMENT_TIMEOUT_MS, default 10000; 0 = none). */
  statementTimeoutMs?: number;
  /** PGlite's cost ceiling for reads that nest lists (OPSDECK_PGLITE_MAX_COST, default 5000000; 0 = none). */
  maxCost?: number;
  /** Cap of a /db read's JSON in bytes (OPSDECK_MAX_RESPONSE_BYTES, default 32 MiB; 0 = none). */
  maxResponseBytes?: number;
  /** Bound of each statement of a CSV export in ms (OPSDECK_EXPORT_TIMEOUT_MS, default 60000; 0 = none). */
  exportTimeoutMs?: number;
  /** Rows per batch of a CSV export (default 1000). */
  exportBatchRows?: number;
  /** X-Forwarded-* come from a proxy we run (default: the TRUST_PROXY variable, trust-proxy.ts). */
  trustProxy?: boolean;
  /**
   * Strict Mission Control mode (compat/strict.ts): only the relations, functions and endpoints
   * Mission Control has are served. Default: the OPSDECK_STRICT_MISSION_CONTROL variable.
   */
  strictMissionControl?: boolean;
  /**
   * The Kubernetes API server /kubeproxy forwards to; default: OPSDECK_KUBECONFIG, else the
   * in-cluster service account, else none (kube/cluster.ts).
   */
  kubernetes?: KubeCluster | null;
  /**
   * Each answer carries a `Server-Timing` header with the request's statements, time in the
   * database and wait for it (db/request-scope.ts). Default: the OPSDECK_SERVER_TIMING variable.
   */
  serverTiming?: boolean;
}

export interface Backend {
  /** Node request handler; paths are accepted with and without the `/api` prefix. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  engine: Engine;
  router: Router;
  /** Forgets cached principals, e.g. after changing roles, permissions or tokens. */
  clearAuthCache: () => void;
  /** Stops taking requests (503) and waits for those in flight. The database stays open. */
  close: () => Promise<void>;
}

/** A non-negative number from the environment, else undefined (the engine default). */
function envNumber(name: string): number | undefined {
  const raw = process.env[name];
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

function envMaxRows(): number | undefined {
  const value = Number(process.env.PGRST_DB_MAX_ROWS);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

const isOn = (value: string | undefined): boolean => ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());

/** Adds the request's database figures to its answer's head, whoever writes it (route, engine, stream). */
function reportServerTiming(res: ServerResponse, scope: RequestScope): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) res.setHeader('Server-Timing', serverTimingValue(scope));
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

/**
 * Writes, and the sign-out link (a GET in the self-service API), may change who a credential is;
 * a POST to a route declared `readOnly` (a query in a body, as the health summary's) does not.
 */
function changesState(req: IncomingMessage, router: Router): boolean {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const segments = decodePath(stripApiPrefix(q === -1 ? url : url.slice(0, q)));
    const match = segments ? router.match(method, segments) : null;
    return !(match?.kind === 'found' && match.route.readOnly === true);
  }
  return (req.url ?? '').includes('/self-service/logout');
}

/**
 * The reference backend as an in-process request handler: the PostgREST engine under /db and
 * /config, custom endpoints from route modules, bearer-token (or injected) authentication and
 * role-matrix authorization. The gateway mounts `handler` at /api; main.ts serves it standalone.
 */
export async function createBackend(options: BackendOptions): Promise<Backend> {
  const logger = options.logger ?? consoleLogger;
  const strict = options.strictMissionControl ?? isStrictMissionControlMode();
  const engine = createEngine({
    db: options.db,
    schema: options.schema,
    maxRows: options.maxRows ?? envMaxRows(),
    // Only the contract's catalogue is served; every other relation and function is invisible.
    exposure: strict ? strictExposure(CATALOGUE_EXPOSURE) : CATALOGUE_EXPOSURE,
    statementTimeoutMs: options.statementTimeoutMs ?? envNumber('OPSDECK_STATEMENT_TIMEOUT_MS'),
    maxCost: options.maxCost ?? envNumber('OPSDECK_PGLITE_MAX_COST'),
    maxResponseBytes: options.maxResponseBytes ?? envNumber('OPSDECK_MAX_RESPONSE_BYTES'),
    exportTimeoutMs: options.exportTimeoutMs ?? envNumber('OPSDECK_EXPORT_TIMEOUT_MS'),
    exportBatchRows: options.exportBatchRows ?? envNumber('OPSDECK_EXPORT_BATCH_ROWS'),
  });
  await engine.model(); // introspect once up front: schema problems surface at start, not on a request
  const authenticator = options.authenticator ?? bearerTokenAuthenticator(options.db);
  const cache = new PrincipalCache(options.authCacheMs ?? 5000);
  const authenticate = (req: IncomingMessage): Promise<Principal | null> =>
    cache.resolve(req, async () => {
      const person = await authenticator(req);
      if (!person) return null;
      const access = person.roles
        ? { roles: person.roles, permissions: person.permissions ?? [], scoped: person.scoped ?? [] }
        : await loadAccess(options.db, person);
      return { ...person, ...access };
    });
  const accessListeners = new Set<() => void>();
  const closeHooks: (() => Promise<void> | void)[] = [];
  const deps: BackendDeps = {
    db: options.db,
    engine,
    logger,
    hostname: options.hostname ?? os.hostname(),
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_BODY_LIMIT,
    trustProxy: options.trustProxy ?? trustProxy(),
    authenticate,
    clearAuthCache: () => cache.clear(),
    onAccessChange: (listener) => {
      accessListeners.add(listener);
      return () => accessListeners.delete(listener);
    },
    onClose: (hook) => closeHooks.push(hook),
    kubernetes: options.kubernetes === undefined ? resolveKubeCluster() : options.kubernetes,
  };
  if (deps.kubernetes) logger.info(`[backend] /kubeproxy forwards to ${deps.kubernetes.server} (${deps.kubernetes.source})`);
  const router = new Router();
  const registrar = strict ? strictRouter(router) : router;
  for (const register of [...DEFAULT_ROUTE_MODULES, ...(options.routes ?? [])]) register(registrar, deps);
  if (strict) logger.info('[backend] strict Mission Control mode: only what Mission Control serves is answered');

  let closing = false;
  const inFlight = new Set<Promise<void>>();
  const logRequests = options.logRequests ?? true;
  const serverTiming = options.serverTiming ?? isOn(process.env.OPSDECK_SERVER_TIMING);

  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    // API answers are per caller and change with every write: no browser or proxy may keep one.
    // A route that sends its own Cache-Control (writeHead) replaces this default.
    res.setHeader('Cache-Control', 'no-store');
    if (closing) {
      res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
      res.end(JSON.stringify({ error: 'server is shutting down' }));
      return;
    }
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      // Sign-in, sign-out, credential, role and permission changes all arrive here: forget who
      // credentials belonged to once one has gone through, so the next request sees the change.
      if (res.statusCode < 400 && changesState(req, router)) {
        cache.clear();
        accessListeners.forEach((listener) => listener());
      }
      if (logRequests) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        logger.info(requestLogLine(req, res.statusCode, ms, deps.trustProxy));
      }
    });
    // Each request in a scope of its own: its statements are counted and served in its arrival order.
    const task = runInRequestScope((scope) => {
      if (serverTiming) reportServerTiming(res, scope);
      return dispatch(req, res, { router, deps, authenticate, healthOnly: options.healthOnly ?? false });
    }).catch((err) => {
      logger.error('[backend] unhandled error', err);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: 'internal server error' }));
    });
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
  };

  const close = async (): Promise<void> => {
    closing = true;
    await Promise.allSettled(closeHooks.map((hook) => hook()));
    const deadline = new Promise((resolve) => setTimeout(resolve, 10_000).unref());
    await Promise.race([Promise.allSettled([...inFlight]), deadline]);
  };

  return { handler, engine, router, clearAuthCache: () => cache.clear(), close };
}
