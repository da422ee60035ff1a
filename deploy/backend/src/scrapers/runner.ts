/**
 * The scraper runner: runs scrapers on their schedules (`spec.schedule`, cron or `@every`,
 * Mission Control's `@every 60m` when absent) and on demand (Run now).
 *
 * Several processes may run a runner on one database. The schedule lives in
 * opsdeck_runner.scraper_schedules (migration 0720): a due scraper is claimed by locking its row
 * with FOR UPDATE SKIP LOCKED and taking a lease in the same transaction; the lease is renewed
 * while the run lasts, and released with the next due time when it ends. Run now takes the same
 * lease, so one scraper never runs twice at once, whichever process asks. A process that dies
 * mid-run leaves its lease to run out; the scraper is still due, so another process runs it.
 * Scrapers of remote agents run on their agents, and the System scraper is not a real one.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { NIL_AGENT_ID, SCRAPER_DEFAULTS } from '@opsdeck/contracts';
import { nextRun, parseSchedule, type Schedule } from '../checks/schedule';
import type { Database } from '../db/types';
import { runScraper, type ScrapeRun, type ScraperRow } from './run';

/** 'demo': only scrapers added after the demo data (the demo's own are pictures of other systems); 'all': every scraper. */
export type ScraperRunnerScope = 'demo' | 'all';

export interface ScraperRunnerOptions {
  db: Database;
  scope: ScraperRunnerScope;
  filesDir: string;
  log?: (line: string) => void;
  /** How often due scrapers are looked for (default 5 s). */
  pollMs?: number;
  /** How long a run stays this process's without renewal (default 60 s; renewed every third of it). */
  leaseMs?: number;
  now?: () => number;
  owner?: string;
}

export class ScraperBusyError extends Error {}

const SCHEDULES = 'opsdeck_runner.scraper_schedules';

/** The schedule of a scraper spec; the default when it names none, null when it cannot be read. */
export function scraperScheduleOf(spec: unknown): Schedule | null {
  const text = spec && typeof spec === 'object' ? (spec as { schedule?: unknown }).schedule : undefined;
  return parseSchedule(typeof text === 'string' && text.trim() ? text : SCRAPER_DEFAULTS.schedule);
}

export class ScraperRunner {
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private readonly leaseMs: number;
  readonly owner: string;
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  /** Set by stop(): a pass in progress runs nothing more. */
  private halted = false;
  private controller = new AbortController();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly warned = new Set<string>();

  constructor(private readonly options: ScraperRunnerOptions) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((line) => console.log(line));
    this.leaseMs = Math.max(300, options.leaseMs ?? 60_000);
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.halted = false;
    this.controller = new AbortController();
    this.arm(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.halted = true;
    clearTimeout(this.timer);
    this.controller.abort();
    await Promise.allSettled([...this.inFlight]);
  }

  /** Scrapers this runner schedules. */
  private async scrapers(): Promise<ScraperRow[]> {
    const demoOnly = this.options.scope === 'demo';
    const { rows } = await this.options.db.query<ScraperRow>(
      `SELECT s.id::text AS id, s.name, s.spec FROM config_scrapers s
       WHERE s.deleted_at IS NULL AND s.agent_id = $1::uuid AND s.id <> $1::uuid
         ${demoOnly ? `AND s.created_at >= COALESCE((SELECT min(anchor) FROM demo_seeds WHERE scale = 'demo'), '-infinity')` : ''}`,
      [NIL_AGENT_ID],
    );
    return rows;
  }

  /** Adds new scrapers to the shared schedule and moves edited schedules; the first process to see a change sets it. */
  async sync(): Promise<Map<string, ScraperRow & { schedule: Schedule }>> {
    const scheduled = new Map<string, ScraperRow & { schedule: Schedule }>();
    for (const row of await this.scrapers()) {
      const schedule = scraperScheduleOf(row.spec);
      if (!schedule) {
        this.warnOnce(row.id, `scraper ${row.name ?? row.id} has a schedule this backend cannot read; it only runs on Run now`);
        continue;
      }
      const key = JSON.stringify(schedule.kind === 'every' ? schedule.ms : schedule.source);
      const first = schedule.kind === 'every' ? new Date(this.now()) : nextRun(schedule, new Date(this.now()));
      await this.options.db.query(
        `INSERT INTO ${SCHEDULES} (scraper_id, schedule_key, next_due) VALUES ($1::uuid, $2, $3::timestamptz)
         ON CONFLICT (scraper_id) DO UPDATE SET schedule_key = EXCLUDED.schedule_key, next_due = EXCLUDED.next_due
         WHERE scraper_schedules.schedule_key IS DISTINCT FROM EXCLUDED.schedule_key`,
        [row.id, key, first],
      );
      scheduled.set(row.id, { ...row, schedule });
    }
    return scheduled;
  }

