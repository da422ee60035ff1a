/**
 * Config changes CSV export benchmark: 100,000 changes exported as the console does in front of
 * an API without a CSV answer for POST /catalog/changes: page after page of 5,000 (the largest
 * the endpoint serves), each page's rows written as CSV lines and dropped. Prints, per run and
 * sort, the time to the last page, the slowest page, the rows and the growth of this process's
 * resident memory (backend and client share it), with the load average.
 *
 * Targets (PostgreSQL 15): 100,000 changes in at most 10 s; memory growth under 100 MB.
 *
 *   pnpm --filter @opsdeck/backend bench:csv:changes                      # PGlite in a temp dir
 *   DATABASE_URL=postgres://.../db pnpm --filter @opsdeck/backend bench:csv:changes   # an empty database
 *   --rows 100000 --runs 2
 */
import { CATALOG_CHANGES_MAX_PAGE_SIZE, CATALOG_CHANGES_PATH, csvLine } from '@opsdeck/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { issueAccessToken } from '../src/authz/tokens';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import type { Database } from '../src/db/types';
import { createBackend } from '../src/http/backend';
import { silentLogger } from '../src/http/logger';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(name);
  return at === -1 ? fallback : Number(argv[at + 1]);
};
const ROWS = option('--rows', 100_000);
const RUNS = option('--runs', 2);
const ITEMS = 1_000;
const TARGET_MS = 10_000;
const TARGET_GROWTH_MB = 100;
const URL_ = process.env.DATABASE_URL;
const MB = 1024 * 1024;
/** The changes table's columns as the console writes them. */
const COLUMNS = [
  'created_at',
  'name',
  'type',
  'change_type',
  'severity',
  'summary',
  'source',
  'count',
  'created_by',
  'id',
  'config_id',
];
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function seed(db: Database): Promise<Record<string, string>> {
  const started = Date.now();
  await db.transaction(async (tx) => {
    await tx.query(`SELECT set_config('opsdeck.skip_events', 'on', true)`);
    await tx.query(
      `INSERT INTO config_items (config_class, type, name, status, health, tags, config, created_at)
       SELECT 'Deployment', 'Bench::Deployment', 'deployment-' || lpad(g::text, 5, '0'), 'Running', 'healthy',
              jsonb_build_object('namespace', 'ns-' || (g % 20), 'cluster', 'bench'), '{}'::jsonb, now() - interval '30 days'
         FROM generate_series(1, $1::int) AS g`,
      [ITEMS],
    );
    await tx.query(
      `INSERT INTO config_changes (config_id, change_type, severity, source, summary, details, created_at, inserted_at)
       SELECT ci.id, 'diff', 'info', 'kubernetes', 'replicas ' || (g % 7) || ' -> ' || (g % 7 + 1) || ', "rolled"',
              jsonb_build_object('path', 'spec.replicas'), now() - g * interval '500 milliseconds', now()
         FROM generate_series(1, $1::int) AS g
         JOIN (SELECT id, row_number() OVER (ORDER BY name) - 1 AS n FROM config_items WHERE type = 'Bench::Deployment') ci
           ON ci.n = g % $2::int`,
      [ROWS, ITEMS],
    );
  });
  await db.query('ANALYZE config_items').catch(() => undefined);
  await db.query('ANALYZE config_changes').catch(() => undefined);
  const person = await db.query<{ id: string }>(
    `INSERT INTO people (name, email, type) VALUES ('Changes Bench', 'changes-bench@example.com', 'user') RETURNING id`,
  );
  const personId = person.rows[0]!.id;
  await db.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, 'admin')`, [personId]);
  console.log(`seeded ${ITEMS} config items and ${ROWS} changes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const { token } = await issueAccessToken(db, { personId, name: 'changes bench', expiresAt: new Date(Date.now() + 3_600_000) });
  return { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' };
}

interface Run {
  ms: number;
  slowestPageMs: number;
  rows: number;
  bytes: number;
  growthMb: number;
}

/** Every page of the filter, in turn, written as CSV lines that are counted and dropped. */
async function exportOnce(url: string, headers: Record<string, string>, filter: Record<string, unknown>): Promise<Run> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  let rows = 0;
  let bytes = csvLine(COLUMNS).length;
  let slowestPageMs = 0;
  try {
    for (let page = 1; ; page += 1) {
      const pageStarted = performance.now();
      const answer = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...filter, page, page_size: CATALOG_CHANGES_MAX_PAGE_SIZE }),
      });
      if (!answer.ok) throw new Error(`page ${page}: HTTP ${answer.status} ${await answer.text()}`);
      const body = (await answer.json()) as { total?: number; changes?: Record<string, unknown>[] };
      const changes = body.changes ?? [];
      for (const change of changes) bytes += 1 + csvLine(COLUMNS.map((key) => change[key])).length;
      rows += changes.length;
      slowestPageMs = Math.max(slowestPageMs, performance.now() - pageStarted);
      if (changes.length < CATALOG_CHANGES_MAX_PAGE_SIZE || rows >= (body.total ?? 0)) break;
    }
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ms: performance.now() - started, slowestPageMs, rows, bytes, growthMb: (peak - before) / MB };
}

function report(label: string, run: Run): boolean {
  const met = run.rows === ROWS && run.ms <= TARGET_MS && run.growthMb < TARGET_GROWTH_MB;
  console.log(
    `${label}: ${(run.ms / 1000).toFixed(2)} s (target ${TARGET_MS / 1000} s), slowest page ${run.slowestPageMs.toFixed(0)} ms, ` +
      `${run.rows} rows, ${(run.bytes / MB).toFixed(1)} MB of CSV, RSS growth ${run.growthMb.toFixed(1)} MB ` +
      `(target < ${TARGET_GROWTH_MB} MB), load average ${load()} -> ${met ? 'met' : 'NOT met'}`,
  );
  return met;
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'opsdeck-changes-csv-bench-'));
  const db = await openDatabase({ databaseUrl: URL_, dataDir: URL_ ? undefined : path.join(dir, 'pglite') });
  console.log(`Config changes CSV export benchmark on ${db.kind}, ${os.cpus().length} cores, load average ${load()}`);
  try {
    await migrate(db);
    const headers = await seed(db);
    const backend = await createBackend({ db, logger: silentLogger, logRequests: false });
    const server = createServer(backend.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api${CATALOG_CHANGES_PATH}`;
    // The changes page's filters over a window holding every seeded change, newest first and by item name.
    const window = { from: 'now-7d', config_type: 'Bench::Deployment', type: 'diff' };
    let allMet = true;
    for (let i = 1; i <= RUNS; i += 1) {
      allMet = report(`newest first, run ${i}`, await exportOnce(url, headers, { ...window, sort_by: '-created_at' })) && allMet;
      allMet = report(`by name, run ${i}`, await exportOnce(url, headers, { ...window, sort_by: 'name' })) && allMet;
    }
    console.log(allMet ? 'all targets met' : 'some targets NOT met');
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await backend.close();
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
    console.log(`load average at the end ${load()}`);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
