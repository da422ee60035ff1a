/**
 * Executes a claimed run from where it stands: actions already finished are kept (a run resumes
 * after a delay, a retry wait or a takeover), the next ones run in order. Each action is one
 * playbook_run_actions row: scheduled (delayed or waiting to retry), running, then completed,
 * failed or skipped, with start and end times, its result and its error.
 */
import { actionKindOf, parsePlaybookDuration, type PlaybookActionKind } from '@opsdeck/contracts';
import type { Database } from '../db/types';
import { runExec, type ExecSpec } from './actions/exec';
import { runHttp, type HttpSpec } from './actions/http';
import { runNotification, type NotificationSpec } from './actions/notification';
import { runSql, type SqlSpec } from './actions/sql';
import type { ActionOutcome } from './actions/types';
import { evaluateCondition, type RunState } from './condition';
import type { ClaimedRun } from './queue';
import { loadTarget, type TargetRow } from './resources';
import { targetOfRun } from './runs';
import { renderDeep, renderTemplate } from './template';

export type RunStep =
  | { kind: 'finished'; status: string; completed: number; failed: number }
  | { kind: 'sleep'; status: 'sleeping' | 'retrying'; at: Date }
  | { kind: 'stopped'; reason: string };

interface ActionSpec extends Record<string, unknown> {
  name: string;
  if?: string;
  delay?: string;
  timeout?: string;
  retry?: { limit?: number; duration?: string };
}

interface ActionRow {
  id: string;
  name: string;
  status: string;
  scheduled_time: string;
  retry_count: number | null;
  result: unknown;
  error: string | null;
}

export const INTERRUPTED = 'the backend process running this action stopped before it finished';
export const RUN_TIMED_OUT = 'playbook run timed out';
export const notExecutedMessage = (kind: string) => `${kind} actions are stored but not executed by this backend`;

async function templateData(db: Database, run: ClaimedRun): Promise<Record<string, unknown>> {
  const target = targetOfRun(run as unknown as Record<string, unknown>);
  const [playbook, user, resource] = await Promise.all([
    db.query('SELECT id, name, namespace, title, category FROM playbooks WHERE id = $1::uuid', [run.playbook_id]),
    run.created_by ? db.query('SELECT id, name, email FROM people WHERE id = $1::uuid', [run.created_by]) : { rows: [] },
    target ? loadTarget(db, target) : Promise.resolve<TargetRow | undefined>(undefined),
  ]);
  return {
    params: run.parameters ?? {},
    ...(target && resource ? { [target.kind]: resource } : {}),
    playbook: playbook.rows[0] ?? {},
    user: user.rows[0] ?? {},
    run: { id: run.id, created_at: run.created_at, start_time: run.start_time },
    actions: {},
  };
}

const insertAction = (db: Database, runId: string, name: string, status: string, at: Date, retryCount = 0) =>
  db
    .query<{ id: string }>(
      `INSERT INTO playbook_run_actions (playbook_run_id, name, status, scheduled_time, start_time, retry_count)
       VALUES ($1::uuid, $2, $3, $4::timestamptz, CASE WHEN $3 = 'running' THEN now() END, $5) RETURNING id`,
      [runId, name, status, at, retryCount],
    )
    .then((answer) => answer.rows[0]!.id);

const finishAction = (db: Database, id: string, outcome: ActionOutcome) =>
  db.query(
    `UPDATE playbook_run_actions SET status = $2, result = $3::jsonb, error = $4, end_time = now(), start_time = COALESCE(start_time, now())
      WHERE id = $1::uuid`,
    [id, outcome.status, JSON.stringify(outcome.result), outcome.error ?? null],
  );

async function runKind(
  db: Database,
  kind: PlaybookActionKind,
  spec: unknown,
  signal: AbortSignal,
  timeoutMs: number | undefined,
): Promise<ActionOutcome> {
  const ctx = { db, signal };
  switch (kind) {
    case 'exec':
      return runExec(spec as ExecSpec, ctx);
    case 'http':
      return runHttp(spec as HttpSpec, ctx);
    case 'sql':
      return runSql(spec as SqlSpec, ctx, timeoutMs);
    case 'notification':
      return runNotification(spec as NotificationSpec, ctx);
    default:
      return {
        status: 'skipped',
        result: { executed: false, kind, message: notExecutedMessage(kind) },
        error: notExecutedMessage(kind),
      };
  }
}

