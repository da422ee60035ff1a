/**
 * The catalog's large scale: 100,000 config items, 1,000,000 changes, 100,000 insights and
 * 300,000 relationships at factor 1 (every count scales with the factor). It is the 'large' data
 * set (src/demo/large.ts: items, changes, parent edges) topped up inside PostgreSQL with
 * set-based INSERT ... SELECT: more analyses, then relationships a Kubernetes scraper records
 * (pods run on a node of their cluster, deployments use their config map and secret, services
 * select their deployment), then deployments calling others of their namespace until the count is
 * reached. Every edge stays within a cluster, so graphs have the shape of real ones. Deterministic
 * (hashes of ids) and idempotent: a second run adds nothing.
 *
 *   pnpm exec tsx bench/catalog-scale.ts [--scale 0.1]        # PGlite in a temp directory (or BENCH_DATA_DIR)
 *   DATABASE_URL=postgres://... pnpm exec tsx bench/catalog-scale.ts
 *
 * A benchmark seeds with `seedCatalogScale(db, {factor})` after `migrate(db)`.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import type { Database, Transaction } from '../src/db/types';
import { scaleArg } from '../src/demo/cli';
import { countRows, seedDemo } from '../src/demo/seed';

export interface CatalogScaleCounts {
  configItems: number;
  configChanges: number;
  configAnalysis: number;
  configRelationships: number;
}

export const CATALOG_SCALE: Readonly<CatalogScaleCounts> = Object.freeze({
  configItems: 100_000,
  configChanges: 1_000_000,
  configAnalysis: 100_000,
  configRelationships: 300_000,
});

/** The targets at a factor (the items and changes are those of the large data set). */
export function catalogScaleCounts(factor = 1): CatalogScaleCounts {
  if (!(factor > 0) || !Number.isFinite(factor)) throw new Error(`catalog scale factor must be a positive number, not ${factor}`);
  const scaled = (base: number) => Math.max(1, Math.round(base * factor));
  return {
    configItems: scaled(CATALOG_SCALE.configItems),
    configChanges: scaled(CATALOG_SCALE.configChanges),
    configAnalysis: scaled(CATALOG_SCALE.configAnalysis),
    configRelationships: scaled(CATALOG_SCALE.configRelationships),
  };
}

