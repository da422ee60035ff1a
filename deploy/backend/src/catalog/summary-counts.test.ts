/**
 * The summary's kept counts (migration 0951) answer what grouping the tables answers, after every
 * kind of write, and the folding job keeps them so while shrinking them to one row per group.
 */
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { catalogSummary } from './summary';
import { compactSummaryCounts, isCountedSummary } from './summary-counts';

let db: Database;
const uid = (n: number) => `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const REQUEST = { groupBy: ['type'] };

beforeAll(async () => {
  db = await createTestDatabase();
}, 120_000);
afterAll(async () => db?.close());

type Row = Record<string, unknown>;
const withoutTimes = (rows: object[] | null) =>
  (rows ?? []).map((row) => {
    const { created_at: _created, updated_at: _updated, ...rest } = row as Row;
    return rest;
  });
const counted = () => catalogSummary(db, REQUEST);
const grouped = () => catalogSummary(db, REQUEST, new Date(), { fromCounts: false });

async function expectSameCounts() {
  expect(withoutTimes(await counted())).toEqual(withoutTimes(await grouped()));
}

const item = (n: number, type: string, health: string | null) =>
  db.query(`INSERT INTO config_items (id, config_class, type, name, health) VALUES ($1, 'Test', $2, $3, $4)`, [
    uid(n),
    type,
    `item-${n}`,
    health,
  ]);
const analysis = (n: number, type: string, status = 'open') =>
  db.query(`INSERT INTO config_analysis (config_id, analyzer, analysis_type, status) VALUES ($1, 'test', $2, $3)`, [
    uid(n),
    type,
    status,
  ]);

it('answers only the unfiltered summary by type', () => {
  expect(isCountedSummary({})).toBe(true);
  expect(isCountedSummary(REQUEST)).toBe(true);
  expect(isCountedSummary({ groupBy: ['type'], health: 'healthy' })).toBe(false);
  expect(isCountedSummary({ groupBy: ['type'], tags: ['cluster'] })).toBe(false);
  expect(isCountedSummary({ groupBy: ['type'], deleted: true })).toBe(false);
  expect(isCountedSummary({ groupBy: ['type'], changes: { since: '7d' } })).toBe(false);
});

it('follows inserts, updates, soft and hard deletes of items and analyses', async () => {
  await item(1, 'Test::Pod', 'healthy');
  await item(2, 'Test::Pod', 'unhealthy');
  await item(3, 'Test::Node', null);
  await item(4, 'Test::Node', 'healthy');
  await analysis(1, 'security');
  await analysis(2, 'security');
  await analysis(2, 'cost');
  await analysis(3, 'reliability', 'resolved');
  await expectSameCounts();
  const pods = ((await counted()) as Row[]).find((row) => row.type === 'Test::Pod');
  expect(pods).toMatchObject({ count: 2, health: { healthy: 1, unhealthy: 1 }, analysis: { security: 2, cost: 1 } });

  await db.query(`UPDATE config_items SET health = 'warning' WHERE id = $1`, [uid(1)]);
  await expectSameCounts();
  await db.query(`UPDATE config_analysis SET status = 'resolved' WHERE config_id = $1 AND analysis_type = 'cost'`, [uid(2)]);
  await db.query(`UPDATE config_analysis SET status = 'open' WHERE config_id = $1`, [uid(3)]);
  await expectSameCounts();
  // A type change moves the item's open analyses with it.
  await db.query(`UPDATE config_items SET type = 'Test::Node' WHERE id = $1`, [uid(2)]);
  await expectSameCounts();
  // Soft delete, then restore.
  await db.query(`UPDATE config_items SET deleted_at = now() WHERE id = $1`, [uid(3)]);
  await expectSameCounts();
  await db.query(`UPDATE config_items SET deleted_at = NULL WHERE id = $1`, [uid(3)]);
  await expectSameCounts();
  // A hard delete takes the item's analyses along (cascade).
  await db.query(`DELETE FROM config_items WHERE id = $1`, [uid(2)]);
  await expectSameCounts();
  await db.query(`DELETE FROM config_analysis WHERE config_id = $1`, [uid(1)]);
  await expectSameCounts();
  // One statement writing many rows, some of them upserted.
  await db.query(
    `INSERT INTO config_items (id, config_class, type, name, health)
     SELECT ('30000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'Test', 'Test::Bulk', 'bulk-' || n,
            CASE WHEN n % 2 = 0 THEN 'healthy' ELSE 'unknown' END
       FROM generate_series(3, 40) AS n
     ON CONFLICT (id) DO UPDATE SET health = excluded.health, type = excluded.type`,
  );
  await expectSameCounts();
});

it('folds the counts into one row per group, once per period, recording the run', async () => {
  const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM opsdeck_catalog.summary_deltas');
  const summary = await counted();
  const now = new Date(Date.now() + 60_000);
  const first = await compactSummaryCounts(db, now);
  expect(first.ran).toBe(true);
  expect(first.rowsBefore).toBe(before.rows[0]!.n);
  expect(first.rowsAfter).toBeLessThan(first.rowsBefore);
  expect(await counted()).toEqual(await grouped());
  expect(withoutTimes(await counted())).toEqual(withoutTimes(summary));
  // The same period is not folded twice.
  expect((await compactSummaryCounts(db, now)).ran).toBe(false);
  const jobs = await db.query<{ status: string }>(`SELECT status FROM job_history WHERE name = 'CatalogSummaryCounts'`);
  expect(jobs.rows).toEqual([{ status: 'SUCCESS' }]);
});

it('folds once when two processes try the same period, and loses no write made meanwhile', async () => {
  const now = new Date(Date.now() + 3_600_000);
  // On PostgreSQL each call holds its own connection of the pool, as two processes would.
  const [a, b] = await Promise.all([
    compactSummaryCounts(db, now),
    compactSummaryCounts(db, now),
    db.query(
      `INSERT INTO config_items (id, config_class, type, name, health)
       SELECT ('30000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'Test', 'Test::Meanwhile', 'late-' || n, 'healthy'
         FROM generate_series(100, 120) AS n`,
    ),
  ]);
  expect([a.ran, b.ran].filter(Boolean)).toHaveLength(1);
  await expectSameCounts();
  const meanwhile = ((await counted()) as Row[]).find((row) => row.type === 'Test::Meanwhile');
  expect(meanwhile).toMatchObject({ count: 21, health: { healthy: 21 } });
});

describe('a period another process took after this transaction began', () => {
  // A database whose statements fail with PostgreSQL's serialization error from `failing` on: the
  // lease row locked by a process that committed after this transaction's snapshot.
  const racing = (failing: RegExp) =>
    ({
      transaction: async <T>(work: (tx: Database) => Promise<T>) =>
        work({
          query: async (sql: string) => {
            if (failing.test(sql))
              throw Object.assign(new Error('could not serialize access due to concurrent update'), { code: '40001' });
            if (sql.includes('FROM opsdeck_runner.leases')) return { rows: [{ next_at: new Date(0) }], rowCount: 1 };
            return { rows: [], rowCount: 0 };
          },
        } as unknown as Database),
    }) as unknown as Database;

  it('is not run here when claiming its lease meets the serialization error', async () => {
    await expect(compactSummaryCounts(racing(/FOR UPDATE SKIP LOCKED/))).resolves.toEqual({
      ran: false,
      rowsBefore: 0,
      rowsAfter: 0,
    });
  });

  it('reports the error when it comes after the period was claimed', async () => {
    await expect(compactSummaryCounts(racing(/rebuild_summary|summary_deltas|job_history/))).rejects.toMatchObject({
      code: '40001',
    });
  });
});
