/**
 * Incidents benchmark on 10,000 incidents, 50,000 hypotheses, 200,000 pieces of evidence and
 * 500,000 comments (incidents-seed.ts): the list API with filters and an exact count (target p95
 * 100 ms), the detail API, each call the detail page makes (target p95 50 ms), the time from a
 * check turning unhealthy to its incident rule's incident (target 5 s), and in Chromium the
 * navigation to the first rows of /incidents and to a full incident (200 comments, 50 pieces of
 * evidence) painted (target 1 s each). Every judged figure is printed with its target and
 * PASS/FAIL; a miss makes the run exit 1.
 *
 *   pnpm run bench:incidents                 (repository root; the shell and remotes built)
 *   BENCH_DATA_DIR=/path  PGlite directory kept between runs (seeded on first use)
 *   DATABASE_URL=...      a PostgreSQL database instead (seeded on first use)
 *   BENCH_RUNS=30         repetitions of each API measurement (browser: a fifth of them, at least 3)
 *   BENCH_PARTS=api,rule,browser  the parts to run (default all)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { requireBuilt, startConsole } from './console-under-test';
import { issueAccessToken } from '../src/authz/tokens';
import { bootBackend } from '../src/boot';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import type { Database } from '../src/db/types';
import { seedDemo } from '../src/demo/seed';
import type { BrowserLauncher } from './health-browser';
import { Verdicts } from './health-targets';
import { measureIncidentPages } from './incidents-browser';
import { FULL_INCIDENT_ID, INCIDENT_COUNTS, seedIncidentBench } from './incidents-seed';
import { fmt, stats } from './stats';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PARTS = new Set((process.env.BENCH_PARTS ?? 'api,rule,browser').split(',').map((part) => part.trim()));
export const INCIDENT_TARGETS = {
  list: { figure: 'incident list API p95', limitMs: 100 },
  detail: { figure: 'incident detail API p95', limitMs: 50 },
  rule: { figure: 'rule: unhealthy check to incident', limitMs: 5_000 },
  page: { figure: 'navigation to painted page', limitMs: 1_000 },
} as const;

const PERSON = 'id,name,avatar,email';
/** The list page's select: the summary columns and, for the counts, the hypotheses with their evidence ids. */
const LIST_SELECT =
  'id,incident_id,title,severity,type,status,created_at,updated_at,commander,responders,hypotheses(evidences(id))';
/** The call of the list page: a filtered, counted page of 50 with the counts of its rows. */
const LIST_CASES: [string, string][] = [
  [
    'list, first page of 50 with count',
    `/api/db/incident_summary?select=${LIST_SELECT}&order=created_at.desc.nullslast&limit=50&offset=0`,
  ],
  [
    'list, status and severity filters with count',
    `/api/db/incident_summary?select=${LIST_SELECT}&status=eq.open&severity=eq.high&order=created_at.desc.nullslast&limit=50&offset=0`,
  ],
  [
    'list, title search, type filter, 5th page',
    `/api/db/incident_summary?select=${LIST_SELECT}&title=ilike.*payments*&type=eq.performance&order=title.asc.nullslast&limit=50&offset=200`,
  ],
];
/** The calls of the detail page, as the remote sends them, for the full incident. */
const DETAIL_CASES: [string, string][] = [
  [
    'detail: incident',
    `/api/db/incidents?select=*,commander_id(${PERSON}),communicator_id(${PERSON}),created_by(${PERSON})&id=eq.${FULL_INCIDENT_ID}`,
  ],
  [
    'detail: hypotheses with 50 evidence',
    `/api/db/hypotheses?select=*,created_by(id,name,avatar),evidences(*,created_by(id,name,avatar),checks(id,name,status,icon),configs(id,name,type),components(id,name,icon,health),config_changes(id,change_type,diff,summary,created_at),config_analysis(id,analyzer,message,severity,status))&incident_id=eq.${FULL_INCIDENT_ID}&order=created_at.asc`,
  ],
  [
    'detail: 200 comments',
    `/api/db/comments?select=id,comment,created_at,external_created_by,hypothesis_id,incident_id,created_by(id,name,avatar)&incident_id=eq.${FULL_INCIDENT_ID}&order=created_at.asc`,
  ],
  [
    'detail: responders',
    `/api/db/responders?select=*,team:team_id(id,name,icon),person:person_id(id,name,avatar)&incident_id=eq.${FULL_INCIDENT_ID}&deleted_at=is.null&order=created_at.asc`,
  ],
  [
    'detail: history',
    `/api/db/incident_histories?select=id,type,description,created_at,hypothesis:hypotheses(id,title),created_by(id,name,avatar)&incident_id=eq.${FULL_INCIDENT_ID}&order=created_at.desc&limit=500`,
  ],
];

