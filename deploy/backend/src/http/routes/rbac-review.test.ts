/** POST /rbac/subject-access-reviews and /rbac/subject-access-search (reference 5.2). */
import type { Authenticator } from '../../authz/types';
import { createTestDatabase } from '../../db/testing';
import type { Database } from '../../db/types';
import { REF as R, REFERENCE_DATA_SQL } from '../../postgrest/testing/reference-data';
import { createBackend } from '../backend';
import { serve, type TestServer } from '../testing/server';

let db: Database;
let server: TestServer;

const authenticator: Authenticator = async (req) => {
  const role = req.headers['x-test-role'];
  return typeof role === 'string' && role ? { id: R.alice, name: 'Alice Admin', roles: [role], permissions: [] } : null;
};

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  server = await serve(await createBackend({ db, authenticator, logRequests: false }));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const post = (path: string, body: object, role = 'admin') =>
  server.request('POST', `/api/rbac/${path}`, { headers: { 'x-test-role': role }, body });

describe('POST /rbac/subject-access-reviews', () => {
  it('answers per subject from the role matrix and permission rows', async () => {
    const res = await post('subject-access-reviews', {
      resource: { playbook: R.playbook },
      action: 'playbook:run',
      subjects: [R.alice, R.bob, 'viewer', 'nobody', ' '],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      resource: { playbook: R.playbook },
      action: 'playbook:run',
      results: [
        { subject: R.alice, allowed: true },
        { subject: R.bob, allowed: true },
        { subject: 'viewer', allowed: false },
        { subject: 'nobody', allowed: false },
        { subject: '', allowed: false, error: 'subject is required' },
      ],
    });
  });

  it('reads the resource type of the object: connections are for admins and editors', async () => {
    const res = await post('subject-access-reviews', {
      resource: { connection: R.connection },
      action: 'read',
      subjects: [R.bob, 'viewer'],
    });
    expect(res.body.results).toEqual([
      { subject: R.bob, allowed: true },
      { subject: 'viewer', allowed: false },
    ]);
    const global = await post('subject-access-reviews', { resource: { global: 'catalog' }, action: 'read', subjects: ['guest'] });
    expect(global.body.results).toEqual([{ subject: 'guest', allowed: true }]);
  });

  it('reviews every permission subject for ["*"]', async () => {
    const res = await post('subject-access-reviews', { resource: { check: R.check }, action: 'update', subjects: ['*'] });
    const bySubject = Object.fromEntries(
      (res.body.results as { subject: string; allowed: boolean }[]).map((r) => [r.subject, r.allowed]),
    );
    expect(bySubject).toMatchObject({ editor: true, viewer: false, guest: false });
  });

  it("refuses bad requests with duty's messages", async () => {
    const check = async (body: object, status: number, error: string) => {
      const res = await post('subject-access-reviews', body);
      expect([res.status, res.body.error]).toEqual([status, error]);
    };
    await check({ resource: { playbook: R.playbook }, subjects: ['x'] }, 400, 'action is required');
    await check(
      { action: 'read', subjects: ['x'] },
      400,
      'at least one of resource.playbook, resource.config, resource.check, resource.view, resource.connection, resource.global is required',
    );
    await check(
      { resource: { playbook: R.playbook }, action: 'fly', subjects: ['x'] },
      400,
      expect.stringMatching(/^unsupported action "fly"/) as never,
    );
    await check({ resource: { playbook: R.playbook }, action: 'read', subjects: [] }, 400, 'at least one subject is required');
    await check(
      { resource: { playbook: 'nope' }, action: 'read', subjects: ['x'] },
      400,
      'resource.playbook must be a valid UUID',
    );
    await check({ resource: { config: R.alice }, action: 'read', subjects: ['x'] }, 404, `config "${R.alice}" not found`);
  });

  it('needs read on rbac', async () => {
    expect(
      (await post('subject-access-reviews', { resource: { global: 'catalog' }, action: 'read', subjects: ['x'] }, 'viewer'))
        .status,
    ).toBe(403);
  });
});

describe('POST /rbac/subject-access-search', () => {
  it('lists the playbooks, views and connections a subject may act on', async () => {
    const res = await post('subject-access-search', {
      subject: R.bob,
      action: 'read',
      resource_types: ['Playbook', 'connection'],
    });
    expect(res.body).toEqual({
      subject: R.bob,
      action: 'read',
      resource_types: ['playbook', 'connection'],
      total: 2,
      results: [
        { resource_type: 'playbook', id: R.playbook },
        { resource_type: 'connection', id: R.connection },
      ],
    });
    const viewer = await post('subject-access-search', { subject: 'viewer', action: 'read', resource_types: ['connection'] });
    expect(viewer.body).toMatchObject({ total: 0, results: [] });
    const defaults = await post('subject-access-search', { subject: 'viewer', action: 'read' });
    expect(defaults.body.resource_types).toEqual(['playbook', 'view']);
  });

  it('refuses unknown resource types, actions and an empty subject', async () => {
    expect((await post('subject-access-search', { subject: 'x', action: 'read', resource_types: ['check'] })).body.error).toBe(
      'unsupported resource_type "check", only playbook, view and connection are supported',
    );
    expect((await post('subject-access-search', { subject: ' ', action: 'read' })).body.error).toBe('subject is required');
    expect((await post('subject-access-search', { subject: 'x', action: 'fly' })).status).toBe(400);
  });
});
