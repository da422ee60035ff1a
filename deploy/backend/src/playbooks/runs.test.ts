/**
 * The playbook endpoints (reference 5.3): request validation, the list for a resource, parameters
 * with defaults rendered for the resource, approvals (people and teams, any and all), cancel, and
 * a run left behind by a process that died. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import type { Authenticator } from '../authz/types';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { createBackend } from '../http/backend';
import { serve, type TestServer } from '../http/testing/server';
import { REF as R, REFERENCE_DATA_SQL } from '../postgrest/testing/reference-data';
import { INTERRUPTED } from './execute-run';
import { PlaybookExecutor } from './executor';
import { CLAIMS } from './queue';
import { actionRows, insertPlaybook, runRow, waitForRun } from './testing';

let db: Database;
let server: TestServer;
let executor: PlaybookExecutor;

const PEOPLE: Record<string, { id: string; name: string; email: string }> = {
  alice: { id: R.alice, name: 'Alice Admin', email: 'alice@example.com' },
  bob: { id: R.bob, name: 'Bob Builder', email: 'bob@example.com' },
};
/** x-test-role and x-test-person (alice or bob, both in team SRE). */
const authenticator: Authenticator = async (req) => {
  const role = req.headers['x-test-role'];
  if (typeof role !== 'string' || role === '') return null;
  return { ...PEOPLE[String(req.headers['x-test-person'] ?? 'alice')]!, roles: [role], permissions: [] };
};
const as = (role: string, person = 'alice') => ({ 'x-test-role': role, 'x-test-person': person });

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  server = await serve(await createBackend({ db, authenticator, logRequests: false }));
  executor = new PlaybookExecutor({ db, pollMs: 20, leaseMs: 1_500, log: () => undefined });
  executor.start();
});
afterAll(async () => {
  await executor?.stop();
  await server?.close();
  await db?.close();
});

const post = (path: string, body?: object, headers = as('admin')) => server.request('POST', `/api${path}`, { headers, body });
const echo = [{ name: 'echo', exec: { script: 'echo ok' } }];

describe('POST /playbook/run', () => {
  let id: string;
  beforeAll(async () => {
    id = await insertPlaybook(db, 'validated', {
      configs: [{ types: ['Kubernetes::Pod'] }],
      parameters: [
        { name: 'replicas', label: 'Replicas', required: true, properties: { min: 1, max: 5 } },
        { name: 'label', default: '{{.config.name}}-snap', properties: { format: 'dns1123' } },
      ],
      actions: echo,
    });
  });

  it('answers 201 with run_id and starts_at, fills defaults from the resource and records the caller', async () => {
    const res = await post('/playbook/run', { id, config_id: R.config, params: { replicas: '3' } });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['run_id', 'starts_at']);
    const { rows } = await db.query(
      'SELECT parameters, created_by, config_id, status, timeout, spec FROM playbook_runs WHERE id = $1',
      [res.body.run_id],
    );
    expect(rows[0]).toMatchObject({
      parameters: { replicas: '3', label: 'web-1-snap' },
      created_by: R.alice,
      config_id: R.config,
      timeout: 1_800_000_000_000,
    });
    expect((rows[0]!.spec as { actions: unknown }).actions).toEqual(echo);
    await waitForRun(db, res.body.run_id);
  });

  it.each([
    [{ config_id: R.config, params: {} }, 400, 'parameter Replicas: This field is required'],
    [{ config_id: R.config, params: { replicas: 'x' } }, 400, 'parameter Replicas: This field must be a number'],
    [{ config_id: R.config, params: { replicas: '9' } }, 400, 'parameter Replicas: Must be at most 5'],
    [
      { config_id: R.config, params: { replicas: '1', label: 'Bad_Label' } },
      400,
      expect.stringMatching(/^parameter label: Must be lowercase/),
    ],
    [{ config_id: R.config, params: { replicas: '1', other: 'x' } }, 400, 'unknown parameter: other'],
    [{ config_id: R.node, params: { replicas: '1' } }, 400, 'playbook validated does not apply to config node-1'],
    [
      { config_id: R.config, check_id: R.check, params: { replicas: '1' } },
      400,
      'only one of config_id, component_id or check_id may be given',
    ],
    [
      { config_id: '00000000-0000-4000-9000-00000000ffff', params: { replicas: '1' } },
      404,
      'config 00000000-0000-4000-9000-00000000ffff not found',
    ],
  ])('%j -> %i %s', async (body, status, error) => {
    const before = (await db.query('SELECT count(*)::int AS n FROM playbook_runs')).rows[0];
    const res = await post('/playbook/run', { id, ...body });
    expect([res.status, res.body.error]).toEqual([status, error]);
    expect((await db.query('SELECT count(*)::int AS n FROM playbook_runs')).rows[0]).toEqual(before);
  });

  it('404 for a missing or deleted playbook, 400 for a malformed body, 403 without write on playbook_runs', async () => {
    const missing = await post('/playbook/run', { id: '00000000-0000-4000-9000-00000000fff0' });
    expect([missing.status, missing.body.error]).toEqual([404, 'playbook 00000000-0000-4000-9000-00000000fff0 not found']);
    const bad = await post('/playbook/run', { id: 'nope' });
    expect([bad.status, bad.body.message]).toEqual([400, 'id: must be a UUID']);
    expect((await post('/playbook/run', { id, config_id: R.config, params: { replicas: '1' } }, as('viewer'))).status).toBe(403);
    expect((await post('/playbook/run', { id, config_id: R.config, params: { replicas: '1' } }, as('responder'))).status).toBe(
      403,
    );
  });
});

