/** Forwards a request to another HTTP server (the backend when it runs outside the gateway). */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';

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

export function proxyRequest(req: IncomingMessage, res: ServerResponse, target: URL, pathAndQuery: string): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  headers.host = target.host;
  const forwardedFor = req.socket.remoteAddress;
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';

  const basePath = target.pathname.replace(/\/$/, '');
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(
    { protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method, path: basePath + pathAndQuery, headers },
    (upstreamRes) => {
      const responseHeaders: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(upstreamRes.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) responseHeaders[name] = value;
      }
      res.writeHead(upstreamRes.statusCode ?? 502, responseHeaders);
      upstreamRes.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (!res.headersSent) {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'backend unavailable', message: error.message }));
    } else {
      res.destroy(error);
    }
  });
  req.pipe(upstream);
}
