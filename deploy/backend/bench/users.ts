/**
 * Users page benchmark: what the page loads (GET /db/identities, then people_roles and the
 * people's last_login in parallel batches of 150 ids, as remotes/settings' usersList.ts sends
 * them), through HTTP with a bearer token, at 2,000 identities (the engine's row cap) with roles.
 * The specifications set no speed target for this page: the figures are printed for comparison
 * between changes, with the load average (the machine may be shared).
 *
 *   pnpm --filter @opsdeck/backend bench:users                      # PGlite in a temp dir
 *   DATABASE_URL=postgres://.../db pnpm --filter @opsdeck/backend bench:users   # a dedicated, empty database
 *   --identities 2000 --iterations 50
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { issueAccessToken } from '../src/authz/tokens';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import type { Database } from '../src/db/types';
import { createBackend } from '../src/http/backend';
import { silentLogger } from '../src/http/logger';
import { stats } from './stats';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(name);
  return at === -1 ? fallback : Number(argv[at + 1]);
};
const IDENTITIES = option('--identities', 2_000);
const ITERATIONS = option('--iterations', 50);
const BATCH = 150;
const URL_ = process.env.DATABASE_URL;
const load = () => os.loadavg()[0]!.toFixed(1);

async function seed(db: Database): Promise<Record<string, string>> {
  const started = Date.now();
  await db.query(
    `WITH made AS (
       INSERT INTO people (name, email, type, last_login)
       SELECT 'Bench User ' || g, 'bench-' || g || '@example.com', 'user', now() - g * interval '1 hour'
         FROM generate_series(1, $1::int) AS g
       RETURNING id, name, email)
     INSERT INTO identities (id, traits, state)
     SELECT id, jsonb_build_object('email', email, 'name', jsonb_build_object('first', 'Bench', 'last', name)), 'active' FROM made`,
    [IDENTITIES],
  );
  await db.query(
    `INSERT INTO casbin_rule (ptype, v0, v1)
     SELECT 'g', i.id::text, (ARRAY['viewer','editor','responder','commander','guest'])[1 + (row_number() OVER ()) % 5]
       FROM identities i`,
  );
  const admin = await db.query<{ id: string }>(`SELECT id FROM identities ORDER BY id LIMIT 1`);
  const personId = admin.rows[0]!.id;
  await db.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, 'admin')`, [personId]);
  await db.query('ANALYZE people').catch(() => undefined);
  await db.query('ANALYZE identities').catch(() => undefined);
  await db.query('ANALYZE casbin_rule').catch(() => undefined);
  console.log(`seeded ${IDENTITIES} identities with roles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const { token } = await issueAccessToken(db, { personId, name: 'users bench', expiresAt: new Date(Date.now() + 3_600_000) });
  return { Authorization: `Bearer ${token}`, Accept: 'application/json' };
}

async function read(url: string, headers: Record<string, string>): Promise<unknown[]> {
  const res = await fetch(url, { headers });
  const body = await res.text();
  if (res.status >= 300) throw new Error(`${url.slice(0, 80)}: ${res.status} ${body.slice(0, 200)}`);
  return JSON.parse(body) as unknown[];
}

const phases = { identities: [] as number[], batches: [] as number[] };

/** One load of the page: the identities, then both batched reads in parallel. */
async function loadPage(base: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const identities = (await read(`${base}/db/identities?select=*`, headers)) as { id: string }[];
  const listed = performance.now();
  phases.identities.push(listed - started);
  const batches: string[][] = [];
  for (let at = 0; at < identities.length; at += BATCH) batches.push(identities.slice(at, at + BATCH).map((row) => row.id));
  const results = await Promise.all(
    batches.flatMap((ids) => [
      read(`${base}/db/people_roles?id=in.(${ids.join(',')})`, headers),
      read(`${base}/db/people?select=id,last_login&id=in.(${ids.join(',')})`, headers),
    ]),
  );
  phases.batches.push(performance.now() - listed);
  return identities.length + results.reduce((sum, rows) => sum + rows.length, 0);
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'opsdeck-users-bench-'));
  const db = await openDatabase({ databaseUrl: URL_, dataDir: URL_ ? undefined : path.join(dir, 'pglite') });
  console.log(`users benchmark on ${db.kind}, ${os.cpus().length} cores, load average ${load()}`);
  try {
    await migrate(db);
    const headers = await seed(db);
    const backend = await createBackend({ db, logger: silentLogger, logRequests: false });
    const server = createServer(backend.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    const samples: number[] = [];
    let rows = 0;
    for (let i = 0; i < ITERATIONS + 5; i += 1) {
      const sent = performance.now();
      rows = await loadPage(base, headers);
      if (i >= 5) samples.push(performance.now() - sent);
    }
    const s = stats(samples);
    console.log(
      `users list, ${IDENTITIES} identities (1 + ${2 * Math.ceil(IDENTITIES / BATCH)} requests, ${rows} rows), ${ITERATIONS} loads: ` +
        `median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (no target set)`,
    );
    const median = (values: number[]) => stats(values.slice(5)).median.toFixed(1);
    console.log(
      `  of which identities ${median(phases.identities)} ms, roles and last sign-in ${median(phases.batches)} ms (medians)`,
    );
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await backend.close();
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
    console.log(`load average at the end ${load()}`);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
