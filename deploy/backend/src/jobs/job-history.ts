/**
 * Job history for background work: every job the backend runs (check runs, scrapers, incident
 * rules, notification delivery, the playbook queue, housekeeping) records one `job_history` row
 * per run, in duty's shape: RUNNING while it works, then SUCCESS, WARNING (some items failed) or
 * FAILED, with counts, duration and errors in `details.errors`.
 */
import { hostname } from 'node:os';
import type { Queryable } from '../db/types';

export type JobStatus = 'RUNNING' | 'SUCCESS' | 'WARNING' | 'FAILED';

export interface JobIdentity {
  /** Job name as Mission Control names them, e.g. 'SyncCheckStatuses', 'Scraper', 'IncidentRules'. */
  name: string;
  resourceType?: string;
  resourceId?: string;
  agentId?: string;
}

export interface JobOutcome {
  successCount: number;
  errorCount: number;
  /** Error messages, kept in details.errors (at most 50). */
  errors?: string[];
  /** Other details merged into the row's details. */
  details?: Record<string, unknown>;
}

const MAX_ERRORS = 50;

export const jobStatusOf = (outcome: JobOutcome): JobStatus =>
  outcome.errorCount === 0 ? 'SUCCESS' : outcome.successCount > 0 ? 'WARNING' : 'FAILED';

/** Inserts the RUNNING row of a job that starts now and returns its id. */
export async function startJob(db: Queryable, job: JobIdentity): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO job_history (name, resource_type, resource_id, agent_id, hostname, status, time_start)
     VALUES ($1, $2, $3, COALESCE($4::uuid, '00000000-0000-0000-0000-000000000000'), $5, 'RUNNING', now())
     RETURNING id`,
    [job.name, job.resourceType ?? null, job.resourceId ?? null, job.agentId ?? null, hostname()],
  );
  return rows[0]!.id;
}

/** Closes a job row with its outcome; the status follows from the counts. */
export async function finishJob(db: Queryable, id: string, outcome: JobOutcome): Promise<void> {
  const details = {
    ...(outcome.details ?? {}),
    ...(outcome.errors?.length ? { errors: outcome.errors.slice(0, MAX_ERRORS) } : {}),
  };
  await db.query(
    `UPDATE job_history
        SET status = $2, success_count = $3, error_count = $4, details = $5::jsonb, time_end = now(),
            duration_millis = GREATEST(0, (EXTRACT(EPOCH FROM (now() - time_start)) * 1000)::int)
      WHERE id = $1`,
    [id, jobStatusOf(outcome), outcome.successCount, outcome.errorCount, JSON.stringify(details)],
  );
}

/**
 * Runs `work` as one recorded job. A throw records FAILED with the error's message and is
 * rethrown, so callers keep their own error handling.
 */
export async function runJob(db: Queryable, job: JobIdentity, work: (jobId: string) => Promise<JobOutcome>): Promise<JobOutcome> {
  const id = await startJob(db, job);
  try {
    const outcome = await work(id);
    await finishJob(db, id, outcome);
    return outcome;
  } catch (error) {
    await finishJob(db, id, { successCount: 0, errorCount: 1, errors: [error instanceof Error ? error.message : String(error)] });
    throw error;
  }
}
