import type { Database } from '../../db/types';

/** What an executed action leaves in playbook_run_actions. */
export interface ActionOutcome {
  status: 'completed' | 'failed' | 'skipped';
  /** The `result` column: stdout/stderr/exitCode, HTTP answer, SQL rows, delivery. */
  result: Record<string, unknown>;
  error?: string;
}

export interface ActionContext {
  db: Database;
  /** Aborted on the action's timeout, on the run's timeout and on cancel. */
  signal: AbortSignal;
}

/** Output kept per stream (stdout, stderr, HTTP body). */
export const MAX_OUTPUT_BYTES = 1024 * 1024;

export const truncate = (text: string): string =>
  Buffer.byteLength(text) > MAX_OUTPUT_BYTES
    ? `${Buffer.from(text).subarray(0, MAX_OUTPUT_BYTES).toString()}\n[output truncated]`
    : text;

/** The reason a signal was aborted, as an action error. */
export const abortReason = (signal: AbortSignal): string =>
  signal.reason instanceof Error ? signal.reason.message : typeof signal.reason === 'string' ? signal.reason : 'aborted';
