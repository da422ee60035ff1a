import type { Authenticator } from '../authz/types';
import type { Database } from '../db/types';
import type { HttpResult, RouteModule } from '../http/types';
import { loadIdentityConfig, type IdentityConfig } from './config';
import { ensureDemoIdentities } from './demo';
import { IdentityError } from './errors';
import { writeResponse } from './http/adapter';
import { requestOrigin } from '../http/trust-proxy';
import { deletePerson, inviteUser, updatePerson, type Actor, type AdminResponse } from './people/admin';
import { createToken, deleteToken, listTokens } from './people/tokens';
import { createIdentityContext, createIdentityService, type IdentityService } from './service';

function result(answer: AdminResponse): HttpResult {
  return answer.body === undefined ? { status: answer.status, raw: null } : { status: answer.status, json: answer.body };
}

/**
 * Route module for the backend router: the public self-service API under /kratos/* and /.ory/*
 * (the router strips /api, so /api/.ory/* and /api/kratos/* land here too), the people endpoints
 * and the access-token endpoints of reference 5.1.
 */
export function identityRoutes(service: IdentityService): RouteModule {
  return (router) => {
    for (const path of ['/kratos/*', '/.ory/*']) {
      router.add({
        method: '*',
        path,
        auth: 'none',
        // browser flows are guarded by their own CSRF token (Kratos contract), checked by the service
        crossSite: 'own-csrf-token',
        handler: async ({ req, res }) => {
          // Every request gets an answer: a path the service does not serve is Kratos' 404.
          if (!(await service.handle(req, res)))
            writeResponse(res, { status: 404, body: new IdentityError('not_found').toJSON() });
        },
      });
    }
    router.add({
      method: 'POST',
      path: '/auth/invite_user',
      audit: { action: 'invite' },
      access: { resource: 'auth', action: 'write' },
      handler: async (ctx) =>
        result(
          await inviteUser(
            service.context,
            ctx.principal as Actor,
            await ctx.json(),
            requestOrigin(ctx.req, service.context.config.trustProxy),
          ),
        ),
    });
    router.add({
      method: 'POST',
      path: '/people/update',
      audit: { action: 'update' },
      access: { resource: 'identities', action: 'write' },
      handler: async (ctx) => result(await updatePerson(service.context, ctx.principal as Actor, await ctx.json())),
    });
    router.add({
      method: 'DELETE',
      path: '/people/:id',
      access: { resource: 'identities', action: 'write' },
      handler: async (ctx) => result(await deletePerson(service.context, ctx.principal as Actor, ctx.params.id as string)),
    });
    router.add({
      method: 'POST',
      path: '/auth/create_token',
      handler: async (ctx) => {
        const actor = ctx.principal as Actor;
        const session = await service.authenticate(ctx.req);
        return result(await createToken(service.context, actor, await ctx.json(), session?.id === actor.id));
      },
    });
    router.add({
      method: 'GET',
      path: '/auth/tokens',
      handler: async (ctx) => result(await listTokens(service.context, ctx.principal as Actor)),
    });
    router.add({
      method: 'DELETE',
      path: '/auth/token/:id',
      handler: async (ctx) => result(await deleteToken(service.context, ctx.principal as Actor, ctx.params.id as string)),
    });
  };
}

/** Printed at start in demo mode: what a demo instance gives away to anyone who can reach it. */
export const DEMO_WARNING = [
  '[identity] ************************************************************************',
  '[identity] DEMO MODE (OPSDECK_DEMO): THIS CONSOLE IS NOT PRIVATE.',
  '[identity] The demo accounts (admin and every role) sign in with a published password,',
  '[identity] so anyone who can reach it can sign in as admin and read every mailbox at',
  '[identity] /api/.ory/admin/courier/messages (recovery codes, invitation links).',
  '[identity] Only run demo mode on a machine and network you trust; unset OPSDECK_DEMO otherwise.',
  '[identity] ************************************************************************',
];

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
  if (config.demo) for (const line of DEMO_WARNING) config.log(line);
  if (options.ensureAccounts !== false) await ensureDemoIdentities(db, env, config.log);
  return {
    service,
    routes: identityRoutes(service),
    authenticator: (req) => service.authenticate(req),
    close: () => service.context.courier.idle(),
  };
}
