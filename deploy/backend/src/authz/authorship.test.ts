/**
 * `created_by` records the writer: left out, it is filled with the caller; naming someone else is
 * refused for everyone but administrators, on POST (objects and arrays) and PATCH alike.
 */
import type { Database } from '../db/types';
import { createTestDatabase } from '../db/testing';
import { createBackend } from '../http/backend';
import { silentLogger } from '../http/logger';
import { serve, type TestServer } from '../http/testing/server';
import { REF as R, REFERENCE_DATA_SQL } from '../postgrest/testing/reference-data';
import { AUTHORED_TABLES } from './authorship';
import { issueAccessToken } from './tokens';

const EDITOR = '00000000-0000-4000-9000-0000000000a7';
const RESPONDER = '00000000-0000-4000-9000-0000000000a8';

let db: Database;
let server: TestServer;
const as: Record<'admin' | 'editor' | 'responder', Record<string, string>> = { admin: {}, editor: {}, responder: {} };

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  await db.exec(`
    INSERT INTO people (id, name, email) VALUES ('${EDITOR}', 'Ed', 'ed@example.com'), ('${RESPONDER}', 'Rae', 'rae@example.com');
    INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', '${EDITOR}', 'editor'), ('g', '${RESPONDER}', 'responder');
  `);
  const bearer = async (personId: string) => ({
    Authorization: `Bearer ${(await issueAccessToken(db, { personId, name: 'test' })).token}`,
    Prefer: 'return=representation',
  });
  as.admin = await bearer(R.alice);
  as.editor = await bearer(EDITOR);
  as.responder = await bearer(RESPONDER);
  server = await serve(await createBackend({ db, logger: silentLogger, logRequests: false, authCacheMs: 0 }));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const canary = (name: string, extra: Record<string, unknown> = {}) => ({ name, namespace: 'authors', spec: {}, ...extra });
const authorOf = async (name: string) =>
  (await db.query<{ created_by: string | null }>('SELECT created_by FROM canaries WHERE name = $1', [name])).rows.map(
    (row) => row.created_by,
  );

