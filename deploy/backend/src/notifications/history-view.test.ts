/**
 * notification_send_history_summary builds each row's resource in a subquery of the resource's
 * own table (migration 0925), so a page builds one object per distinct resource. Every kind of
 * resource must still give the reference's resource, resource_kind, resource_type and
 * resource_tags, and a row naming nothing known gives none of them.
 */
import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';

let db: Database;
const id = { config: randomUUID(), component: randomUUID(), canary: randomUUID(), check: randomUUID(), unknown: randomUUID() };

beforeAll(async () => {
  db = await createTestDatabase();
  await db.query(
    `INSERT INTO config_items (id, config_class, type, name, health, status, tags)
     VALUES ($1, 'Node', 'Kubernetes::Node', 'node-a', 'healthy', 'Ready', '{"zone":"a"}')`,
    [id.config],
  );
  await db.query(
    `INSERT INTO components (id, external_id, name, type, icon, health, status) VALUES ($1, 'api', 'api', 'Service', 'svc', 'unhealthy', 'error')`,
    [id.component],
  );
  await db.query(`INSERT INTO canaries (id, name, namespace, spec) VALUES ($1, 'probes', 'ops', '{}')`, [id.canary]);
  await db.query(
    `INSERT INTO checks (id, canary_id, name, type, icon, status) VALUES ($1, $2, 'ping', 'http', 'web', 'unhealthy')`,
    [id.check, id.canary],
  );
  const rule = await db.query<{ id: string }>(
    `INSERT INTO notifications (name, events) VALUES ('view', '{check.failed}') RETURNING id::text`,
  );
  // Two rows per resource: the second is served from the per-resource cache of the page.
  for (const resource of Object.values(id))
    for (let i = 0; i < 2; i += 1)
      await db.query(
        `INSERT INTO notification_send_history (notification_id, status, source_event, resource_id)
         VALUES ($1, 'sent', 'check.failed', $2)`,
        [rule.rows[0]!.id, resource],
      );
});
afterAll(async () => {
  await db?.close();
});

interface ResourceColumns {
  resource_id: string;
  resource: Record<string, unknown> | null;
  resource_kind: string | null;
  resource_type: string | null;
  resource_tags: Record<string, unknown> | null;
}

async function rowsOf(resourceId: string): Promise<ResourceColumns[]> {
  const result = await db.query<ResourceColumns>(
    `SELECT resource_id::text, resource, resource_kind, resource_type, resource_tags
       FROM notification_send_history_summary WHERE resource_id = $1::uuid ORDER BY created_at DESC`,
    [resourceId],
  );
  return result.rows;
}

it.each([
  [
    'config',
    {
      id: id.config,
      name: 'node-a',
      type: 'Kubernetes::Node',
      config_class: 'Node',
      health: 'healthy',
      status: 'Ready',
      tags: { zone: 'a' },
    },
    'Kubernetes::Node',
    { zone: 'a' },
  ],
  [
    'component',
    { id: id.component, name: 'api', type: 'Service', icon: 'svc', health: 'unhealthy', status: 'error' },
    'Service',
    null,
  ],
  ['check', { id: id.check, name: 'ping', type: 'http', icon: 'web', status: 'unhealthy', canary_id: id.canary }, 'http', null],
  ['canary', { id: id.canary, name: 'probes', namespace: 'ops' }, 'canary', null],
] as const)('a %s resource gives its object, kind, type and tags on every row', async (kind, resource, type, tags) => {
  const rows = await rowsOf(id[kind]);
  expect(rows).toHaveLength(2);
  for (const row of rows)
    expect(row).toEqual({ resource_id: id[kind], resource, resource_kind: kind, resource_type: type, resource_tags: tags });
});

it('a resource no table holds gives no resource columns', async () => {
  const rows = await rowsOf(id.unknown);
  expect(
    rows.map(({ resource, resource_kind, resource_type, resource_tags }) => [
      resource,
      resource_kind,
      resource_type,
      resource_tags,
    ]),
  ).toEqual([
    [null, null, null, null],
    [null, null, null, null],
  ]);
});
