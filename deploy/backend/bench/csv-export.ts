/**
 * CSV export benchmark: 100,000 config items exported through HTTP (`Accept: text/csv`, the select,
 * filter and order of a catalog list, `Prefer: count=estimated` as the console asks), read by a
 * client that keeps nothing. Prints, per run, the time to the last byte, the rows and bytes, and
 * the growth of this process's resident memory over its level before the export (sampled every
 * 10 ms; the backend, its database thread on PGlite, and the client all live in this process),
 * with the load average. A run with a client that stops reading for a while shows that a slow
 * reader does not make the process buffer the answer.
 *
 * Targets (PostgreSQL 15): 100,000 rows in at most 10 s; memory growth under 100 MB, whatever the
 * client's pace.
 *
 *   pnpm --filter @opsdeck/backend bench:csv                      # PGlite in a temp dir
 *   DATABASE_URL=postgres://.../db pnpm --filter @opsdeck/backend bench:csv   # an empty database
 *   --rows 100000 --runs 3
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
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
const RUNS = option('--runs', 3);
const TARGET_MS = 10_000;
const TARGET_GROWTH_MB = 100;
const SLOW_PAUSE_MS = 3_000;
const URL_ = process.env.DATABASE_URL;
const MB = 1024 * 1024;
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
      `INSERT INTO config_items (config_class, type, name, status, health, tags, labels, config, created_at)
       SELECT 'Deployment', 'Bench::Deployment', 'deployment-' || lpad(g::text, 6, '0') || ', "bench"',
              'Running', (ARRAY['healthy','unhealthy','warning'])[1 + g % 3],
              jsonb_build_object('namespace', 'ns-' || (g % 50), 'cluster', 'bench'),
              jsonb_build_object('app', 'app-' || (g % 200), 'team', 'team-' || (g % 20)),
              jsonb_build_object('replicas', g % 5, 'image', 'registry/app:' || g),
              now() - g * interval '1 minute'
         FROM generate_series(1, $1::int) AS g`,
      [ROWS],
    );
  });
  await db.query('ANALYZE config_items').catch(() => undefined);
  const person = await db.query<{ id: string }>(
    `INSERT INTO people (name, email, type) VALUES ('CSV Bench', 'csv-bench@example.com', 'user') RETURNING id`,
  );
  const personId = person.rows[0]!.id;
  await db.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, 'admin')`, [personId]);
  console.log(`seeded ${ROWS} config items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const { token } = await issueAccessToken(db, { personId, name: 'csv bench', expiresAt: new Date(Date.now() + 3_600_000) });
  return { Authorization: `Bearer ${token}`, Accept: 'text/csv', Prefer: 'count=estimated' };
}

interface Run {
  ms: number;
  rows: number;
  bytes: number;
  growthMb: number;
  status: number;
}

/** One export, read by a client that counts and drops what it gets; `pauseMs`: it stops reading that long first. */
function exportOnce(url: string, headers: Record<string, string>, pauseMs = 0): Promise<Run> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  return new Promise<Run>((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      let rows = 0;
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let i = 0; i < chunk.length; i += 1) if (chunk[i] === 0x0a) rows += 1;
      });
      res.on('end', () => {
        clearInterval(sampler);
        peak = Math.max(peak, process.memoryUsage().rss);
        const growthMb = (peak - before) / MB;
        resolve({ ms: performance.now() - started, rows, bytes, growthMb, status: res.statusCode ?? 0 });
      });
      res.on('error', reject);
      if (pauseMs > 0) {
        res.pause();
        setTimeout(() => res.resume(), pauseMs);
      }
    });
    req.on('error', reject);
    req.end();
  });
}

/** A paused client's time is its own pause: only its memory has a target. */
function report(label: string, run: Run, timed = true): boolean {
  const met = run.status === 200 && run.rows === ROWS && (!timed || run.ms <= TARGET_MS) && run.growthMb < TARGET_GROWTH_MB;
  console.log(
    `${label}: ${(run.ms / 1000).toFixed(2)} s${timed ? ` (target ${TARGET_MS / 1000} s)` : ''}, ${run.rows} rows, ` +
      `${(run.bytes / MB).toFixed(1)} MB, RSS growth ${run.growthMb.toFixed(1)} MB (target < ${TARGET_GROWTH_MB} MB), ` +
      `status ${run.status}, load average ${load()} -> ${met ? 'met' : 'NOT met'}`,
  );
  return met;
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'opsdeck-csv-bench-'));
  const db = await openDatabase({ databaseUrl: URL_, dataDir: URL_ ? undefined : path.join(dir, 'pglite') });
  console.log(`CSV export benchmark on ${db.kind}, ${os.cpus().length} cores, load average ${load()}`);
  try {
    await migrate(db);
    const headers = await seed(db);
    const backend = await createBackend({ db, logger: silentLogger, logRequests: false });
    const server = createServer(backend.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    const url =
      `${base}/db/config_items?select=id,name,type,config_class,status,health,tags,labels,created_at` +
      `&type=eq.Bench::Deployment&deleted_at=is.null&order=name.asc`;
    let allMet = true;
    for (let i = 1; i <= RUNS; i += 1) allMet = report(`export ${i}`, await exportOnce(url, headers)) && allMet;
    allMet =
      report(`slow client (stops reading ${SLOW_PAUSE_MS / 1000} s)`, await exportOnce(url, headers, SLOW_PAUSE_MS), false) &&
      allMet;
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
