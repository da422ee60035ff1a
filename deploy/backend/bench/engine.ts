/**
 * Engine benchmark at the 'large' demo scale: latency (p50/p95) and requests per second of the
 * UI's typical list queries through the PostgREST engine, each measured against the same result
 * produced by hand-written SQL in the same run (interleaved, so both see the same machine load),
 * and through the full HTTP path (bearer-token authentication, role loading, authorization).
 *
 *   pnpm exec tsx bench/engine.ts                               # PGlite in a fresh temp directory
 *   BENCH_DATA_DIR=/path pnpm exec tsx bench/engine.ts          # PGlite kept in /path (re-runs skip seeding)
 *   DATABASE_URL=postgres://... pnpm exec tsx bench/engine.ts   # a real server (use a dedicated database)
 *   BENCH_ITERATIONS=200 BENCH_SECONDS=8                        # per query (caps)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { issueAccessToken } from '../src/authz/tokens';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import type { Database } from '../src/db/types';
import { seedDemo } from '../src/demo/seed';
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

type Runner = (query: BenchQuery, targets: BenchTargets) => Promise<string>;

const viaEngine =
  (engine: Engine): Runner =>
  async (query, targets) => {
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
  };

const viaSql =
  (db: Database): Runner =>
  async (query, targets) => {
    const { sql, params } = query.sql(targets);
    const { rows } = await db.query<{ body: string }>(sql, params);
    return rows[0]!.body;
  };

/** The whole request path over loopback HTTP with an admin's access token. */
async function viaHttp(db: Database): Promise<{ run: Runner; close: () => Promise<void> }> {
  const admin = await db.query<{ id: string }>(`SELECT v0 AS id FROM casbin_rule WHERE ptype = 'g' AND v1 = 'admin' LIMIT 1`);
  const expiresAt = new Date(Date.now() + 3_600_000);
  const { token } = await issueAccessToken(db, { personId: admin.rows[0]!.id, name: 'engine bench', expiresAt });
  const backend = await createBackend({ db, logger: silentLogger, logRequests: false });
  const server = createServer(backend.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/db/`;
  const run: Runner = async (query, targets) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    if (query.count) headers.Prefer = 'count=exact';
    const res = await fetch(base + query.engine(targets), { headers });
    if (res.status >= 300) throw new Error(`${query.label} over HTTP: ${res.status} ${await res.text()}`);
    return res.text();
  };
  return { run, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function measure(runners: Record<'engine' | 'sql' | 'http', Runner>, query: BenchQuery, targets: BenchTargets) {
  const bodies = {
    engine: await runners.engine(query, targets),
    sql: await runners.sql(query, targets),
    http: await runners.http(query, targets),
  };
  const same = isDeepStrictEqual(JSON.parse(bodies.engine), JSON.parse(bodies.sql)) && bodies.http === bodies.engine;
  const variants = ['engine', 'sql', 'http'] as const;
  for (let i = 0; i < WARMUP; i += 1) for (const v of variants) await runners[v](query, targets);
  const samples = { engine: [] as number[], sql: [] as number[], http: [] as number[] };
  const deadline = Date.now() + SECONDS * 1000;
  for (let i = 0; i < ITERATIONS && Date.now() < deadline; i += 1) {
    // Rotate which variant goes first so none always runs on a warmer cache.
    for (let k = 0; k < variants.length; k += 1) {
      const variant = variants[(i + k) % variants.length]!;
      const started = process.hrtime.bigint();
      await runners[variant](query, targets);
      samples[variant].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  return {
    engine: stats(samples.engine),
    sql: stats(samples.sql),
    http: stats(samples.http),
    count: samples.engine.length,
    same,
    rows: (JSON.parse(bodies.engine) as unknown[]).length,
  };
}

async function findTargets(db: Database): Promise<BenchTargets> {
  const one = async (sql: string) => {
    const row = (await db.query<Record<string, string>>(sql)).rows[0];
    if (!row) throw new Error(`benchmark target not found: ${sql}`);
    return Object.values(row)[0]!;
  };
  const deployment = `FROM config_items WHERE type = 'Kubernetes::Deployment' AND name = 'app-4242'`;
  return {
    checkId: await one(`SELECT id FROM checks WHERE name = 'bulk-check-004242'`),
    configId: await one(`SELECT id ${deployment}`),
    namespace: await one(`SELECT tags->>'namespace' ${deployment}`),
    since: new Date(Date.now() - 24 * 3_600_000).toISOString(),
  };
}

const num = (value: number, width = 7) => value.toFixed(2).padStart(width);
const cell = (s: Stats) => `${num(s.p50)} ${num(s.p95)} ${s.rps.toFixed(0).padStart(6)}`;

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const tempDir = !url && !process.env.BENCH_DATA_DIR ? mkdtempSync(path.join(os.tmpdir(), 'opsdeck-engine-bench-')) : null;
  const db = await openDatabase({ databaseUrl: url, dataDir: process.env.BENCH_DATA_DIR ?? tempDir ?? undefined });
  try {
    await migrate(db);
    const seeded = await seedDemo(db, { scale: 'large', log: () => undefined });
    const c = seeded.counts;
    console.log(
      `engine bench on ${db.kind}; data ${seeded.seeded ? `seeded in ${(seeded.ms / 1000).toFixed(0)} s` : 'reused'}: ` +
        `${c.config_items} config items, ${c.config_changes} changes, ${c.checks} checks, ${c.check_statuses} statuses, ${c.incidents} incidents`,
    );
    const engine = createEngine({ db });
    await engine.model();
    const targets = await findTargets(db);
    const http = await viaHttp(db);
    console.log('latency ms: p50 p95; req/s = 1000 / mean of sequential requests; ratio = engine / hand SQL (p50, mean)');
    console.log(
      `${'query'.padEnd(42)} ${'rows'.padStart(4)} | ${'engine p50/p95  req/s'.padStart(22)} | ${'hand SQL p50/p95 req/s'.padStart(22)} | ${'ratio'.padStart(12)} | ${'HTTP+auth p50/p95 req/s'.padStart(22)}`,
    );
    try {
      for (const query of BENCH_QUERIES) {
        const r = await measure({ engine: viaEngine(engine), sql: viaSql(db), http: http.run }, query, targets);
        const ratio = `${(r.engine.p50 / r.sql.p50).toFixed(2)}x ${(r.engine.mean / r.sql.mean).toFixed(2)}x`;
        console.log(
          `${query.label.padEnd(42)} ${String(r.rows).padStart(4)} | ${cell(r.engine)} | ${cell(r.sql)} | ${ratio.padStart(12)} | ${cell(r.http)}` +
            `${r.same ? '' : '  (results differ!)'} [${r.count}]`,
        );
      }
    } finally {
      await http.close();
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
