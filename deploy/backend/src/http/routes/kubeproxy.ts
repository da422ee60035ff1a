import { request as httpRequest, type ClientRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { can } from '@opsdeck/contracts';
import { tokenFromRequest } from '../../authz/tokens';
import type { Principal } from '../../authz/types';
import type { KubeCluster } from '../../kube/cluster';
import { HttpError } from '../errors';
import type { RequestContext, RouteModule } from '../types';

/** The identities /kubeproxy impersonates (reference 5.6): writers and readers of the catalog. */
export const KUBE_WRITER = 'mission-control-writer';
export const KUBE_READER = 'mission-control-reader';
/** Prefix of the groups naming the caller's roles, for cluster role bindings per role. */
export const KUBE_ROLE_GROUP_PREFIX = 'mission-control:';

export const KUBEPROXY_UNAVAILABLE = 'no Kubernetes cluster is configured on this deployment';

// Never forwarded: the caller's credentials and cookies, hop-by-hop headers, and any impersonation
// the caller asks for itself (only the proxy decides who the request runs as).
const DROPPED = new Set([
  'authorization',
  'cookie',
  'x-session-token',
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/**
 * Who the request runs as in the cluster: the writer for those who may write the catalog (config
 * items, Kubernetes resources among them), the reader for those who may read it, in the groups of
 * their roles; null for the others.
 */
export function impersonationOf(principal: Principal): { user: string; groups: string[] } | null {
  const groups = principal.roles.map((role) => `${KUBE_ROLE_GROUP_PREFIX}${role}`);
  if (can(principal, 'write', 'database')) return { user: KUBE_WRITER, groups };
  if (can(principal, 'read', 'database')) return { user: KUBE_READER, groups };
  return null;
}

/** The request headers the API server receives. */
export function forwardedHeaders(
  incoming: IncomingHttpHeaders,
  cluster: KubeCluster,
  as: { user: string; groups: string[] },
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || DROPPED.has(name) || name.startsWith('impersonate-')) continue;
    headers[name] = value;
  }
  headers.authorization = `Bearer ${cluster.token()}`;
  headers['impersonate-user'] = as.user;
  if (as.groups.length > 0) headers['impersonate-group'] = as.groups;
  return headers;
}

/** Streams the request to the API server and its answer back (watches included). */
function forward(
  ctx: RequestContext,
  cluster: KubeCluster,
  as: { user: string; groups: string[] },
  open: Set<ClientRequest>,
): Promise<void> {
  const { req, res } = ctx;
  // The path as sent (still percent-encoded), less the optional /api and the /kubeproxy prefix.
  const raw = (req.url ?? '/').replace(/^\/api(?=\/)/, '').slice('/kubeproxy'.length);
  const target = new URL(`${cluster.server}${raw.startsWith('/') ? raw : `/${raw}`}`);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const upstream = send(
      target,
      {
        method: ctx.method,
        headers: forwardedHeaders(req.headers, cluster, as),
        ...(target.protocol === 'https:' && { ca: cluster.ca, rejectUnauthorized: !cluster.insecureSkipTlsVerify }),
      },
      (answer) => {
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !DROPPED.has(name) && name !== 'set-cookie') headers[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
        answer.on('end', resolve);
        answer.on('error', () => {
          res.destroy();
          resolve();
        });
        // Cut off before its end (the backend closing): the client sees the stream break, not end.
        answer.on('close', () => {
          if (!res.writableEnded) res.destroy();
          resolve();
        });
      },
    );
    upstream.on('error', (err) => {
      ctx.deps.logger.error('[kubeproxy] the Kubernetes API server did not answer', err.message);
      if (!res.headersSent) {
        res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: 'bad gateway', message: `the Kubernetes API server did not answer: ${err.message}` }));
      } else res.destroy();
      resolve();
    });
    // A client that goes away (a watch ended with Ctrl-C) ends the upstream request too.
    open.add(upstream);
    res.on('close', () => {
      open.delete(upstream);
      upstream.destroy();
    });
    req.pipe(upstream);
  });
}

/**
 * /kubeproxy/* (reference 5.6): the Kubernetes API of the configured cluster for the holder of a
 * downloaded kubeconfig. The caller signs in with the kubeconfig's token (basic credentials
 * "token:<token>", or a bearer token); the request goes on with the backend's own credentials,
 * impersonating the writer or the reader by the caller's permissions. Without a cluster: 503.
 */
export const kubeproxyRoutes: RouteModule = (router, deps) => {
  // Requests in flight to the cluster: watches last until the client ends them, or the backend closes.
  const open = new Set<ClientRequest>();
  deps.onClose(() => {
    for (const upstream of open) upstream.destroy();
  });
  const handler = async (ctx: RequestContext) => {
    // A browser session's cookie is not a kubeconfig: only a token opens the cluster.
    if (tokenFromRequest(ctx.req) === null) {
      throw new HttpError(401, 'Unauthorized', 'the Kubernetes proxy takes the token of a downloaded kubeconfig');
    }
    const cluster = deps.kubernetes;
    if (!cluster) throw new HttpError(503, 'unavailable', KUBEPROXY_UNAVAILABLE);
    const as = impersonationOf(ctx.principal!);
    if (!as) throw new HttpError(403, 'forbidden', 'user cannot impersonate mission-control reader or writer');
    await forward(ctx, cluster, as, open);
  };
  // Requests to the cluster change nothing about who a credential is: cached principals stay.
  router.add({ method: '*', path: '/kubeproxy', readOnly: true, handler });
  router.add({ method: '*', path: '/kubeproxy/*', readOnly: true, handler });
};
