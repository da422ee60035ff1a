/**
 * The browser half of the notifications benchmark (notifications.ts): on the demo data plus
 * 10,000 silences, in Chromium, the time from a keystroke in the search box of
 * /notifications/silences to the frame that paints the list the new text selects (target 50 ms),
 * with the echo of the key in the input beside it, for two keystrokes:
 *   - one that narrows a list complete on screen (the 33 active silences of "bench-check-0042", one page):
 *     the page shows the narrowed rows at once and the server confirms them;
 *   - one the server must answer (about 330 for "bench-check-004", several pages): the whole
 *     round trip, request, query, response and render (the page asks on every keystroke, no debounce).
 *
 *   pnpm run bench:notifications:browser     (repository root; the shell and remotes built)
 *   DATABASE_URL=...   a PostgreSQL database (seeded on first use); default PGlite in a temporary directory
 *   BENCH_RUNS=20      keystrokes measured
 */
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from '@opsdeck/contracts';
import { createGateway } from '../../gateway/server';
import { bootBackend } from '../src/boot';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import type { Database } from '../src/db/types';
import { seedDemo } from '../src/demo/seed';
import type { BrowserLauncher } from './health-browser';
import { Verdicts } from './health-targets';
import { fmt, loadAverage, stats } from './stats';
import { launchChromium, signInAsAdmin } from './browser-session';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const TARGET = { figure: 'keystroke to updated list', limitMs: 50 };
const SEARCH = 'input[aria-label="Search silences"]';
const ROWS = 'table[aria-label="Silences"] [data-testid="data-row"]';
const KEYSTROKES = [
  { label: 'narrowing a list complete on screen', prefix: 'bench-check-0042', key: '0' },
  { label: 'answered by the server', prefix: 'bench-check-004', key: '2' },
] as const;

type Browser = Awaited<ReturnType<BrowserLauncher['launch']>>;

/** 10,000 silences as the API benchmark writes them: half by filter expression, a third expired. */
async function seedSilences(db: Database): Promise<void> {
  await db.exec(`DELETE FROM notification_silences WHERE name LIKE 'bench-silence-%'`);
  await db.exec(`
    INSERT INTO notification_silences (name, "from", until, filter, check_id, created_at)
    SELECT 'bench-silence-' || lpad(n::text, 5, '0'), now() - interval '1 day',
           CASE WHEN n % 3 = 0 THEN now() - interval '1 hour' WHEN n % 3 = 1 THEN now() + interval '1 day' END,
           CASE WHEN n % 2 = 0 THEN 'check.name == ''bench-check-' || lpad((n % 1000)::text, 5, '0') || '''' END,
           CASE WHEN n % 2 = 1 THEN (SELECT id FROM checks WHERE deleted_at IS NULL ORDER BY id LIMIT 1) END,
           now() - (n || ' minutes')::interval
    FROM generate_series(1, 10000) n;
    ANALYZE notification_silences;`);
}

/** Every row shown holds the text, and there is one: the list the search selects is on screen. */
const listShows = (needle: string) =>
  `(() => { const rows = [...document.querySelectorAll('${ROWS}')];` +
  ` return rows.length > 0 && rows.every((row) => row.textContent.includes(${JSON.stringify(needle)})); })()`;

/** In-page probe: the keystroke, its echo in the input, and the frame painting the updated list. */
const instrument = (needle: string) => `(() => {
  const m = (window.__bench = {});
  performance.clearResourceTimings();
  const input = document.querySelector('${SEARCH}');
  input.addEventListener('keydown', () => { m.key = performance.now(); }, { once: true });
  input.addEventListener('input', () => requestAnimationFrame(() => { m.echo = performance.now(); }), { once: true });
  const observer = new MutationObserver(() => {
    if (m.key === undefined || m.dom || !${listShows(needle)}) return;
    m.dom = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => { m.paint = performance.now(); });
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})()`;

