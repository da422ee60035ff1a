import { createEngineFixture, type EngineFixture } from './testing/fixture';
import { PEOPLE, PROJECTS, TASKS } from './testing/schema';

let f: EngineFixture;
beforeAll(async () => {
  f = await createEngineFixture({ now: () => new Date('2026-01-12T12:00:00Z') });
});
afterAll(async () => f?.close());

const get = async (target: string, prefer?: string) => {
  const res = await f.call('GET', target, prefer === undefined ? {} : { prefer });
  if (res.status >= 400) throw new Error(`${target} -> ${res.status} ${res.text}`);
  return res;
};
const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('select', () => {
  it('returns every column for *, with PostgreSQL JSON formats', async () => {
    const { body } = await get(`projects?id=eq.${PROJECTS.apollo}`);
    expect(body).toEqual([
      {
        id: PROJECTS.apollo,
        name: 'Apollo',
        code: 'APL',
        owner_id: PEOPLE.ada,
        reviewer_id: PEOPLE.bob,
        team_id: expect.any(String),
        tags: ['space', 'moon'],
        labels: { env: 'prod', tier: 1, owner: { name: 'Ada' } },
        settings: { a: 1 },
        score: 10.5,
        budget: 5000000000,
        active: true,
        created_at: '2026-01-10T10:00:00+00:00',
        deleted_at: null,
      },
    ]);
  });

  it('supports aliases, casts and JSON paths', async () => {
    const { body } = await get(
      `projects?select=title:name,score::text,env:labels->>env,tier:labels->tier,owner:labels->owner->>name,budget::int8&id=eq.${PROJECTS.apollo}`,
    );
    expect(body).toEqual([{ title: 'Apollo', score: '10.50', env: 'prod', tier: 1, owner: 'Ada', budget: 5000000000 }]);
  });

  it('rejects unknown columns and casts with 400', async () => {
    const col = await f.call('GET', 'projects?select=id,icon');
    expect(col.status).toBe(400);
    expect(col.body).toMatchObject({ code: '42703', message: 'column projects.icon does not exist' });
    const cast = await f.call('GET', 'projects?select=id::nonsense');
    expect(cast.status).toBe(400);
    expect(cast.body.code).toBe('42704');
  });
});

