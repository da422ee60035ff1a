/**
 * Seeds the backend database (the one openDatabase() opens: DATABASE_URL, else the PGlite data
 * directory DATA_DIR or <repo>/.data/pglite), migrating it first.
 *
 *   pnpm exec tsx src/demo/cli.ts                      # demo data set
 *   pnpm exec tsx src/demo/cli.ts large                # demo + bulk data (minutes; see bench/seed-large.ts)
 *   pnpm exec tsx src/demo/cli.ts large --scale 0.1    # bulk data at a tenth of the documented counts
 */
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { seedDemo, type SeedScale } from './seed';

/** `--scale <factor>` (also `--scale=<factor>`): a positive number, else undefined. */
export function scaleArg(argv: readonly string[]): number | undefined {
  const at = argv.findIndex((arg) => arg === '--scale' || arg.startsWith('--scale='));
  if (at === -1) return undefined;
  const raw = argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  const value = Number(raw);
  if (!raw || !Number.isFinite(value) || value <= 0) throw new Error(`--scale expects a positive number (got "${raw ?? ''}")`);
  return value;
}

async function main() {
  const args = process.argv.slice(2);
  const arg = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--scale') ?? 'demo';
  if (arg !== 'demo' && arg !== 'large') throw new Error(`unknown scale "${arg}" (expected demo or large)`);
  const scale: SeedScale = arg;
  const largeFactor = scaleArg(args);
  const db = await openDatabase();
  try {
    await migrate(db, { log: (line) => console.log(line) });
    const result = await seedDemo(db, { scale, largeFactor });
    console.log(result.seeded ? `${scale} data set ready` : `${scale} data set already present; nothing to do`);
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
