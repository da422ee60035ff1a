/**
 * Invitations and mail links outside demo mode (the production configuration): FRONTEND_URL is
 * required and is the only source of links in mails (never the Host header), invite_user needs
 * SMTP, and an invitation grants its role once, only to the invited address, and only with proof
 * of the mailbox (the mailed link, or a verification code).
 */
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import axios, { type AxiosInstance } from 'axios';
import { bearerTokenAuthenticator, chainAuthenticators, issueAccessToken } from '../../authz';
import { bootBackend } from '../../boot';
import { repoRoot } from '../../db/open-database';
import { createTestDatabase } from '../../db/testing';
import type { Database } from '../../db/types';
import { createBackend, type Backend } from '../../http';
import { ConfigError, loadIdentityConfig } from '../config';
import { ensureAccount } from '../demo';
import { createIdentityModule, type IdentityModule } from '../routes';
import { CookieJar } from '../testing/cookie-jar';
import { startFakeSmtp, type FakeSmtp } from '../testing/fake-smtp';
import { codeIn, csrfOf } from '../testing/harness';

const FRONTEND = 'https://console.example.com';

describe('FRONTEND_URL outside demo mode', () => {
  it('is required, with a one-line message naming the variable', () => {
    for (const env of [{}, { OPSDECK_DEMO: '0' }, { FRONTEND_URL: '  ' }]) {
      let error: unknown;
      try {
        loadIdentityConfig(env);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/^FRONTEND_URL is required outside demo mode/);
      expect((error as Error).message).not.toContain('\n');
    }
    for (const bad of [
      'console.example.com',
      'ftp://console.example.com',
      'https://console.example.com/?x=1',
      'https://u:p@x.example',
    ]) {
      expect(() => loadIdentityConfig({ FRONTEND_URL: bad })).toThrow(/^FRONTEND_URL must be an absolute http\(s\) URL/);
    }
    expect(loadIdentityConfig({ FRONTEND_URL: 'https://console.example.com/ops/' }).frontendUrl).toBe(
      'https://console.example.com/ops',
    );
    // A demo instance may derive links from the request.
    expect(loadIdentityConfig({ OPSDECK_DEMO: '1' }).frontendUrl).toBeUndefined();
  });

  it('stops the start before any work (bootBackend rejects; main.ts prints one line and exits 1)', async () => {
    await expect(bootBackend({ env: { DATABASE_URL: 'postgres://nowhere.invalid/x' }, log: () => undefined })).rejects.toThrow(
      ConfigError,
    );
    const root = repoRoot();
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'deploy', 'backend', 'src', 'main.ts')],
      {
        env: { PATH: process.env.PATH ?? '', PORT: '0', DATA_DIR: '/nonexistent/never-created' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^\[backend\] cannot start: FRONTEND_URL is required/)]);
  });
});

interface Instance {
  identity: IdentityModule;
  backend: Backend;
  server: Server;
  base: string;
  close(): Promise<void>;
}

let db: Database;
let smtp: FakeSmtp;
let adminHeaders: Record<string, string>;

