import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Configuration, FrontendApi } from '@ory/client';
import axios, { type AxiosInstance } from 'axios';
import { bearerTokenAuthenticator, chainAuthenticators } from '../../authz';
import { createTestDatabase } from '../../db/testing';
import type { Database } from '../../db/types';
import { createBackend, type Backend } from '../../http';
import { DEMO_PASSWORD_DEFAULT } from '../config';
import { createIdentityModule, type IdentityModule } from '../routes';
import { CookieJar } from './cookie-jar';
import { csrfOf } from './harness';

export interface BackendClient {
  /** Against `<base>/api`, never throws on a status. */
  http: AxiosInstance;
  api: FrontendApi;
  jar: CookieJar;
}

export interface IdentityBackend {
  db: Database;
  identity: IdentityModule;
  backend: Backend;
  base: string;
  logs: string[];
  client(): BackendClient;
  /** A client signed in with a password (the demo password by default). */
  signedIn(email: string, password?: string): Promise<BackendClient>;
  close(): Promise<void>;
}

/**
 * The whole backend (router, session and bearer-token sign-in, identity routes) on a demo
 * database with the demo accounts, on a loopback port. Principals are not cached, so a change
 * shows on the very next request.
 */
export async function startIdentityBackend(env: NodeJS.ProcessEnv = { OPSDECK_DEMO: 'true' }): Promise<IdentityBackend> {
  const db = await createTestDatabase();
  const logs: string[] = [];
  const identity = await createIdentityModule(db, { env, config: { log: (line) => logs.push(line) } });
  const backend = await createBackend({
    db,
    authenticator: chainAuthenticators(identity.authenticator, bearerTokenAuthenticator(db)),
    routes: [identity.routes],
    logRequests: false,
    authCacheMs: 0,
  });
  const server: Server = createServer(backend.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const client = (): BackendClient => {
    const jar = new CookieJar();
    const options = { maxRedirects: 0, validateStatus: () => true, headers: { Accept: 'application/json' } };
    const http = jar.attach(axios.create({ ...options, baseURL: `${base}/api` }));
    // The SDK prefers an instance's baseURL over its basePath, so it gets its own instance.
    const sdk = jar.attach(axios.create(options));
    const ory = `${base}/api/.ory`;
    return { http, jar, api: new FrontendApi(new Configuration({ basePath: ory }), ory, sdk) };
  };

  return {
    db,
    identity,
    backend,
    base,
    logs,
    client,
    async signedIn(email, password = DEMO_PASSWORD_DEFAULT) {
      const c = client();
      const { data: flow } = await c.api.createBrowserLoginFlow();
      const res = await c.api.updateLoginFlow({
        flow: flow.id,
        updateLoginFlowBody: { method: 'password', identifier: email, password, csrf_token: csrfOf(flow) },
      });
      if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
      return c;
    },
    async close() {
      await identity.close();
      await backend.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
