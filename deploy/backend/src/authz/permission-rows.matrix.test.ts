/**
 * Permission rows on top of the role matrix, as a matrix: for each subject kind (person, team,
 * role), each global object and each action, a row that allows is answered and one that denies is
 * refused, and rows past their `until` count for nothing; for each kind of single resource
 * (catalog item, component, canary, playbook, connection), rows about one row open or close that
 * row alone. Every case signs in a fresh person with its own token, through the backend's own
 * access loading, and removes its rows afterwards.
 */
import { randomUUID } from 'node:crypto';
import { can, resourceForTable, type AccessAction } from '@opsdeck/contracts';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { createBackend } from '../http/backend';
import { serve, type TestServer } from '../http/testing/server';
import { REF as R, REFERENCE_DATA_SQL } from '../postgrest/testing/reference-data';
import { issueAccessToken } from './tokens';

let db: Database;
let server: TestServer;

const OTHER = { canary: randomUUID(), playbook: randomUUID(), connection: randomUUID() };

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  await db.query(`INSERT INTO canaries (id, name, namespace, spec) VALUES ($1, 'matrix-canary', 'default', '{}')`, [
    OTHER.canary,
  ]);
  // Playbook writes are checked against the playbook spec schema: both rows carry a valid spec.
  const validSpec = JSON.stringify({ actions: [{ name: 'noop', exec: { script: 'true' } }] });
  await db.query(`INSERT INTO playbooks (id, name, spec, source) VALUES ($1, 'matrix-playbook', $2::jsonb, 'UI')`, [
    OTHER.playbook,
    validSpec,
  ]);
  await db.query(`UPDATE playbooks SET spec = $2::jsonb WHERE id = $1`, [R.playbook, validSpec]);
  await db.query(`INSERT INTO connections (id, name, type) VALUES ($1, 'matrix-connection', 'http')`, [OTHER.connection]);
  server = await serve(await createBackend({ db, logRequests: false, authCacheMs: 0 }));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

type SubjectKind = 'person' | 'team' | 'role';
const SUBJECT_KINDS: SubjectKind[] = ['person', 'team', 'role'];

interface Caller {
  personId: string;
  teamId: string | null;
  role: string;
  headers: Record<string, string>;
}

async function caller(role: string, kind: SubjectKind): Promise<Caller> {
  const personId = randomUUID();
  await db.query(`INSERT INTO people (id, name, email) VALUES ($1, $2, $3)`, [
    personId,
    `matrix ${personId}`,
    `${personId}@matrix.test`,
  ]);
  await db.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, $2)`, [personId, role]);
  let teamId: string | null = null;
  if (kind === 'team') {
    teamId = randomUUID();
    await db.query(`INSERT INTO teams (id, name, created_by) VALUES ($1, $2, $3)`, [teamId, `team ${teamId}`, personId]);
    await db.query(`INSERT INTO team_members (team_id, person_id) VALUES ($1, $2)`, [teamId, personId]);
  }
  const { token } = await issueAccessToken(db, { personId, name: 'matrix' });
  return { personId, teamId, role, headers: { Authorization: `Bearer ${token}` } };
}

interface Row {
  action: string;
  deny: boolean;
  expired?: boolean;
  object?: string;
  scope?: { column: string; id: string };
}

/** Inserts a permission row naming the caller by its subject kind; returns a remover. */
async function grant(who: Caller, kind: SubjectKind, row: Row): Promise<() => Promise<void>> {
  const subject =
    kind === 'person'
      ? { person_id: who.personId, subject: who.personId, subject_type: 'person' }
      : kind === 'team'
        ? { team_id: who.teamId, subject: who.teamId, subject_type: 'team' }
        : { subject: who.role, subject_type: 'role' };
  const columns: Record<string, unknown> = {
    ...subject,
    action: row.action,
    deny: row.deny,
    object: row.object ?? null,
    until: row.expired ? new Date(Date.now() - 60_000).toISOString() : null,
    ...(row.scope ? { [row.scope.column]: row.scope.id } : {}),
  };
  const names = Object.keys(columns);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO permissions (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id::text AS id`,
    names.map((name) => columns[name]),
  );
  return async () => {
    await db.query('DELETE FROM permissions WHERE id = $1', [rows[0]!.id]);
  };
}

