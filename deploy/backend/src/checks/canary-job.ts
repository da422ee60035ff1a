import type { Queryable } from '../db/types';
import { runJob, type JobOutcome } from '../jobs/job-history';
import type { CheckDefinition, CheckOutcome } from './types';

/** Job history name of a canary run, as canary-checker records it. */
export const CANARY_JOB_NAME = 'Canary';

/**
 * Runs the checks of one canary run as one job history row (resource_type canary): a passed check
 * counts as a success, a failed one as an error with its message; a check cancelled by a stop
 * (null) counts as neither.
 */
export async function runCanaryJob(
  db: Queryable,
  canaryId: string,
  checks: readonly CheckDefinition[],
  run: (check: CheckDefinition) => Promise<CheckOutcome | null>,
): Promise<void> {
  await runJob(db, { name: CANARY_JOB_NAME, resourceType: 'canary', resourceId: canaryId }, async () => {
    const outcome: Required<Pick<JobOutcome, 'successCount' | 'errorCount' | 'errors'>> = {
      successCount: 0,
      errorCount: 0,
      errors: [],
    };
    await Promise.all(
      checks.map(async (check) => {
        const result = await run(check);
        if (result === null) return;
        if (result.pass) outcome.successCount += 1;
        else {
          outcome.errorCount += 1;
          outcome.errors.push(`${check.name}: ${result.error ?? result.message ?? 'failed'}`);
        }
      }),
    );
    return outcome;
  });
}
