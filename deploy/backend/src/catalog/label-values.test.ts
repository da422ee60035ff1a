/**
 * config_labels and config_tags (migration 0953) list what DISTINCT over every live item's labels
 * and tags lists, after inserts, updates, soft and hard deletes, and after folding.
 */
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { compactSummaryCounts } from './summary-counts';

let db: Database;
const uid = (n: number) => `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

beforeAll(async () => {
  db = await createTestDatabase();
}, 120_000);
afterAll(async () => db?.close());

const pairs = async (sql: string) => (await db.query<{ key: string; value: string | null }>(sql)).rows;
const distinct = (column: 'labels' | 'tags') =>
  pairs(`SELECT DISTINCT l.key, l.value FROM config_items ci,
           jsonb_each_text(CASE WHEN jsonb_typeof(ci.${column}) = 'object' THEN ci.${column} ELSE '{}'::jsonb END) AS l
          WHERE ci.deleted_at IS NULL ORDER BY l.key, l.value`);

async function expectSamePairs() {
  expect(await pairs('SELECT key, value FROM config_labels')).toEqual(await distinct('labels'));
  expect(await pairs('SELECT key, value FROM config_tags')).toEqual(await distinct('tags'));
}

const item = (n: number, labels: unknown, tags: unknown) =>
  db.query(
    `INSERT INTO config_items (id, config_class, type, name, labels, tags) VALUES ($1, 'Test', 'Test::Item', $2, $3, $4)`,
    [uid(n), `item-${n}`, JSON.stringify(labels), JSON.stringify(tags)],
  );

it('follows every write to the items', async () => {
  await item(1, { app: 'web', team: 'a' }, { cluster: 'prod' });
  await item(2, { app: 'web', empty: null }, { cluster: 'dev' });
  await item(3, ['not', 'an', 'object'], null);
  await expectSamePairs();
  expect(await pairs(`SELECT key, value FROM config_labels WHERE key = 'app'`)).toEqual([{ key: 'app', value: 'web' }]);
  await db.query(`UPDATE config_items SET labels = '{"app": "api"}' WHERE id = $1`, [uid(1)]);
  await expectSamePairs();
  await db.query(`UPDATE config_items SET name = 'renamed' WHERE id = ANY($1::uuid[])`, [[uid(1), uid(2)]]);
  await expectSamePairs();
  await db.query(`UPDATE config_items SET deleted_at = now() WHERE id = $1`, [uid(2)]);
  await expectSamePairs();
  expect(await pairs(`SELECT key, value FROM config_tags WHERE value = 'dev'`)).toEqual([]);
  await db.query(`UPDATE config_items SET deleted_at = NULL WHERE id = $1`, [uid(2)]);
  await db.query(`DELETE FROM config_items WHERE id = $1`, [uid(1)]);
  await expectSamePairs();
});

it('keeps them after folding, and an update that leaves them alone adds no rows', async () => {
  await compactSummaryCounts(db, new Date(Date.now() + 60_000));
  await expectSamePairs();
  const rows = async () =>
    Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM opsdeck_catalog.key_values')).rows[0]!.n);
  const before = await rows();
  await db.query(`UPDATE config_items SET updated_at = now()`);
  expect(await rows()).toBe(before);
  await expectSamePairs();
});
