/**
 * Catalog benchmark: the catalog's API calls over loopback HTTP (access token, role loading,
 * authorization, engine or endpoint) at the catalog's large scale (bench/catalog-scale.ts: 100,000
 * items, 1,000,000 changes, 100,000 insights, 300,000 relationships), each judged against its
 * target by p95:
 *
 * | call                                                                    | target |
 * | ----------------------------------------------------------------------- | ------ |
 * | list: GET /db/configs, one type, sorted by name, page 1 with exact count |  100 ms |
 * | changes: POST /catalog/changes, one type and severity, page 1           |  150 ms |
 * | summary: POST /catalog/summary by type                                  |  200 ms |
 * | related configs: GET /db/rpc/related_configs_recursive, depth 10        |  200 ms |
 *
 *   pnpm --filter @opsdeck/backend bench:catalog                 # PGlite in a temp directory, seeded first
 *   pnpm --filter @opsdeck/backend bench:catalog -- --scale 0.1  # a tenth of the counts
 *   BENCH_DATA_DIR=/path ...                                     # PGlite kept in /path (re-runs skip seeding)
 *   DATABASE_URL=postgres://... ...                              # a real server (use a dedicated database)
 *   BENCH_ITERATIONS=100 BENCH_SECONDS=10                        # per call (caps)
 *
 * Exits 1 when a p95 misses its target.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { issueAccessToken } from '../src/authz/tokens';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import type { Database } from '../src/db/types';
import { scaleArg } from '../src/demo/cli';
import { createBackend } from '../src/http/backend';
import { silentLogger } from '../src/http/logger';
import { catalogScaleCounts, seedCatalogScale } from './catalog-scale';
import { fmt, loadAverage, stats } from './stats';

const FACTOR = scaleArg(process.argv.slice(2)) ?? 1;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = 5;

/** The list's columns, as the catalog page reads them (contracts CATALOG_LIST_COLUMNS). */
const LIST_COLUMNS =
  'id,name,type,config_class,health,status,labels,tags,changes,analysis,cost_per_minute,cost_total_1d,cost_total_7d,cost_total_30d,agent_id,created_at,updated_at,deleted_at';

interface Call {
  label: string;
  targetMs: number;
  request: (ids: Fixture) => { method: 'GET' | 'POST'; path: string; body?: unknown; prefer?: string };
}

interface Fixture {
  deployment: string;
}

const CALLS: Call[] = [
  {
    label: 'list: configs of one type, by name, page 1, exact count',
    targetMs: 100,
    request: () => ({
      method: 'GET',
      path: `/db/configs?select=${LIST_COLUMNS}&deleted_at=is.null&and=(type.in.("Kubernetes::Pod"))&order=name.asc.nullslast,id.asc&limit=50&offset=0`,
      prefer: 'count=exact',
    }),
  },
  {
    label: 'changes: one type, high and above, last 7 days, page 1',
    targetMs: 150,
    request: () => ({
      method: 'POST',
      path: '/catalog/changes',
      body: { config_type: 'Kubernetes::Pod', severity: 'high', from: 'now-7d', page: 1, page_size: 50, sort_by: '-created_at' },
    }),
  },
  {
    label: 'changes: all items, last 2 days, page 1',
    targetMs: 150,
    request: () => ({ method: 'POST', path: '/catalog/changes', body: { page: 1, page_size: 50 } }),
  },
  {
    label: 'changes: one deployment and its children, depth 5',
    targetMs: 150,
    request: ({ deployment }) => ({
      method: 'POST',
      path: '/catalog/changes',
      body: { id: deployment, recursive: 'downstream', depth: 5, from: 'now-30d', page: 1, page_size: 50 },
    }),
  },
  {
    label: 'summary: by type',
    targetMs: 200,
    request: () => ({ method: 'POST', path: '/catalog/summary', body: { groupBy: ['type'] } }),
  },
  {
    label: 'related configs: a deployment, outgoing, depth 10',
    targetMs: 200,
    request: ({ deployment }) => ({
      method: 'GET',
      path: `/db/rpc/related_configs_recursive?config_id=${deployment}&type_filter=outgoing&include_deleted_configs=false&max_depth=10&select=id,name,type,health,status,deleted_at,related_ids`,
    }),
  },
  {
    label: 'related configs: a deployment, both directions, depth 10',
    targetMs: 200,
    request: ({ deployment }) => ({
      method: 'GET',
      path: `/db/rpc/related_configs_recursive?config_id=${deployment}&type_filter=all&include_deleted_configs=false&max_depth=10&select=id,name,type,health,status,deleted_at,related_ids`,
    }),
  },
];

