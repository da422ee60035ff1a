/**
 * Incident rules written through /db keep to the rule spec (contracts' incidentRuleSpecSchema): a
 * bad spec is a 400 with the problem and keeps nothing; a good one is stored, edited and soft
 * deleted. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { asRole, seedHealthFixture, serveHealthBackend } from '../checks/testing/health-fixture';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import type { TestServer } from '../http/testing/server';

let db: Database;
let server: TestServer;
const headers = asRole('editor', { 'Content-Type': 'application/json', Prefer: 'return=representation' });

beforeAll(async () => {
  db = await createTestDatabase();
  await seedHealthFixture(db);
  ({ server } = await serveHealthBackend(db));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const create = (name: string, spec: unknown) =>
  server.request('POST', '/api/db/incident_rules', { headers, body: { name, source: 'UI', spec } });

describe('incident rule writes', () => {
  it('refuses a spec that breaks the rule schema with 400 and the problem, and keeps nothing', async () => {
    const empty = await create('selects-nothing', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      message: 'invalid incident rule spec: select at least one component or check (spec.components or spec.checks)',
    });
    const severity = await create('bad-severity', { checks: [{ name: 'web' }], template: { severity: 'huge' } });
    expect(severity.status).toBe(400);
    expect(severity.body).toMatchObject({
      message: 'invalid incident rule spec: template.severity: must be one of low, medium, high, critical, blocker',
    });
    const age = await create('bad-age', { components: [{ types: ['Database'] }], filter: { age: 'soon' } });
    expect(age.body).toMatchObject({ message: 'invalid incident rule spec: filter.age: a duration such as 30s, 5m or 1h' });
    const rows = await db.query(`SELECT 1 FROM incident_rules WHERE name IN ('selects-nothing', 'bad-severity', 'bad-age')`);
    expect(rows.rows).toEqual([]);
  });

  it('stores a valid rule, refuses an update that breaks it and soft deletes it', async () => {
    const created = await create('page-on-web', { checks: [{ name: 'web-*' }], template: { severity: 'high' } });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }[])[0]!.id;
    const broken = await server.request('PATCH', `/api/db/incident_rules?id=eq.${id}`, {
      headers,
      body: { spec: { checks: [{ name: 'web-*' }], priority: 'first' } },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ message: 'invalid incident rule spec: priority: must be a number' });
    const stored = await db.query<{ spec: unknown }>('SELECT spec FROM incident_rules WHERE id = $1', [id]);
    expect(stored.rows[0]!.spec).toEqual({ checks: [{ name: 'web-*' }], template: { severity: 'high' } });
    const deleted = await server.request('PATCH', `/api/db/incident_rules?id=eq.${id}`, {
      headers,
      body: { deleted_at: 'now()' },
    });
    expect(deleted.status).toBeLessThan(300);
  });

  it('lets an older rule whose spec predates the schema be soft deleted', async () => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO incident_rules (name, spec, created_by, source) SELECT 'legacy', '{}'::jsonb, id, 'UI' FROM people LIMIT 1 RETURNING id::text AS id`,
    );
    const deleted = await server.request('PATCH', `/api/db/incident_rules?id=eq.${rows[0]!.id}`, {
      headers,
      body: { deleted_at: 'now()' },
    });
    expect(deleted.status).toBeLessThan(300);
  });
});
