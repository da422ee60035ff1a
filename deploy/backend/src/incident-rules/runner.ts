import { INCIDENT_RULE_INTERVAL_MS } from '@opsdeck/contracts';
import type { Database, Queryable } from '../db/types';
import { runJob } from '../jobs/job-history';
import { applyPlan, type AppliedPlan } from './apply';
import { planEvaluation } from './evaluate';
import { claimLeasePeriod } from '../jobs/lease';

/**
 * Evaluates the incident rules on a short timer (INCIDENT_RULE_INTERVAL_MS), so an incident
 * opens within seconds of its resource turning unhealthy.
 *
 * Several processes may run this on one database. An evaluation happens inside one transaction
 * that first locks the 'incident-rules' lease row (opsdeck_runner.leases, FOR UPDATE SKIP LOCKED):
 * a process that finds it locked, or whose period another process already used, skips the tick.
 * The lock is the lease: it lasts as long as the transaction and goes with a process that dies.
 * The partial unique index on open matches (migration 0740) backs this up: a second incident for
 * the same rule and resource cannot be stored.
 *
 * An evaluation that has something to do (open, resolve, close or release) is recorded as one
 * `IncidentRules` job_history row with its counts; one that finds nothing to do records nothing,
 * so the job history is not flooded every two seconds. Rules whose spec does not parse are
 * reported in the errors of the next recorded run and in the log, once per rule and spec.
 */

export interface IncidentRuleRunnerOptions {
  db: Database;
  intervalMs?: number;
  log?: (line: string) => void;
  now?: () => Date;
}

export type EvaluationOutcome = AppliedPlan & { skipped: boolean; errors: string[] };

const LEASE = 'incident-rules';

/** Takes this period's evaluation: true when this transaction holds the lease row and its period is due. */
const claimPeriod = (tx: Queryable, now: Date, intervalMs: number): Promise<boolean> =>
  claimLeasePeriod(tx, LEASE, now, intervalMs);

const nothing = (skipped: boolean, errors: string[] = []): EvaluationOutcome => ({
  opened: [],
  finished: [],
  released: 0,
  skipped,
  errors,
});

/** One evaluation, claimed through the lease (see above). */
export async function evaluateIncidentRules(
  db: Database,
  now: Date,
  intervalMs = INCIDENT_RULE_INTERVAL_MS,
): Promise<EvaluationOutcome> {
  return db.transaction(async (tx) => {
    if (!(await claimPeriod(tx, now, intervalMs))) return nothing(true);
    const plan = await planEvaluation(tx, now);
    if (plan.opens.length === 0 && plan.actions.length === 0) return nothing(false, plan.errors);
    let applied: AppliedPlan = { opened: [], finished: [], released: 0, errors: [] };
    let errors = plan.errors;
    await runJob(tx, { name: 'IncidentRules', resourceType: 'incident_rule' }, async () => {
      applied = await applyPlan(tx, plan);
      errors = [...plan.errors, ...applied.errors];
      return {
        successCount: applied.opened.length + applied.finished.length + applied.released,
        errorCount: errors.length,
        errors,
        details: { opened: applied.opened.length, resolved: applied.finished.length, released: applied.released },
      };
    });
    return { ...applied, skipped: false, errors };
  });
}

export class IncidentRuleRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private readonly warned = new Set<string>();
  private readonly intervalMs: number;
  private readonly log: (line: string) => void;

  constructor(private readonly options: IncidentRuleRunnerOptions) {
    this.intervalMs = options.intervalMs ?? INCIDENT_RULE_INTERVAL_MS;
    this.log = options.log ?? ((line) => console.log(line));
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.arm();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private arm(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = undefined;
        this.arm();
      });
    }, this.intervalMs);
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    try {
      const outcome = await evaluateIncidentRules(this.options.db, this.options.now?.() ?? new Date(), this.intervalMs);
      for (const error of outcome.errors) this.warnOnce(error);
      if (outcome.opened.length || outcome.finished.length)
        this.log(`[incident-rules] opened ${outcome.opened.length}, resolved or closed ${outcome.finished.length}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log(`[incident-rules] evaluation failed: ${message}`);
      // The failed run's transaction rolled back its job row: record the failure on its own.
      await runJob(this.options.db, { name: 'IncidentRules', resourceType: 'incident_rule' }, async () => ({
        successCount: 0,
        errorCount: 1,
        errors: [message],
      })).catch(() => undefined);
    }
  }

  private warnOnce(line: string): void {
    if (this.warned.has(line)) return;
    this.warned.add(line);
    this.log(`[incident-rules] ${line}`);
  }
}
