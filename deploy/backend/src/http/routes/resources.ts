import {
  RESOURCE_SEARCH_KINDS,
  resourceForTable,
  searchResourcesRequestSchema,
  type ResourceSearchKind,
  type SearchResourcesRequest,
} from '@opsdeck/contracts';
import { z } from 'zod';
import { authorizeResource } from '../../authz/authorize';
import type { Principal } from '../../authz/types';
import { KINDS } from '../../search/kinds';
import { searchResources, SearchSyntaxError } from '../../search/search';
import { badRequest } from '../errors';
import { json } from '../respond';
import type { RouteModule } from '../types';

/**
 * The kinds the caller may read, by the resource guarding each kind's table in the role matrix
 * (configs, changes and analyses: database; checks and canaries: canaries; components:
 * topologies; playbooks; connections). A kind the caller may not read is left out of the answer,
 * as if nothing matched, rather than failing the whole search: the console asks for several kinds
 * at once and shows whatever it gets.
 */
export function readableKinds(principal: Principal): Set<ResourceSearchKind> {
  return new Set(
    RESOURCE_SEARCH_KINDS.filter((kind) => {
      const resource = resourceForTable(KINDS[kind].guard);
      return resource !== undefined && authorizeResource(principal, 'read', resource);
    }),
  );
}

/** POST /resources/search (reference 5.4); src/search/search.ts documents the behaviour. */
export const resourceRoutes: RouteModule = (router, deps) => {
  router.add({
    method: 'POST',
    path: '/resources/search',
    handler: async (ctx) => {
      const body = (await ctx.json()) ?? {};
      const parsed = z.safeParse(searchResourcesRequestSchema, body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
        throw badRequest('invalid request body', `${where}${issue?.message ?? 'invalid'}`);
      }
      try {
        const answer = await searchResources(deps.db, parsed.data as SearchResourcesRequest, readableKinds(ctx.principal!));
        return json(200, answer);
      } catch (err) {
        if (err instanceof SearchSyntaxError) throw badRequest(err.message);
        throw err;
      }
    },
  });
};