describe('GET /playbook/list and POST /playbook/{id}/params', () => {
  it('lists the playbooks whose selectors all match the resource; all of them without one', async () => {
    const pods = await insertPlaybook(db, 'for-pods', {
      category: 'k8s',
      configs: [{ types: ['Kubernetes::Pod'], tagSelector: 'namespace=prod' }],
      actions: echo,
    });
    const nodes = await insertPlaybook(db, 'for-nodes', { configs: [{ types: ['Kubernetes::Node'] }], actions: echo });
    const forConfig = await server.request('GET', `/api/playbook/list?config_id=${R.config}`, { headers: as('viewer') });
    expect(forConfig.status).toBe(200);
    const ids = forConfig.body.map((p: { id: string }) => p.id);
    expect(ids).toContain(pods);
    expect(ids).not.toContain(nodes);
    expect(forConfig.body.find((p: { id: string }) => p.id === pods)).toMatchObject({
      name: 'for-pods',
      category: 'k8s',
      parameters: [],
    });
    const all = await server.request('GET', '/api/playbook/list', { headers: as('viewer') });
    expect(all.body.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([pods, nodes, R.playbook]));
    expect(
      (await server.request('GET', `/api/playbook/list?config_id=${R.config}&check_id=${R.check}`, { headers: as('viewer') }))
        .status,
    ).toBe(400);
    expect(
      (
        await server.request('GET', '/api/playbook/list?config_id=00000000-0000-4000-9000-00000000ffff', {
          headers: as('viewer'),
        })
      ).status,
    ).toBe(404);
  });

  it('renders parameter defaults for the chosen resource', async () => {
    const id = await insertPlaybook(db, 'with-defaults', {
      parameters: [
        { name: 'target', default: '{{.config.name}}/{{.config.tags.cluster}}' },
        { name: 'fixed', type: 'checkbox', default: 'true' },
      ],
      actions: echo,
    });
    const res = await post(`/playbook/${id}/params`, { id, config_id: R.config });
    expect(res.body).toEqual({
      params: [
        { name: 'target', default: 'web-1/a' },
        { name: 'fixed', type: 'checkbox', default: 'true' },
      ],
    });
  });
});

