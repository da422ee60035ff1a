import { loadMigrations, migrate } from './migrate';
import { createTestDatabase, testEngine } from './testing';
import type { Database } from './types';

describe(`migrations (${testEngine()})`, () => {
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

  it('is a no-op when run again', async () => {
    const before = await db.query('SELECT version, applied_at FROM schema_migrations ORDER BY version');
    const result = await migrate(db);
    expect(result.applied).toEqual([]);
    expect(result.skipped).toHaveLength(loadMigrations().length);
    const after = await db.query('SELECT version, applied_at FROM schema_migrations ORDER BY version');
    expect(after.rows).toEqual(before.rows);
  });
});
