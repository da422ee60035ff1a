/**
 * The check runner: runs canaries on their schedules and stores each result (see store.ts).
 *
 * One timer drives it: every tick launches the canaries that are due and sleeps until the next
 * due time, re-reading the canary list at least every `reloadIntervalMs` so new, edited and
 * deleted canaries are picked up. A canary never overlaps itself, and at most `concurrency`
 * checks run at once. stop() cancels running checks and waits for writes in flight, so the
 * database can be closed right after it.
 */
import type { Database } from '../db/types';
import { LIVE_CHECK_LABEL } from '../demo/self-checks';
import { executeCheck, isExecutableType } from './execute';
import { nextRun, scheduleOfSpec, type Schedule } from './schedule';
import { loadCanaryChecks, recordNotExecuted, recordOutcome } from './store';
import { notExecutedMessage, type CheckDefinition } from './types';

/** 'live': only canaries labelled opsdeck.io/live=true (the demo's self-checks); 'all': every canary. */
export type RunnerScope = 'live' | 'all';

export interface CheckRunnerOptions {
  db: Database;
  scope: RunnerScope;
  log?: (line: string) => void;
  /** Checks running at the same time (default 4). */
  concurrency?: number;
  /** Delay before the first runs after start, so the server is listening when self-checks fire (default 5 s). */
  startDelayMs?: number;
  /** How often the canary list is re-read (default 30 s). */
  reloadIntervalMs?: number;
  /** First runs of interval canaries are spread over up to this long (default 10 s). */
  maxJitterMs?: number;
  now?: () => number;
}

interface ScheduledCanary {
  id: string;
  name: string;
  schedule: Schedule;
  scheduleKey: string;
  nextDue: number;
  running: boolean;
}

interface CanaryRow {
  id: string;
  name: string;
  spec: unknown;
}

/** Spreads first runs of many canaries (deterministically per canary) so they do not all fire at once. */
function jitterMs(id: string, periodMs: number, maxMs: number): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % Math.max(1, Math.min(periodMs, maxMs));
}

export class CheckRunner {
  private readonly canaries = new Map<string, ScheduledCanary>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly waiting: (() => void)[] = [];
  private readonly warned = new Set<string>();
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private lastReload = Number.NEGATIVE_INFINITY;
  private active = 0;