describe('approvals and cancel', () => {
  it('any: a listed person approves; a person not listed gets 403; the run then executes', async () => {
    const id = await insertPlaybook(db, 'needs-alice', {
      approval: { approvers: { people: ['alice@example.com'] } },
      actions: echo,
    });
    const res = await post('/playbook/run', { id });
    expect((await runRow(db, res.body.run_id)).status).toBe('pending_approval');
    const refused = await post(`/playbook/run/approve/${res.body.run_id}`, undefined, as('editor', 'bob'));
    expect([refused.status, refused.body.error]).toEqual([403, 'you are not an approver of this playbook']);
    const ok = await post(`/playbook/run/approve/${res.body.run_id}`, undefined, as('editor', 'alice'));
    expect([ok.status, ok.body]).toEqual([200, { message: 'playbook run approved' }]);
    expect((await waitForRun(db, res.body.run_id)).status).toBe('completed');
    const approvals = await db.query('SELECT person_id, team_id FROM playbook_approvals WHERE run_id = $1', [res.body.run_id]);
    expect(approvals.rows).toEqual([{ person_id: R.alice, team_id: null }]);
    const again = await post(`/playbook/run/approve/${res.body.run_id}`);
    expect(again.status).toBe(400);
  });

  it('all: the listed person and a member of the listed team must both approve', async () => {
    const id = await insertPlaybook(db, 'needs-both', {
      approval: { type: 'all', approvers: { people: ['alice@example.com'], teams: ['SRE'] } },
      actions: echo,
    });
    const { body } = await post('/playbook/run', { id });
    await post(`/playbook/run/approve/${body.run_id}`, undefined, as('editor', 'alice'));
    expect((await runRow(db, body.run_id)).status).toBe('pending_approval');
    const team = await post(`/playbook/run/approve/${body.run_id}`, undefined, as('editor', 'bob'));
    expect(team.status).toBe(200);
    expect((await waitForRun(db, body.run_id)).status).toBe('completed');
    const approvals = await db.query('SELECT person_id, team_id FROM playbook_approvals WHERE run_id = $1 ORDER BY created_at', [
      body.run_id,
    ]);
    expect(approvals.rows).toEqual([
      { person_id: R.alice, team_id: null },
      { person_id: null, team_id: R.team },
    ]);
  });

  it('approve answers 400 for a playbook without approvers and for an invalid id', async () => {
    const id = await insertPlaybook(db, 'no-approval', { actions: [{ name: 'wait', delay: '1h', exec: { script: 'true' } }] });
    const { body } = await post('/playbook/run', { id });
    const res = await post(`/playbook/run/approve/${body.run_id}`);
    expect([res.status, res.body.error]).toEqual([400, 'this playbook does not require approval']);
    const invalid = await post('/playbook/run/approve/nope');
    expect([invalid.status, invalid.body.message]).toEqual([400, 'invalid run id']);
    await post(`/playbook/run/cancel/${body.run_id}`);
  });

  it('cancel kills the running action, marks the run cancelled and refuses a second cancel', async () => {
    const id = await insertPlaybook(db, 'long', {
      actions: [
        { name: 'sleep', exec: { script: 'sleep 30' } },
        { name: 'next', exec: { script: 'true' } },
      ],
    });
    const { body } = await post('/playbook/run', { id });
    await waitForRun(db, body.run_id, (run) => run.status === 'running');
    const res = await post(`/playbook/run/cancel/${body.run_id}`);
    expect([res.status, res.body]).toEqual([200, { message: 'playbook run cancelled' }]);
    const run = await runRow(db, body.run_id);
    expect([run.status, run.end_time !== null]).toEqual(['cancelled', true]);
    // The run turns 'running' when claimed, a moment before its first action is written: wait for
    // the action to appear and then to be ended by the cancel.
    const deadline = Date.now() + 10_000;
    const settled = (status: string | undefined) => status !== undefined && status !== 'running';
    while (!settled((await actionRows(db, body.run_id))[0]?.status) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 25));
    const actions = await actionRows(db, body.run_id);
    expect(actions.map((a) => [a.name, a.status, a.error])).toEqual([['sleep', 'failed', 'playbook run cancelled']]);
    const again = await post(`/playbook/run/cancel/${body.run_id}`);
    expect([again.status, again.body.error]).toEqual([400, 'playbook run is already cancelled']);
  });

  it('a pending run can be cancelled; a viewer cannot cancel', async () => {
    const id = await insertPlaybook(db, 'pending', { approval: { approvers: { teams: ['SRE'] } }, actions: echo });
    const { body } = await post('/playbook/run', { id });
    expect((await post(`/playbook/run/cancel/${body.run_id}`, undefined, as('viewer'))).status).toBe(403);
    expect((await post(`/playbook/run/cancel/${body.run_id}`)).status).toBe(200);
    expect((await runRow(db, body.run_id)).status).toBe('cancelled');
  });
});

it('a run whose process died mid-action is taken over after its lease: the action fails, the run fails', async () => {
  const id = await insertPlaybook(db, 'orphaned', {
    actions: [
      { name: 'first', exec: { script: 'echo 1' } },
      { name: 'second', exec: { script: 'echo 2' } },
    ],
  });
  // What a process leaves behind when it dies while running "first": a running row and a lease it no longer renews.
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO playbook_runs (playbook_id, spec, status, start_time) SELECT id, spec, 'running', now() FROM playbooks WHERE id = $1 RETURNING id`,
    [id],
  );
  const runId = rows[0]!.id;
  await db.query(
    `INSERT INTO playbook_run_actions (playbook_run_id, name, status, start_time) VALUES ($1, 'first', 'running', now())`,
    [runId],
  );
  await db.query(
    `INSERT INTO ${CLAIMS} (run_id, lease_owner, lease_until) VALUES ($1, 'dead-process', now() + interval '300 milliseconds')`,
    [runId],
  );
  const done = await waitForRun(db, runId);
  expect([done.status, done.error]).toEqual(['failed', `first: ${INTERRUPTED}`]);
  const actions = await actionRows(db, runId);
  expect(actions.map((a) => [a.name, a.status])).toEqual([
    ['first', 'failed'],
    ['second', 'skipped'],
  ]);
  const claims = await db.query(`SELECT 1 FROM ${CLAIMS} WHERE run_id = $1`, [runId]);
  expect(claims.rows).toEqual([]);
});
