/**
 * The demo's local webhook sink: a webhook endpoint of this backend that keeps what it receives
 * (notification_webhook_sink), so a fresh demo shows real deliveries without any outside service.
 * POST /notification/webhook_sink takes any body without credentials (demo mode only: it is only
 * registered there); GET lists the latest received requests for readers of notifications.
 */
import { readBody } from '../http/body';
import type { RouteModule } from '../http/types';

const KEPT_HEADERS = ['content-type', 'user-agent', 'title'];
/** The sink keeps the latest requests only. */
const SINK_LIMIT = 1000;

export const WEBHOOK_SINK_PATH = '/notification/webhook_sink';

export const webhookSinkRoutes: RouteModule = (router, deps) => {
  router.add({
    method: ['POST', 'PUT', 'GET'],
    path: `${WEBHOOK_SINK_PATH}/receive`,
    auth: 'none',
    handler: async (ctx) => {
      const body = ctx.method === 'GET' ? ctx.rawQuery : (await readBody(ctx.req, deps.maxBodyBytes)).toString('utf8');
      const headers = Object.fromEntries(
        KEPT_HEADERS.flatMap((name) => (ctx.req.headers[name] ? [[name, String(ctx.req.headers[name])]] : [])),
      );
      await deps.db.query(
        `WITH added AS (
           INSERT INTO notification_webhook_sink (method, content_type, headers, body) VALUES ($1, $2, $3::jsonb, $4) RETURNING id)
         DELETE FROM notification_webhook_sink WHERE id IN (
           SELECT id FROM notification_webhook_sink ORDER BY received_at DESC OFFSET ${SINK_LIMIT})`,
        [ctx.method, ctx.req.headers['content-type'] ?? null, JSON.stringify(headers), body],
      );
      return { status: 204, raw: null };
    },
  });
  router.add({
    method: 'GET',
    path: WEBHOOK_SINK_PATH,
    access: { resource: 'notifications', action: 'read' },
    handler: async (ctx) => {
      const limit = Math.min(Math.max(Number(ctx.query.get('limit')) || 100, 1), SINK_LIMIT);
      const { rows } = await deps.db.query(
        `SELECT id::text, received_at, method, content_type, headers, body FROM notification_webhook_sink
         ORDER BY received_at DESC, id DESC LIMIT $1`,
        [limit],
      );
      return { status: 200, json: rows };
    },
  });
};
