import type { Authenticator } from '../../authz/types';
import { createTestDatabase } from '../../db/testing';
import type { Database } from '../../db/types';
import { webhookSinkRoutes } from '../../notifications/webhook-sink';
import { REF as R, REFERENCE_DATA_SQL } from '../../postgrest/testing/reference-data';
import { createBackend } from '../backend';
import { serve, type TestServer } from '../testing/server';

let db: Database;
let server: TestServer;

const authenticator: Authenticator = async (req) => {
  const role = req.headers['x-test-role'];
  if (typeof role !== 'string' || role === '') return null;
  return { id: R.alice, name: 'Alice Admin', roles: [role], permissions: [] };
};

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  await db.exec(`INSERT INTO notification_send_history (notification_id, source_event, resource_id, status, body, body_payload, error, created_at) VALUES
    ('${R.notification}', 'check.failed', '${R.check}', 'error', 'api down', '{"title":"Check api-health failed","message":"api down"}', 'answered 503', now() - interval '1 hour'),
    ('${R.notification}', 'check.failed', '${R.check}', 'silenced', 'api down', NULL, NULL, now() - interval '30 minutes'),
    ('${R.notification}', 'check.failed', '${R.check2}', 'sent', 'db down', NULL, NULL, now() - interval '10 minutes')`);
  server = await serve(await createBackend({ db, authenticator, logRequests: false, routes: [webhookSinkRoutes] }));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const as = (role: string) => ({ 'x-test-role': role });

describe('notification rules under /db', () => {
  const rule = { name: 'new-rule', events: ['check.failed'], filter: "check.type == 'http'", person_id: R.alice };

  it('editors create, edit, turn off and soft-delete rules; operators and viewers may not', async () => {
    const created = await server.request('POST', '/api/db/notifications', {
      headers: { ...as('editor'), Prefer: 'return=representation' },
      body: rule,
    });
    expect(created.status).toBe(201);
    const id = (created.body as unknown as { id: string }[])[0]!.id;
    const patch = (body: object, role = 'editor') =>
      server.request('PATCH', `/api/db/notifications?id=eq.${id}`, { headers: as(role), body });
    expect((await patch({ properties: { disabled: 'true' } })).status).toBe(204);
    expect((await patch({ deleted_at: 'now()' })).status).toBe(204);
    for (const role of ['commander', 'responder', 'viewer', 'guest']) {
      const res = await server.request('POST', '/api/db/notifications', { headers: as(role), body: { ...rule, name: role } });
      expect([role, res.status]).toEqual([role, 403]);
    }
  });

  it.each([
    [{ ...rule, filter: "check.type == 'http" }, 'invalid notification rule: filter: filter is not a valid expression'],
    [{ ...rule, events: [] }, 'invalid notification rule: events: at least one event is required'],
    [
      { ...rule, person_id: null },
      'invalid notification rule: person_id: a recipient is required: a person, a team or a custom service',
    ],
    [
      { ...rule, repeat_interval: 'often' },
      'invalid notification rule: repeat_interval: repeat interval must be a duration such as 30m or 4h',
    ],
  ])('refuses a rule the dispatcher cannot run: 400 for %j', async (body, message) => {
    const res = await server.request('POST', '/api/db/notifications', { headers: as('admin'), body });
    expect([res.status, res.body.message]).toEqual([400, message]);
  });
});

describe('send history endpoints', () => {
  it('POST /notification/summary groups by resource with counts per status, filtered', async () => {
    const res = await server.request('POST', '/api/notification/summary', {
      headers: as('viewer'),
      body: { status: 'error,silenced,sent' },
    });
    expect(res.status).toBe(200);
    const summary = res.body as unknown as {
      total: number;
      results: { resource: { id: string }; total: number; error: number; suppressed: number; sent: number }[];
    };
    const api = summary.results.find((row) => row.resource.id === R.check)!;
    expect(api).toMatchObject({ total: 3, error: 1, suppressed: 1, sent: 1, resource_kind: 'check' });
    const onlySent = await server.request('POST', '/api/notification/summary', {
      headers: as('viewer'),
      body: { status: '!sent' },
    });
    expect(
      (onlySent.body as unknown as { results: { resource: { id: string } }[] }).results.map((row) => row.resource.id),
    ).toEqual([R.check]);
    const bad = await server.request('POST', '/api/notification/summary', { headers: as('viewer'), body: { from: 'yesterday' } });
    expect([bad.status, bad.body.error]).toEqual([400, 'invalid from: expected date math such as now-24h']);
  });

  it('GET /notification/send_history/{id}: the row with its resource and Markdown body; 400 and 404', async () => {
    const { rows } = await db.query<{ id: string }>(`SELECT id::text FROM notification_send_history WHERE status = 'error'`);
    const res = await server.request('GET', `/api/notification/send_history/${rows[0]!.id}`, { headers: as('viewer') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'error',
      error: 'answered 503',
      resource_kind: 'check',
      body_markdown: '**Check api-health failed**\n\napi down',
    });
    expect((await server.request('GET', '/api/notification/send_history/nope', { headers: as('viewer') })).status).toBe(400);
    expect((await server.request('GET', `/api/notification/send_history/${R.alice}`, { headers: as('viewer') })).status).toBe(
      404,
    );
  });

  it('GET /notification/silence_preview lists the sent notifications a draft silence would match', async () => {
    const res = await server.request('GET', `/api/notification/silence_preview?id=${R.check2}&type=check`, {
      headers: as('viewer'),
    });
    expect(res.status).toBe(200);
    expect((res.body as unknown as { resource_id: string }[]).map((row) => row.resource_id)).toEqual([R.check2]);
    const none = await server.request(
      'GET',
      `/api/notification/silence_preview?filter=${encodeURIComponent("check.name == 'nothing'")}`,
      { headers: as('viewer') },
    );
    expect(none.body).toEqual([]);
    expect(
      (await server.request('GET', '/api/notification/silence_preview?selectors=%7B', { headers: as('viewer') })).status,
    ).toBe(400);
  });
});

describe('the demo webhook sink', () => {
  it('keeps what it receives without credentials and lists it to readers of notifications', async () => {
    const posted = await fetch(`${server.url}/api/notification/webhook_sink/receive`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(posted.status).toBe(204);
    const list = await server.request('GET', '/api/notification/webhook_sink', { headers: as('viewer') });
    expect((list.body as unknown as { body: string; method: string }[])[0]).toMatchObject({ body: 'hello', method: 'POST' });
    expect((await server.request('GET', '/api/notification/webhook_sink')).status).toBe(401);
  });
});
