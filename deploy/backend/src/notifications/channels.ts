/**
 * Delivery of one rendered notification to one recipient: email through the identity courier
 * (the mailbox, and SMTP when SMTP_URL is set) or an email connection's own SMTP server, and
 * webhook-style connections composed per type as the connection forms store them (generic
 * webhook: URL, method, content type, message and title keys; Slack, Discord, Mattermost,
 * Rocket.Chat, Teams, Google Chat, ntfy). Other notification types are refused with
 * UndeliverableError and recorded as such.
 */
import { GENERIC_WEBHOOK_DEFAULTS, NOTIFICATION_DELIVERY } from '@opsdeck/contracts';
import type { Queryable } from '../db/types';
import type { OutgoingMail } from '../identity/courier/courier';
import { parseSmtpUrl, sendMail } from '../identity/courier/smtp';
import type { RenderedMessage } from './template';

/** A type or address this backend cannot deliver to: recorded once, never retried. */
export class UndeliverableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UndeliverableError';
  }
}

export type Recipient =
  | { kind: 'person'; person_id: string; email: string | null }
  | { kind: 'team'; team_id: string; emails: string[] }
  | { kind: 'service'; name?: string; connection?: string; url?: string; properties?: Record<string, string> };

export interface ConnectionRow {
  id: string;
  name: string;
  namespace: string;
  type: string;
  url: string | null;
  username: string | null;
  password: string | null;
  properties: Record<string, unknown> | null;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<string>;
}

