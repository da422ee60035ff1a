import type { Authenticator } from '../authz/types';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { createBackend } from '../http/backend';
import { json } from '../http/respond';
import { serve, type TestServer } from '../http/testing/server';
import { REF as R, REFERENCE_DATA_SQL } from '../postgrest/testing/reference-data';
import { endpointMatches, missionControlEndpoint } from './mission-control-endpoints';
import { isStrictMissionControlMode } from './strict';

let db: Database;
let strict: TestServer;
let lenient: TestServer;

const authenticator: Authenticator = async () => ({ id: R.alice, name: 'Alice Admin', roles: ['admin'], permissions: [] });
const extra = (router: Parameters<NonNullable<Parameters<typeof createBackend>[0]['routes']>[number]>[0]) => {
  router.add({ method: 'GET', path: '/opsdeck/extra', handler: async () => json(200, {}) });
  router.add({ method: 'GET', path: '/demo/target', auth: 'none', handler: async () => json(200, {}) });
  router.add({ method: ['GET', 'POST'], path: '/notification/summary', handler: async () => json(200, []) });
};

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  const options = { db, authenticator, logRequests: false, routes: [extra], logger: { info: () => {}, error: () => {} } };
  strict = await serve(await createBackend({ ...options, strictMissionControl: true }));
  lenient = await serve(await createBackend({ ...options, strictMissionControl: false }));
});
afterAll(async () => {
  await strict?.close();
  await lenient?.close();
  await db?.close();
});

describe('strict Mission Control mode', () => {
  it('is turned on by OPSDECK_STRICT_MISSION_CONTROL', () => {
    expect(isStrictMissionControlMode({ OPSDECK_STRICT_MISSION_CONTROL: '1' })).toBe(true);
    expect(isStrictMissionControlMode({ OPSDECK_STRICT_MISSION_CONTROL: 'on' })).toBe(true);
    expect(isStrictMissionControlMode({})).toBe(false);
  });

  it('serves the relations and functions Mission Control has', async () => {
    expect((await strict.request('GET', '/api/db/checks?select=id,canaries(name)&limit=1')).status).toBe(200);
    expect((await strict.request('GET', '/api/db/views_summary')).status).toBe(200);
    expect((await strict.request('GET', `/api/db/rpc/get_playbook_run_actions?run_id=${R.run}`)).status).toBe(200);
  });

  it('refuses relations duty does not have: top level 404, embedded 400', async () => {
    for (const name of ['canary_names', 'incident_rules_with_status', 'logging_backends_with_status']) {
      expect([name, (await lenient.request('GET', `/api/db/${name}`)).status]).toEqual([name, 200]);
      const res = await strict.request('GET', `/api/db/${name}`);
      expect([name, res.status, res.body.code]).toEqual([name, 404, 'PGRST205']);
    }
    const embed = await strict.request('GET', '/api/db/incident_rules?select=id,incident_rules_with_status(id)');
    expect(embed.status).toBe(400);
  });

  it('answers 404 for endpoints and methods Mission Control does not have', async () => {
    expect((await lenient.request('GET', '/api/opsdeck/extra')).status).toBe(200);
    expect((await strict.request('GET', '/api/opsdeck/extra')).status).toBe(404);
    expect((await strict.request('GET', '/api/config/checks')).status).toBe(404);
    // Demo stand-ins for outside systems stay: the backend calls them, not the console.
    expect((await strict.request('GET', '/api/demo/target')).status).toBe(200);
    // Mission Control's notification summary is a POST: the GET is dropped, the POST kept.
    expect((await strict.request('POST', '/api/notification/summary', { body: {} })).status).toBe(200);
    expect((await strict.request('GET', '/api/notification/summary')).status).not.toBe(200);
  });

  it('keeps the custom endpoints of the reference', async () => {
    for (const path of ['/api/properties', '/api/about', '/api/auth/whoami', '/api/canary/api/topology', '/api/rbac/dump']) {
      expect([path, (await strict.request('GET', path)).status]).toEqual([path, 200]);
    }
  });
});

describe('Mission Control endpoint list', () => {
  it('matches parameters and wildcards', () => {
    expect(endpointMatches('/rbac/token/:id/permissions', '/rbac/token/abc/permissions')).toBe(true);
    expect(endpointMatches('/kratos/*', '/kratos/self-service/login/browser')).toBe(true);
    expect(endpointMatches('/rbac/:id/roles', '/rbac/dump')).toBe(false);
    expect(missionControlEndpoint('HEAD', '/artifacts/download/:id')?.section).toBe('5.6');
    expect(missionControlEndpoint('GET', '/notification/summary')).toBeUndefined();
  });
});
