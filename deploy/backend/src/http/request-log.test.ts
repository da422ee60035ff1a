import type { IncomingMessage } from 'node:http';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { createBackend } from './backend';
import type { Logger } from './logger';
import { loggedUrl, MAX_LOGGED_URL, requestLogLine } from './request-log';
import { serve, type TestServer } from './testing/server';

describe('logged URLs', () => {
  it.each([
    [
      '/api/.ory/self-service/logout?token=abc&return_to=/login',
      '/api/.ory/self-service/logout?token=[redacted]&return_to=/login',
    ],
    ['/api/.ory/self-service/recovery?flow=f1&token=t1', '/api/.ory/self-service/recovery?flow=[redacted]&token=[redacted]'],
    ['/api/.ory/self-service/verification?code=123456', '/api/.ory/self-service/verification?code=[redacted]'],
    ['/login?invite=inv-123', '/login?invite=[redacted]'],
    [
      '/x?password=hunter2&Secret=s&client_secret=c&API_KEY=k&apikey=k2',
      '/x?password=[redacted]&Secret=[redacted]&client_secret=[redacted]&API_KEY=[redacted]&apikey=[redacted]',
    ],
    [
      '/x?access_token=a&refresh_token=r&session=s&totp_code=1&logout_token=l',
      '/x?access_token=[redacted]&refresh_token=[redacted]&session=[redacted]&totp_code=[redacted]&logout_token=[redacted]',
    ],
    ['/x?%74oken=a&to%6Ben=b', '/x?%74oken=[redacted]&to%6Ben=[redacted]'],
  ])('redacts %s', (url, logged) => expect(loggedUrl(url)).toBe(logged));

  it('keeps everything else as sent, in order', () => {
    const url = '/api/db/checks?select=id,name&status=eq.healthy&order=name.asc&limit=50&flag&codename=eq.x';
    expect(loggedUrl(url)).toBe(url);
    expect(loggedUrl('/api/db/checks')).toBe('/api/db/checks');
  });

  it(`cuts URLs longer than ${MAX_LOGGED_URL} characters, after redaction`, () => {
    const url = `/api/db/checks?token=${'s'.repeat(400)}&select=${'a'.repeat(1000)}`;
    const logged = loggedUrl(url);
    expect(logged).not.toContain('sss');
    expect(logged.startsWith('/api/db/checks?token=[redacted]&select=aaa')).toBe(true);
    const full = `/api/db/checks?token=[redacted]&select=${'a'.repeat(1000)}`;
    expect(logged).toBe(`${full.slice(0, MAX_LOGGED_URL)}...[${full.length - MAX_LOGGED_URL} more]`);
  });
});

describe('request log lines', () => {
  const req = (headers: Record<string, string>) =>
    ({
      method: 'GET',
      url: '/api/auth/whoami?token=x',
      headers,
      socket: { remoteAddress: '::ffff:10.0.0.5' },
    }) as unknown as IncomingMessage;

  it('names the client: the socket peer, or what a trusted proxy appended to X-Forwarded-For', () => {
    const forwarded = req({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' });
    expect(requestLogLine(forwarded, 200, 1.234, false)).toBe('10.0.0.5 GET /api/auth/whoami?token=[redacted] 200 1.2ms');
    expect(requestLogLine(forwarded, 200, 1.234, true)).toBe('203.0.113.9 GET /api/auth/whoami?token=[redacted] 200 1.2ms');
  });
});

describe('the backend request log', () => {
  let db: Database;
  let server: TestServer;
  const lines: string[] = [];
  const logger: Logger = { info: (line) => lines.push(line), error: () => undefined };

  beforeAll(async () => {
    db = await createTestDatabase();
    server = await serve(await createBackend({ db, logger, trustProxy: false }));
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('logs one line per request without the secrets of its URL', async () => {
    await server.request('GET', '/api/.ory/self-service/logout?token=very-secret-token&return_to=/x', {
      headers: { 'X-Forwarded-For': '198.51.100.1' },
    });
    await new Promise((resolve) => setTimeout(resolve, 20)); // the line is written when the answer finishes
    const line = lines.find((entry) => entry.includes('/self-service/logout'));
    expect(line).toMatch(
      /^127\.0\.0\.1 GET \/api\/\.ory\/self-service\/logout\?token=\[redacted\]&return_to=\/x \d{3} [\d.]+ms$/,
    );
    expect(lines.join('\n')).not.toContain('very-secret-token');
  });
});
