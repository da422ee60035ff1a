/**
 * related_configs_recursive on a connected graph: the walk is bounded (500 items, nearest first),
 * cycles end it, and the related ids of the answer are the edges between its items.
 */
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';

let db: Database;
const uid = (n: number) => `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const HUB = uid(1);

beforeAll(async () => {
  db = await createTestDatabase();
  // A hub with 300 spokes, each spoke with 2 leaves (900 items within 2 levels), and a cycle
  // hub -> spoke 2 -> spoke 3 -> hub.
  await db.query(
    `INSERT INTO config_items (id, config_class, type, name)
     SELECT ('20000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'Node', 'Test::Node', 'item-' || lpad(n::text, 4, '0')
       FROM generate_series(1, 901) AS n`,
  );
  await db.query(
    `INSERT INTO config_relationships (config_id, related_id, relation)
     SELECT $1::uuid, ('20000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'uses' FROM generate_series(2, 301) AS n
     UNION ALL
     SELECT ('20000000-0000-4000-8000-' || lpad((2 + (n - 302) / 2)::text, 12, '0'))::uuid,
            ('20000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'uses'
       FROM generate_series(302, 901) AS n
     UNION ALL SELECT $2::uuid, $3::uuid, 'calls' UNION ALL SELECT $3::uuid, $1::uuid, 'calls'`,
    [HUB, uid(2), uid(3)],
  );
}, 120_000);
afterAll(async () => db?.close());

interface Row {
  id: string;
  related_ids: string[];
}
const walk = async (direction: string, depth: number) =>
  (
    await db.query<Row>(`SELECT id::text, related_ids FROM related_configs_recursive($1::uuid, $2, false, $3)`, [
      HUB,
      direction,
      depth,
    ])
  ).rows;

it('stops at 500 items, the whole first level before any of the second', async () => {
  const rows = await walk('outgoing', 10);
  expect(rows).toHaveLength(500);
  const spokes = new Set(Array.from({ length: 300 }, (_, i) => uid(i + 2)));
  expect(rows.slice(0, 300).every((row) => spokes.has(row.id))).toBe(true);
  expect(rows.slice(300).some((row) => spokes.has(row.id))).toBe(false);
  expect(rows.some((row) => row.id === HUB)).toBe(false);
});

it('answers the same items on every call', async () => {
  const first = (await walk('all', 10)).map((row) => row.id).sort();
  const second = (await walk('all', 10)).map((row) => row.id).sort();
  expect(second).toEqual(first);
});

it('follows a cycle once and lists the edges between the found items', async () => {
  const rows = await walk('outgoing', 1);
  expect(rows).toHaveLength(300);
  const spoke2 = rows.find((row) => row.id === uid(2))!;
  // Its edge to spoke 3 is in the answer, as the hub's (the start item is a member of the walk).
  expect(spoke2.related_ids).toEqual(expect.arrayContaining([HUB, uid(3)]));
  expect(new Set(spoke2.related_ids).size).toBe(spoke2.related_ids.length);
});
