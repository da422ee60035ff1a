/**
 * The scraper schedule on the test engine (PGlite, or PostgreSQL with TEST_DATABASE_URL): runs
 * when due, then one period later; two runners on one database run a due scraper once; Run now
 * and a scheduled run never overlap; a lease left by a dead process runs out.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { ScraperBusyError, ScraperRunner, scraperScheduleOf } from './runner';

let db: Database;
let dir: string;
let clock = Date.parse('2026-08-21T10:00:00Z');
const now = () => clock;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'scraper-runner-'));
  writeFileSync(path.join(dir, 'a.json'), JSON.stringify({ id: 'a', name: 'a' }));
}, 60_000);
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const runner = (owner: string) =>
  new ScraperRunner({ db, scope: 'all', filesDir: dir, now, owner, leaseMs: 60_000, log: () => undefined });
const spec = { schedule: '@every 5m', file: [{ type: 'Demo::File', id: '$.id', name: '$.name', paths: ['*.json'] }] };

let scraperId: string;
beforeAll(async () => {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO config_scrapers (name, spec, source) VALUES ('sched', $1::jsonb, 'UI') RETURNING id::text AS id`,
    [JSON.stringify(spec)],
  );
  scraperId = rows[0]!.id;
});

const runs = async () =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_history WHERE resource_id = $1`, [scraperId])).rows[0]!.n;
const schedule = async () =>
  (
    await db.query<{ next_due: string; lease_owner: string | null }>(
      `SELECT next_due, lease_owner FROM opsdeck_runner.scraper_schedules WHERE scraper_id = $1::uuid`,
      [scraperId],
    )
  ).rows[0]!;

it('reads schedules from the spec, with the default of Mission Control', () => {
  expect(scraperScheduleOf({ schedule: '@every 15m' })).toEqual({ kind: 'every', ms: 900_000 });
  expect(scraperScheduleOf({})).toEqual({ kind: 'every', ms: 3_600_000 });
  expect(scraperScheduleOf({ schedule: '@hourly' })).toMatchObject({ kind: 'cron' });
  expect(scraperScheduleOf({ schedule: 'every tuesday' })).toBeNull();
});

it('runs a due scraper once with two runners on one database, then again one period later', async () => {
  const [a, b] = [runner('a'), runner('b')];
  await Promise.all([a.tick(), b.tick()]);
  expect(await runs()).toBe(1);
  expect(Date.parse((await schedule()).next_due)).toBe(clock + 5 * 60_000);
  expect((await schedule()).lease_owner).toBeNull();
  await Promise.all([a.tick(), b.tick()]);
  expect(await runs()).toBe(1);
  clock += 5 * 60_000;
  await Promise.all([b.tick(), a.tick()]);
  expect(await runs()).toBe(2);
});

it('refuses Run now while another process holds the lease, and runs again once the lease ran out', async () => {
  await db.query(
    `UPDATE opsdeck_runner.scraper_schedules SET lease_owner = 'dead', lease_until = $2::timestamptz, next_due = $3::timestamptz WHERE scraper_id = $1::uuid`,
    [scraperId, new Date(clock + 30_000), new Date(clock)],
  );
  const scraper = { id: scraperId, name: 'sched', spec };
  await expect(runner('c').runNow(scraper)).rejects.toBeInstanceOf(ScraperBusyError);
  await runner('c').tick();
  expect(await runs()).toBe(2);
  clock += 31_000;
  await runner('c').tick();
  expect(await runs()).toBe(3);
  const run = await runner('d').runNow(scraper);
  expect(run.outcome).toMatchObject({ successCount: 1, errorCount: 0 });
  expect(await runs()).toBe(4);
});