/** Each global object, the table it guards and a column a PATCH may set. */
const OBJECTS: { object: string; table: string; column: string }[] = [
  { object: 'catalog', table: 'config_items', column: 'name' },
  { object: 'topology', table: 'components', column: 'name' },
  { object: 'canaries', table: 'canaries', column: 'name' },
  { object: 'playbooks', table: 'playbooks', column: 'name' },
  { object: 'connection', table: 'connections', column: 'name' },
  { object: 'incident', table: 'incidents', column: 'title' },
  { object: 'notification', table: 'notifications', column: 'name' },
  { object: 'agent', table: 'agents', column: 'name' },
  { object: 'people', table: 'people', column: 'name' },
];
const ACTIONS: { access: AccessAction; action: string }[] = [
  { access: 'read', action: 'read' },
  { access: 'write', action: 'update' },
];
type Effect = 'allow' | 'deny' | 'expired allow' | 'expired deny';
const EFFECTS: Effect[] = ['allow', 'deny', 'expired allow', 'expired deny'];

const byRole = (role: string, action: AccessAction, table: string) => can({ roles: [role] }, action, resourceForTable(table)!);

async function attempt(
  who: Caller,
  access: AccessAction,
  table: string,
  column: string,
  id: string = randomUUID(),
): Promise<number> {
  if (access === 'read')
    return (await server.request('GET', `/api/db/${table}?select=id&limit=1`, { headers: who.headers })).status;
  return (await server.request('PATCH', `/api/db/${table}?id=eq.${id}`, { headers: who.headers, body: { [column]: 'matrix' } }))
    .status;
}

const objectCases = SUBJECT_KINDS.flatMap((kind) =>
  OBJECTS.flatMap((target) => ACTIONS.flatMap((action) => EFFECTS.map((effect) => ({ kind, target, action, effect })))),
);

describe('permission rows on objects', () => {
  it('has at least 200 cases across both matrices', () => {
    expect(objectCases.length + scopedCases.length).toBeGreaterThanOrEqual(200);
  });

  it.each(objectCases)('$kind row, $effect $action.action on $target.object', async ({ kind, target, action, effect }) => {
    // Allow rows are tried on guests (who read most and write nothing), deny rows on editors.
    const role = effect.endsWith('allow') ? 'guest' : 'editor';
    const who = await caller(role, kind);
    const remove = await grant(who, kind, {
      action: action.action,
      object: target.object,
      deny: effect.endsWith('deny'),
      expired: effect.startsWith('expired'),
    });
    try {
      const expected = effect === 'allow' ? true : effect === 'deny' ? false : byRole(role, action.access, target.table);
      const status = await attempt(who, action.access, target.table, target.column);
      if (expected) expect(status).toBeLessThan(300);
      else expect(status).toBe(403);
    } finally {
      await remove();
    }
  });
});

/** Each kind of single resource: its column, table, the row the permission names and another. */
const SCOPES = [
  { column: 'config_id', table: 'config_items', target: R.config, other: R.node },
  { column: 'component_id', table: 'components', target: R.component, other: R.childComponent },
  { column: 'canary_id', table: 'canaries', target: R.canary, other: OTHER.canary },
  { column: 'playbook_id', table: 'playbooks', target: R.playbook, other: OTHER.playbook },
  { column: 'connection_id', table: 'connections', target: R.connection, other: OTHER.connection },
];
type ScopedCase = 'allow read' | 'deny read' | 'deny update' | 'allow update' | 'expired deny read';
const SCOPED_CASES: ScopedCase[] = ['allow read', 'deny read', 'deny update', 'allow update', 'expired deny read'];
const scopedCases = SUBJECT_KINDS.flatMap((kind) =>
  SCOPES.flatMap((scope) => SCOPED_CASES.map((effect) => ({ kind, scope, effect }))),
);

