/**
 * One run of a scraper: every entry of its spec the backend executes (file, http, sql) is
 * scraped, the items are saved (store.ts) and the run is recorded as one job_history row
 * (`Scraper`, resource type config_scraper) with its counts, errors and a scrape summary. Kinds
 * this backend does not execute are named in the run's errors, so the scraper's status says so.
 */
import {
  EXECUTED_SCRAPER_KINDS,
  SCRAPER_DEFAULTS,
  SCRAPER_MESSAGES,
  scraperKindsOf,
  validateScraperSpec,
} from '@opsdeck/contracts';
import type { Database } from '../db/types';
import { runJob, type JobOutcome } from '../jobs/job-history';
import type { ScrapedItem } from './extract';
import { scrapeFiles, type FileScraperEntry } from './sources/file';
import { scrapeHttp, type HttpScraperEntry } from './sources/http';
import { scrapeSql, type SqlScraperEntry } from './sources/sql';
import { saveScrape, type SaveSummary } from './store';

export interface ScraperRow {
  id: string;
  name: string | null;
  spec: unknown;
}

export interface ScrapeContext {
  db: Database;
  /** The folder file scrapers read under. */
  filesDir: string;
  signal?: AbortSignal;
  /** Told the job history id as soon as the run's row exists. */
  onStarted?: (jobId: string) => void;
}

export interface ScrapeRun {
  jobId: string;
  outcome: JobOutcome;
}

const entriesOf = <T>(spec: Record<string, unknown>, kind: string): T[] =>
  Array.isArray(spec[kind]) ? (spec[kind] as unknown[]).filter((entry): entry is T => !!entry && typeof entry === 'object') : [];

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Scrapes every executed entry; `complete` is false when a whole source failed. */
async function scrapeAll(ctx: ScrapeContext, spec: Record<string, unknown>) {
  const items: ScrapedItem[] = [];
  const errors: string[] = [];
  const failedOrigins = new Set<string>();
  let complete = true;
  for (const entry of entriesOf<FileScraperEntry>(spec, 'file')) {
    const result = await scrapeFiles(entry, ctx.filesDir);
    items.push(...result.items);
    errors.push(...result.errors);
    result.failed.forEach((origin) => failedOrigins.add(origin));
    if (result.fatal) complete = false;
  }
  const remote: [string, (entry: never) => Promise<{ items: ScrapedItem[]; errors: string[] }>][] = [
    ['http', (entry: HttpScraperEntry) => scrapeHttp(ctx.db, entry, ctx.signal)],
    ['sql', (entry: SqlScraperEntry) => scrapeSql(ctx.db, entry)],
  ];
  for (const [kind, scrape] of remote) {
    for (const entry of entriesOf<never>(spec, kind)) {
      try {
        const result = await scrape(entry);
        items.push(...result.items);
        errors.push(...result.errors);
        // An item without id or type this time must not look vanished.
        if (result.errors.length) complete = false;
      } catch (error) {
        errors.push(message(error));
        complete = false;
      }
    }
  }
  return { items, errors, failedOrigins, complete };
}

export async function runScraper(ctx: ScrapeContext, scraper: ScraperRow): Promise<ScrapeRun> {
  let jobId = '';
  const outcome = await runJob(
    ctx.db,
    { name: SCRAPER_DEFAULTS.jobName, resourceType: SCRAPER_DEFAULTS.jobResourceType, resourceId: scraper.id },
    async (id) => {
      jobId = id;
      ctx.onStarted?.(id);
      const spec = (scraper.spec && typeof scraper.spec === 'object' ? scraper.spec : {}) as Record<string, unknown>;
      const kinds = scraperKindsOf(spec);
      const skipped = kinds.filter((kind) => !(EXECUTED_SCRAPER_KINDS as readonly string[]).includes(kind));
      const errors = [...validateScraperSpec(spec)];
      if (kinds.length === 0) errors.push(SCRAPER_MESSAGES.noScraperType);
      if (skipped.length) errors.push(SCRAPER_MESSAGES.notExecuted(skipped));
      const scraped = await scrapeAll(ctx, spec);
      errors.push(...scraped.errors);
      const saved: SaveSummary = await saveScrape(ctx.db, scraper.id, scraped.items, {
        failedOrigins: scraped.failedOrigins,
        // Items of kinds not executed here were not looked for: none may look vanished.
        markVanished: scraped.complete && kinds.length > 0 && skipped.length === 0,
      });
      return {
        successCount: saved.added + saved.updated + saved.unchanged,
        errorCount: errors.length,
        errors,
        details: { scrape_summary: saved, ...(skipped.length ? { not_executed: skipped } : {}) },
      };
    },
  );
  return { jobId, outcome };
}
