/**
 * The browser half of the notifications benchmark (notifications.ts): on the demo data plus
 * 10,000 silences, in Chromium, the time from a keystroke in the search box of
 * /notifications/silences to the frame that paints the list the new text selects (target 50 ms),
 * with the echo of the key in the input beside it. Before each measured keystroke the box is
 * filled with a text and its list shown; the keystroke then makes a text never searched before on
 * that page, so no answer comes from the query cache. Three kinds of keystroke:
 *   - narrowing a list complete on screen ("bench-check-0013" + "4": about 40 active silences on
 *     one page, narrowed to about 7);
 *   - narrowing a search with several pages of matches ("bench-check-003" + "2": about 370
 *     narrowed to about 40);
 *   - widening, which only the server can answer (Backspace on "bench-silence-0135": about 7
 *     widened to the first page of about 67).
 *
 *   pnpm run bench:notifications:browser     (repository root; the shell and remotes built)
 *   DATABASE_URL=...   a PostgreSQL database (seeded on first use); default PGlite in a temporary directory
 *   BENCH_RUNS=20      keystrokes measured per kind
 *   BENCH_PROFILE=1    print where the page's CPU time went in the last keystroke of each kind
 *   BENCH_TRACE=1      print the main thread's time by kind of work (script, style, layout) in it
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { bootBackend } from '../src/boot';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import type { Database } from '../src/db/types';
import { seedDemo } from '../src/demo/seed';
import type { BrowserLauncher } from './health-browser';
import { Verdicts } from './health-targets';
import { fmt, loadAverage, stats } from './stats';
import { requireBuilt, startConsole } from './console-under-test';
import { launchChromium, signInAsAdmin } from './browser-session';
import { profiled } from './cpu-profile';
import { traced } from './timeline-profile';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const TARGET = { figure: 'keystroke to updated list', limitMs: 50 };
const SEARCH = 'input[aria-label="Search silences"]';
const ROWS = 'table[aria-label="Silences"] [data-testid="data-row"]';
/** One measured keystroke: the box holds `typed`, then `key` is pressed, making `expected`. */
interface Keystroke {
  typed: string;
  key: string;
  expected: string;
}

// Silences are named bench-silence-00001 to 10000; filter expressions name bench-check-00000 to
// bench-check-00999 (even ones only, see seedSilences).
const digit = (n: number) => String(n % 10);
const KEYSTROKES: readonly { label: string; run: (i: number) => Keystroke }[] = [
  {
    label: 'narrowing a list complete on screen',
    run: (i) => ({ typed: `bench-check-00${10 + i}`, key: '4', expected: `bench-check-00${10 + i}4` }),
  },
  {
    label: 'narrowing a search of several pages',
    run: (i) => {
      const text = `bench-check-00${1 + (i % 9)}${digit(2 * Math.floor(i / 9))}`;
      return { typed: text.slice(0, -1), key: text.at(-1)!, expected: text };
    },
  },
  {
    label: 'widening, answered by the server',
    run: (i) => ({ typed: `bench-silence-0${10 + i}5`, key: 'Backspace', expected: `bench-silence-0${10 + i}` }),
  },
];

type Browser = Awaited<ReturnType<BrowserLauncher['launch']>>;

/** The parts of Playwright's request and page this benchmark uses. */
interface ListRequest {
  url(): string;
  timing(): { startTime: number; responseEnd: number };
}
interface SilencesPage {
  goto(url: string): Promise<unknown>;
  waitForSelector(selector: string, options?: { timeout?: number }): Promise<unknown>;
  waitForFunction(script: string, arg?: unknown, options?: { timeout?: number }): Promise<unknown>;
  evaluate<T>(script: string): Promise<T>;
  fill(selector: string, value: string): Promise<void>;
  press(selector: string, key: string): Promise<void>;
  keyboard: { press(key: string): Promise<void> };
  on(event: 'request' | 'requestfinished' | 'requestfailed', listener: (request: ListRequest) => void): void;
}

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

/** Every row shown holds the text, and there is one. */
const listShows = (needle: string) =>
  `(() => { const rows = [...document.querySelectorAll('${ROWS}')];` +
  ` return rows.length > 0 && rows.every((row) => row.textContent.includes(${JSON.stringify(needle)})); })()`;

/**
 * The list the keystroke's text selects is on screen: every row holds the new text and, when the
 * keystroke widened the search, some row lacks the old one (the previous rows hold both).
 */
const listUpdated = ({ typed, expected }: Keystroke) =>
  expected.includes(typed) ? listShows(expected) : `(${listShows(expected)} && !${listShows(typed)})`;

/** In-page probe: the keystroke, its echo in the input, and the frame painting the updated list. */
const instrument = (keystroke: Keystroke) => `(() => {
  const m = (window.__bench = {});
  const input = document.querySelector('${SEARCH}');
  input.addEventListener('keydown', () => { m.key = performance.now(); }, { once: true });
  input.addEventListener('input', () => requestAnimationFrame(() => { m.echo = performance.now(); }), { once: true });
  const observer = new MutationObserver(() => {
    if (m.key === undefined || m.dom || !${listUpdated(keystroke)}) return;
    m.dom = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => { m.paint = performance.now(); });
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})()`;

