import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface WebhookServer {
  url: string;
  received: ReceivedRequest[];
  /** Answer the next `count` requests with `status`. */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

/** A local webhook endpoint for tests and benchmarks: records every request, fails on demand. */
export async function startWebhookServer(): Promise<WebhookServer> {
  const received: ReceivedRequest[] = [];
  let failures = 0;
  let failureStatus = 500;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (failures > 0) {
        failures -= 1;
        res.writeHead(failureStatus).end('unavailable');
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    failNext(count, status = 500) {
      failures = count;
      failureStatus = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
