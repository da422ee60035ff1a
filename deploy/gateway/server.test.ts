import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { createServer, type Server } from 'node:http';
import { createGateway } from './server';

const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))});`;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

describe('gateway', () => {
  let dir: string;
  let gateway: Server;
  let base: string;
  const seen: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-test-'));
    mkdirSync(path.join(dir, 'shell'));
    mkdirSync(path.join(dir, 'catalog', '1.0.0'), { recursive: true });
    writeFileSync(path.join(dir, 'shell', 'index.html'), '<!doctype html><title>Opsdeck</title>');
    writeFileSync(path.join(dir, 'shell', 'main.0123abcd.js'), bigScript);
    // A build-time brotli copy; its content differs so the test can tell which body was sent.
    writeFileSync(path.join(dir, 'shell', 'chunk.4567cdef.js'), bigScript);
    writeFileSync(path.join(dir, 'shell', 'chunk.4567cdef.js.br'), brotliCompressSync('console.log("precompressed");'));
    writeFileSync(path.join(dir, 'catalog', '1.0.0', 'mf-manifest.json'), '{"id":"catalog"}');
    writeFileSync(path.join(dir, 'catalog', '1.0.0', 'remoteEntry.89abcdef.js'), bigScript);
    writeFileSync(
      path.join(dir, 'remotes.json'),
      JSON.stringify({ remotes: [{ name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' }] }),
    );
    gateway = createGateway({
      shellDir: path.join(dir, 'shell'),
      remoteDirs: { catalog: path.join(dir, 'catalog') },
      manifestPath: path.join(dir, 'remotes.json'),
      backend: (req, res) => {
        seen.push(`${req.method} ${req.url}`);
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"ok":true}');
      },
    });
    base = await listen(gateway);
  });

  afterAll(async () => {
    await new Promise((resolve) => gateway.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers /healthz', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('serves the runtime manifest without caching', async () => {
    const response = await fetch(`${base}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect((await response.json()).remotes[0].name).toBe('catalog');
  });

  it('reports an invalid manifest instead of serving it', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    writeFileSync(path.join(dir, 'remotes.json'), '{"remotes":[{"name":"billing","entry":"/x"}]}');
    const response = await fetch(`${base}/remotes.json`);
    expect(response.status).toBe(500);
    writeFileSync(
      path.join(dir, 'remotes.json'),
      JSON.stringify({ remotes: [{ name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' }] }),
    );
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('passes /api requests to the backend with their path and query', async () => {
    const response = await fetch(`${base}/api/db/checks?select=id&limit=1`, { method: 'POST', body: '{}' });
    expect(await response.json()).toEqual({ ok: true });
    expect(seen).toContain('POST /api/db/checks?select=id&limit=1');
  });

  it('serves hashed assets as immutable and compressed', async () => {
    const response = await fetch(`${base}/main.0123abcd.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    // fetch decodes transparently; the raw length proves the body was compressed.
    expect(Number(response.headers.get('content-length'))).toBeLessThan(bigScript.length);
    expect(await response.text()).toBe(bigScript);
  });

  it('serves remote assets cross-origin and remote manifests uncached', async () => {
    const manifest = await fetch(`${base}/remotes/catalog/1.0.0/mf-manifest.json`);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const entry = await fetch(`${base}/remotes/catalog/1.0.0/remoteEntry.89abcdef.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toContain('immutable');
  });

  it('answers 404 for missing assets and refuses path traversal', async () => {
    expect((await fetch(`${base}/remotes/catalog/1.0.0/nope.js`)).status).toBe(404);
    expect((await fetch(`${base}/remotes/catalog/..%2F..%2Fremotes.json`)).status).toBe(404);
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  });

  it('renders the shell for client-side routes', async () => {
    const response = await fetch(`${base}/catalog/123/changes?x=1`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>Opsdeck</title>');
  });

  it('proxies /api to a BACKEND_URL when one is given', async () => {
    const upstream = createServer((req, res) => {
      res.writeHead(201, { 'Content-Type': 'application/json', 'Content-Range': '0-0/1' });
      res.end(JSON.stringify({ path: req.url, method: req.method }));
    });
    const upstreamUrl = await listen(upstream);
    const proxied = createGateway({
      shellDir: path.join(dir, 'shell'),
      remoteDirs: {},
      manifestPath: path.join(dir, 'remotes.json'),
      backend: new URL(upstreamUrl),
    });
    const proxiedBase = await listen(proxied);
    const response = await fetch(`${proxiedBase}/api/db/checks?limit=1`, { method: 'PATCH', body: '{}' });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-range')).toBe('0-0/1');
    expect(await response.json()).toEqual({ path: '/api/db/checks?limit=1', method: 'PATCH' });
    await new Promise((resolve) => proxied.close(resolve));
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('sends the build-time compressed copy when there is one', async () => {
    const response = await fetch(`${base}/chunk.4567cdef.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe('console.log("precompressed");');
    // Without a .gz copy, gzip is still produced on the fly.
    const gzipped = await fetch(`${base}/chunk.4567cdef.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(await gzipped.text()).toBe(bigScript);
  });

  it('gzips for clients without brotli', async () => {
    const raw = await new Promise<Buffer>((resolve, reject) => {
      // node:http to read the compressed bytes without automatic decoding.
      const url = new URL(`${base}/main.0123abcd.js`);
      require('node:http')
        .get({ hostname: url.hostname, port: url.port, path: url.pathname, headers: { 'Accept-Encoding': 'gzip' } }, (res: import('node:http').IncomingMessage) => {
          expect(res.headers['content-encoding']).toBe('gzip');
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        })
        .on('error', reject);
    });
    expect(gunzipSync(raw).toString()).toBe(bigScript);
  });
});
