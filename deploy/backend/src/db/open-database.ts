import { existsSync } from 'node:fs';
import path from 'node:path';
import { PgliteDatabase } from './pglite-database';
import { PostgresDatabase } from './postgres-database';
import type { Database } from './types';

export interface OpenDatabaseOptions {
  /** postgres://... of a real server; default env DATABASE_URL. When set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory; default env DATA_DIR, else <repo>/.data/pglite. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

/** The workspace root (the folder holding pnpm-workspace.yaml), found by walking up from here. */
export function repoRoot(from: string = __dirname): string {
  let dir = from;
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export function defaultDataDir(): string {
  return process.env.DATA_DIR || path.join(repoRoot(), '.data', 'pglite');
}

/**
 * Opens the backend database: a pg pool when a URL is given (or DATABASE_URL is set), otherwise an
 * embedded PGlite whose data directory lives on disk and survives restarts. Both return the same
 * JSON-friendly values (see value-format.ts). Run migrate() afterwards.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const url = options.databaseUrl ?? process.env.DATABASE_URL;
  if (url) return PostgresDatabase.open({ connectionString: url, max: options.poolSize });
  return PgliteDatabase.open({ dataDir: options.dataDir ?? defaultDataDir() });
}
