import { loadTopology, topologyQuerySchema } from '../../topology/tree';
import { notFound } from '../errors';
import { json } from '../respond';
import type { RouteModule } from '../types';
import { parseQuery } from './query-params';

/** GET /canary/api/topology (reference 5.7), guarded like the topologies table. */
export const topologyRoutes: RouteModule = (router, deps) => {
  router.add({
    method: 'GET',
    path: '/canary/api/topology',
    access: { resource: 'topologies', action: 'read' },
    handler: async (ctx) => {
      const query = parseQuery(topologyQuerySchema, ctx.query);
      const topology = await loadTopology(deps.db, query);
      if (!topology) throw notFound(`component (${query.id}) was not found`);
      return json(200, topology);
    },
  });
};
