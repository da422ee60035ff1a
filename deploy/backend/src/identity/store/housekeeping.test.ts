import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '../../db/testing';
import type { Database } from '../../db/types';
import { charge, type ThrottlePolicy } from './throttle';
import { housekeep, HOUSEKEEPING_JOB_NAME, RETENTION } from './housekeeping';

let db: Database;
const NOW = Date.parse('2030-01-01T00:00:00Z');
const HOUR = 3600_000;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const count = async (table: string): Promise<number> =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0;

describe('identity housekeeping', () => {
  it('drops old errors and mails, and keeps at most the newest budget of each', async () => {
    const insertErrors = (n: number, at: number) =>
      db.query(
        `INSERT INTO kratos.errors (id, error, created_at)
         SELECT gen_random_uuid(), '{}'::jsonb, $1::timestamptz + make_interval(secs => g) FROM generate_series(1, $2::int) g`,
        [new Date(at), n],
      );
    await insertErrors(5, NOW - 25 * HOUR);
    await insertErrors(RETENTION.errorsKept + 20, NOW - HOUR);
    const insertMails = (status: string, n: number, at: number) =>
      db.query(
        `INSERT INTO kratos.courier_messages (id, status, recipient, subject, body, template_type, created_at)
         SELECT gen_random_uuid(), $1, 'x@example.com', 's', 'b', 'recovery_code_valid', $2::timestamptz + make_interval(secs => g)
           FROM generate_series(1, $3::int) g`,
        [status, new Date(at), n],
      );
    await insertMails('sent', 3, NOW - 8 * 24 * HOUR);
    await insertMails('queued', 2, NOW - 8 * 24 * HOUR);
    await insertMails('sent', 4, NOW - HOUR);

    await housekeep(db, NOW, true);
    expect(await count('kratos.errors')).toBe(RETENTION.errorsKept);
    // The newest survive: the oldest left is younger than every one deleted.
    const oldest = await db.query<{ created_at: Date }>('SELECT min(created_at) AS created_at FROM kratos.errors');
    expect(new Date(oldest.rows[0]!.created_at).getTime()).toBe(NOW - HOUR + 21_000);
    // Mails still waiting for delivery are never dropped.
    const mails = await db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM kratos.courier_messages GROUP BY status ORDER BY status',
    );
    expect(mails.rows).toEqual([
      { status: 'queued', n: 2 },
      { status: 'sent', n: 4 },
    ]);
    // The run is in the job history with what each step removed.
    const jobs = await db.query<Record<string, unknown>>(
      'SELECT status, success_count, error_count, details FROM job_history WHERE name = $1 ORDER BY time_start DESC LIMIT 1',
      [HOUSEKEEPING_JOB_NAME],
    );
    expect(jobs.rows[0]).toMatchObject({ status: 'SUCCESS', success_count: 7, error_count: 0 });
    expect(jobs.rows[0]!.details).toMatchObject({ deleted: { errors: 25, mails: 3 } });
  });

  it('drops expired flows and sessions a day later, and quiet counters after an hour', async () => {
    await db.query(
      `INSERT INTO kratos.flows (id, kind, state, csrf_token, request_url, ui, issued_at, expires_at)
       VALUES ($1, 'login', 'choose_method', 't', 'u', '{}', $2, $2), ($3, 'login', 'choose_method', 't', 'u', '{}', $4, $4)`,
      [randomUUID(), new Date(NOW - 25 * HOUR), randomUUID(), new Date(NOW - 23 * HOUR)],
    );
    const policy: ThrottlePolicy = {
      bucket: 'test',
      limit: 5,
      windowMs: 60_000,
      lockMs: 1000,
      maxLockMs: 1000,
      onSuccess: 'reset',
    };
    await charge(db, [{ policy, value: 'quiet' }], NOW - 2 * HOUR);
    await charge(db, [{ policy, value: 'recent' }], NOW - 10 * 60_000);
    await housekeep(db, NOW, true);
    expect(await count('kratos.flows')).toBe(1);
    const keys = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM kratos.throttles WHERE bucket = 'test'`);
    expect(keys.rows[0]?.n).toBe(1);
  });

  it('runs at most once a minute per database unless forced', async () => {
    await housekeep(db, NOW + 10 * 24 * HOUR, true);
    await db.query(`INSERT INTO kratos.errors (id, error, created_at) VALUES ($1, '{}', $2)`, [randomUUID(), new Date(NOW)]);
    await housekeep(db, NOW + 10 * 24 * HOUR + 30_000);
    expect(await count('kratos.errors')).toBe(1);
    await housekeep(db, NOW + 10 * 24 * HOUR + 61_000);
    expect(await count('kratos.errors')).toBe(0);
  });
});
