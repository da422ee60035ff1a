import { createTestDatabase, testEngine } from './testing';
import type { Database } from './types';
import { formatTimestamptz, parseArrayText } from './value-format';

describe('value-format (unit)', () => {
  it('rewrites timestamptz text to the to_json form', () => {
    expect(formatTimestamptz('2026-08-21 10:00:00.123456+00')).toBe('2026-08-21T10:00:00.123456+00:00');
    expect(formatTimestamptz('2026-08-21 10:00:00+05:30')).toBe('2026-08-21T10:00:00+05:30');
    expect(formatTimestamptz('infinity')).toBe('infinity');
  });

  it('parses array text with quotes, escapes, NULL and nesting', () => {
    expect(parseArrayText('{a,"b c","d\\"e",NULL,"NULL"}', (v) => v)).toEqual(['a', 'b c', 'd"e', null, 'NULL']);
    expect(parseArrayText('{{1,2},{3,4}}', Number)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(parseArrayText('{}', (v) => v)).toEqual([]);
  });
});

describe(`row values (${testEngine()})`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('renders timestamps exactly like to_json (PostgREST)', async () => {
    const { rows } = await db.query<Record<string, unknown>>(`
      SELECT t, to_json(t) #>> '{}' AS t_json, ARRAY[t, t] AS arr,
             t::timestamp AS ts, to_json(t::timestamp) #>> '{}' AS ts_json
      FROM (VALUES ('2026-08-21 10:00:00.123456+00'::timestamptz),
                   ('2026-08-21 10:00:00+00'::timestamptz),
                   ('2026-08-21 10:00:00.5+02'::timestamptz)) AS v(t)`);
    for (const row of rows) {
      expect(row.t).toBe(row.t_json);
      expect(row.arr).toEqual([row.t_json, row.t_json]);
      expect(row.ts).toBe(row.ts_json);
    }
    expect(rows[0]?.t).toBe('2026-08-21T10:00:00.123456+00:00');
  });

  it('returns counts and numerics as numbers, json as values, arrays as arrays', async () => {
    const { rows } = await db.query(`
      SELECT count(*) AS n, 12.50::numeric(16,4) AS cost, 2::int2 AS small,
             '{"a":[1,true,null]}'::jsonb AS doc, '[1,2]'::json AS list,
             ARRAY['x', NULL, 'y z']::text[] AS tags, ARRAY[1,2]::smallint[] AS read,
             ARRAY[gen_random_uuid()] AS ids, true AS flag, NULL::text AS nothing,
             '\\x0102'::bytea AS bytes, '1 day'::interval AS span, '2026-08-21'::date AS day
      FROM (VALUES (1), (2)) AS v(x)`);
    const row = rows[0] as Record<string, unknown>;
    expect(row).toMatchObject({
      n: 2,
      cost: 12.5,
      small: 2,
      doc: { a: [1, true, null] },
      list: [1, 2],
      tags: ['x', null, 'y z'],
      read: [1, 2],
      flag: true,
      nothing: null,
      bytes: '\\x0102',
      span: '1 day',
      day: '2026-08-21',
    });
    expect((row.ids as unknown[])[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('binds parameters the same way on both engines', async () => {
    const when = new Date('2026-08-21T10:00:00.000Z');
    const { rows } = await db.query(
      'SELECT $1::jsonb AS doc, $2::text[] AS list, $3::timestamptz AS at, $4::jsonb AS arr, $5::int8 AS big',
      [{ k: 'v', n: [1] }, ['a', 'b,c'], when, JSON.stringify([1, 2]), 9007199254740991n],
    );
    expect(rows[0]).toEqual({
      doc: { k: 'v', n: [1] },
      list: ['a', 'b,c'],
      at: '2026-08-21T10:00:00+00:00',
      arr: [1, 2],
      big: 9007199254740991,
    });
  });

  it('rolls back a failed transaction and honours read-only', async () => {
    await db.exec('CREATE TABLE tx_probe (id int PRIMARY KEY)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES ($1)', [1]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await db.query('SELECT count(*) AS n FROM tx_probe')).rows[0]).toEqual({ n: 0 });
    await expect(db.transaction((tx) => tx.query('INSERT INTO tx_probe VALUES ($1)', [2]), { readOnly: true })).rejects.toThrow(
      /read-only/,
    );
    const inserted = await db.transaction(async (tx) => {
      await tx.exec('INSERT INTO tx_probe VALUES (3); INSERT INTO tx_probe VALUES (4);');
      return tx.query('SELECT id FROM tx_probe ORDER BY id');
    });
    expect(inserted.rows).toEqual([{ id: 3 }, { id: 4 }]);
  });
});
