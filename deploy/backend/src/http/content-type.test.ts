/**
 * Bodies of /db writes and of the JSON endpoints must be declared as JSON: anything else (a form,
 * text/plain, no type at all: what a browser sends cross-site without asking) is 415 and nothing
 * is written. The self-service identity flows keep taking form posts.
 */
import { csrfOf } from '../identity/testing/harness';
import { startIdentityBackend, type BackendClient, type IdentityBackend } from '../identity/testing/backend';

let t: IdentityBackend;
let admin: BackendClient;

beforeAll(async () => {
  t = await startIdentityBackend();
  admin = await t.signedIn('admin@opsdeck.local');
});
afterAll(() => t.close());

const post = (path: string, body: unknown, contentType?: string, method = 'POST') =>
  admin.http.request({
    method,
    url: path,
    data: body,
    // Without a type axios would pick one itself; false sends none.
    headers: { 'Content-Type': contentType ?? false, Prefer: 'return=representation' },
    transformRequest: [(data: unknown) => data],
  });

const count = async (name: string) =>
  Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM properties WHERE name = $1', [name])).rows[0]!.n);

describe('Content-Type of request bodies', () => {
  it.each([
    ['text/plain', 'text/plain'],
    ['text/plain;charset=UTF-8', 'text/plain'],
    ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded'],
    ['multipart/form-data; boundary=x', 'multipart/form-data'],
    ['text/csv', 'text/csv'],
    [undefined, 'none'],
  ])('refuses a /db write sent as %s with 415 PGRST107 and writes nothing', async (contentType, named) => {
    const res = await post('/db/properties', '{"name":"p415","value":"x"}', contentType);
    expect([res.status, res.data]).toEqual([
      415,
      {
        code: 'PGRST107',
        message: `Content-Type not acceptable: ${named}`,
        details: null,
        hint: 'Send the body as application/json.',
      },
    ]);
    expect(await count('p415')).toBe(0);
  });

  it('refuses PATCH and RPC bodies too', async () => {
    const patch = await post('/db/properties?name=eq.incidents.disable', '{"value":"x"}', 'text/plain', 'PATCH');
    expect([patch.status, patch.data.code]).toEqual([415, 'PGRST107']);
    const rpc = await post('/db/rpc/related_configs_recursive', '{"config_id":"x"}', 'text/plain');
    expect([rpc.status, rpc.data.code]).toEqual([415, 'PGRST107']);
  });

  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON;charset=UTF-8',
    'application/vnd.pgrst.object+json',
  ])('accepts %s', async (contentType) => {
    const name = `p-${contentType.replace(/\W/g, '')}`;
    const res = await post('/db/properties', JSON.stringify({ name, value: 'x' }), contentType);
    expect(res.status).toBe(201);
    expect(await count(name)).toBe(1);
  });

  it('asks nothing of a request without a body', async () => {
    const res = await post('/canary/api/summary', undefined);
    expect(res.status).toBe(200);
  });

  it('refuses a JSON endpoint body of another type with 415 in the endpoint error shape', async () => {
    const summary = await post('/canary/api/summary', '{}', 'text/plain');
    expect([summary.status, summary.data]).toEqual([
      415,
      { error: 'unsupported media type', message: 'Content-Type not acceptable: text/plain' },
    ]);
    const invite = await post(
      '/auth/invite_user',
      'firstName=Eve&lastName=X&email=eve@example.com&role=admin',
      'application/x-www-form-urlencoded',
    );
    expect(invite.status).toBe(415);
    expect((await t.db.query(`SELECT 1 FROM people WHERE email = 'eve@example.com'`)).rows).toEqual([]);
  });

  it('keeps form posts of the self-service flows working (a browser login form)', async () => {
    const c = t.client();
    const { data: flow } = await c.api.createBrowserLoginFlow();
    const form = new URLSearchParams({
      csrf_token: csrfOf(flow),
      identifier: 'viewer@opsdeck.local',
      password: 'opsdeck-demo',
      method: 'password',
    });
    const res = await c.http.post(`/.ory/self-service/login?flow=${flow.id}`, form.toString(), {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
    });
    expect(res.status).toBe(303);
    expect(c.jar.get('ory_kratos_session')).toBeDefined();
  });
});
