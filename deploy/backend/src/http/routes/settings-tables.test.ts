/**
 * The generic settings tables as the console's resource editor uses them, on PGlite or PostgreSQL
 * (TEST_DATABASE_URL): create through /db with source UI, list from the `*_with_status` view
 * newest first (limit 100), and soft delete (deleted_at set, the row kept, gone from the list).
 */
import { asRole, seedHealthFixture, serveHealthBackend } from '../../checks/testing/health-fixture';
import { createTestDatabase, testEngine } from '../../db/testing';
import type { Database } from '../../db/types';
import type { TestServer } from '../testing/server';

let db: Database;
let server: TestServer;
const headers = asRole('admin', { 'Content-Type': 'application/json', Prefer: 'return=representation' });

beforeAll(async () => {
  db = await createTestDatabase();
  await seedHealthFixture(db);
  ({ server } = await serveHealthBackend(db));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const stamp = Date.now();
const TABLES: [table: string, row: (name: string) => object][] = [
  ['teams', (name) => ({ name, icon: 'group', spec: {} })],
  ['incident_rules', (name) => ({ name, source: 'UI', spec: { checks: [{ name: 'web' }] } })],
  ['topologies', (name) => ({ name, namespace: 'default', source: 'UI', spec: { components: [] } })],
  ['canaries', (name) => ({ name, namespace: 'default', source: 'UI', spec: { schedule: '@every 5m' } })],
  ['logging_backends', (name) => ({ name, source: 'UI', labels: { env: 'test' }, spec: { loki: { url: 'http://loki' } } })],
];

describe(`settings tables through /db (${testEngine()})`, () => {
  it.each(TABLES)('%s: created, listed newest first from its _with_status view, and soft deleted', async (table, row) => {
    const names = [`${table}-first-${stamp}`, `${table}-second-${stamp}`];
    const ids: string[] = [];
    for (const name of names) {
      const created = await server.request('POST', `/api/db/${table}`, { headers, body: row(name) });
      expect([created.status, created.body]).toEqual([201, expect.any(Array)]);
      ids.push((created.body as { id: string }[])[0]!.id);
      // created_at orders the list: the second one is strictly newer.
      await db.query(`UPDATE ${table} SET created_at = now() - ($2 || ' minutes')::interval WHERE id = $1`, [
        ids.at(-1),
        String(names.length - ids.length),
      ]);
    }
    const list = async () => {
      const res = await server.request(
        'GET',
        `/api/db/${table}_with_status?select=*&deleted_at=is.null&order=created_at.desc&limit=100`,
        { headers },
      );
      expect(res.status).toBe(200);
      return (res.body as { id: string }[]).map((entry) => entry.id).filter((id) => ids.includes(id));
    };
    expect(await list()).toEqual([ids[1], ids[0]]);

    const deleted = await server.request('PATCH', `/api/db/${table}?id=eq.${ids[1]}`, { headers, body: { deleted_at: 'now()' } });
    expect(deleted.status).toBeLessThan(300);
    expect(await list()).toEqual([ids[0]]);
    const kept = await db.query<{ deleted: boolean }>(`SELECT deleted_at IS NOT NULL AS deleted FROM ${table} WHERE id = $1`, [
      ids[1],
    ]);
    expect(kept.rows).toEqual([{ deleted: true }]);
  });
});
