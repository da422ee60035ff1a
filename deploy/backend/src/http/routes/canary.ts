import { canRunChecks, isUuid } from '@opsdeck/contracts';
import { authorizeResource } from '../../authz/authorize';
import { canReadRelations } from '../../authz/route-relations';
import { checkGraph, graphQuerySchema, resolveRange } from '../../checks/graph';
import { runCheckNow } from '../../checks/run-check';
import { CheckStatsCache } from '../../checks/stats-cache';
import { HealthSummary, normaliseKeys, summaryOptionsSchema } from '../../checks/summary';
import { UnsupportedCheckTypeError } from '../../checks/types';
import { validateBody } from '../body';
import { badRequest, forbidden, HttpError, notFound } from '../errors';
import { json } from '../respond';
import type { RouteModule } from '../types';
import { parseQuery } from './query-params';
import { requireReadable } from './relation-access';

/** Relations of the summary's `configs` (the same data as an embed of configs below checks). */
const SUMMARY_CONFIG_RELATIONS = ['check_config_relationships', 'configs'];

/**
 * The canary-checker endpoints the health pages call (reference 5.7): the summary (GET, or POST
 * with options), the graph of one check, and Run Now. Everything they answer is canaries' data
 * (checks, canaries, check_statuses), except the summary's related config items, authorized
 * apart (authz/route-relations.ts).
 */
export const canaryRoutes: RouteModule = (router, deps) => {
  const summary = new HealthSummary(new CheckStatsCache());
  const read = { resource: 'canaries', action: 'read' } as const;

  router.add({
    method: ['GET', 'POST'],
    path: '/canary/api/summary',
    access: read,
    // The POST only carries the options: the health page sends it every few seconds per viewer.
    readOnly: true,
    handler: async (ctx) => {
      // GET binds no options (reference 5.7); POST carries them in the body.
      const body = ctx.method === 'POST' ? await ctx.json() : undefined;
      const options = validateBody(summaryOptionsSchema, normaliseKeys(body));
      // The related config items are catalog data: left out for a caller who may not read it.
      const access = { configs: canReadRelations(ctx.principal!, SUMMARY_CONFIG_RELATIONS) };
      return { status: 200, raw: await summary.json(deps.db, options, access) };
    },
  });

  router.add({
    method: 'GET',
    path: '/canary/api/graph',
    access: read,
    handler: async (ctx) => {
      const query = parseQuery(graphQuerySchema, ctx.query);
      const range = resolveRange(query, Date.now());
      if ('error' in range) throw badRequest(range.error);
      return json(200, await checkGraph(deps.db, query.check, range));
    },
  });

  router.add({
    method: 'POST',
    path: '/canary/run/check/:id',
    audit: { action: 'run' },
    handler: async (ctx) => {
      const principal = ctx.principal!;
      // Write access to canaries, or one of the roles the spec lets run checks (commanders and
      // responders have no canary write in the role matrix but may press Run Now).
      if (!authorizeResource(principal, 'write', 'canaries') && !canRunChecks(principal.roles)) {
        throw forbidden('forbidden', 'running checks requires write access to canaries');
      }
      // The answer is the check's result: its relation must be readable too (a deny row may take
      // read on canaries from a role that runs checks).
      requireReadable(principal, ['checks']);
      const id = ctx.params.id!;
      if (!isUuid(id)) throw badRequest('invalid check id', `"${id}" is not a check id`);
      try {
        const result = await runCheckNow(deps.db, id);
        if (!result) throw notFound(`check (${id}) was not found`);
        return json(200, result);
      } catch (err) {
        if (err instanceof UnsupportedCheckTypeError) throw new HttpError(501, err.message);
        throw err;
      }
    },
  });
};
