/**
 * Engine benchmark: latency (p50/p95) and requests per second of the UI's typical list queries
 * through the PostgREST engine, each measured against the same result produced by hand-written
 * SQL in the same run (interleaved, so both see the same machine load), and through the full
 * HTTP path (bearer-token authentication, role loading, authorization of every relation); then
 * throughput with N clients in parallel over HTTP; last POST /resources/search against its 50 ms
 * target (bench/resource-search.ts).
 *
 *   pnpm exec tsx bench/engine.ts                       # large data (x1: 10k checks, 100k configs, 1M changes), PGlite in a temp dir
 *   pnpm exec tsx bench/engine.ts --scale 0.1           # the large data set at a tenth of its counts
 *   pnpm exec tsx bench/engine.ts --smoke               # demo data only, short runs: well under a minute
 *   pnpm exec tsx bench/engine.ts --clients 16          # parallel clients of the throughput part (default 8)
 *   pnpm exec tsx bench/engine.ts --out result.json     # also write the figures as JSON
 *   BENCH_DATA_DIR=/path ...                            # PGlite kept in /path (re-runs skip seeding)
 *   DATABASE_URL=postgres://... ...                     # a real server (use a dedicated database)
 *   BENCH_ITERATIONS=200 BENCH_SECONDS=8 BENCH_CONCURRENT_SECONDS=5   # per query (caps)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { CATALOGUE_EXPOSURE } from '../src/authz/relations';
import { issueAccessToken } from '../src/authz/tokens';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import type { Database } from '../src/db/types';
import { scaleArg } from '../src/demo/cli';
import { largeCounts } from '../src/demo/large';
import { seedDemo } from '../src/demo/seed';
import { createBackend } from '../src/http/backend';
import { silentLogger } from '../src/http/logger';
import { createEngine, type Engine } from '../src/postgrest/engine';
import { BENCH_QUERIES, type BenchQuery, type BenchTargets } from './engine-queries';
import { benchResourceSearch } from './resource-search';

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(name);
const option = (name: string): string | undefined => {
  const at = argv.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (at === -1) return undefined;
  return argv[at]!.includes('=') ? argv[at]!.split('=').slice(1).join('=') : argv[at + 1];
};
const SMOKE = flag('--smoke');
/** Large-data factor; the smoke run uses the demo data alone. */
const SCALE = SMOKE ? 0 : (scaleArg(argv) ?? 1);
const CLIENTS = Number(option('--clients') ?? 8);
const OUT = option('--out');
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? (SMOKE ? 30 : 200));
const SECONDS = Number(process.env.BENCH_SECONDS ?? (SMOKE ? 1 : 8));
const CONCURRENT_SECONDS = Number(process.env.BENCH_CONCURRENT_SECONDS ?? (SMOKE ? 1 : 5));
const WARMUP = SMOKE ? 3 : 10;

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

/**
 * The rows the per-item queries look at: at large scale a bulk check and deployment (always the
 * same ones), otherwise (demo data, small factors) the check with the most statuses and the
 * config item with the most changes.
 */