async function openServer(db: Database) {
  const admin = await db.query<{ id: string }>(`SELECT v0 AS id FROM casbin_rule WHERE ptype = 'g' AND v1 = 'admin' LIMIT 1`);
  const { token } = await issueAccessToken(db, {
    personId: admin.rows[0]!.id,
    name: 'catalog bench',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const backend = await createBackend({ db, logger: silentLogger, logRequests: false });
  const server = createServer(backend.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const send = async (request: ReturnType<Call['request']>) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    if (request.prefer) headers.Prefer = request.prefer;
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(base + request.path, {
      method: request.method,
      headers,
      ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${request.method} ${request.path}: ${res.status} ${text.slice(0, 300)}`);
    return { text, range: res.headers.get('content-range') };
  };
  return { send, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** How many rows (or changes, or groups) an answer carries, for the report. */
function sizeOf(text: string): string {
  const body = JSON.parse(text) as unknown;
  if (Array.isArray(body)) return `${body.length} rows`;
  if (body && typeof body === 'object' && 'total' in body) {
    const answer = body as { total?: number; changes?: unknown[] };
    return `${answer.changes?.length ?? 0} of ${answer.total ?? 0} changes`;
  }
  return 'empty';
}

async function main() {
  const keep = process.env.BENCH_DATA_DIR;
  const dataDir = process.env.DATABASE_URL ? undefined : (keep ?? mkdtempSync(path.join(os.tmpdir(), 'catalog-bench-')));
  const db = await openDatabase(dataDir ? { dataDir } : {});
  let failed = false;
  try {
    await migrate(db, { log: () => undefined });
    const targets = catalogScaleCounts(FACTOR);
    const items = Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM config_items')).rows[0]!.n);
    if (items < targets.configItems) {
      const started = Date.now();
      console.log(`seeding the catalog scale x${FACTOR} ...`);
      await seedCatalogScale(db, { factor: FACTOR, log: () => undefined });
      console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const counts = await db.query<{ items: number; changes: number; analyses: number; relationships: number }>(
      `SELECT (SELECT count(*)::int FROM config_items) AS items, (SELECT count(*)::int FROM config_changes) AS changes,
              (SELECT count(*)::int FROM config_analysis) AS analyses, (SELECT count(*)::int FROM config_relationships) AS relationships`,
    );
    const c = counts.rows[0]!;
    console.log(
      `catalog benchmark on ${db.kind}: ${c.items} items, ${c.changes} changes, ${c.analyses} insights, ${c.relationships} relationships`,
    );
    console.log(`${os.cpus().length} CPU cores, load average ${loadAverage()} (1, 5, 15 min) before the calls`);
    // A deployment with children and calls, as a user would open one.
    const deployment = await db.query<{ id: string }>(
      `SELECT ci.id FROM config_items ci WHERE ci.type = 'Kubernetes::Deployment' AND ci.deleted_at IS NULL
        ORDER BY (SELECT count(*) FROM config_relationships r WHERE r.config_id = ci.id) DESC, ci.id LIMIT 1`,
    );
    const fixture: Fixture = { deployment: deployment.rows[0]!.id };
    const server = await openServer(db);
    try {
      console.log(`${'call'.padEnd(60)} ${'result'.padEnd(54)} target   verdict`);
      for (const call of CALLS) {
        const request = call.request(fixture);
        let first: Awaited<ReturnType<typeof server.send>>;
        try {
          first = await server.send(request);
        } catch (error) {
          failed = true;
          console.log(`${call.label.padEnd(60)} ${String(error instanceof Error ? error.message : error).slice(0, 120)}  FAIL`);
          continue;
        }
        for (let i = 0; i < WARMUP; i += 1) await server.send(request);
        const samples: number[] = [];
        const deadline = Date.now() + SECONDS * 1000;
        for (let i = 0; i < ITERATIONS && Date.now() < deadline; i += 1) {
          const started = process.hrtime.bigint();
          await server.send(request);
          samples.push(Number(process.hrtime.bigint() - started) / 1e6);
        }
        const s = stats(samples);
        const pass = s.p95 <= call.targetMs;
        failed ||= !pass;
        const size = `${sizeOf(first.text)}${first.range ? ` (${first.range})` : ''}`;
        console.log(
          `${call.label.padEnd(60)} ${`${fmt(s)}, ${size}`.padEnd(54)} ${`${call.targetMs} ms`.padEnd(8)} ${pass ? 'pass' : 'FAIL'}`,
        );
      }
      console.log(`load average ${loadAverage()} (1, 5, 15 min) after the calls`);
    } finally {
      await server.close();
    }
  } finally {
    await db.close();
    if (dataDir && !keep) rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
