import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { jobStatusOf, runJob } from './job-history';

describe('job history', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  it('derives the status from the counts', () => {
    expect(jobStatusOf({ successCount: 3, errorCount: 0 })).toBe('SUCCESS');
    expect(jobStatusOf({ successCount: 3, errorCount: 1 })).toBe('WARNING');
    expect(jobStatusOf({ successCount: 0, errorCount: 1 })).toBe('FAILED');
  });

  it('records a run with its counts, errors and duration', async () => {
    await runJob(db, { name: 'TestJob', resourceType: 'config_scraper', resourceId: 'r1' }, async () => ({
      successCount: 2,
      errorCount: 1,
      errors: ['one item failed'],
    }));
    const { rows } = await db.query(`SELECT * FROM job_history WHERE name = 'TestJob'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'WARNING',
      success_count: 2,
      error_count: 1,
      resource_type: 'config_scraper',
      resource_id: 'r1',
      details: { errors: ['one item failed'] },
    });
    expect(rows[0]!.duration_millis).toBeGreaterThanOrEqual(0);
    expect(rows[0]!.time_end).not.toBeNull();
  });

  it('records a throw as FAILED and rethrows it', async () => {
    await expect(
      runJob(db, { name: 'Throws' }, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await db.query(`SELECT status, details FROM job_history WHERE name = 'Throws'`);
    expect(rows[0]).toMatchObject({ status: 'FAILED', details: { errors: ['boom'] } });
  });
});
