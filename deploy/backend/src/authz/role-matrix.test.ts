/**
 * The role matrix of spec 1 section 6 through HTTP: every role x every table, view and function of
 * the contract's catalogue x read/write; permission rows that grant beyond a role and deny within
 * it; every embed along a foreign key between two catalogued tables (both directions); and
 * route-level access on custom endpoints. The expected matrix is written out here independently
 * of the contracts' ROLE_MATRIX.
 */
import {
  RESOURCES,
  restrictedTable,
  ROLES,
  TABLE_RESOURCES,
  type Permission,
  type Resource,
  type Role,
} from '@opsdeck/contracts';
import type { Database } from '../db/types';
import { createTestDatabase } from '../db/testing';
import { createBackend } from '../http/backend';
import { silentLogger } from '../http/logger';
import { json } from '../http/respond';
import { serve, type TestServer } from '../http/testing/server';
import type { FunctionInfo, SchemaModel } from '../postgrest/schema/types';
import type { Authenticator } from './types';

const without = (...excluded: Resource[]) => RESOURCES.filter((r) => !excluded.includes(r));
const OPERATOR_READ = without('rbac', 'identities', 'connections');
const OPERATOR_WRITE: Resource[] = ['responder', 'incident', 'evidences', 'comments'];
const EXPECTED: Record<Role, { read: readonly Resource[]; write: readonly Resource[] }> = {
  admin: { read: RESOURCES, write: RESOURCES },
  editor: { read: RESOURCES, write: without('connections', 'identities', 'rbac') },
  commander: { read: OPERATOR_READ, write: OPERATOR_WRITE },
  responder: { read: OPERATOR_READ, write: OPERATOR_WRITE },
  viewer: { read: OPERATOR_READ, write: [] },
  guest: { read: OPERATOR_READ, write: [] },
};
/** Relations every reader of a parent may embed (display columns only) without their resource. */
const DISPLAY_EMBEDS = new Set(['people']);

// The test principal comes from headers, so every role (and permission rows) is exercised without seeding users.
const headerPrincipal: Authenticator = async (req) => {
  const role = req.headers['x-test-role'];
  const permissions = req.headers['x-test-permissions'];
  return typeof role === 'string'
    ? {
        id: '00000000-0000-4000-9000-00000000ffff',
        name: role,
        roles: [role],
        permissions: typeof permissions === 'string' ? (JSON.parse(permissions) as Permission[]) : [],
      }
    : null;
};

let db: Database;
let server: TestServer;
let model: SchemaModel;

