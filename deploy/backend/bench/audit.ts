/**
 * Audit log benchmark: what recording costs a write, and what the Audit Log page's reads cost on a
 * long log. Through HTTP with a bearer token (an admin), on a log of --entries rows spread over 90
 * days. Prints the load average with every part: the machine may be shared.
 *
 * Writes: PATCH /db/teams of one row (the write with its entry, end to end) and, inside a
 * transaction, the two statements the audit adds to it: the matched rows read before the update
 * (PATCH and DELETE) and the entry's INSERT. Target: the added statements' median under 2 ms (their
 * share of the write's median is printed beside it).
 * Reads: the page's first page (50, count=estimated) newest first, with a person filter, with a
 * search (one pattern on search_text, migration 0987), a 20th page, and the Person and Resource
 * choices. Target: p95 under 100 ms.
 *
 *   pnpm --filter @opsdeck/backend bench:audit                                # PGlite in a temp dir
 *   DATABASE_URL=postgres://.../db pnpm --filter @opsdeck/backend bench:audit # a dedicated, empty database
 *   --entries 200000 --iterations 40 --explain
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { issueAccessToken } from '../src/authz/tokens';
import { insertAuditEntry } from '../src/audit/entry';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import type { Database } from '../src/db/types';
import { createBackend } from '../src/http/backend';
import { silentLogger } from '../src/http/logger';
import { loadAverage, stats, type Stats } from './stats';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(name);
  return at === -1 ? fallback : Number(argv[at + 1]);
};
const ENTRIES = option('--entries', 200_000);
const ITERATIONS = option('--iterations', 40);
const EXPLAIN = argv.includes('--explain');
const URL_ = process.env.DATABASE_URL;

const show = (s: Stats) => `median ${s.median.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

async function seed(db: Database): Promise<{ headers: Record<string, string>; personId: string; teamId: string }> {
  const started = Date.now();
  const person = await db.query<{ id: string }>(
    `INSERT INTO people (name, email) VALUES ('Bench Admin', 'bench@example.com') RETURNING id`,
  );
  const personId = person.rows[0]!.id;
  await db.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, 'admin')`, [personId]);
  const team = await db.query<{ id: string }>(
    `INSERT INTO teams (name, icon, created_by) VALUES ('bench-team', 'group', $1) RETURNING id`,
    [personId],
  );
  // 50 people, a few dozen resources, all actions, newest last; ids and fields as the backend writes them.
  await db.query(
    `INSERT INTO audit_log (created_at, actor_id, actor_name, actor_type, action, resource_type, resource, resource_ids,
                            row_count, fields, changes, method, path, client_address, status, outcome, search_text)
     SELECT now() - (g * interval '90 days' / $1::int),
            ('00000000-0000-4000-8000-' || lpad((g % 50)::text, 12, '0'))::uuid, 'Person ' || (g % 50), 'person',
            (ARRAY['create','update','delete','run'])[1 + g % 4], 'table', 'table_' || (g % 40), ARRAY[g::text], 1,
            ARRAY['name','spec'], '{"name":{"old":"a","new":"b"},"spec":{}}'::jsonb, 'PATCH', '/db/table_' || (g % 40),
            '10.0.' || (g % 200) || '.' || (g % 250), 200, 'success',
            lower(concat_ws(' ', 'Person ' || (g % 50), 'table_' || (g % 40), '/db/table_' || (g % 40),
                            '10.0.' || (g % 200) || '.' || (g % 250), g::text, 'name spec'))
       FROM generate_series(1, $1::int) AS g`,
    [ENTRIES],
  );
  await db.query('ANALYZE audit_log').catch(() => undefined);
  console.log(`seeded ${ENTRIES} audit entries in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const { token } = await issueAccessToken(db, { personId, name: 'audit bench', expiresAt: new Date(Date.now() + 3_600_000) });
  return { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' }, personId, teamId: team.rows[0]!.id };
}

async function timed(samples: number[], work: () => Promise<void>): Promise<void> {
  for (let i = 0; i < ITERATIONS + 5; i += 1) {
    const started = performance.now();
    await work();
    if (i >= 5) samples.push(performance.now() - started);
  }
}

async function call(url: string, init: RequestInit): Promise<void> {
  const res = await fetch(url, init);
  const body = await res.text();
  if (res.status >= 300) throw new Error(`${url.slice(0, 100)}: ${res.status} ${body.slice(0, 200)}`);
}

async function writes(db: Database, base: string, seeded: Awaited<ReturnType<typeof seed>>): Promise<void> {
  console.log(`-- writes (load average ${loadAverage()})`);
  const patch: number[] = [];
  let n = 0;
  await timed(patch, () =>
    call(`${base}/db/teams?id=eq.${seeded.teamId}`, {
      method: 'PATCH',
      headers: { ...seeded.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: `bench-team-${(n += 1)}` }),
    }),
  );
  const added: number[] = [];
  const transactions: number[] = [];
  const request = {
    actorId: seeded.personId,
    actorName: 'Bench Admin',
    agent: false,
    tokenHash: null,
    method: 'PATCH',
    path: '/db/teams',
    clientAddress: '127.0.0.1',
  };
  await timed(transactions, () =>
    db
      .transaction(async (tx) => {
        const started = performance.now();
        await tx.query(`SELECT coalesce(json_agg(t), '[]') AS rows FROM (SELECT * FROM teams WHERE id = $1 FOR UPDATE) t`, [
          seeded.teamId,
        ]);
        await insertAuditEntry(tx, {
          ...request,
          action: 'update',
          resourceType: 'table',
          resource: 'teams',
          ids: [seeded.teamId],
          rowCount: 1,
          fields: ['name'],
          changes: { name: { old: 'a', new: 'b' } },
          status: 200,
          outcome: 'success',
        });
        // Only the two statements count; the transaction's own round trips are the write's anyway.
        added.push(performance.now() - started);
        throw new RollbackBench();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollbackBench)) throw error;
      }),
  );
  // The first five are warm-up, as in timed().
  const statementSamples = added.slice(5);
  const write = stats(patch);
  const cost = stats(statementSamples);
  const share = (cost.median / write.median) * 100;
  console.log(`PATCH /db/teams (one row, with its entry):      ${show(write)}`);
  console.log(`audit statements in that write (read + insert): ${show(cost)}`);
  console.log(
    `audit statements' median ${cost.median.toFixed(2)} ms (${share.toFixed(1)}% of the write's)  target < 2 ms  ${verdict(cost.median < 2)}`,
  );
}

class RollbackBench extends Error {}

const READS: [label: string, query: (personId: string) => string][] = [
  [
    'first page of 50, newest first, estimated count',
    () => 'select=*&created_at=gt.{week}&order=created_at.desc,id.desc&limit=50',
  ],
  [
    'one person, first page',
    () => 'select=*&actor_id=eq.00000000-0000-4000-8000-000000000007&created_at=gt.{week}&order=created_at.desc,id.desc&limit=50',
  ],
  [
    'one resource and action, first page',
    () => 'select=*&resource=eq.table_3&action=in.(update)&created_at=gt.{week}&order=created_at.desc,id.desc&limit=50',
  ],
  [
    'search "10.0.7.", first page',
    () => 'select=*&created_at=gt.{week}&search_text=like.*10.0.7.*&order=created_at.desc,id.desc&limit=50',
  ],
  ['20th page, 90 days', () => 'select=*&created_at=gt.{quarter}&order=created_at.desc,id.desc&limit=50&offset=950'],
];

async function reads(base: string, headers: Record<string, string>): Promise<boolean> {
  console.log(`-- the page's reads (load average ${loadAverage()})`);
  const week = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const quarter = new Date(Date.now() - 90 * 86_400_000).toISOString();
  const counted = { ...headers, Prefer: 'count=estimated' };
  let ok = true;
  const measure = async (label: string, url: string, init: RequestInit) => {
    const samples: number[] = [];
    await timed(samples, () => call(url, init));
    const s = stats(samples);
    ok &&= s.p95 < 100;
    console.log(`${label.padEnd(50)} ${show(s)}  target p95 < 100 ms  ${verdict(s.p95 < 100)}`);
  };
  for (const [label, query] of READS) {
    const text = query('').replace('{week}', week).replace('{quarter}', quarter);
    await measure(label, `${base}/db/audit_log?${text}`, { headers: counted });
  }
  await measure('Person choices (audit_log_actors)', `${base}/db/audit_log_actors?select=id,name`, { headers });
  await measure('Resource choices (audit_log_resources)', `${base}/db/audit_log_resources?select=resource`, { headers });
  return ok;
}

async function explain(db: Database): Promise<void> {
  const week = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const plans: [string, string, unknown[]][] = [
    ['newest first', 'SELECT * FROM audit_log WHERE created_at > $1 ORDER BY created_at DESC, id DESC LIMIT 50', [week]],
    [
      'one person',
      'SELECT * FROM audit_log WHERE actor_id = $1 AND created_at > $2 ORDER BY created_at DESC LIMIT 50',
      ['00000000-0000-4000-8000-000000000007', week],
    ],
    ['resources', 'SELECT * FROM audit_log_resources', []],
    ['prune', 'EXPLAIN_ONLY DELETE FROM audit_log WHERE created_at < $1', [new Date(Date.now() - 89 * 86_400_000).toISOString()]],
  ];
  for (const [label, sql, params] of plans) {
    const analyze = !sql.startsWith('EXPLAIN_ONLY');
    const text = sql.replace('EXPLAIN_ONLY ', '');
    const plan = await db.query<Record<string, string>>(`EXPLAIN ${analyze ? '(ANALYZE, BUFFERS)' : ''} ${text}`, params);
    console.log(`-- EXPLAIN ${analyze ? 'ANALYZE ' : ''}${label}\n${plan.rows.map((row) => Object.values(row)[0]).join('\n')}`);
  }
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'opsdeck-audit-bench-'));
  const db = await openDatabase({ databaseUrl: URL_, dataDir: URL_ ? undefined : path.join(dir, 'pglite') });
  console.log(`audit log benchmark on ${db.kind}, ${os.cpus().length} cores, load average ${loadAverage()}`);
  try {
    await migrate(db);
    const seeded = await seed(db);
    const backend = await createBackend({ db, logger: silentLogger, logRequests: false });
    const server = createServer(backend.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    await writes(db, base, seeded);
    const readsOk = await reads(base, seeded.headers);
    if (EXPLAIN) await explain(db);
    console.log(`reads ${verdict(readsOk)}`);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await backend.close();
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
    console.log(`load average at the end ${loadAverage()}`);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
