// Catalog scrapers: scheduled and on-demand runs of file, http and sql scrapers.
import path from 'node:path';
import { repoRoot } from '../db/open-database';
import type { Database } from '../db/types';
import { ScraperRunner, type ScraperRunnerScope } from './runner';

export { ScraperBusyError, ScraperRunner, scraperScheduleOf, type ScraperRunnerOptions } from './runner';
export { runScraper, type ScrapeRun, type ScraperRow } from './run';

const OFF = new Set(['off', '0', 'false', 'no']);

/** OPSDECK_SCRAPER_FILES_DIR: the only folder file scrapers read (default <repo>/.data/scraper-files). */
export const scraperFilesDir = (env: NodeJS.ProcessEnv = process.env): string =>
  env.OPSDECK_SCRAPER_FILES_DIR?.trim() || path.join(repoRoot(), '.data', 'scraper-files');

/**
 * OPSDECK_SCRAPER_RUNNER: off, or on (default; off under a test runner unless set). In demo mode
 * only scrapers added after the demo data run on their schedules.
 */
export function scraperRunnerScope(env: NodeJS.ProcessEnv, demo: boolean): ScraperRunnerScope | 'off' {
  const raw = env.OPSDECK_SCRAPER_RUNNER?.trim().toLowerCase();
  if (raw && OFF.has(raw)) return 'off';
  if (!raw && (env.NODE_ENV === 'test' || env.JEST_WORKER_ID !== undefined)) return 'off';
  return demo ? 'demo' : 'all';
}

/** Starts the scraper runner the environment asks for; null when it is off. */
export function startScraperRunner(
  db: Database,
  env: NodeJS.ProcessEnv,
  demo: boolean,
  log: (line: string) => void,
): ScraperRunner | null {
  const scope = scraperRunnerScope(env, demo);
  if (scope === 'off') return null;
  const pollMs = Number(env.OPSDECK_SCRAPER_POLL_MS);
  const runner = new ScraperRunner({
    db,
    scope,
    filesDir: scraperFilesDir(env),
    log,
    ...(Number.isFinite(pollMs) && pollMs > 0 ? { pollMs } : {}),
  });
  runner.start();
  log(
    `[scrapers] runner started (${scope === 'demo' ? 'scrapers added after the demo data' : 'every scraper'}; files under ${scraperFilesDir(env)})`,
  );
  return runner;
}