beforeAll(async () => {
  db = await createTestDatabase();
  const backend = await createBackend({
    db,
    authenticator: headerPrincipal,
    logger: silentLogger,
    logRequests: false,
    routes: [
      (router) => {
        for (const action of ['read', 'write'] as const) {
          for (const resource of RESOURCES) {
            router.add({
              method: 'GET',
              path: `/probe/${action}/${resource}`,
              access: { resource, action },
              handler: async () => json(200, { ok: true }),
            });
          }
        }
      },
    ],
  });
  model = await backend.engine.model();
  server = await serve(backend);
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const CATALOGUE = Object.entries(TABLE_RESOURCES) as [string, Resource][];
/** The catalogue without the relations the backend alone writes (the audit log), which rows cannot open. */
const OPEN_CATALOGUE = CATALOGUE.filter(([name]) => !restrictedTable(name));

/** Restricted relations: read by whoever the narrower rule names (by role), written by nobody. */
function allowedByRole(role: Role, table: string, resource: Resource, action: 'read' | 'write'): boolean {
  const restricted = restrictedTable(table);
  if (!restricted) return EXPECTED[role][action].includes(resource);
  const rule = restricted.read;
  return action === 'read' && EXPECTED[role].read.includes(resource) && EXPECTED[role][rule.action].includes(rule.resource);
}
const NIL = '00000000-0000-0000-0000-000000000000';
const headersFor = (role: Role, permissions?: Permission[]) => ({
  'x-test-role': role,
  'Content-Type': 'application/json',
  ...(permissions && { 'x-test-permissions': JSON.stringify(permissions) }),
});

/** The function's required arguments, each given the nil uuid (every exposed function takes ids). */
function rpcArgs(fn: FunctionInfo): Record<string, string> {
  return Object.fromEntries(fn.args.filter((arg) => !arg.hasDefault).map((arg) => [arg.name, NIL]));
}

/** Reads or writes `table` (a relation or `rpc/<fn>`) in a way that changes nothing. */
async function probe(table: string, action: 'read' | 'write', headers: Record<string, string>) {
  if (table.startsWith('rpc/')) {
    const fn = model.functions.get(table.slice(4))![0]!;
    const args = rpcArgs(fn);
    return action === 'read'
      ? server.request('GET', `/api/db/${table}?${new URLSearchParams(args).toString()}`, { headers })
      : server.request('POST', `/api/db/${table}`, { headers, body: args });
  }
  const relation = model.relations.get(table)!;
  if (action === 'read') return server.request('GET', `/api/db/${table}?limit=0`, { headers });
  // An empty PATCH filtered to nothing: answered [] once authorized, before any SQL runs.
  return server.request('PATCH', `/api/db/${table}?${relation.columns[0]!.name}=is.null`, {
    headers: { ...headers, Prefer: 'return=representation' },
    body: {},
  });
}

type Probe = { status: number; body?: { code?: string } };

/** What an authorized probe answers: 2xx, or 405 for a view that cannot be updated. */
function expectAuthorized(table: string, action: 'read' | 'write', res: Probe) {
  const relation = table.startsWith('rpc/') ? undefined : model.relations.get(table);
  if (action === 'write' && relation && !relation.updatable) {
    expect([table, res.status, res.body?.code]).toEqual([table, 405, 'PGRST117']);
  } else {
    expect([table, res.status < 300]).toEqual([table, true]);
  }
}

function expectRefused(table: string, res: Probe) {
  expect([table, res.status, res.body?.code]).toEqual([table, 403, '42501']);
}

describe('catalogue', () => {
  it('every catalogued table, view and function exists in the migrated schema', () => {
    const missing = CATALOGUE.map(([name]) => name).filter((name) =>
      name.startsWith('rpc/') ? !model.functions.has(name.slice(4)) : !model.relations.has(name),
    );
    expect(missing).toEqual([]);
    // artifact_summary and rpc/config_analysis_filter_options are served (they once answered 404).
    expect(TABLE_RESOURCES.artifact_summary).toBe('playbook_runs');
    expect(TABLE_RESOURCES['rpc/config_analysis_filter_options']).toBe('database');
  });
});

const tableCases = ROLES.flatMap((role) =>
  CATALOGUE.flatMap(([table, resource]) =>
    (['read', 'write'] as const).map((action) => ({
      role,
      table,
      resource,
      action,
      allowed: allowedByRole(role, table, resource, action),
    })),
  ),
);

describe('role matrix over every catalogued table and function', () => {
  it('covers 6 roles x every catalogue entry x 2 actions', () => {
    expect(tableCases).toHaveLength(6 * CATALOGUE.length * 2);
    expect(CATALOGUE.filter(([name]) => name.startsWith('rpc/')).length).toBeGreaterThanOrEqual(4);
  });

  it.each(tableCases)('$role $action $table ($resource) -> $allowed', async ({ role, table, action, allowed }) => {
    const res = await probe(table, action, headersFor(role));
    if (allowed) expectAuthorized(table, action, res);
    else expectRefused(table, res);
  });
});

describe('permission rows', () => {
  // A grant row beyond the role: a guest (no writes) may write the resource.
  it.each(OPEN_CATALOGUE)('a write grant row lets a guest write %s (%s)', async (table, resource) => {
    expectRefused(table, await probe(table, 'write', headersFor('guest')));
    const grant: Permission[] = [{ object: resource, action: 'create,update,delete', deny: false }];
    expectAuthorized(table, 'write', await probe(table, 'write', headersFor('guest', grant)));
  });

  // A deny row within the role: an admin loses read (and keeps write, except for a function
  // returning rows of a relation it can no longer read: those rows are that relation's rows).
  // Permissions are the exception: an admin keeps them whatever the rows say, to undo rows.
  it.each(OPEN_CATALOGUE)('a read deny row refuses %s (%s) to an admin, except permissions', async (table, resource) => {
    const deny: Permission[] = [{ object: resource, action: 'read', deny: true }];
    if (resource === 'permissions') {
      expectAuthorized(table, 'read', await probe(table, 'read', headersFor('admin', deny)));
      expectAuthorized(table, 'write', await probe(table, 'write', headersFor('admin', deny)));
      return;
    }
    expectRefused(table, await probe(table, 'read', headersFor('admin', deny)));
    const returned = table.startsWith('rpc/') ? model.functions.get(table.slice(4))![0]!.returnRelation : null;
    const write = await probe(table, 'write', headersFor('admin', deny));
    if (returned && TABLE_RESOURCES[returned] === resource) expectRefused(table, write);
    else expectAuthorized(table, 'write', write);
  });

  it('the audit log: read only with write on rbac (a row granting everything gives it), written by nobody', async () => {
    const all: Permission[] = [{ object: '*', action: '*', deny: false }];
    for (const table of CATALOGUE.map(([name]) => name).filter((name) => restrictedTable(name))) {
      // A row granting everything reaches write on rbac: that is admin power, so it reads.
      expectAuthorized(table, 'read', await probe(table, 'read', headersFor('guest', all)));
      expectRefused(table, await probe(table, 'write', headersFor('guest', all)));
      expectRefused(table, await probe(table, 'write', headersFor('admin')));
      expectRefused(table, await probe(table, 'read', headersFor('admin', [{ object: 'rbac', action: 'read', deny: true }])));
      expectRefused(table, await probe(table, 'read', headersFor('editor', [{ object: 'rbac', action: 'read', deny: false }])));
    }
  });

  it('conditional rows (object selectors) grant nothing coarse, and the wildcard object grants everything', async () => {
    const conditional: Permission[] = [{ object: 'connections', action: 'read', deny: false, condition: '{"name":"x"}' }];
    expectRefused('connections', await probe('connections', 'read', headersFor('viewer', conditional)));
    const all: Permission[] = [{ object: '*', action: '*', deny: false }];
    expectAuthorized('casbin_rule', 'write', await probe('casbin_rule', 'write', headersFor('guest', all)));
  });
});

describe('embeds follow the same matrix', () => {
  const resourceOf = (table: string) => TABLE_RESOURCES[table]!;
  const canRead = (role: Role, table: string) => EXPECTED[role].read.includes(resourceOf(table));

  /** Every FK between two catalogued base tables, embedded both ways by constraint name. */
  const embedCases = () =>
    model.foreignKeys
      .filter((fk) => fk.table !== fk.refTable && TABLE_RESOURCES[fk.table] && TABLE_RESOURCES[fk.refTable])
      .flatMap((fk) => [
        { parent: fk.table, child: fk.refTable, fk: fk.name },
        { parent: fk.refTable, child: fk.table, fk: fk.name },
      ]);

  it('cover many foreign keys between catalogued tables', () => {
    expect(embedCases().length).toBeGreaterThan(150);
  });

  it.each(ROLES)('%s: parent readable and (child readable or a display relation) -> 200, else 403', async (role) => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const { parent, child, fk } of embedCases()) {
      const path = `/api/db/${parent}?select=x:${child}!${fk}(*)&limit=0`;
      const res = await server.request('GET', path, { headers: headersFor(role) });
      outcomes.push(`${parent}->${child}!${fk} ${res.status} ${res.body?.code ?? ''}`);
      const allowed = canRead(role, parent) && (canRead(role, child) || DISPLAY_EMBEDS.has(child));
      expected.push(`${parent}->${child}!${fk} ${allowed ? '200 ' : '403 42501'}`);
    }
    expect(outcomes).toEqual(expected);
  });

  it.each(ROLES)('%s: a read deny row on the child refuses the embed even where the role allows it', async (role) => {
    const child = 'config_items';
    const path = `/api/db/config_changes?select=id,config:${child}!config_changes_config_id_fkey(id)&limit=0`;
    expect((await server.request('GET', path, { headers: headersFor(role) })).status).toBe(200);
    const deny: Permission[] = [{ object: 'catalog', action: 'read', deny: true }];
    // The parent is catalog data too: embed from a parent the role keeps (checks -> configs).
    const viaCheck = `/api/db/check_config_relationships?select=check_id,configs(id)&limit=0`;
    expect((await server.request('GET', viaCheck, { headers: headersFor(role) })).status).toBe(200);
    const refused = await server.request('GET', viaCheck, { headers: headersFor(role, deny) });
    expect([refused.status, refused.body.code]).toEqual([403, '42501']);
  });
});

describe('route-level access', () => {
  const cases = ROLES.flatMap((role) =>
    RESOURCES.flatMap((resource) =>
      (['read', 'write'] as const).map((action) => ({
        role,
        resource,
        action,
        allowed: EXPECTED[role][action].includes(resource),
      })),
    ),
  );

  it.each(cases)('$role $action $resource -> $allowed', async ({ role, resource, action, allowed }) => {
    const res = await server.request('GET', `/api/probe/${action}/${resource}`, { headers: headersFor(role) });
    expect(res.status).toBe(allowed ? 200 : 403);
  });

  it('401s without a principal', async () => {
    expect((await server.request('GET', '/api/db/checks')).status).toBe(401);
    expect((await server.request('GET', '/api/probe/read/canaries')).status).toBe(401);
  });
});
