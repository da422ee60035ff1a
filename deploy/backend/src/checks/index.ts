// Health checks: the scheduled runner, Run Now, the summary and graph queries.
import type { Database } from '../db/types';
import { CheckRunner, type CheckRunnerOptions, type RunnerScope } from './runner';

export { CheckRunner, type CheckRunnerOptions, type RunnerScope } from './runner';
export { runCheckNow, type RunCheckResult } from './run-check';
export { UnsupportedCheckTypeError, type CheckDefinition, type CheckOutcome } from './types';
export { parseSchedule, scheduleOfSpec, nextRun, parseDurationMs } from './schedule';

const OFF = new Set(['off', '0', 'false', 'no']);
const ALL = new Set(['all', 'on', '1', 'true', 'yes']);

/**
 * OPSDECK_CHECK_RUNNER: off | live | all. Unset, it is 'live' in demo mode (only the self-checks:
 * the demo's other targets do not exist, so running them would only paint the demo red), 'all'
 * otherwise, and 'off' under a test runner (NODE_ENV=test or Jest) unless set explicitly.
 */
export function runnerScopeFromEnv(env: NodeJS.ProcessEnv, demo: boolean): RunnerScope | 'off' {
  const raw = env.OPSDECK_CHECK_RUNNER?.trim().toLowerCase();
  if (raw) {
    if (OFF.has(raw)) return 'off';
    if (raw === 'live') return 'live';
    if (ALL.has(raw)) return 'all';
  }
  if (env.NODE_ENV === 'test' || env.JEST_WORKER_ID !== undefined) return 'off';
  return demo ? 'live' : 'all';
}

const msFromEnv = (raw: string | undefined): number | undefined => {
  const value = Number(raw);
  return raw && Number.isFinite(value) && value >= 0 ? value : undefined;
};

/**
 * Starts the runner the environment asks for; null when it is off. OPSDECK_CHECK_LEASE_MS (60000):
 * how long a run claimed by a process that stopped answering stays its own before another process
 * takes it over; OPSDECK_CHECK_START_DELAY_MS (5000), OPSDECK_CHECK_RELOAD_MS (30000) and
 * OPSDECK_CHECK_MAX_JITTER_MS (10000): the delay before the first runs, how often the canary list
 * is re-read and over how long first runs of interval canaries are spread.
 */
export function startCheckRunner(
  db: Database,
  env: NodeJS.ProcessEnv,
  demo: boolean,
  log: (line: string) => void,
  onResult?: CheckRunnerOptions['onResult'],
): CheckRunner | null {
  const scope = runnerScopeFromEnv(env, demo);
  if (scope === 'off') return null;
  const runner = new CheckRunner({
    db,
    scope,
    log,
    leaseMs: msFromEnv(env.OPSDECK_CHECK_LEASE_MS),
    startDelayMs: msFromEnv(env.OPSDECK_CHECK_START_DELAY_MS),
    reloadIntervalMs: msFromEnv(env.OPSDECK_CHECK_RELOAD_MS),
    maxJitterMs: msFromEnv(env.OPSDECK_CHECK_MAX_JITTER_MS),
    onResult,
  });
  runner.start();
  log(
    `[checks] runner started (${scope === 'live' ? 'canaries labelled opsdeck.io/live=true' : 'every canary'}; OPSDECK_CHECK_RUNNER=off|live|all)`,
  );
  return runner;
}