/** The machine's load average (1, 5, 15 min): figures taken on a loaded machine are read with it. */
const loadLine = () =>
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;

async function timed(
  url: string,
  headers: Record<string, string>,
): Promise<{ ms: number; status: number; rows: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = (await response.json()) as unknown;
  return { ms: performance.now() - started, status: response.status, rows: Array.isArray(body) ? body.length : 0, body };
}

async function measureApi(base: string, headers: Record<string, string>, verdicts: Verdicts): Promise<void> {
  const counted = { ...headers, Prefer: 'count=exact' };
  for (const [cases, target, requestHeaders] of [
    [LIST_CASES, INCIDENT_TARGETS.list, counted],
    [DETAIL_CASES, INCIDENT_TARGETS.detail, headers],
  ] as const) {
    for (const [label, url] of cases) {
      const first = await timed(base + url, requestHeaders);
      if (first.status >= 300) throw new Error(`${label}: HTTP ${first.status} ${JSON.stringify(first.body)}`);
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i += 1) samples.push((await timed(base + url, requestHeaders)).ms);
      const measured = stats(samples);
      // Judged on p95, as the targets say.
      const verdict = verdicts.judge(`${label} (judged on p95)`, target, { ...measured, median: measured.p95 });
      console.log(`  ${label}: ${fmt(measured)}; ${first.rows} rows ${verdict}`);
    }
  }
  // The page sends its detail calls at once: the time until the last one answered.
  const together: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await Promise.all(DETAIL_CASES.map(([, url]) => timed(base + url, headers)));
    together.push(performance.now() - started);
  }
  console.log(`  detail: all five calls at once, until the last answered (not judged): ${fmt(stats(together))}`);
}