/** Runs one action in its row, bounded by its timeout, the run's deadline and the run's signal. */
async function executeAction(
  db: Database,
  rowId: string,
  action: ActionSpec,
  data: Record<string, unknown>,
  deadline: number,
  runSignal: AbortSignal,
): Promise<ActionOutcome & { timedOut: boolean }> {
  const kind = actionKindOf(action);
  const actionTimeout = parsePlaybookDuration(action.timeout);
  const remaining = deadline - Date.now();
  const limit = Math.max(0, Math.min(actionTimeout ?? Infinity, remaining));
  const controller = new AbortController();
  const onRunAbort = () => controller.abort(runSignal.reason);
  runSignal.addEventListener('abort', onRunAbort, { once: true });
  const timedOutMessage =
    actionTimeout !== undefined && actionTimeout <= remaining ? `action timed out after ${action.timeout}` : RUN_TIMED_OUT;
  const timer = setTimeout(() => controller.abort(new Error(timedOutMessage)), limit);
  try {
    let outcome: ActionOutcome;
    if (!kind) outcome = { status: 'failed', result: {}, error: 'action has no kind' };
    else {
      let spec: unknown;
      try {
        spec = renderDeep(action[kind], data);
      } catch (error) {
        outcome = { status: 'failed', result: {}, error: `template: ${error instanceof Error ? error.message : String(error)}` };
        await finishAction(db, rowId, outcome);
        return { ...outcome, timedOut: false };
      }
      outcome = await runKind(db, kind, spec, controller.signal, Number.isFinite(limit) ? limit : undefined).catch(
        (error: unknown): ActionOutcome => ({
          status: 'failed',
          result: {},
          error: error instanceof Error ? error.message : String(error),
        }),
      );
    }
    const timedOut = controller.signal.aborted && !runSignal.aborted;
    if (runSignal.aborted && outcome.status !== 'failed')
      outcome = { ...outcome, status: 'failed', error: String((runSignal.reason as Error)?.message ?? runSignal.reason) };
    await finishAction(db, rowId, outcome);
    return { ...outcome, timedOut };
  } finally {
    clearTimeout(timer);
    runSignal.removeEventListener('abort', onRunAbort);
  }
}

