import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Configuration, FrontendApi } from '@ory/client';
import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { createTestDatabase } from '../../db/testing';
import type { Database } from '../../db/types';
import { loadIdentityConfig, type IdentityConfig } from '../config';
import { createIdentityContext, createIdentityService, type IdentityService } from '../service';
import type { Role } from '@opsdeck/contracts';
import { hashPassword } from '../crypto/password';
import { addRole } from '../people/people';
import { createIdentity, normalizeTraits } from '../store/identities';
import { CookieJar } from './cookie-jar';

/** Response payloads as tests read them: field by field, checked by the assertions themselves. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- deliberately loose in tests only
export type Payload = any;

export interface Harness {
  db: Database;
  service: IdentityService;
  baseUrl: string;
  /** Public self-service base URL (the `/kratos` mount). */
  kratosUrl: string;
  /** Moves the identity clock; flows, sessions and TOTP all read it. */
  advance(ms: number): void;
  /** The identity clock's current time. */
  now(): number;
  close(): Promise<void>;
}

/** A migrated test database plus the identity service on a loopback port. */
export async function startHarness(overrides: Partial<IdentityConfig> = {}): Promise<Harness> {
  const db = await createTestDatabase();
  let offset = 0;
  const config = loadIdentityConfig(
    { OPSDECK_DEMO: 'true' },
    { log: () => undefined, now: () => Date.now() + offset, ...overrides },
  );
  const service = createIdentityService(await createIdentityContext(db, config));
  const server: Server = createServer((req, res) => {
    service
      .handle(req, res)
      .then((handled) => {
        if (!handled) {
          res.writeHead(404);
          res.end();
        }
      })
      .catch((error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    db,
    service,
    baseUrl,
    kratosUrl: `${baseUrl}/kratos`,
    advance: (ms) => {
      offset += ms;
    },
    now: () => config.now(),
    close: async () => {
      await service.context.courier.idle();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

export interface Browser {
  jar: CookieJar;
  http: AxiosInstance;
  api: FrontendApi;
}

/** One browser: its own cookie jar, an axios instance that never follows redirects, and the SDK on top. */
export function browser(harness: Harness): Browser {
  const jar = new CookieJar();
  const http = jar.attach(axios.create({ maxRedirects: 0, headers: { Accept: 'application/json' } }));
  const api = new FrontendApi(
    new Configuration({ basePath: harness.kratosUrl, baseOptions: { withCredentials: true } }),
    harness.kratosUrl,
    http,
  );
  return { jar, http, api };
}

/** A browser at a client address of its own (X-Forwarded-For; the harness needs `trustProxy`). */
export function browserAt(harness: Harness, address: string): Browser {
  const b = browser(harness);
  b.http.defaults.headers.common['X-Forwarded-For'] = address;
  return b;
}

/** Runs a call expected to fail and returns its HTTP response (status and body). */
export async function failure(
  call: Promise<unknown>,
): Promise<{ status: number; data: Payload; headers: Record<string, unknown> }> {
  try {
    await call;
  } catch (error) {
    const response = (error as AxiosError).response;
    if (response) return { status: response.status, data: response.data, headers: response.headers as Record<string, unknown> };
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** The latest mail to `recipient`, read from the courier (the demo mailbox needs a signed-in admin). */
export async function lastMail(
  harness: Harness,
  recipient: string,
): Promise<{ subject: string; body: string; template_type: string }> {
  const [mail] = await harness.service.context.courier.list({ recipient, limit: 1 });
  if (!mail) throw new Error(`no mail for ${recipient}`);
  return mail;
}

export function codeIn(body: string): string {
  const match = /\b(\d{6})\b/.exec(body);
  if (!match) throw new Error('no code in mail');
  return match[1] as string;
}

/** Creates an identity with a password directly in the database (optionally with roles). */
export async function seedIdentity(
  harness: Harness,
  email: string,
  password: string,
  options: { first?: string; last?: string; roles?: Role[] } = {},
): Promise<string> {
  const passwordHash = await hashPassword(password);
  return harness.db.transaction(async (tx) => {
    const identity = await createIdentity(
      tx,
      normalizeTraits({ email, first: options.first ?? 'Test', last: options.last ?? 'User' }),
      { passwordHash },
    );
    for (const role of options.roles ?? []) await addRole(tx, identity.id, role);
    return identity.id;
  });
}

/** Signs the browser in with a password through the SDK; returns the login response body. */
export async function signIn(b: Browser, identifier: string, password: string): Promise<Payload> {
  const { data: flow } = await b.api.createBrowserLoginFlow();
  const { data } = await b.api.updateLoginFlow({
    flow: flow.id,
    updateLoginFlowBody: { method: 'password', identifier, password, csrf_token: csrfOf(flow) },
  });
  return data;
}

/** The hidden csrf_token node's value. */
export function csrfOf(flow: { ui: { nodes: { attributes: unknown }[] } }): string {
  const node = flow.ui.nodes.find((n) => (n.attributes as { name?: string }).name === 'csrf_token');
  return String((node?.attributes as { value?: unknown } | undefined)?.value ?? '');
}

export function nodeOf(flow: { ui: { nodes: { attributes: unknown }[] } }, name: string): Payload {
  return flow.ui.nodes.find((n) => {
    const attributes = n.attributes as { name?: string; id?: string };
    return attributes.name === name || attributes.id === name;
  });
}
