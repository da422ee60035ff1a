import type { Authenticator } from '../../authz/types';
import { createTestDatabase } from '../../db/testing';
import type { Database } from '../../db/types';
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

const ID = {
  cluster: '10000000-0000-4000-8000-000000000001',
  deployment: '10000000-0000-4000-8000-000000000002',
  pod: '10000000-0000-4000-8000-000000000003',
  otherPod: '10000000-0000-4000-8000-000000000004',
  deletedPod: '10000000-0000-4000-8000-000000000005',
  bucket: '10000000-0000-4000-8000-000000000006',
};

async function seed(database: Database): Promise<void> {
  const item = (id: string, type: string, name: string, health: string | null, extra: Record<string, unknown> = {}) =>
    database.query(
      `INSERT INTO config_items (id, config_class, type, name, health, status, labels, tags, parent_id, deleted_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() - interval '10 days', now() - interval '1 day')`,
      [
        id,
        type.split('::')[1] ?? type,
        type,
        name,
        health,
        extra.status ?? 'Running',
        JSON.stringify(extra.labels ?? {}),
        JSON.stringify(extra.tags ?? {}),
        extra.parent ?? null,
        extra.deleted ?? null,
      ],
    );
  await item(ID.cluster, 'Kubernetes::Cluster', 'prod', 'healthy', { tags: { cluster: 'prod' } });
  await item(ID.deployment, 'Kubernetes::Deployment', 'web', 'healthy', {
    parent: ID.cluster,
    labels: { app: 'web', team: 'payments' },
    tags: { cluster: 'prod', namespace: 'shop' },
  });
  await item(ID.pod, 'Kubernetes::Pod', 'web-1', 'unhealthy', {
    parent: ID.deployment,
    labels: { app: 'web' },
    tags: { cluster: 'prod', namespace: 'shop' },
  });
  await item(ID.otherPod, 'Kubernetes::Pod', 'db-1', 'healthy', { labels: { app: 'db' }, tags: { cluster: 'dev' } });
  await item(ID.deletedPod, 'Kubernetes::Pod', 'old-1', 'unhealthy', { deleted: new Date().toISOString() });
  await item(ID.bucket, 'AWS::S3::Bucket', 'logs', null, { status: 'Available', tags: { account: 'a1' } });
  const change = (config: string, type: string, severity: string, hoursAgo: number, summary: string) =>
    database.query(
      `INSERT INTO config_changes (config_id, change_type, severity, source, summary, created_at, external_created_by)
       VALUES ($1, $2, $3, 'kubernetes', $4, now() - make_interval(hours => $5::int), 'ops@example.com')`,
      [config, type, severity, summary, hoursAgo],
    );
  await change(ID.deployment, 'diff', 'medium', 1, 'replicas 2 -> 3');
  await change(ID.pod, 'Pulled', 'info', 2, 'image pulled');
  await change(ID.pod, 'BackOff', 'high', 3, 'back-off restarting');
  await change(ID.otherPod, 'diff', 'critical', 5, 'db spec changed');
  await change(ID.otherPod, 'diff', 'low', 24 * 5, 'old change');
  await change(ID.deletedPod, 'Killing', 'low', 4, 'killed');
  await database.query(
    `INSERT INTO config_analysis (config_id, analyzer, analysis_type, severity, status, message)
     VALUES ($1, 'restarts', 'availability', 'high', 'open', 'restarting'),
            ($1, 'cves', 'security', 'medium', 'open', 'CVE'),
            ($2, 'cves', 'security', 'low', 'resolved', 'fixed')`,
    [ID.pod, ID.otherPod],
  );
  await database.query(
    `INSERT INTO config_costs (config_id, billing_currency, cost_total_1d) VALUES ($1, 'USD', 2.5), ($2, 'USD', 1.25)`,
    [ID.pod, ID.otherPod],
  );
}

