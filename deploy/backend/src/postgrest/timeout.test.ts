/**
 * No unbounded statements: every engine request runs in its own transaction with a statement
 * timeout. PostgreSQL cancels a statement that runs past it; PGlite cannot cancel a running
 * statement, so a request that waited out its timeout behind other work is refused before it
 * starts. Both answer 504 with a PostgREST-shaped 57014 body.
 */
import type { Database } from '../db/types';
import { createTestDatabase, testEngine } from '../db/testing';
import { createEngine, DEFAULT_STATEMENT_TIMEOUT_MS, type Engine } from './engine';
import { AcceptedCosts } from './execute';
import { call } from './testing/fixture';
import { spyDatabase } from './testing/spy-database';

const SCHEMA = 'timeout_test';
let db: Database;
let engine: Engine;
let unbounded: Engine;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(`
    CREATE SCHEMA ${SCHEMA};
    CREATE TABLE ${SCHEMA}.items (id int PRIMARY KEY, name text);
    INSERT INTO ${SCHEMA}.items VALUES (1, 'a'), (2, 'b');
    CREATE FUNCTION ${SCHEMA}.nap(seconds float8) RETURNS TABLE (slept float8) LANGUAGE sql VOLATILE
      AS $$ SELECT seconds FROM (SELECT pg_sleep(seconds)) AS s $$;
    CREATE TABLE ${SCHEMA}.parts (id int PRIMARY KEY, item_id int REFERENCES ${SCHEMA}.items (id));
    INSERT INTO ${SCHEMA}.parts SELECT n, 1 + n % 2 FROM generate_series(1, 200) AS n;
    ANALYZE ${SCHEMA}.parts;
  `);
  engine = createEngine({ db, schema: SCHEMA, statementTimeoutMs: 200 });
  unbounded = createEngine({ db, schema: SCHEMA, statementTimeoutMs: 0 });
  await engine.model();
  await unbounded.model();
});
afterAll(async () => db?.close());

const TIMEOUT_BODY = { code: '57014', details: null, hint: null, message: 'canceling statement due to statement timeout' };

it('defaults to 10 s', () => {
  expect(DEFAULT_STATEMENT_TIMEOUT_MS).toBe(10_000);
});

it('answers within the timeout as usual', async () => {
  const res = await call(engine, 'GET', 'items?select=id,name&order=id');
  expect([res.status, res.body]).toEqual([
    200,
    [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ],
  ]);
  const rpc = await call(engine, 'GET', 'rpc/nap?seconds=0.01');
  expect([rpc.status, rpc.body]).toEqual([200, [{ slept: 0.01 }]]);
});

// Each engine bounds statements its own way: the tests of one engine are skipped, visibly, on the
// other (the engine is known before the tests are declared: TEST_DATABASE_URL, db/testing.ts).
const ENGINE = testEngine();
const onPostgres = () => ENGINE === 'postgres';
/** PostgreSQL only: PGlite cannot cancel a running statement. */
const itOnPostgres = ENGINE === 'postgres' ? it : it.skip;
/** PGlite only: its waiting and cost guards stand in for cancelling, which PostgreSQL does itself. */
const itOnPglite = ENGINE === 'pglite' ? it : it.skip;

it('tests the engine it was started for', async () => {
  expect(db.kind).toBe(ENGINE);
});

itOnPostgres('PostgreSQL: cancels a statement that runs past the timeout (GET and POST), 504 57014', async () => {
  for (const [method, target, body] of [
    ['GET', 'rpc/nap?seconds=5', undefined],
    ['POST', 'rpc/nap', { seconds: 5 }],
  ] as const) {
    const started = Date.now();
    const res = await call(engine, method, target, body === undefined ? {} : { body });
    expect(Date.now() - started).toBeLessThan(3000);
    expect([res.status, res.body]).toEqual([504, TIMEOUT_BODY]);
  }
  // The connection went back to the pool in a usable state.
  expect((await call(engine, 'GET', 'items?select=id')).status).toBe(200);
});

