/**
 * Notifications benchmark: figures printed against their targets, PASS or FAIL.
 *
 *   pnpm --filter @opsdeck/backend exec tsx bench/notifications.ts
 *
 *   - delivery latency: a check result (stored as the runner stores it) to the request reaching a
 *     local webhook sink, through the event queue and the dispatcher polling every 500 ms (< 2 s);
 *   - a burst of 1,000 check failures delivered with no loss and no duplicate, by one dispatcher,
 *     and (with DATABASE_URL) by two backend processes sharing the PostgreSQL database;
 *   - the send history page the console asks for (1,000 rows, newest first, estimated count) at
 *     1,000,000 history rows, over HTTP with a bearer token, p95 (< 100 ms);
 *   - the silences list at 10,000 silences, searched and sorted as the page asks, p95 (< 50 ms).
 *
 * The machine's load average is printed with every figure: timings on a shared machine are noisy.
 *
 *   DATABASE_URL   a dedicated PostgreSQL database (emptied of notification data); default PGlite
 *                  in a temporary directory
 *   BENCH_RUNS     repetitions of the timed reads (default 30)
 *   BENCH_READS_ONLY=1  only the reads, on the data a previous run left (PostgreSQL)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { from, NOTIFICATIONS_PAGE_SIZE, SEND_HISTORY_SELECT, SILENCE_LIST_SELECT, type PostgrestQuery } from '@opsdeck/contracts';
import { issueAccessToken } from '../src/authz/tokens';
import { recordOutcome } from '../src/checks/store';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import type { Database } from '../src/db/types';
import { createBackend } from '../src/http/backend';
import { serve } from '../src/http/testing/server';
import { NotificationDispatcher } from '../src/notifications/dispatcher';
import { startWebhookServer, type WebhookServer } from '../src/notifications/testing/webhook-server';
import { silentLogger } from '../src/http/logger';
import { loadAverage, stats, type Stats } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const results: { figure: string; value: string; target: string; pass: boolean }[] = [];
const judge = (figure: string, value: string, target: string, pass: boolean) => {
  results.push({ figure, value, target, pass });
  console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${figure}: ${value} (target ${target}; load ${loadAverage()})`);
};
const ms = (s: Stats) => `p50 ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms`;

const CANARY = '00000000-0000-4000-8000-00000000b000';
const ADMIN = '00000000-0000-4000-8000-00000000b001';

async function prepare(db: Database, sinkUrl: string): Promise<void> {
  await db.exec(`
    DELETE FROM notification_send_history; DELETE FROM event_queue; DELETE FROM notification_silences;
    DELETE FROM notifications; DELETE FROM checks WHERE canary_id = '${CANARY}'; DELETE FROM canaries WHERE id = '${CANARY}';
    DELETE FROM connections WHERE name = 'bench-sink';
    INSERT INTO people (id, name, email) VALUES ('${ADMIN}', 'Bench Admin', 'bench-admin@example.com') ON CONFLICT DO NOTHING;
    INSERT INTO casbin_rule (ptype, v0, v1) SELECT 'g', '${ADMIN}', 'admin'
      WHERE NOT EXISTS (SELECT 1 FROM casbin_rule WHERE v0 = '${ADMIN}' AND v1 = 'admin');
    SELECT set_config('opsdeck.skip_check_sync', 'on', false);
    INSERT INTO canaries (id, name, namespace, spec) VALUES ('${CANARY}', 'bench', 'bench', '{}');
    INSERT INTO checks (canary_id, type, name, status)
      SELECT '${CANARY}', 'http', 'bench-check-' || lpad(n::text, 5, '0'), 'healthy' FROM generate_series(1, 1000) n;
    SELECT set_config('opsdeck.skip_check_sync', 'off', false);`);
  await db.query(
    `INSERT INTO connections (name, namespace, type, url, properties) VALUES ('bench-sink', 'default', 'generic_webhook', $1, '{}')`,
    [sinkUrl],
  );
  await db.query(
    `INSERT INTO notifications (name, events, filter, custom_services) VALUES ('bench', '{check.failed}', 'check.name.startsWith(''bench-check'')', $1::jsonb)`,
    [JSON.stringify([{ name: 'sink', connection: 'connection://default/bench-sink' }])],
  );
}

const checkIds = async (db: Database) =>
  (await db.query<{ id: string; name: string }>(`SELECT id::text, name FROM checks WHERE canary_id = '${CANARY}' ORDER BY name`))
    .rows;

async function measureLatency(db: Database, sink: WebhookServer): Promise<void> {
  const dispatcher = new NotificationDispatcher({ db, pollMs: 500 });
  dispatcher.start();
  const checks = (await checkIds(db)).slice(0, 20);
  const samples: number[] = [];
  try {
    for (const check of checks) {
      const before = sink.received.length;
      const started = performance.now();
      await recordOutcome(
        db,
        { id: check.id, canaryId: CANARY, name: check.name, type: 'http', status: 'healthy', spec: {}, canarySpec: {} } as never,
        { start: new Date(), pass: false, durationMs: 5, error: 'answered 503' },
        null,
      );
      while (sink.received.length === before) await new Promise((resolve) => setTimeout(resolve, 5));
      samples.push(performance.now() - started);
    }
  } finally {
    await dispatcher.stop();
  }
  const s = stats(samples);
  judge('check result to webhook sink (20 failures, one at a time)', ms(s), 'p95 < 2000 ms', s.p95 < 2000);
}

async function burst(db: Database, sink: WebhookServer, processes: number, databaseUrl?: string): Promise<void> {
  await db.exec(`DELETE FROM event_queue; DELETE FROM notification_send_history;`);
  sink.received.length = 0;
  const checks = await checkIds(db);
  await db.query(
    `INSERT INTO event_queue (name, event_id, properties) SELECT 'check.failed', c.id, jsonb_build_object('id', c.id::text) FROM unnest($1::uuid[]) c(id)`,
    [checks.map((check) => check.id)],
  );
  const started = performance.now();
  const workers = [];
  for (let i = 0; i < processes; i += 1) {
    if (databaseUrl) {
      workers.push(
        new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'notifications-worker.ts')], {
            env: { ...process.env, DATABASE_URL: databaseUrl },
            stdio: 'inherit',
          });
          child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`))));
        }),
      );
    } else {
      workers.push(new NotificationDispatcher({ db, concurrency: 16 }).drain());
    }
  }
  await Promise.all(workers);
  const elapsed = performance.now() - started;
  const titles = sink.received.map((request) => (JSON.parse(request.body) as { title: string }).title);
  const unique = new Set(titles).size;
  const sent = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notification_send_history WHERE status = 'sent'`))
    .rows[0]!.n;
  const who = databaseUrl ? `${processes} backend process(es) on PostgreSQL` : `${processes} dispatcher in this process`;
  judge(
    `burst of 1,000 failures, ${who}`,
    `${titles.length} delivered, ${unique} distinct, ${sent} recorded sent, in ${(elapsed / 1000).toFixed(1)} s`,
    '1,000 delivered once each',
    titles.length === 1000 && unique === 1000 && sent === 1000,
  );
}

/** A request as the console sends it (its URL and Prefer header), timed RUNS times after 3 warm-ups. */
async function timedGets(base: string, query: PostgrestQuery, token: string): Promise<Stats> {
  const request = query.toRequest();
  const url = `${base}/api${request.url}`;
  const samples: number[] = [];
  for (let i = 0; i < RUNS + 3; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { ...request.headers, Authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (i >= 3) samples.push(performance.now() - started);
  }
  return stats(samples);
}

async function seedReads(db: Database): Promise<void> {
  const check = (await checkIds(db))[0]!.id;
  let started = performance.now();
  await db.exec(`DELETE FROM notification_send_history`);
  await db.query(
    `INSERT INTO notification_send_history (notification_id, status, body, source_event, resource_id, created_at, payload)
     SELECT (SELECT id FROM notifications WHERE name = 'bench'),
            (ARRAY['sent','sent','sent','error','silenced','repeat-interval'])[1 + n % 6], 'Check bench failed', 'check.failed',
            $1::uuid, now() - (n || ' seconds')::interval * 2.6, '{"recipient":{"kind":"service","connection":"connection://default/bench-sink"}}'
     FROM generate_series(1, 1000000) n`,
    [check],
  );
  // Autovacuum's steady state: the visibility map lets counts use the index alone.
  await db.exec('VACUUM ANALYZE notification_send_history');
  console.log(`  (1,000,000 history rows written in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  started = performance.now();
  await db.query(
    `INSERT INTO notification_silences (name, "from", until, filter, check_id, created_at)
     SELECT 'silence-' || lpad(n::text, 5, '0'), now() - interval '1 day',
            CASE WHEN n % 3 = 0 THEN now() - interval '1 hour' WHEN n % 3 = 1 THEN now() + interval '1 day' END,
            CASE WHEN n % 2 = 0 THEN 'check.name == ''bench-check-' || lpad((n % 1000)::text, 5, '0') || '''' END,
            CASE WHEN n % 2 = 1 THEN $1::uuid END, now() - (n || ' minutes')::interval
     FROM generate_series(1, 10000) n`,
    [check],
  );
  await db.exec('VACUUM ANALYZE notification_silences');
  console.log(`  (10,000 silences written in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

/** The history page's request (sendHistoryQuery of the notifications remote): last 7 days, newest first. */
export const historyPageQuery = (since: Date, status?: string) => {
  let query = from('notification_send_history_summary')
    .select(SEND_HISTORY_SELECT, { count: 'estimated' })
    .gte('created_at', since.toISOString());
  if (status) query = query.eq('status', status);
  return query.order('created_at', { ascending: false }).order('id', { ascending: false }).page(0, NOTIFICATIONS_PAGE_SIZE);
};

/** The silences page's request (silencesListQuery of the notifications remote): active, searched, by name. */
export const silencesPageQuery = (now: Date, term: string) =>
  from('notification_silences')
    .select(SILENCE_LIST_SELECT)
    .isNull('deleted_at')
    .or('until.is.null', `until.gt.${now.toISOString()}`)
    .or(`name.ilike.*${term}*`, `description.ilike.*${term}*`, `filter.ilike.*${term}*`)
    .order('name', { ascending: true, nullsLast: true })
    .count('exact')
    .page(0, 50);

async function measureReads(db: Database): Promise<void> {
  if (!process.env.BENCH_READS_ONLY) await seedReads(db);
  const server = await serve(await createBackend({ db, logger: silentLogger, logRequests: false }));
  try {
    const { token } = await issueAccessToken(db, { personId: ADMIN, name: 'bench', expiresAt: new Date(Date.now() + 3_600_000) });
    const weekAgo = new Date(Date.now() - 7 * 86_400_000);
    const history = await timedGets(server.url, historyPageQuery(weekAgo), token);
    judge(
      'send history page (1,000 rows of 1,000,000, last 7 days, estimated count)',
      ms(history),
      'p95 < 100 ms',
      history.p95 < 100,
    );
    const filtered = await timedGets(server.url, historyPageQuery(weekAgo, 'error'), token);
    judge('send history page filtered by status (failed)', ms(filtered), 'p95 < 100 ms', filtered.p95 < 100);
    const silences = await timedGets(server.url, silencesPageQuery(new Date(), 'bench-check-0042'), token);
    judge(
      'silences list (10,000), active, searched in name, reason and filter, sorted by name, exact count',
      ms(silences),
      'p95 < 50 ms',
      silences.p95 < 50,
    );
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), 'opsdeck-bench-notifications-'));
  const db = await openDatabase({ databaseUrl, dataDir });
  const sink = await startWebhookServer();
  try {
    await migrate(db);
    console.log(`Notifications benchmark on ${db.kind} (${os.cpus().length} cores, load average ${loadAverage()})`);
    if (!process.env.BENCH_READS_ONLY) {
      await prepare(db, `${sink.url}/hook`);
      await measureLatency(db, sink);
      await burst(db, sink, 1);
      if (databaseUrl) await burst(db, sink, 2, databaseUrl);
    }
    await measureReads(db);
  } finally {
    await sink.close();
    await db.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  const failed = results.filter((result) => !result.pass).length;
  console.log(failed === 0 ? 'all targets met' : `${failed} target(s) missed`);
  if (failed) process.exitCode = 1;
}

void main();
