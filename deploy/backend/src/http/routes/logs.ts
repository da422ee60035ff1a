import { LogsError, logsRequestSchema, searchLogs } from '../../logs/search';
import { HttpError } from '../errors';
import type { RouteModule } from '../types';
import { requireReadable } from './relation-access';

/**
 * POST /logs {id, name, query, labels, start, end, limit}: a component's log lines (logs/search.ts).
 * Read on the generic database resource (the route table's guard of /logs) and on components.
 */
export const logsRoutes: RouteModule = (router, deps) => {
  router.add({
    method: 'POST',
    path: '/logs',
    access: { resource: 'database', action: 'read' },
    readOnly: true,
    handler: async (ctx) => {
      const request = await ctx.body(logsRequestSchema);
      requireReadable(ctx.principal!, ['components']);
      try {
        return { status: 200, json: await searchLogs(deps.db, request) };
      } catch (error) {
        if (error instanceof LogsError) throw new HttpError(error.status, error.message);
        throw error;
      }
    },
  });
};