itOnPglite('PGlite: refuses to start a statement that waited out its timeout behind other work, 504 57014', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Something else holds the embedded database (one session) for longer than the timeout.
  const busy = db.transaction(async (tx) => {
    await tx.query('SELECT 1');
    await held;
  });
  const waiting = call(engine, 'GET', 'items?select=id');
  const patient = call(unbounded, 'GET', 'items?select=id');
  await new Promise((resolve) => setTimeout(resolve, 350));
  release();
  await busy;
  const res = await waiting;
  expect(res.status).toBe(504);
  expect(res.body).toEqual({ ...TIMEOUT_BODY, details: expect.any(String) });
  expect(res.body.details).toMatch(/^waited \d+ ms for the embedded database .*the limit is 200 ms$/);
  // Without a timeout the same request simply waited; afterwards requests run again.
  expect((await patient).status).toBe(200);
  expect((await call(engine, 'GET', 'items?select=id')).status).toBe(200);
});

const NESTED = 'items?select=id,parts(id,items(id,parts(id)))';

itOnPostgres('PostgreSQL: consults no cost estimate (it cancels by timeout instead)', async () => {
  const guarded = createEngine({ db, schema: SCHEMA, maxCost: 50 });
  expect((await call(guarded, 'GET', NESTED)).status).toBe(200);
});

itOnPglite('PGlite: refuses a read nesting lists above the cost ceiling before it runs, 504 57014', async () => {
  const guarded = createEngine({ db, schema: SCHEMA, maxCost: 50 });
  const nested = NESTED;
  const res = await call(guarded, 'GET', nested);
  expect(res.status).toBe(504);
  expect(res.body).toEqual({
    ...TIMEOUT_BODY,
    details: expect.stringMatching(/^estimated cost \d+ is above the 50 the embedded database runs/),
  });
  // Reads without nested lists are not estimated at all, however low the ceiling.
  expect((await call(guarded, 'GET', 'parts?select=id,item_id(id)&limit=5')).status).toBe(200);
  expect((await call(guarded, 'GET', 'parts?select=id&order=id')).status).toBe(200);
  // Off with 0; and the default ceiling lets ordinary nesting through.
  expect((await call(createEngine({ db, schema: SCHEMA, maxCost: 0 }), 'GET', nested)).status).toBe(200);
  expect((await call(createEngine({ db, schema: SCHEMA }), 'GET', nested)).status).toBe(200);
});

it('PGlite: estimates an identical nested read once a minute; other statements or values are estimated anew', async () => {
  const statements: string[] = [];
  const spied = createEngine({ db: spyDatabase(db, statements), schema: SCHEMA });
  const explains = async (target: string) => {
    statements.length = 0;
    expect((await call(spied, 'GET', target)).status).toBe(200);
    return statements.filter((sql) => sql.startsWith('EXPLAIN')).length;
  };
  const expected = onPostgres() ? 0 : 1;
  expect(await explains('items?select=id,parts(id)')).toBe(expected);
  expect(await explains('items?select=id,parts(id)')).toBe(0);
  expect(await explains('items?select=id,parts(id)&limit=1')).toBe(expected);
  expect(await explains('items?select=id,name,parts(id)')).toBe(expected);

  const cache = new AcceptedCosts(1_000, 2);
  cache.add('a', 0);
  cache.add('b', 0);
  expect([cache.has('a', 500), cache.has('a', 1_000)]).toEqual([true, false]);
  cache.add('c', 0);
  cache.add('d', 0); // evicts the oldest
  expect([cache.has('b', 1), cache.has('c', 1), cache.has('d', 1)]).toEqual([false, true, true]);
  expect(AcceptedCosts.key('SELECT $1', [1])).not.toBe(AcceptedCosts.key('SELECT $1', [2]));
});

it('runs every GET in a read-only transaction', async () => {
  await db.exec(`CREATE FUNCTION ${SCHEMA}.bump() RETURNS int LANGUAGE sql VOLATILE AS $$ INSERT INTO ${SCHEMA}.items VALUES (9, 'x') RETURNING id $$;
    CREATE VIEW ${SCHEMA}.bumping AS SELECT ${SCHEMA}.bump() AS id;`);
  const fresh = createEngine({ db, schema: SCHEMA });
  const res = await call(fresh, 'GET', 'bumping');
  expect([res.status, res.body.code]).toEqual([405, '25006']);
  expect((await db.query(`SELECT count(*)::int AS n FROM ${SCHEMA}.items`)).rows[0]).toEqual({ n: 2 });
});
