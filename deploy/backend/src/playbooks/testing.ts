// Test helpers: playbooks written straight into the database, and waiting for a run to settle.
import type { Database } from '../db/types';

export async function insertPlaybook(
  db: Database,
  name: string,
  spec: Record<string, unknown>,
  createdBy?: string,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO playbooks (name, title, spec, source, category, created_by) VALUES ($1, $2, $3::jsonb, 'UI', $4, $5::uuid) RETURNING id`,
    [name, name, JSON.stringify(spec), String(spec.category ?? ''), createdBy ?? null],
  );
  return rows[0]!.id;
}

export interface RunRow {
  id: string;
  status: string;
  error: string | null;
  start_time: string | null;
  end_time: string | null;
  parameters: Record<string, string> | null;
}
export interface ActionRow {
  id: string;
  name: string;
  status: string;
  error: string | null;
  result: Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any
  start_time: string | null;
  end_time: string | null;
  scheduled_time: string;
  retry_count: number | null;
}

export const runRow = async (db: Database, id: string): Promise<RunRow> =>
  (await db.query<RunRow>('SELECT id, status, error, start_time, end_time, parameters FROM playbook_runs WHERE id = $1', [id]))
    .rows[0]!;

export const actionRows = async (db: Database, runId: string): Promise<ActionRow[]> =>
  (
    await db.query<ActionRow>(
      'SELECT id, name, status, error, result, start_time, end_time, scheduled_time, retry_count FROM playbook_run_actions WHERE playbook_run_id = $1 ORDER BY scheduled_time, id',
      [runId],
    )
  ).rows;

const FINAL = ['completed', 'failed', 'cancelled', 'timed_out'];

/** Polls the run until `done` says so (by default: a final status). */
export async function waitForRun(
  db: Database,
  id: string,
  done: (run: RunRow) => boolean = (run) => FINAL.includes(run.status),
  timeoutMs = 15_000,
): Promise<RunRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await runRow(db, id);
    if (done(run)) return run;
    if (Date.now() > deadline) throw new Error(`run ${id} still ${run.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
