import { createEngine, type Engine } from './engine';
import { call } from './testing/fixture';
import { createEngineFixture, type EngineFixture } from './testing/fixture';
import { ENGINE_SCHEMA } from './testing/schema';
// Every statement the engine sends, to prove nothing but the expected statement ever runs.
import { hostileValues, mulberry32 } from './testing/fuzz';
import { expectOneBoundStatement, spyDatabase } from './testing/spy-database';

const HOSTILE = hostileValues('canary');
const COLUMNS = [
  'constructor',
  '__proto__',
  'hasOwnProperty',
  'id',
  'name',
  'title',
  'status',
  'priority',
  'tags',
  'labels',
  'settings',
  'score',
  'active',
  'created_at',
  'owner_id',
  'nope',
  'drop table',
  'name;',
  '"name"',
  'labels->>env',
  "labels->>'x'",
  'labels->x->>y',
  '',
];
const OPS = [
  'constructor',
  'toString',
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'in',
  'is',
  'cs',
  'cd',
  'ov',
  'not.eq',
  'not.in',
  'not.is',
  'fts',
  'match',
  'between',
  '',
];
const TABLES = [
  'projects',
  'tasks',
  'people',
  'project_list',
  'everyone',
  'task_counts_view',
  'canary',
  'pg_user',
  'nope',
  'projects;drop',
];
const EMBEDS = [
  'tasks',
  'owner_id',
  'people',
  'project_list',
  'canary',
  'nope',
  'tasks!inner',
  'people!projects_owner_id_fkey',
  'x:tasks',
  'tasks!"weird"',
];

function generator(seed: number) {
  const rand = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const encode = (text: string) => {
    try {
      return encodeURIComponent(text);
    } catch {
      return text; // lone surrogates: sent raw, which is hostile input too
    }
  };
  const maybeEncode = (text: string) => (rand() < 0.5 ? encode(text) : text.replace(/&/g, '%26').replace(/#/g, '%23'));
  const value = (): string => {
    const r = rand();
    if (r < 0.5) return pick(HOSTILE);
    if (r < 0.6) return `(${Array.from({ length: Math.floor(rand() * 5) }, () => pick(HOSTILE).slice(0, 30)).join(',')})`;
    if (r < 0.65) return `(${Array.from({ length: 5000 }, (_, i) => `v${i}`).join(',')})`;
    if (r < 0.8) return String(Math.floor(rand() * 1e6) - 500);
    return Array.from({ length: Math.floor(rand() * 20) }, () => String.fromCharCode(Math.floor(rand() * 0xffff))).join('');
  };
  const filter = () => `${maybeEncode(pick(COLUMNS))}=${maybeEncode(`${pick(OPS)}.${value()}`)}`;
  const logic = (depth: number): string => {
    const items = Array.from({ length: 1 + Math.floor(rand() * 3) }, () =>
      depth > 0 && rand() < 0.4
        ? `${pick(['and', 'or', 'not.and'])}${logic(depth - 1)}`
        : `${pick(COLUMNS)}.${pick(OPS)}.${value().slice(0, 40)}`,
    );
    return `(${items.join(',')})`;
  };
  const select = (depth: number): string => {
    const items = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
      const r = rand();
      if (r < 0.3 && depth > 0) return `${pick(EMBEDS)}(${select(depth - 1)})`;
      if (r < 0.4) return '*';
      if (r < 0.5)
        return `${pick(COLUMNS)}::${pick(['text', 'int', 'jsonb', 'evil; drop', 'int[]', '', 'constructor', '__proto__', 'valueOf[]'])}`;
      if (r < 0.6) return `${pick(HOSTILE).slice(0, 20)}:${pick(COLUMNS)}`;
      return pick(COLUMNS);
    });
    return items.join(',');
  };
  return (): { method: string; target: string } => {
    const parts: string[] = [];
    const n = Math.floor(rand() * 5);
    for (let i = 0; i < n; i += 1) {
      const r = rand();
      if (r < 0.35) parts.push(filter());
      else if (r < 0.5)
        parts.push(
          `${pick(['or', 'and', 'not.or', 'tasks.or', 'constructor', 'toString'])}=${maybeEncode(logic(Math.floor(rand() * 20)))}`,
        );
      else if (r < 0.65) parts.push(`select=${maybeEncode(select(Math.floor(rand() * 12)))}`);
      else if (r < 0.75)
        parts.push(
          `order=${maybeEncode(`${pick(COLUMNS)}.${pick(['asc', 'desc', 'nullslast', 'sideways', value().slice(0, 10)])}`)}`,
        );
      else if (r < 0.85) parts.push(`${pick(['limit', 'offset', 'tasks.limit'])}=${maybeEncode(value().slice(0, 30))}`);
      else if (r < 0.9) parts.push(`${maybeEncode(pick(COLUMNS))}.filter=${maybeEncode(value().slice(0, 50))}`);
      else parts.push(maybeEncode(value().slice(0, 50)));
    }
    const rpc = rand() < 0.1;
    const table = rpc ? `rpc/${pick(['project_tasks', 'add', 'task_totals', 'nope', 'touch_canary'])}` : pick(TABLES);
    const method = pick(['GET', 'GET', 'GET', 'HEAD', 'PATCH', 'DELETE']);
    return { method, target: `${table}?${parts.join('&')}` };
  };
}

