/**
 * Scraper throughput: a file scraper over N JSON files (one config item each, ~1 KB), run three
 * times on a fresh database: the first run inserts every item, the second finds nothing changed,
 * the third finds a tenth changed (one config change each, with its patch and diff). Prints items
 * per second of each run against its target, PASS or FAIL; a miss makes the run fail.
 *
 *   pnpm run bench:scrapers                      # 10,000 files, PGlite in a temp directory
 *   pnpm run bench:scrapers -- --items 2000
 *   DATABASE_URL=postgres://... pnpm run bench:scrapers   # an empty PostgreSQL database
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { runScraper } from '../src/scrapers/run';

/** Items per second each run must reach at least. */
export const SCRAPER_TARGETS = { insert: 1_000, unchanged: 1_000, changed: 1_000 } as const;

function argNumber(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? NaN : Number(process.argv[at + 1]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const documentOf = (n: number, version: number) => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: {
    uid: `bench-${n}`,
    name: `app-${n}`,
    namespace: `ns-${n % 50}`,
    labels: { app: `app-${n}`, team: `team-${n % 7}` },
  },
  spec: {
    replicas: 1 + (n % 5) + version,
    selector: { matchLabels: { app: `app-${n}` } },
    template: {
      spec: {
        containers: [
          {
            name: 'app',
            image: `registry.example/app-${n}:1.${version}`,
            ports: [{ containerPort: 8080 }],
            env: [{ name: 'MODE', value: 'prod' }],
          },
        ],
      },
    },
  },
  status: { readyReplicas: 1 + (n % 5), conditions: [{ type: 'Available', status: 'True' }] },
});

async function main() {
  const items = argNumber('items', 10_000);
  const files = mkdtempSync(path.join(os.tmpdir(), 'scraper-bench-files-'));
  const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(path.join(os.tmpdir(), 'scraper-bench-db-'));
  for (let n = 0; n < items; n += 1) writeFileSync(path.join(files, `item-${n}.json`), JSON.stringify(documentOf(n, 0)));
  const db = await openDatabase(dataDir ? { dataDir } : {});
  let failed = false;
  try {
    await migrate(db, { log: () => undefined });
    const spec = { file: [{ type: 'Kubernetes::Deployment', id: '$.metadata.uid', name: '$.metadata.name', paths: ['*.json'] }] };
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO config_scrapers (name, spec, source) VALUES ('bench', $1::jsonb, 'UI') RETURNING id::text AS id`,
      [JSON.stringify(spec)],
    );
    const scraper = { id: rows[0]!.id, name: 'bench', spec };
    console.log(`file scraper, ${items} JSON files, ${db.kind}`);
    const run = async (label: string, target: number) => {
      const started = performance.now();
      const { outcome } = await runScraper({ db, filesDir: files }, scraper);
      const seconds = (performance.now() - started) / 1000;
      const rate = items / seconds;
      const pass = rate >= target && outcome.errorCount === 0;
      failed ||= !pass;
      const summary = JSON.stringify((outcome.details as { scrape_summary?: unknown } | undefined)?.scrape_summary);
      console.log(
        `  ${label.padEnd(26)} ${seconds.toFixed(2).padStart(7)} s  ${Math.round(rate).toLocaleString('en').padStart(7)} items/s  (target >= ${target.toLocaleString('en')}: ${pass ? 'PASS' : 'FAIL'})  ${summary}`,
      );
    };
    await run('first run (all new)', SCRAPER_TARGETS.insert);
    await run('second run (unchanged)', SCRAPER_TARGETS.unchanged);
    for (let n = 0; n < items; n += 10) writeFileSync(path.join(files, `item-${n}.json`), JSON.stringify(documentOf(n, 1)));
    await run('third run (a tenth changed)', SCRAPER_TARGETS.changed);
  } finally {
    await db.close();
    rmSync(files, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