describe('embedding', () => {
  it('embeds to-one by FK column name (replacing the uuid, null when unset) and to-many by table', async () => {
    const { body } = await get(
      'projects?select=name,owner_id(name),reviewer:reviewer_id(name,email),tasks(title)&order=name&tasks.order=title',
    );
    expect(body).toEqual([
      {
        name: 'Apollo',
        owner_id: { name: 'Ada' },
        reviewer: { name: 'Bob', email: 'bob@example.com' },
        tasks: [{ title: 'Check "valves", twice' }, { title: 'Fuel' }, { title: 'Launch' }],
      },
      { name: 'Gemini', owner_id: { name: 'Bob' }, reviewer: null, tasks: [{ title: 'Dock' }] },
      { name: 'Mercury', owner_id: null, reviewer: null, tasks: [] },
    ]);
  });

  it('replaces the FK column in * with the embedded object', async () => {
    const { body } = await get(`tasks?select=*,assignee_id(name)&id=eq.${TASKS.t1}`);
    expect(Object.keys(body[0])).toEqual([
      'id',
      'project_id',
      'parent_id',
      'assignee_id',
      'title',
      'status',
      'priority',
      'created_at',
    ]);
    expect(body[0].assignee_id).toEqual({ name: 'Ada' });
  });

  it('needs a hint when two FKs join the same tables, and names the candidates', async () => {
    const ambiguous = await f.call('GET', 'projects?select=name,people(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.body.code).toBe('PGRST201');
    expect(ambiguous.body.hint).toContain('people!projects_owner_id_fkey');
    const hinted = await get(
      `projects?select=name,owner:people!projects_owner_id_fkey(name),reviewer:people!projects_reviewer_id_fkey(name)&id=eq.${PROJECTS.apollo}`,
    );
    expect(hinted.body).toEqual([{ name: 'Apollo', owner: { name: 'Ada' }, reviewer: { name: 'Bob' } }]);
    const reverse = await get('people?select=name,projects!projects_owner_id_fkey(name)&order=name');
    expect(reverse.body).toEqual([
      { name: 'Ada', projects: [{ name: 'Apollo' }] },
      { name: 'Bob', projects: [{ name: 'Gemini' }] },
      { name: 'Cy', projects: [] },
    ]);
  });

  it('accepts an FK column name as hint, and rejects unrelated hints with PGRST200', async () => {
    const byColumn = await get(`projects?select=people!reviewer_id(name)&id=eq.${PROJECTS.apollo}`);
    expect(byColumn.body).toEqual([{ people: { name: 'Bob' } }]);
    const bad = await f.call('GET', 'projects?select=people!tasks_assignee_id_fkey(name)');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('PGRST200');
    const none = await f.call('GET', 'projects?select=canary(id)');
    expect(none.body.code).toBe('PGRST200');
  });

  it('embeds two levels through a junction table', async () => {
    const { body } = await get(
      `tasks?select=title,links:task_links!task_links_task_id_fkey(relation,related:tasks!task_links_related_id_fkey(title))&id=eq.${TASKS.t2}`,
    );
    expect(body).toEqual([{ title: 'Fuel', links: [{ relation: 'blocks', related: { title: 'Check "valves", twice' } }] }]);
    const members = await get(
      `projects?select=name,project_members(role,person_id(name))&id=eq.${PROJECTS.apollo}&project_members.order=role`,
    );
    expect(members.body).toEqual([
      {
        name: 'Apollo',
        project_members: [
          { role: 'dev', person_id: { name: 'Bob' } },
          { role: 'lead', person_id: { name: 'Ada' } },
        ],
      },
    ]);
  });

  it('treats a reverse FK whose columns are unique as one-to-one', async () => {
    const { body } = await get('projects?select=name,project_settings(theme)&order=name&limit=2');
    expect(body).toEqual([
      { name: 'Apollo', project_settings: { theme: 'dark' } },
      { name: 'Gemini', project_settings: null },
    ]);
  });

  it('applies filters, order, limit and offset inside embeds', async () => {
    const { body } = await get(
      `projects?select=name,tasks(title,priority)&id=eq.${PROJECTS.apollo}&tasks.priority=gte.1&tasks.order=priority.desc&tasks.limit=1&tasks.offset=1`,
    );
    expect(body).toEqual([{ name: 'Apollo', tasks: [{ title: 'Fuel', priority: 1 }] }]);
    const orTree = await get(
      `projects?select=name,tasks(title)&id=eq.${PROJECTS.apollo}&tasks.or=(status.eq.done,priority.is.null)&tasks.order=title`,
    );
    expect(orTree.body[0].tasks).toEqual([{ title: 'Check "valves", twice' }, { title: 'Fuel' }]);
  });

  it('!inner turns an embed (and nested embed filters) into a filtering join', async () => {
    const plain = await get('projects?select=name,tasks(title)&tasks.status=eq.blocked&order=name');
    expect(plain.body.map((p: { tasks: unknown[] }) => p.tasks.length)).toEqual([0, 1, 0]);
    const inner = await get('projects?select=name,tasks!inner(title)&tasks.status=eq.blocked', 'count=exact');
    expect(inner.body).toEqual([{ name: 'Gemini', tasks: [{ title: 'Dock' }] }]);
    expect(inner.headers['Content-Range']).toBe('0-0/1');
    const nested = await get(
      `people?select=name,projects!projects_owner_id_fkey!inner(name,tasks!inner(title))&projects.tasks.assignee_id=eq.${PEOPLE.cy}`,
    );
    expect(nested.body).toEqual([{ name: 'Bob', projects: [{ name: 'Gemini', tasks: [{ title: 'Dock' }] }] }]);
  });

  it('filters on embed presence with is.null / not.is.null and supports filter-only embeds', async () => {
    const withOwner = await get('projects?select=name,owner_id(name)&owner_id=not.is.null&order=name');
    expect(names(withOwner.body)).toEqual(['Apollo', 'Gemini']);
    const noSettings = await get('projects?select=name,project_settings(theme)&project_settings=is.null&order=name');
    expect(names(noSettings.body)).toEqual(['Gemini', 'Mercury']);
    const filterOnly = await get('projects?select=name,tasks!inner()&tasks.status=eq.done');
    expect(filterOnly.body).toEqual([{ name: 'Apollo' }]);
  });

  it('resolves self references with hints', async () => {
    const { body } = await get(`tasks?select=title,parent:tasks!parent_id(title)&id=eq.${TASKS.t2}`);
    expect(body).toEqual([{ title: 'Fuel', parent: { title: 'Launch' } }]);
  });
});

describe('views', () => {
  it('follows renamed view columns to base-table FKs (to-one and to-many)', async () => {
    const { body } = await get('project_list?select=title,manager(name),tasks(title)&order=title&tasks.order=title');
    expect(body).toEqual([
      {
        title: 'Apollo',
        manager: { name: 'Ada' },
        tasks: [{ title: 'Check "valves", twice' }, { title: 'Fuel' }, { title: 'Launch' }],
      },
      { title: 'Gemini', manager: { name: 'Bob' }, tasks: [{ title: 'Dock' }] },
      { title: 'Mercury', manager: null, tasks: [] },
    ]);
  });

  it('follows lineage through a view over a view, and embeds views carrying a table identity', async () => {
    const { body } = await get('live_projects?select=title,people(name)&order=title');
    expect(body).toEqual([
      { title: 'Apollo', people: { name: 'Ada' } },
      { title: 'Gemini', people: { name: 'Bob' } },
    ]);
    const toView = await get(`tasks?select=title,project_list(title,manager)&id=eq.${TASKS.t4}`);
    expect(toView.body).toEqual([{ title: 'Dock', project_list: { title: 'Gemini', manager: PEOPLE.bob } }]);
    const viewToView = await get(`person_names?select=name,live_projects(title)&person=eq.${PEOPLE.ada}`);
    expect(viewToView.body).toEqual([{ name: 'Ada', live_projects: [{ title: 'Apollo' }] }]);
  });

  it('uses one relationship when a view exposes the same key twice', async () => {
    const { body } = await get(`task_rows?select=title,task_links!task_links_task_id_fkey(relation)&id=eq.${TASKS.t2}`);
    expect(body).toEqual([{ title: 'Fuel', task_links: [{ relation: 'blocks' }] }]);
  });

  it('finds no relationships for UNION views or computed columns', async () => {
    const union = await f.call('GET', 'everyone?select=name,projects(name)');
    expect(union.body.code).toBe('PGRST200');
    const computed = await f.call('GET', 'task_counts_view?select=n,tasks(title)');
    expect(computed.status).toBe(400);
    expect((await get('task_counts_view?select=n,projects(name)&order=n.desc')).body).toEqual([
      { n: 3, projects: { name: 'Apollo' } },
      { n: 1, projects: { name: 'Gemini' } },
    ]);
  });
});

describe('filters', () => {
  it.each([
    ['name=eq.Apollo', ['Apollo']],
    ['name=neq.Apollo', ['Gemini', 'Mercury']],
    ['score=gt.3.25', ['Apollo']],
    ['score=gte.3.25', ['Apollo', 'Gemini']],
    ['score=lt.10', ['Gemini']],
    ['score=lte.10.5', ['Apollo', 'Gemini']],
    ['name=like.*em*', ['Gemini']],
    ['name=ilike.*O*', ['Apollo']],
    ['code=like.A*', ['Apollo']],
    ['id=like.*b2', ['Gemini']],
    ['name=in.(Apollo,"Mercury",Nope)', ['Apollo', 'Mercury']],
    ['name=not.in.(Apollo)', ['Gemini', 'Mercury']],
    ['name=in.()', []],
    ['code=is.null', ['Mercury']],
    ['code=not.is.null', ['Apollo', 'Gemini']],
    ['active=is.false', ['Mercury']],
    ['active=is.true', ['Apollo', 'Gemini']],
    ['tags=cs.{moon}', ['Apollo']],
    ['tags=cd.{space,moon,mars}', ['Apollo', 'Gemini', 'Mercury']],
    ['tags=ov.{moon,mars}', ['Apollo']],
    ['labels=cs.{"env":"dev"}', ['Gemini']],
    ['labels->>env=eq.prod', ['Apollo']],
    ['labels->tier=gt.1', ['Gemini']],
    ['labels->owner->>name=eq.Ada', ['Apollo']],
    ['labels->>env=in.(dev,prod)', ['Apollo', 'Gemini']],
    ['created_at=gt.2026-01-04T00:00:00Z&created_at=lt.2026-01-06T00:00:00Z', ['Gemini']],
    ['code=not.eq.', ['Apollo', 'Gemini']],
    ['or=(name.eq.Apollo,code.is.null)', ['Apollo', 'Mercury']],
    ['and=(active.is.true,score.lt.5)', ['Gemini']],
    ['or=(and(active.is.false,code.is.null),and(score.gt.10,name.like.A*))', ['Apollo', 'Mercury']],
    ['not.or=(name.eq.Apollo,name.eq.Gemini)', ['Mercury']],
    ['or=(labels->>env.eq.dev,tags.cs.{moon})', ['Apollo', 'Gemini']],
    ['name=eq.Apollo&or=(code.eq.APL,code.eq.X)', ['Apollo']],
  ])('%s', async (query, expected) => {
    const { body } = await get(`projects?select=name&order=name&${query}`);
    expect(names(body)).toEqual(expected);
  });

  it('compares enums and quoted in-list values with commas', async () => {
    expect(names((await get('people?select=name&mood=eq.sad')).body)).toEqual(['Bob']);
    expect((await f.call('GET', 'people?mood=eq.angry')).body.code).toBe('22P02');
    const tasks = await get('tasks?select=title&title=in.("Check \\"valves\\", twice",Dock)&order=title');
    expect(tasks.body.map((t: { title: string }) => t.title)).toEqual(['Check "valves", twice', 'Dock']);
  });

  it('rejects bad values and operators with 4xx PostgREST errors', async () => {
    for (const [query, code] of [
      ['id=eq.not-a-uuid', '22P02'],
      ['score=gt.abc', '22P02'],
      ['name=foo.bar', 'PGRST100'],
      ['nope=eq.1', '42703'],
      ['active=is.maybe', 'PGRST100'],
      ['or=(name.eq.a', 'PGRST100'],
    ]) {
      const res = await f.call('GET', `projects?${query}`);
      expect([query, res.status, res.body.code]).toEqual([query, 400, code]);
      expect(Object.keys(res.body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    }
  });
});

describe('order and paging', () => {
  it('orders by several columns, directions, nulls placement and JSON paths', async () => {
    expect(names((await get('projects?select=name&order=code.desc.nullslast')).body)).toEqual(['Gemini', 'Apollo', 'Mercury']);
    expect(names((await get('projects?select=name&order=code.desc')).body)).toEqual(['Mercury', 'Gemini', 'Apollo']);
    expect(names((await get('projects?select=name&order=active.desc,score.asc.nullsfirst')).body)).toEqual([
      'Gemini',
      'Apollo',
      'Mercury',
    ]);
    expect(names((await get('projects?select=name&order=labels->>env.asc.nullslast')).body)).toEqual([
      'Gemini',
      'Apollo',
      'Mercury',
    ]);
  });

  it('pages with limit/offset and reports ranges', async () => {
    const first = await get('projects?select=name&order=name&limit=2', 'count=exact');
    expect(first.status).toBe(206);
    expect(first.headers['Content-Range']).toBe('0-1/3');
    expect(first.headers['Range-Unit']).toBe('items');
    const last = await get('projects?select=name&order=name&limit=2&offset=2', 'count=exact');
    expect([last.status, last.headers['Content-Range'], names(last.body)]).toEqual([206, '2-2/3', ['Mercury']]);
    const all = await get('projects?select=name', 'count=exact');
    expect([all.status, all.headers['Content-Range']]).toEqual([200, '0-2/3']);
    const none = await get('projects?select=name&name=eq.nope', 'count=exact');
    expect([none.status, none.headers['Content-Range'], none.body]).toEqual([200, '*/0', []]);
    const noCount = await get('projects?select=name&limit=1&offset=1');
    expect([noCount.status, noCount.headers['Content-Range']]).toEqual([200, '1-1/*']);
    const beyond = await get('projects?select=name&offset=10');
    expect([beyond.status, beyond.headers['Content-Range'], beyond.body]).toEqual([200, '*/*', []]);
    const past = await f.call('GET', 'projects?select=name&offset=10', { prefer: 'count=exact' });
    expect([past.status, past.body.code, past.headers['Content-Range']]).toEqual([416, 'PGRST103', '*/3']);
  });

  it('counts a pattern search exactly with embedded lists (each parameter of the statement used)', async () => {
    const res = await get('projects?select=name,tasks(title)&name=ilike.*e*&order=name&limit=1', 'count=exact');
    expect([res.status, res.headers['Content-Range'], names(res.body)]).toEqual([206, '0-0/2', ['Gemini']]);
    expect(Array.isArray((res.body as { tasks: unknown }[])[0]!.tasks)).toBe(true);
  });

  it('counts with filters and inner joins, and honours the Range header', async () => {
    const res = await f.call('GET', 'tasks?select=title&order=title&status=eq.open', { prefer: 'count=exact', range: '1-1' });
    expect([res.status, res.headers['Content-Range'], res.body]).toEqual([206, '1-1/2', [{ title: 'Launch' }]]);
  });

  it('caps the top level and every to-many embed at the max-rows setting', async () => {
    const capped = await createEngineFixture({ maxRows: 2 });
    try {
      const res = await capped.call('GET', 'tasks?select=id&limit=5000', { prefer: 'count=exact' });
      expect([res.status, res.body.length, res.headers['Content-Range']]).toEqual([206, 2, '0-1/4']);
      // Like PostgREST's db-max-rows, the cap applies per embedded list too (apollo has 3 tasks).
      const embedded = await capped.call('GET', `projects?select=tasks(id)&id=eq.${PROJECTS.apollo}`);
      expect(embedded.body[0].tasks).toHaveLength(2);
      const asked = await capped.call('GET', `projects?select=tasks(id)&id=eq.${PROJECTS.apollo}&tasks.limit=50`);
      expect(asked.body[0].tasks).toHaveLength(2);
      const lower = await capped.call('GET', `projects?select=tasks(id)&id=eq.${PROJECTS.apollo}&tasks.limit=1&tasks.offset=2`);
      expect(lower.body[0].tasks).toHaveLength(1);
      // Nested: each list of each level.
      const nested = await capped.call('GET', `people?select=id,projects!owner_id(id,tasks(id))&order=id`);
      for (const person of nested.body) {
        expect(person.projects.length).toBeLessThanOrEqual(2);
        for (const project of person.projects) expect(project.tasks.length).toBeLessThanOrEqual(2);
      }
      // To-one embeds are single objects, unaffected.
      const one = await capped.call('GET', `tasks?select=id,project_id(name)&limit=1`);
      expect(one.body[0].project_id).toEqual({ name: expect.any(String) });
    } finally {
      await capped.close();
    }
  });

  it('counts exactly up to max-rows with count=estimated and takes the planner estimate past it, as count=planned does', async () => {
    const capped = await createEngineFixture({ maxRows: 2 });
    try {
      const few = await capped.call('GET', 'tasks?select=id&status=eq.open', { prefer: 'count=estimated' });
      expect([few.headers['Content-Range'], few.headers['Preference-Applied']]).toEqual(['0-1/2', 'count=estimated']);
      // Four tasks are more than the cap: the total is the planner's, never below the rows seen.
      const many = await capped.call('GET', 'tasks?select=id&limit=1&offset=1', { prefer: 'count=estimated' });
      const total = Number(/\/(\d+)$/.exec(many.headers['Content-Range']!)?.[1]);
      expect([many.status, many.body.length, total >= 3]).toEqual([206, 1, true]);
      const planned = await capped.call('GET', 'tasks?select=id&status=eq.open', { prefer: 'count=planned' });
      expect(planned.headers['Content-Range']).toMatch(/^0-1\/\d+$/);
      expect(Number(planned.headers['Content-Range']!.split('/')[1])).toBeGreaterThanOrEqual(2);
      expect(planned.headers['Preference-Applied']).toBe('count=planned');
    } finally {
      await capped.close();
    }
  });

  it('counts and pages ilike searches exactly, reading the matches once when they fit max-rows', async () => {
    const capped = await createEngineFixture({ maxRows: 2 });
    try {
      const fits = await capped.call('GET', 'tasks?select=title,project_id(name)&title=ilike.*u*&order=title', {
        prefer: 'count=exact',
      });
      expect([fits.status, fits.headers['Content-Range'], fits.body]).toEqual([
        200,
        '0-1/2',
        [
          { title: 'Fuel', project_id: { name: 'Apollo' } },
          { title: 'Launch', project_id: { name: 'Apollo' } },
        ],
      ]);
      // Three matches are more than the cap: counted and paged from the table.
      const past = await capped.call('GET', 'tasks?select=title&title=ilike.*c*&order=title.desc&limit=1&offset=1', {
        prefer: 'count=exact',
      });
      expect([past.status, past.headers['Content-Range'], past.body]).toEqual([206, '1-1/3', [{ title: 'Dock' }]]);
      const either = await capped.call('GET', 'tasks?select=title&or=(title.ilike.*fu*,status.eq.blocked)&order=title', {
        prefer: 'count=exact',
      });
      expect([either.headers['Content-Range'], either.body]).toEqual(['0-1/2', [{ title: 'Dock' }, { title: 'Fuel' }]]);
    } finally {
      await capped.close();
    }
  });

  it('answers HEAD with headers only', async () => {
    const res = await f.call('HEAD', 'projects?select=id', { prefer: 'count=exact' });
    expect([res.status, res.text, res.headers['Content-Range']]).toEqual([200, null, '0-2/3']);
  });
});

describe('.filter extension', () => {
  it('rewrites lists, negations, wildcards and datemath before filtering', async () => {
    expect(
      (await get('tasks?select=title&status.filter=open,blocked&order=title')).body.map((t: { title: string }) => t.title),
    ).toEqual(['Check "valves", twice', 'Dock', 'Launch']);
    expect((await get('tasks?select=title&status.filter=!open&order=title')).body).toEqual([
      { title: 'Dock' },
      { title: 'Fuel' },
    ]);
    expect((await get('tasks?select=title&title.filter=*ue*')).body).toEqual([{ title: 'Fuel' }]);
    // now = 2026-01-12T12:00Z: created after now-1d -> 01-12 and 01-13
    expect((await get('tasks?select=title&created_at.filter=>now-1d&order=created_at')).body).toEqual([
      { title: 'Fuel' },
      { title: 'Check "valves", twice' },
    ]);
    expect((await get('tasks?select=title&created_at.filter=<now-5d/d&order=title')).body).toEqual([{ title: 'Dock' }]);
    expect((await get('projects?select=name&labels->>env.filter=dev')).body).toEqual([{ name: 'Gemini' }]);
  });
});

describe('prototype keys', () => {
  it('treats Object.prototype member names as unknown casts, columns and parameters', async () => {
    for (const [query, code] of [
      ['projects?select=name::constructor', '42704'],
      ['projects?select=name::__proto__', '42704'],
      ['projects?constructor=(name.eq.x)', 'PGRST100'],
      ['projects?toString=eq.x', '42703'],
      ['projects?select=__proto__', '42703'],
    ]) {
      const res = await f.call('GET', query!);
      expect([query, res.status, res.body.code]).toEqual([query, 400, code]);
    }
  });
});
