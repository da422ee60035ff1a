/**
 * The check runner: runs canaries on their schedules and stores each result (see store.ts).
 *
 * One timer drives it: every tick claims the canaries that are due and sleeps until the next
 * due time, re-reading the canary list at least every `reloadIntervalMs` so new, edited and
 * deleted canaries are picked up. A canary never overlaps itself, and at most `concurrency`
 * checks run at once. stop() cancels running checks and waits for writes in flight, so the
 * database can be closed right after it.
 *
 * Several processes may run a runner on one database: the schedule lives in the database
 * (opsdeck_runner.canary_schedules, migration 0600). A due run is claimed by locking its row with
 * FOR UPDATE SKIP LOCKED and, in the same transaction, moving `next_due` on and taking a lease
 * (`leaseMs`, renewed while the run lasts). So each scheduled run is done by one process; when a
 * process dies mid-run its lease runs out and another claims the same scheduled run again (its
 * checks that already stored a result for it are not run twice). Due times are compared with this
 * process's clock: the processes' clocks should agree to well within a period.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../db/types';
import { LIVE_CHECK_LABEL } from '../demo/self-checks';
import { runCanaryJob } from './canary-job';
import { executeCheck, isExecutableType } from './execute';
import { nextRun, scheduleOfSpec, type Schedule } from './schedule';
import { loadCanaryChecks, recordNotExecuted, recordOutcome } from './store';
import { notExecutedMessage, type CheckDefinition, type CheckOutcome } from './types';

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
  /** How long a claimed run stays this process's without renewal (default 60 s; renewed every third of it). */
  leaseMs?: number;
  /** Names this process in lease rows (default host:pid:random). */
  owner?: string;
  /** Told each stored result (the check runner's log kept in the database). */
  onResult?: (check: CheckDefinition, outcome: CheckOutcome) => void;
}

interface ScheduledCanary {
  id: string;
  name: string;
  schedule: Schedule;
  scheduleKey: string;
  running: boolean;
}

interface ScheduleRow {
  canary_id: string;
  next_due: string;
  running_due: string | null;
}

interface Claim {
  canary: ScheduledCanary;
  /** The scheduled time of the run. */
  due: Date;
  /** The next scheduled time after it. */
  next: Date;
  /** A run another process claimed and did not finish (its lease ran out). */
  recovered: boolean;
}

