// A loopback HTTP server for connection tests: answers with the handler's status and body and
// records each request.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface TestHttpServer {
  url: string;
  seen: SeenRequest[];
  close: () => Promise<void>;
}

export function startTestHttpServer(
  handler: (req: IncomingMessage, body: string) => { status: number; body: string },
): Promise<TestHttpServer> {
  const seen: SeenRequest[] = [];
  const http: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const answer = handler(req, body);
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
    });
  });
  return new Promise((resolve) =>
    http.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
        seen,
        close: () => new Promise<void>((done) => http.close(() => done())),
      }),
    ),
  );
}