async function start(env: NodeJS.ProcessEnv): Promise<Instance> {
  const identity = await createIdentityModule(db, { env, config: { log: () => undefined } });
  const backend = await createBackend({
    db,
    authenticator: chainAuthenticators(bearerTokenAuthenticator(db), identity.authenticator),
    routes: [identity.routes],
    logRequests: false,
    authCacheMs: 0,
  });
  const server = createServer(backend.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    identity,
    backend,
    server,
    base,
    close: async () => {
      await identity.close();
      await backend.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let withSmtp: Instance;
let withoutSmtp: Instance;

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startFakeSmtp();
  const admin = await ensureAccount(db, { email: 'root@example.com', password: 'root password 1', role: 'admin' });
  expect(admin).toBe(true);
  const person = await db.query<{ id: string }>(`SELECT id FROM people WHERE email = 'root@example.com'`);
  adminHeaders = { Authorization: `Bearer ${(await issueAccessToken(db, { personId: person.rows[0]!.id, name: 't' })).token}` };
  withSmtp = await start({ FRONTEND_URL: FRONTEND, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'ops@example.com' });
  withoutSmtp = await start({ FRONTEND_URL: FRONTEND });
});
afterAll(async () => {
  await withSmtp?.close();
  await withoutSmtp?.close();
  await smtp?.close();
  await db?.close();
});

const invite = (instance: Instance, body: object, headers: Record<string, string> = {}) =>
  axios.post(
    `${instance.base}/api/auth/invite_user`,
    { firstName: 'Ann', lastName: 'Lee', ...body },
    {
      headers: { ...adminHeaders, ...headers },
      validateStatus: () => true,
    },
  );

const mailTo = async (recipient: string) => {
  await withSmtp.identity.service.context.courier.idle();
  const stored = await withSmtp.identity.service.context.courier.list({ recipient });
  return stored[0]!;
};

function browser(instance: Instance): AxiosInstance {
  const jar = new CookieJar();
  return jar.attach(
    axios.create({
      baseURL: `${instance.base}/api`,
      maxRedirects: 0,
      validateStatus: () => true,
      headers: { Accept: 'application/json' },
    }),
  );
}

async function register(email: string, options: { invite?: string; first?: string; last?: string } = {}) {
  const http = browser(withSmtp);
  const { data: flow } = await http.get('/.ory/self-service/registration/browser', {
    params: options.invite ? { invite: options.invite } : {},
  });
  const res = await http.post(`/.ory/self-service/registration?flow=${flow.id}`, {
    csrf_token: csrfOf(flow),
    method: 'password',
    traits: { email, name: { first: options.first ?? '', last: options.last ?? '' } },
    password: 'a long enough password 1',
  });
  expect(res.status).toBe(200);
  return { http, flow, id: res.data.identity.id as string, verificationFlow: res.data.continue_with[0].flow.id as string };
}

const rolesOf = async (id: string) =>
  (await db.query<{ roles: string[] }>('SELECT roles FROM people_roles WHERE id = $1', [id])).rows[0]?.roles ?? [];
const inviteRow = async (id: string) =>
  (await db.query<{ accepted_at: string | null }>('SELECT accepted_at FROM invites WHERE id = $1', [id])).rows[0];

describe('POST /auth/invite_user outside demo mode', () => {
  it('answers 500 without SMTP and stores nothing', async () => {
    const res = await invite(withoutSmtp, { firstName: 'No', lastName: 'Mail', email: 'nomail@example.com', role: 'viewer' });
    expect(res.status).toBe(500);
    expect(res.data).toEqual({ error: 'smtp is not configured', message: expect.stringContaining('SMTP_URL') });
    expect((await db.query(`SELECT 1 FROM invites WHERE email = 'nomail@example.com'`)).rows).toEqual([]);
    // Validation and conflicts still come first.
    expect((await invite(withoutSmtp, { email: '', role: 'viewer' })).status).toBe(400);
    expect((await invite(withoutSmtp, { email: 'root@example.com', role: 'viewer' })).data).toEqual({
      error: 'user already exists',
    });
  });

  it('mails <FRONTEND_URL>/login?invite=<uuid>, whatever Host and X-Forwarded-Host say; 409 for a pending invite', async () => {
    const evil = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };
    const res = await invite(withSmtp, { firstName: 'Ann', lastName: 'Vite', email: 'ann@example.com', role: 'editor' }, evil);
    expect(res.status).toBe(200);
    expect(res.data.link).toMatch(/^https:\/\/console\.example\.com\/login\?invite=[0-9a-f-]{36}$/);
    const mail = await mailTo('ann@example.com');
    expect(mail.body).toContain(res.data.link);
    expect(mail.body).not.toContain('evil');
    // Delivered over SMTP (the body is base64 there).
    const delivered = smtp.mails.filter((m) => m.to.includes('ann@example.com'));
    const decoded = delivered.map((m) =>
      Buffer.from(
        m.data
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('')
          .replace(/\s+/g, ''),
        'base64',
      ).toString('utf8'),
    );
    expect(decoded.some((body) => body.includes(res.data.link))).toBe(true);
    const again = await invite(withSmtp, { email: 'ANN@example.com', role: 'viewer' });
    expect([again.status, again.data]).toEqual([409, { error: 'pending invite already exists' }]);
  });

  it('builds verification links from FRONTEND_URL too', async () => {
    await ensureAccount(db, { email: 'vic@example.com', password: 'vic password 123', role: 'viewer' });
    const http = browser(withSmtp);
    const headers = { 'X-Forwarded-Host': 'evil.example' };
    const { data: flow } = await http.get('/.ory/self-service/verification/browser', { headers });
    await http.post(
      `/.ory/self-service/verification?flow=${flow.id}`,
      { csrf_token: csrfOf(flow), method: 'code', email: 'vic@example.com' },
      { headers },
    );
    const mail = await mailTo('vic@example.com');
    expect(mail.body).toContain(`${FRONTEND}/verification?flow=${flow.id}`);
    expect(mail.body).not.toContain('evil');
  });
});

