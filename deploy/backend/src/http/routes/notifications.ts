import {
  HistoryRequestError,
  previewQuerySchema,
  sendHistoryDetail,
  sendHistorySummary,
  silencePreview,
  summaryRequestSchema,
} from '../../notifications/history';
import { createSilence, SilenceRequestError, silenceRequestSchema } from '../../notifications/silence';
import { statusForSqlState } from '../../postgrest/db-errors';
import { badRequest, HttpError, notFound } from '../errors';
import type { RouteModule } from '../types';
import { requireReadable } from './relation-access';

/** The relation each target column of a silence names a row of. */
const TARGET_RELATIONS = {
  check_id: 'checks',
  canary_id: 'canaries',
  component_id: 'components',
  config_id: 'config_items',
} as const;

/** The SQLSTATE of a database error, if it is one. */
const sqlStateOf = (err: unknown): string | undefined => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

/**
 * POST /notification/silence (reference 5.5): silences notifications about a check, config item,
 * component or canary, or those a CEL filter or selectors match, from `from` (default now) until
 * `until` (null: indefinitely), both go-datemath. RBAC notification create, our resource
 * notifications write. 200 with an empty body; 400 `{error}` for a bad window or no target; 409
 * for a resource that does not exist (duty maps foreign-key violations so); 403 for a resource the
 * caller may not read (authz/route-relations.ts).
 */
export const notificationRoutes: RouteModule = (router, deps) => {
  router.add({
    method: 'POST',
    path: '/notification/silence',
    access: { resource: 'notifications', action: 'write' },
    handler: async (ctx) => {
      const request = await ctx.body(silenceRequestSchema);
      // Silencing a check, canary, component or config item names it (and a 409 would tell whether
      // it exists): read on its relation is required, as for a filter on it under /db.
      const targets = Object.entries(TARGET_RELATIONS).filter(([column]) => request[column as keyof typeof TARGET_RELATIONS]);
      requireReadable(
        ctx.principal!,
        targets.map(([, relation]) => relation),
      );
      try {
        await createSilence(deps.db, request, ctx.principal!.id);
      } catch (err) {
        if (err instanceof SilenceRequestError) throw badRequest(err.message);
        const state = sqlStateOf(err);
        if (state && statusForSqlState(state) < 500) {
          throw new HttpError(statusForSqlState(state), err instanceof Error ? err.message : 'invalid silence');
        }
        throw err;
      }
      return { status: 200, raw: null };
    },
  });

  registerHistoryRoutes(router);
};

const asBadRequest = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HistoryRequestError) throw badRequest(err.message);
    throw err;
  }
};

/**
 * Send history reads of reference 5.5 (RBAC notification read): the grouped summary, one row with
 * its resource and Markdown body, and the preview of what a draft silence would match.
 */
function registerHistoryRoutes(router: Parameters<RouteModule>[0]): void {
  router.add({
    method: 'POST',
    path: '/notification/summary',
    access: { resource: 'notifications', action: 'read' },
    readOnly: true,
    handler: async (ctx) => {
      const request = await ctx.body(summaryRequestSchema);
      return { status: 200, json: await asBadRequest(() => sendHistorySummary(ctx.deps.db, request)) };
    },
  });
  router.add({
    method: 'GET',
    path: '/notification/send_history/:id',
    access: { resource: 'notifications', action: 'read' },
    handler: async (ctx) => {
      const detail = await asBadRequest(() => sendHistoryDetail(ctx.deps.db, ctx.params.id ?? ''));
      if (!detail) throw notFound('not found', `notification history ${ctx.params.id} not found`);
      return { status: 200, json: detail };
    },
  });
  router.add({
    method: 'GET',
    path: '/notification/silence_preview',
    access: { resource: 'notifications', action: 'read' },
    handler: async (ctx) => {
      const parsed = previewQuerySchema.safeParse(Object.fromEntries(ctx.query));
      if (!parsed.success)
        throw badRequest(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
      return { status: 200, json: await asBadRequest(() => silencePreview(ctx.deps.db, parsed.data)) };
    },
  });
}
