/**
 * The large data set at a tiny scale factor, on the test engine (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): counts follow largeCounts(factor), references hold, the hierarchy keeps its
 * shape, and the factor-1 counts are the documented ones.
 */
import { findForeignKeyViolations } from '../db/integrity';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { scaleArg } from './cli';
import { LARGE_COUNTS, largeCounts } from './large';
import { countRows, seedDemo } from './seed';

const FACTOR = 0.002;
let db: Database;
let before: Record<string, number>;
let after: Record<string, number>;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
  before = await countRows(db);
  const result = await seedDemo(db, {
    scale: 'large',
    largeFactor: FACTOR,
    now: new Date('2026-08-21T10:00:00Z'),
    log: () => undefined,
  });
  expect(result.seeded).toBe(true);
  after = result.counts;
}, 120_000);
afterAll(async () => db?.close());

it('keeps the documented counts at factor 1 and scales them', () => {
  expect(LARGE_COUNTS).toEqual({
    canaries: 2_000,
    checks: 10_000,
    configItems: 100_000,
    configChanges: 1_000_000,
    configAnalysis: 20_000,
  });
  expect(largeCounts(0.1)).toEqual({
    canaries: 200,
    checks: 1_000,
    configItems: 10_000,
    configChanges: 100_000,
    configAnalysis: 2_000,
  });
  expect(() => largeCounts(0)).toThrow(/positive/);
  expect(scaleArg(['large', '--scale', '0.5'])).toBe(0.5);
  expect(scaleArg(['--scale=2'])).toBe(2);
  expect(scaleArg(['large'])).toBeUndefined();
  expect(() => scaleArg(['--scale', 'x'])).toThrow(/positive number/);
});

it('adds largeCounts(factor) rows', () => {
  const counts = largeCounts(FACTOR);
  const added = (table: string) => after[table]! - before[table]!;
  expect(added('canaries')).toBe(counts.canaries);
  expect(added('checks')).toBe(counts.checks);
  expect(added('config_items')).toBe(counts.configItems);
  expect(added('config_changes')).toBe(counts.configChanges);
  expect(added('config_analysis')).toBe(counts.configAnalysis);
  // ~205 statuses per check (90 days at 12 h, then the last day hourly).
  expect(added('check_statuses')).toBeGreaterThan(counts.checks * 200);
});

it('keeps every reference and the hierarchy intact', async () => {
  expect(await findForeignKeyViolations(db)).toEqual([]);
  const orphans = await db.query(`
    SELECT c.type, p.type AS parent_type, count(*)::int AS n FROM config_items c
    LEFT JOIN config_items p ON p.id = c.parent_id
    WHERE c.source = 'bulk' AND c.type IN ('Kubernetes::Pod', 'Kubernetes::ReplicaSet', 'Kubernetes::Deployment', 'Kubernetes::Namespace')
    GROUP BY 1, 2 ORDER BY 1`);
  expect(orphans.rows).toEqual([
    { type: 'Kubernetes::Deployment', parent_type: 'Kubernetes::Namespace', n: expect.any(Number) },
    { type: 'Kubernetes::Namespace', parent_type: 'Kubernetes::Cluster', n: 25 },
    { type: 'Kubernetes::Pod', parent_type: 'Kubernetes::ReplicaSet', n: expect.any(Number) },
    { type: 'Kubernetes::ReplicaSet', parent_type: 'Kubernetes::Deployment', n: expect.any(Number) },
  ]);
  const tags = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM config_items WHERE source = 'bulk' AND type = 'Kubernetes::Pod' AND tags->>'namespace' LIKE 'ns-%'`,
  );
  expect(tags.rows[0]!.n).toBe(2000); // one cluster: 25 namespaces x 20 deployments x 4 pods
});

it('is idempotent', async () => {
  const again = await seedDemo(db, { scale: 'large', largeFactor: FACTOR, log: () => undefined });
  expect(again.seeded).toBe(false);
  expect(again.counts).toEqual(after);
});