describe('registration with an invitation', () => {
  const linkOf = async (email: string, role: string, names = { firstName: 'In', lastName: 'Vitee' }) => {
    const res = await invite(withSmtp, { ...names, email, role });
    expect(res.status).toBe(200);
    return new URL(res.data.link).searchParams.get('invite') as string;
  };

  it('from the link: grants the role, takes the invited names, verifies the address, and works once', async () => {
    const id = await linkOf('ida@example.com', 'responder', { firstName: 'Ida', lastName: 'Invited' });
    const first = await register('ida@example.com', { invite: id });
    expect(await rolesOf(first.id)).toEqual(['responder']);
    const person = await db.query('SELECT name FROM people WHERE id = $1', [first.id]);
    expect(person.rows[0]).toEqual({ name: 'Ida Invited' });
    const address = await db.query('SELECT verified FROM kratos.addresses WHERE identity_id = $1', [first.id]);
    expect(address.rows[0]).toEqual({ verified: true });
    expect((await inviteRow(id))?.accepted_at).not.toBeNull();

    // Used: the link no longer fills the form, and nobody else gets the role with it.
    const { data: reopened } = await browser(withSmtp).get('/.ory/self-service/registration/browser', { params: { invite: id } });
    const emailNode = reopened.ui.nodes.find((n: { attributes: { name?: string } }) => n.attributes.name === 'traits.email');
    expect(emailNode.attributes.value).toBe('');
    const second = await register('someone.else@example.com', { invite: id });
    expect(await rolesOf(second.id)).toEqual([]);
  });

  it('from the link but with another address: no role, and the invitation stays pending', async () => {
    const id = await linkOf('jo@example.com', 'admin');
    const other = await register('mallory@example.com', { invite: id, first: 'Mal' });
    expect(await rolesOf(other.id)).toEqual([]);
    expect((await inviteRow(id))?.accepted_at).toBeNull();
  });

  it('without the link: the invited address alone grants nothing until it is verified by code', async () => {
    const id = await linkOf('kim@example.com', 'commander');
    const walkIn = await register('kim@example.com', { first: 'Kim' });
    expect(await rolesOf(walkIn.id)).toEqual([]);
    expect((await inviteRow(id))?.accepted_at).toBeNull();
    const code = codeIn((await mailTo('kim@example.com')).body);
    const { data: flow } = await walkIn.http.get('/.ory/self-service/verification/flows', {
      params: { id: walkIn.verificationFlow },
    });
    const done = await walkIn.http.post(`/.ory/self-service/verification?flow=${flow.id}`, {
      csrf_token: csrfOf(flow),
      method: 'code',
      code,
    });
    expect(done.data.state).toBe('passed_challenge');
    expect(await rolesOf(walkIn.id)).toEqual(['commander']);
    expect((await inviteRow(id))?.accepted_at).not.toBeNull();
  });
});
