/**
 * The role matrix of spec 1 section 6 through HTTP: every role x resource x read/write, against
 * the tables guarding each resource under /db and against route-level access on custom endpoints.
 * The expected matrix is written out here independently of the contracts' ROLE_MATRIX.
 */
import { RESOURCES, ROLES, TABLE_RESOURCES, type Resource, type Role } from '@opsdeck/contracts';
import type { Database } from '../db/types';
import { createTestDatabase } from '../db/testing';
import { createBackend } from '../http/backend';
import { silentLogger } from '../http/logger';
import { json } from '../http/respond';
import { serve, type TestServer } from '../http/testing/server';
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

// The test principal's role comes from a header, so every role is exercised without seeding users.
const roleHeader: Authenticator = async (req) => {
  const role = req.headers['x-test-role'];
  return typeof role === 'string'
    ? { id: '00000000-0000-4000-9000-00000000ffff', name: role, roles: [role], permissions: [] }
    : null;
};

let db: Database;
let server: TestServer;
/** One existing base table (or view) per resource that has any under /db, and its first column. */
const tableFor = new Map<Resource, { table: string; column: string; updatable: boolean }>();

beforeAll(async () => {
  db = await createTestDatabase();
  const backend = await createBackend({
    db,
    authenticator: roleHeader,
    logger: silentLogger,
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
  const model = await backend.engine.model();
  const candidates = Object.entries(TABLE_RESOURCES).filter(([name]) => !name.startsWith('rpc/') && model.relations.has(name));
  // Prefer base tables so an allowed write reaches the engine as a real (no-op) PATCH.
  candidates.sort(
    ([a], [b]) => Number(model.relations.get(a)!.kind !== 'table') - Number(model.relations.get(b)!.kind !== 'table'),
  );
  for (const [name, resource] of candidates) {
    const relation = model.relations.get(name)!;
    if (!tableFor.has(resource))
      tableFor.set(resource, { table: name, column: relation.columns[0]!.name, updatable: relation.updatable });
  }
  server = await serve(backend);
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

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

describe('role matrix over HTTP', () => {
  it('covers 6 roles x 21 resources x 2 actions, with /db tables for all but auth and kratos', () => {
    expect(cases).toHaveLength(252);
    expect(RESOURCES.filter((r) => !tableFor.has(r)).sort()).toEqual(['auth', 'kratos']);
  });

  it.each(cases)('$role $action $resource -> $allowed', async ({ role, resource, action, allowed }) => {
    const headers = { 'x-test-role': role, 'Content-Type': 'application/json' };
    const probe = await server.request('GET', `/api/probe/${action}/${resource}`, { headers });
    expect(probe.status).toBe(allowed ? 200 : 403);

    const target = tableFor.get(resource);
    if (!target) return;
    // A write that changes nothing: an empty PATCH (answered [] once authorized).
    const res =
      action === 'read'
        ? await server.request('GET', `/api/db/${target.table}?limit=0`, { headers })
        : await server.request('PATCH', `/api/db/${target.table}?${target.column}=is.null`, {
            headers: { ...headers, Prefer: 'return=representation' },
            body: {},
          });
    if (allowed && action === 'write' && !target.updatable) {
      expect([res.status, res.body.code]).toEqual([405, 'PGRST117']); // authorized; the UNION view just cannot be updated
    } else if (allowed) {
      expect([res.status, res.body]).toEqual([200, []]);
    } else {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('42501');
    }
  });

  it('401s without a principal', async () => {
    expect((await server.request('GET', '/api/db/checks')).status).toBe(401);
    expect((await server.request('GET', '/api/probe/read/canaries')).status).toBe(401);
  });
});
