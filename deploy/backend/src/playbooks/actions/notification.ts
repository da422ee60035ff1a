/**
 * notification: sent through a connection of a notification type (or an http(s) `url`). Generic
 * webhooks and http connections receive a JSON POST {title, message, properties}. Other types
 * (Slack, email, Teams, ...) need their own delivery, which this backend does not have: the action
 * is then reported as not delivered, saying so, and the run goes on.
 */
import { findConnection } from './connections';
import { runHttp } from './http';
import type { ActionContext, ActionOutcome } from './types';

export interface NotificationSpec {
  connection?: string;
  url?: string;
  title: string;
  message: string;
  properties?: Record<string, string>;
}

const WEBHOOK_TYPES = new Set(['generic_webhook', 'webhook', 'http']);

export async function runNotification(spec: NotificationSpec, ctx: ActionContext): Promise<ActionOutcome> {
  let url = spec.url;
  let type = 'url';
  let username: string | undefined;
  let password: string | undefined;
  if (spec.connection) {
    const connection = await findConnection(ctx.db, spec.connection);
    type = connection.type;
    if (!WEBHOOK_TYPES.has(connection.type)) {
      const message = `notification not delivered: connections of type ${connection.type} cannot be delivered by this backend (only generic_webhook and http)`;
      return {
        status: 'skipped',
        result: { delivered: false, connection: spec.connection, type: connection.type, title: spec.title, message },
        error: message,
      };
    }
    url = connection.url ?? url;
    username = connection.username ?? undefined;
    password = connection.password ?? undefined;
  }
  if (!url || !/^https?:\/\//.test(url)) {
    const message = `notification not delivered: ${url ? `${url} is not an http(s) address; this backend delivers webhooks only` : 'no connection or url'}`;
    return {
      status: url ? 'skipped' : 'failed',
      result: { delivered: false, url: url ?? null, title: spec.title },
      error: message,
    };
  }
  const sent = await runHttp(
    {
      url,
      method: 'POST',
      headers: [{ name: 'content-type', value: 'application/json' }],
      body: JSON.stringify({ title: spec.title, message: spec.message, properties: spec.properties ?? {} }),
      ...(username !== undefined ? { username, password } : {}),
    },
    ctx,
  );
  return {
    ...sent,
    result: { delivered: sent.status === 'completed', type, title: spec.title, message: spec.message, response: sent.result },
  };
}
