/** Forwards a request to another HTTP server (the backend when it runs outside the gateway). */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { TLSSocket } from 'node:tls';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** An upstream that sends nothing for this long is given up (504); streaming answers keep it alive. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 60_000;

export interface ProxyOptions {
  /** Idle time after which the upstream request is abandoned. */
  timeoutMs?: number;
}

function firstValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.split(',')[0]?.trim() || undefined;
}

/**
 * X-Forwarded-* as a proxy in a chain: the client address is appended to what earlier proxies
 * recorded, and the scheme and host the browser used (set by a load balancer in front) are kept.
 */
export function forwardedHeaders(req: IncomingMessage): Record<string, string> {
  const previous = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(previous) ? previous.join(', ') : previous)?.trim();
  const client = req.socket.remoteAddress;
  const headers: Record<string, string> = {
    'x-forwarded-proto': firstValue(req.headers['x-forwarded-proto']) ?? ((req.socket as TLSSocket).encrypted ? 'https' : 'http'),
  };
  const forwardedFor = [chain, client].filter(Boolean).join(', ');
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const host = firstValue(req.headers['x-forwarded-host']) ?? req.headers.host;
  if (host) headers['x-forwarded-host'] = host;
  return headers;
}

export function proxyRequest(
  req: IncomingMessage,
  res: ServerResponse,
  target: URL,
  pathAndQuery: string,
  options: ProxyOptions = {},
): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  Object.assign(headers, forwardedHeaders(req), { host: target.host });

  const basePath = target.pathname.replace(/\/$/, '');
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(
    {
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: basePath + pathAndQuery,
      headers,
    },
    (upstreamRes) => {
      const responseHeaders: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(upstreamRes.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) responseHeaders[name] = value;
      }
      res.writeHead(upstreamRes.statusCode ?? 502, responseHeaders);
      upstreamRes.pipe(res);
    },
  );
  let timedOut = false;
  upstream.setTimeout(options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS, () => {
    timedOut = true;
    upstream.destroy(new Error('the backend did not answer in time'));
  });
  // The browser went away (navigation, closed tab, aborted fetch): stop the backend's work too.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  upstream.on('error', (error) => {
    if (res.destroyed) return;
    if (!res.headersSent) {
      res.writeHead(timedOut ? 504 : 502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: timedOut ? 'backend timeout' : 'backend unavailable', message: error.message }));
    } else {
      res.destroy(error);
    }
  });
  req.pipe(upstream);
}