async function visibleIds(who: Caller, table: string, ids: string[]): Promise<string[] | number> {
  const res = await server.request('GET', `/api/db/${table}?select=id&id=in.(${ids.join(',')})`, { headers: who.headers });
  return res.status === 200 ? (res.body as { id: string }[]).map((row) => row.id).sort() : res.status;
}

describe('permission rows on single resources', () => {
  it.each(scopedCases)('$kind row, $effect on one of $scope.table', async ({ kind, scope, effect }) => {
    const role = effect.startsWith('allow') ? 'guest' : 'editor';
    const who = await caller(role, kind);
    const [verb, action] = effect.replace('expired ', '').split(' ') as ['allow' | 'deny', string];
    const remove = await grant(who, kind, {
      action,
      deny: verb === 'deny',
      expired: effect.startsWith('expired'),
      scope: { column: scope.column, id: scope.target },
    });
    const both = [scope.target, scope.other].sort();
    try {
      const readsAll = byRole(role, 'read', scope.table);
      const writesAll = byRole(role, 'write', scope.table);
      const patch = (id: string) => attempt(who, 'write', scope.table, 'name', id);
      switch (effect) {
        case 'allow read':
          // The row is readable, whatever the role says of the others.
          expect(await visibleIds(who, scope.table, both)).toEqual(readsAll ? both : [scope.target]);
          break;
        case 'deny read':
          expect(await visibleIds(who, scope.table, both)).toEqual(readsAll ? [scope.other] : 403);
          expect(await patch(scope.target)).toBe(403);
          break;
        case 'deny update':
          expect(await patch(scope.target)).toBe(403);
          expect((await patch(scope.other)) < 300).toBe(writesAll);
          break;
        case 'allow update':
          expect(await patch(scope.target)).toBeLessThan(300);
          expect((await patch(scope.other)) < 300).toBe(writesAll);
          break;
        case 'expired deny read':
          expect(await visibleIds(who, scope.table, both)).toEqual(readsAll ? both : 403);
          break;
      }
    } finally {
      await remove();
    }
  });
});

/**
 * playbook:run and playbook:approve: rows about every playbook (object `playbooks`), one playbook
 * (playbook_id) or, for run, the targeted config item (config_id). An allow row opens the action
 * to a guest, a deny row closes it to an editor, an expired deny counts for nothing. Approving
 * also needs to be listed among the playbook's approvers.
 */
type PlaybookScope = 'object' | 'playbook_id' | 'config_id';
type PlaybookEffect = 'allow' | 'deny' | 'expired deny';
const PLAYBOOK_EFFECTS: PlaybookEffect[] = ['allow', 'deny', 'expired deny'];
const playbookActionCases = SUBJECT_KINDS.flatMap((kind) =>
  (['playbook:run', 'playbook:approve'] as const).flatMap((action) =>
    (['object', 'playbook_id', 'config_id'] as PlaybookScope[])
      .filter((scope) => action === 'playbook:run' || scope !== 'config_id')
      .flatMap((scope) => PLAYBOOK_EFFECTS.map((effect) => ({ kind, action, scope, effect }))),
  ),
);

async function playbookFor(approver: string, scope: PlaybookScope): Promise<string> {
  const spec = {
    ...(scope === 'config_id' && { configs: [{ id: R.config }] }),
    approval: { approvers: { people: [approver] } },
    actions: [{ name: 'noop', exec: { script: 'true' } }],
  };
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO playbooks (name, spec, source) VALUES ($1, $2::jsonb, 'UI') RETURNING id::text AS id`,
    [`matrix-${randomUUID()}`, JSON.stringify(spec)],
  );
  return rows[0]!.id;
}

async function pendingRun(playbookId: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO playbook_runs (playbook_id, spec, status) SELECT id, spec, 'pending_approval' FROM playbooks WHERE id = $1
     RETURNING id::text AS id`,
    [playbookId],
  );
  return rows[0]!.id;
}

