import { canReadRelations } from '../../authz/route-relations';
import type { Principal } from '../../authz/types';
import { loadTopology, TOPOLOGY_RELATED_COLUMNS, topologyQuerySchema } from '../../topology/tree';
import { notFound } from '../errors';
import { json } from '../respond';
import type { RouteModule } from '../types';
import { parseQuery } from './query-params';
import { requireReadable } from './relation-access';

/** The topology view's columns of relations the principal may not read (authz/route-relations.ts). */
export const withheldTopologyColumns = (principal: Principal): string[] =>
  Object.entries(TOPOLOGY_RELATED_COLUMNS)
    .filter(([, relations]) => !canReadRelations(principal, relations))
    .map(([column]) => column);

/**
 * GET /canary/api/topology (reference 5.7), guarded like the topologies table. The checks,
 * incidents and analyses counted on a component and its team names need read on their own
 * relations: left out without it, and filtering by team is refused.
 */
export const topologyRoutes: RouteModule = (router, deps) => {
  router.add({
    method: 'GET',
    path: '/canary/api/topology',
    access: { resource: 'topologies', action: 'read' },
    handler: async (ctx) => {
      const query = parseQuery(topologyQuerySchema, ctx.query);
      if (query.team.length > 0) requireReadable(ctx.principal!, TOPOLOGY_RELATED_COLUMNS.team_names!);
      const topology = await loadTopology(deps.db, query, withheldTopologyColumns(ctx.principal!));
      if (!topology) throw notFound(`component (${query.id}) was not found`);
      return json(200, topology);
    },
  });
};
