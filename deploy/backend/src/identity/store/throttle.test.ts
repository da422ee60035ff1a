import { createTestDatabase } from '../../db/testing';
import type { Database } from '../../db/types';
import { sha256Hex } from '../crypto/secrets';
import { charge, succeed, type ThrottlePolicy } from './throttle';

let db: Database;
const NOW = Date.parse('2030-01-01T00:00:00Z');
const policy: ThrottlePolicy = {
  bucket: 'store-test',
  limit: 5,
  windowMs: 15 * 60_000,
  lockMs: 60_000,
  maxLockMs: 4 * 60_000,
  onSuccess: 'refund',
};

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe('attempt counters', () => {
  it('lets exactly `limit` of 40 concurrent attempts through (each charge is one atomic statement)', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => charge(db, [{ policy, value: 'concurrent' }], NOW)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    expect(results.find((result) => !result.allowed)).toEqual({ allowed: false, retryAfterMs: 60_000 });
  });

  it('stores only a hash of the key, case-insensitively', async () => {
    await charge(db, [{ policy, value: 'Someone@Example.com' }], NOW);
    await charge(db, [{ policy, value: 'someone@example.com' }], NOW);
    const rows = await db.query<{ key: string; hits: number }>(
      `SELECT key, hits FROM kratos.throttles WHERE bucket = 'store-test' AND hits = 2`,
    );
    expect(rows.rows).toEqual([{ key: expect.stringMatching(/^[0-9a-f]{64}$/), hits: 2 }]);
  });

  it('a refund gives back one attempt and lifts the lock that attempt set', async () => {
    const key = { policy, value: 'refunded' };
    for (let i = 0; i < 5; i += 1) expect((await charge(db, [key], NOW)).allowed).toBe(true);
    expect((await charge(db, [key], NOW)).allowed).toBe(false);
    await succeed(db, [key]);
    expect((await charge(db, [key], NOW)).allowed).toBe(true);
  });

  it('does not charge later keys when an earlier one refuses', async () => {
    const locked = { policy, value: 'concurrent' };
    const innocent = { policy, value: 'innocent' };
    expect((await charge(db, [locked, innocent], NOW)).allowed).toBe(false);
    const rows = await db.query(`SELECT 1 FROM kratos.throttles WHERE bucket = 'store-test' AND key = $1`, [
      sha256Hex('innocent'),
    ]);
    expect(rows.rows).toHaveLength(0);
  });
});
