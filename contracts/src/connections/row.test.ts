import { connectionTypeDescription, defaultConnectionValues } from './catalogue';
import { fromConnectionRow, secretTargets, toConnectionRow } from './row';
import type { ConnectionFormValues } from './types';
import type { ConnectionType } from '../constants/settings';

const s = (value: string) => ({ kind: 'static' as const, value });
const urlOf = (type: ConnectionType, values: ConnectionFormValues) => {
  const description = connectionTypeDescription(type);
  return toConnectionRow(description, { ...defaultConnectionValues(description), ...values }).url;
};

describe('stored URL of notification types (secrets as placeholders)', () => {
  it.each<[ConnectionType, ConnectionFormValues, string]>([
    ['discord', { username: '123', password: s('tok') }, 'discord://$(password)@123'],
    [
      'email',
      {
        host: 'mail.local',
        username: s('u'),
        password: s('p'),
        from: 'ops@x.io',
        fromName: 'Ops',
        encryptionMethod: 'ExplicitTLS',
      },
      'smtp://$(username):$(password)@mail.local:587/?UseStartTLS=true&SkipTLSVerify=false&Encryption=ExplicitTLS&Auth=Unknown&FromAddress=ops%40x.io&FromName=Ops',
    ],
    [
      'google_chat',
      { username: s('k'), password: s('t'), webhook: 'AAA' },
      'googlechat://chat.googleapis.com/v1/spaces/AAA/messages?key=$(username)&token=$(password)',
    ],
    ['ifttt', { username: 'hook' }, 'ifttt://hook'],
    ['mattermost', { host: 'mm.local', password: s('t'), channel: 'ops' }, 'mattermost://mm.local/$(password)/ops'],
    [
      'matrix',
      { username: 'bot', password: s('p'), host: 'matrix.org' },
      'matrix://bot:$(password)@matrix.org/?DisableTLS=false',
    ],
    ['ntfy', { topic: 'alerts' }, 'ntfy://ntfy.sh/alerts?Scheme=https'],
    [
      'ntfy',
      { topic: 'alerts', username: 'me', password: s('p'), insecure_tls: true },
      'ntfy://me:$(password)@ntfy.sh/alerts?Scheme=http',
    ],
    ['opsgenie', { password: s('key') }, 'opsgenie://api.opsgenie.com:443/$(password)'],
    ['pushbullet', { password: s('t'), targets: 'a,b' }, 'pushbullet://$(password)/a,b'],
    ['pushover', { username: 'u1', password: s('t') }, 'pushover://:$(password)@u1/'],
    [
      'rocketchat',
      { user: 'bot', host: 'rc.local', port: 443, username: s('a'), password: s('b'), channel: 'ops' },
      'rocketchat://bot@rc.local:443/$(username)/$(password)/ops',
    ],
    ['slack', { username: 'C123', password: s('xoxb') }, 'slack://$(password)@C123'],
    ['teams', { group: 'g', tenant: 't', altID: 'a', groupOwner: 'o' }, 'teams://g@t/a/o?host=outlook.office.com'],
    ['telegram', { password: s('t'), username: '@ops' }, 'telegram://$(password)@telegram/?Chats=@ops'],
    ['zulip_chat', { username: 'bot@z.io', password: s('k'), host: 'z.io' }, 'zulip://bot@z.io:$(password)@z.io/'],
    [
      'generic_webhook',
      { webhookURL: 'https://hooks.local/x' },
      'generic+https://hooks.local/x?ContentType=application%2Fjson&MessageKey=message&TitleKey=title&RequestMethod=POST&DisableTLS=false',
    ],
  ])('%s', (type, values, expected) => {
    expect(urlOf(type, values)).toBe(expected);
  });

  it('never puts a secret value in the URL', () => {
    expect(urlOf('slack', { username: 'C1', password: s('xoxb-very-secret') })).not.toContain('very-secret');
  });
});

describe('toConnectionRow and fromConnectionRow', () => {
  it('stores columns and properties, references as such, and drops hidden fields', () => {
    const git = connectionTypeDescription('git');
    const row = toConnectionRow(git, {
      ...defaultConnectionValues(git),
      url: 'https://git.local/repo.git',
      authentication: 'SSH',
      username: 'ignored',
      certificate: { kind: 'secretKeyRef', name: 'git', key: 'id_rsa' },
    });
    expect(row).toEqual({
      url: 'https://git.local/repo.git',
      username: null,
      password: null,
      certificate: 'secret://git/id_rsa',
      insecure_tls: null,
      properties: { authentication: 'SSH', ref: 'main' },
    });
  });

  it('keeps a saved secret the form sent back as stored', () => {
    const postgres = connectionTypeDescription('postgres');
    const row = toConnectionRow(
      postgres,
      { url: 'postgres://h/db', username: 'u', password: { kind: 'stored' } },
      () => 'SEALED',
    );
    expect(row.password).toBe('SEALED');
  });

  it('reads a row back with static secrets hidden as stored and references shown', () => {
    const email = connectionTypeDescription('email');
    const values = fromConnectionRow(email, {
      type: 'email',
      username: 'configmap://smtp/user',
      password: 'enc:v1:abc',
      insecure_tls: true,
      properties: { host: 'mail', port: 2525, authMethod: 'Plain' },
    });
    expect(values).toEqual({
      host: 'mail',
      port: 2525,
      username: { kind: 'configMapKeyRef', name: 'smtp', key: 'user' },
      password: { kind: 'stored' },
      authMethod: 'Plain',
      insecure_tls: true,
    });
  });

  it('lists where each type keeps its secrets', () => {
    expect(secretTargets(connectionTypeDescription('restic'))).toEqual({
      columns: ['password'],
      properties: ['accessKey', 'secretKey'],
    });
    expect(secretTargets(connectionTypeDescription('email')).columns).toEqual(['username', 'password']);
  });
});