describe('permission rows on playbook:run and playbook:approve', () => {
  it.each(playbookActionCases)('$kind row, $effect $action on $scope', async ({ kind, action, scope, effect }) => {
    const role = effect === 'allow' ? 'guest' : 'editor';
    const who = await caller(role, kind);
    const email = `${who.personId}@matrix.test`;
    const target = await playbookFor(email, scope);
    const other = await playbookFor(email, scope);
    const remove = await grant(who, kind, {
      action,
      deny: effect !== 'allow',
      expired: effect === 'expired deny',
      ...(scope === 'object'
        ? { object: 'playbooks' }
        : { scope: { column: scope, id: scope === 'config_id' ? R.config : target } }),
    });
    const opened = effect === 'expired deny' ? byRole(role, 'write', 'playbook_runs') : effect === 'allow';
    // Rows about one playbook or one resource leave the others to the role.
    const otherOpened = scope === 'object' ? opened : byRole(role, 'write', 'playbook_runs');
    const expectStatus = (status: number, allowed: boolean, success: number) =>
      allowed ? expect(status).toBe(success) : expect(status).toBe(403);
    try {
      if (action === 'playbook:run') {
        const run = (id: string, configId?: string) =>
          server.request('POST', '/api/playbook/run', {
            headers: who.headers,
            body: { id, ...(configId && { config_id: configId }) },
          });
        if (scope === 'config_id') {
          // The row names the config item: a run on it is governed, a run of the same playbook without a target is not.
          expectStatus((await run(target, R.config)).status, opened, 201);
          expectStatus((await run(target)).status, byRole(role, 'write', 'playbook_runs'), 201);
        } else {
          const refused = await run(target);
          expectStatus(refused.status, opened, 201);
          if (!opened) expect(refused.body).toEqual({ error: 'access denied: cannot run playbook on this resource' });
          expectStatus((await run(other)).status, otherOpened, 201);
          const params = await server.request('POST', `/api/playbook/${target}/params`, {
            headers: who.headers,
            body: { id: target },
          });
          expectStatus(params.status, opened && byRole(role, 'read', 'playbooks'), 200);
          const listed = await server.request('GET', '/api/playbook/list', { headers: who.headers });
          const ids = listed.status === 200 ? (listed.body as { id: string }[]).map((row) => row.id) : [];
          // The list leaves out what a row denies; the role alone hides nothing from it.
          expect([ids.includes(target), ids.includes(other)]).toEqual([
            effect !== 'deny',
            !(effect === 'deny' && scope === 'object'),
          ]);
        }
      } else {
        const approve = async (playbookId: string) =>
          (await server.request('POST', `/api/playbook/run/approve/${await pendingRun(playbookId)}`, { headers: who.headers }))
            .status;
        expectStatus(await approve(target), opened, 200);
        expectStatus(await approve(other), otherOpened, 200);
      }
    } finally {
      await remove();
    }
  });

  it('an allow row on playbook:approve does not make a person who is not listed an approver', async () => {
    const who = await caller('guest', 'person');
    const playbookId = await playbookFor('someone-else@matrix.test', 'object');
    const remove = await grant(who, 'person', { action: 'playbook:approve', object: 'playbooks', deny: false });
    try {
      const res = await server.request('POST', `/api/playbook/run/approve/${await pendingRun(playbookId)}`, {
        headers: who.headers,
      });
      expect([res.status, res.body.error]).toEqual([403, 'you are not an approver of this playbook']);
    } finally {
      await remove();
    }
  });
});
