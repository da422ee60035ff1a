import {
  isUuid,
  RESOURCE_SEARCH_KINDS,
  resourceForTable,
  searchResourcesRequestSchema,
  type ResourceSearchKind,
  type ResourceSelector,
  type SearchResourcesRequest,
} from '@opsdeck/contracts';
import { z } from 'zod';
import { authorizeResource } from '../../authz/authorize';
import type { Principal } from '../../authz/types';
import { KINDS } from '../../search/kinds';
import { searchResources, SearchSyntaxError } from '../../search/search';
import { parseSearch } from '../../search/syntax';
import { badRequest } from '../errors';
import { json } from '../respond';
import type { RouteModule } from '../types';
import { requireReadable } from './relation-access';

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

/** The relation a kind's `scope` names its parent in (config_scrapers, canaries, topologies, config_items). */
const scopeRelation = (kind: ResourceSearchKind): string | undefined =>
  KINDS[kind].scope ? /\bFROM\s+(\w+)/i.exec(KINDS[kind].scope!.lookup)?.[1] : undefined;

const AGENT_KEYWORDS = new Set(['', 'all', 'self', 'local']);
const namesAgent = (value: string): boolean =>
  value
    .split(',')
    .map((item) => item.trim().replace(/^!/, ''))
    .some((item) => !AGENT_KEYWORDS.has(item) && !isUuid(item));

/** The relations a selector finds rows through by name: its scope's, and agents for an agent name. */
function lookupRelations(kind: ResourceSearchKind, selector: ResourceSelector): string[] {
  const relations: string[] = [];
  const scope = selector.scope?.trim();
  const parent = scopeRelation(kind);
  if (scope && !isUuid(scope) && parent) relations.push(parent);
  let agentNamed = typeof selector.agent === 'string' && namesAgent(selector.agent);
  if (!agentNamed && selector.search?.trim()) {
    try {
      agentNamed = parseSearch(selector.search)
        .flat()
        .some((term) => term.field.toLowerCase() === 'agent' && namesAgent(term.value));
    } catch {
      // A syntax error is answered by the search itself (400).
    }
  }
  if (agentNamed && KINDS[kind].agentColumn) relations.push('agents');
  return relations;
}

/**
 * POST /resources/search (reference 5.4); src/search/search.ts documents the behaviour. Kinds the
 * caller may not read are left out; a selector of a readable kind that finds rows by the name of
 * a scope (scraper, canary, topology, config item) or agent the caller may not read is refused
 * (authz/route-relations.ts). Answers carry only the kinds' own columns (agent and scope as ids).
 */
export const resourceRoutes: RouteModule = (router, deps) => {
  router.add({
    method: 'POST',
    path: '/resources/search',
    // A search: its selectors travel in the body.
    readOnly: true,
    handler: async (ctx) => {
      const body = (await ctx.json()) ?? {};
      const parsed = z.safeParse(searchResourcesRequestSchema, body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
        throw badRequest('invalid request body', `${where}${issue?.message ?? 'invalid'}`);
      }
      const request = parsed.data as SearchResourcesRequest;
      const kinds = readableKinds(ctx.principal!);
      for (const kind of kinds) {
        for (const selector of request[kind] ?? []) requireReadable(ctx.principal!, lookupRelations(kind, selector));
      }
      try {
        const answer = await searchResources(deps.db, request, kinds);
        return json(200, answer);
      } catch (err) {
        if (err instanceof SearchSyntaxError) throw badRequest(err.message);
        throw err;
      }
    },
  });
};
