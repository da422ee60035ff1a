import type { Authenticator } from '../authz/types';
import type { Database } from '../db/types';
import type { HttpResult, RouteModule } from '../http/types';
import { loadIdentityConfig, type IdentityConfig } from './config';
import { ensureDemoIdentities } from './demo';
import { requestOrigin } from './http/request';
import { deletePerson, inviteUser, updatePerson, type Actor, type AdminResponse } from './people/admin';
import { createIdentityContext, createIdentityService, type IdentityService } from './service';

function result(answer: AdminResponse): HttpResult {
  return answer.body === undefined ? { status: answer.status, raw: null } : { status: answer.status, json: answer.body };
}

/**
 * Route module for the backend router: the public self-service API under /kratos/* and /.ory/*
 * (the router strips /api, so /api/.ory/* lands here too) and the people endpoints of reference 5.1.
 */
export function identityRoutes(service: IdentityService): RouteModule {
  return (router) => {
    for (const path of ['/kratos/*', '/.ory/*']) {
      router.add({
        method: '*',
        path,
        auth: 'none',
        handler: async ({ req, res }) => {
          await service.handle(req, res);
        },
      });
    }
    router.add({
      method: 'POST',
      path: '/auth/invite_user',
      access: { resource: 'auth', action: 'write' },
      handler: async (ctx) =>
        result(
          await inviteUser(service.context, ctx.principal as Actor, await ctx.json(), requestOrigin(ctx.req.headers, false)),
        ),
    });
    router.add({
      method: 'POST',
      path: '/people/update',
      access: { resource: 'identities', action: 'write' },
      handler: async (ctx) => result(await updatePerson(service.context, ctx.principal as Actor, await ctx.json())),
    });
    router.add({
      method: 'DELETE',
      path: '/people/:id',
      access: { resource: 'identities', action: 'write' },
      handler: async (ctx) => result(await deletePerson(service.context, ctx.principal as Actor, ctx.params.id as string)),
    });
  };
}

export interface IdentityModule {
  service: IdentityService;
  /** Add to createBackend({ routes }). */
  routes: RouteModule;
  /** Session cookie / X-Session-Token authenticator; chain it with the bearer-token one. */
  authenticator: Authenticator;
  /** Waits for mail deliveries in flight. */
  close(): Promise<void>;
}

/**
 * Everything the backend needs from the identity module, ready to wire: loads the configuration
 * from `env`, prepares the sealing key and, unless `ensureAccounts` is false, the first-run
 * accounts (demo identities, or the admin from explicit env variables).
 */
export async function createIdentityModule(
  db: Database,
  options: { env?: NodeJS.ProcessEnv; config?: Partial<IdentityConfig>; ensureAccounts?: boolean } = {},
): Promise<IdentityModule> {
  const env = options.env ?? process.env;
  const config = loadIdentityConfig(env, options.config);
  const service = createIdentityService(await createIdentityContext(db, config));
  if (options.ensureAccounts !== false) await ensureDemoIdentities(db, env, config.log);
  return {
    service,
    routes: identityRoutes(service),
    authenticator: (req) => service.authenticate(req),
    close: () => service.context.courier.idle(),
  };
}
