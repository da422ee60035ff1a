/**
 * The browser half of the incidents benchmark (incidents.ts): in Chromium, the time from the
 * start of a navigation to the frame that paints the first rows of /incidents, and to the frame
 * that paints a full incident (its hypotheses with 50 pieces of evidence and its 200 comments).
 */
import { profiled } from './cpu-profile';
import type { BrowserLauncher } from './health-browser';
import type { Verdicts } from './health-targets';
import { fmt, stats } from './stats';
import { launchChromium, signInAsAdmin } from './browser-session';

type Browser = Awaited<ReturnType<BrowserLauncher['launch']>>;

const TARGET = { figure: 'navigation to painted page', limitMs: 1_000 };

/** Installed before any script of the page: marks the frame in which `ready()` first holds. */
const probe = (ready: string) => `(() => {
  const observer = new MutationObserver(() => {
    if (window.__ready || !(${ready})) return;
    window.__ready = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__painted = performance.now();
      // Where the time went: scripts (shell, remote entry and chunks) and API calls, by when they ended.
      const entries = performance.getEntriesByType('resource');
      const ended = (test) => Math.max(0, ...entries.filter(test).map((e) => e.responseEnd));
      const api = entries.filter((e) => e.name.includes('/api/db/'));
      window.__phases = {
        scripts: ended((e) => e.initiatorType === 'script' || e.name.split('?')[0].endsWith('.js')),
        firstApiStart: api.length ? Math.min(...api.map((e) => e.startTime)) : 0,
        apiEnd: ended((e) => e.name.includes('/api/')),
        apiCalls: api.length,
        slowestApi: Math.max(0, ...api.map((e) => e.responseEnd - e.startTime)),
        trace: entries.map((e) => [Math.round(e.startTime), Math.round(e.responseEnd), e.name.split('?')[0].split('/').slice(-2).join('/')]),
        ready: window.__ready,
      };
    });
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

const LIST_READY = `document.querySelector('table[aria-label="Incidents"] [data-testid="data-row"]')`;
const DETAIL_READY =
  `document.querySelectorAll('[data-testid="comment"]').length >= 200 && ` +
  `document.querySelectorAll('[data-testid="evidence"]').length >= 50 && document.querySelector('[data-testid="history-entry"]')`;

interface Phases {
  scripts: number;
  firstApiStart: number;
  apiEnd: number;
  apiCalls: number;
  slowestApi: number;
  trace: [number, number, string][];
  ready: number;
}

async function measure(browser: Browser, url: string, ready: string, runs: number, base: string) {
  const cold: number[] = [];
  const warm: number[] = [];
  const phases: Phases[] = [];
  for (let i = 0; i < runs; i += 1) {
    // The harness polls with string predicates, which the pages' Content-Security-Policy (no eval)
    // refuses; the probe itself runs as an init script.
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, bypassCSP: true });
    await signInAsAdmin(context, base);
    await context.addInitScript(probe(ready));
    const page = await context.newPage();
    for (const into of [cold, warm]) {
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction('window.__painted', undefined, { timeout: 30_000 });
      into.push(await page.evaluate<number>('window.__painted'));
      if (into === cold) phases.push(await page.evaluate<Phases>('window.__phases'));
      // BENCH_TRACE=1: every resource of the first cold navigation, start and end, to find waterfalls.
      if (into === cold && i === 0 && process.env.BENCH_TRACE) {
        const { trace, ready: readyAt } = phases[0]!;
        for (const [start, end, name] of trace)
          console.log(`    ${String(start).padStart(5)} -> ${String(end).padStart(5)} ms  ${name}`);
        console.log(`    ready at ${Math.round(readyAt)} ms`);
      }
    }
    await context.close();
  }
  const median = (key: 'scripts' | 'firstApiStart' | 'apiEnd' | 'apiCalls' | 'slowestApi') =>
    stats(phases.map((p) => p[key])).median.toFixed(0);
  const breakdown =
    `scripts loaded by ${median('scripts')} ms, first API call at ${median('firstApiStart')} ms, ` +
    `API answered by ${median('apiEnd')} ms (${median('apiCalls')} calls, slowest ${median('slowestApi')} ms)`;
  if (process.env.BENCH_PROFILE) {
    // One more cold navigation, profiled (not counted in the figures).
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, bypassCSP: true });
    await signInAsAdmin(context, base);
    await context.addInitScript(probe(ready));
    const page = await context.newPage();
    await profiled(context, page, async () => {
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction('window.__painted', undefined, { timeout: 30_000 });
    });
    await context.close();
  }
  return { cold: stats(cold), warm: stats(warm), breakdown };
}

export async function measureIncidentPages(
  chromium: BrowserLauncher,
  base: string,
  fullIncidentId: string,
  runs: number,
  verdicts: Verdicts,
) {
  const browser = await launchChromium(chromium);
  console.log(
    '  each figure: from the start of the navigation (performance.now() 0) to the frame that paints the page as ' +
      'described, median of the runs;\n  empty cache: a new browser context signed in through the API (a session ' +
      'cookie, nothing cached), first load of the page;\n  warm cache: the same page loaded again in the same tab ' +
      '(scripts from the HTTP cache, manifests and API answers asked again).',
  );
  try {
    for (const [label, url, ready] of [
      ['first rows of /incidents', `${base}/incidents`, LIST_READY],
      ['full incident (200 comments, 50 evidence)', `${base}/incidents/${fullIncidentId}`, DETAIL_READY],
    ] as const) {
      const figures = await measure(browser, url, ready, runs, base);
      for (const [cache, measured] of [
        ['empty cache', figures.cold],
        ['warm cache', figures.warm],
      ] as const) {
        const verdict = verdicts.judge(`${label} painted, ${cache}`, TARGET, measured);
        console.log(`  navigation to ${label} painted, ${cache}: ${fmt(measured)} ${verdict}`);
      }
      console.log(`    empty cache, medians: ${figures.breakdown}`);
    }
  } finally {
    await browser.close();
  }
}
