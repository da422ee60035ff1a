/**
 * Fuzzing the whole /db surface over HTTP against the real migrated schema with the reference data:
 * every catalogued table and function (and names outside the catalogue), GET/HEAD/POST/PATCH/DELETE
 * with hostile query strings, JSON bodies (random keys and values, arrays, garbage text), RPC
 * calls with GET arguments and POST bodies, and Prefer / Range headers, as an admin and as a
 * viewer. Every answer must be 2xx/3xx/4xx with the PostgREST error shape (the only 5xx allowed
 * is a statement timeout), every request must run at most one bound statement, and nothing
 * outside the catalogue may change.
 */
import { TABLE_RESOURCES, type Role } from '@opsdeck/contracts';
import type { Authenticator } from '../authz/types';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { createBackend } from '../http/backend';
import { silentLogger } from '../http/logger';
import { serve, type TestServer } from '../http/testing/server';
import type { SchemaModel } from './schema/types';
import { REFERENCE_DATA_SQL } from './testing/reference-data';
import { hostileValues, mulberry32 } from './testing/fuzz';
import { expectOneBoundStatement, spyDatabase } from './testing/spy-database';

// Over HTTP the long value stays under the server's URL limit.
const HOSTILE = [...hostileValues('fuzz_canary'), '$$; DELETE FROM invites; $$'].map((value) => value.slice(0, 3000));
const OPS = ['eq', 'neq', 'gt', 'lt', 'like', 'ilike', 'in', 'is', 'cs', 'cd', 'not.eq', 'not.is', 'fts', 'constructor', ''];
const OUTSIDE = [
  'access_tokens',
  'invites',
  'fuzz_canary',
  'demo_seeds',
  'schema_migrations',
  'pg_user',
  'kratos.sessions',
  'nope',
];
const PREFERS = [
  'return=representation',
  'return=minimal',
  'count=exact',
  'count=planned',
  'return=representation, count=exact',
  'return=headers-only',
  'tx=rollback',
  'resolution=merge-duplicates',
  'garbage',
  "count=exact'; DROP TABLE fuzz_canary; --",
];
const RANGES = ['0-9', '5-', '0-0', '10-5', '-3', 'a-b', '0-99999999999999999999', 'items=0-9', "0-9'; --", ''];

const roleHeader: Authenticator = async (req) => {
  const role = req.headers['x-test-role'];
  return typeof role === 'string'
    ? { id: '00000000-0000-4000-9000-00000000ffff', name: role, roles: [role], permissions: [] }
    : null;
};

let db: Database;
let server: TestServer;
let model: SchemaModel;
const statements: string[] = [];

async function snapshot(): Promise<unknown> {
  const one = async (sql: string) => (await db.query(sql)).rows;
  return {
    canary: await one('SELECT id, note FROM fuzz_canary ORDER BY id'),
    invites: await one('SELECT id, accepted_at FROM invites ORDER BY id'),
    tokens: await one('SELECT count(*)::int AS n FROM access_tokens'),
    tables: await one(
      `SELECT schemaname, count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'kratos') GROUP BY 1 ORDER BY 1`,
    ),
  };
}

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  await db.exec(`
    CREATE TABLE fuzz_canary (id int PRIMARY KEY, note text);
    INSERT INTO fuzz_canary VALUES (1, 'intact');
    INSERT INTO invites (id, email, role) VALUES ('00000000-0000-4000-9000-0000000000f1', 'fuzz@example.com', 'admin');
  `);
  const backend = await createBackend({
    db: spyDatabase(db, statements),
    authenticator: roleHeader,
    logger: silentLogger,
    logRequests: false,
  });
  model = await backend.engine.model();
  server = await serve(backend);
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

