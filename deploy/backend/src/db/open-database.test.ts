import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from './migrate';
import { openDatabase } from './open-database';
import { testEngine } from './testing';

const quiet = { log: () => undefined };

describe(`openDatabase (${testEngine()})`, () => {
  if (testEngine() === 'pglite') {
    it('keeps an embedded database on disk across restarts', async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'opsdeck-open-'));
      try {
        const first = await openDatabase({ dataDir, databaseUrl: '' });
        expect(first.kind).toBe('pglite');
        await migrate(first, quiet);
        await first.query('INSERT INTO properties (name, value) VALUES ($1, $2)', ['restart.probe', 'kept']);
        await first.close();

        const second = await openDatabase({ dataDir, databaseUrl: '' });
        const { rows } = await second.query('SELECT value FROM properties WHERE name = $1', ['restart.probe']);
        expect(rows).toEqual([{ value: 'kept' }]);
        expect((await migrate(second, quiet)).applied).toEqual([]);
        await second.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  } else {
    it('connects to the server given by a URL', async () => {
      const db = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
      try {
        expect(db.kind).toBe('postgres');
        const { rows } = await db.query<{ tz: string }>("SELECT current_setting('TimeZone') AS tz");
        expect(rows).toEqual([{ tz: 'UTC' }]);
      } finally {
        await db.close();
      }
    });
  }
});
