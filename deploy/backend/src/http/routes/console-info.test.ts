import { bearerTokenAuthenticator, chainAuthenticators } from '../../authz/tokens';
import type { Authenticator } from '../../authz/types';
import { createTestDatabase } from '../../db/testing';
import type { Database } from '../../db/types';
import { createBackend } from '../backend';
import { serve, type TestServer } from '../testing/server';
import { kubeconfigYaml, publicUrlOf } from './kubeconfig';

const PERSON = '00000000-0000-4000-8000-000000000777';

// Requests name a test role in x-test-role; anything else must present an access token.
const testRole: Authenticator = async (req) => {
  const role = req.headers['x-test-role'];
  return typeof role === 'string' ? { id: PERSON, name: 'Kube User', roles: [role], permissions: [] } : null;
};

let db: Database;
let server: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(`INSERT INTO people (id, name, email) VALUES ('${PERSON}', 'Kube User', 'kube@example.test')`);
  const backend = await createBackend({
    db,
    authenticator: chainAuthenticators(testRole, bearerTokenAuthenticator(db)),
    logRequests: false,
    authCacheMs: 0,
    // As behind the gateway in proxy mode or a load balancer (TRUST_PROXY).
    trustProxy: true,
    // A cluster behind /kubeproxy, without which no kubeconfig is issued (kubeproxy.test.ts).
    kubernetes: { server: 'https://kubernetes.invalid', token: () => 'service-account', source: 'test' },
  });
  server = await serve(backend);
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});
afterEach(() => {
  delete process.env.PUBLIC_URL;
  delete process.env.FLANKSOURCE_CHART_VERSION;
  delete process.env.OPSDECK_VERSION;
});

