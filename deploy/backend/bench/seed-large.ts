/**
 * Seeds the 'large' data set and prints timings, row counts and the latency of the UI's heaviest
 * list queries against it.
 *
 *   pnpm exec tsx bench/seed-large.ts                      # PGlite in a fresh temp directory
 *   DATABASE_URL=postgres://... pnpm exec tsx bench/seed-large.ts   # a real server (use an empty database)
 *   BENCH_DATA_DIR=/path pnpm exec tsx bench/seed-large.ts # PGlite in a chosen directory (kept)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { findForeignKeyViolations } from '../src/db/integrity';
import type { Database } from '../src/db/types';
import { countRows, seedDemo } from '../src/demo/seed';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function time<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await fn();
  console.log(`${label}: ${seconds(Date.now() - started)}`);
  return result;
}

/** The list queries the screens send most, in the shape the query engine produces. */
async function probeQueries(db: Database): Promise<void> {
  const one = async (sql: string, params: unknown[] = []) => (await db.query<Record<string, unknown>>(sql, params)).rows[0] ?? {};
  const check = await one("SELECT id FROM checks WHERE name = 'bulk-check-004242'");
  const config = await one("SELECT id FROM config_items WHERE type = 'Kubernetes::Deployment' AND name = 'app-4242'");
  const probes: [string, string, unknown[]][] = [
    ['configs page 1 (50 rows, ordered by name)', 'SELECT * FROM configs WHERE deleted_at IS NULL ORDER BY name LIMIT 50', []],
    ['configs exact count', 'SELECT count(*) FROM configs WHERE deleted_at IS NULL', []],
    ['configs of one type, page 1', "SELECT * FROM configs WHERE type = 'Kubernetes::Pod' ORDER BY name LIMIT 50", []],
    [
      'config_changes of one item, newest 50',
      'SELECT * FROM config_changes WHERE config_id = $1 ORDER BY created_at DESC LIMIT 50',
      [config.id],
    ],
    ['config_changes feed, newest 50', 'SELECT * FROM config_changes ORDER BY created_at DESC LIMIT 50', []],
    [
      'check history page (1 day, 50 rows)',
      "SELECT * FROM check_statuses WHERE check_id = $1 AND time > now() - interval '1 day' ORDER BY time DESC LIMIT 50",
      [check.id],
    ],
    [
      'check_summary with uptime/latency, all non-deleted checks',
      'SELECT id, uptime, latency FROM check_summary WHERE deleted_at IS NULL',
      [],
    ],
    ['topology roots with children', 'SELECT * FROM topology WHERE parent_id IS NULL', []],
    [
      'related_configs_recursive of a deployment',
      "SELECT count(*) FROM related_configs_recursive($1, 'all', false, 3)",
      [config.id],
    ],
    ['config_types', 'SELECT * FROM config_types', []],
  ];
  for (const [label, sql, params] of probes) {
    const started = Date.now();
    await db.query(sql, params);
    console.log(`  query ${label}: ${Date.now() - started} ms`);
  }
}

async function main() {
  const url = process.env.DATABASE_URL;
  const tempDir = !url && !process.env.BENCH_DATA_DIR ? mkdtempSync(path.join(os.tmpdir(), 'opsdeck-bench-')) : null;
  const dataDir = process.env.BENCH_DATA_DIR ?? tempDir ?? undefined;
  const db = await openDatabase({ databaseUrl: url, dataDir });
  console.log(`engine: ${db.kind}${dataDir ? ` (${dataDir})` : ''}`);
  try {
    await time('migrate', () => migrate(db));
    const now = new Date();
    await time('seed demo', () => seedDemo(db, { scale: 'demo', now, log: () => undefined }));
    const started = Date.now();
    await seedDemo(db, { scale: 'large', now });
    console.log(`seed large (bulk part): ${seconds(Date.now() - started)}`);
    const counts = await countRows(db);
    for (const [table, n] of Object.entries(counts))
      console.log(`  ${table.padEnd(32)} ${n.toLocaleString('en-US').padStart(12)}`);
    const violations = await time('foreign-key verification', () => findForeignKeyViolations(db));
    if (violations.length > 0) throw new Error(`foreign keys violated: ${JSON.stringify(violations)}`);
    await probeQueries(db);
  } finally {
    await db.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