  /** Claims the due scrapers among `ids`: locks their rows (skipping those another process holds) and takes the leases. */
  async claimDue(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const at = new Date(this.now());
    return this.options.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `SELECT scraper_id::text AS id FROM ${SCHEDULES}
         WHERE scraper_id = ANY($1::uuid[]) AND next_due <= $2::timestamptz AND (lease_until IS NULL OR lease_until <= $2::timestamptz)
         ORDER BY next_due FOR UPDATE SKIP LOCKED`,
        [ids, at],
      );
      if (rows.length) {
        await tx.query(
          `UPDATE ${SCHEDULES} SET lease_owner = $2, lease_until = $3::timestamptz, last_started = $4::timestamptz WHERE scraper_id = ANY($1::uuid[])`,
          [rows.map((row) => row.id), this.owner, new Date(this.now() + this.leaseMs), at],
        );
      }
      return rows.map((row) => row.id);
    });
  }

  /**
   * Run now: takes the scraper's lease (creating its schedule row if needed) and runs it here;
   * ScraperBusyError when it is running already (in this process or another).
   */
  async runNow(scraper: ScraperRow, onStarted?: (jobId: string) => void): Promise<ScrapeRun> {
    const at = new Date(this.now());
    const { rows } = await this.options.db.query<{ id: string }>(
      `INSERT INTO ${SCHEDULES} AS s (scraper_id, schedule_key, next_due, lease_owner, lease_until, last_started)
       VALUES ($1::uuid, '', $2::timestamptz, $3, $4::timestamptz, $5::timestamptz)
       ON CONFLICT (scraper_id) DO UPDATE SET lease_owner = EXCLUDED.lease_owner, lease_until = EXCLUDED.lease_until,
         last_started = EXCLUDED.last_started
       WHERE s.lease_until IS NULL OR s.lease_until <= $5::timestamptz
       RETURNING scraper_id::text AS id`,
      [scraper.id, scraperNextDue(scraper, this.now()), this.owner, new Date(this.now() + this.leaseMs), at],
    );
    if (!rows[0]) throw new ScraperBusyError(`scraper ${scraper.name ?? scraper.id} is already running`);
    return this.runLeased(scraper, null, onStarted);
  }

  /** Runs a scraper whose lease this process holds, renewing it, then releases it (with the next due time of a scheduled run). */
  private async runLeased(scraper: ScraperRow, next: Date | null, onStarted?: (jobId: string) => void): Promise<ScrapeRun> {
    const renew = setInterval(() => {
      this.options.db
        .query(`UPDATE ${SCHEDULES} SET lease_until = $3::timestamptz WHERE scraper_id = $1::uuid AND lease_owner = $2`, [
          scraper.id,
          this.owner,
          new Date(this.now() + this.leaseMs),
        ])
        .catch((error: unknown) => this.log(`[scrapers] could not renew the lease of ${scraper.name}: ${String(error)}`));
    }, this.leaseMs / 3);
    renew.unref();
    try {
      return await runScraper(
        { db: this.options.db, filesDir: this.options.filesDir, signal: this.controller.signal, onStarted },
        scraper,
      );
    } finally {
      clearInterval(renew);
      await this.options.db
        .query(
          `UPDATE ${SCHEDULES} SET lease_owner = NULL, lease_until = NULL ${next ? ', next_due = $3::timestamptz' : ''}
           WHERE scraper_id = $1::uuid AND lease_owner = $2`,
          next ? [scraper.id, this.owner, next] : [scraper.id, this.owner],
        )
        .catch((error: unknown) => this.log(`[scrapers] could not release the lease of ${scraper.name}: ${String(error)}`));
    }
  }

  /** One pass: sync the schedule, then run every due scraper this process could claim. */
  async tick(): Promise<void> {
    const scheduled = await this.sync();
    for (const id of await this.claimDue([...scheduled.keys()])) {
      if (this.halted) break;
      const scraper = scheduled.get(id)!;
      const next = nextRun(scraper.schedule, new Date(this.now()));
      const task = this.runLeased(scraper, next).then(
        ({ outcome }) => {
          if (outcome.errorCount)
            this.log(`[scrapers] ${scraper.name}: ${outcome.errorCount} error(s): ${outcome.errors?.[0] ?? ''}`);
        },
        (error: unknown) =>
          this.log(`[scrapers] ${scraper.name} failed: ${error instanceof Error ? error.message : String(error)}`),
      );
      this.inFlight.add(task);
      await task;
      this.inFlight.delete(task);
    }
  }

  private arm(delayMs: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.tick()
        .catch((error: unknown) => this.log(`[scrapers] ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => this.arm(this.options.pollMs ?? 5_000));
    }, delayMs);
    this.timer.unref();
  }

  private warnOnce(key: string, line: string): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.log(`[scrapers] ${line}`);
  }
}

/** Next due time of a scraper from `now` (for a schedule row created by Run now). */
function scraperNextDue(scraper: ScraperRow, now: number): Date {
  const schedule = scraperScheduleOf(scraper.spec);
  return schedule ? nextRun(schedule, new Date(now)) : new Date(now + 3_600_000);
}
