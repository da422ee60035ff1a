import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { executeCheck, isExecutableType } from './execute';
import { runHttpCheck } from './http-check';
import { runTcpCheck, tcpTarget } from './tcp-check';
import { UnsupportedCheckTypeError } from './types';

let http: Server;
let base: string;
let tcp: TcpServer;
let tcpPort: number;

beforeAll(async () => {
  http = createServer((req, res) => {
    if (req.url === '/slow') {
      setTimeout(() => res.end('late'), 300);
      return;
    }
    if (req.url === '/echo' && req.method === 'POST') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => res.end(`got ${body} with ${req.headers['x-token']}`));
      return;
    }
    res.writeHead(req.url === '/ok' ? 200 : 503);
    res.end(req.url === '/ok' ? '{"status":"ok"}' : 'down');
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  tcp = createTcpServer((socket) => socket.end());
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  tcpPort = (tcp.address() as AddressInfo).port;
});
afterAll(async () => {
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
  await new Promise((resolve) => tcp.close(resolve));
});

describe('http checks', () => {
  it('passes on an expected code and content', async () => {
    const outcome = await runHttpCheck({ url: `${base}/ok`, responseCodes: [200], responseContent: '"ok"' });
    expect(outcome).toMatchObject({ pass: true, message: 'HTTP 200 OK', details: { code: 200 } });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('fails on an unexpected code, naming what was expected', async () => {
    const outcome = await runHttpCheck({ url: `${base}/down`, responseCodes: [200, 201] });
    expect(outcome).toMatchObject({
      pass: false,
      message: 'HTTP 503 Service Unavailable',
      error: 'response code 503 is not one of [200, 201]',
    });
    expect((await runHttpCheck({ endpoint: `${base}/down` })).error).toBe('response code 503 is not 2xx');
  });

  it('fails on missing content and on a slow answer', async () => {
    expect((await runHttpCheck({ url: `${base}/ok`, responseContent: 'healthy' })).error).toBe(
      'response does not contain "healthy"',
    );
    const slow = await runHttpCheck({ url: `${base}/slow`, maxResponseTime: 50 });
    expect(slow.pass).toBe(false);
    expect(slow.error).toMatch(/^response time \d+ms exceeds 50ms$/);
  });

  it('times out and reports connection errors', async () => {
    const timedOut = await runHttpCheck({ url: `${base}/slow`, timeout: '100ms' });
    expect([timedOut.pass, timedOut.error]).toEqual([false, 'timeout after 100ms']);
    // A port that was just free: nothing listens there.
    const probe = createTcpServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const refused = await runHttpCheck({ url: `http://127.0.0.1:${closedPort}/` });
    expect(refused.pass).toBe(false);
    expect(refused.error).toMatch(/ECONNREFUSED/);
    expect((await runHttpCheck({ url: 'ftp://example.test' })).error).toBe('invalid or missing url: ftp://example.test');
  });

  it('sends method, headers (map or list) and body', async () => {
    const outcome = await runHttpCheck({
      url: `${base}/echo`,
      method: 'post',
      body: 'ping',
      headers: [{ name: 'x-token', value: 'abc' }],
      responseContent: 'got ping with abc',
    });
    expect(outcome.pass).toBe(true);
    const mapped = await runHttpCheck({
      url: `${base}/echo`,
      method: 'POST',
      body: 'p',
      headers: { 'x-token': 'map' },
      responseContent: 'with map',
    });
    expect(mapped.pass).toBe(true);
  });
});

describe('tcp checks', () => {
  it('reads host and port from either form', () => {
    expect(tcpTarget({ endpoint: 'db.local:5432' })).toEqual({ host: 'db.local', port: 5432 });
    expect(tcpTarget({ endpoint: 'tcp://[::1]:22' })).toEqual({ host: '::1', port: 22 });
    expect(tcpTarget({ host: 'x', port: '8080' })).toEqual({ host: 'x', port: 8080 });
    expect(tcpTarget({ endpoint: 'no-port' })).toBeNull();
    expect(tcpTarget({ host: 'x', port: 70000 })).toBeNull();
  });

  it('passes when a connection opens and fails when refused', async () => {
    expect(await runTcpCheck({ host: '127.0.0.1', port: tcpPort })).toMatchObject({
      pass: true,
      message: `connected to 127.0.0.1:${tcpPort}`,
    });
    const refused = await runTcpCheck({ endpoint: '127.0.0.1:9' });
    expect(refused.pass).toBe(false);
    expect(refused.error).toMatch(/^127\.0\.0\.1:9: connect ECONNREFUSED/);
    expect((await runTcpCheck({})).error).toBe('missing or invalid endpoint (host:port, or host and port)');
  });

  it('reports fields it does not act on as invalid', async () => {
    expect(await runTcpCheck({ endpoint: `127.0.0.1:${tcpPort}`, tls: true, name: 'x' })).toMatchObject({
      pass: false,
      invalid: true,
      error: 'field tls is not supported by this backend',
    });
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    // 10.255.255.1 is not routed: the connection hangs until cancelled.
    const pending = runTcpCheck({ endpoint: '10.255.255.1:81', timeout: 5000 }, controller.signal);
    controller.abort();
    expect(await pending).toMatchObject({ pass: false, error: 'check cancelled' });
  });
});

describe('executeCheck', () => {
  it('dispatches http and tcp and refuses other types clearly', async () => {
    expect(isExecutableType('HTTP')).toBe(true);
    expect(isExecutableType('dns')).toBe(false);
    const def = { id: 'x', canaryId: 'y', name: 'n', status: null };
    expect((await executeCheck({ ...def, type: 'tcp', spec: { endpoint: `127.0.0.1:${tcpPort}` } })).pass).toBe(true);
    expect(() => executeCheck({ ...def, type: 'prometheus', spec: {} })).toThrow(UnsupportedCheckTypeError);
    expect(() => executeCheck({ ...def, type: 'dns', spec: {} })).toThrow(
      'check type "dns" is not executed by this backend (it runs http and tcp checks only)',
    );
  });
});
