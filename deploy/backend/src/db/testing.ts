/**
 * Test helper: a fresh, fully migrated (optionally demo-seeded) database per call.
 *
 *   const db = await createTestDatabase();              // empty schema + seed invariants
 *   const db = await createTestDatabase({ seed: 'demo' }); // plus the demo data set
 *   const db = await createTestDatabase({ empty: true });   // nothing applied (migration tests)
 *   ...
 *   await db.close();                                   // also drops it (PostgreSQL)
 *
 * Engine: PGlite in memory by default; a real PostgreSQL server when TEST_DATABASE_URL is set
 * (e.g. the throwaway cluster: `node deploy/scripts/throwaway-postgres.mjs start`).
 *
 * Speed: migrating from scratch takes seconds, so the first call builds a template once and every
 * call clones it. PGlite: a dumpDataDir() tarball cached in the OS temp dir, keyed by a hash of the
 * migrations (plus the demo sources and the UTC day for seeded templates), shared across Jest
 * workers and runs; cloning is ~1 s. PostgreSQL: a template database `opsdeck_tpl_<hash>` built
 * under an advisory lock, then `CREATE DATABASE opsdeck_test_<random> TEMPLATE ...`; close() drops
 * the clone. Templates are left in place for the next run.
 *
 * Each call returns an independent database, so test files can run in parallel. Use one per test
 * file (beforeAll/afterAll); create more if a test needs pristine state. The first call of a run
 * may build the template (several seconds, more for `seed: 'demo'`), so the backend's Jest config
 * raises the default timeout.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate, migrationsFingerprint } from './migrate';
import { PgliteDatabase } from './pglite-database';
import { PostgresDatabase } from './postgres-database';
import type { Database } from './types';

export interface CreateTestDatabaseOptions {
  /** Load the deterministic demo data set (scale 'demo') into the template. */
  seed?: 'demo';
  /** An empty database: no migrations applied (for migration tests). */
  empty?: boolean;
  /** Override TEST_DATABASE_URL (a server URL whose user may CREATE DATABASE). */
  databaseUrl?: string;
  /**
   * PGlite only: clone into this (empty) data directory instead of memory, for tests of what only
   * a database on disk does (reopening after a statement ran out of time). Ignored on PostgreSQL.
   */
  dataDir?: string;
}

/** The `now` the seeded templates use: today's UTC midnight, so a cached template stays valid all day. */
export function seededTemplateNow(date: Date = new Date()): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function demoSourcesFingerprint(): string {
  const dir = path.resolve(__dirname, '../demo');
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts')) hash.update(file).update(readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex');
}

/** Data directories are only portable within one PGlite build. */
function pgliteVersion(): string {
  const pkg = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

function templateKey(options: CreateTestDatabaseOptions, engine: 'pglite' | 'postgres'): string {
  const hash = createHash('sha256').update(engine === 'pglite' ? `pglite:${pgliteVersion()}` : 'postgres');
  if (options.empty) return `${hash.update('empty').digest('hex').slice(0, 16)}`;
  hash.update(migrationsFingerprint());
  if (options.seed) {
    hash.update(`seed:${options.seed}:${demoSourcesFingerprint()}:${seededTemplateNow().toISOString()}`);
  }
  return hash.digest('hex').slice(0, 16);
}

async function prepare(db: Database, options: CreateTestDatabaseOptions): Promise<void> {
  if (options.empty) return;
  await migrate(db);
  if (options.seed) {
    // Loaded lazily: plain schema tests never pay for the demo generator.
    const { seedDemo } = await import('../demo/seed');
    await seedDemo(db, { scale: options.seed, now: seededTemplateNow(), log: () => undefined });
  }
}

// ---------------------------------------------------------------------------------------------
// PGlite

const pgliteTemplates = new Map<string, Promise<Blob>>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Cross-process lock (mkdir is atomic) so parallel Jest workers build a template once instead of
 * each paying the full migrate on a 2-core machine. A lock older than two minutes is considered
 * abandoned by a crashed worker.
 */
async function withFileLock<T>(lockDir: string, fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      try {
        if (Date.now() - statSync(lockDir).mtimeMs > 120_000) rmSync(lockDir, { recursive: true, force: true });
      } catch {
        // the holder released it between our checks
      }
      await sleep(100);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

async function buildPgliteTemplate(key: string, options: CreateTestDatabaseOptions): Promise<Blob> {
  const dir = path.join(os.tmpdir(), 'opsdeck-test-templates');
  const file = path.join(dir, `pglite-${key}.tar`);
  mkdirSync(dir, { recursive: true });
  return withFileLock(`${file}.lock`, async () => {
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const db = await PgliteDatabase.open();
    try {
      await prepare(db, options);
      const blob = await db.dump();
      // Write-then-rename so a reader never sees a half-written tarball.
      const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
      renameSync(tmp, file);
      return blob;
    } finally {
      await db.close();
    }
  });
}

async function createPgliteTestDatabase(options: CreateTestDatabaseOptions): Promise<Database> {
  const key = templateKey(options, 'pglite');
  let template = pgliteTemplates.get(key);
  if (!template) {
    template = buildPgliteTemplate(key, options);
    pgliteTemplates.set(key, template);
    template.catch(() => pgliteTemplates.delete(key));
  }
  return PgliteDatabase.open({ loadDataDir: await template, ...(options.dataDir && { dataDir: options.dataDir }) });
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

const TEMPLATE_READY = 'opsdeck test template: ready';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

// Database names are identifiers (never values), generated here from hex only.
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function ensurePostgresTemplate(adminUrl: string, name: string, options: CreateTestDatabaseOptions) {
  await withAdmin(adminUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await admin.query<{ note: string | null }>(
        "SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1",
        [name],
      );
      const row = found.rows[0];
      if (row?.note === TEMPLATE_READY) return;
      // A template without the marker is a leftover of an interrupted build: start over.
      if (row) await admin.query(`DROP DATABASE ${quoteIdent(name)} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
      const db = await PostgresDatabase.open({ connectionString: withDatabase(adminUrl, name), max: 2 });
      try {
        await prepare(db, options);
      } finally {
        await db.close();
      }
      await admin.query(`COMMENT ON DATABASE ${quoteIdent(name)} IS '${TEMPLATE_READY}'`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

async function createPostgresTestDatabase(adminUrl: string, options: CreateTestDatabaseOptions): Promise<Database> {
  const template = `opsdeck_tpl_${templateKey(options, 'postgres')}`;
  await ensurePostgresTemplate(adminUrl, template, options);
  const name = `opsdeck_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`));
  const db = await PostgresDatabase.open({ connectionString: withDatabase(adminUrl, name), max: 4 });
  const close = db.close.bind(db);
  // close() = end the pool, then drop the clone.
  return Object.assign(db, {
    close: async () => {
      await close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
    },
  });
}

/** A fresh migrated database (see the file comment). Always close() it. */
export async function createTestDatabase(options: CreateTestDatabaseOptions = {}): Promise<Database> {
  const url = options.databaseUrl ?? process.env.TEST_DATABASE_URL;
  return url ? createPostgresTestDatabase(url, options) : createPgliteTestDatabase(options);
}

/** Which engine createTestDatabase() will use, for test names and engine-specific assertions. */
export function testEngine(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}
