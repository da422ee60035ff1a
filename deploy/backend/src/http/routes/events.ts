import { LIVE_EVENTS_PATH, LIVE_HEARTBEAT_MS } from '@opsdeck/contracts';
import { z } from 'zod';
import { createLiveEvents } from '../../events/service';
import { envMs } from '../../events/prune';
import { HttpError } from '../errors';
import type { RouteModule } from '../types';

const lastEventIdSchema = z.string().regex(/^\d{1,18}$/, 'Last-Event-ID must be the id of an event received from this stream');

/**
 * GET /events: the signed-in reader's live updates as Server-Sent Events (src/events, the wire
 * format in contracts/src/live-updates). `Last-Event-ID` (or `?lastEventId=`) resumes after an
 * event still kept. OPSDECK_EVENTS_HEARTBEAT_MS (15 s), OPSDECK_EVENTS_REVALIDATE_MS (10 s: how
 * often a stream re-checks its credentials), OPSDECK_EVENTS_MAX_QUEUED (1000 events per slow
 * reader), OPSDECK_EVENTS_MAX_REPLAY (1000 events per resume).
 */
export const eventRoutes: RouteModule = (router, deps) => {
  const env = process.env;
  const events = createLiveEvents(deps, {
    heartbeatMs: envMs(env, 'OPSDECK_EVENTS_HEARTBEAT_MS', LIVE_HEARTBEAT_MS),
    revalidateMs: envMs(env, 'OPSDECK_EVENTS_REVALIDATE_MS', 10_000),
    maxQueued: envMs(env, 'OPSDECK_EVENTS_MAX_QUEUED', 1000),
    maxReplay: envMs(env, 'OPSDECK_EVENTS_MAX_REPLAY', 1000),
  });
  router.add({
    method: 'GET',
    path: LIVE_EVENTS_PATH,
    handler: async (ctx) => {
      const raw = ctx.req.headers['last-event-id'] ?? ctx.query.get('lastEventId') ?? undefined;
      let resumeFrom: bigint | null = null;
      if (raw !== undefined && raw !== '') {
        const parsed = lastEventIdSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
        if (!parsed.success) throw new HttpError(400, 'invalid Last-Event-ID', parsed.error.issues[0]!.message);
        resumeFrom = BigInt(parsed.data);
      }
      await events.serve(ctx.req, ctx.res, ctx.principal!, resumeFrom);
    },
  });
};
