// Notification rules, silences, delivery and the send history.
import type { Database } from '../db/types';
import type { MailSender } from './channels';
import { NotificationDispatcher } from './dispatcher';

export { NotificationDispatcher, type DispatcherOptions } from './dispatcher';
export { webhookSinkRoutes, WEBHOOK_SINK_PATH } from './webhook-sink';

const OFF = new Set(['off', '0', 'false', 'no']);

/**
 * Starts delivery unless OPSDECK_NOTIFICATIONS is off (it is off under a test runner unless set):
 * every process runs one, and the queue hands each event to one of them.
 * OPSDECK_NOTIFICATIONS_POLL_MS (500): how often the queue is read when idle.
 */
export function startNotificationDispatcher(
  db: Database,
  env: NodeJS.ProcessEnv,
  mail: MailSender,
  log: (line: string) => void,
): NotificationDispatcher | null {
  const raw = env.OPSDECK_NOTIFICATIONS?.trim().toLowerCase();
  if (raw ? OFF.has(raw) : env.NODE_ENV === 'test' || env.JEST_WORKER_ID !== undefined) return null;
  const pollMs = Number(env.OPSDECK_NOTIFICATIONS_POLL_MS);
  const dispatcher = new NotificationDispatcher({
    db,
    mail,
    log,
    publicUrl: env.FRONTEND_URL?.replace(/\/$/, '') ?? '',
    // Spread over the defaults, so an unset variable must leave the key out, not set it undefined.
    ...(Number.isFinite(pollMs) && pollMs > 0 ? { pollMs } : {}),
  });
  dispatcher.start();
  log('[notifications] delivery started (OPSDECK_NOTIFICATIONS=off turns it off)');
  return dispatcher;
}
