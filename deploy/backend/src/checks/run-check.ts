import type { Database } from '../db/types';
import { executeCheck } from './execute';
import { loadCheck, recordOutcome } from './store';

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
 * it; null when the check does not exist. Unsupported types throw UnsupportedCheckTypeError.
 */
export async function runCheckNow(db: Database, id: string, signal?: AbortSignal): Promise<RunCheckResult | null> {
  const check = await loadCheck(db, id);
  if (!check) return null;
  const outcome = await executeCheck(check, signal);
  await recordOutcome(db, check, outcome, null);
  return {
    name: check.name,
    start: outcome.start.toISOString(),
    pass: outcome.pass,
    invalid: false,
    duration: outcome.durationMs,
    ...(outcome.message !== undefined && { message: outcome.message }),
    ...(outcome.error !== undefined && { error: outcome.error }),
    ...(outcome.details !== undefined && { detail: outcome.details }),
  };
}
