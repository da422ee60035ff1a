import { json } from '../respond';
import type { RouteModule } from '../types';

/** GET /health: the process answers and the database takes a query. */
export const healthRoutes: RouteModule = (router, deps) => {
  router.add({
    method: 'GET',
    path: '/health',
    auth: 'none',
    handler: async () => {
      try {
        await deps.db.query('SELECT 1');
        return json(200, { status: 'ok' });
      } catch (err) {
        return json(503, { error: 'database unavailable', message: err instanceof Error ? err.message : String(err) });
      }
    },
  });
};