describe('GET /about', () => {
  it('answers the app and chart versions to a signed-in caller', async () => {
    process.env.OPSDECK_VERSION = '2.3.4';
    process.env.FLANKSOURCE_CHART_VERSION = '0.9.1';
    const res = await server.request('GET', '/api/about', { headers: { 'x-test-role': 'viewer' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ appVersion: '2.3.4', chartVersion: '0.9.1', kubeproxy: true });
  });

  it('falls back to the package version and an empty chart version', async () => {
    const res = await server.request('GET', '/about', { headers: { 'x-test-role': 'guest' } });
    expect(res.body.appVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(res.body.chartVersion).toBe('');
  });

  it('refuses anonymous callers', async () => {
    expect((await server.request('GET', '/api/about')).status).toBe(401);
  });
});

describe('GET /kubeconfig', () => {
  it('answers a YAML attachment named after the public host, whose token signs the user in', async () => {
    process.env.PUBLIC_URL = 'https://acme.example.com/';
    const res = await server.request('GET', '/api/kubeconfig', { headers: { 'x-test-role': 'viewer' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/yaml; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="acme-kubeconfig.yaml"');
    expect(res.text).toContain('server: "https://acme.example.com/kubeproxy"');
    expect(res.text).toContain('name: "mission-control-acme"');
    expect(res.text).toContain('current-context: default');
    const token = /password: "([^"]+)"/.exec(res.text)?.[1];
    expect(token).toBeDefined();

    // The kubeconfig's basic credentials (username "token") authenticate as the same person.
    const basic = Buffer.from(`token:${token}`).toString('base64');
    const whoami = await server.request('GET', '/api/auth/whoami', { headers: { Authorization: `Basic ${basic}` } });
    expect(whoami.status).toBe(200);
    expect(whoami.body.payload.user.id).toBe(PERSON);

    const rows = await db.query<{ days: number }>(
      `SELECT round(extract(epoch FROM expires_at - now()) / 86400)::int AS days FROM access_tokens WHERE person_id = $1`,
      [PERSON],
    );
    expect(rows.rows.map((row) => row.days)).toEqual([30]);
  });

  it('uses the forwarded host behind a trusted proxy when no public address is configured', async () => {
    const res = await server.request('GET', '/kubeconfig', {
      headers: { 'x-test-role': 'editor', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'ops.example.org' },
    });
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ops-kubeconfig.yaml"');
    expect(res.text).toContain('server: "https://ops.example.org/kubeproxy"');
  });

  it('refuses anonymous callers', async () => {
    expect((await server.request('GET', '/api/kubeconfig')).status).toBe(401);
  });

  it.each([
    ['a cross-site navigation', { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' }],
    ['a sibling subdomain without a referrer', { 'Sec-Fetch-Site': 'same-site' }],
    ['a foreign Referer without Fetch Metadata', { Referer: 'https://evil.example/page' }],
  ])('mints no token for %s', async (_label, headers) => {
    const count = async () =>
      Number(
        (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM access_tokens WHERE person_id = $1`, [PERSON])).rows[0]?.n,
      );
    const before = await count();
    const res = await server.request('GET', '/api/kubeconfig', { headers: { 'x-test-role': 'viewer', ...headers } });
    expect(res.status).toBe(403);
    expect(res.text).not.toContain('password:');
    expect(await count()).toBe(before);
  });

  it('mints no token for a token: a leaked kubeconfig or bearer token cannot renew itself', async () => {
    const first = await server.request('GET', '/api/kubeconfig', { headers: { 'x-test-role': 'viewer' } });
    const token = /password: "([^"]+)"/.exec(first.text)![1]!;
    const count = async () =>
      Number(
        (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM access_tokens WHERE person_id = $1`, [PERSON])).rows[0]?.n,
      );
    const before = await count();
    const credentials: Record<string, string>[] = [
      { Authorization: `Bearer ${token}` },
      { Authorization: `Basic ${Buffer.from(`token:${token}`).toString('base64')}` },
      { 'x-test-role': 'viewer', 'X-Session-Token': 'an-api-session' },
    ];
    for (const headers of credentials) {
      const res = await server.request('GET', '/api/kubeconfig', { headers });
      expect(res.status).toBe(403);
      expect(res.text).not.toContain('password:');
    }
    expect(await count()).toBe(before);
    // the token still works for what it is for
    const whoami = await server.request('GET', '/api/auth/whoami', { headers: { Authorization: `Bearer ${token}` } });
    expect(whoami.status).toBe(200);
  });

  it('replaces the previous kubeconfig token of the person instead of piling them up', async () => {
    const other = await db.query<{ id: string }>(
      `INSERT INTO access_tokens (name, value, person_id, created_by) VALUES ('ci', 'not-a-real-hash', $1, $1) RETURNING id`,
      [PERSON],
    );
    const tokens = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await server.request('GET', '/api/kubeconfig', { headers: { 'x-test-role': 'viewer' } });
      tokens.push(/password: "([^"]+)"/.exec(res.text)![1]!);
    }
    const rows = await db.query<{ id: string; name: string }>(`SELECT id, name FROM access_tokens WHERE person_id = $1`, [
      PERSON,
    ]);
    expect(rows.rows.filter((row) => row.name.startsWith('kubeconfig-'))).toHaveLength(1);
    expect(rows.rows.map((row) => row.id)).toContain(other.rows[0]!.id);
    const as = (token: string) => ({ Authorization: `Bearer ${token}` });
    expect((await server.request('GET', '/api/auth/whoami', { headers: as(tokens[0]!) })).status).toBe(401);
    expect((await server.request('GET', '/api/auth/whoami', { headers: as(tokens[1]!) })).status).toBe(401);
    expect((await server.request('GET', '/api/auth/whoami', { headers: as(tokens[2]!) })).status).toBe(200);
  });

  it('answers a navigation of the console itself', async () => {
    const res = await server.request('GET', '/api/kubeconfig', {
      headers: { 'x-test-role': 'viewer', 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate' },
    });
    expect(res.status).toBe(200);
  });
});

describe('kubeconfig helpers', () => {
  it('reads the host header when nothing is forwarded', () => {
    expect(publicUrlOf({ headers: { host: '127.0.0.1:8080' } } as never, false)).toBe('http://127.0.0.1:8080');
  });

  it('reads forwarded host and scheme only behind a trusted proxy', () => {
    const req = {
      headers: { host: '127.0.0.1:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'ops.example.org, inner.example' },
    } as never;
    expect(publicUrlOf(req, false)).toBe('http://127.0.0.1:8080');
    expect(publicUrlOf(req, true)).toBe('https://ops.example.org');
  });

  it('quotes values so a token can never break the YAML', () => {
    expect(kubeconfigYaml('http://localhost:8080', 'a"b')).toContain('password: "a\\"b"');
  });
});
