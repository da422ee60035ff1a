import {
  CATALOG_CHANGES_PATH,
  CATALOG_SUMMARY_PATH,
  catalogChangesRequestSchema,
  catalogSummaryRequestSchema,
  type CatalogChangesRequest,
  type CatalogSummaryRequest,
} from '@opsdeck/contracts';
import { z } from 'zod';
import { catalogChanges } from '../../catalog/changes';
import { CatalogRequestError, catalogSummary } from '../../catalog/summary';
import { badRequest } from '../errors';
import type { RequestContext, RouteModule } from '../types';
import { requireReadable } from './relation-access';

/** The body validated with a contracts schema: 400 naming the first bad field. */
async function bodyOf<T>(ctx: RequestContext, schema: z.core.$ZodType): Promise<T> {
  const parsed = z.safeParse(schema, (await ctx.json()) ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw badRequest('invalid request body', `${where}${issue?.message ?? 'invalid'}`);
  }
  return parsed.data as T;
}

async function answer<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof CatalogRequestError) throw badRequest(err.message);
    throw err;
  }
}

/**
 * The catalog's custom endpoints (reference 5.4), guarded like the catalog's relations (database
 * read). Both only read, whatever their method: their options travel in the body.
 */
export const catalogRoutes: RouteModule = (router, deps) => {
  const read = { resource: 'database', action: 'read' } as const;

  router.add({
    method: 'POST',
    path: CATALOG_SUMMARY_PATH,
    access: read,
    readOnly: true,
    handler: async (ctx) => {
      const request = await bodyOf<CatalogSummaryRequest>(ctx, catalogSummaryRequestSchema);
      // Counts of analyses, changes and costs are those relations' data.
      requireReadable(ctx.principal!, ['config_items', 'config_analysis', ...(request.changes?.since ? ['config_changes'] : [])]);
      const rows = await answer(() => catalogSummary(deps.db, request));
      return { status: 200, raw: JSON.stringify(rows) };
    },
  });

  router.add({
    method: 'POST',
    path: CATALOG_CHANGES_PATH,
    access: read,
    readOnly: true,
    handler: async (ctx) => {
      const request = await bodyOf<CatalogChangesRequest>(ctx, catalogChangesRequestSchema);
      requireReadable(ctx.principal!, ['config_changes', 'config_items', ...(request.id ? ['config_relationships'] : [])]);
      const result = await answer(() => catalogChanges(deps.db, request));
      return { status: 200, json: result };
    },
  });
};
