// Playbooks: the run queue and its executor, starting, approving and cancelling runs.
import type { Database } from '../db/types';
import { PlaybookExecutor } from './executor';

export { PlaybookExecutor, wakePlaybookExecutors, type PlaybookExecutorOptions } from './executor';
export { approveRun } from './approvals';
export { cancelRun, createRun, RunRequestError } from './runs';

const OFF = new Set(['off', '0', 'false', 'no']);
const msFromEnv = (raw: string | undefined): number | undefined => {
  const value = Number(raw);
  return raw && Number.isFinite(value) && value >= 0 ? value : undefined;
};

/**
 * Starts this process's executor unless OPSDECK_PLAYBOOK_EXECUTOR is off (it is off under a test
 * runner unless set). OPSDECK_PLAYBOOK_LEASE_MS (30000): how long a run claimed by a process that
 * stopped answering stays its own; OPSDECK_PLAYBOOK_POLL_MS (500): queue polling;
 * OPSDECK_PLAYBOOK_CONCURRENCY (8): runs executed at once per process.
 */
export function startPlaybookExecutor(
  db: Database,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): PlaybookExecutor | null {
  const raw = env.OPSDECK_PLAYBOOK_EXECUTOR?.trim().toLowerCase();
  if (raw ? OFF.has(raw) : env.NODE_ENV === 'test' || env.JEST_WORKER_ID !== undefined) return null;
  const executor = new PlaybookExecutor({
    db,
    log,
    leaseMs: msFromEnv(env.OPSDECK_PLAYBOOK_LEASE_MS),
    pollMs: msFromEnv(env.OPSDECK_PLAYBOOK_POLL_MS),
    concurrency: msFromEnv(env.OPSDECK_PLAYBOOK_CONCURRENCY),
  });
  executor.start();
  log('[playbooks] executor started (OPSDECK_PLAYBOOK_EXECUTOR=off to disable)');
  return executor;
}
