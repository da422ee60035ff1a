/**
 * Playbook benchmark, figures against the targets:
 *   1. Run to first action started (POST /playbook/run answered, the executor polling at its
 *      default 500 ms and woken by the request): target 500 ms.
 *   2. 200 runs of a three-action playbook submitted at once, on one process: all complete, none
 *      executed twice; with DATABASE_URL also on two backend processes sharing the database.
 *   3. The runs list API (the page's requests through HTTP with a bearer token, built by the same
 *      runsListQuery: nulls last, count=estimated) at 100,000 runs and 500,000 actions: target p95
 *      100 ms; the exact count is printed for comparison.
 *
 *   pnpm --filter @opsdeck/backend bench:playbooks                 # PGlite in a temp dir
 *   DATABASE_URL=postgres://.../db pnpm --filter @opsdeck/backend bench:playbooks   # a dedicated, empty database
 *   --runs 100000 --actions 500000 --concurrent 200 --iterations 200
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { runsListQuery, type PostgrestQuery } from '@opsdeck/contracts';
import { issueAccessToken } from '../src/authz/tokens';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import type { Database } from '../src/db/types';
import { createBackend } from '../src/http/backend';
import { silentLogger } from '../src/http/logger';
import { PlaybookExecutor } from '../src/playbooks/executor';
import { startBackendProcess, untilListening, type BackendProcess } from '../src/backend-processes';
import { loadAverage, stats } from './stats';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(name);
  return at === -1 ? fallback : Number(argv[at + 1]);
};
const RUNS = option('--runs', 100_000);
const ACTIONS = option('--actions', 500_000);
const CONCURRENT = option('--concurrent', 200);
const ITERATIONS = option('--iterations', 200);
const URL_ = process.env.DATABASE_URL;
const FINAL = `('completed', 'failed', 'cancelled', 'timed_out')`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const verdict = (value: number, target: number) => (value <= target ? 'OK' : 'OVER TARGET');

async function signedIn(db: Database) {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO people (name, email) VALUES ('Bench Admin', 'bench@example.com') RETURNING id`,
  );
  const personId = rows[0]!.id;
  await db.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, 'admin')`, [personId]);
  const { token } = await issueAccessToken(db, { personId, name: 'playbook bench', expiresAt: new Date(Date.now() + 7_200_000) });
  return { Authorization: `Bearer ${token}`, Accept: 'application/json' };
}

async function insertPlaybook(db: Database, name: string, actions: unknown[]): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO playbooks (name, spec, source) VALUES ($1, $2::jsonb, 'UI') RETURNING id`,
    [name, JSON.stringify({ actions })],
  );
  return rows[0]!.id;
}

async function untilAllFinal(db: Database, playbookId: string, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query(`SELECT 1 FROM playbook_runs WHERE playbook_id = $1 AND status NOT IN ${FINAL} LIMIT 1`, [
      playbookId,
    ]);
    if (rows.length === 0) return;
    if (Date.now() > deadline) throw new Error('runs did not finish in time');
    await sleep(50);
  }
}

/** Runs whose actions were not each executed exactly once (log lines and rows both counted). */
async function executedTwice(
  db: Database,
  playbookId: string,
  log: string,
  expectedRuns: number,
): Promise<{ twice: number; completed: number }> {
  const lines = readFileSync(log, 'utf8').trim().split('\n').filter(Boolean);
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  const { rows } = await db.query<{ completed: number; rows: number; distinct_rows: number }>(
    `SELECT (SELECT count(*)::int FROM playbook_runs WHERE playbook_id = $1 AND status = 'completed') AS completed,
            count(*)::int AS rows, count(DISTINCT (a.playbook_run_id, a.name))::int AS distinct_rows
       FROM playbook_run_actions a JOIN playbook_runs r ON r.id = a.playbook_run_id WHERE r.playbook_id = $1`,
    [playbookId],
  );
  const twiceByLog = [...counts.values()].filter((n) => n > 1).length;
  const twiceByRows = rows[0]!.rows - rows[0]!.distinct_rows;
  if (lines.length !== expectedRuns * 3)
    console.log(`  warning: ${lines.length} action executions logged for ${expectedRuns * 3} actions`);
  return { twice: twiceByLog + twiceByRows, completed: rows[0]!.completed };
}

const threeSteps = (log: string) =>
  [1, 2, 3].map((n) => ({ name: `step-${n}`, exec: { script: `echo "{{.run.id}} ${n}" >> ${log}` } }));

