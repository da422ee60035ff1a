/**
 * The embedded database prepares statements that repeat (pglite-worker-source.ts): the answers of
 * a prepared run are those of an unnamed one, errors leave the session usable, and a relation
 * changed under a prepared statement is read again as it now is.
 */
import { PgliteDatabase } from './pglite-database';
import { testEngine } from './testing';

const preparedTexts = async (db: PgliteDatabase) =>
  (await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows.map((row) => row.statement);

(testEngine() === 'pglite' ? describe : describe.skip)('prepared statements on PGlite', () => {
  let db: PgliteDatabase;
  beforeAll(async () => {
    db = await PgliteDatabase.open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('prepares a text from its second run and answers every run alike', async () => {
    const sql = `SELECT $1::int + 1 AS n, $2::text[] AS tags, $3::jsonb AS doc, $4::timestamptz AS at, $5::int8 AS big, $6::text AS nothing`;
    const params = [41, ['a', 'b c'], { deep: [1, { x: null }] }, new Date('2026-08-21T10:00:00.123Z'), 9007199254740, null];
    const runs = [];
    for (let i = 0; i < 4; i += 1) runs.push(await db.query(sql, params));
    expect(await preparedTexts(db)).toContain(sql);
    for (const run of runs) {
      expect(run.rows).toEqual([
        {
          n: 42,
          tags: ['a', 'b c'],
          doc: { deep: [1, { x: null }] },
          at: '2026-08-21T10:00:00.123+00:00',
          big: 9007199254740,
          nothing: null,
        },
      ]);
      expect(run.fields.map((field) => field.name)).toEqual(['n', 'tags', 'doc', 'at', 'big', 'nothing']);
    }
  });

  it('counts the rows a prepared write changes', async () => {
    await db.exec('CREATE TABLE counted (id int PRIMARY KEY, label text)');
    const insert = 'INSERT INTO counted (id, label) SELECT g, $2 FROM generate_series(1, $1::int) g ON CONFLICT (id) DO NOTHING';
    expect((await db.query(insert, [2, 'x'])).affectedRows).toBe(2);
    expect((await db.query(insert, [3, 'x'])).affectedRows).toBe(1);
    expect((await db.query(insert, [5, 'x'])).affectedRows).toBe(2);
    expect(await preparedTexts(db)).toContain(insert);
  });

  it('keeps the session usable after a prepared statement fails, in and out of transactions', async () => {
    const divide = 'SELECT 10 / $1::int AS q';
    expect((await db.query(divide, [2])).rows).toEqual([{ q: 5 }]);
    expect((await db.query(divide, [5])).rows).toEqual([{ q: 2 }]);
    await expect(db.query(divide, [0])).rejects.toMatchObject({ code: '22012' });
    expect((await db.query(divide, [1])).rows).toEqual([{ q: 10 }]);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO counted (id, label) VALUES ($1, $2)', [100, 'rolled back']);
        await tx.query(divide, [0]);
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect((await db.query('SELECT count(*)::int AS n FROM counted WHERE id = $1', [100])).rows).toEqual([{ n: 0 }]);
    expect((await db.query(divide, [10])).rows).toEqual([{ q: 1 }]);
  });

  it('ends a read whose statement fails, prepared or not, so no transaction stays open', async () => {
    await expect(db.readStatement('SELECT no_such_column FROM counted', [], {})).rejects.toMatchObject({ code: '42703' });
    const divide = 'SELECT 100 / $1::int AS q FROM counted WHERE id = 1';
    for (const divisor of [0, 0, 0])
      await expect(db.readStatement(divide, [divisor], {})).rejects.toMatchObject({ code: '22012' });
    expect((await db.readStatement(divide, [4], {})).rows).toEqual([{ q: 25 }]);
    // A read-only transaction left open would refuse this write.
    expect((await db.query('INSERT INTO counted (id, label) VALUES ($1, $2)', [200, 'after'])).affectedRows).toBe(1);
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO counted (id, label) VALUES ($1, $2)', [201, 'in a transaction']);
    });
    expect((await db.query('SELECT count(*)::int AS n FROM counted WHERE id >= $1', [200])).rows).toEqual([{ n: 2 }]);
  });

  it('reads a relation changed under a prepared statement as it now is', async () => {
    await db.exec('CREATE TABLE reshaped (a int); INSERT INTO reshaped VALUES (1)');
    const star = 'SELECT * FROM reshaped WHERE a >= $1';
    await db.query(star, [0]);
    await db.query(star, [0]);
    expect(await preparedTexts(db)).toContain(star);
    await db.exec('ALTER TABLE reshaped ADD COLUMN b text DEFAULT $$new$$');
    expect((await db.query(star, [0])).rows).toEqual([{ a: 1, b: 'new' }]);
    expect((await db.query(star, [0])).rows).toEqual([{ a: 1, b: 'new' }]);
  });
});
