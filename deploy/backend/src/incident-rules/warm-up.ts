import { json } from '../http/respond';
import type { RouteModule } from '../http/types';

/** How long after start the warm-up target answers 503. */
export const WARM_UP_MS = 120_000;

/**
 * GET /demo/warm-up, demo mode only: the target of the `opsdeck-warm-up` self-check. It answers
 * 503 for the first two minutes after the backend started, then 200, so a fresh demo shows the
 * console's own incident rule open an incident and resolve it on its own.
 */
export function warmUpRoutes(startedAt = Date.now(), warmUpMs = WARM_UP_MS): RouteModule {
  return (router) => {
    router.add({
      method: 'GET',
      path: '/demo/warm-up',
      auth: 'none',
      handler: async () => {
        const left = startedAt + warmUpMs - Date.now();
        return left > 0
          ? json(503, { status: 'warming up', ready_in_seconds: Math.ceil(left / 1000) })
          : json(200, { status: 'ready' });
      },
    });
  };
}