let f: EngineFixture;
let engine: Engine;
const statements: string[] = [];

beforeAll(async () => {
  f = await createEngineFixture();
  engine = createEngine({ db: spyDatabase(f.db, statements), schema: ENGINE_SCHEMA });
  await engine.model(); // introspection happens once, before the measured requests
});
afterAll(async () => f?.close());

async function expectCanaryIntact(): Promise<void> {
  const rows = await f.db.query(`SELECT id, note FROM ${ENGINE_SCHEMA}.canary ORDER BY id`);
  expect(rows.rows).toEqual([{ id: 1, note: 'intact' }]);
  const tables = await f.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = $1`, [
    ENGINE_SCHEMA,
  ]);
  expect(tables.rows[0]!.n).toBe(8);
}

describe('fuzzing the engine with hostile query strings', () => {
  it('never answers 5xx, runs one bound statement per request and leaves the canary intact', async () => {
    // FUZZ_SEED / FUZZ_CASES widen a local run; CI uses the fixed seed.
    const next = generator(Number(process.env.FUZZ_SEED ?? 20260821));
    const cases = Number(process.env.FUZZ_CASES ?? 1500);
    const statuses = new Map<number, number>();
    for (let i = 0; i < cases; i += 1) {
      const { method, target } = next();
      // PATCH/DELETE must not touch the canary table through legitimate filters.
      const safeTarget =
        method !== 'GET' && method !== 'HEAD'
          ? target.replace(/^canary\?/, 'tasks?id=eq.00000000-0000-4000-8000-000000000999&')
          : target;
      statements.length = 0;
      const res = await call(
        engine,
        method,
        safeTarget,
        method === 'PATCH' ? { body: { title: "'; DROP TABLE canary; --" } } : {},
      );
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) throw new Error(`case ${i}: ${method} ${safeTarget.slice(0, 300)} -> ${res.status} ${res.text}`);
      if (res.status >= 400) expect(Object.keys(res.body).sort()).toEqual(['code', 'details', 'hint', 'message']);
      expectOneBoundStatement(statements);
    }
    if (process.env.FUZZ_VERBOSE) console.log(Object.fromEntries(statuses));
    // The corpus must exercise both sides, not only parse errors.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(50);
    expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThan(2);
    await expectCanaryIntact();
  });

  it('treats classic injection strings as plain values', async () => {
    for (const payload of HOSTILE.filter((h) => !h.includes('\u0000') && h !== '%00' && h !== '%')) {
      const res = await call(engine, 'GET', `people?select=name&name=eq.${encodeURIComponent(payload)}`);
      expect([payload, res.status, res.body]).toEqual([payload, 200, []]);
    }
    const quoted = await call(
      engine,
      'GET',
      `people?select=name&or=(name.eq.${encodeURIComponent('"\'; DROP TABLE canary; --"')},name.eq.Ada)`,
    );
    expect(quoted.body).toEqual([{ name: 'Ada' }]);
    const nul = await call(engine, 'GET', 'people?name=eq.a%00b');
    expect(nul.status).toBe(400);
    await expectCanaryIntact();
  });

  it('handles huge lists and deep nesting within limits', async () => {
    const list = Array.from({ length: 9_999 }, (_, i) => `"n${i}"`).join(',');
    expect((await call(engine, 'GET', `people?select=name&name=in.(${list},Ada)`)).body).toEqual([{ name: 'Ada' }]);
    expect((await call(engine, 'GET', `people?name=in.(${list},${list})`)).status).toBe(400);
    const deep = (n: number) => `${'or('.repeat(n)}name.eq.Ada${')'.repeat(n)}`;
    expect((await call(engine, 'GET', `people?select=name&or=(${deep(10)})`)).body).toEqual([{ name: 'Ada' }]);
    expect((await call(engine, 'GET', `people?or=(${deep(5000)})`)).status).toBe(400);
    const embeds = (n: number) => `${'tasks(project_id('.repeat(n)}id${'))'.repeat(n)}`;
    expect((await call(engine, 'GET', `projects?select=${embeds(3)}`)).status).toBe(200);
    expect((await call(engine, 'GET', `projects?select=${embeds(200)}`)).status).toBe(400);
  });
});
