import { randomBytes } from 'node:crypto';
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ONE_SHOT_MAX_BYTES } from './compress';
import { createGateway } from './server';
import { close, createGatewayFixture, jsonRows, listen, rawRequest, type GatewayFixture } from './testing/gateway-fixture';

describe('gateway with BACKEND_URL', () => {
  let fixture: GatewayFixture;
  const gatewayOptions = () => fixture.options();
  beforeAll(() => {
    fixture = createGatewayFixture();
  });
  afterAll(() => fixture.remove());

  let upstream: Server;
  let proxied: Server;
  let proxiedBase: string;
  let upstreamHandler: (req: IncomingMessage, res: import('node:http').ServerResponse) => void;

  beforeAll(async () => {
    upstream = createServer((req, res) => upstreamHandler(req, res));
    const upstreamUrl = await listen(upstream);
    proxied = createGateway({ ...gatewayOptions(), backend: new URL(upstreamUrl), backendTimeoutMs: 300 });
    proxiedBase = await listen(proxied);
  });
  afterAll(async () => {
    upstream.closeAllConnections();
    await Promise.all([close(proxied), close(upstream)]);
  });

  it('appends the client to X-Forwarded-For and keeps the scheme and host the browser used', async () => {
    upstreamHandler = (req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(req.headers));
    };
    const behindBalancer = await (
      await fetch(`${proxiedBase}/api/whoami`, {
        headers: { 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'ops.example.com' },
      })
    ).json();
    expect(behindBalancer['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    expect(behindBalancer['x-forwarded-proto']).toBe('https');
    expect(behindBalancer['x-forwarded-host']).toBe('ops.example.com');
    const direct = await (await fetch(`${proxiedBase}/api/whoami`)).json();
    expect(direct['x-forwarded-for']).toBe('127.0.0.1');
    expect(direct['x-forwarded-proto']).toBe('http');
    expect(direct['x-forwarded-host']).toBe(new URL(proxiedBase).host);
  });

  it('passes answers the backend already encoded, and event streams, through untouched', async () => {
    const encoded = brotliCompressSync(jsonRows(100));
    upstreamHandler = (req, res) => {
      if (req.url?.includes('stream')) {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.end(`data: ${jsonRows(100)}\n\n`);
        return;
      }
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Encoding': 'br',
        'Content-Length': String(encoded.length),
      });
      res.end(encoded);
    };
    const json = await rawRequest(`${proxiedBase}/api/db/checks`, { 'Accept-Encoding': 'gzip, br' });
    expect(json.headers['content-encoding']).toBe('br');
    expect(json.body.equals(encoded)).toBe(true);
    const stream = await rawRequest(`${proxiedBase}/api/stream`, { 'Accept-Encoding': 'gzip, br' });
    expect(stream.headers['content-encoding']).toBeUndefined();
  });

  it('streams a compressed answer: the browser gets data before the backend has finished', async () => {
    let finish: () => void = () => {};
    upstreamHandler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      // Random text compresses little, so the encoder has output long before the end.
      res.write(`["${randomBytes(256 * 1024).toString('hex')}"`);
      finish = () => res.end(']');
    };
    const body = await new Promise<Buffer>((resolve, reject) => {
      get(`${proxiedBase}/api/big`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (chunks.push(chunk) === 1) finish();
        });
        res.on('end', () => resolve(Buffer.concat(chunks)));
      }).on('error', reject);
    });
    expect(gunzipSync(body).toString()).toMatch(/^\["[0-9a-f]{524288}"\]$/);
  });

  it('compresses an answer of known length whole, however it arrives, and a longer one as it streams', async () => {
    const pieces = [jsonRows(300).slice(0, 5000), jsonRows(300).slice(5000)];
    const long = JSON.stringify([randomBytes(ONE_SHOT_MAX_BYTES).toString('hex')]);
    upstreamHandler = (req, res) => {
      const body = req.url?.includes('long') ? long : pieces.join('');
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) });
      if (req.url?.includes('long')) res.end(body);
      else {
        res.write(pieces[0]);
        setImmediate(() => res.end(pieces[1]));
      }
    };
    const whole = await rawRequest(`${proxiedBase}/api/db/checks`, { 'Accept-Encoding': 'br' });
    expect(whole.headers['content-encoding']).toBe('br');
    expect(whole.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(whole.body).toString()).toBe(jsonRows(300));
    const streamed = await rawRequest(`${proxiedBase}/api/db/long`, { 'Accept-Encoding': 'gzip' });
    expect(streamed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(streamed.body).toString()).toBe(long);
  });

  it('answers 504 when the backend stays silent', async () => {
    upstreamHandler = () => {};
    const response = await fetch(`${proxiedBase}/api/slow`);
    expect(response.status).toBe(504);
    expect((await response.json()).error).toBe('backend timeout');
  });

  it('abandons the backend request when the browser goes away', async () => {
    // A gateway that would wait a minute: only the disconnect can end the backend request in time.
    const patient = createGateway({
      ...gatewayOptions(),
      backend: new URL(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`),
    });
    const patientBase = await listen(patient);
    const abandoned = new Promise<void>((resolve) => {
      upstreamHandler = (req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write('[');
        req.socket.on('close', () => resolve());
      };
    });
    const client = get(`${patientBase}/api/long`, (res) => res.once('data', () => client.destroy()));
    client.on('error', () => {});
    await abandoned;
    await close(patient);
  }, 3000);
});