async function findTargets(db: Database): Promise<BenchTargets> {
  const first = async (...queries: string[]) => {
    for (const sql of queries) {
      const row = (await db.query<Record<string, string>>(sql)).rows[0];
      if (row) return Object.values(row)[0]!;
    }
    throw new Error(`benchmark target not found: ${queries.join(' / ')}`);
  };
  const configId = await first(
    `SELECT id FROM config_items WHERE type = 'Kubernetes::Deployment' AND name = 'app-4242'`,
    `SELECT config_id FROM config_changes GROUP BY config_id ORDER BY count(*) DESC, config_id LIMIT 1`,
  );
  return {
    checkId: await first(
      `SELECT id FROM checks WHERE name = 'bulk-check-004242'`,
      `SELECT check_id FROM check_statuses GROUP BY check_id ORDER BY count(*) DESC, check_id LIMIT 1`,
    ),
    configId,
    namespace: await first(
      `SELECT tags->>'namespace' FROM config_items WHERE id = '${configId}' AND tags ? 'namespace'`,
      `SELECT tags->>'namespace' FROM config_items WHERE tags ? 'namespace' GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    ),
    since: new Date(Date.now() - 24 * 3_600_000).toISOString(),
  };
}

/** `clients` loops sending the query back to back for `seconds`: completed requests per second and latency. */
async function concurrent(run: Runner, query: BenchQuery, targets: BenchTargets, clients: number, seconds: number) {
  const samples: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < deadline) {
        const t0 = process.hrtime.bigint();
        await run(query, targets);
        samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const s = stats(samples);
  return { p50: s.p50, p95: s.p95, rps: samples.length / elapsed, requests: samples.length };
}

function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown cpu'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}, node ${process.version}`;
}

const num = (value: number, width = 7) => value.toFixed(2).padStart(width);
const cell = (s: Stats) => `${num(s.p50)} ${num(s.p95)} ${s.rps.toFixed(0).padStart(6)}`;

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const tempDir = !url && !process.env.BENCH_DATA_DIR ? mkdtempSync(path.join(os.tmpdir(), 'opsdeck-engine-bench-')) : null;
  const db = await openDatabase({ databaseUrl: url, dataDir: process.env.BENCH_DATA_DIR ?? tempDir ?? undefined });
  const startedAt = new Date();
  try {
    await migrate(db);
    const seeded = await seedDemo(db, {
      scale: SCALE > 0 ? 'large' : 'demo',
      ...(SCALE > 0 && { largeFactor: SCALE }),
      log: () => undefined,
    });
    const c = seeded.counts;
    const data = SCALE > 0 ? `large x${SCALE}` : 'demo';
    console.log(`engine bench ${startedAt.toISOString()} on ${machine()}`);
    console.log(
      `database ${db.kind}; ${SMOKE ? 'smoke run, ' : ''}${data} data ${seeded.seeded ? `seeded in ${(seeded.ms / 1000).toFixed(0)} s` : 'reused'}: ` +
        `${c.config_items} config items, ${c.config_changes} changes, ${c.checks} checks, ${c.check_statuses} statuses, ${c.incidents} incidents` +
        (SCALE > 0 ? ` (bulk part: ${JSON.stringify(largeCounts(SCALE))})` : ''),
    );
    // As the backend builds it (createBackend), including OPSDECK_PGLITE_MAX_COST.
    const maxCost = process.env.OPSDECK_PGLITE_MAX_COST;
    const engine = createEngine({ db, exposure: CATALOGUE_EXPOSURE, ...(maxCost !== undefined && { maxCost: Number(maxCost) }) });
    await engine.model();
    const targets = await findTargets(db);
    const http = await viaHttp(db);
    const results: Record<string, unknown>[] = [];
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
        results.push({ query: query.label, ...r });
      }
      console.log(
        `\nthroughput over HTTP+auth with ${CLIENTS} parallel clients, ${CONCURRENT_SECONDS} s per query (latency ms p50 p95)`,
      );
      console.log(`${'query'.padEnd(42)} | ${'req/s'.padStart(7)} | ${'p50'.padStart(7)} ${'p95'.padStart(7)} | requests`);
      for (const query of BENCH_QUERIES) {
        const r = await concurrent(http.run, query, targets, CLIENTS, CONCURRENT_SECONDS);
        console.log(`${query.label.padEnd(42)} | ${r.rps.toFixed(0).padStart(7)} | ${num(r.p50)} ${num(r.p95)} | ${r.requests}`);
        const entry = results.find((e) => e.query === query.label);
        if (entry) entry.concurrent = { clients: CLIENTS, ...r };
      }
    } finally {
      await http.close();
    }
    const searchPass = await benchResourceSearch(db, SMOKE ? 10 : 50);
    if (OUT) {
      writeFileSync(
        OUT,
        `${JSON.stringify({ date: startedAt.toISOString(), machine: machine(), database: db.kind, data, smoke: SMOKE, counts: c, results, resourceSearchPass: searchPass }, null, 2)}\n`,
      );
      console.log(`figures written to ${OUT}`);
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
