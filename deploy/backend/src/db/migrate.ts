import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './types';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

export interface Migration {
  /** '0001' */
  version: string;
  /** 'foundation' */
  name: string;
  sql: string;
  /** sha256 of the file, recorded to spot edits of already-applied migrations. */
  checksum: string;
}

export interface MigrateResult {
  applied: string[];
  skipped: string[];
}

const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** Migration files in version order. Names must look like 0001_name.sql; versions must be unique. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_PATTERN.exec(file);
      if (!match) throw new Error(`migration file name must look like 0001_name.sql: ${file}`);
      const sql = readFileSync(path.join(dir, file), 'utf8');
      return {
        version: match[1] as string,
        name: match[2] as string,
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    })
    .sort((a, b) => a.version.localeCompare(b.version));
  for (let i = 1; i < migrations.length; i += 1) {
    if (migrations[i]?.version === migrations[i - 1]?.version) {
      throw new Error(`duplicate migration version ${migrations[i]?.version}`);
    }
  }
  return migrations;
}

/** One hash over every migration: changes whenever the schema would change (test templates key on it). */
export function migrationsFingerprint(dir: string = MIGRATIONS_DIR): string {
  const hash = createHash('sha256');
  for (const m of loadMigrations(dir)) hash.update(`${m.version}:${m.checksum}\n`);
  return hash.digest('hex');
}

// Arbitrary constant: every process migrating the same database serialises on it.
const MIGRATION_LOCK_KEY = 7_300_551_042;

/**
 * Applies pending migrations in version order, each inside its own transaction together with its
 * schema_migrations row, so a crash leaves a prefix applied and the next start resumes. Concurrent
 * starts against one server wait on an advisory lock and then see the work already done.
 */
export async function migrate(
  db: Database,
  options: { dir?: string; log?: (line: string) => void } = {},
): Promise<MigrateResult> {
  const log = options.log ?? (() => undefined);
  const migrations = loadMigrations(options.dir);
  // Under the lock too: two first starts creating the table at once would collide on its row type.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  });

  const result: MigrateResult = { applied: [], skipped: [] };
  for (const migration of migrations) {
    const applied = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const existing = await tx.query<{ checksum: string }>('SELECT checksum FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      const row = existing.rows[0];
      if (row) {
        if (row.checksum !== migration.checksum) {
          log(`migration ${migration.version}_${migration.name} changed after it was applied; not re-applied`);
        }
        return false;
      }
      const started = Date.now();
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      log(`applied migration ${migration.version}_${migration.name} in ${Date.now() - started} ms`);
      return true;
    });
    (applied ? result.applied : result.skipped).push(`${migration.version}_${migration.name}`);
  }
  return result;
}

// Another constant: held around the whole start-up work (migrations, seeds, first accounts).
const STARTUP_LOCK_KEY = 7_300_551_043;

/**
 * Runs the start-up work (migrate, demo seed, first-run accounts) while holding a database-wide
 * lock, so processes started at the same moment on one PostgreSQL server do it one after the
 * other: the later ones find it done. On PostgreSQL the lock is a transaction-level advisory lock
 * held by one pooled connection for the duration (the work itself runs on other connections, so
 * the pool needs at least two). PGlite serves one process only, so there is nothing to wait for.
 */
export async function withStartupLock<T>(db: Database, fn: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return fn();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [STARTUP_LOCK_KEY]);
    return fn();
  });
}