/** Executes the run until it finishes, must wait (delay or retry), or is stopped (cancel, lost lease). */
export async function executeRun(db: Database, run: ClaimedRun, signal: AbortSignal): Promise<RunStep> {
  const actions = (Array.isArray(run.spec.actions) ? run.spec.actions : []) as ActionSpec[];
  const data = await templateData(db, run);
  const results = data.actions as Record<string, unknown>;
  const { rows } = await db.query<ActionRow>(
    `SELECT id, name, status, scheduled_time, retry_count, result, error FROM playbook_run_actions
      WHERE playbook_run_id = $1::uuid ORDER BY scheduled_time, id`,
    [run.id],
  );
  const deadline = Date.parse(run.start_time) + Number(run.timeout) / 1_000_000;
  const state: RunState = { failed: false, timedOut: false };
  let firstError: string | undefined;
  let completed = 0;
  const fail = (name: string, error: string | null | undefined, timedOut = false) => {
    state.failed = true;
    state.timedOut ||= timedOut;
    firstError ??= `${name}: ${error ?? 'failed'}`;
  };
  for (const action of actions) {
    if (signal.aborted) return { kind: 'stopped', reason: String((signal.reason as Error)?.message ?? signal.reason) };
    const attempts = rows.filter((row) => row.name === action.name);
    let latest = attempts[attempts.length - 1];
    if (latest?.status === 'running') {
      await finishAction(db, latest.id, {
        status: 'failed',
        result: (latest.result ?? {}) as Record<string, unknown>,
        error: INTERRUPTED,
      });
      latest = { ...latest, status: 'failed', error: INTERRUPTED };
    }
    if (latest && ['completed', 'skipped'].includes(latest.status)) {
      results[action.name] = { status: latest.status, result: latest.result };
      if (latest.status === 'completed') completed += 1;
      continue;
    }
    if (latest?.status === 'failed') {
      const retries = action.retry?.limit ?? 0;
      if (attempts.length - 1 < retries && Date.now() < deadline) {
        const wait = parsePlaybookDuration(action.retry?.duration) ?? 0;
        const at = new Date(Date.now() + wait);
        await insertAction(db, run.id, action.name, 'scheduled', at, attempts.length);
        return { kind: 'sleep', status: 'retrying', at };
      }
      results[action.name] = { status: 'failed', result: latest.result, error: latest.error };
      fail(action.name, latest.error, latest.error === RUN_TIMED_OUT || /timed out/.test(latest.error ?? ''));
      continue;
    }
    let rowId: string;
    if (latest?.status === 'scheduled') {
      const due = Date.parse(latest.scheduled_time);
      if (due > Date.now()) return { kind: 'sleep', status: latest.retry_count ? 'retrying' : 'sleeping', at: new Date(due) };
      await db.query(`UPDATE playbook_run_actions SET status = 'running', start_time = now() WHERE id = $1::uuid`, [latest.id]);
      rowId = latest.id;
    } else {
      let decision: 'run' | 'skip';
      let delayMs: number;
      try {
        decision = evaluateCondition(action.if, data, state);
        delayMs = action.delay ? (parsePlaybookDuration(renderTemplate(action.delay, data)) ?? NaN) : 0;
        if (Number.isNaN(delayMs)) throw new Error(`delay ${action.delay} is not a duration`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const id = await insertAction(db, run.id, action.name, 'running', new Date());
        await finishAction(db, id, { status: 'failed', result: {}, error: message });
        fail(action.name, message);
        continue;
      }
      if (decision === 'skip') {
        const id = await insertAction(db, run.id, action.name, 'skipped', new Date());
        await db.query('UPDATE playbook_run_actions SET start_time = now(), end_time = now() WHERE id = $1::uuid', [id]);
        results[action.name] = { status: 'skipped' };
        continue;
      }
      if (delayMs > 0) {
        const at = new Date(Date.now() + delayMs);
        await insertAction(db, run.id, action.name, 'scheduled', at);
        return { kind: 'sleep', status: 'sleeping', at };
      }
      rowId = await insertAction(db, run.id, action.name, 'running', new Date());
    }
    if (Date.now() >= deadline) {
      await finishAction(db, rowId, { status: 'failed', result: {}, error: RUN_TIMED_OUT });
      fail(action.name, RUN_TIMED_OUT, true);
      continue;
    }
    const outcome = await executeAction(db, rowId, action, data, deadline, signal);
    if (signal.aborted) return { kind: 'stopped', reason: String((signal.reason as Error)?.message ?? signal.reason) };
    results[action.name] = { status: outcome.status, result: outcome.result, error: outcome.error };
    if (outcome.status === 'completed') completed += 1;
    if (outcome.status === 'failed') {
      const retries = action.retry?.limit ?? 0;
      if (attempts.length < retries + 1 && retries > 0 && Date.now() < deadline) {
        const wait = parsePlaybookDuration(action.retry?.duration) ?? 0;
        const at = new Date(Date.now() + wait);
        await insertAction(db, run.id, action.name, 'scheduled', at, attempts.length + 1);
        return { kind: 'sleep', status: 'retrying', at };
      }
      fail(action.name, outcome.error, outcome.timedOut);
    }
  }
  const status = state.timedOut ? 'timed_out' : state.failed ? 'failed' : 'completed';
  return {
    kind: 'finished',
    status,
    completed,
    failed: state.failed ? 1 : 0,
    ...(firstError ? { error: firstError } : {}),
  } as RunStep;
}

/** The error a finished step carries (first failed action). */
export const stepError = (step: RunStep): string | null => (step as { error?: string }).error ?? null;
