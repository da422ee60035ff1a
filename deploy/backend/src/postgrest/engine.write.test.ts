import { createEngine } from './engine';
import { call, createEngineFixture, type EngineFixture } from './testing/fixture';
import { spyDatabase } from './testing/spy-database';
import { ENGINE_SCHEMA, PEOPLE, PROJECTS, TASKS } from './testing/schema';

let f: EngineFixture;
beforeAll(async () => {
  f = await createEngineFixture();
});
afterAll(async () => f?.close());
afterEach(async () => f.reset());

const REP = 'return=representation';

describe('POST', () => {
  it('inserts one object and answers 201 with an array of rows (defaults applied)', async () => {
    const res = await f.call('POST', 'people', { body: { name: 'Dee', email: 'dee@example.com' }, prefer: REP });
    expect(res.status).toBe(201);
    expect(res.body).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Dee',
        email: 'dee@example.com',
        avatar: null,
        mood: null,
        deleted_at: null,
      },
    ]);
  });

  it('inserts arrays whose objects share their keys; with ?columns= missing keys take the column default', async () => {
    const rows = [
      { project_id: PROJECTS.gemini, title: 'A', status: 'done' },
      { project_id: PROJECTS.gemini, title: 'B' },
    ];
    const mismatched = await f.call('POST', 'tasks', { body: rows, prefer: REP });
    expect([mismatched.status, mismatched.body]).toEqual([
      400,
      { code: 'PGRST102', details: null, hint: null, message: 'All object keys must match' },
    ]);
    const reordered = await f.call('POST', 'tasks?select=title', {
      body: [rows[0], { status: 'open', title: 'A2', project_id: PROJECTS.gemini }],
      prefer: REP,
    });
    expect([reordered.status, reordered.body]).toEqual([201, [{ title: 'A' }, { title: 'A2' }]]);
    const res = await f.call('POST', `tasks?columns=project_id,title,status&select=title,status,project_id(name)`, {
      body: rows.map((row) => ({ ...row, title: `${row.title}3` })),
      prefer: REP,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual([
      { title: 'A3', status: 'done', project_id: { name: 'Gemini' } },
      { title: 'B3', status: 'open', project_id: { name: 'Gemini' } },
    ]);
  });

  it('casts JSON values into arrays, json, jsonb, numeric, enum and timestamps', async () => {
    const res = await f.call('POST', 'projects?select=name,tags,labels,settings,score,budget,active,deleted_at', {
      body: {
        name: 'Vostok',
        tags: ['a', 'b "c"', null],
        labels: { k: [1, 2] },
        settings: [1],
        score: 1.25,
        budget: 7,
        active: false,
        deleted_at: '2026-03-01T10:00:00+02:00',
      },
      prefer: REP,
    });
    expect(res.body).toEqual([
      {
        name: 'Vostok',
        tags: ['a', 'b "c"', null],
        labels: { k: [1, 2] },
        settings: [1],
        score: 1.25,
        budget: 7,
        active: false,
        deleted_at: '2026-03-01T08:00:00+00:00',
      },
    ]);
    const mood = await f.call('POST', 'people?select=mood', { body: { name: 'E', mood: 'happy' }, prefer: REP });
    expect(mood.body).toEqual([{ mood: 'happy' }]);
  });

  it('answers 201 without a body for return=minimal (and by default)', async () => {
    const minimal = await f.call('POST', 'people', { body: { name: 'F' }, prefer: 'return=minimal' });
    expect([minimal.status, minimal.text]).toEqual([201, null]);
    const plain = await f.call('POST', 'people', { body: { name: 'G' } });
    expect([plain.status, plain.text]).toEqual([201, null]);
    const count = await f.call('GET', 'people?name=in.(F,G)', { prefer: 'count=exact' });
    expect(count.headers['Content-Range']).toBe('0-1/2');
  });

  it('answers 201 [] for an empty array without touching the database', async () => {
    const statements: string[] = [];
    const engine = createEngine({ db: spyDatabase(f.db, statements), schema: ENGINE_SCHEMA });
    await engine.model();
    statements.length = 0;
    const rep = await call(engine, 'POST', 'people', { body: [], prefer: REP });
    expect([rep.status, rep.text, rep.headers['Preference-Applied']]).toEqual([201, '[]', REP]);
    const minimal = await call(engine, 'POST', 'tasks?columns=title', { body: [], prefer: 'return=minimal' });
    expect([minimal.status, minimal.text]).toEqual([201, null]);
    const plain = await call(engine, 'POST', 'tasks', { body: [] });
    expect([plain.status, plain.text]).toEqual([201, null]);
    expect(statements).toEqual([]);
    // Still checked: the relation, ?columns= and the select of the representation.
    expect((await call(engine, 'POST', 'people?columns=nope', { body: [] })).body.code).toBe('PGRST204');
    expect((await call(engine, 'POST', 'people?select=nope', { body: [], prefer: REP })).body.code).toBe('42703');
    expect((await call(engine, 'POST', 'nope', { body: [] })).status).toBe(404);
    expect((await f.call('GET', 'people?select=id')).body).toHaveLength(Object.keys(PEOPLE).length);
  });

  it('limits the inserted columns with ?columns=', async () => {
    const res = await f.call('POST', 'people?columns=name&select=name,email', {
      body: { name: 'H', email: 'ignored@example.com' },
      prefer: REP,
    });
    expect(res.body).toEqual([{ name: 'H', email: null }]);
  });

  it('maps constraint violations to PostgREST statuses', async () => {
    const unique = await f.call('POST', 'people', { body: { name: 'X', email: 'ada@example.com' } });
    expect([unique.status, unique.body.code]).toEqual([409, '23505']);
    const fk = await f.call('POST', 'tasks', { body: { project_id: '00000000-0000-4000-8000-000000000999', title: 'x' } });
    expect([fk.status, fk.body.code]).toEqual([409, '23503']);
    const notNull = await f.call('POST', 'tasks', { body: { project_id: PROJECTS.apollo } });
    expect([notNull.status, notNull.body.code]).toEqual([400, '23502']);
    const check = await f.call('POST', 'projects', { body: { name: '' } });
    expect([check.status, check.body.code]).toEqual([400, '23514']);
    const tooLong = await f.call('POST', 'projects', { body: { name: 'x', code: 'TOOLONGCODE' } });
    expect([tooLong.status, tooLong.body.code]).toEqual([400, '22001']);
    const badType = await f.call('POST', 'projects', { body: { name: 'x', score: 'many' } });
    expect([badType.status, badType.body.code]).toEqual([400, '22P02']);
  });

  it('rejects unknown columns, bad bodies and non-insertable views', async () => {
    const unknown = await f.call('POST', 'people', { body: { name: 'x', shoe_size: 9 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'shoe_size' column of 'people' in the schema cache",
    });
    for (const body of [undefined, 'text', 42, [1, 2], null]) {
      const res = await f.call('POST', 'people', body === undefined ? {} : { body });
      expect([res.status, res.body.code]).toEqual([400, 'PGRST102']);
    }
    const view = await f.call('POST', 'task_counts_view', { body: { n: 1 } });
    expect(view.status).toBe(405);
  });

  it('inserts through an auto-updatable view', async () => {
    const res = await f.call('POST', 'person_names', { body: { name: 'Via View' }, prefer: REP });
    expect(res.status).toBe(201);
    expect(res.body).toEqual([{ person: expect.any(String), name: 'Via View' }]);
  });
});

describe('PATCH', () => {
  it('updates the filtered rows and returns them', async () => {
    const res = await f.call('PATCH', `tasks?project_id=eq.${PROJECTS.apollo}&status=eq.open&select=title,status`, {
      body: { status: 'done' },
      prefer: REP,
    });
    expect(res.status).toBe(200);
    expect(res.body.map((t: { title: string }) => t.title).sort()).toEqual(['Check "valves", twice', 'Launch']);
    expect(res.body.every((t: { status: string }) => t.status === 'done')).toBe(true);
  });

  it('soft-deletes with deleted_at: "now()" and sets JSON null', async () => {
    const res = await f.call('PATCH', `projects?id=eq.${PROJECTS.gemini}&select=deleted_at,labels`, {
      body: { deleted_at: 'now()', labels: null },
      prefer: REP,
    });
    expect(res.status).toBe(200);
    expect(res.body[0].deleted_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+00:00$/);
    expect(res.body[0].labels).toBeNull();
  });

  it('answers 204 for return=minimal and [] when nothing matches', async () => {
    const minimal = await f.call('PATCH', `people?id=eq.${PEOPLE.cy}`, { body: { avatar: 'cy.png' }, prefer: 'return=minimal' });
    expect([minimal.status, minimal.text]).toEqual([204, null]);
    const none = await f.call('PATCH', 'people?name=eq.nobody', { body: { avatar: 'x' }, prefer: REP });
    expect([none.status, none.body]).toEqual([200, []]);
  });

  it('refuses an update without filters, with limit, or with an array body', async () => {
    const unfiltered = await f.call('PATCH', 'people', { body: { avatar: 'x' }, prefer: REP });
    expect([unfiltered.status, unfiltered.body.code]).toEqual([400, '21000']);
    const limited = await f.call('PATCH', 'people?name=eq.Ada&limit=1', { body: { avatar: 'x' } });
    expect(limited.status).toBe(400);
    const array = await f.call('PATCH', 'people?name=eq.Ada', { body: [{ avatar: 'x' }] });
    expect([array.status, array.body.code]).toEqual([400, 'PGRST102']);
    const unknown = await f.call('PATCH', 'people?name=eq.Ada', { body: { nope: 1 } });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'PGRST204']);
    const untouched = await f.call('GET', 'people?avatar=eq.x');
    expect(untouched.body).toEqual([]);
  });
});

