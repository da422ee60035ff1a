/**
 * Browser benchmark of a run's live page: in Chromium, a run's detail page shows each new action
 * within 1 s of its status changing (target 1 s). It starts runs of a multi-action playbook
 * through the API, keeps /playbooks/runs/{id} open while the executor works, and compares, for
 * every action, the database's time of each status change (start_time when it starts running,
 * end_time when it completes) with the moment the page's DOM first shows it: the action appearing
 * in the timeline, then its completed badge.
 *
 *   pnpm run bench:playbooks:browser            (repository root; the shell and remotes built)
 *   DATABASE_URL=...   a PostgreSQL database instead of a temporary PGlite directory
 *   BENCH_RUNS=3       runs of the six-action playbook
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { issueAccessToken } from '../src/authz/tokens';
import { bootBackend } from '../src/boot';
import type { Database } from '../src/db/types';
import type { BrowserLauncher } from './health-browser';
import { fmt, loadAverage, stats } from './stats';
import { requireBuilt, startConsole } from './console-under-test';
import { launchChromium, signInAsAdmin } from './browser-session';

type Browser = Awaited<ReturnType<BrowserLauncher['launch']>>;

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_MS = 1_000;
const ACTIONS = ['fetch', 'plan', 'drain', 'apply', 'verify', 'report'];

/**
 * Installed before the page's scripts: records, in epoch milliseconds, when each action of the
 * timeline first appears and when each of its statuses first shows.
 */
const PROBE = `(() => {
  window.__seen = {};
  const now = () => performance.timeOrigin + performance.now();
  const look = () => {
    for (const item of document.querySelectorAll('[data-testid="timeline-action"]')) {
      const name = item.getAttribute('aria-label');
      const status = item.querySelector('[data-status]')?.getAttribute('data-status') ?? '';
      for (const key of [name + '|shown', name + '|' + status]) if (!(key in window.__seen)) window.__seen[key] = now();
    }
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
})()`;

async function adminToken(db: Database): Promise<string> {
  const admin = await db.query<{ id: string }>(
    `SELECT p.id FROM casbin_rule r JOIN people p ON p.id::text = r.v0 WHERE r.ptype = 'g' AND r.v1 = 'admin' ORDER BY p.created_at LIMIT 1`,
  );
  const { token } = await issueAccessToken(db, {
    personId: admin.rows[0]!.id,
    name: 'playbook browser benchmark',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

async function untilFinal(db: Database, runId: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { rows } = await db.query<{ status: string }>('SELECT status FROM playbook_runs WHERE id = $1', [runId]);
    if (['completed', 'failed', 'cancelled', 'timed_out'].includes(rows[0]?.status ?? '')) return;
    if (Date.now() > deadline) throw new Error(`run ${runId} did not finish in 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One run followed on its page: the delays of each action's appearance and completion. */
async function followRun(browser: Browser, base: string, db: Database, token: string, playbookId: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, bypassCSP: true });
  try {
    await signInAsAdmin(context, base);
    await context.addInitScript(PROBE);
    const response = await fetch(`${base}/api/playbook/run`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: playbookId }),
    });
    if (response.status !== 201) throw new Error(`run refused: HTTP ${response.status} ${await response.text()}`);
    const { run_id: runId } = (await response.json()) as { run_id: string };
    const page = await context.newPage();
    await page.goto(`${base}/playbooks/runs/${runId}`, { waitUntil: 'commit' });
    await untilFinal(db, runId);
    const last = ACTIONS[ACTIONS.length - 1];
    await page.waitForFunction(`window.__seen && window.__seen['${last}|completed']`, undefined, { timeout: 30_000 });
    const seen = await page.evaluate<Record<string, number>>('window.__seen');
    const { rows } = await db.query<{ name: string; start_ms: number; end_ms: number }>(
      `SELECT name, extract(epoch FROM start_time) * 1000 AS start_ms, extract(epoch FROM end_time) * 1000 AS end_ms
         FROM playbook_run_actions WHERE playbook_run_id = $1 ORDER BY start_time`,
      [runId],
    );
    // The page opens while the first action may already run: its appearance measures the page load.
    const appeared = rows.slice(1).map((row) => seen[`${row.name}|shown`]! - Number(row.start_ms));
    const completed = rows.map((row) => seen[`${row.name}|completed`]! - Number(row.end_ms));
    if ([...appeared, ...completed].some((delay) => !Number.isFinite(delay)))
      throw new Error(`the page never showed some action: ${JSON.stringify(seen)}`);
    return { appeared, completed };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const tempDir = process.env.DATABASE_URL ? null : mkdtempSync(path.join(os.tmpdir(), 'opsdeck-playbooks-browser-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: tempDir ?? undefined,
    OPSDECK_DEMO: '1',
    // Only the executor and the page work during the measurement.
    OPSDECK_CHECK_RUNNER: 'off',
    OPSDECK_NOTIFICATIONS: 'off',
  };
  const shellDir = process.env.SHELL_DIR ?? path.join(repoRoot, 'shell', 'dist');
  requireBuilt(['playbooks-notifications'], shellDir);
  const booted = await bootBackend({ env, log: () => undefined });
  console.log(
    `playbook run page benchmark on ${booted.db.kind}, ${os.cpus().length} cores, load average (1, 5, 15 min) ${loadAverage()}`,
  );
  const consoleUnderTest = await startConsole(booted.handler, shellDir);
  const { base } = consoleUnderTest;
  const { chromium } = createRequire(path.join(repoRoot, 'e2e', 'package.json'))('playwright-core') as {
    chromium: BrowserLauncher;
  };
  const browser = await launchChromium(chromium);
  let failed = false;
  try {
    const token = await adminToken(booted.db);
    const { rows } = await booted.db.query<{ id: string }>(
      `INSERT INTO playbooks (name, title, spec, source) VALUES ('bench-live-page', 'Live page benchmark', $1::jsonb, 'UI') RETURNING id`,
      [JSON.stringify({ actions: ACTIONS.map((name) => ({ name, exec: { script: `sleep 1.5; echo ${name}` } })) })],
    );
    const appeared: number[] = [];
    const completed: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const run = await followRun(browser, base, booted.db, token, rows[0]!.id);
      appeared.push(...run.appeared);
      completed.push(...run.completed);
    }
    for (const [label, samples] of [
      ['new action started (running) to shown on the page', appeared],
      ['action completed to its completed status on the page', completed],
    ] as const) {
      const measured = stats(samples);
      const worst = Math.max(...samples);
      const ok = worst <= TARGET_MS;
      failed ||= !ok;
      console.log(
        `  ${label} (${samples.length} changes): ${fmt(measured)}, max ${worst.toFixed(0)} ms; target every change within ${TARGET_MS} ms: ${ok ? 'OK' : 'OVER TARGET'}`,
      );
    }
  } finally {
    await browser.close();
    consoleUnderTest.close();
    await booted.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    console.log(`load average at the end (1, 5, 15 min) ${loadAverage()}`);
  }
  if (failed) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
