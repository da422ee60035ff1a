/**
 * Live updates: how fast a recorded change reaches the readers' streams, and what the event
 * triggers cost the writers. On a fresh database: READERS signed-in streams (a third of them
 * with a deny row on incidents), then
 *   - paced: check results written one per transaction, 20 ms apart; the time from each commit
 *     to its arrival on every stream (p50, p95, max) against the 2 s target;
 *   - burst: BURST check results in one transaction; the time until every stream has all of them;
 *   - trigger cost: 5,000 check results inserted with events recorded and without (skip_events).
 * Prints the load average with the figures; a missed target makes the run fail.
 *
 *   pnpm --filter @opsdeck/backend bench:events              # PGlite in a temporary directory
 *   DATABASE_URL=postgres://... pnpm --filter @opsdeck/backend bench:events   # an empty database
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Authenticator } from '../src/authz/types';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { openSse, type SseClient } from '../src/events/testing';
import { createBackend } from '../src/http/backend';
import { serve } from '../src/http/testing/server';

/** Targets: a change reaches every stream within 2 s (p95), a burst within 2 s. */
export const LIVE_EVENT_TARGETS = { pacedP95Ms: 2_000, burstMs: 2_000 } as const;

function argNumber(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? NaN : Number(process.argv[at + 1]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const authenticator: Authenticator = async (req) => {
  const role = String(req.headers['x-bench-role'] ?? '');
  if (!role) return null;
  const denyIncidents = req.headers['x-bench-deny'] === 'incident';
  return {
    id: '00000000-0000-0000-0000-000000000000',
    name: 'bench',
    roles: [role],
    permissions: denyIncidents ? [{ object: 'incident', action: 'read', deny: true }] : [],
  };
};

async function main() {
  const readers = argNumber('readers', 50);
  const paced = argNumber('paced', 100);
  const burst = argNumber('burst', 2_000);
  const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(path.join(os.tmpdir(), 'events-bench-db-'));
  const db = await openDatabase(dataDir ? { dataDir } : {});
  let failed = false;
  const streams: SseClient[] = [];
  try {
    await migrate(db, { log: () => undefined });
    const { rows } = await db.query<{ id: string }>(
      `WITH c AS (INSERT INTO canaries (name, namespace, spec) VALUES ('bench', 'bench', '{}'::jsonb) RETURNING id)
       INSERT INTO checks (canary_id, type, name) SELECT id, 'http', 'bench-check' FROM c RETURNING id::text AS id`,
    );
    const checkId = rows[0]!.id;
    const backend = await createBackend({ db, authenticator, logRequests: false });
    const server = await serve(backend);
    for (let i = 0; i < readers; i += 1) {
      const headers: Record<string, string> = {
        'x-bench-role': 'viewer',
        ...(i % 3 === 0 ? { 'x-bench-deny': 'incident' } : {}),
      };
      const stream = await openSse(`${server.url}/api/events`, headers);
      await stream.next((m) => m.event === 'ready', 30_000);
      streams.push(stream);
    }
    const [l1, l5, l15] = os.loadavg().map((n) => n.toFixed(2));
    console.log(`live updates, ${db.kind}, ${readers} readers, load average ${l1} ${l5} ${l15}, ${os.cpus().length} cores`);

    let time = 0;
    const nextTime = () => (time += 1);
    const writeOne = async () => {
      await db.query(
        `INSERT INTO check_statuses (check_id, time, status) VALUES ($1, now() + $2 * interval '1 millisecond', true)`,
        [checkId, nextTime()],
      );
    };
    const changeCount = (stream: SseClient) => stream.count('change');
    // Paced: one result per transaction; latency from commit to arrival on every stream.
    const latencies: number[] = [];
    for (let n = 1; n <= paced; n += 1) {
      const before = streams.map(changeCount);
      await writeOne();
      const committed = performance.now();
      await Promise.all(
        streams.map(async (stream, i) => {
          await stream.next(() => changeCount(stream) > before[i]!, 10_000, Math.max(0, stream.messages.length - 1));
          latencies.push(performance.now() - committed);
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    const pacedPass = p95 <= LIVE_EVENT_TARGETS.pacedP95Ms;
    failed ||= !pacedPass;
    console.log(
      `  paced (${paced} commits x ${readers} streams)  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${Math.max(...latencies).toFixed(1)} ms  (target p95 <= ${LIVE_EVENT_TARGETS.pacedP95Ms} ms: ${pacedPass ? 'PASS' : 'FAIL'})`,
    );

    // Burst: many results in one transaction.
    const start = streams.map(changeCount);
    const burstStarted = performance.now();
    await db.query(
      `INSERT INTO check_statuses (check_id, time, status)
       SELECT $1, now() + interval '1 hour' + g * interval '1 millisecond', g % 2 = 0 FROM generate_series(1, $2::int) g`,
      [checkId, burst],
    );
    const burstCommitted = performance.now();
    // A reader that cannot take the burst as it comes is told to resync (it refetches instead).
    const resyncsBefore = streams.map((stream) => stream.count('resync'));
    await Promise.all(
      streams.map((stream, i) =>
        stream.next(
          () => changeCount(stream) >= start[i]! + burst || stream.count('resync') > resyncsBefore[i]!,
          60_000,
          Math.max(0, stream.messages.length - 1),
        ),
      ),
    );
    const resynced = streams.filter((stream, i) => stream.count('resync') > resyncsBefore[i]!).length;
    const burstMs = performance.now() - burstCommitted;
    const burstPass = burstMs <= LIVE_EVENT_TARGETS.burstMs;
    failed ||= !burstPass;
    console.log(
      `  burst (${burst} rows in one transaction, insert ${(burstCommitted - burstStarted).toFixed(0)} ms)  every stream had them (or a resync: ${resynced} of ${readers}) ${burstMs.toFixed(0)} ms after commit  (target <= ${LIVE_EVENT_TARGETS.burstMs} ms: ${burstPass ? 'PASS' : 'FAIL'})`,
    );

    // Writer cost of the triggers.
    const insertMany = async (skip: boolean, offsetHours: number) => {
      const started = performance.now();
      await db.transaction(async (tx) => {
        if (skip) await tx.query("SELECT set_config('opsdeck.skip_events', 'on', true)");
        await tx.query(
          `INSERT INTO check_statuses (check_id, time, status)
           SELECT $1, now() + $2 * interval '1 hour' + g * interval '1 millisecond', true FROM generate_series(1, 5000) g`,
          [checkId, offsetHours],
        );
      });
      return performance.now() - started;
    };
    const without = await insertMany(true, 10);
    const withEvents = await insertMany(false, 20);
    console.log(
      `  trigger cost: 5,000 check results ${withEvents.toFixed(0)} ms with events, ${without.toFixed(0)} ms without (${(withEvents / without).toFixed(2)}x)`,
    );
    console.log(
      `  load average after: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    streams.forEach((stream) => stream.close());
    await backend.close();
    await server.close();
  } finally {
    streams.forEach((stream) => stream.close());
    await db.close();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
