import type { Database } from '../db/types';
import { executeCheck, isExecutableType } from './execute';
import { loadCheck, recordNotExecuted, recordOutcome } from './store';
import { UnsupportedCheckTypeError } from './types';

/** canary-checker's CheckResult subset the run endpoint answers with (reference 5.7). */
export interface RunCheckResult {
  name: string;
  start: string;
  pass: boolean;
  invalid: boolean;
  duration: number;
  message?: string;
  error?: string;
  detail?: Record<string, unknown>;
}

/**
 * Runs one check now (Run Now): executes it, stores the result like a scheduled run and returns
 * it; null when the check does not exist. A type this backend does not execute gets its
 * "not executed" result recorded (as a scheduled run would) and throws UnsupportedCheckTypeError.
 */
export async function runCheckNow(db: Database, id: string, signal?: AbortSignal): Promise<RunCheckResult | null> {
  const check = await loadCheck(db, id);
  if (!check) return null;
  if (!isExecutableType(check.type)) {
    const error = new UnsupportedCheckTypeError(check.type);
    await recordNotExecuted(db, check, error.message);
    throw error;
  }
  const outcome = await executeCheck(check, signal);
  await recordOutcome(db, check, outcome, null);
  return {
    name: check.name,
    start: outcome.start.toISOString(),
    pass: outcome.pass,
    invalid: outcome.invalid === true,
    duration: outcome.durationMs,
    ...(outcome.message !== undefined && { message: outcome.message }),
    ...(outcome.error !== undefined && { error: outcome.error }),
    ...(outcome.details !== undefined && { detail: outcome.details }),
  };
}
