/**
 * Resource search benchmark: latency of POST /api/resources/search over HTTP with an admin's
 * token, for the console's payload (checks, components and configs, each `{agent: "all",
 * search}`) and a few query-language searches, against the 50 ms target (p95 per search).
 * Run from the engine benchmark (bench/engine.ts), or alone on an already seeded database:
 *
 *   BENCH_DATA_DIR=/path pnpm exec tsx bench/resource-search.ts   # PGlite directory (seeded with `src/demo/cli.ts large`)
 *   DATABASE_URL=postgres://... pnpm exec tsx bench/resource-search.ts
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { issueAccessToken } from '../src/authz/tokens';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import type { Database } from '../src/db/types';
import { createBackend } from '../src/http/backend';
import { silentLogger } from '../src/http/logger';

export const RESOURCE_SEARCH_TARGET_MS = 50;

/** Typed texts of the console's selector, then query-language searches. */
const SEARCHES = [
  'a',
  'app-42',
  'bulk-check-0042',
  'zzz-no-match',
  'type=Kubernetes::Deployment',
  'health=healthy,unhealthy',
  'type=Kubernetes::Pod health!=healthy',
  'name=*-tls',
  'cluster=bulk-cluster-7 app',
  'app-1; bulk-check',
];

const ui = (search: string) => ({
  checks: [{ agent: 'all', search }],
  components: [{ agent: 'all', search }],
  configs: [{ agent: 'all', search }],
});

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Prints one line per search and a verdict; returns whether every p95 met the target. */
export async function benchResourceSearch(
  db: Database,
  iterations = Number(process.env.BENCH_ITERATIONS ?? 50),
): Promise<boolean> {
  const admin = await db.query<{ id: string }>(`SELECT v0 AS id FROM casbin_rule WHERE ptype = 'g' AND v1 = 'admin' LIMIT 1`);
  const { token } = await issueAccessToken(db, {
    personId: admin.rows[0]!.id,
    name: 'resource search bench',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const backend = await createBackend({ db, logger: silentLogger, logRequests: false });
  const server = createServer(backend.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/resources/search`;
  const post = async (body: unknown) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`resource search: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown[]>;
  };
  let pass = true;
  try {
    console.log(
      `\nPOST /resources/search over HTTP+auth (checks, components, configs; agent all), target p95 < ${RESOURCE_SEARCH_TARGET_MS} ms`,
    );
    console.log(`${'search'.padEnd(42)} ${'results'.padStart(16)} | ${'p50'.padStart(7)} ${'p95'.padStart(7)} | verdict`);
    // First the request alone (authentication, routing, an empty answer), then each search.
    for (const search of [null, ...SEARCHES]) {
      const body = search === null ? {} : ui(search);
      const answer = await post(body);
      for (let i = 0; i < 3; i += 1) await post(body);
      const samples: number[] = [];
      for (let i = 0; i < iterations; i += 1) {
        const started = process.hrtime.bigint();
        await post(body);
        samples.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      samples.sort((a, b) => a - b);
      const p50 = percentile(samples, 0.5);
      const p95 = percentile(samples, 0.95);
      const ok = p95 < RESOURCE_SEARCH_TARGET_MS;
      if (search !== null) pass &&= ok;
      const counts = ['configs', 'checks', 'components'].map((kind) => answer[kind]?.length ?? 0).join('/');
      console.log(
        `${(search ?? '(empty request: overhead)').padEnd(42)} ${counts.padStart(16)} | ${p50.toFixed(2).padStart(7)} ${p95.toFixed(2).padStart(7)} | ${search === null ? '(reference)' : ok ? 'PASS' : 'FAIL'}`,
      );
    }
    console.log(`resource search: ${pass ? 'PASS' : 'FAIL'} (every p95 < ${RESOURCE_SEARCH_TARGET_MS} ms)`);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return pass;
}

if (require.main === module) {
  (async () => {
    const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.BENCH_DATA_DIR });
    try {
      await migrate(db);
      const pass = await benchResourceSearch(db);
      process.exitCode = pass ? 0 : 1;
    } finally {
      await db.close();
    }
  })().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
