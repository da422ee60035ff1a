/**
 * change_types and config_statuses (migration 0952) list what DISTINCT over every row lists,
 * found through their indexes.
 */
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';

let db: Database;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  const item = await db.query<{ id: string }>('SELECT id FROM config_items ORDER BY id LIMIT 1');
  // A change without a type and an item without a status are part of the data too.
  await db.query(`INSERT INTO config_changes (config_id, change_type, summary) VALUES ($1, NULL, 'untyped')`, [item.rows[0]!.id]);
  await db.query(`INSERT INTO config_items (config_class, type, name, status) VALUES ('Test', 'Test::Item', 'no status', NULL)`);
}, 120_000);
afterAll(async () => db?.close());

const values = async (sql: string) => (await db.query<{ v: string | null }>(sql)).rows.map((row) => row.v);

it('lists every change type once, the missing one included, in order', async () => {
  const listed = await values('SELECT change_type AS v FROM change_types');
  expect(listed).toEqual(await values('SELECT DISTINCT change_type AS v FROM config_changes ORDER BY 1'));
  expect(listed.length).toBeGreaterThan(3);
  expect(listed).toContain(null);
});

it('lists every status once, in order', async () => {
  const listed = await values('SELECT status AS v FROM config_statuses');
  expect(listed).toEqual(await values('SELECT DISTINCT status AS v FROM config_items WHERE status IS NOT NULL ORDER BY 1'));
  expect(listed.length).toBeGreaterThan(2);
});