export interface DeliveryDeps {
  db: Queryable;
  /** The identity courier; without it, person and team recipients are undeliverable. */
  mail?: MailSender;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const CONNECTION_SQL = `
SELECT id::text, name, namespace, type, url, username, password, properties FROM connections
WHERE deleted_at IS NULL AND (id::text = $1 OR (name = $2 AND namespace = $3)) LIMIT 1`;

/** `connection://namespace/name`, `connection://name` (namespace default) or an id. */
export async function resolveConnection(db: Queryable, reference: string): Promise<ConnectionRow | null> {
  const path = reference.replace(/^connection:\/\//, '');
  const [namespace, name] = path.includes('/') ? path.split('/', 2) : ['default', path];
  const { rows } = await db.query<ConnectionRow>(CONNECTION_SQL, [reference, name, namespace]);
  return rows[0] ?? null;
}

/** A value stored as a secret reference cannot be read by this backend. */
const plain = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' && !/^(secret|configmap|env):\/\//.test(value) ? value : undefined;

const prop = (properties: Record<string, unknown> | null | undefined, ...keys: string[]): string | undefined => {
  for (const key of keys) {
    const value = plain(properties?.[key]);
    if (value) return value;
  }
  return undefined;
};

const isHttp = (url: string | undefined): url is string => Boolean(url && /^https?:\/\//i.test(url));

interface HttpRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

async function send(request: HttpRequest, deps: DeliveryDeps): Promise<void> {
  const doFetch = deps.fetch ?? fetch;
  const response = await doFetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.method === 'GET' ? undefined : request.body,
    signal: AbortSignal.timeout(deps.timeoutMs ?? NOTIFICATION_DELIVERY.requestTimeoutMs),
  });
  const text = await response.text().catch(() => '');
  if (!response.ok)
    throw new Error(
      `${request.method} ${new URL(request.url).host} answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`,
    );
  // Slack's Web API answers 200 with {ok:false} on errors.
  if (/^\s*\{/.test(text) && /"ok"\s*:\s*false/.test(text)) throw new Error(`delivery refused: ${text.slice(0, 200)}`);
}

const json = (url: string, body: unknown, headers: Record<string, string> = {}): HttpRequest => ({
  url,
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

const withTitle = (message: RenderedMessage, bold = '*') => `${bold}${message.title}${bold}\n${message.message}`.trim();

/** The HTTP request a webhook-style connection type makes of a message. */
export function composeRequest(
  type: string,
  url: string | undefined,
  properties: Record<string, unknown> | null,
  password: string | null,
  message: RenderedMessage,
): HttpRequest {
  switch (type) {
    case 'generic_webhook':
    case 'http': {
      const target = url?.replace(/^generic\+/, '');
      if (!isHttp(target)) throw new UndeliverableError('the generic webhook has no http(s) URL');
      const method = (prop(properties, 'method') ?? GENERIC_WEBHOOK_DEFAULTS.method).toUpperCase();
      const contentType = prop(properties, 'contentType', 'content_type') ?? GENERIC_WEBHOOK_DEFAULTS.contentType;
      const messageKey = prop(properties, 'messageKey', 'message_key') ?? GENERIC_WEBHOOK_DEFAULTS.messageKey;
      const titleKey = prop(properties, 'titleKey', 'title_key') ?? GENERIC_WEBHOOK_DEFAULTS.titleKey;
      if (method === 'GET') {
        const withQuery = new URL(target);
        withQuery.searchParams.set(titleKey, message.title);
        withQuery.searchParams.set(messageKey, message.message);
        return { url: withQuery.toString(), method, headers: {} };
      }
      const body = /json/i.test(contentType)
        ? JSON.stringify({ [titleKey]: message.title, [messageKey]: message.message })
        : `${message.title}\n\n${message.message}`;
      return { url: target, method, headers: { 'Content-Type': contentType }, body };
    }
    case 'slack': {
      const channel = prop(properties, 'channel');
      const username = prop(properties, 'botName', 'username');
      if (isHttp(url))
        return json(url, { text: withTitle(message), ...(username ? { username } : {}), ...(channel ? { channel } : {}) });
      const token = plain(password) ?? prop(properties, 'token', 'botToken');
      if (!token) throw new UndeliverableError('the Slack bot token is a secret reference this backend cannot read');
      if (!channel) throw new UndeliverableError('the Slack connection has no channel');
      return json(
        'https://slack.com/api/chat.postMessage',
        { channel, text: withTitle(message), ...(username ? { username } : {}) },
        { Authorization: `Bearer ${token}` },
      );
    }
    case 'discord': {
      const id = prop(properties, 'webhookId', 'webhookID');
      const token = plain(password) ?? prop(properties, 'token');
      const target = isHttp(url) ? url : id && token ? `https://discord.com/api/webhooks/${id}/${token}` : undefined;
      if (!target) throw new UndeliverableError('the Discord connection has no webhook URL, or its token is a secret reference');
      return json(target, { content: withTitle(message, '**'), username: prop(properties, 'username') });
    }
    case 'mattermost':
    case 'rocketchat': {
      if (!isHttp(url)) throw new UndeliverableError(`the ${type} connection has no http(s) webhook URL`);
      return json(url, {
        text: withTitle(message, '**'),
        username: prop(properties, 'username'),
        channel: prop(properties, 'channel'),
      });
    }
    case 'teams': {
      if (!isHttp(url)) throw new UndeliverableError('the Teams connection has no http(s) webhook URL');
      return json(url, {
        '@type': 'MessageCard',
        '@context': 'https://schema.org/extensions',
        title: message.title,
        text: message.message,
      });
    }
    case 'google_chat': {
      const space = prop(properties, 'webhookName');
      const key = prop(properties, 'key');
      const token = plain(password) ?? prop(properties, 'token');
      const target = isHttp(url)
        ? url
        : space && key && token
          ? `https://chat.googleapis.com/v1/spaces/${space}/messages?key=${key}&token=${token}`
          : undefined;
      if (!target)
        throw new UndeliverableError('the Google Chat connection has no webhook URL, or its token is a secret reference');
      return json(target, { text: withTitle(message) });
    }
    case 'ntfy': {
      if (!isHttp(url)) throw new UndeliverableError('the ntfy connection has no http(s) URL');
      const topic = prop(properties, 'topic');
      return {
        url: topic ? `${url.replace(/\/$/, '')}/${topic}` : url,
        method: 'POST',
        headers: { Title: message.title },
        body: message.message,
      };
    }
    default:
      throw new UndeliverableError(`notifications of type ${type} are not delivered by this backend`);
  }
}

async function mailTo(addresses: string[], message: RenderedMessage, deps: DeliveryDeps): Promise<void> {
  if (!deps.mail) throw new UndeliverableError('email recipients need the mail courier, which is not configured');
  if (addresses.length === 0) throw new UndeliverableError('the recipient has no email address');
  for (const recipient of addresses) {
    await deps.mail.send({ recipient, subject: message.title, body: message.message, templateType: 'notification' });
  }
}

async function deliverToConnection(
  connection: ConnectionRow,
  recipient: Extract<Recipient, { kind: 'service' }>,
  message: RenderedMessage,
  deps: DeliveryDeps,
): Promise<void> {
  const properties = { ...(connection.properties ?? {}), ...(recipient.properties ?? {}) };
  if (connection.type === 'email') {
    const to = prop(properties, 'to', 'toAddresses');
    if (!to) throw new UndeliverableError('the email connection names no recipient (properties.to)');
    if (!connection.url) return mailTo(to.split(','), message, deps);
    const smtp = parseSmtpUrl(connection.url);
    const username = plain(connection.username);
    const password = plain(connection.password);
    if (connection.password && !password)
      throw new UndeliverableError('the SMTP password is a secret reference this backend cannot read');
    const from = prop(properties, 'from', 'fromAddress') ?? username ?? 'opsdeck@localhost';
    for (const address of to.split(',')) {
      await sendMail(
        { ...smtp, username: username ?? smtp.username, password: password ?? smtp.password },
        { from, to: address.trim(), subject: message.title, text: message.message },
      );
    }
    return;
  }
  await send(
    composeRequest(connection.type, recipient.url ?? connection.url ?? undefined, properties, connection.password, message),
    deps,
  );
}

/** Delivers one message to one recipient; throws on failure (UndeliverableError: do not retry). */
export async function deliver(recipient: Recipient, message: RenderedMessage, deps: DeliveryDeps): Promise<void> {
  if (recipient.kind === 'person') return mailTo(recipient.email ? [recipient.email] : [], message, deps);
  if (recipient.kind === 'team') return mailTo(recipient.emails, message, deps);
  if (recipient.connection) {
    const connection = await resolveConnection(deps.db, recipient.connection);
    if (!connection) throw new UndeliverableError(`connection ${recipient.connection} was not found`);
    return deliverToConnection(connection, recipient, message, deps);
  }
  if (isHttp(recipient.url))
    return send(composeRequest('generic_webhook', recipient.url, recipient.properties ?? null, null, message), deps);
  throw new UndeliverableError(`the address ${recipient.url ?? '(none)'} is not delivered by this backend`);
}
