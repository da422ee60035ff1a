/**
 * Catalog pages in Chromium at the catalog's large scale (bench/catalog-scale.ts): the time from
 * the start of a navigation to the frame that paints the first rows of /catalog and of
 * /catalog/changes (target 1 s each), and to the detail page of an item with a 5 MB config
 * interactive (its document shown in the viewer and the main thread free again; target 1.5 s).
 * Each figure is judged on the median of the runs with an empty and with a warm cache; the load
 * average is printed with the figures. A miss makes the run exit 1.
 *
 *   pnpm run build                                               # the shell and remotes
 *   DATABASE_URL=postgres://.../catalog_bench pnpm --filter @opsdeck/backend bench:catalog:browser
 *   BENCH_DATA_DIR=/path ... --scale 0.1                         # PGlite instead, seeded on first use
 *   BENCH_RUNS=5                                                 # navigations per page and cache state
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { bootBackend } from '../src/boot';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import type { Database } from '../src/db/types';
import { scaleArg } from '../src/demo/cli';
import { catalogScaleCounts, seedCatalogScale } from './catalog-scale';
import type { BrowserLauncher } from './health-browser';
import { Verdicts } from './health-targets';
import { fmt, loadAverage, stats } from './stats';
import { requireBuilt, startConsole } from './console-under-test';
import { launchChromium, signInAsAdmin } from './browser-session';

type Browser = Awaited<ReturnType<BrowserLauncher['launch']>>;

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FACTOR = scaleArg(process.argv.slice(2)) ?? 1;
/** The item with a 5 MB config (fixed id, so re-runs find it). */
export const LARGE_CONFIG_ID = 'b5000000-0000-4000-8000-000000000005';

const TARGETS = {
  rows: { figure: 'navigation to first rows painted', limitMs: 1_000 },
  detail: { figure: 'navigation to detail interactive', limitMs: 1_500 },
} as const;

