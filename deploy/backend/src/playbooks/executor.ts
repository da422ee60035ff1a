/**
 * The playbook executor: every backend process runs one. It polls the run queue in the database
 * (and is woken at once when this process queues or approves a run), claims due runs with row
 * locks and leases (queue.ts), executes them (execute-run.ts) while renewing each lease, and
 * records one job_history row per execution. A cancelled run, or one whose lease another process
 * took over, is stopped: its running action is killed.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../db/types';
import { runJob } from '../jobs/job-history';
import { executeRun, stepError, type RunStep } from './execute-run';
import { CLAIMS, claimDueRuns, releaseRun, renewLease, requeueExpiredRuns, type ClaimedRun } from './queue';

export interface PlaybookExecutorOptions {
  db: Database;
  /** Names this process in claims (default host:pid:random). */
  owner?: string;
  /** How long a claim stays this process's without renewal (default 30 s; renewed every third). */
  leaseMs?: number;
  /** How often the queue is polled (default 500 ms). */
  pollMs?: number;
  /** Runs executed at once by this process (default 8). */
  concurrency?: number;
  log?: (line: string) => void;
}

const executors = new Set<PlaybookExecutor>();

/** Wakes this process's executors: a run was queued or approved. */
export function wakePlaybookExecutors(): void {
  for (const executor of executors) executor.wake();
}

export class PlaybookExecutor {
  readonly owner: string;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly log: (line: string) => void;
  private readonly active = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private ticking = false;
  private again = false;
  private lastSweep = 0;
  /** Woken for queued work: claim without looking first. */
  private woken = false;

  constructor(private readonly options: PlaybookExecutorOptions) {
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.leaseMs = Math.max(300, options.leaseMs ?? 30_000);
    this.pollMs = Math.max(20, options.pollMs ?? 500);
    this.concurrency = Math.max(1, options.concurrency ?? 8);
    this.log = options.log ?? ((line) => console.log(line));
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    executors.add(this);
    this.arm(0);
  }

  /** Stops claiming; runs in progress are stopped and released, to be resumed by any process. */
  async stop(): Promise<void> {
    this.stopped = true;
    executors.delete(this);
    clearTimeout(this.timer);
    await Promise.allSettled([...this.active.values()]);
  }

  wake(): void {
    if (this.stopped) return;
    this.woken = true;
    if (this.ticking) this.again = true;
    else this.arm(0);
  }

  /** Run ids this process executes right now. */
  running(): string[] {
    return [...this.active.keys()];
  }

  private arm(ms: number): void {
    clearTimeout(this.timer);
    if (!this.stopped) this.timer = setTimeout(() => void this.tick(), ms);
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.ticking) return;
    this.ticking = true;
    try {
      if (Date.now() - this.lastSweep >= Math.max(1_000, this.leaseMs / 2)) {
        this.lastSweep = Date.now();
        const requeued = await requeueExpiredRuns(this.options.db);
        if (requeued.length) this.log(`[playbooks] ${requeued.length} run(s) of a stopped process back in the queue`);
      }
      const free = this.concurrency - this.active.size;
      const woken = this.woken;
      this.woken = false;
      if (free > 0 && (woken || (await this.anyDue()))) {
        const claimed = await claimDueRuns(this.options.db, this.owner, free, this.leaseMs);
        for (const run of claimed) this.active.set(run.id, this.process(run));
      }
    } catch (error) {
      if (!this.stopped) this.log(`[playbooks] queue: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.ticking = false;
      const again = this.again;
      this.again = false;
      this.arm(again ? 0 : this.pollMs);
    }
  }

  /** A cheap look before the claiming transaction, so an idle queue costs one indexed read. */
  private async anyDue(): Promise<boolean> {
    const { rows } = await this.options.db.query(
      `SELECT 1 FROM playbook_runs WHERE status IN ('scheduled', 'sleeping', 'retrying') AND scheduled_time <= now() LIMIT 1`,
    );
    return rows.length > 0;
  }

  private async process(run: ClaimedRun): Promise<void> {
    const { db } = this.options;
    const controller = new AbortController();
    const watch = setInterval(
      () => {
        if (this.stopped) controller.abort(new Error('the backend process is stopping'));
        renewLease(db, run.id, this.owner, this.leaseMs)
          .then(({ held, status }) => {
            if (!held) controller.abort(new Error('the run was taken over by another process'));
            else if (status === 'cancelled') controller.abort(new Error('playbook run cancelled'));
          })
          .catch(() => undefined);
      },
      Math.min(500, this.leaseMs / 3),
    );
    try {
      await runJob(db, { name: 'PlaybookRun', resourceType: 'playbook_run', resourceId: run.id }, async () => {
        const step = await executeRun(db, run, controller.signal);
        await this.settle(run, step);
        if (step.kind === 'finished') {
          return {
            successCount: step.completed,
            errorCount: step.failed,
            details: { status: step.status, run_id: run.id, owner: this.owner },
          };
        }
        return { successCount: 0, errorCount: 0, details: { step: step.kind, run_id: run.id, owner: this.owner } };
      });
    } catch (error) {
      this.log(`[playbooks] run ${run.id}: ${error instanceof Error ? error.message : String(error)}`);
      await this.settle(run, { kind: 'stopped', reason: 'error' }).catch(() => undefined);
    } finally {
      clearInterval(watch);
      this.active.delete(run.id);
      this.wake();
    }
  }

  /** Records where the run stands and gives up the claim. */
  private async settle(run: ClaimedRun, step: RunStep): Promise<void> {
    const { db } = this.options;
    if (step.kind === 'sleep') {
      await releaseRun(db, run.id, this.owner, { status: step.status, at: step.at });
      return;
    }
    if (step.kind === 'stopped') {
      // Stopping for shutdown hands the run back at once; cancel and takeover leave it as it is.
      await releaseRun(db, run.id, this.owner, this.stopped ? { status: 'retrying', at: new Date() } : null);
      return;
    }
    await db.transaction(async (tx) => {
      const { rows } = await tx.query(`DELETE FROM ${CLAIMS} WHERE run_id = $1::uuid AND lease_owner = $2 RETURNING run_id`, [
        run.id,
        this.owner,
      ]);
      if (rows.length === 0) return;
      await tx.query(
        `UPDATE playbook_runs SET status = $2, end_time = now(), error = $3 WHERE id = $1::uuid AND status = 'running'`,
        [run.id, step.status, stepError(step)],
      );
    });
  }
}
