/**
 * Strict Mission Control mode (OPSDECK_STRICT_MISSION_CONTROL=1): the backend answers only what a
 * real Mission Control answers, so running the console against it shows every call that would
 * fail there. Relations and functions outside Mission Control's /db map are invisible (404
 * PGRST205/PGRST202 at the top level, 400 PGRST200 embedded) and custom endpoints it does not have
 * are not registered (404). The self-service API stays reachable at `/.ory/*`, the path Mission
 * Control's web front end forwards to Kratos (`/kratos/*`), and the PostgREST engine at `/db`.
 */
import type { Router } from '../http/router';
import type { Method, RouteDefinition } from '../http/types';
import type { Exposure } from '../postgrest/schema/types';
import { missionControlEndpoint } from './mission-control-endpoints';
import { isMissionControlFunction, isMissionControlRelation } from './mission-control-db';

const ON = new Set(['1', 'true', 'yes', 'on']);

export const isStrictMissionControlMode = (env: NodeJS.ProcessEnv = process.env): boolean =>
  ON.has((env.OPSDECK_STRICT_MISSION_CONTROL ?? '').trim().toLowerCase());

/** The exposure narrowed to what Mission Control's /db serves. */
export function strictExposure(base: Exposure): Exposure {
  return Object.freeze({
    relation: (name: string) => base.relation(name) && isMissionControlRelation(name),
    fn: (name: string) => base.fn(name) && isMissionControlFunction(name),
  });
}

/** Routes kept whatever Mission Control's endpoint list says (see the module comment). */
const ALWAYS = new Set(['/db/:table', '/db/rpc/:fn', '/.ory/*', '/kratos/*']);

/**
 * Demo-mode stand-ins for outside systems (the target of the console's warm-up self-check, the
 * webhook receiver of notification deliveries): called by the backend itself, never by a console
 * page, so they stay in strict mode.
 */
const DEMO_SERVICES = ['/demo/', '/notification/webhook_sink'];

const ALL_METHODS: Method[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The methods of a route Mission Control answers at its path (none: the route is dropped). */
function missionControlMethods(definition: RouteDefinition): Method[] | '*' {
  if (ALWAYS.has(definition.path) || DEMO_SERVICES.some((prefix) => definition.path.startsWith(prefix)))
    return definition.method === '*' ? '*' : ([] as Method[]).concat(definition.method);
  const methods = definition.method === '*' ? ALL_METHODS : ([] as Method[]).concat(definition.method);
  return methods.filter((method) => missionControlEndpoint(method, definition.path) !== undefined);
}

/** A router that registers only the routes (and methods) Mission Control has. */
export function strictRouter(router: Router): Router {
  const add = (definition: RouteDefinition): Router => {
    const methods = missionControlMethods(definition);
    if (methods === '*' || methods.length > 0) router.add({ ...definition, method: methods });
    return router;
  };
  return new Proxy(router, { get: (target, key) => (key === 'add' ? add : Reflect.get(target, key, target)) });
}
