import type { IncomingMessage, ServerResponse } from 'node:http';
import { forwardedHeader, requestOrigin } from '../../http/trust-proxy';
import type { IdentityConfig } from '../config';
import { BodyError, buildIdentityRequest, parseBody, readRawBody, type IdentityRequest, type IdentityResponse } from './request';

/**
 * Path prefixes the public self-service API answers on (reference: the gateway maps /api/.ory to
 * /kratos). Every backend path is also served under /api, as mission-control's /api/* rewrite
 * does, so /api/kratos is the same API.
 */
export const SELF_SERVICE_MOUNTS = ['/api/.ory', '/api/kratos', '/.ory', '/kratos'] as const;

export function matchMount(pathname: string): { mount: string; rest: string } | null {
  for (const mount of SELF_SERVICE_MOUNTS) {
    if (pathname === mount || pathname.startsWith(`${mount}/`)) return { mount, rest: pathname.slice(mount.length) || '/' };
  }
  return null;
}

/**
 * The public URL as the browser sees it: KRATOS_PUBLIC_URL, else origin + X-Forwarded-Prefix, else
 * the mount. A proxied request to /kratos (X-Forwarded-Host present) came in as /api/.ory. The
 * forwarded headers count only behind a trusted proxy (TRUST_PROXY).
 */
export function publicUrlFor(req: IncomingMessage, mount: string, config: IdentityConfig): string {
  if (config.publicUrl) return config.publicUrl;
  const origin = requestOrigin(req, config.trustProxy);
  const prefix = forwardedHeader(req, 'x-forwarded-prefix', config.trustProxy);
  if (prefix) return `${origin}${prefix.replace(/\/+$/, '')}`;
  if (mount === '/kratos' && forwardedHeader(req, 'x-forwarded-host', config.trustProxy)) return `${origin}/api/.ory`;
  return `${origin}${mount}`;
}

export function frontendUrlFor(req: IncomingMessage, config: IdentityConfig): string {
  return config.frontendUrl ?? requestOrigin(req, config.trustProxy);
}

export function writeResponse(res: ServerResponse, response: IdentityResponse): void {
  const headers: Record<string, string | string[]> = {
    'cache-control': 'private, no-cache, no-store, must-revalidate',
    ...response.headers,
  };
  if (response.body !== undefined && response.status !== 204) {
    const payload = JSON.stringify(response.body);
    res.writeHead(response.status, {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(payload),
    });
    res.end(payload);
    return;
  }
  res.writeHead(response.status, headers);
  res.end();
}

/** Reads and parses the body of a Node request into an IdentityRequest, or answers 400 itself. */
export async function readIdentityRequest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
  bases: { publicUrl: string; frontendUrl: string },
  trustProxy = false,
): Promise<IdentityRequest | null> {
  try {
    const method = (req.method ?? 'GET').toUpperCase();
    const raw = method === 'GET' || method === 'HEAD' ? '' : await readRawBody(req);
    return buildIdentityRequest(req, url, path, parseBody(raw, req.headers), bases, trustProxy);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    writeResponse(res, {
      status: error.status,
      body: {
        error: {
          code: error.status,
          status: error.status === 413 ? 'Payload Too Large' : 'Bad Request',
          reason: error.message,
          message: 'The request was malformed or contained invalid parameters',
        },
      },
    });
    return null;
  }
}
