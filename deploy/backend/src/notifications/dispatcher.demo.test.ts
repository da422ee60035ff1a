/**
 * The demo's outbox holds notification.send rows in the reference's shape ({notification_id,
 * event}: no recipient, no message), as Mission Control's own writers leave them. Delivery once
 * read `recipient.kind` of such a row and failed the whole batch ("dispatch failed: Cannot read
 * properties of undefined (reading 'kind')" in the logs of every demo run); they are now given up
 * one by one, and the rest of the demo's events and sends go through.
 */
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { NotificationDispatcher } from './dispatcher';

let db: Database;

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'demo' });
});
afterAll(async () => {
  await db?.close();
});

it('works the demo outbox without a failed batch, giving up only the sends it cannot read', async () => {
  // Those still to be attempted (the demo marks some as already given up).
  const due = await db.query<{ id: string }>(
    `SELECT id::text FROM event_queue WHERE name = 'notification.send' AND NOT properties ? 'recipient' AND attempts < 4`,
  );
  expect(due.rows.length).toBeGreaterThan(0);
  const lines: string[] = [];
  const dispatcher = new NotificationDispatcher({
    db,
    log: (line) => lines.push(line),
    mail: { send: async () => 'mail-id' },
    fetch: (async () => new Response('ok', { status: 200 })) as typeof fetch,
    retryBaseMs: 1,
    retryMaxMs: 5,
  });
  await dispatcher.drain();

  const jobs = await db.query<{ status: string; details: unknown }>(
    `SELECT status, details FROM job_history WHERE name LIKE 'Notification%' AND status = 'FAILED'`,
  );
  expect(jobs.rows).toEqual([]);
  expect(lines.filter((line) => line.includes('dispatch failed'))).toEqual([]);
  const refused = await db.query<{ attempts: number; error: string }>(
    `SELECT attempts, error FROM event_queue WHERE id = ANY($1::uuid[])`,
    [due.rows.map((row) => row.id)],
  );
  expect(refused.rows.length).toBe(due.rows.length);
  for (const row of refused.rows) {
    expect(row.attempts).toBe(4);
    expect(row.error).toMatch(/^not a notification send this backend queued/);
  }
});
