/**
 * Endpoints of the Mission Control reference the incumbent web client calls: GET /properties (5.1),
 * GET /artifacts/download/{id} and the RBAC routes of 5.2, with the reference's shapes, statuses
 * and errors.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
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
  if (typeof role !== 'string' || role === '') return null;
  const deny = req.headers['x-test-deny'];
  const permissions = typeof deny === 'string' ? [{ subject: R.bob, object: deny, action: 'read', deny: true }] : [];
  return { id: R.bob, name: 'Bob Builder', roles: [role], permissions };
};

const TOKEN = '00000000-0000-4000-8000-00000000aaaa';
const INLINE = '00000000-0000-4000-8000-00000000bbbb';
const RAW = '00000000-0000-4000-8000-00000000cccc';

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  await db.query(`INSERT INTO access_tokens (id, name, value, person_id) VALUES ($1, 'ci', 'hash', $2)`, [TOKEN, R.alice]);
  await db.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, 'editor')`, [R.alice]);
  await db.query(
    `INSERT INTO casbin_rule (ptype, v0, v1, v2, v3, v4, v5) VALUES ('p', 'editor', 'catalog', 'read', 'deny', '', '')`,
  );
  await db.query(
    `INSERT INTO artifacts (id, path, filename, content_type, size, checksum, content, compression_type) VALUES
       ($1, 'inline/report.html', 'report.html', 'text/html', 13, 'x', decode($2, 'base64'), 'gzip'),
       ($3, 'inline/raw.txt', 'raw.txt', NULL, 3, 'y', decode($4, 'base64'), NULL)`,
    [INLINE, gzipSync(Buffer.from('<b>report</b>')).toString('base64'), RAW, Buffer.from('abc').toString('base64')],
  );
  server = await serve(await createBackend({ db, authenticator, logRequests: false }));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const as = (role: string, deny?: string) => ({ 'x-test-role': role, ...(deny && { 'x-test-deny': deny }) });

describe('GET /properties', () => {
  const previous = process.env.OPSDECK_PROPERTIES_FILE;
  afterEach(() => {
    if (previous === undefined) delete process.env.OPSDECK_PROPERTIES_FILE;
    else process.env.OPSDECK_PROPERTIES_FILE = previous;
  });

  it('lists the properties rows as source db in the reference shape', async () => {
    delete process.env.OPSDECK_PROPERTIES_FILE;
    const res = await server.request('GET', '/api/properties', { headers: as('viewer') });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ name: 'incidents.disable', value: 'false', source: 'db', type: '', description: '' }]);
  });

  it('puts runtime properties first (source local); they win over a row of the same name', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'props-'));
    const file = path.join(dir, 'mission-control.properties');
    writeFileSync(file, '# runtime\nincidents.disable = true\n\nlogs.disable=false\n! comment\n');
    process.env.OPSDECK_PROPERTIES_FILE = file;
    const res = await server.request('GET', '/properties', { headers: as('viewer') });
    expect(res.body).toEqual([
      { name: 'incidents.disable', value: 'true', source: 'local', type: '', description: '' },
      { name: 'logs.disable', value: 'false', source: 'local', type: '', description: '' },
    ]);
  });

  it('leaves the rows out for a caller who may not read properties, and needs a sign-in', async () => {
    delete process.env.OPSDECK_PROPERTIES_FILE;
    const res = await server.request('GET', '/api/properties', { headers: as('viewer', 'properties') });
    expect([res.status, res.body]).toEqual([200, []]);
    expect((await server.request('GET', '/api/properties')).status).toBe(401);
  });
});

describe('GET /artifacts/download/{id}', () => {
  it('streams inline content, gunzipped, with its type and length, sandboxed', async () => {
    const res = await server.request('GET', `/api/artifacts/download/${INLINE}`, { headers: as('viewer') });
    expect(res.status).toBe(200);
    expect(res.text).toBe('<b>report</b>');
    expect(res.headers.get('content-type')).toBe('text/html');
    expect(res.headers.get('content-length')).toBe('13');
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
    expect(res.headers.get('content-disposition')).toBeNull();
  });

  it('is an attachment with ?filename=, octet-stream without a content type', async () => {
    const res = await server.request('GET', `/api/artifacts/download/${RAW}?filename=${encodeURIComponent('a "b".txt')}`, {
      headers: as('viewer'),
    });
    expect(res.text).toBe('abc');
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="a \\"b\\".txt"');
  });

  it('answers 400 for a bad id, 404 for an unknown one, 501 for content in an external store', async () => {
    const bad = await server.request('GET', '/api/artifacts/download/nope', { headers: as('viewer') });
    expect([bad.status, bad.body]).toEqual([400, { error: 'invalid id: nope is not a uuid' }]);
    const missing = await server.request('GET', `/api/artifacts/download/${TOKEN}`, { headers: as('viewer') });
    expect([missing.status, missing.body]).toEqual([404, { error: `artifact ${TOKEN} was not found` }]);
    const external = await server.request('GET', `/api/artifacts/download/${R.runArtifact}`, { headers: as('viewer') });
    expect(external.status).toBe(501);
    expect(external.body.error).toMatch(/external artifact store/);
  });

  it('needs read on artifacts', async () => {
    const res = await server.request('GET', `/api/artifacts/download/${INLINE}`, { headers: as('viewer', 'playbook_runs') });
    expect(res.status).toBe(403);
  });
});

describe('GET /artifacts/list/...', () => {
  it('lists the artifacts of a playbook run (through its actions) and of a config change, without content', async () => {
    const run = await server.request('GET', `/api/artifacts/list/playbook_run/${R.run}`, { headers: as('viewer') });
    expect(run.status).toBe(200);
    expect(run.body).toEqual([
      expect.objectContaining({
        id: R.runArtifact,
        playbook_run_action_id: R.action,
        filename: 'out.log',
        size: 10,
        checksum: 'aa',
      }),
    ]);
    expect(run.body[0]).not.toHaveProperty('content');
    expect(run.body[0]).not.toHaveProperty('check_id');
    expect(run.body[0].connection_id).toBe('00000000-0000-0000-0000-000000000000');
    const change = await server.request('GET', `/api/artifacts/list/config_change/${R.change}`, { headers: as('viewer') });
    expect(change.body.map((a: { id: string }) => a.id)).toEqual([R.changeArtifact]);
  });

  it('lists the artifacts of one check result by its RFC 3339 time; 400 for a bad id or time', async () => {
    await db.query(
      `INSERT INTO artifacts (check_id, check_time, path, filename, size, checksum) VALUES ($1, '2026-08-20T07:00:00Z', 'c/x', 'x.png', 1, 'z')`,
      [R.check],
    );
    const res = await server.request('GET', `/api/artifacts/list/check/${R.check}/2026-08-20T07:00:00Z`, {
      headers: as('viewer'),
    });
    expect(res.body).toEqual([expect.objectContaining({ check_id: R.check, filename: 'x.png' })]);
    const none = await server.request('GET', `/api/artifacts/list/check/${R.check}/2026-08-20T08:00:00Z`, {
      headers: as('viewer'),
    });
    expect(none.body).toEqual([]);
    const badTime = await server.request('GET', `/api/artifacts/list/check/${R.check}/yesterday`, { headers: as('viewer') });
    expect([badTime.status, badTime.body.error]).toEqual([400, 'invalid check_time(yesterday). must be in RFC3339']);
    const badId = await server.request('GET', '/api/artifacts/list/config_change/x', { headers: as('viewer') });
    expect([badId.status, badId.body.error]).toEqual([400, 'invalid id(x). must be a uuid']);
  });
});

describe('RBAC routes (reference 5.2)', () => {
  it('GET /rbac/token/{id}/permissions: the permissions of the token person, HTTPSuccess', async () => {
    const res = await server.request('GET', `/api/rbac/token/${TOKEN}/permissions`, { headers: as('admin') });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('');
    expect(res.body.payload).toEqual(
      expect.arrayContaining([
        { id: R.permission, subject: R.alice, object: 'catalog', action: 'read' },
        { subject: 'editor', object: 'catalog', action: 'read', deny: true },
      ]),
    );
    const missing = await server.request('GET', `/api/rbac/token/${INLINE}/permissions`, { headers: as('admin') });
    expect([missing.status, missing.body]).toEqual([
      404,
      { error: `token ${INLINE} was not found`, message: 'Error getting token' },
    ]);
    const bad = await server.request('GET', '/api/rbac/token/x/permissions', { headers: as('admin') });
    expect(bad.status).toBe(400);
  });

  it('GET /rbac/{id}/roles and POST /rbac/{id}/update_role add roles without removing any', async () => {
    const roles = async () => (await server.request('GET', `/api/rbac/${R.alice}/roles`, { headers: as('admin') })).body;
    expect(await roles()).toEqual({ message: '', payload: ['admin', 'editor'] });
    const res = await server.request('POST', `/api/rbac/${R.alice}/update_role`, {
      headers: as('admin'),
      body: { roles: ['viewer'] },
    });
    expect([res.status, res.body]).toEqual([200, { message: 'Role updated successfully' }]);
    expect(await roles()).toEqual({ message: '', payload: ['admin', 'editor', 'viewer'] });
  });

  it('update_role refuses unknown roles, empty bodies and unknown people', async () => {
    const post = (id: string, body: object) =>
      server.request('POST', `/api/rbac/${id}/update_role`, { headers: as('admin'), body });
    const unknown = await post(R.alice, { roles: ['root'] });
    expect([unknown.status, unknown.body]).toEqual([400, { error: 'unknown role: root', message: 'Invalid request body' }]);
    expect((await post(R.alice, {})).status).toBe(400);
    expect((await post(TOKEN, { roles: ['viewer'] })).status).toBe(404);
  });

  it('GET /rbac/dump lists the casbin policy rows', async () => {
    const res = await server.request('GET', '/api/rbac/dump', { headers: as('admin') });
    expect(res.body).toEqual([{ subject: 'editor', object: 'catalog', action: 'read', deny: true }]);
  });

  it('need read on rbac to read (viewers have not) and write to change roles (editors have not)', async () => {
    for (const url of [`/api/rbac/${R.alice}/roles`, `/api/rbac/token/${TOKEN}/permissions`, '/api/rbac/dump']) {
      expect([url, (await server.request('GET', url, { headers: as('viewer') })).status]).toEqual([url, 403]);
    }
    const res = await server.request('POST', `/api/rbac/${R.bob}/update_role`, {
      headers: as('editor'),
      body: { roles: ['admin'] },
    });
    expect(res.status).toBe(403);
  });
});
