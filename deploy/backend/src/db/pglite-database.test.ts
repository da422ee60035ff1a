/**
 * PGlite runs in a worker thread: a long statement leaves the event loop free, and a statement
 * past its timeout is stopped by ending the thread and reopening the data directory, which must
 * never lose committed data nor keep any of the stopped transaction.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PgliteDatabase } from './pglite-database';
import { testEngine } from './testing';
import { StatementTimeoutError, type Database } from './types';

/** A write that would run for minutes: inserts until stopped. */
const ENDLESS_WRITE = `INSERT INTO ledger (batch, amount, pad) SELECT -1, 1, repeat('x', 200) FROM generate_series(1, 200000000)`;
const LONG_READ = 'SELECT count(*) AS n FROM generate_series(1, 10000000)';

/** The largest gap between timer ticks while `work` runs: how long the event loop was blocked. */
async function eventLoopGap<T>(work: Promise<T>): Promise<{ gap: number; result: PromiseSettledResult<T> }> {
  let last = Date.now();
  let gap = 0;
  const timer = setInterval(() => {
    const now = Date.now();
    gap = Math.max(gap, now - last);
    last = now;
  }, 10);
  const [result] = await Promise.allSettled([work]);
  clearInterval(timer);
  return { gap: Math.max(gap, Date.now() - last), result };
}

const ledgerState = async (db: Database) =>
  (
    await db.query<{ rows: number; total: number; batches: number; summary: number }>(
      `SELECT count(*)::int AS rows, coalesce(sum(amount), 0)::int AS total, count(DISTINCT batch)::int AS batches,
              (SELECT total FROM ledger_summary)::int AS summary FROM ledger`,
    )
  ).rows[0]!;

/** One committed batch: `size` rows of amount 1 and the running total, in one transaction. */
const commitBatch = (db: Database, batch: number, size: number) =>
  db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO ledger (batch, amount, pad) SELECT $1::int, 1, repeat('y', 200) FROM generate_series(1, $2::int)`,
      [batch, size],
    );
    await tx.query('UPDATE ledger_summary SET total = total + $1::int', [size]);
  });

(testEngine() === 'pglite' ? describe : describe.skip)('PGlite in a worker thread', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'opsdeck-pglite-thread-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps the event loop free while a statement runs', async () => {
    const db = await PgliteDatabase.open();
    try {
      const started = Date.now();
      const { gap, result } = await eventLoopGap(db.query<{ n: number }>(LONG_READ));
      expect(result).toEqual({ status: 'fulfilled', value: expect.objectContaining({ rows: [{ n: 10_000_000 }] }) });
      // The statement took seconds and the timers kept firing: run on this thread, it would be one
      // gap as long as the statement. The bound leaves room for a loaded runner's scheduling.
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThan(500);
      expect(gap).toBeLessThan(Math.max(400, elapsed / 2));
    } finally {
      await db.close();
    }
  });

  it('runs without synchronised sequential scans, also once reopened after a timeout', async () => {
    const db = await PgliteDatabase.open({ dataDir });
    const setting = async () =>
      (await db.query<{ synchronize_seqscans: string }>('SHOW synchronize_seqscans')).rows[0]!.synchronize_seqscans;
    try {
      expect(await setting()).toBe('off');
      await db.exec('CREATE TABLE ledger (id bigserial PRIMARY KEY, batch int NOT NULL, amount int NOT NULL, pad text)');
      await expect(db.transaction((tx) => tx.query(ENDLESS_WRITE), { statementTimeoutMs: 150 })).rejects.toBeInstanceOf(
        StatementTimeoutError,
      );
      expect(db.restarts).toBe(1);
      expect(await setting()).toBe('off');
    } finally {
      await db.close();
    }
  });

  it('stops a write transaction past its timeout mid-statement and reopens: committed rows intact, the stopped transaction gone', async () => {
    let db = await PgliteDatabase.open({ dataDir });
    await db.exec(`CREATE TABLE ledger (id bigserial PRIMARY KEY, batch int NOT NULL, amount int NOT NULL, pad text);
      CREATE TABLE ledger_summary (total int NOT NULL); INSERT INTO ledger_summary VALUES (0);`);
    let committed = 0;
    for (let round = 1; round <= 4; round += 1) {
      const size = 1000 * round;
      await commitBatch(db, round, size);
      committed += size;
      const started = Date.now();
      const stopped = db.transaction(
        async (tx) => {
          // Rows written inside the transaction, then a statement that never ends in time.
          await tx.query(`INSERT INTO ledger (batch, amount) SELECT $1::int, 1000 FROM generate_series(1, 5000)`, [-round]);
          await tx.query('UPDATE ledger_summary SET total = total + 5000000');
          await tx.query(ENDLESS_WRITE);
        },
        { statementTimeoutMs: 150 * round },
      );
      const { gap, result } = await eventLoopGap(stopped);
      expect(result.status).toBe('rejected');
      const error = (result as PromiseRejectedResult).reason as StatementTimeoutError;
      expect(error).toBeInstanceOf(StatementTimeoutError);
      expect([error.code, error.message]).toEqual(['57014', 'canceling statement due to statement timeout']);
      expect(Date.now() - started).toBeLessThan(150 * round + 2000);
      // Shorter than the 450 and 600 ms statements of the last rounds, with room for a loaded runner.
      expect(gap).toBeLessThan(400);
      expect(db.restarts).toBe(round);
      // The next statement waits for the reopened directory, then sees exactly the committed work.
      expect(await ledgerState(db)).toEqual({ rows: committed, total: committed, batches: round, summary: committed });
    }
    // Writes go on, and the directory opens again after a clean close.
    await commitBatch(db, 99, 10);
    await db.close();
    db = await PgliteDatabase.open({ dataDir });
    try {
      expect(await ledgerState(db)).toEqual({ rows: committed + 10, total: committed + 10, batches: 5, summary: committed + 10 });
    } finally {
      await db.close();
    }
  });

  it('in memory, answers the timeout at the deadline and runs the statement to its end before the next one', async () => {
    const db = await PgliteDatabase.open();
    try {
      await db.exec('CREATE TABLE kept (id int); INSERT INTO kept VALUES (1);');
      const started = Date.now();
      const timedOut = db.transaction((tx) => tx.query(LONG_READ), { statementTimeoutMs: 100 });
      await expect(timedOut).rejects.toBeInstanceOf(StatementTimeoutError);
      const answeredAfter = Date.now() - started;
      expect(answeredAfter).toBeLessThan(1000);
      const next = await db.query<{ id: number }>('SELECT id FROM kept');
      expect(next.rows).toEqual([{ id: 1 }]);
      // It waited for the abandoned statement (nothing could stop it), then ran normally.
      expect(Date.now() - started).toBeGreaterThan(answeredAfter);
      expect(db.restarts).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('answers errors with the server fields and rolls back a failed transaction', async () => {
    const db = await PgliteDatabase.open();
    try {
      await db.exec('CREATE TABLE uniq (id int PRIMARY KEY)');
      const failed = db.transaction(async (tx) => {
        await tx.query('INSERT INTO uniq VALUES (1)');
        await tx.query('INSERT INTO uniq VALUES (1)');
      });
      await expect(failed).rejects.toMatchObject({
        code: '23505',
        constraint: 'uniq_pkey',
        message: expect.stringContaining('duplicate key'),
      });
      expect((await db.query('SELECT count(*)::int AS n FROM uniq')).rows).toEqual([{ n: 0 }]);
      await db.close();
      await expect(db.query('SELECT 1')).rejects.toMatchObject({ code: '08006' });
    } finally {
      await db.close();
    }
  });
});