describe('created_by', () => {
  it('lists the tables that record an author', () => {
    for (const table of ['canaries', 'incidents', 'comments', 'evidences', 'playbooks', 'permissions', 'teams', 'properties'])
      expect([table, AUTHORED_TABLES.has(table)]).toEqual([table, true]);
    expect(AUTHORED_TABLES.has('checks')).toBe(false);
  });

  it('leaves tables without an author column alone', async () => {
    const res = await server.request('POST', '/api/db/checks', {
      headers: as.editor,
      body: { canary_id: R.canary, type: 'http', name: 'no-author' },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body[0])).not.toContain('created_by');
  });

  it('is filled with the writer when left out, with ?columns= too', async () => {
    const res = await server.request('POST', '/api/db/canaries', { headers: as.editor, body: canary('by-ed') });
    expect([res.status, res.body[0].created_by]).toEqual([201, EDITOR]);
    const listed = await server.request('POST', '/api/db/canaries?columns=name,namespace,spec', {
      headers: as.editor,
      body: [canary('by-ed-2'), canary('by-ed-3')],
    });
    expect(listed.status).toBe(201);
    expect([...(await authorOf('by-ed-2')), ...(await authorOf('by-ed-3'))]).toEqual([EDITOR, EDITOR]);
  });

  it('records the writer whatever ?columns= lists: naming created_by without a value does not leave it null', async () => {
    for (const [query, name] of [
      ['columns=name,namespace,spec,created_by', 'listed-1'],
      ['columns=created_by,name,namespace,spec', 'listed-2'],
    ]) {
      const res = await server.request('POST', `/api/db/canaries?${query}`, {
        headers: as.editor,
        body: [canary(name!), canary(`${name}-b`)],
      });
      expect([query, res.status, res.body.map((row: { created_by: string }) => row.created_by)]).toEqual([
        query,
        201,
        [EDITOR, EDITOR],
      ]);
      expect([...(await authorOf(name!)), ...(await authorOf(`${name}-b`))]).toEqual([EDITOR, EDITOR]);
    }
    // One object names the writer, the other leaves it out: both record the writer.
    const mixed = await server.request('POST', '/api/db/canaries?columns=name,namespace,spec,created_by', {
      headers: as.editor,
      body: [canary('mixed-1', { created_by: EDITOR }), canary('mixed-2')],
    });
    expect(mixed.status).toBe(201);
    expect([...(await authorOf('mixed-1')), ...(await authorOf('mixed-2'))]).toEqual([EDITOR, EDITOR]);
    // A NOT NULL author column listed without a value is filled too.
    const incident = await server.request('POST', '/api/db/incidents?columns=title,severity,description,type,status,created_by', {
      headers: as.responder,
      body: { title: 'Listed author', severity: 'High', description: '', type: 'availability', status: 'open' },
    });
    expect([incident.status, incident.body[0]?.created_by]).toEqual([201, RESPONDER]);
  });

  it('an admin naming an author that ?columns= leaves out records the admin (the list decides what is inserted)', async () => {
    const res = await server.request('POST', '/api/db/canaries?columns=name,namespace,spec', {
      headers: as.admin,
      body: canary('unlisted-author', { created_by: EDITOR }),
    });
    expect([res.status, res.body[0].created_by]).toEqual([201, R.alice]);
  });

  it('lets a NOT NULL author column be left out (an incident by a responder)', async () => {
    const res = await server.request('POST', '/api/db/incidents', {
      headers: as.responder,
      body: { title: 'Disk full', severity: 'High', description: '', type: 'availability', status: 'open' },
    });
    expect([res.status, res.body[0]?.created_by]).toEqual([201, RESPONDER]);
  });

  it.each([
    ['another person', R.alice],
    ['null', null],
    ['a string that is no id', 'me'],
  ])('refuses a POST naming %s (403 42501), writing nothing', async (_, value) => {
    const res = await server.request('POST', '/api/db/canaries', {
      headers: as.editor,
      body: canary('forged', { created_by: value }),
    });
    expect([res.status, res.body.code]).toEqual([403, '42501']);
    expect(res.body.message).toBe(
      'permission denied: created_by must name you or be left out (only an admin may record another person)',
    );
    expect(res.body.details).toBe(`created_by was ${JSON.stringify(value)}, you are "${EDITOR}"`);
    expect(await authorOf('forged')).toEqual([]);
  });

  it('refuses an array with one forged object, and accepts the writer named explicitly', async () => {
    const mixed = [canary('arr-1', { created_by: EDITOR }), canary('arr-2', { created_by: R.alice })];
    expect((await server.request('POST', '/api/db/canaries', { headers: as.editor, body: mixed })).status).toBe(403);
    expect(await authorOf('arr-1')).toEqual([]);
    const own = await server.request('POST', '/api/db/canaries', {
      headers: as.editor,
      body: canary('own', { created_by: EDITOR }),
    });
    expect([own.status, own.body[0].created_by]).toEqual([201, EDITOR]);
  });

  it('refuses a PATCH that records someone else; other changes keep the author', async () => {
    const path = `/api/db/canaries?name=eq.by-ed`;
    const forged = await server.request('PATCH', path, { headers: as.editor, body: { created_by: R.alice } });
    expect([forged.status, forged.body.code]).toEqual([403, '42501']);
    const other = await server.request('PATCH', `/api/db/canaries?id=eq.${R.canary}`, {
      headers: as.editor,
      body: { labels: { edited: 'yes' } },
    });
    expect([other.status, other.body[0].created_by]).toEqual([200, R.alice]);
    const comment = await server.request('PATCH', `/api/db/comments?incident_id=eq.${R.incident}`, {
      headers: as.responder,
      body: { comment: 'x', created_by: EDITOR },
    });
    expect([comment.status, comment.body.code]).toEqual([403, '42501']);
    expect(await authorOf('by-ed')).toEqual([EDITOR]);
  });

  it('lets an admin record anyone, and fills in the admin when left out', async () => {
    const named = await server.request('POST', '/api/db/canaries', {
      headers: as.admin,
      body: canary('imported', { created_by: EDITOR }),
    });
    expect([named.status, named.body[0].created_by]).toEqual([201, EDITOR]);
    const omitted = await server.request('POST', '/api/db/canaries', { headers: as.admin, body: canary('by-admin') });
    expect(omitted.body[0].created_by).toBe(R.alice);
    const patched = await server.request('PATCH', '/api/db/canaries?name=eq.by-ed', {
      headers: as.admin,
      body: { created_by: R.alice },
    });
    expect([patched.status, patched.body[0].created_by]).toEqual([200, R.alice]);
  });
});