/** The text in the URL and its list on screen: the state a keystroke starts from. */
const settledOn = (text: string) =>
  `new URLSearchParams(location.search).get('search') === ${JSON.stringify(text)} && ${listShows(text)}`;

async function measureKeystrokes(browser: Browser, base: string, run: (i: number) => Keystroke) {
  // The waits are string predicates, which the page's Content-Security-Policy (no eval) refuses.
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, bypassCSP: true });
  try {
    await signInAsAdmin(context, base);
    const page = (await context.newPage()) as unknown as SilencesPage;
    await page.goto(`${base}/notifications/silences`);
    await page.waitForSelector(ROWS, { timeout: 60_000 });
    // The silences requests in flight, and those finished since the keystroke.
    const isList = (request: { url(): string }) => request.url().includes('/notification_silences');
    const finished: { startTime: number; responseEnd: number }[] = [];
    let inFlight = 0;
    const onRest: (() => void)[] = [];
    const ended = () => {
      inFlight -= 1;
      if (inFlight === 0) for (const resolve of onRest.splice(0)) resolve();
    };
    page.on('request', (request) => {
      if (isList(request)) inFlight += 1;
    });
    page.on('requestfinished', (request) => {
      if (!isList(request)) return;
      finished.push(request.timing());
      ended();
    });
    page.on('requestfailed', (request) => {
      if (isList(request)) ended();
    });
    // The page at rest, as a user reading the list finds it: two frames painted, no request in flight.
    const atRest = async () => {
      await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
      if (inFlight > 0) await new Promise<void>((resolve) => onRest.push(resolve));
    };
    const samples = {
      dom: [] as number[],
      echo: [] as number[],
      update: [] as number[],
      sent: [] as number[],
      answered: [] as number[],
    };
    for (let i = 0; i < RUNS + 2; i += 1) {
      const keystroke = run(i);
      await page.fill(SEARCH, keystroke.typed);
      await page.waitForFunction(settledOn(keystroke.typed), undefined, { timeout: 30_000 });
      await page.press(SEARCH, 'End');
      await atRest();
      await page.evaluate(instrument(keystroke));
      finished.length = 0;
      const press = async () => {
        await page.keyboard.press(keystroke.key);
        await page.waitForFunction('window.__bench && window.__bench.paint', undefined, { timeout: 30_000 });
      };
      // BENCH_PROFILE=1: where the page's CPU time goes in the last keystroke of each kind.
      if (process.env.BENCH_PROFILE && i === RUNS + 1) await profiled(context, page, press);
      else if (process.env.BENCH_TRACE && i === RUNS + 1) await traced(context, page, press);
      else await press();
      const m = await page.evaluate<{ key: number; echo: number; dom: number; paint: number }>('window.__bench');
      // The list request the keystroke sent (the first one finished since), on the page's clock.
      const origin = await page.evaluate<number>('performance.timeOrigin');
      await page.waitForFunction(settledOn(keystroke.expected), undefined, { timeout: 30_000 });
      await atRest();
      const last = finished[0];
      const request = last ? { start: last.startTime - origin, end: last.startTime - origin + last.responseEnd } : null;
      // The first two warm the caches (code, plans, connections).
      if (i < 2) continue;
      samples.echo.push(m.echo - m.key);
      samples.update.push(m.paint - m.key);
      samples.dom.push(m.dom - m.key);
      if (request) {
        samples.sent.push(request.start - m.key);
        samples.answered.push(request.end - m.key);
      }
    }
    return {
      dom: stats(samples.dom),
      echo: stats(samples.echo),
      update: stats(samples.update),
      sent: samples.sent.length ? stats(samples.sent) : null,
      answered: samples.answered.length ? stats(samples.answered) : null,
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
  requireBuilt(['playbooks-notifications'], shellDir);
  const setup = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || undefined });
  try {
    await migrate(setup);
    await seedDemo(setup, { log: () => undefined });
    await seedSilences(setup);
  } finally {
    await setup.close();
  }
  const booted = await bootBackend({ env, log: () => undefined });
  const consoleUnderTest = await startConsole(booted.handler, shellDir);
  const { base } = consoleUnderTest;
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
      for (const { label, run } of KEYSTROKES) {
        const keys = await measureKeystrokes(browser, base, run);
        const { typed, key } = run(2);
        console.log(`  ${label} (e.g. "${typed}" + ${key.length > 1 ? key : `"${key}"`}):`);
        console.log(`    keystroke to echo in the search box: ${fmt(keys.echo)}`);
        console.log(`    keystrokes that sent a list request: ${keys.requests}`);
        if (keys.sent) console.log(`    keystroke to list request sent: ${fmt(keys.sent)}`);
        if (keys.answered) console.log(`    keystroke to list answer received: ${fmt(keys.answered)}`);
        console.log(`    keystroke to updated rows in the page: ${fmt(keys.dom)}`);
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
    consoleUnderTest.close();
    await booted.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