const count = async (tx: Transaction, table: string) =>
  (await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

/** Non-negative hash of a SQL text expression (hashtext is in PostgreSQL and PGlite alike). */
const hash = (expr: string) => `(hashtext(${expr}) & 2147483647)`;

/** Bulk items of one type with their cluster, namespace and rank within the namespace. */
const bulkOfType = (type: string) => `
  SELECT id, name, tags->>'cluster' AS cluster, tags->>'namespace' AS namespace,
         row_number() OVER (PARTITION BY tags->>'cluster', tags->>'namespace' ORDER BY id) - 1 AS k
  FROM config_items WHERE source = 'bulk' AND type = '${type}'`;

/** Relationship steps, in order; each inserts at most `limit` rows. */
const RELATIONSHIP_STEPS: { label: string; sql: (limit: number) => string }[] = [
  {
    label: 'pods run on a node of their cluster',
    sql: (limit) => `
      WITH nodes AS (
        SELECT id, tags->>'cluster' AS cluster,
               row_number() OVER (PARTITION BY tags->>'cluster' ORDER BY id) - 1 AS k,
               count(*) OVER (PARTITION BY tags->>'cluster') AS n
        FROM config_items WHERE source = 'bulk' AND type = 'Kubernetes::Node')
      INSERT INTO config_relationships (config_id, related_id, relation, created_at, updated_at)
      SELECT p.id, nodes.id, 'runs-on', p.created_at, p.created_at
      FROM config_items p JOIN nodes ON nodes.cluster = p.tags->>'cluster' AND nodes.k = ${hash('p.id::text')} % nodes.n
      WHERE p.source = 'bulk' AND p.type = 'Kubernetes::Pod'
      ORDER BY p.id LIMIT ${limit}`,
  },
  ...(['ConfigMap', 'Secret'] as const).map((kind) => ({
    label: `deployments use their ${kind}`,
    sql: (limit: number) => `
      WITH d AS (${bulkOfType('Kubernetes::Deployment')}), x AS (${bulkOfType(`Kubernetes::${kind}`)})
      INSERT INTO config_relationships (config_id, related_id, relation, created_at, updated_at)
      SELECT d.id, x.id, 'uses', now(), now()
      FROM d JOIN x ON x.cluster = d.cluster AND x.namespace = d.namespace AND x.k = d.k
      ORDER BY d.id LIMIT ${limit}`,
  })),
  {
    label: 'services select their deployment',
    sql: (limit) => `
      WITH d AS (${bulkOfType('Kubernetes::Deployment')}), s AS (${bulkOfType('Kubernetes::Service')})
      INSERT INTO config_relationships (config_id, related_id, relation, created_at, updated_at)
      SELECT s.id, d.id, 'selects', now(), now()
      FROM s JOIN d ON d.cluster = s.cluster AND d.namespace = s.namespace AND d.k = s.k
      ORDER BY s.id LIMIT ${limit}`,
  },
  {
    label: 'deployments call others of their namespace',
    sql: (limit) => `
      WITH d AS (SELECT *, count(*) OVER (PARTITION BY cluster, namespace) AS n FROM (${bulkOfType('Kubernetes::Deployment')}) AS b)
      INSERT INTO config_relationships (config_id, related_id, relation, created_at, updated_at)
      SELECT a.id, b.id, 'calls', now(), now()
      FROM d a JOIN generate_series(1, 19) AS o ON o < a.n
      JOIN d b ON b.cluster = a.cluster AND b.namespace = a.namespace AND b.k = (a.k + o) % a.n
      ORDER BY o, a.id LIMIT ${limit}`,
  },
];

/** Adds analyses and relationships up to the targets of `factor`; nothing when they are reached. */
export async function topUpCatalogScale(db: Database, options: { factor?: number; log?: (line: string) => void } = {}) {
  const targets = catalogScaleCounts(options.factor ?? 1);
  const log = options.log ?? ((line: string) => console.log(line));
  await db.transaction(async (tx) => {
    await tx.query("SELECT set_config('opsdeck.skip_events', 'on', true)");
    const analyses = targets.configAnalysis - (await count(tx, 'config_analysis'));
    if (analyses > 0) {
      const started = Date.now();
      await tx.query(
        `WITH items AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM config_items WHERE source = 'bulk'),
              total AS (SELECT count(*) AS items FROM items)
         INSERT INTO config_analysis (config_id, analyzer, analysis_type, severity, summary, status, message, source,
                                      first_observed, last_observed)
         SELECT items.id,
                (ARRAY['kube-score', 'trivy', 'aws-config', 'cost-explorer', 'popeye'])[1 + n % 5],
                (ARRAY['reliability', 'security', 'compliance', 'cost', 'performance'])[1 + n % 5],
                (ARRAY['critical', 'high', 'medium', 'low', 'info'])[1 + ${hash("'scale-sev' || n")} % 5],
                'Finding ' || n, CASE WHEN n % 4 = 0 THEN 'resolved' WHEN n % 9 = 0 THEN 'silenced' ELSE 'open' END,
                'Generated finding ' || n, 'bulk',
                now() - (n % 90) * interval '1 day', now() - (n % 1440) * interval '1 minute'
         FROM total CROSS JOIN generate_series(1, $1::int) AS n
         JOIN items ON items.k = ${hash("'scale-ana' || n")} % total.items`,
        [analyses],
      );
      log(`  config_analysis +${analyses} (${Date.now() - started} ms)`);
    }
    for (const step of RELATIONSHIP_STEPS) {
      const missing = targets.configRelationships - (await count(tx, 'config_relationships'));
      if (missing <= 0) break;
      const started = Date.now();
      const { affectedRows } = await tx.query(step.sql(missing));
      log(`  config_relationships, ${step.label}: +${affectedRows ?? 0} (${Date.now() - started} ms)`);
    }
  });
  await db.exec('ANALYZE config_analysis; ANALYZE config_relationships');
}

/** Seeds demo data, the large data set at `factor` and the catalog top-up. */
export async function seedCatalogScale(
  db: Database,
  options: { factor?: number; now?: Date; log?: (line: string) => void } = {},
) {
  const factor = options.factor ?? 1;
  const log = options.log ?? ((line: string) => console.log(line));
  await seedDemo(db, { scale: 'large', largeFactor: factor, now: options.now ?? new Date(), log });
  await topUpCatalogScale(db, { factor, log });
  // Bulk-loaded pages are marked all-visible, as autovacuum would, so index-only scans apply.
  for (const table of ['config_items', 'config_changes', 'config_analysis', 'config_relationships'])
    await db.exec(`VACUUM ANALYZE ${table}`);
}

async function main() {
  const factor = scaleArg(process.argv.slice(2)) ?? 1;
  const dataDir = process.env.DATABASE_URL
    ? undefined
    : (process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'catalog-scale-')));
  const db = await openDatabase(dataDir ? { dataDir } : {});
  try {
    const started = Date.now();
    await migrate(db, { log: () => undefined });
    await seedCatalogScale(db, { factor });
    const counts = await countRows(db);
    const targets = catalogScaleCounts(factor);
    console.log(
      `catalog scale x${factor} ready in ${((Date.now() - started) / 1000).toFixed(1)} s${dataDir ? ` (PGlite ${dataDir})` : ''}`,
    );
    const rows: [string, number][] = [
      ['config_items', targets.configItems],
      ['config_changes', targets.configChanges],
      ['config_analysis', targets.configAnalysis],
      ['config_relationships', targets.configRelationships],
    ];
    for (const [table, target] of rows)
      console.log(`  ${table.padEnd(22)} ${String(counts[table]).padStart(9)}  (target ${target})`);
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