function generator(seed: number) {
  const rand = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const chance = (p: number) => rand() < p;
  const encode = (text: string) => {
    try {
      return encodeURIComponent(text);
    } catch {
      return text;
    }
  };
  const names = Object.keys(TABLE_RESOURCES);
  const columnsOf = (table: string): string[] => {
    if (table.startsWith('rpc/')) return (model.functions.get(table.slice(4))?.[0]?.columns ?? []).map((c) => c.name);
    return (model.relations.get(table)?.columns ?? []).map((c) => c.name);
  };
  /** Names an embed below `table` may use: related tables (by FK), FK columns, and hostile names. */
  const embedsOf = (table: string): string[] => {
    const related = model.foreignKeys.flatMap((fk) =>
      fk.table === table
        ? [fk.refTable, fk.columns[0]!, `${fk.refTable}!${fk.name}`]
        : fk.refTable === table
          ? [fk.table, `${fk.table}!inner`]
          : [],
    );
    return [...related, ...OUTSIDE, 'people', 'connections', 'x:people'];
  };
  const value = (): string => {
    const r = rand();
    if (r < 0.5) return pick(HOSTILE);
    if (r < 0.65) return `(${Array.from({ length: 1 + Math.floor(rand() * 4) }, () => pick(HOSTILE).slice(0, 20)).join(',')})`;
    if (r < 0.85) return String(Math.floor(rand() * 1e6) - 500);
    return Array.from({ length: Math.floor(rand() * 12) }, () => String.fromCharCode(Math.floor(rand() * 0xffff))).join('');
  };
  const column = (table: string): string =>
    chance(0.8) ? pick([...columnsOf(table), 'id']) : pick(['nope', 'name;', '"id"', 'spec->>x', ...HOSTILE.slice(0, 6)]);
  const select = (table: string, depth: number): string =>
    Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
      const r = rand();
      if (r < 0.3 && depth > 0) {
        const embed = pick(embedsOf(table));
        const target = embed.replace(/^x:/, '').split('!')[0]!;
        return `${embed}(${select(model.relations.has(target) ? target : table, depth - 1)})`;
      }
      if (r < 0.45) return '*';
      if (r < 0.55) return `${column(table)}::${pick(['text', 'int', 'jsonb', 'evil; drop'])}`;
      return column(table);
    }).join(',');
  const body = (table: string): unknown => {
    const r = rand();
    if (r < 0.05) return pick(['[]', '{}', 'null', '"text"', '42', '{"a":', '[1,2']); // raw text
    const row = () =>
      Object.fromEntries(
        Array.from({ length: Math.floor(rand() * 4) }, () => [
          chance(0.85) ? column(table) : pick(['__proto__', 'constructor', 'nope']),
          pick<unknown>([value(), Math.floor(rand() * 100), true, null, { nested: value() }, [value(), 1], 'now()']),
        ]),
      );
    if (r < 0.25) return Array.from({ length: Math.floor(rand() * 3) }, row);
    return row();
  };
  return (): { method: string; path: string; headers: Record<string, string>; body?: string } => {
    const r = rand();
    const table = r < 0.08 ? pick(OUTSIDE) : pick(names);
    const rpc = table.startsWith('rpc/');
    const method = rpc ? pick(['GET', 'POST', 'GET', 'PATCH']) : pick(['GET', 'GET', 'GET', 'HEAD', 'POST', 'PATCH', 'DELETE']);
    const parts: string[] = [];
    if (rpc && method === 'GET') {
      for (const arg of model.functions.get(table.slice(4))?.[0]?.args ?? [])
        if (chance(0.8)) parts.push(`${arg.name}=${encode(value())}`);
    }
    for (let i = Math.floor(rand() * 5); i > 0; i -= 1) {
      const k = rand();
      if (k < 0.35) parts.push(`${encode(column(table))}=${encode(`${pick(OPS)}.${value()}`)}`);
      else if (k < 0.55) parts.push(`select=${encode(select(table, Math.floor(rand() * 4)))}`);
      else if (k < 0.65) parts.push(`order=${encode(`${column(table)}.${pick(['asc', 'desc', 'nullslast', 'sideways'])}`)}`);
      else if (k < 0.75) parts.push(`${pick(['limit', 'offset', 'people.limit'])}=${encode(value().slice(0, 12))}`);
      else if (k < 0.85) parts.push(`or=${encode(`(${column(table)}.eq.${value().slice(0, 20)},${column(table)}.is.null)`)}`);
      else if (k < 0.9) parts.push(`${encode(column(table))}.filter=${encode(value().slice(0, 30))}`);
      else parts.push(`columns=${encode(`${column(table)},${column(table)}`)}`);
    }
    if (method === 'PATCH' || method === 'DELETE') {
      // Mostly aimed at a row that does not exist, so the reference data stays useful.
      if (chance(0.8)) parts.push('id=eq.00000000-0000-4000-9000-00000000dead');
    }
    const headers: Record<string, string> = { 'x-test-role': pick<Role>(['admin', 'admin', 'viewer', 'editor']) };
    if (chance(0.5)) headers.Prefer = pick(PREFERS);
    if (chance(0.3)) headers.Range = pick(RANGES);
    if (chance(0.8)) headers['Content-Type'] = 'application/json';
    let payload: string | undefined;
    if (method === 'POST' || method === 'PATCH') {
      const generated = body(rpc ? table : table);
      payload = typeof generated === 'string' ? generated : JSON.stringify(generated);
    }
    return { method, path: `/api/db/${table}?${parts.join('&')}`, headers, ...(payload !== undefined && { body: payload }) };
  };
}

describe('fuzzing /db over HTTP against the real schema', () => {
  it('never answers 5xx, runs at most one bound statement per request and changes nothing outside the catalogue', async () => {
    const before = await snapshot();
    const next = generator(Number(process.env.FUZZ_SEED ?? 20261124));
    const cases = Number(process.env.FUZZ_HTTP_CASES ?? 700);
    const statuses = new Map<number, number>();
    for (let i = 0; i < cases; i += 1) {
      const request = next();
      statements.length = 0;
      const res = await server.request(request.method, request.path, { headers: request.headers, body: request.body });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const label = `case ${i}: ${request.method} ${request.path.slice(0, 300)} ${JSON.stringify(request.headers)} ${request.body?.slice(0, 200) ?? ''}`;
      if (res.status >= 500 && !(res.status === 504 && res.body?.code === '57014')) {
        throw new Error(`${label} -> ${res.status} ${res.text.slice(0, 500)}`);
      }
      if (res.status >= 400 && request.method !== 'HEAD') {
        expect([label, Object.keys(res.body ?? {}).sort()]).toEqual([label, ['code', 'details', 'hint', 'message']]);
      }
      expectOneBoundStatement(statements);
    }
    if (process.env.FUZZ_VERBOSE) console.log(Object.fromEntries(statuses));
    // Both sides are exercised: successes of every kind of request and refusals.
    expect((statuses.get(200) ?? 0) + (statuses.get(206) ?? 0)).toBeGreaterThan(40);
    for (const status of [400, 403, 404]) expect([status, statuses.get(status) ?? 0]).toEqual([status, expect.any(Number)]);
    expect(statuses.get(403) ?? 0).toBeGreaterThan(5);
    expect(await snapshot()).toEqual(before);
  });
});
