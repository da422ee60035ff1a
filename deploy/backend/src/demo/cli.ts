/**
 * Seeds the backend database (the one openDatabase() opens: DATABASE_URL, else the PGlite data
 * directory DATA_DIR or <repo>/.data/pglite), migrating it first.
 *
 *   pnpm exec tsx src/demo/cli.ts          # demo data set
 *   pnpm exec tsx src/demo/cli.ts large    # demo + bulk data (minutes; see bench/seed-large.ts)
 */
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { seedDemo, type SeedScale } from './seed';

async function main() {
  const arg = process.argv[2] ?? 'demo';
  if (arg !== 'demo' && arg !== 'large') throw new Error(`unknown scale "${arg}" (expected demo or large)`);
  const scale: SeedScale = arg;
  const db = await openDatabase();
  try {
    await migrate(db, { log: (line) => console.log(line) });
    const result = await seedDemo(db, { scale });
    console.log(result.seeded ? `${scale} data set ready` : `${scale} data set already present; nothing to do`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
