import { listProperties } from '../../properties/runtime';
import { json } from '../respond';
import type { RouteModule } from '../types';

/**
 * GET /properties (reference 5.1): the runtime properties merged with the `properties` rows, as
 * `[{name, value, source: "local" | "db", type: "", description: ""}]`. Any signed-in caller, as
 * in Mission Control (the incumbent web client loads it before any page); the rows need read on
 * the properties relation and are left out without it.
 */
export const propertiesRoutes: RouteModule = (router, deps) => {
  router.add({
    method: 'GET',
    path: '/properties',
    handler: async (ctx) => json(200, await listProperties(deps.db, ctx.principal!)),
  });
};
