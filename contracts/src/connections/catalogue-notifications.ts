// Notification connection types (spec 3 section 3). Each composes its stored URL from the form's
// values; secret fields appear in it as $(username) / $(password) placeholders, never as values.
import {
  DEFAULT_EMAIL_ENCRYPTION,
  DEFAULT_PORTS,
  DEFAULT_SMTP_AUTH,
  EMAIL_ENCRYPTION_METHODS,
  GENERIC_WEBHOOK_DEFAULTS,
  SMTP_AUTH_METHODS,
} from '../constants/settings';
import { insecureTls, number, secret, select, text } from './fields';
import type { ConnectionTypeDescription } from './types';

/** Public hosts used when the user leaves the host as it is. */
export const NOTIFICATION_DEFAULT_HOSTS = {
  ntfy: 'ntfy.sh',
  opsgenie: 'api.opsgenie.com',
  teams: 'outlook.office.com',
} as const;

const bool = (value: string) => (value === 'true' ? 'true' : 'false');
const query = (params: [string, string][]) => params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');

export const NOTIFICATION_CONNECTION_DESCRIPTIONS: ConnectionTypeDescription[] = [
  {
    type: 'discord',
    title: 'Discord',
    fields: [text('username', 'Webhook ID', { required: true }), secret('password', 'Token', { required: true })],
    composeUrl: (v) => `discord://$(password)@${v.username}`,
  },
  {
    type: 'email',
    title: 'Email',
    fields: [
      text('host', 'Host', { required: true }),
      number('port', 'Port', { required: true, default: DEFAULT_PORTS.email }),
      secret('username', 'Username'),
      secret('password', 'Password', { hint: 'SMTP server password or hash (for OAuth2)' }),
      text('from', 'From Address'),
      text('fromName', 'From Name'),
      select('encryptionMethod', 'Encryption method', EMAIL_ENCRYPTION_METHODS, {
        required: true,
        default: DEFAULT_EMAIL_ENCRYPTION,
      }),
      select('authMethod', 'SMTP authentication method', SMTP_AUTH_METHODS, { required: true, default: DEFAULT_SMTP_AUTH }),
      insecureTls(),
    ],
    composeUrl: (v) => {
      const credentials = v.username ? `$(username):$(password)@` : v.password ? `:$(password)@` : '';
      const params = query([
        ['UseStartTLS', String(v.encryptionMethod === 'ExplicitTLS')],
        ['SkipTLSVerify', bool(v.insecure_tls ?? '')],
        ['Encryption', v.encryptionMethod ?? ''],
        ['Auth', v.authMethod ?? ''],
        ['FromAddress', v.from ?? ''],
        ['FromName', v.fromName ?? ''],
      ]);
      return `smtp://${credentials}${v.host}:${v.port}/?${params}`;
    },
  },
  {
    type: 'google_chat',
    title: 'Google Chat',
    fields: [
      secret('username', 'Key', { required: true }),
      secret('password', 'Token', { required: true }),
      text('webhook', 'Webhook Name', { required: true }),
    ],
    composeUrl: (v) => `googlechat://chat.googleapis.com/v1/spaces/${v.webhook}/messages?key=$(username)&token=$(password)`,
  },
  {
    type: 'ifttt',
    title: 'IFTTT',
    fields: [text('username', 'Webhook ID', { required: true })],
    composeUrl: (v) => `ifttt://${v.username}`,
  },
  {
    type: 'mattermost',
    title: 'Mattermost',
    fields: [
      text('username', 'Username', { hint: 'Overrides the webhook user' }),
      text('host', 'Host', { required: true, hint: 'Mattermost server host (host:port)' }),
      secret('password', 'Token', { required: true, hint: 'Webhook token' }),
      text('channel', 'Channel', { hint: 'Overrides the webhook channel' }),
    ],
    composeUrl: (v) =>
      `mattermost://${v.username ? `${v.username}@` : ''}${v.host}/$(password)${v.channel ? `/${v.channel}` : ''}`,
  },
  {
    type: 'matrix',
    title: 'Matrix',
    fields: [
      text('username', 'User', { hint: 'Empty when using an access token' }),
      secret('password', 'Password or access token', { required: true }),
      text('host', 'Host', { required: true }),
      insecureTls(),
    ],
    composeUrl: (v) => `matrix://${v.username}:$(password)@${v.host}/?DisableTLS=${bool(v.insecure_tls ?? '')}`,
  },
  {
    type: 'ntfy',
    title: 'Ntfy',
    fields: [
      text('username', 'Username'),
      secret('password', 'Password'),
      text('host', 'Host', { required: true, default: NOTIFICATION_DEFAULT_HOSTS.ntfy, hint: 'Server host name and port' }),
      text('topic', 'Topic', { required: true }),
      insecureTls(),
    ],
    composeUrl: (v) => {
      const credentials = v.username || v.password ? `${v.username}:${v.password ? '$(password)' : ''}@` : '';
      return `ntfy://${credentials}${v.host}/${v.topic}?Scheme=${v.insecure_tls === 'true' ? 'http' : 'https'}`;
    },
  },
  {
    type: 'opsgenie',
    title: 'OpsGenie',
    fields: [
      text('host', 'Host', { required: true, default: NOTIFICATION_DEFAULT_HOSTS.opsgenie }),
      number('port', 'Port', { required: true, default: DEFAULT_PORTS.opsgenie }),
      secret('password', 'API Key', { required: true }),
    ],
    composeUrl: (v) => `opsgenie://${v.host}:${v.port}/$(password)`,
  },
  {
    type: 'pushbullet',
    title: 'Pushbullet',
    fields: [secret('password', 'Token', { required: true }), text('targets', 'Targets', { required: true })],
    composeUrl: (v) => `pushbullet://$(password)/${v.targets}`,
  },
  {
    type: 'pushover',
    title: 'Pushover',
    fields: [text('username', 'User', { required: true }), secret('password', 'Token', { required: true })],
    composeUrl: (v) => `pushover://:$(password)@${v.username}/`,
  },
  {
    type: 'rocketchat',
    title: 'Rocketchat',
    fields: [
      text('user', 'Username'),
      text('host', 'Host', { required: true }),
      number('port', 'Port', { required: true }),
      secret('username', 'Token A', { required: true }),
      secret('password', 'Token B', { required: true }),
      text('channel', 'Channel', { required: true }),
    ],
    composeUrl: (v) => `rocketchat://${v.user ? `${v.user}@` : ''}${v.host}:${v.port}/$(username)/$(password)/${v.channel}`,
  },
  {
    type: 'slack',
    title: 'Slack',
    fields: [
      text('username', 'Channel', { required: true, hint: 'Channel ID, Cxxxxxxxxxx' }),
      secret('password', 'Bot Token', { required: true }),
      text('BotName', 'Bot Name'),
    ],
    composeUrl: (v) => `slack://$(password)@${v.username}${v.BotName ? `?BotName=${encodeURIComponent(v.BotName)}` : ''}`,
  },
  {
    type: 'teams',
    title: 'Teams',
    fields: [
      text('group', 'Group'),
      text('tenant', 'Tenant'),
      text('altID', 'AltID'),
      text('groupOwner', 'GroupOwner'),
      text('host', 'Host', { default: NOTIFICATION_DEFAULT_HOSTS.teams }),
    ],
    composeUrl: (v) => `teams://${v.group}@${v.tenant}/${v.altID}/${v.groupOwner}?host=${v.host}`,
  },
  {
    type: 'telegram',
    title: 'Telegram',
    fields: [
      secret('password', 'Token', { required: true }),
      text('username', 'Chats', { required: true, hint: 'Chat IDs or channel names (@channel-name)' }),
    ],
    composeUrl: (v) => `telegram://$(password)@telegram/?Chats=${v.username}`,
  },
  {
    type: 'zulip_chat',
    title: 'Zulip',
    fields: [text('username', 'BotMail', { hint: 'Bot e-mail address' }), secret('password', 'BotKey'), text('host', 'Host')],
    composeUrl: (v) => `zulip://${v.username}:$(password)@${v.host}/`,
  },
  {
    type: 'generic_webhook',
    title: 'Generic Webhook',
    fields: [
      text('webhookURL', 'URL', { required: true }),
      text('contentType', 'ContentType', { required: true, default: GENERIC_WEBHOOK_DEFAULTS.contentType }),
      select('requestMethod', 'Request Method', GENERIC_WEBHOOK_DEFAULTS.methods, {
        required: true,
        default: GENERIC_WEBHOOK_DEFAULTS.method,
      }),
      text('messageKey', 'Message Key', { required: true, default: GENERIC_WEBHOOK_DEFAULTS.messageKey }),
      text('titleKey', 'Title Key', { required: true, default: GENERIC_WEBHOOK_DEFAULTS.titleKey }),
      insecureTls(),
    ],
    composeUrl: (v) => {
      const params = query([
        ['ContentType', v.contentType ?? ''],
        ['MessageKey', v.messageKey ?? ''],
        ['TitleKey', v.titleKey ?? ''],
        ['RequestMethod', v.requestMethod ?? ''],
        ['DisableTLS', bool(v.insecure_tls ?? '')],
      ]);
      return `generic+${v.webhookURL}${(v.webhookURL ?? '').includes('?') ? '&' : '?'}${params}`;
    },
  },
];