async function firstActionLatency(db: Database, base: string, headers: Record<string, string>) {
  const playbookId = await insertPlaybook(db, 'bench-latency', [
    { name: 'first', exec: { script: 'true' } },
    { name: 'second', exec: { script: 'true' } },
    { name: 'third', exec: { script: 'true' } },
  ]);
  const samples: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const sent = Date.now();
    const res = await fetch(`${base}/playbook/run`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: playbookId }),
    });
    const { run_id } = (await res.json()) as { run_id: string };
    for (;;) {
      const { rows } = await db.query<{ start_time: string | null }>(
        `SELECT start_time FROM playbook_run_actions WHERE playbook_run_id = $1 AND name = 'first'`,
        [run_id],
      );
      if (rows[0]?.start_time) {
        samples.push(Date.parse(rows[0].start_time) - sent);
        break;
      }
      // The figure is the database's start_time: polling faster would only load the database (PGlite
      // answers one statement at a time) while the executor works.
      await sleep(20);
    }
    await untilAllFinal(db, playbookId);
  }
  const s = stats(samples);
  console.log(
    `Run to first action started (20 runs): median ${s.median} ms, p95 ${s.p95} ms, max ${Math.max(...samples)} ms; target 500 ms: ${verdict(Math.max(...samples), 500)}`,
  );
}

async function manyAtOnceOneProcess(db: Database, base: string, headers: Record<string, string>, dir: string) {
  const log = path.join(dir, 'one-process.log');
  const playbookId = await insertPlaybook(db, 'bench-many', threeSteps(log));
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: CONCURRENT }, () =>
      fetch(`${base}/playbook/run`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: playbookId }),
      }),
    ),
  );
  const refused = answers.filter((res) => res.status !== 201).length;
  await untilAllFinal(db, playbookId);
  const { twice, completed } = await executedTwice(db, playbookId, log, CONCURRENT);
  console.log(
    `${CONCURRENT} runs x 3 actions at once, one process: ${completed}/${CONCURRENT} completed in ${((Date.now() - started) / 1000).toFixed(1)} s, ${refused} refused, executed twice: ${twice}; target all complete, none twice: ${completed === CONCURRENT && twice === 0 ? 'OK' : 'FAILED'}`,
  );
}

async function manyAtOnceTwoProcesses(db: Database, url: string, dir: string) {
  const children: BackendProcess[] = await Promise.all(
    ['a', 'b'].map((name) => startBackendProcess(name, url, { OPSDECK_DEMO: '' })),
  );
  try {
    await Promise.all(children.map((child) => untilListening(child)));
    const log = path.join(dir, 'two-processes.log');
    const playbookId = await insertPlaybook(db, 'bench-many-two', threeSteps(log));
    const started = Date.now();
    await db.query(
      `INSERT INTO playbook_runs (playbook_id, spec) SELECT id, spec FROM playbooks, generate_series(1, $2) WHERE id = $1`,
      [playbookId, CONCURRENT],
    );
    await untilAllFinal(db, playbookId);
    const { twice, completed } = await executedTwice(db, playbookId, log, CONCURRENT);
    const owners = await db.query<{ owner: string; runs: number }>(
      `SELECT details->>'owner' AS owner, count(*)::int AS runs FROM job_history WHERE name = 'PlaybookRun' AND details->>'run_id' IN (SELECT id::text FROM playbook_runs WHERE playbook_id = $1) GROUP BY 1 ORDER BY 1`,
      [playbookId],
    );
    console.log(
      `${CONCURRENT} runs x 3 actions at once, two processes: ${completed}/${CONCURRENT} completed in ${((Date.now() - started) / 1000).toFixed(1)} s (runs per process: ${owners.rows.map((row) => row.runs).join(' + ')}), executed twice: ${twice}; target all complete, none twice: ${completed === CONCURRENT && twice === 0 ? 'OK' : 'FAILED'}`,
    );
  } finally {
    for (const child of children) child.proc.kill('SIGTERM');
    await Promise.all(children.map((child) => child.exited));
  }
}

