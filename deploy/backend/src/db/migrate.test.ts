import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR, loadMigrations, migrate } from './migrate';
import { createTestDatabase, testEngine } from './testing';
import type { Database } from './types';

const quiet = { log: () => undefined };

describe(`migrations (${testEngine()})`, () => {
  describe('on a migrated database', () => {
    let db: Database;
    beforeAll(async () => {
      db = await createTestDatabase();
    });
    afterAll(async () => {
      await db?.close();
    });

    it('records every migration file in schema_migrations', async () => {
      const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((r) => r.version)).toEqual(loadMigrations().map((m) => m.version));
    });

    it('is a no-op when run again, also concurrently', async () => {
      const before = await db.query('SELECT version, applied_at FROM schema_migrations ORDER BY version');
      const results = await Promise.all([migrate(db, quiet), migrate(db, quiet)]);
      for (const result of results) {
        expect(result.applied).toEqual([]);
        expect(result.skipped).toHaveLength(loadMigrations().length);
      }
      const after = await db.query('SELECT version, applied_at FROM schema_migrations ORDER BY version');
      expect(after.rows).toEqual(before.rows);
    });
  });

  describe('on an empty database', () => {
    let db: Database;
    let dir: string;
    beforeAll(async () => {
      db = await createTestDatabase({ empty: true });
      dir = mkdtempSync(path.join(os.tmpdir(), 'opsdeck-migrations-'));
    });
    afterAll(async () => {
      await db?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('applies a prefix, rolls back a failing migration whole, then resumes', async () => {
      const all = loadMigrations();
      for (const m of all.slice(0, 2))
        copyFileSync(path.join(MIGRATIONS_DIR, `${m.version}_${m.name}.sql`), path.join(dir, `${m.version}_${m.name}.sql`));
      expect((await migrate(db, { dir, ...quiet })).applied).toEqual(all.slice(0, 2).map((m) => `${m.version}_${m.name}`));

      // A broken migration leaves neither its objects nor its schema_migrations row behind.
      const broken = path.join(dir, '0003_broken.sql');
      writeFileSync(broken, 'CREATE TABLE half_done (id int);\nSELECT 1 / 0;\n');
      await expect(migrate(db, { dir, ...quiet })).rejects.toThrow(/division by zero/);
      const table = await db.query("SELECT to_regclass('public.half_done') AS t");
      expect(table.rows[0]).toEqual({ t: null });
      rmSync(broken);

      for (const m of all.slice(2))
        copyFileSync(path.join(MIGRATIONS_DIR, `${m.version}_${m.name}.sql`), path.join(dir, `${m.version}_${m.name}.sql`));
      const resumed = await migrate(db, { dir, ...quiet });
      expect(resumed.skipped).toHaveLength(2);
      expect(resumed.applied).toEqual(all.slice(2).map((m) => `${m.version}_${m.name}`));
      const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM schema_migrations');
      expect(rows[0]?.n).toBe(all.length);
    });

    it('rejects badly named migration files', () => {
      writeFileSync(path.join(dir, 'oops.sql'), 'SELECT 1;');
      expect(() => loadMigrations(dir)).toThrow(/0001_name\.sql/);
      rmSync(path.join(dir, 'oops.sql'));
    });
  });
});
