import type { Queryable } from '../db/types';

/**
 * Takes this period of a background job shared by every backend process: true when this
 * transaction holds the job's row in opsdeck_runner.leases (created by its migration) and the
 * period is due, which moves the next one on. Another process holding the row, or a period not
 * yet due, gives false. The row stays locked until the transaction ends, so the job's work runs in
 * that transaction once, whatever the number of processes.
 */
export async function claimLeasePeriod(tx: Queryable, name: string, now: Date, intervalMs: number): Promise<boolean> {
  const { rows } = await tx.query<{ next_at: string | Date }>(
    'SELECT next_at FROM opsdeck_runner.leases WHERE name = $1 FOR UPDATE SKIP LOCKED',
    [name],
  );
  const row = rows[0];
  if (!row || new Date(row.next_at).getTime() > now.getTime()) return false;
  // Just under the interval: timers of processes that started together should not skip each other's periods.
  await tx.query('UPDATE opsdeck_runner.leases SET next_at = $2::timestamptz, last_at = $3::timestamptz WHERE name = $1', [
    name,
    new Date(now.getTime() + intervalMs * 0.9),
    now,
  ]);
  return true;
}
