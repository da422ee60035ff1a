import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bearerTokenAuthenticator, chainAuthenticators, issueAccessToken } from '../../authz/tokens';
import type { Authenticator } from '../../authz/types';
import { createTestDatabase } from '../../db/testing';
import type { Database } from '../../db/types';
import { createBackend } from '../backend';
import { serve, type TestServer } from '../testing/server';

const ADMIN = '00000000-0000-4000-8000-000000000a01';
const VIEWER = '00000000-0000-4000-8000-000000000a02';
const NOBODY = '00000000-0000-4000-8000-000000000a03';

interface Forwarded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in for the Kubernetes API server: records each request and answers a fixed list. */
async function fakeApiServer() {
  const seen: Forwarded[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url?.includes('watch=true')) {
        // A watch: the first event, then the stream stays open.
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write('{"type":"ADDED"}\n');
        return;
      }
      if (req.url?.startsWith('/api/v1/namespaces/missing')) {
        res.writeHead(404, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ kind: 'Status', code: 404, message: 'namespaces "missing" not found' }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'k8s=1' });
      res.end(JSON.stringify({ kind: 'PodList', items: [{ metadata: { name: 'web-1' } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, seen, close };
}

// A browser session stands in as x-test-role (no Authorization header); tokens are real.
const session: Authenticator = async (req) => {
  const role = req.headers['x-test-role'];
  return typeof role === 'string' ? { id: VIEWER, name: 'Viewer', roles: [role], permissions: [] } : null;
};

let db: Database;
let kube: Awaited<ReturnType<typeof fakeApiServer>>;
let server: TestServer;
let withoutCluster: TestServer;
const tokens: Record<string, string> = {};

const basic = (token: string) => ({ Authorization: `Basic ${Buffer.from(`token:${token}`).toString('base64')}` });

beforeAll(async () => {
  db = await createTestDatabase();
  kube = await fakeApiServer();
  for (const [id, name, role] of [
    [ADMIN, 'Admin', 'admin'],
    [VIEWER, 'Viewer', 'viewer'],
    [NOBODY, 'Nobody', null],
  ] as const) {
    await db.query(`INSERT INTO people (id, name, email) VALUES ($1, $2, $3)`, [id, name, `${id}@example.test`]);
    if (role) await db.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, $2)`, [id, role]);
    tokens[id] = (await issueAccessToken(db, { personId: id, name: 'test' })).token;
  }
  const options = {
    db,
    authenticator: chainAuthenticators(session, bearerTokenAuthenticator(db)),
    logRequests: false,
    authCacheMs: 0,
  };
  server = await serve(
    await createBackend({ ...options, kubernetes: { server: kube.url, token: () => 'service-account-token', source: 'test' } }),
  );
  withoutCluster = await serve(await createBackend({ ...options, kubernetes: null }));
});
afterAll(async () => {
  await server?.close();
  await withoutCluster?.close();
  await kube?.close();
  await db?.close();
});
beforeEach(() => {
  kube.seen.length = 0;
});

describe('/kubeproxy', () => {
  it('forwards the path, query and body with the backend credentials, impersonating the writer for an admin', async () => {
    const res = await server.request('POST', '/kubeproxy/api/v1/namespaces/default/pods?dryRun=All&fieldManager=kubectl', {
      headers: { ...basic(tokens[ADMIN]!), 'Content-Type': 'application/json', 'Impersonate-User': 'system:admin' },
      body: '{"kind":"Pod"}',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ kind: 'PodList', items: [{ metadata: { name: 'web-1' } }] });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(kube.seen).toHaveLength(1);
    const [forwarded] = kube.seen;
    expect(forwarded).toMatchObject({
      method: 'POST',
      url: '/api/v1/namespaces/default/pods?dryRun=All&fieldManager=kubectl',
      body: '{"kind":"Pod"}',
    });
    expect(forwarded!.headers.authorization).toBe('Bearer service-account-token');
    // The caller's own impersonation request is dropped: only the proxy decides.
    expect(forwarded!.headers['impersonate-user']).toBe('mission-control-writer');
    expect(forwarded!.headers['impersonate-group']).toBe('mission-control:admin');
    expect(forwarded!.headers['content-type']).toBe('application/json');
  });

  it('impersonates the reader for a viewer signed in with a bearer token, under /api too', async () => {
    const res = await server.request('GET', '/api/kubeproxy/api/v1/pods', {
      headers: { Authorization: `Bearer ${tokens[VIEWER]}` },
    });
    expect(res.status).toBe(200);
    expect(kube.seen[0]!.url).toBe('/api/v1/pods');
    expect(kube.seen[0]!.headers['impersonate-user']).toBe('mission-control-reader');
    expect(kube.seen[0]!.headers['impersonate-group']).toBe('mission-control:viewer');
  });

  it('serves the kubeconfig the console downloads: its token reaches the cluster as the person', async () => {
    const download = await server.request('GET', '/api/kubeconfig', { headers: { 'x-test-role': 'viewer' } });
    expect(download.status).toBe(200);
    const token = /password: "([^"]+)"/.exec(download.text)![1]!;
    const res = await server.request('GET', '/kubeproxy/version', { headers: basic(token) });
    expect(res.status).toBe(200);
    expect(kube.seen.map((r) => [r.url, r.headers['impersonate-user']])).toEqual([['/version', 'mission-control-reader']]);
  });

  it("passes the API server's status and answer through", async () => {
    const res = await server.request('GET', '/kubeproxy/api/v1/namespaces/missing', { headers: basic(tokens[VIEWER]!) });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('namespaces "missing" not found');
  });

  it('refuses a request without a valid token and forwards nothing', async () => {
    const refused = [
      await server.request('GET', '/kubeproxy/api/v1/pods'),
      await server.request('GET', '/kubeproxy/api/v1/pods', { headers: basic('not-a-token') }),
      await server.request('GET', '/kubeproxy/api/v1/pods', { headers: { Authorization: 'Bearer not-a-token' } }),
      // a browser session is not a kubeconfig
      await server.request('GET', '/kubeproxy/api/v1/pods', { headers: { 'x-test-role': 'admin' } }),
    ];
    expect(refused.map((res) => res.status)).toEqual([401, 401, 401, 401]);
    expect(refused[3]!.body.message).toBe('the Kubernetes proxy takes the token of a downloaded kubeconfig');
    expect(kube.seen).toHaveLength(0);
  });

  it('refuses a person who may not read the catalog', async () => {
    const res = await server.request('GET', '/kubeproxy/api/v1/pods', { headers: basic(tokens[NOBODY]!) });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('user cannot impersonate mission-control reader or writer');
    expect(kube.seen).toHaveLength(0);
  });

  it('answers 502 with the reason when the API server cannot be reached', async () => {
    const unreachable = await serve(
      await createBackend({
        db,
        logRequests: false,
        logger: { info: () => undefined, error: () => undefined },
        kubernetes: { server: 'http://127.0.0.1:1', token: () => 'x', source: 'test' },
      }),
    );
    try {
      const res = await unreachable.request('GET', '/kubeproxy/api', { headers: basic(tokens[ADMIN]!) });
      expect(res.status).toBe(502);
      expect(res.body.message).toMatch(/^the Kubernetes API server did not answer/);
    } finally {
      await unreachable.close();
    }
  });
});

describe('/kubeproxy watches', () => {
  it('streams a watch as it comes, and ends it when the backend closes', async () => {
    const backend = await createBackend({
      db,
      logRequests: false,
      authCacheMs: 0,
      kubernetes: { server: kube.url, token: () => 'service-account-token', source: 'test' },
    });
    const watching = await serve(backend);
    try {
      const res = await fetch(`${watching.url}/kubeproxy/api/v1/pods?watch=true`, { headers: basic(tokens[VIEWER]!) });
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toBe('{"type":"ADDED"}\n');
      await backend.close();
      // The stream is cut: the next read ends or fails instead of waiting for more events.
      await expect(reader.read().then((next) => next.done)).rejects.toThrow();
    } finally {
      await watching.close();
    }
  });
});

describe('without a configured cluster', () => {
  it('reports it in /about, answers 503 on /kubeproxy and issues no kubeconfig', async () => {
    const about = await withoutCluster.request('GET', '/api/about', { headers: { 'x-test-role': 'viewer' } });
    expect(about.body.kubeproxy).toBe(false);
    expect((await server.request('GET', '/api/about', { headers: { 'x-test-role': 'viewer' } })).body.kubeproxy).toBe(true);
    const proxied = await withoutCluster.request('GET', '/kubeproxy/api', { headers: basic(tokens[ADMIN]!) });
    expect(proxied.status).toBe(503);
    expect(proxied.body).toEqual({ error: 'unavailable', message: 'no Kubernetes cluster is configured on this deployment' });
    const before = await db.query(`SELECT id FROM access_tokens`);
    const download = await withoutCluster.request('GET', '/api/kubeconfig', { headers: { 'x-test-role': 'viewer' } });
    expect(download.status).toBe(503);
    expect(download.text).not.toContain('password:');
    expect((await db.query(`SELECT id FROM access_tokens`)).rows).toHaveLength(before.rows.length);
  });
});
