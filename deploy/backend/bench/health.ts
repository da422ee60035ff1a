/**
 * Health benchmark at large scale (10,000+ checks, ~2 M results over 90 days): API time of the
 * health summary and of a check's history page, and in Chromium the time from navigation to the
 * first rendered rows of /health, from a search keystroke to the updated list, and the JS
 * transferred. Targets: summary < 200 ms, first rows < 1.5 s, keystroke < 100 ms.
 *
 *   pnpm --filter @opsdeck/backend exec tsx bench/health.ts
 *
 *   BENCH_DATA_DIR   PGlite directory to use (seeded with the 'large' set on first use, ~3 min;
 *                    default: a temporary directory, removed afterwards)
 *   DATABASE_URL     a PostgreSQL server instead (an empty database; seeded on first use)
 *   BENCH_RUNS       repetitions per measurement (default 7)
 *   CHROMIUM_PATH    browser (default /usr/bin/chromium)
 *   SHELL_DIR        the shell build to serve (default shell/dist)
 *
 * The browser half needs the shell and the remotes built (pnpm --filter @opsdeck/shell build &&
 * pnpm --filter @opsdeck/remote-health-topology build); without them the run stops with an error.
 * Every judged figure is printed with its target and PASS/FAIL (health-targets.ts); the process
 * exits with 1 when a target is missed.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { startConsole } from './console-under-test';
import { issueAccessToken } from '../src/authz/tokens';
import { bootBackend } from '../src/boot';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { seedDemo } from '../src/demo/seed';
import { measureBrowser, type BrowserLauncher } from './health-browser';
import { TARGETS, Verdicts } from './health-targets';
import { fmt, stats } from './stats';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

async function prepareDatabase(env: NodeJS.ProcessEnv): Promise<void> {
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || undefined });
  try {
    await migrate(db);
    const started = Date.now();
    const result = await seedDemo(db, { scale: 'large', log: () => undefined });
    if (result.seeded) console.log(`seeded the large data set in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const counts = await db.query<{ checks: number; statuses: number }>(
      `SELECT (SELECT count(*) FROM checks WHERE deleted_at IS NULL)::int AS checks, (SELECT count(*) FROM check_statuses)::int AS statuses`,
    );
    const { checks, statuses } = counts.rows[0]!;
    console.log(`data: ${checks.toLocaleString('en-US')} checks, ${statuses.toLocaleString('en-US')} check results (${db.kind})`);
  } finally {
    await db.close();
  }
}

async function timeRequest(
  url: string,
  init: RequestInit,
): Promise<{ ms: number; bytes: number; status: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  const ms = performance.now() - started;
  return { ms, bytes: Buffer.byteLength(text), status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** Stops the run when a build the browser half serves is missing: a benchmark that skips is no benchmark. */
function requireBuilds(shellDir: string): void {
  const missing = [
    [path.join(shellDir, 'index.html'), 'pnpm --filter @opsdeck/shell build'],
    [path.join(repoRoot, 'remotes', 'health-topology', 'dist'), 'pnpm --filter @opsdeck/remote-health-topology build'],
  ].filter(([file]) => !existsSync(file!));
  if (missing.length > 0) {
    throw new Error(
      `the browser half needs the built apps; missing ${missing.map(([file]) => file).join(', ')}. Run: ${missing.map(([, cmd]) => cmd).join(' && ')}`,
    );
  }
}

/** The default summary right after Run Now changed a check: the cached rows are patched, not rebuilt. */
async function measureAfterRun(
  base: string,
  headers: Record<string, string>,
  deleteFrom: string,
  verdicts: Verdicts,
): Promise<void> {
  const ids = await timeRequest(`${base}/api/db/checks?select=id&type=eq.http&name=like.bulk-check-00*&limit=${RUNS}`, {
    headers,
  });
  const samples: number[] = [];
  for (const { id } of ids.body as { id: string }[]) {
    await fetch(`${base}/api/canary/run/check/${id}`, { method: 'POST', headers });
    samples.push(
      (
        await timeRequest(`${base}/api/canary/api/summary`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ hidePassing: true, deleteFrom }),
        })
      ).ms,
    );
  }
  const measured = stats(samples);
  const verdict = verdicts.judge('summary API after a Run Now', TARGETS.summary, measured);
  console.log(`  summary, Hide Passing on, right after a Run Now changed a check: ${fmt(measured)} ${verdict}`);
}

/** The summary cases are judged against the API target; history and graph are reported. */
const JUDGED: Record<string, string> = {
  'summary, Hide Passing on (the default view)': 'summary API, Hide Passing on',
  'summary, every check': 'summary API, every check',
};