beforeAll(async () => {
  db = await createTestDatabase();
  await seed(db);
  server = await serve(await createBackend({ db, authenticator, logRequests: false }));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const admin = { 'x-test-role': 'admin' };
const post = (path: string, body: object, headers: Record<string, string> = admin) =>
  server.request('POST', `/api${path}`, { headers, body });

type Row = Record<string, unknown>;

describe('POST /catalog/summary', () => {
  it('groups items by type with counts, health breakdown, open analyses and the newest times', async () => {
    const res = await post('/catalog/summary', {});
    expect(res.status).toBe(200);
    const rows = res.body as Row[];
    expect(rows.map((row) => row.type)).toEqual([
      'AWS::S3::Bucket',
      'Kubernetes::Cluster',
      'Kubernetes::Deployment',
      'Kubernetes::Pod',
    ]);
    const pods = rows.find((row) => row.type === 'Kubernetes::Pod')!;
    // The deleted pod is left out.
    expect(pods).toMatchObject({ count: 2, health: { healthy: 1, unhealthy: 1 }, analysis: { availability: 1, security: 1 } });
    expect(typeof pods.updated_at).toBe('string');
    expect(rows.find((row) => row.type === 'AWS::S3::Bucket')).toMatchObject({ count: 1, health: {}, analysis: null });
    expect(pods).not.toHaveProperty('changes');
  });

  it('adds changes since a duration, costs, deleted items, and filters by health, status and labels', async () => {
    const pods = async (body: object) =>
      ((await post('/catalog/summary', body)).body as Row[] | null)?.find((row) => row.type === 'Kubernetes::Pod');
    expect(await pods({ changes: { since: '2d' }, cost: '1d' })).toMatchObject({ changes: 3, cost_1d: 3.75 });
    expect(await pods({ deleted: true })).toMatchObject({ count: 3, health: { healthy: 1, unhealthy: 2 } });
    expect(await pods({ health: '!unhealthy' })).toMatchObject({ count: 1, health: { healthy: 1 } });
    expect(await pods({ filter: { app: 'web,db' } })).toMatchObject({ count: 2 });
    expect(await pods({ filter: { app: '!db' } })).toMatchObject({ count: 1 });
    expect(await pods({ status: 'Available' })).toBeUndefined();
  });

  it('groups by tag keys and answers null when nothing matches', async () => {
    const res = await post('/catalog/summary', { groupBy: ['cluster'] });
    expect((res.body as Row[]).map((row) => [row.cluster, row.count])).toEqual([
      ['dev', 1],
      ['prod', 3],
      [null, 1],
    ]);
    const none = await post('/catalog/summary', { health: 'missing' });
    expect([none.status, none.body]).toEqual([200, null]);
  });

  it('refuses a bad body with 400 and a message', async () => {
    const since = await post('/catalog/summary', { changes: { since: 'soon' } });
    expect(since.status).toBe(400);
    expect(JSON.stringify(since.body)).toContain('changes since is invalid');
    const cost = await post('/catalog/summary', { cost: '2w' });
    expect(cost.status).toBe(400);
    expect(JSON.stringify(cost.body)).toContain('cost');
  });

  it('needs read access to the catalog', async () => {
    expect((await post('/catalog/summary', {}, { 'x-test-role': 'viewer' })).status).toBe(200);
    expect((await post('/catalog/summary', {}, { 'x-test-role': 'viewer', 'x-test-deny': 'database' })).status).toBe(403);
    expect((await post('/catalog/summary', {}, {})).status).toBe(401);
  });
});

describe('POST /catalog/changes', () => {
  const changes = async (body: object) => {
    const res = await post('/catalog/changes', body);
    expect(res.status).toBe(200);
    return res.body as { total?: number; summary?: Record<string, number>; changes?: Row[] };
  };
  const summaries = (answer: { changes?: Row[] }) => (answer.changes ?? []).map((row) => row.summary);

  it('lists the last two days, newest first, with the item name, type and tags, a total and the page summary', async () => {
    const answer = await changes({});
    expect(answer.total).toBe(4);
    expect(summaries(answer)).toEqual(['replicas 2 -> 3', 'image pulled', 'back-off restarting', 'db spec changed']);
    expect(answer.summary).toEqual({ diff: 2, Pulled: 1, BackOff: 1 });
    expect(answer.changes![0]).toMatchObject({
      config_id: ID.deployment,
      name: 'web',
      type: 'Kubernetes::Deployment',
      tags: { cluster: 'prod', namespace: 'shop' },
      change_type: 'diff',
      severity: 'medium',
      source: 'kubernetes',
      count: 1,
      external_created_by: 'ops@example.com',
      agent_id: '00000000-0000-0000-0000-000000000000',
    });
    expect(answer.changes![0]).not.toHaveProperty('deleted_at');
  });

  it('filters by config type, change type, severity and above, time, tags and deleted items', async () => {
    expect((await changes({ config_type: 'Kubernetes::Pod' })).total).toBe(3);
    expect(summaries(await changes({ type: '!diff' }))).toEqual(['image pulled', 'back-off restarting']);
    expect(summaries(await changes({ severity: 'high' }))).toEqual(['back-off restarting', 'db spec changed']);
    expect((await changes({ from: 'now-7d' })).total).toBe(5);
    expect((await changes({ from: 'now-7d', to: 'now-3d' })).total).toBe(1);
    expect(summaries(await changes({ tags: 'cluster=dev' }))).toEqual(['db spec changed']);
    expect(summaries(await changes({ tags: 'namespace!=shop', config_type: 'Kubernetes::Pod' }))).toEqual(['db spec changed']);
    expect((await changes({ include_deleted_configs: true })).total).toBe(5);
  });

  it('takes one item with its related items downstream by default, upstream, or none', async () => {
    expect(summaries(await changes({ id: ID.deployment }))).toEqual(['replicas 2 -> 3', 'image pulled', 'back-off restarting']);
    expect(summaries(await changes({ id: ID.deployment, recursive: 'none' }))).toEqual(['replicas 2 -> 3']);
    expect(summaries(await changes({ id: ID.pod, recursive: 'upstream' }))).toEqual([
      'replicas 2 -> 3',
      'image pulled',
      'back-off restarting',
    ]);
    expect(summaries(await changes({ id: ID.cluster, depth: 1 }))).toEqual(['replicas 2 -> 3']);
    expect(await changes({ id: ID.bucket })).toEqual({});
  });

  it('sorts on the allowed columns and pages', async () => {
    const byName = await changes({ sort_by: 'name' });
    expect(byName.changes!.map((row) => row.name)).toEqual(['db-1', 'web', 'web-1', 'web-1']);
    const page = await changes({ page: 2, page_size: 3 });
    expect([page.total, summaries(page)]).toEqual([4, ['db spec changed']]);
    expect(summaries(await changes({ sort_by: '-summary', page_size: '1' }))).toEqual(['replicas 2 -> 3']);
  });

  it('refuses bad parameters with 400 and a message', async () => {
    for (const [body, text] of [
      [{ sort_by: 'config' }, "invalid 'sort_by' param"],
      [{ recursive: 'sideways' }, 'recursive'],
      [{ from: 'yesterday' }, "invalid 'from' param"],
      [{ from: 'now-1d', to: 'now-2d' }, "'from' must be before 'to'"],
      [{ severity: 'urgent' }, 'unknown severity'],
      [{ page_size: 0 }, 'page_size'],
      [{ agent_id: 'edge' }, 'agent_id'],
    ] as const) {
      const res = await post('/catalog/changes', body);
      expect([res.status, JSON.stringify(res.body)]).toEqual([400, expect.stringContaining(text)]);
    }
  });

  it('needs read access to changes', async () => {
    expect((await post('/catalog/changes', {}, { 'x-test-role': 'guest', 'x-test-deny': 'database' })).status).toBe(403);
  });
});