const SCHEDULES = 'opsdeck_runner.canary_schedules';

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
  private notBefore = 0;
  private active = 0;
  private readonly leaseMs: number;
  readonly owner: string;

  constructor(private readonly options: CheckRunnerOptions) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((line) => console.log(line));
    this.leaseMs = Math.max(300, options.leaseMs ?? 60_000);
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
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
    this.notBefore = this.now() + (this.options.startDelayMs ?? 5_000);
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
      // The shared schedule: the first process to see a canary (or a changed schedule) sets its first due time.
      await this.options.db.query(
        `INSERT INTO ${SCHEDULES} (canary_id, schedule_key, next_due) VALUES ($1::text::uuid, $2, $3::timestamptz)
         ON CONFLICT (canary_id) DO UPDATE SET schedule_key = EXCLUDED.schedule_key, next_due = EXCLUDED.next_due
         WHERE canary_schedules.schedule_key IS DISTINCT FROM EXCLUDED.schedule_key`,
        [row.id, scheduleKey, new Date(this.firstDue(row.id, schedule))],
      );
      this.canaries.set(row.id, { id: row.id, name: row.name, schedule, scheduleKey, running: existing?.running ?? false });
    }
    for (const id of this.canaries.keys()) if (!seen.has(id)) this.canaries.delete(id);
  }

  /**
   * Claims the due runs of the canaries this process schedules and does not run right now: one
   * transaction locks their due rows (skipping rows another process holds), moves each row's
   * next due time on and takes the lease. Runs whose lease ran out are claimed again as they were.
   */
  private async claimDue(now: number): Promise<Claim[]> {
    const idle = [...this.canaries.values()].filter((canary) => !canary.running);
    if (idle.length === 0) return [];
    const at = new Date(now);
    return this.options.db.transaction(async (tx) => {
      const { rows } = await tx.query<ScheduleRow>(
        `SELECT canary_id::text AS canary_id, next_due, running_due FROM ${SCHEDULES}
         WHERE canary_id = ANY($1::uuid[])
           AND ((running_due IS NULL AND next_due <= $2::timestamptz) OR (running_due IS NOT NULL AND lease_until <= $2::timestamptz))
         ORDER BY next_due FOR UPDATE SKIP LOCKED`,
        [idle.map((canary) => canary.id), at],
      );
      const claims: Claim[] = [];
      for (const row of rows) {
        const canary = this.canaries.get(row.canary_id);
        if (!canary || canary.running) continue;
        const nextDue = new Date(row.next_due);
        const recovered = row.running_due !== null;
        const due = recovered ? new Date(row.running_due!) : nextDue;
        const next = recovered ? nextDue : nextRun(canary.schedule, new Date(Math.max(now, nextDue.getTime())));
        await tx.query(
          `UPDATE ${SCHEDULES} SET running_due = $2::timestamptz, next_due = $3::timestamptz, lease_owner = $4,
             lease_until = $5::timestamptz WHERE canary_id = $1::text::uuid`,
          [canary.id, due, next, this.owner, new Date(now + this.leaseMs)],
        );
        claims.push({ canary, due, next, recovered });
      }
      return claims;
    });
  }

  /** When the next claim may succeed: the earliest due time or lease end among the canaries in scope. */
  private async nextWakeAt(): Promise<number | null> {
    if (this.canaries.size === 0) return null;
    const { rows } = await this.options.db.query<{ at: string | null }>(
      `SELECT min(CASE WHEN running_due IS NULL THEN next_due ELSE lease_until END) AS at FROM ${SCHEDULES}
       WHERE canary_id = ANY($1::uuid[])`,
      [[...this.canaries.keys()]],
    );
    return rows[0]?.at ? Date.parse(rows[0].at) : null;
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
    let nextWake = this.lastReload + reloadEvery;
    try {
      const now = this.now();
      if (now >= this.notBefore) {
        for (const claim of await this.claimDue(now)) {
          if (this.stopped) break;
          this.launch(claim);
        }
      }
      if (this.stopped) return;
      const due = await this.nextWakeAt();
      if (due !== null) nextWake = Math.min(nextWake, Math.max(due, this.notBefore));
    } catch (err) {
      this.log(`[checks] could not claim due canaries: ${err instanceof Error ? err.message : String(err)}`);
      nextWake = Math.min(nextWake, this.now() + 1_000);
    }
    this.arm(nextWake - this.now());
  }

  private launch(claim: Claim): void {
    const { canary, due } = claim;
    canary.running = true;
    const lease = [canary.id, this.owner, due];
    const renew = setInterval(() => {
      this.options.db
        .query(
          `UPDATE ${SCHEDULES} SET lease_until = $4::timestamptz
           WHERE canary_id = $1::text::uuid AND lease_owner = $2 AND running_due = $3::timestamptz`,
          [...lease, new Date(this.now() + this.leaseMs)],
        )
        .catch((err: unknown) => this.log(`[checks] could not renew the lease of ${canary.name}: ${String(err)}`));
    }, this.leaseMs / 3);
    renew.unref();
    const task = this.runCanary(canary, claim.next, due, claim.recovered ? due : null)
      .catch((err: unknown) =>
        this.log(`[checks] canary ${canary.name} failed: ${err instanceof Error ? err.message : String(err)}`),
      )
      .then(() =>
        // Done: the lease goes. Cancelled by stop(): the run is due again at once, for another process.
        this.options.db.query(
          `UPDATE ${SCHEDULES} SET running_due = NULL, lease_owner = NULL, lease_until = NULL
             ${this.stopped ? ', next_due = LEAST(next_due, running_due)' : ''}
           WHERE canary_id = $1::text::uuid AND lease_owner = $2 AND running_due = $3::timestamptz`,
          lease,
        ),
      )
      .then(
        () => undefined,
        (err: unknown) => this.log(`[checks] could not release the lease of ${canary.name}: ${String(err)}`),
      )
      .finally(() => {
        clearInterval(renew);
        canary.running = false;
        this.inFlight.delete(task);
        // A run that outlasted its period may be due again: look now rather than at the next planned wake.
        if (!this.stopped) this.arm(0);
      });
    this.inFlight.add(task);
  }

  /**
   * Runs every executable check of a canary (in parallel, within the concurrency limit). A check
   * of another type gets one result saying it is not executed by this backend. Results are stored
   * under `scheduledAt` (a scheduled run's time; null: their start). With `resumeOf`
   * (the scheduled time of a run another process left unfinished), checks that already ran since
   * then are skipped.
   */
  async runCanary(
    canary: { id: string; name: string },
    nextRuntime: Date | null,
    scheduledAt: Date | null = null,
    resumeOf: Date | null = null,
  ): Promise<void> {
    let checks = await loadCanaryChecks(this.options.db, canary.id);
    if (resumeOf) {
      const { rows } = await this.options.db.query<{ id: string }>(
        'SELECT id::text AS id FROM checks WHERE canary_id = $1::text::uuid AND last_runtime >= $2::timestamptz',
        [canary.id, resumeOf],
      );
      const done = new Set(rows.map((row) => row.id));
      checks = checks.filter((check) => !done.has(check.id));
    }
    const runnable: CheckDefinition[] = [];
    for (const check of checks) {
      if (isExecutableType(check.type)) runnable.push(check);
      else await this.markNotExecuted(check);
    }
    if (runnable.length === 0) return;
    await runCanaryJob(this.options.db, canary.id, runnable, (check) =>
      this.withSlot(() => this.runOne(check, nextRuntime, scheduledAt)),
    );
  }

  private async markNotExecuted(check: CheckDefinition): Promise<void> {
    if (this.stopped) return;
    try {
      await recordNotExecuted(this.options.db, check, notExecutedMessage(check.type));
    } catch (err) {
      this.log(`[checks] could not store the result of ${check.name}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /** Runs and stores one check; null when stop() cancelled it (nothing stored, nothing counted). */
  private async runOne(check: CheckDefinition, nextRuntime: Date | null, scheduledAt: Date | null): Promise<CheckOutcome | null> {
    if (this.stopped) return null;
    const outcome = await executeCheck(check, this.controller.signal);
    // A check cancelled by stop() is not a failure of the target: nothing is stored.
    if (this.stopped) return null;
    try {
      await recordOutcome(this.options.db, check, outcome, nextRuntime, scheduledAt);
      this.options.onResult?.(check, outcome);
    } catch (err) {
      this.log(`[checks] could not store the result of ${check.name}: ${err instanceof Error ? err.message : String(err)}`);
    }
    return outcome;
  }

  private async withSlot<T>(fn: () => Promise<T | null>): Promise<T | null> {
    const limit = Math.max(1, this.options.concurrency ?? 4);
    while (this.active >= limit && !this.stopped) await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.stopped) return null;
    this.active += 1;
    try {
      return await fn();
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
