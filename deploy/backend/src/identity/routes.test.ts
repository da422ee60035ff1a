import { createTestDatabase } from '../db/testing';
import { createIdentityModule } from './routes';
import { startIdentityBackend, type IdentityBackend } from './testing/backend';

let t: IdentityBackend;
let session: string;

beforeAll(async () => {
  t = await startIdentityBackend();
  const admin = await t.signedIn('admin@opsdeck.local');
  session = admin.jar.get('ory_kratos_session')?.value as string;
});
afterAll(() => t.close());

/** A request that must be answered within `ms`; resolves to the status (or throws on a hang). */
async function answered(method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}, ms = 5000) {
  const res = await fetch(`${t.base}${path}`, { method, ...init, signal: AbortSignal.timeout(ms) });
  await res.arrayBuffer();
  return res;
}

describe('identity routes', () => {
  it('serves the self-service API under /api/kratos as under /kratos (mission-control strips /api too)', async () => {
    const whoami = await answered('GET', '/api/kratos/sessions/whoami');
    expect(whoami.status).toBe(401);
    const signed = await fetch(`${t.base}/api/kratos/sessions/whoami`, { headers: { 'X-Session-Token': session } });
    expect(signed.status).toBe(200);
    const flow = await fetch(`${t.base}/api/kratos/self-service/login/browser`, { headers: { Accept: 'application/json' } });
    expect(((await flow.json()) as { ui: { action: string } }).ui.action).toMatch(
      new RegExp(`^${t.base}/api/kratos/self-service/login\\?flow=`),
    );
  });

  it('answers every method on every identity path, mounted or not, with or without a session, with any body', async () => {
    const paths = [
      '/kratos',
      '/kratos/',
      '/kratos/unknown',
      '/kratos/self-service/unknown/browser',
      '/kratos/self-service/login',
      '/kratos/self-service/login/flows',
      '/kratos/sessions/whoami',
      '/kratos/admin/courier/messages',
      '/.ory/schemas/default',
      '/.ory/%zz',
      '/auth/invite_user',
      '/auth/create_token',
      '/auth/tokens',
      '/auth/token/00000000-0000-0000-0000-000000000000',
      '/people/update',
      '/people/00000000-0000-0000-0000-000000000000',
    ];
    const bodies = [undefined, '{', '{"a":'.repeat(5000), 'x=1&y', '[]'];
    const cases = paths.flatMap((path) =>
      [path, `/api${path}`].flatMap((full) =>
        ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].flatMap((method) =>
          bodies
            .map((body, index) => ({ method, path: full, body, index }))
            .filter(({ body }) => body === undefined || (method !== 'GET' && method !== 'HEAD')),
        ),
      ),
    );
    const failures: string[] = [];
    for (const { method, path, body, index } of cases) {
      const headers: Record<string, string> = {
        'Content-Type': index === 3 ? 'application/x-www-form-urlencoded' : 'application/json',
      };
      if (index % 2 === 0) headers['X-Session-Token'] = session;
      const res = await answered(method, path, { headers, body }, 2000).catch((error: Error) => ({ status: error.name }));
      if (typeof res.status !== 'number' || res.status >= 500) failures.push(`${method} ${path} #${index}: ${res.status}`);
      if (failures.length >= 3) break; // a hang costs seconds each: three make the point
    }
    expect(failures).toEqual([]);
  });

  it.each([
    ['/api/.ory/self-service/login?flow=00000000-0000-4000-8000-000000000000', 'application/x-www-form-urlencoded'],
    ['/api/.ory/self-service/registration?flow=00000000-0000-4000-8000-000000000000', 'application/json'],
    ['/kratos/self-service/logout/api', 'application/json'],
    ['/api/auth/invite_user', 'application/json'],
    ['/people/update', 'application/json'],
  ])('answers a 10 MB body to %s with 413, declared or streamed, instead of resetting', async (path, type) => {
    const big = 'x'.repeat(10 * 1024 * 1024);
    const headers = { 'Content-Type': type, 'X-Session-Token': session };
    const declared = await answered('POST', path, { headers, body: big }, 10_000);
    expect(declared.status).toBe(413);
    const chunk = new TextEncoder().encode('y'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(`${t.base}${path}`, {
      method: 'POST',
      headers,
      body: stream,
      duplex: 'half',
      signal: AbortSignal.timeout(10_000),
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.text()).toMatch(/too large/i);
  });

  it('prints a loud warning in demo mode only', async () => {
    expect(t.logs.join('\n')).toMatch(
      /DEMO MODE \(OPSDECK_DEMO\): THIS CONSOLE IS NOT PRIVATE[\s\S]*read every mailbox[\s\S]*courier\/messages/,
    );
    const db = await createTestDatabase();
    try {
      const logs: string[] = [];
      await createIdentityModule(db, {
        env: { FRONTEND_URL: 'https://console.example' },
        config: { log: (line) => logs.push(line) },
        ensureAccounts: false,
      });
      expect(logs.join('\n')).not.toMatch(/DEMO MODE/);
    } finally {
      await db.close();
    }
  });
});