/** Flips a check unhealthy (as the check runner stores a failed result) and waits for its rule's incident. */
async function measureRule(db: Database, verdicts: Verdicts): Promise<void> {
  const check = await db.query<{ id: string }>(`SELECT id FROM checks WHERE deleted_at IS NULL ORDER BY id LIMIT 1`);
  const checkId = check.rows[0]!.id;
  const rule = await db.query<{ id: string }>(
    `INSERT INTO incident_rules (name, spec, created_by, source) VALUES ('bench rule', $1::jsonb, '00000000-0000-0000-0000-000000000000', 'UI') RETURNING id::text AS id`,
    [JSON.stringify({ checks: [{ id: checkId }], autoResolve: { timeout: '0s' } })],
  );
  const ruleId = rule.rows[0]!.id;
  const samples: number[] = [];
  for (let i = 0; i < Math.max(3, Math.round(RUNS / 6)); i += 1) {
    await db.query(`UPDATE checks SET status = 'unhealthy', last_transition_time = now() WHERE id = $1`, [checkId]);
    const started = performance.now();
    for (;;) {
      const open = await db.query(`SELECT 1 FROM incidents WHERE incident_rule_id = $1 AND status = 'open'`, [ruleId]);
      if (open.rows.length) break;
      if (performance.now() - started > 30_000) throw new Error('the rule opened no incident within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    samples.push(performance.now() - started);
    await db.query(`UPDATE checks SET status = 'healthy', last_transition_time = now() WHERE id = $1`, [checkId]);
    for (const started2 = performance.now(); ;) {
      const open = await db.query(`SELECT 1 FROM incidents WHERE incident_rule_id = $1 AND status = 'open'`, [ruleId]);
      if (!open.rows.length) break;
      if (performance.now() - started2 > 30_000) throw new Error('the rule resolved nothing within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const measured = stats(samples);
  const verdict = verdicts.judge('rule: check unhealthy to incident open (judged on p95)', INCIDENT_TARGETS.rule, {
    ...measured,
    median: measured.p95,
  });
  console.log(`  check turned unhealthy to its incident open (evaluation every 2 s): ${fmt(measured)} ${verdict}`);
  await db.query(`UPDATE incident_rules SET deleted_at = now() WHERE id = $1`, [ruleId]);
}

async function main(): Promise<void> {
  const tempDir =
    !process.env.DATABASE_URL && !process.env.BENCH_DATA_DIR
      ? mkdtempSync(path.join(os.tmpdir(), 'opsdeck-incidents-bench-'))
      : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: process.env.BENCH_DATA_DIR ?? tempDir ?? undefined,
    OPSDECK_DEMO: '1',
    OPSDECK_CHECK_RUNNER: 'off',
    OPSDECK_INCIDENT_RULES: 'on',
  };
  const shellDir = process.env.SHELL_DIR ?? path.join(repoRoot, 'shell', 'dist');
  requireBuilt(['incidents'], shellDir);
  console.log(
    `incidents benchmark, ${new Date().toISOString()}, ${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? 'unknown'}), ${RUNS} runs each, ${loadLine()}`,
  );
  const setup = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || undefined });
  try {
    await migrate(setup);
    await seedDemo(setup, { log: () => undefined });
    await seedIncidentBench(setup);
    const counts = await setup.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM incidents)::int AS incidents, (SELECT count(*) FROM hypotheses)::int AS hypotheses,
              (SELECT count(*) FROM evidences)::int AS evidence, (SELECT count(*) FROM comments)::int AS comments`,
    );
    console.log(
      `data (${setup.kind}): ${Object.entries(counts.rows[0]!)
        .map(([k, v]) => `${v.toLocaleString('en-US')} ${k}`)
        .join(', ')}; targets at ${Object.values(INCIDENT_COUNTS)
        .map((n) => n.toLocaleString('en-US'))
        .join(' / ')}`,
    );
  } finally {
    await setup.close();
  }
  const booted = await bootBackend({ env, log: () => undefined });
  const consoleUnderTest = await startConsole(booted.handler, shellDir);
  const { base } = consoleUnderTest;
  const verdicts = new Verdicts();
  try {
    const admin = await booted.db.query<{ id: string }>(
      `SELECT p.id FROM casbin_rule r JOIN people p ON p.id::text = r.v0 WHERE r.ptype = 'g' AND r.v1 = 'admin' ORDER BY p.created_at LIMIT 1`,
    );
    const { token } = await issueAccessToken(booted.db, {
      personId: admin.rows[0]!.id,
      name: 'incidents benchmark',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    if (PARTS.has('api')) {
      console.log(`API (HTTP through the gateway, bearer token, every relation authorized), ${loadLine()}:`);
      await measureApi(base, { Authorization: `Bearer ${token}` }, verdicts);
    }
    if (PARTS.has('rule')) {
      console.log(`Incident rules, ${loadLine()}:`);
      await measureRule(booted.db, verdicts);
    }
    const { chromium } = createRequire(path.join(repoRoot, 'e2e', 'package.json'))('playwright-core') as {
      chromium: BrowserLauncher;
    };
    if (PARTS.has('browser')) {
      console.log(`Chromium, ${loadLine()}:`);
      await measureIncidentPages(chromium, base, FULL_INCIDENT_ID, Math.max(3, Math.round(RUNS / 5)), verdicts);
    }
    console.log(`\nend of run, ${loadLine()}; database ${booted.db.kind}`);
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
