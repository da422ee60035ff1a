/**
 * Engine benchmark at the 'large' demo scale: latency (p50/p95) and requests per second of the
 * UI's typical list queries through the PostgREST engine, each measured against the same result
 * produced by hand-written SQL in the same run, interleaved so both see the same machine load.
 *
 *   pnpm exec tsx bench/engine.ts                               # PGlite in a fresh temp directory
 *   BENCH_DATA_DIR=/path pnpm exec tsx bench/engine.ts          # PGlite kept in /path (re-runs skip seeding)
 *   DATABASE_URL=postgres://... pnpm exec tsx bench/engine.ts   # a real server (use a dedicated database)
 *   BENCH_ITERATIONS=200 BENCH_SECONDS=8                        # per query and variant (caps)
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import type { Database } from '../src/db/types';
import { seedDemo } from '../src/demo/seed';
import { issueAccessToken } from '../src/authz/tokens';
import { createBackend } from '../src/http/backend';
import { silentLogger } from '../src/http/logger';
import { createEngine, type Engine } from '../src/postgrest/engine';
import { BENCH_QUERIES, type BenchQuery, type BenchTargets } from './engine-queries';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP = 10;

interface Stats {
  p50: number;
  p95: number;
  mean: number;
  rps: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const mean = samples.reduce((sum, x) => sum + x, 0) / samples.length;
  return { p50: at(0.5), p95: at(0.95), mean, rps: 1000 / mean };
}

const ms = (value: number) => value.toFixed(2).padStart(8);

async function viaEngine(engine: Engine, query: BenchQuery, targets: BenchTargets): Promise<string> {
  const target = query.engine(targets);
  const q = target.indexOf('?');
  const res = await engine.handle({
    method: 'GET',
    name: target.slice(0, q),
    query: target.slice(q + 1),
    ...(query.count && { prefer: 'count=exact' }),
  });
  if (res.status >= 300) throw new Error(`${query.label}: ${res.status} ${res.body}`);
  return res.body ?? '';
}

async function viaSql(db: Database, query: BenchQuery, targets: BenchTargets): Promise<string> {
  const { sql, params } = query.sql(targets);
  const { rows } = await db.query<{ body: string }>(sql, params);
  return rows[0]!.body;
}

async function measure(engine: Engine, db: Database, query: BenchQuery, targets: BenchTargets) {
  const engineBody = await viaEngine(engine, query, targets);
  const sqlBody = await viaSql(db, query, targets);
  const same = isDeepStrictEqual(JSON.parse(engineBody), JSON.parse(sqlBody));
  for (let i = 0; i < WARMUP; i += 1) {
    await viaEngine(engine, query, targets);
    await viaSql(db, query, targets);
  }
  const engineSamples: number[] = [];
  const sqlSamples: number[] = [];
  const deadline = Date.now() + SECONDS * 1000;
  for (let i = 0; i < ITERATIONS && Date.now() < deadline; i += 1) {
    // Alternate which variant goes first so neither always runs on a warmer cache.
    const order = i % 2 === 0 ? ['engine', 'sql'] : ['sql', 'engine'];
    for (const variant of order) {
      const started = process.hrtime.bigint();
      if (variant === 'engine') await viaEngine(engine, query, targets);
      else await viaSql(db, query, targets);
      (variant === 'engine' ? engineSamples : sqlSamples).push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  return {
    engine: stats(engineSamples),
    sql: stats(sqlSamples),
    samples: engineSamples.length,
    same,
    rows: JSON.parse(engineBody).length as number,
  };
}

async function findTargets(db: Database): Promise<BenchTargets> {
  const one = async (sql: string) => {
    const row = (await db.query<Record<string, string>>(sql)).rows[0];
    if (!row) throw new Error(`benchmark target not found: ${sql}`);
    return Object.values(row)[0]!;
  };
  return {
    checkId: await one(`SELECT id FROM checks WHERE name = 'bulk-check-004242'`),
    configId: await one(`SELECT id FROM config_items WHERE type = 'Kubernetes::Deployment' AND name = 'app-4242'`),
    namespace: await one(
      `SELECT tags->>'namespace' FROM config_items WHERE type = 'Kubernetes::Deployment' AND name = 'app-4242'`,
    ),
    since: new Date(Date.now() - 24 * 3_600_000).toISOString(),
  };
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const tempDir = !url && !process.env.BENCH_DATA_DIR ? mkdtempSync(path.join(os.tmpdir(), 'opsdeck-engine-bench-')) : null;
  const db = await openDatabase({ databaseUrl: url, dataDir: process.env.BENCH_DATA_DIR ?? tempDir ?? undefined });
  try {
    await migrate(db);
    const seeded = await seedDemo(db, { scale: 'large', log: () => undefined });
    console.log(
      `engine bench on ${db.kind}; data ${seeded.seeded ? `seeded in ${(seeded.ms / 1000).toFixed(0)} s` : 'reused'}: ` +
        `${seeded.counts.config_items} config items, ${seeded.counts.config_changes} changes, ${seeded.counts.checks} checks, ${seeded.counts.check_statuses} statuses`,
    );
    const engine = createEngine({ db });
    await engine.model();
    const targets = await findTargets(db);
    console.log(
      `${'query'.padEnd(44)} ${'rows'.padStart(5)} ${'engine p50'.padStart(11)} ${'p95'.padStart(8)} ${'req/s'.padStart(8)} ${'sql p50'.padStart(9)} ${'p95'.padStart(8)} ${'req/s'.padStart(8)} ${'ratio p50'.padStart(9)} ${'mean'.padStart(6)}`,
    );
    for (const query of BENCH_QUERIES) {
      const r = await measure(engine, db, query, targets);
      console.log(
        `${query.label.padEnd(44)} ${String(r.rows).padStart(5)} ${ms(r.engine.p50)}ms ${ms(r.engine.p95)} ${r.engine.rps.toFixed(0).padStart(8)} ` +
          `${ms(r.sql.p50)}ms ${ms(r.sql.p95)} ${r.sql.rps.toFixed(0).padStart(8)} ${(r.engine.p50 / r.sql.p50).toFixed(2).padStart(8)}x ${(r.engine.mean / r.sql.mean).toFixed(2).padStart(5)}x` +
          `${r.same ? '' : '  (results differ!)'} [${r.samples} samples]`,
      );
    }
  } finally {
    await db.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