describe('DELETE', () => {
  it('deletes the filtered rows and returns them', async () => {
    const res = await f.call('DELETE', `task_links?task_id=eq.${TASKS.t2}&select=relation`, { prefer: REP });
    expect([res.status, res.body]).toEqual([200, [{ relation: 'blocks' }]]);
    const minimal = await f.call('DELETE', `tasks?id=in.(${TASKS.t3})`, { prefer: 'return=minimal' });
    expect(minimal.status).toBe(204);
    expect((await f.call('GET', `tasks?id=eq.${TASKS.t3}`)).body).toEqual([]);
  });

  it('refuses a delete without filters and reports FK violations as 409', async () => {
    const unfiltered = await f.call('DELETE', 'task_links');
    expect([unfiltered.status, unfiltered.body.code]).toEqual([400, '21000']);
    expect((await f.call('GET', 'task_links')).body).toHaveLength(2);
    const fk = await f.call('DELETE', `people?id=eq.${PEOPLE.ada}`);
    expect([fk.status, fk.body.code]).toEqual([409, '23503']);
  });
});

describe('RPC', () => {
  it('calls set-returning functions with GET arguments and filters/orders the result', async () => {
    const res = await f.call(
      'GET',
      `rpc/project_tasks?project=${PROJECTS.apollo}&select=title,priority,assignee_id(name)&order=title&priority=not.is.null`,
      { prefer: 'count=exact' },
    );
    expect(res.status).toBe(200);
    expect(res.headers['Content-Range']).toBe('0-1/2');
    expect(res.body).toEqual([
      { title: 'Fuel', priority: 1, assignee_id: { name: 'Bob' } },
      { title: 'Launch', priority: 3, assignee_id: { name: 'Ada' } },
    ]);
    const withDefault = await f.call('GET', `rpc/project_tasks?project=${PROJECTS.apollo}&min_priority=2&select=title`);
    expect(withDefault.body).toEqual([{ title: 'Launch' }]);
  });

  it('calls TABLE functions, scalar functions and single-row functions', async () => {
    const totals = await f.call('GET', 'rpc/task_totals?order=total.desc&total=gt.0');
    expect(totals.body).toEqual([
      { project_id: PROJECTS.apollo, total: 3 },
      { project_id: PROJECTS.gemini, total: 1 },
    ]);
    expect((await f.call('GET', 'rpc/add?a=2&b=5')).body).toBe(7);
    expect((await f.call('GET', 'rpc/add?a=2')).body).toBe(3);
    expect((await f.call('POST', 'rpc/add', { body: { a: 40, b: 2 } })).body).toBe(42);
    expect((await f.call('POST', 'rpc/echo_json', { body: { doc: { x: [1, 'two'] } } })).body).toEqual({ x: [1, 'two'] });
    expect((await f.call('GET', 'rpc/first_project?select=name,owner_id(name)')).body).toEqual({
      name: 'Apollo',
      owner_id: { name: 'Ada' },
    });
  });

  it('runs GET calls read-only and POST calls read-write', async () => {
    const get = await f.call('GET', 'rpc/touch_canary?note=x');
    expect([get.status, get.body.code]).toEqual([405, '25006']);
    const post = await f.call('POST', 'rpc/touch_canary', { body: { note: 'written' } });
    expect([post.status, post.text]).toEqual([204, null]);
    expect((await f.call('GET', 'canary?id=eq.99&select=note')).body).toEqual([{ note: 'written' }]);
  });

  it('answers 404 PGRST202 for unknown functions or argument sets, 400 for bad values', async () => {
    expect((await f.call('GET', 'rpc/nope')).status).toBe(404);
    const missing = await f.call('GET', 'rpc/add?b=1');
    expect([missing.status, missing.body.code]).toEqual([404, 'PGRST202']);
    const extra = await f.call('POST', 'rpc/add', { body: { a: 1, c: 2 } });
    expect([extra.status, extra.body.code]).toEqual([404, 'PGRST202']);
    const bad = await f.call('GET', 'rpc/add?a=x');
    expect([bad.status, bad.body.code]).toEqual([400, '22P02']);
    const put = await f.call('PUT', 'rpc/add?a=1');
    expect(put.status).toBe(405);
  });
});

describe('schema cache', () => {
  it('sees new tables only after reloadSchema()', async () => {
    await f.db.exec(`CREATE TABLE ${ENGINE_SCHEMA}.late (id int PRIMARY KEY)`);
    expect((await f.call('GET', 'late')).status).toBe(404);
    await f.engine.reloadSchema();
    expect((await f.call('GET', 'late')).body).toEqual([]);
  });

  it('answers 404 PGRST205 for unknown relations and 405 for unsupported methods', async () => {
    const res = await f.call('GET', 'nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 'PGRST205',
      details: null,
      hint: null,
      message: `Could not find the table '${ENGINE_SCHEMA}.nope' in the schema cache`,
    });
    expect((await f.call('PUT', 'people')).status).toBe(405);
  });
});