async function measureApi(base: string, token: string, checkId: string, verdicts: Verdicts): Promise<void> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const deleteFrom = new Date(Date.now() - 3_600_000).toISOString();
  const cases: [string, string, RequestInit][] = [
    [
      'summary, Hide Passing on (the default view)',
      '/api/canary/api/summary',
      { method: 'POST', headers, body: JSON.stringify({ hidePassing: true, deleteFrom }) },
    ],
    [
      'summary, every check',
      '/api/canary/api/summary',
      { method: 'POST', headers, body: JSON.stringify({ hidePassing: false, deleteFrom }) },
    ],
    [
      'check history, first page of 50 over 3 months (with count)',
      `/api/db/check_statuses?select=time,duration,status,message,error,invalid&check_id=eq.${checkId}&time=gt.${new Date(Date.now() - 90 * 86_400_000).toISOString()}&order=time.desc&limit=50&offset=0`,
      { headers: { ...headers, Prefer: 'count=exact' } },
    ],
    [
      'check history, fourth page',
      `/api/db/check_statuses?select=time,duration,status,message,error,invalid&check_id=eq.${checkId}&time=gt.${new Date(Date.now() - 90 * 86_400_000).toISOString()}&order=time.desc&limit=50&offset=150`,
      { headers: { ...headers, Prefer: 'count=exact' } },
    ],
    ['check graph over 3 months', `/api/canary/api/graph?check=${checkId}&count=300&start=129600m`, { headers }],
  ];
  for (const [label, pathAndQuery, init] of cases) {
    const first = await timeRequest(base + pathAndQuery, init);
    if (first.status >= 300) throw new Error(`${label}: HTTP ${first.status} ${JSON.stringify(first.body).slice(0, 200)}`);
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i += 1) samples.push((await timeRequest(base + pathAndQuery, init)).ms);
    const rows =
      (first.body as { checks_summary?: unknown[] })?.checks_summary?.length ??
      (Array.isArray(first.body) ? first.body.length : undefined);
    const measured = stats(samples);
    const judged = JUDGED[label];
    console.log(
      `  ${label}: first ${first.ms.toFixed(0)} ms, then ${fmt(measured)}` +
        `${rows !== undefined ? `; ${rows.toLocaleString('en-US')} rows` : ''}, ${(first.bytes / 1024).toFixed(0)} KiB JSON` +
        `${judged ? ` ${verdicts.judge(judged, TARGETS.summary, measured)}` : ''}`,
    );
  }
  await measureAfterRun(base, headers, deleteFrom, verdicts);
}

async function main(): Promise<void> {
  const tempDir =
    !process.env.DATABASE_URL && !process.env.BENCH_DATA_DIR
      ? mkdtempSync(path.join(os.tmpdir(), 'opsdeck-health-bench-'))
      : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: process.env.BENCH_DATA_DIR ?? tempDir ?? undefined,
    OPSDECK_DEMO: '1',
    // Scheduled runs would compete with the measurements; Run Now and the API are unaffected.
    OPSDECK_CHECK_RUNNER: 'off',
  };
  const shellDir = process.env.SHELL_DIR ?? path.join(repoRoot, 'shell', 'dist');
  requireBuilds(shellDir);
  console.log(
    `health benchmark, ${new Date().toISOString()}, ${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? 'unknown'}), ${RUNS} runs each`,
  );
  await prepareDatabase(env);
  const booted = await bootBackend({ env, log: () => undefined });
  const verdicts = new Verdicts();
  const consoleUnderTest = await startConsole(booted.handler, shellDir);
  const { base } = consoleUnderTest;
  try {
    const admin = await booted.db.query<{ id: string }>(
      `SELECT p.id FROM casbin_rule r JOIN people p ON p.id::text = r.v0 WHERE r.ptype = 'g' AND r.v1 = 'admin' ORDER BY p.created_at LIMIT 1`,
    );
    const { token } = await issueAccessToken(booted.db, {
      personId: admin.rows[0]!.id,
      name: 'health benchmark',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const check = await booted.db.query<{ id: string }>(`SELECT id FROM checks WHERE name = 'bulk-check-004242'`);
    console.log('API (through the gateway, PGlite/PostgreSQL in-process):');
    await measureApi(base, token, check.rows[0]!.id, verdicts);

    // playwright-core is the e2e package's dependency; it is resolved from there.
    const { chromium } = createRequire(path.join(repoRoot, 'e2e', 'package.json'))('playwright-core') as {
      chromium: BrowserLauncher;
    };
    await measureBrowser(chromium, base, RUNS, verdicts);
    console.log('');
    for (const line of verdicts.report()) console.log(line);
    if (verdicts.failed.length > 0) process.exitCode = 1;
  } finally {
    consoleUnderTest.close();
    await booted.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
