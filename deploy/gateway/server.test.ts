import { unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { backendPath, createGateway } from './server';
import {
  bigScript,
  close,
  createGatewayFixture,
  jsonRows,
  listen,
  rawHead,
  rawRequest,
  type GatewayFixture,
} from './testing/gateway-fixture';

describe('gateway', () => {
  let fixture: GatewayFixture;
  let dir: string;
  let gateway: Server;
  let base: string;
  let seen: string[];
  const gatewayOptions = () => fixture.options();

  beforeAll(async () => {
    fixture = createGatewayFixture();
    ({ dir, seen } = fixture);
    gateway = createGateway(gatewayOptions());
    base = await listen(gateway);
  });

  afterAll(async () => {
    await close(gateway);
    fixture.remove();
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

  it('drops an invalid manifest entry, serves the others and logs it once', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const valid = { name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' };
    writeFileSync(
      path.join(dir, 'remotes.json'),
      JSON.stringify({ remotes: [{ name: 'billing', entry: '/x' }, valid, { name: 'incidents' }] }),
    );
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${base}/remotes.json`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ remotes: [valid] });
    }
    expect(logged.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringMatching(/remotes\[0\].*billing/),
      expect.stringMatching(/remotes\[2\].*incidents/),
    ]);
    writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ remotes: [valid] }));
    logged.mockRestore();
  });

  it('reports a manifest that is not a manifest at all', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    writeFileSync(path.join(dir, 'remotes.json'), '{"remotes": ');
    const response = await fetch(`${base}/remotes.json`);
    expect(response.status).toBe(500);
    expect((await response.json()).error).toBe('runtime manifest unreadable');
    writeFileSync(path.join(dir, 'remotes.json'), '{"apps": []}');
    expect(await (await fetch(`${base}/remotes.json`)).json()).toEqual({
      error: 'runtime manifest unreadable',
      message: 'expected {"remotes": [...]}',
    });
    writeFileSync(
      path.join(dir, 'remotes.json'),
      JSON.stringify({ remotes: [{ name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' }] }),
    );
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it('answers /config.json with {} when the deployment has none, and with its file when it has one', async () => {
    const missing = await fetch(`${base}/config.json`);
    expect(missing.status).toBe(200);
    expect(missing.headers.get('cache-control')).toBe('no-cache');
    expect(await missing.json()).toEqual({});
    writeFileSync(path.join(dir, 'shell', 'config.json'), '{"identityProvider":"self-service"}');
    try {
      const present = await fetch(`${base}/config.json`);
      expect(present.headers.get('cache-control')).toBe('no-cache');
      expect(await present.json()).toEqual({ identityProvider: 'self-service' });
    } finally {
      unlinkSync(path.join(dir, 'shell', 'config.json'));
    }
  });

  it('tells the shell to show the health page alone when OPSDECK_HEALTH_ONLY is set and no config.json exists', async () => {
    const healthOnly = createGateway({ ...gatewayOptions(), healthOnly: true });
    const healthOnlyBase = await listen(healthOnly);
    expect(await (await fetch(`${healthOnlyBase}/config.json`)).json()).toEqual({ healthOnly: true });
    await close(healthOnly);
  });

  it('passes /api requests to the backend with their path and query', async () => {
    const response = await fetch(`${base}/api/db/checks?select=id&limit=1`, { method: 'POST', body: '{}' });
    expect(await response.json()).toEqual({ ok: true });
    expect(seen).toContain('POST /api/db/checks?select=id&limit=1');
  });

  it('passes /kubeproxy requests to the backend as they are, not the console page', async () => {
    const response = await fetch(`${base}/kubeproxy/api/v1/pods?watch=1`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(seen).toContain('GET /kubeproxy/api/v1/pods?watch=1');
    expect((await fetch(`${base}/kubeproxy`, { method: 'POST' })).status).toBe(200);
    expect(seen).toContain('POST /kubeproxy');
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
    // The module manifest (what the remote declares) changes with each build of the same version.
    const declarations = await fetch(`${base}/remotes/catalog/1.0.0/module-manifest.json`);
    expect(declarations.headers.get('access-control-allow-origin')).toBe('*');
    expect(declarations.headers.get('cache-control')).toBe('no-cache');
    const entry = await fetch(`${base}/remotes/catalog/1.0.0/remoteEntry.89abcdef.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toContain('immutable');
  });

  it('answers 404 for missing assets and refuses path traversal', async () => {
    expect((await fetch(`${base}/remotes/catalog/1.0.0/nope.js`)).status).toBe(404);
    expect((await fetch(`${base}/remotes/catalog/..%2F..%2Fremotes.json`)).status).toBe(404);
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  });

  it.each(['//|', '//[', '//x:99999/', '//[::1', '//evil.example:port/'])(
    'answers 400 to the request target %s the URL parser refuses',
    async (target) => {
      const head = await rawHead(base, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      // answered by the gateway (with its headers), not by a crash or the HTTP parser
      expect(head).toMatch(/^content-type: application\/json/im);
      expect(head).toMatch(/^x-content-type-options: nosniff/im);
    },
  );

  it('renders the shell for client-side routes', async () => {
    const response = await fetch(`${base}/catalog/123/changes?x=1`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>Opsdeck</title>');
  });

  it('forbids framing and sniffing everywhere, and gives the pages a script policy of this origin', async () => {
    for (const url of [`${base}/health`, `${base}/api/db/checks`, `${base}/healthz`]) {
      const response = await fetch(url);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
    }
    // Hashed scripts keep nosniff and drop the headers only documents obey.
    const script = await fetch(`${base}/main.0123abcd.js`);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    for (const name of ['x-frame-options', 'referrer-policy', 'permissions-policy']) expect(script.headers.get(name)).toBeNull();
    const policy = (await fetch(`${base}/catalog/123`)).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    // Scripts and styles are never given a policy of their own.
    expect((await fetch(`${base}/main.0123abcd.js`)).headers.get('content-security-policy')).toBeNull();
  });

  it('allows the origins of remotes served from elsewhere, and the hosted provider', async () => {
    const manifest = path.join(dir, 'remotes-elsewhere.json');
    writeFileSync(
      manifest,
      JSON.stringify({
        remotes: [
          { name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' },
          { name: 'incidents', entry: 'https://cdn.example.com/incidents/2.0.0/mf-manifest.json' },
        ],
      }),
    );
    const elsewhere = createGateway({ ...gatewayOptions(), manifestPath: manifest });
    const elsewhereBase = await listen(elsewhere);
    try {
      const policy = (await fetch(`${elsewhereBase}/health`)).headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self' https://cdn.example.com;");
      expect(policy).toContain("connect-src 'self' https://cdn.example.com;");
      writeFileSync(path.join(dir, 'shell', 'config.json'), '{"identityProvider":"hosted","clerk":{"publishableKey":"pk"}}');
      const hosted = (await fetch(`${elsewhereBase}/health`)).headers.get('content-security-policy') ?? '';
      expect(hosted).toContain("script-src 'self' https: https://cdn.example.com;");
      expect(hosted).toContain('frame-src https:');
    } finally {
      unlinkSync(path.join(dir, 'shell', 'config.json'));
      elsewhere.closeAllConnections();
      await close(elsewhere);
    }
  });

  it('sends the configured policy instead, or none when it is off', async () => {
    const custom = createGateway({ ...gatewayOptions(), contentSecurityPolicy: "default-src 'self'" });
    const off = createGateway({ ...gatewayOptions(), contentSecurityPolicy: 'off' });
    const [customBase, offBase] = await Promise.all([listen(custom), listen(off)]);
    try {
      expect((await fetch(`${customBase}/health`)).headers.get('content-security-policy')).toBe("default-src 'self'");
      expect((await fetch(`${offBase}/health`)).headers.get('content-security-policy')).toBeNull();
      expect((await fetch(`${offBase}/health`)).headers.get('x-frame-options')).toBe('DENY');
    } finally {
      await Promise.all([close(custom), close(off)]);
    }
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
    const kube = await fetch(`${proxiedBase}/kubeproxy/apis/apps/v1/deployments`, { method: 'DELETE' });
    expect(await kube.json()).toEqual({ path: '/kubeproxy/apis/apps/v1/deployments', method: 'DELETE' });
    await new Promise((resolve) => proxied.close(resolve));
    await new Promise((resolve) => upstream.close(resolve));
  });

  it("applies Mission Control's rewrites in front of a Mission Control server (BACKEND_PATHS=mission-control)", async () => {
    const upstream = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ path: req.url }));
    });
    const upstreamUrl = await listen(upstream);
    const proxied = createGateway({
      shellDir: path.join(dir, 'shell'),
      remoteDirs: {},
      manifestPath: path.join(dir, 'remotes.json'),
      backend: new URL(upstreamUrl),
      backendPaths: 'mission-control',
    });
    const proxiedBase = await listen(proxied);
    const pathOf = async (p: string) => ((await (await fetch(`${proxiedBase}${p}`)).json()) as { path: string }).path;
    expect(await pathOf('/api/db/checks?limit=1')).toBe('/db/checks?limit=1');
    expect(await pathOf('/api/.ory/sessions/whoami')).toBe('/kratos/sessions/whoami');
    expect(await pathOf('/api/canary/api/topology?depth=2')).toBe('/canary/api/topology?depth=2');
    expect(await pathOf('/api/properties')).toBe('/properties');
    expect(await pathOf('/kubeproxy/api/v1/pods?limit=5')).toBe('/kubeproxy/api/v1/pods?limit=5');
    expect(backendPath('/api?x=1', 'mission-control')).toBe('/?x=1');
    expect(backendPath('/api/.ory?x=1', 'mission-control')).toBe('/kratos?x=1');
    expect(backendPath('/api/.oryx', 'mission-control')).toBe('/.oryx');
    expect(backendPath('/api/db/checks')).toBe('/api/db/checks');
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
        .get(
          { hostname: url.hostname, port: url.port, path: url.pathname, headers: { 'Accept-Encoding': 'gzip' } },
          (res: import('node:http').IncomingMessage) => {
            expect(res.headers['content-encoding']).toBe('gzip');
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve(Buffer.concat(chunks)));
          },
        )
        .on('error', reject);
    });
    expect(gunzipSync(raw).toString()).toBe(bigScript);
  });
  it('compresses large API answers for clients that accept it, and only those', async () => {
    const expected = jsonRows(200);
    const br = await rawRequest(`${base}/api/db/checks?rows=200`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(expected.length / 5);
    expect(brotliDecompressSync(br.body).toString()).toBe(expected);
    const gzip = await rawRequest(`${base}/api/db/checks?rows=200`, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(expected);
    const plain = await rawRequest(`${base}/api/db/checks?rows=200`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(expected.length));
    expect(plain.body.toString()).toBe(expected);
  });

  it('sends small API answers and HEAD answers as they are', async () => {
    const small = await rawRequest(`${base}/api/db/checks?rows=3`, { 'Accept-Encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Accept-Encoding');
    expect(small.body.toString()).toBe(jsonRows(3));
    const head = await rawRequest(`${base}/api/db/checks?rows=200`, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
  });
});
