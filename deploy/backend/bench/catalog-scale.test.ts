/**
 * The catalog's large scale at a small factor on the test engine (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): the targets are reached, edges stay within a cluster, a second run adds
 * nothing, and references hold.
 */
import { findForeignKeyViolations } from '../src/db/integrity';
import { createTestDatabase } from '../src/db/testing';
import type { Database } from '../src/db/types';
import { CATALOG_SCALE, catalogScaleCounts, seedCatalogScale, topUpCatalogScale } from './catalog-scale';

// One cluster: its parent edges alone stay under the relationship target, so every step runs.
const FACTOR = 0.05;
let db: Database;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedCatalogScale(db, { factor: FACTOR, now: new Date('2026-08-21T10:00:00Z'), log: () => undefined });
}, 180_000);
afterAll(async () => db?.close());

const total = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

it('documents the issue sizes and scales them', () => {
  expect(CATALOG_SCALE).toEqual({
    configItems: 100_000,
    configChanges: 1_000_000,
    configAnalysis: 100_000,
    configRelationships: 300_000,
  });
  expect(catalogScaleCounts(0.1)).toEqual({
    configItems: 10_000,
    configChanges: 100_000,
    configAnalysis: 10_000,
    configRelationships: 30_000,
  });
  expect(() => catalogScaleCounts(-1)).toThrow(/positive/);
});

it('reaches the insight and relationship targets, once', async () => {
  const targets = catalogScaleCounts(FACTOR);
  expect(await total('config_analysis')).toBeGreaterThanOrEqual(targets.configAnalysis);
  expect(await total('config_relationships')).toBeGreaterThanOrEqual(targets.configRelationships);
  expect(await total('config_items')).toBeGreaterThanOrEqual(targets.configItems);
  expect(await total('config_changes')).toBeGreaterThanOrEqual(targets.configChanges);
  const before = [await total('config_analysis'), await total('config_relationships')];
  await topUpCatalogScale(db, { factor: FACTOR, log: () => undefined });
  expect([await total('config_analysis'), await total('config_relationships')]).toEqual(before);
});

it('keeps every added edge within one cluster and every reference intact', async () => {
  const { rows } = await db.query<{ relation: string; n: number; crossing: number }>(`
    SELECT r.relation, count(*)::int AS n, count(*) FILTER (WHERE a.tags->>'cluster' IS DISTINCT FROM b.tags->>'cluster')::int AS crossing
    FROM config_relationships r JOIN config_items a ON a.id = r.config_id JOIN config_items b ON b.id = r.related_id
    WHERE r.relation IN ('runs-on', 'uses', 'selects', 'calls') GROUP BY 1 ORDER BY 1`);
  expect(rows.map((row) => row.relation)).toEqual(['calls', 'runs-on', 'selects', 'uses']);
  for (const row of rows) expect(row.crossing).toBe(0);
  expect(await findForeignKeyViolations(db)).toEqual([]);
}, 60_000);