  constructor(private readonly options: CheckRunnerOptions) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((line) => console.log(line));
  }

  get running(): boolean {
    return !this.stopped;
  }

  /** Canary ids currently scheduled (after the last reload). */
  scheduled(): string[] {
    return [...this.canaries.keys()];
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.controller = new AbortController();
    this.lastReload = Number.NEGATIVE_INFINITY;
    this.arm(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.controller.abort();
    this.waiting.splice(0).forEach((wake) => wake());
    await Promise.allSettled([...this.inFlight]);
  }

  /** Re-reads the canaries in scope: adds new ones, reschedules edited ones, drops deleted ones. */
  async reload(): Promise<void> {
    const liveOnly = this.options.scope === 'live';
    const { rows } = await this.options.db.query<CanaryRow>(
      `SELECT id, name, spec FROM canaries WHERE deleted_at IS NULL${liveOnly ? ' AND labels->>$1 = $2' : ''} ORDER BY name`,
      liveOnly ? [LIVE_CHECK_LABEL, 'true'] : [],
    );
    this.lastReload = this.now();
    const seen = new Set<string>();
    for (const row of rows) {
      const schedule = scheduleOfSpec(row.spec);
      if (!schedule) {
        this.warnOnce(`schedule:${row.id}`, `canary ${row.name} has no usable schedule or interval; it only runs on Run Now`);
        continue;
      }
      seen.add(row.id);
      const scheduleKey = JSON.stringify(schedule.kind === 'every' ? schedule.ms : schedule.source);
      const existing = this.canaries.get(row.id);
      if (existing && existing.scheduleKey === scheduleKey) continue;
      this.canaries.set(row.id, {
        id: row.id,
        name: row.name,
        schedule,
        scheduleKey,
        nextDue: this.firstDue(row.id, schedule),
        running: existing?.running ?? false,
      });
    }
    for (const id of this.canaries.keys()) if (!seen.has(id)) this.canaries.delete(id);
  }

  private firstDue(id: string, schedule: Schedule): number {
    const now = this.now();
    if (schedule.kind === 'cron') return nextRun(schedule, new Date(now)).getTime();
    return now + (this.options.startDelayMs ?? 5_000) + jitterMs(id, schedule.ms, this.options.maxJitterMs ?? 10_000);
  }

  private arm(delayMs: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), Math.max(0, delayMs));
    // Never the reason a process stays alive: the server (or the test) decides that.
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    const reloadEvery = this.options.reloadIntervalMs ?? 30_000;
    if (this.now() - this.lastReload >= reloadEvery) {
      try {
        await this.reload();
      } catch (err) {
        this.log(`[checks] could not read canaries: ${err instanceof Error ? err.message : String(err)}`);
        this.lastReload = this.now();
      }
    }
    if (this.stopped) return;
    const now = this.now();
    let nextWake = this.lastReload + reloadEvery;
    for (const canary of this.canaries.values()) {
      if (canary.running) continue;
      if (canary.nextDue <= now) this.launch(canary, now);
      nextWake = Math.min(nextWake, canary.nextDue);
    }
    this.arm(nextWake - this.now());
  }

  private launch(canary: ScheduledCanary, now: number): void {
    canary.running = true;
    canary.nextDue = nextRun(canary.schedule, new Date(Math.max(now, canary.nextDue))).getTime();
    const nextRuntime = new Date(canary.nextDue);
    const task = this.runCanary(canary, nextRuntime)
      .catch((err: unknown) =>
        this.log(`[checks] canary ${canary.name} failed: ${err instanceof Error ? err.message : String(err)}`),
      )
      .finally(() => {
        canary.running = false;
        this.inFlight.delete(task);
        // A run that outlasted its period is due again: look now rather than at the next planned wake.
        if (!this.stopped && canary.nextDue <= this.now()) this.arm(0);
      });
    this.inFlight.add(task);
  }

  /**
   * Runs every executable check of a canary (in parallel, within the concurrency limit). A check
   * of another type gets one result saying it is not executed by this backend.
   */
  async runCanary(canary: { id: string; name: string }, nextRuntime: Date | null): Promise<void> {
    const checks = await loadCanaryChecks(this.options.db, canary.id);
    const runnable: CheckDefinition[] = [];
    for (const check of checks) {
      if (isExecutableType(check.type)) runnable.push(check);
      else await this.markNotExecuted(check);
    }
    await Promise.all(runnable.map((check) => this.withSlot(() => this.runOne(check, nextRuntime))));
  }

  private async markNotExecuted(check: CheckDefinition): Promise<void> {
    if (this.stopped) return;
    try {
      await recordNotExecuted(this.options.db, check, notExecutedMessage(check.type));
    } catch (err) {
      this.log(`[checks] could not store the result of ${check.name}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private async runOne(check: CheckDefinition, nextRuntime: Date | null): Promise<void> {
    if (this.stopped) return;
    const outcome = await executeCheck(check, this.controller.signal);
    // A check cancelled by stop() is not a failure of the target: nothing is stored.
    if (this.stopped) return;
    try {
      await recordOutcome(this.options.db, check, outcome, nextRuntime);
    } catch (err) {
      this.log(`[checks] could not store the result of ${check.name}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private async withSlot(fn: () => Promise<void>): Promise<void> {
    const limit = Math.max(1, this.options.concurrency ?? 4);
    while (this.active >= limit && !this.stopped) await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.stopped) return;
    this.active += 1;
    try {
      await fn();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }

  private warnOnce(key: string, line: string): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.log(`[checks] ${line}`);
  }
}