/** Installed before any script of the page: marks the frame in which `ready()` first holds, then a free main thread. */
const probe = (ready: string) => `(() => {
  const observer = new MutationObserver(() => {
    if (window.__ready || !(${ready})) return;
    window.__ready = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__painted = performance.now(); }, 0));
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

const LIST_READY = `document.querySelector('table[aria-label="Configuration items"] [data-testid="data-row"]')`;
const CHANGES_READY = `document.querySelector('table[aria-label="Config changes"] [data-testid="data-row"]')`;
// Monaco shows the document's first lines: the viewer holds the item's config.
const DETAIL_READY = `document.querySelector('[data-testid="code-editor"] .view-lines .view-line')`;

/** A config of about 5 MB: 40,000 keys of a ConfigMap's data. */
async function ensureLargeConfig(db: Database): Promise<number> {
  await db.query(
    `INSERT INTO config_items (id, config_class, type, name, tags, config)
     SELECT $1::uuid, 'ConfigMap', 'Kubernetes::ConfigMap', 'large-config', '{"cluster":"bench","namespace":"bench"}'::jsonb,
            jsonb_build_object('apiVersion', 'v1', 'kind', 'ConfigMap',
              'metadata', jsonb_build_object('name', 'large-config', 'namespace', 'bench'),
              'data', (SELECT jsonb_object_agg('key-' || lpad(n::text, 6, '0'), repeat('value ', 20) || n)
                         FROM generate_series(1, 40000) AS n))
     ON CONFLICT (id) DO NOTHING`,
    [LARGE_CONFIG_ID],
  );
  const size = await db.query<{ bytes: number }>(`SELECT octet_length(config::text) AS bytes FROM config_items WHERE id = $1`, [
    LARGE_CONFIG_ID,
  ]);
  return Number(size.rows[0]!.bytes);
}

/** One navigation's marks (ms from its start): the page's main read sent and answered, the ready frame. */
interface Marks {
  painted: number;
  sent: number;
  answered: number;
}

const readMarks = (apiPath: string) => `(() => {
  const read = performance.getEntriesByType('resource').find((entry) => entry.name.includes(${JSON.stringify(apiPath)}));
  return { painted: window.__painted, sent: read ? read.startTime : NaN, answered: read ? read.responseEnd : NaN };
})()`;

async function measure(browser: Browser, base: string, url: string, ready: string, apiPath: string) {
  const cold: Marks[] = [];
  const warm: Marks[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    // The probe runs as an init script: the pages' Content-Security-Policy refuses string predicates.
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, bypassCSP: true });
    await signInAsAdmin(context, base);
    await context.addInitScript(probe(ready));
    const page = await context.newPage();
    for (const into of [cold, warm]) {
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction('window.__painted', undefined, { timeout: 60_000 });
      into.push(await page.evaluate<Marks>(readMarks(apiPath)));
    }
    await context.close();
  }
  return { cold, warm };
}

/** Where a page's time went (medians): console start until its read leaves, the read, then rendering. */
const breakdown = (marks: Marks[]) => {
  const median = (values: number[]) => stats(values.filter(Number.isFinite)).median.toFixed(0);
  return (
    `read sent at ${median(marks.map((m) => m.sent))} ms, answered at ${median(marks.map((m) => m.answered))} ms, ` +
    `painted ${median(marks.map((m) => m.painted - m.answered))} ms after the answer`
  );
};

async function prepare(env: NodeJS.ProcessEnv): Promise<number> {
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || undefined });
  try {
    await migrate(db, { log: () => undefined });
    const items = Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM config_items')).rows[0]!.n);
    if (items < catalogScaleCounts(FACTOR).configItems) {
      console.log(`seeding the catalog scale x${FACTOR} ...`);
      await seedCatalogScale(db, { factor: FACTOR, log: () => undefined });
    }
    const bytes = await ensureLargeConfig(db);
    const counts = await db.query<{ items: number; changes: number }>(
      `SELECT (SELECT count(*)::int FROM config_items) AS items, (SELECT count(*)::int FROM config_changes) AS changes`,
    );
    console.log(
      `catalog pages on ${db.kind}: ${counts.rows[0]!.items} items, ${counts.rows[0]!.changes} changes; ` +
        `the large config is ${(bytes / 1_048_576).toFixed(1)} MB`,
    );
    return bytes;
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const tempDir =
    !process.env.DATABASE_URL && !process.env.BENCH_DATA_DIR
      ? mkdtempSync(path.join(os.tmpdir(), 'opsdeck-catalog-pages-'))
      : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: process.env.BENCH_DATA_DIR ?? tempDir ?? undefined,
    OPSDECK_DEMO: '1',
    OPSDECK_CHECK_RUNNER: 'off',
    OPSDECK_SCRAPER_RUNNER: 'off',
    OPSDECK_INCIDENT_RULES: 'off',
    OPSDECK_PLAYBOOK_EXECUTOR: 'off',
    OPSDECK_NOTIFICATIONS: 'off',
  };
  const shellDir = process.env.SHELL_DIR ?? path.join(repoRoot, 'shell', 'dist');
  requireBuilt(['catalog'], shellDir);
  await prepare(env);
  const booted = await bootBackend({ env, log: () => undefined });
  const consoleUnderTest = await startConsole(booted.handler, shellDir);
  const { base } = consoleUnderTest;
  const verdicts = new Verdicts();
  const { chromium } = createRequire(path.join(repoRoot, 'e2e', 'package.json'))('playwright-core') as {
    chromium: BrowserLauncher;
  };
  const browser = await launchChromium(chromium);
  try {
    console.log(`${os.cpus().length} CPU cores, load average ${loadAverage()} (1, 5, 15 min); ${RUNS} runs per page and cache`);
    const pages = [
      ['first rows of /catalog', `${base}/catalog`, LIST_READY, TARGETS.rows, '/api/db/configs?'],
      ['first rows of /catalog/changes', `${base}/catalog/changes`, CHANGES_READY, TARGETS.rows, '/api/catalog/changes'],
      ['detail of the 5 MB config', `${base}/catalog/${LARGE_CONFIG_ID}`, DETAIL_READY, TARGETS.detail, '/api/db/config_detail?'],
    ] as const;
    for (const [label, url, ready, target, apiPath] of pages) {
      const figures = await measure(browser, base, url, ready, apiPath);
      for (const [cache, marks] of [
        ['empty cache', figures.cold],
        ['warm cache', figures.warm],
      ] as const) {
        const measured = stats(marks.map((m) => m.painted));
        console.log(`  ${label}, ${cache}: ${fmt(measured)} ${verdicts.judge(`${label}, ${cache}`, target, measured)}`);
        console.log(`    ${breakdown(marks)}`);
      }
    }
    console.log(`load average ${loadAverage()} (1, 5, 15 min) after the runs`);
    console.log('');
    for (const line of verdicts.report()) console.log(line);
    if (verdicts.failed.length > 0) process.exitCode = 1;
  } finally {
    await browser.close();
    consoleUnderTest.close();
    await booted.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
