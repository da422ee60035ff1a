import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccessAction, AuditAction, Resource } from '@opsdeck/contracts';
import type { ZodType } from 'zod';
import type { Principal } from '../authz/types';
import type { Database } from '../db/types';
import type { KubeCluster } from '../kube/cluster';
import type { Engine } from '../postgrest/engine';
import type { Logger } from './logger';
import type { Router } from './router';

/** Shared services every route module receives. */
export interface BackendDeps {
  db: Database;
  engine: Engine;
  logger: Logger;
  /** Host name reported by whoami. */
  hostname: string;
  /** Request body limit in bytes. */
  maxBodyBytes: number;
  /** TRUST_PROXY: X-Forwarded-* headers come from a proxy we run (trust-proxy.ts). */
  trustProxy: boolean;
  /**
   * Who a request's credentials belong to now (through the short-lived principal cache): answers
   * that stay open, as the event stream, re-check it.
   */
  authenticate: (req: IncomingMessage) => Promise<Principal | null>;
  /** Forgets cached principals (another process signed someone out or changed their access). */
  clearAuthCache: () => void;
  /** Told after a request that may change who a credential is (a write, a sign-out) succeeded here. */
  onAccessChange: (listener: () => void) => () => void;
  /** Runs when the backend closes, before it waits for the requests in flight (ends open streams). */
  onClose: (hook: () => Promise<void> | void) => void;
  /** The cluster /kubeproxy forwards to (kube/cluster.ts); null: no proxy, no kubeconfig. */
  kubernetes: KubeCluster | null;
}

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  /** Upper-case method. */
  method: string;
  /** Path without the optional `/api` prefix, e.g. `/db/checks`. */
  path: string;
  /** Raw query string without `?`, exactly as sent (PostgREST parameters are order-sensitive). */
  rawQuery: string;
  query: URLSearchParams;
  /** `:name` path parameters (decoded); `*` holds the rest of a wildcard route. */
  params: Record<string, string>;
  deps: BackendDeps;
  /** The caller; null only on routes with `auth: 'optional' | 'none'`. */
  principal: Principal | null;
  /** The JSON body (undefined when empty); 400 on invalid JSON, 413 past the size limit. */
  json(): Promise<unknown>;
  /** The JSON body validated with zod; 400 `{error, message}` naming the bad field. */
  body<T>(schema: ZodType<T>): Promise<T>;
}

/** What a handler returns; a handler that wrote the response itself returns nothing. */
export interface HttpResult {
  status: number;
  headers?: Record<string, string>;
  /** Serialised with JSON.stringify. */
  json?: unknown;
  /** Already serialised JSON (or null for no body). */
  raw?: string | null;
}

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface RouteDefinition {
  /** One method, several, or '*' for any (the handler decides). */
  method: Method | Method[] | '*';
  /** `/auth/whoami`, `/db/:table`, `/playbook/run/:id`, `/logs/*`. */
  path: string;
  /**
   * required (default): 401 without credentials; optional: principal may be null;
   * none: no authentication is attempted.
   */
  auth?: 'required' | 'optional' | 'none';
  /** Coarse RBAC check before the handler: 403 when the principal lacks it. */
  access?: { resource: Resource; action: AccessAction };
  /**
   * Cross-site guard of state-changing requests (cross-site.ts): on by default; 'own-csrf-token'
   * only for the Kratos self-service API, whose browser flows carry their own CSRF token.
   */
  crossSite?: 'guarded' | 'own-csrf-token';
  /**
   * The route only reads, whatever the method (a POST that carries a query in its body): a
   * successful request does not drop the cached principals, as writes and sign-outs do.
   */
  readOnly?: boolean;
  /**
   * How a write through this route is recorded in the audit log (audit/endpoints.ts): the action
   * (default: create for POST, delete for DELETE, update otherwise), and whether a 400 the handler
   * raises after acting (a connection test that failed, its outcome stored) is recorded as a
   * failure. false: not recorded (the route records its writes itself).
   */
  audit?: false | { action?: AuditAction; recordFailures?: boolean };
  handler: (ctx: RequestContext) => Promise<HttpResult | void>;
}

/** A group of routes (one feature), registered at start-up. */
export type RouteModule = (router: Router, deps: BackendDeps) => void;
