/**
 * Repeated and empty query parameters, as PostgREST reads them. Each rule cites where PostgREST
 * states it: the API reference (docs.postgrest.org, "Tables and Views": horizontal filtering,
 * vertical filtering, ordering, limits and pagination; "Errors": PGRST100, PGRST103) and, where the
 * documentation is silent about repetition, its query-parameter parser (QueryParams.hs: `select`
 * and `columns` by lookup of the first occurrence; `order`, `and`/`or` and filters collected in
 * order; `limit`/`offset` into a map, so the last occurrence per path counts; parameters without
 * `=` dropped as `nonemptyParams`) and planner (Plan.hs: the first `order` of a path is the one left
 * on the node; every filter and logic tree is added to the node's conditions).
 */
import { createEngineFixture, type EngineFixture } from './testing/fixture';
import { PROJECTS } from './testing/schema';

let f: EngineFixture;
beforeAll(async () => {
  f = await createEngineFixture({ now: () => new Date('2026-01-12T12:00:00Z') });
});
afterAll(async () => f?.close());

const get = async (target: string) => {
  const res = await f.call('GET', target);
  if (res.status >= 400) throw new Error(`${target} -> ${res.status} ${res.text}`);
  return res.body as Record<string, unknown>[];
};
const titles = (rows: Record<string, unknown>[]) => rows.map((row) => row.title);

describe('select (vertical filtering)', () => {
  it('uses the first select when there are several', async () => {
    const rows = await get(`projects?select=id,name&select=code&id=eq.${PROJECTS.apollo}`);
    expect(rows).toEqual([{ id: PROJECTS.apollo, name: 'Apollo' }]);
  });
  it('a select without a value is no select: every column', async () => {
    const rows = await get(`projects?select&id=eq.${PROJECTS.apollo}`);
    expect(Object.keys(rows[0]!)).toContain('budget');
  });
  it('a first select that is malformed fails even when a later one is valid', async () => {
    const res = await f.call('GET', 'projects?select=id,(&select=name');
    expect([res.status, res.body.code]).toEqual([400, 'PGRST100']);
  });
});

describe('filters (horizontal filtering)', () => {
  it('applies every filter on the same column (AND)', async () => {
    expect(titles(await get('tasks?select=title&priority=gte.1&priority=lt.3&order=title'))).toEqual(['Dock', 'Fuel']);
  });
  it('applies every or= and and= (each one a condition)', async () => {
    const rows = await get(
      'tasks?select=title&or=(status.eq.open,status.eq.done)&or=(priority.eq.1,priority.is.null)&order=title',
    );
    expect(titles(rows)).toEqual(['Check "valves", twice', 'Fuel']);
  });
  it('refuses a filter with an empty value (no operator) with 400 PGRST100', async () => {
    const res = await f.call('GET', 'tasks?status=');
    expect([res.status, res.body.code]).toEqual([400, 'PGRST100']);
  });
  it('accepts an operator with an empty operand (not.eq. with nothing after it)', async () => {
    expect((await get('tasks?select=title&status=not.eq.')).length).toBe(4);
  });
});

describe('order', () => {
  it('uses the first order of the top level', async () => {
    expect(titles(await get('tasks?select=title&order=title.desc&order=title.asc'))).toEqual([
      'Launch',
      'Fuel',
      'Dock',
      'Check "valves", twice',
    ]);
  });
  it('uses the first order of an embed', async () => {
    const rows = await get(
      `projects?select=name,tasks(title)&id=eq.${PROJECTS.apollo}&tasks.order=title.asc&tasks.order=title.desc`,
    );
    expect(titles(rows[0]!.tasks as Record<string, unknown>[])).toEqual(['Check "valves", twice', 'Fuel', 'Launch']);
  });
  it('still refuses a malformed later order', async () => {
    const res = await f.call('GET', 'tasks?order=title&order=title.sideways');
    expect([res.status, res.body.code]).toEqual([400, 'PGRST100']);
  });
});

describe('limit and offset (limits and pagination)', () => {
  it('uses the last limit and the last offset', async () => {
    expect(titles(await get('tasks?select=title&order=title&limit=1&limit=3&offset=2&offset=1'))).toEqual([
      'Dock',
      'Fuel',
      'Launch',
    ]);
  });
  it('uses the last limit of an embed', async () => {
    const rows = await get(`projects?select=tasks(title)&id=eq.${PROJECTS.apollo}&tasks.order=title&tasks.limit=3&tasks.limit=1`);
    expect(titles(rows[0]!.tasks as Record<string, unknown>[])).toEqual(['Check "valves", twice']);
  });
  it('ignores a limit or offset that is not an integer, as the last occurrence', async () => {
    expect((await get('tasks?limit=1&limit=abc')).length).toBe(4);
    expect((await get('tasks?limit=1.5')).length).toBe(4);
    expect((await get('tasks?limit=')).length).toBe(4);
    expect(titles(await get('tasks?select=title&order=title&offset=x&limit=1'))).toEqual(['Check "valves", twice']);
  });
  it('answers a negative limit with 416 PGRST103', async () => {
    const res = await f.call('GET', 'tasks?limit=-1');
    expect(res.status).toBe(416);
    expect(res.body).toMatchObject({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'Limit should be greater than or equal to zero.',
    });
  });
  it('limit=0 answers no rows', async () => {
    expect(await get('tasks?limit=0')).toEqual([]);
  });
});

describe('empty and valueless parameters', () => {
  it('ignores empty segments, a leading & and parameters without =', async () => {
    expect(titles(await get('tasks?&select=title&&order=title&limit=1&select(*,x)&'))).toEqual(['Check "valves", twice']);
  });
  it('separates parameters on ; as on &', async () => {
    expect(titles(await get('tasks?select=title;order=title.desc;limit=1'))).toEqual(['Launch']);
  });
  it('refuses a parameter with a value but no name', async () => {
    const res = await f.call('GET', 'tasks?=eq.1');
    expect([res.status, res.body.code]).toEqual([400, 'PGRST100']);
  });
});

describe('an empty select', () => {
  it('selects no column: each row is an empty object, embeds and filters still apply', async () => {
    expect(await get('tasks?select=&status=eq.open')).toEqual([{}, {}]);
    const res = await f.call('GET', 'tasks?select=&limit=1', { prefer: 'count=exact' });
    expect([res.status, res.body]).toEqual([206, [{}]]);
  });
});

describe('empty values of reserved parameters', () => {
  it.each(['tasks?order=', 'tasks?select=title,projects(name)&projects.order=', 'tasks?or=', 'tasks?not.and='])(
    '%s is a parse error (400 PGRST100), as PostgREST requires a value',
    async (target) => {
      const res = await f.call('GET', target);
      expect([res.status, res.body.code]).toEqual([400, 'PGRST100']);
    },
  );
  it('columns= is a parse error on writes', async () => {
    const res = await f.call('POST', 'tasks?columns=', { body: [{ title: 'x' }] });
    expect([res.status, res.body.code]).toEqual([400, 'PGRST100']);
  });
});