async function measureKeystrokes(browser: Browser, base: string, prefix: string, key: string) {
  // The waits are string predicates, which the page's Content-Security-Policy (no eval) refuses.
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, bypassCSP: true });
  try {
    await signInAsAdmin(context, base);
    const page = await context.newPage();
    await page.goto(`${base}/notifications/silences?search=${prefix}`);
    await page.waitForFunction(listShows(prefix), undefined, { timeout: 60_000 });
    const finished: { startTime: number; responseEnd: number }[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('/notification_silences')) finished.push(request.timing());
    });
    const samples = { echo: [] as number[], update: [] as number[], sent: [] as number[], answered: [] as number[] };
    for (let i = 0; i < RUNS + 2; i += 1) {
      await page.fill(SEARCH, prefix);
      await page.waitForFunction(
        `new URLSearchParams(location.search).get('search') === '${prefix}' && ${listShows(prefix)} && !${listShows(`${prefix}${key}`)}`,
        undefined,
        { timeout: 30_000 },
      );
      await page.evaluate(instrument(`${prefix}${key}`));
      finished.length = 0;
      await page.focus(SEARCH);
      await page.keyboard.type(key);
      await page.waitForFunction('window.__bench && window.__bench.paint', undefined, { timeout: 30_000 });
      const m = await page.evaluate<{ key: number; echo: number; paint: number }>('window.__bench');
      // The list request the keystroke sent (the last one finished), on the page's clock.
      const origin = await page.evaluate<number>('performance.timeOrigin');
      const last = finished.at(-1);
      const request = last ? { start: last.startTime - origin, end: last.startTime - origin + last.responseEnd } : null;
      // The first two warm the caches (code, plans, connections).
      if (i < 2) continue;
      samples.echo.push(m.echo - m.key);
      samples.update.push(m.paint - m.key);
      if (request) {
        samples.sent.push(request.start - m.key);
        samples.answered.push(request.end - m.key);
      }
    }
    return {
      echo: stats(samples.echo),
      update: stats(samples.update),
      sent: samples.sent.length ? stats(samples.sent) : null,
      answered: samples.answered.length ? stats(samples.answered) : null,
      // Keystrokes repeating a text whose answer is fresh in the query cache (stale time) send nothing.
      requests: `${samples.sent.length} of ${samples.update.length}`,
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const tempDir = process.env.DATABASE_URL ? null : mkdtempSync(path.join(os.tmpdir(), 'opsdeck-notifications-browser-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: tempDir ?? undefined,
    OPSDECK_DEMO: '1',
    OPSDECK_CHECK_RUNNER: 'off',
  };
  const shellDir = path.join(repoRoot, 'shell', 'dist');
  for (const dir of [shellDir, path.join(repoRoot, 'remotes', 'playbooks-notifications', 'dist')])
    if (!existsSync(dir)) throw new Error(`missing ${dir}: build first (pnpm run build)`);
  const setup = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || undefined });
  try {
    await migrate(setup);
    await seedDemo(setup, { log: () => undefined });
    await seedSilences(setup);
  } finally {
    await setup.close();
  }
  const booted = await bootBackend({ env, log: () => undefined });
  const gateway = createGateway({
    shellDir,
    remoteDirs: Object.fromEntries(REMOTE_NAMES.map((name) => [name, path.join(repoRoot, 'remotes', name, 'dist')])),
    manifestPath: path.join(repoRoot, 'deploy', 'remotes.json'),
    backend: booted.handler,
  });
  const print = console.log.bind(console);
  console.log = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && /^(\S+ )?(GET|HEAD|POST|PUT|PATCH|DELETE) \/\S* \d{3} /.test(args[0])) return;
    print(...args);
  };
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  const verdicts = new Verdicts();
  try {
    console.log(
      `Silences page in Chromium on ${booted.db.kind}, 10,000 silences (${os.cpus().length} cores, load average ${loadAverage()})`,
    );
    const { chromium } = createRequire(path.join(repoRoot, 'e2e', 'package.json'))('playwright-core') as {
      chromium: BrowserLauncher;
    };
    const browser = await launchChromium(chromium);
    try {
      for (const { label, prefix, key } of KEYSTROKES) {
        const keys = await measureKeystrokes(browser, base, prefix, key);
        console.log(`  "${prefix}" + "${key}", ${label}:`);
        console.log(`    keystroke to echo in the search box: ${fmt(keys.echo)}`);
        console.log(`    keystrokes that sent a list request: ${keys.requests}`);
        if (keys.sent) console.log(`    keystroke to list request sent: ${fmt(keys.sent)}`);
        if (keys.answered) console.log(`    keystroke to list answer received: ${fmt(keys.answered)}`);
        // Judged on the median, as the health benchmark judges its keystrokes; p95 is printed beside it.
        const verdict = verdicts.judge(`silences search keystroke to updated list, ${label}`, TARGET, keys.update);
        console.log(`    keystroke to updated list painted: ${fmt(keys.update)} ${verdict} (load average ${loadAverage()})`);
      }
    } finally {
      await browser.close();
    }
    for (const line of verdicts.report()) console.log(line);
    if (verdicts.failed.length > 0) process.exitCode = 1;
  } finally {
    gateway.close();
    await booted.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