async function seedRuns(db: Database) {
  const started = Date.now();
  const playbooks = await Promise.all(
    Array.from({ length: 20 }, (_, i) => insertPlaybook(db, `bench-list-${i}`, [{ name: 'a', exec: { script: 'true' } }])),
  );
  await db.query(
    `INSERT INTO playbook_runs (playbook_id, spec, status, created_at, start_time, end_time, parameters)
     SELECT ($1::uuid[])[1 + g % 20], '{}'::jsonb,
            (ARRAY['completed','completed','completed','failed','cancelled','timed_out'])[1 + g % 6],
            now() - g * interval '1 minute', now() - g * interval '1 minute', now() - g * interval '1 minute' + interval '20 seconds', '{"reason":"bench"}'::jsonb
       FROM generate_series(1, $2) AS g`,
    [playbooks, RUNS],
  );
  await db.query(
    `INSERT INTO playbook_run_actions (playbook_run_id, name, status, start_time, end_time, result)
     SELECT r.id, 'step-' || s, 'completed', r.start_time, r.end_time, '{"stdout":"ok\\n","stderr":"","exitCode":0}'::jsonb
       FROM (SELECT id, start_time, end_time, row_number() OVER () AS n FROM playbook_runs WHERE parameters->>'reason' = 'bench') r,
            generate_series(1, $1::int) AS s`,
    [Math.round(ACTIONS / RUNS)],
  );
  // What autovacuum does on a live database: statistics, and the visibility map index-only counts use.
  await db.query('VACUUM ANALYZE playbook_runs').catch(() => undefined);
  await db.query('VACUUM ANALYZE playbook_run_actions').catch(() => undefined);
  const counts = await db.query<{ runs: number; actions: number }>(
    `SELECT (SELECT count(*)::int FROM playbook_runs) AS runs, (SELECT count(*)::int FROM playbook_run_actions) AS actions`,
  );
  console.log(
    `seeded ${counts.rows[0]!.runs} runs and ${counts.rows[0]!.actions} actions in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return playbooks;
}

const newest = { sortBy: undefined, sortOrder: 'desc' as const };

/** One request of the runs page, as the console sends it (contracts' runsListQuery: nulls last, count=estimated). */
async function pageRequest(base: string, headers: Record<string, string>, query: PostgrestQuery) {
  const request = query.toRequest();
  const res = await fetch(`${base}${request.url}`, { headers: { ...headers, ...request.headers } });
  await res.text();
  return res;
}

async function listLatency(db: Database, base: string, headers: Record<string, string>) {
  const playbooks = await seedRuns(db);
  const day = { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date().toISOString() };
  const cases: [string, PostgrestQuery][] = [
    ['first page, newest first', runsListQuery({}, newest).page(0, 50)],
    ['page 100', runsListQuery({}, newest).page(100, 50)],
    ['by status', runsListQuery({ status: 'failed' }, newest).page(0, 50)],
    ['by playbook', runsListQuery({ playbookId: playbooks[3] }, newest).page(0, 50)],
    ['last 24 hours', runsListQuery(day, newest).page(0, 50)],
    ['sorted by start time, latest first', runsListQuery({}, { sortBy: 'start_time', sortOrder: 'desc' }).page(0, 50)],
    [
      'by playbook and status, oldest first',
      runsListQuery({ playbookId: playbooks[5], status: 'completed' }, { sortBy: 'created_at', sortOrder: 'asc' }).page(0, 50),
    ],
  ];
  for (const [label, query] of cases) {
    const samples: number[] = [];
    let total = '';
    for (let i = 0; i < ITERATIONS + 20; i += 1) {
      const sent = performance.now();
      const res = await pageRequest(base, headers, query);
      if (res.status >= 300) throw new Error(`${label}: ${res.status}`);
      if (i >= 20) samples.push(performance.now() - sent);
      total = res.headers.get('content-range') ?? '';
    }
    const s = stats(samples);
    console.log(
      `runs list API, ${label} (as the page asks: ${query.headers().Prefer}, Content-Range ${total}, ${ITERATIONS} requests): median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms; target p95 100 ms: ${verdict(s.p95, 100)}`,
    );
  }
  // For comparison only: the first page with an exact count, which counts every top-level run.
  const exact: number[] = [];
  for (let i = 0; i < 60; i += 1) {
    const sent = performance.now();
    const res = await pageRequest(base, headers, runsListQuery({}, newest).page(0, 50).count('exact'));
    if (i >= 10) exact.push(performance.now() - sent);
    if (res.status >= 300) throw new Error(`exact count: ${res.status}`);
  }
  const e = stats(exact);
  console.log(
    `runs list API, first page with count=exact (not judged, 50 requests): median ${e.median.toFixed(1)} ms, p95 ${e.p95.toFixed(1)} ms`,
  );
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'opsdeck-pb-bench-'));
  const db = await openDatabase({ databaseUrl: URL_, dataDir: URL_ ? undefined : path.join(dir, 'pglite') });
  console.log(`playbook benchmark on ${db.kind}, ${os.cpus().length} cores, load average (1, 5, 15 min) ${loadAverage()}`);
  try {
    await migrate(db);
    const headers = await signedIn(db);
    const backend = await createBackend({ db, logger: silentLogger, logRequests: false });
    const server = createServer(backend.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    const executor = new PlaybookExecutor({ db, log: () => undefined });
    executor.start();
    await firstActionLatency(db, base, headers);
    await manyAtOnceOneProcess(db, base, headers, dir);
    await executor.stop();
    if (URL_) await manyAtOnceTwoProcesses(db, URL_, dir);
    else console.log('two processes: skipped (needs DATABASE_URL; PGlite serves one process)');
    await listLatency(db, base, headers);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await backend.close();
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
    console.log(`load average at the end (1, 5, 15 min) ${loadAverage()}`);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
