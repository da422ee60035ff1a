import type { Authenticator } from '../../authz/types';
import { createTestDatabase } from '../../db/testing';
import type { Database } from '../../db/types';
import { RS, seedSearchFixture } from '../../search/testing';
import { createBackend } from '../backend';
import { serve, type TestServer } from '../testing/server';

let db: Database;
let server: TestServer;

/** x-test-role names the role; x-test-deny lists resources whose read is denied. */
const authenticator: Authenticator = async (req) => {
  const role = req.headers['x-test-role'];
  if (typeof role !== 'string' || role === '') return null;
  const deny = typeof req.headers['x-test-deny'] === 'string' ? req.headers['x-test-deny'].split(',') : [];
  return {
    id: '00000000-0000-4000-8000-000000000999',
    name: `${role} tester`,
    roles: [role],
    permissions: deny.map((object) => ({ object, action: 'read', deny: true })),
  };
};

beforeAll(async () => {
  db = await createTestDatabase();
  await seedSearchFixture(db);
  server = await serve(await createBackend({ db, authenticator, logRequests: false }));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

type Item = Record<string, unknown> & { id: string; name: string };
type Answer = Record<string, Item[]>;

async function search(body: unknown, headers: Record<string, string> = { 'x-test-role': 'admin' }) {
  const res = await server.request('POST', '/api/resources/search', { headers, body: body as object });
  return res;
}

async function found(body: object, headers?: Record<string, string>): Promise<Answer> {
  const res = await search(body, headers);
  expect([res.status, res.body]).toEqual([200, expect.anything()]);
  return res.body as Answer;
}

const names = (items: Item[] | undefined) => (items ?? []).map((item) => item.name);
const all = (search: string, extra: object = {}) => [{ agent: 'all', search, ...extra }];

describe('POST /resources/search: the console payload', () => {
  it('answers checks, components and configs matching a typed word, in duty SelectedResource shape', async () => {
    const answer = await found({ checks: all('web'), components: all('web'), configs: all('web') });
    expect(Object.keys(answer)).toEqual(['configs', 'checks', 'components']);
    // Bare words: case-insensitive name prefix, ordered by name; deleted rows left out.
    expect(names(answer.checks)).toEqual(['web-http', 'Web-TCP']);
    expect(names(answer.components)).toEqual(['web']);
    expect(names(answer.configs)).toEqual(['web', 'web-7f9c', 'web-svc', 'web-tls', 'web_cache%']);
    expect(answer.configs![0]).toEqual({
      id: RS.deployment,
      agent: '00000000-0000-0000-0000-000000000000',
      name: 'web',
      namespace: 'prod',
      type: 'Kubernetes::Deployment',
      tags: { namespace: 'prod', cluster: 'eu' },
      health: 'healthy',
      status: 'Running',
    });
    expect(answer.checks![0]).toEqual({
      id: RS.webHttp,
      agent: '00000000-0000-0000-0000-000000000000',
      icon: 'http',
      name: 'web-http',
      namespace: 'prod',
      type: 'http',
      tags: { app: 'web', tier: 'front' },
      health: 'healthy',
      status: 'healthy',
      severity: 'high',
    });
    expect(answer.components![0]).toMatchObject({ id: RS.webComponent, icon: 'nginx', type: 'Service', tags: { tier: 'front' } });
  });

  it('omits kinds without results, and answers {} for an empty body', async () => {
    expect(await found({ checks: all('nothing-like-this'), configs: all('web') })).toEqual({ configs: expect.any(Array) });
    expect(await found({})).toEqual({});
    const res = await server.request('POST', '/api/resources/search', {
      headers: { 'x-test-role': 'admin', 'Content-Type': 'application/json' },
      body: '',
    });
    expect([res.status, res.body]).toEqual([200, {}]);
  });

  it('selects nothing with a selector that has no criterion (as duty)', async () => {
    expect(await found({ configs: [{}], checks: [{ limit: 5, includeDeleted: true }] })).toEqual({});
  });
});

describe('every kind', () => {
  it('canaries: labels as tags, no type', async () => {
    const answer = await found({ canaries: all('') });
    expect(names(answer.canaries)).toEqual(['Database', 'web']);
    expect(answer.canaries![1]).toEqual({
      id: RS.canary,
      agent: '00000000-0000-0000-0000-000000000000',
      name: 'web',
      namespace: 'prod',
      type: '',
      tags: { team: 'platform' },
    });
  });

  it('config_changes: change type, summary (else the config name), the config namespace; newest first', async () => {
    const answer = await found({ config_changes: all('') });
    expect(answer.config_changes).toEqual([
      expect.objectContaining({ id: RS.change, name: 'image bumped', type: 'diff', namespace: 'prod', severity: 'info' }),
      expect.objectContaining({ id: RS.changeNoSummary, name: 'web-svc', type: 'Pulled', namespace: 'prod' }),
    ]);
    expect(names((await found({ config_changes: all('type=Pulled') })).config_changes)).toEqual(['web-svc']);
  });

  it('config_analysis: analyzer as name, analysis type as type', async () => {
    const answer = await found({ config_analysis: all('priv') });
    expect(answer.config_analysis).toEqual([
      expect.objectContaining({
        id: RS.analysis,
        name: 'privileged-container',
        type: 'security',
        status: 'open',
        severity: 'high',
      }),
    ]);
  });

  it('playbooks and connections, without agents', async () => {
    const answer = await found({ playbooks: all('restart'), connections: [{ search: 'web' }] });
    expect(answer.playbooks).toEqual([
      { id: RS.playbook, agent: '', icon: 'k8s', name: 'restart-web', namespace: 'default', type: 'Kubernetes' },
    ]);
    expect(answer.connections).toEqual([
      { id: RS.connection, agent: '', name: 'web-slack', namespace: 'default', type: 'slack' },
    ]);
  });
});

describe('query syntax', () => {
  const configs = async (query: string) => names((await found({ configs: all(query) })).configs);
  const checks = async (query: string) => names((await found({ checks: all(query) })).checks);

  it('field terms: exact, any of, negation, wildcards', async () => {
    expect(await configs('type=Kubernetes::Deployment')).toEqual(['web']);
    expect(await configs('health=healthy,unhealthy')).toEqual(['web', 'web-7f9c', 'web-svc']);
    expect(await configs('health!=healthy type=Kubernetes::Service,Kubernetes::Pod')).toEqual(['web-svc']);
    expect(await configs('web name=!web-svc,!web-tls')).toEqual(['web', 'web-7f9c', 'web_cache%']);
    expect(await configs('name=web-*')).toEqual(['web-7f9c', 'web-svc', 'web-tls']);
    expect(await configs('name=*-TLS')).toEqual(['web-tls']);
    expect(await configs('name=web')).toEqual(['web']);
    expect(await checks('name=web-tcp')).toEqual([]);
    expect(await checks('WEB-t')).toEqual(['Web-TCP']);
    expect(await checks('-web')).toEqual(['db-ping', 'edge-http']);
  });

  it('LIKE characters in a value are literal', async () => {
    expect(await configs('web_')).toEqual(['web_cache%']);
    expect(await configs('name=*%')).toEqual(['web_cache%']);
  });

  it('space-separated terms are ANDed, ; separates alternatives', async () => {
    expect(await configs('web type=Kubernetes::Service')).toEqual(['web-svc']);
    expect(await configs('type=Kubernetes::Secret; type=Kubernetes::Pod')).toEqual(['web-7f9c', 'web-tls']);
    expect(await checks('db ; edge')).toEqual(['db-ping', 'edge-http']);
  });

  it('tags and labels: tag.key=, label.key=, and bare keys of the kind map', async () => {
    expect(await configs('tag.cluster=eu,us')).toEqual(['web', 'web-svc']);
    expect(await configs('cluster=eu')).toEqual(['web']);
    expect(await configs('namespace=prod web-')).toEqual(['web-svc', 'web-tls']);
    expect(await configs('label.app=web')).toEqual(['web']);
    expect(await checks('tier=data')).toEqual(['db-ping']);
    expect(await checks('app!=web')).toEqual(['db-ping', 'edge-http']);
  });

  it('times compare with <, >, <=, >= against ISO dates and now-relative times', async () => {
    expect(await checks('created_at>2026-02-01')).toEqual(['db-ping']);
    expect(await checks('created_at<=2026-01-01T00:00:00Z')).toEqual(['web-http', 'Web-TCP']);
    expect(await checks('created_at<now-1h updated_at>2026-01-01')).toEqual(['web-http']);
  });

  it('refuses what it cannot evaluate with 400', async () => {
    for (const body of [
      { playbooks: all('owner=me') },
      { configs: all('name>web') },
      { checks: all('created_at>yesterday') },
      { configs: [{ agent: 'all', labelSelector: 'env in (a' }] },
      { playbooks: [{ agent: 'all', tagSelector: 'a=b' }] },
      { canaries: [{ agent: 'all', types: ['x'] }] },
      { playbooks: [{ scope: 'a/b' }] },
      { checks: [{ scope: 'no-slash' }] },
    ]) {
      const res = await search(body);
      expect([JSON.stringify(body), res.status, typeof res.body?.error]).toEqual([JSON.stringify(body), 400, 'string']);
    }
  });
});

describe('selector fields', () => {
  const configs = async (selector: object) => names((await found({ configs: [selector] })).configs);

  it('id, name, namespace, types, statuses, health', async () => {
    expect(await configs({ agent: 'all', id: RS.webService })).toEqual(['web-svc']);
    expect(await configs({ agent: 'all', id: 'not-a-uuid' })).toEqual([]);
    expect(await configs({ agent: 'all', name: 'web-svc,web-tls' })).toEqual(['web-svc', 'web-tls']);
    expect(await configs({ agent: 'all', namespace: 'edge' })).toEqual(['web-7f9c']);
    expect(await configs({ agent: 'all', types: ['Kubernetes::Pod', 'Kubernetes::Secret'] })).toEqual(['web-7f9c', 'web-tls']);
    expect(await configs({ agent: 'all', statuses: ['Running'] })).toEqual(['web', 'web-7f9c']);
    expect(await configs({ agent: 'all', health: '!healthy' })).toEqual(['web-svc', 'web-tls', 'web_cache%']);
  });

  it('labelSelector, tagSelector, fieldSelector', async () => {
    expect(await configs({ agent: 'all', tagSelector: 'cluster in (eu,edge),namespace!=edge' })).toEqual(['web']);
    expect(await configs({ agent: 'all', tagSelector: '!cluster' })).toEqual(['web-tls', 'web_cache%']);
    expect(await configs({ agent: 'all', labelSelector: 'app=web' })).toEqual(['web']);
    expect(await configs({ agent: 'all', fieldSelector: 'replicas=3' })).toEqual(['web']);
    const checks = await found({ checks: [{ agent: 'all', tagSelector: 'tier', labelSelector: 'app notin (db)' }] });
    expect(names(checks.checks)).toEqual(['web-http']);
  });

  it('scope: the parent by id or namespace/name', async () => {
    expect(await configs({ agent: 'all', scope: RS.scraper })).toEqual(['web', 'web-svc']);
    expect(await configs({ agent: 'all', scope: 'prod/kubernetes' })).toEqual(['web', 'web-svc']);
    expect(names((await found({ checks: [{ agent: 'all', scope: 'data/Database' }] })).checks)).toEqual(['db-ping', 'edge-http']);
    expect(names((await found({ components: [{ scope: 'default/platform' }] })).components)).toEqual(['postgres', 'web']);
  });

  it('several selectors of a kind answer their results in order, without duplicates', async () => {
    const answer = await found({
      configs: [
        { agent: 'all', name: 'web-tls' },
        { agent: 'all', search: 'web-' },
      ],
    });
    expect(names(answer.configs)).toEqual(['web-tls', 'web-7f9c', 'web-svc']);
  });
});

describe('agents', () => {
  const checks = async (selector: object) => names((await found({ checks: [selector] })).checks);

  it('defaults to the local agent; all, self, local, an id or a name select others', async () => {
    expect(await checks({ search: 'http' })).toEqual([]);
    expect(await checks({ search: 'e' })).toEqual([]);
    expect(await checks({ name: '*-http' })).toEqual(['web-http']);
    expect(await checks({ agent: 'all', name: '*-http' })).toEqual(['edge-http', 'web-http']);
    expect(await checks({ agent: 'self', name: '*-http' })).toEqual(['web-http']);
    expect(await checks({ agent: 'local', name: '*-http' })).toEqual(['web-http']);
    expect(await checks({ agent: RS.agent, name: '*-http' })).toEqual(['edge-http']);
    expect(await checks({ agent: 'edge-1', name: '*-http' })).toEqual(['edge-http']);
    expect(await checks({ agent: 'no-such-agent', name: '*-http' })).toEqual([]);
    // A search naming the agent replaces the selector's.
    expect(await checks({ agent: 'local', search: 'agent=edge-1' })).toEqual(['edge-http']);
    expect(await checks({ agent: 'all', search: 'agent!=local' })).toEqual(['edge-http']);
  });

  it('answers the agent id of each result', async () => {
    const answer = await found({ configs: [{ agent: 'edge-1', search: 'web' }] });
    expect(answer.configs).toEqual([expect.objectContaining({ name: 'web-7f9c', agent: RS.agent })]);
  });
});

describe('deleted items and timestamps', () => {
  it('leaves deleted rows out unless includeDeleted', async () => {
    expect(names((await found({ configs: all('web-l') })).configs)).toEqual([]);
    expect(names((await found({ configs: all('web-l', { includeDeleted: true }) })).configs)).toEqual(['web-legacy']);
    expect(names((await found({ checks: all('web-o', { includeDeleted: true }) })).checks)).toEqual(['web-old']);
    expect(names((await found({ canaries: all('ret', { includeDeleted: true }) })).canaries)).toEqual(['retired']);
    // Changes of deleted configs count as deleted.
    expect(names((await found({ config_changes: all('scaled') })).config_changes)).toEqual([]);
    expect(names((await found({ config_changes: all('scaled', { includeDeleted: true }) })).config_changes)).toEqual([
      'scaled down',
    ]);
  });

  it('adds created_at, updated_at and deleted_at only with timestamps: true', async () => {
    const without = await found({ checks: all('web-o', { includeDeleted: true }) });
    expect(without.checks![0]).not.toHaveProperty('deleted_at');
    const answer = await found({ timestamps: true, checks: all('web', { includeDeleted: true }) });
    const byName = Object.fromEntries(answer.checks!.map((item) => [item.name, item]));
    expect(byName['web-http']).toMatchObject({
      created_at: '2026-01-01T00:00:00+00:00',
      updated_at: '2026-01-02T00:00:00+00:00',
    });
    expect(byName['web-http']).not.toHaveProperty('deleted_at');
    expect(byName['web-old']).toMatchObject({ deleted_at: '2026-02-01T00:00:00+00:00' });
  });
});

describe('limits', () => {
  beforeAll(async () => {
    await db.exec(`INSERT INTO config_items (name, type, config_class)
      SELECT 'bulk-' || lpad(n::text, 4, '0'), 'Bulk::Item', 'Bulk' FROM generate_series(1, 1005) AS n`);
  });

  const count = async (body: object) => (await found(body)).configs?.length ?? 0;

  it('answers 50 per selector by default, a selector limit or the request limit, at most 1000', async () => {
    expect(await count({ configs: all('bulk') })).toBe(50);
    expect(await count({ configs: all('bulk', { limit: 7 }) })).toBe(7);
    expect(await count({ limit: 12, configs: all('bulk') })).toBe(12);
    expect(await count({ limit: 12, configs: all('bulk', { limit: 30 }) })).toBe(12);
    expect(await count({ limit: 0, configs: all('bulk', { limit: -1 }) })).toBe(50);
    expect(await count({ configs: all('bulk', { limit: 5000 }) })).toBe(1000);
    expect(await count({ limit: 5000, configs: all('bulk') })).toBe(1000);
    const first = await found({ configs: all('bulk', { limit: 3 }) });
    expect(names(first.configs)).toEqual(['bulk-0001', 'bulk-0002', 'bulk-0003']);
  });

  it('caps a kind with several selectors at the request limit', async () => {
    expect(await count({ limit: 10, configs: [...all('bulk-00'), ...all('bulk-01')] })).toBe(10);
    expect(await count({ configs: [...all('bulk-00', { limit: 4 }), ...all('bulk-01', { limit: 4 })] })).toBe(8);
  });
});

describe('roles', () => {
  it('answers only the kinds the caller may read', async () => {
    const body = { configs: all('web'), checks: all('web'), connections: all('web'), playbooks: all('restart') };
    expect(Object.keys(await found(body, { 'x-test-role': 'admin' }))).toEqual(['configs', 'checks', 'playbooks', 'connections']);
    // Viewers, guests and the operator roles do not read connections.
    for (const role of ['viewer', 'guest', 'responder', 'commander']) {
      expect([role, Object.keys(await found(body, { 'x-test-role': role }))]).toEqual([role, ['configs', 'checks', 'playbooks']]);
    }
    // Catalog kinds follow "database", checks and canaries "canaries", components "topologies".
    const denied = await found(
      { ...body, config_changes: all(''), config_analysis: all(''), canaries: all(''), components: all('') },
      { 'x-test-role': 'editor', 'x-test-deny': 'database,topologies' },
    );
    expect(Object.keys(denied)).toEqual(['checks', 'canaries', 'playbooks', 'connections']);
  });

  it('answers 401 without a caller', async () => {
    expect((await search({ configs: all('web') }, {})).status).toBe(401);
  });
});

describe('invalid requests', () => {
  it('answers 400 {error} for invalid JSON and invalid bodies', async () => {
    const bad = await server.request('POST', '/api/resources/search', {
      headers: { 'x-test-role': 'admin', 'Content-Type': 'application/json' },
      body: '{"configs": [',
    });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.error).toBe('string');
    for (const body of [
      [],
      { limit: 'ten' },
      { limit: 2.5 },
      { configs: { search: 'web' } },
      { checks: [{ search: 5 }] },
      { checks: [{ types: 'http' }] },
      { components: [{ includeDeleted: 'yes' }] },
      { timestamps: 1 },
    ]) {
      const res = await search(body);
      expect([JSON.stringify(body), res.status, typeof res.body?.error]).toEqual([JSON.stringify(body), 400, 'string']);
    }
  });

  it('answers 405 to other methods', async () => {
    expect((await server.request('GET', '/api/resources/search', { headers: { 'x-test-role': 'admin' } })).status).toBe(405);
  });
});
