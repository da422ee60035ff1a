import { CONNECTION_TYPES, HIDDEN_CONNECTION_TYPES, NOTIFICATION_CONNECTION_TYPES } from '../constants/settings';
import {
  CONNECTION_TYPE_DESCRIPTIONS,
  connectionTypeDescription,
  defaultConnectionValues,
  pickableConnectionTypes,
  validateConnectionValues,
  visibleFields,
} from './catalogue';
import type { ConnectionFormValues } from './types';

// The per-type table of spec 3 section 3: label, then '!' required, '?' optional, '=' default.
const SPEC: Record<string, string[]> = {
  anthropic: ['Model?', 'Base URL?', 'API Key!'],
  openai: ['URL?', 'Model?', 'API Key!'],
  ollama: ['URL!', 'API Key!', 'Model?'],
  postgres: ['URL!', 'Username!', 'Password!'],
  mysql: ['URL!', 'Username!', 'Password!'],
  sql_server: ['URL!', 'Username!', 'Password!'],
  http: ['URL!', 'Username!', 'Password!', 'Insecure TLS?'],
  elasticsearch: ['URL!', 'Username!', 'Password!', 'Insecure TLS?'],
  mongo: ['URL!', 'Username!', 'Password!', 'Insecure TLS?'],
  ldap: ['URL!', 'Username!', 'Password!', 'Insecure TLS?'],
  prometheus: ['URL!', 'Username?', 'Password?', 'Insecure TLS?'],
  redis: ['Database!=0', 'URL!', 'Username?', 'Password?', 'Insecure TLS?'],
  windows: ['Username!', 'Password!', 'Domain?'],
  google_cloud: ['Endpoint!', 'Certificate!'],
  gcs: ['Endpoint!', 'Certificate!'],
  sftp: ['Host!', 'Username!', 'Password!', 'Port?=22'],
  aws: ['Region?', 'Profile?', 'Access Key?', 'Secret Key?', 'Insecure TLS?'],
  s3: ['Region?', 'Profile?', 'Access Key?', 'Secret Key?', 'Insecure TLS?', 'Bucket!'],
  azure_devops: ['Organization!', 'Personal Access Token!'],
  azure: ['Client ID!', 'Client Secret!', 'Tenant ID!'],
  github: ['Personal Access Token!'],
  gitlab: ['Personal Access Token!'],
  restic: ['Password!', 'Repository URL!', 'AWS Connection Name!', 'Access Key!', 'Secret Key!'],
  smb: ['Server!', 'Port?=445', 'Share!', 'Username?', 'Password?'],
  jmeter: ['Host!', 'Port?'],
  dynatrace: ['Host!', 'API Key!', 'Scheme!'],
  discord: ['Webhook ID!', 'Token!'],
  email: [
    'Host!',
    'Port!=587',
    'Username?',
    'Password?',
    'From Address?',
    'From Name?',
    'Encryption method!=Auto',
    'SMTP authentication method!=Unknown',
    'Insecure TLS?',
  ],
  google_chat: ['Key!', 'Token!', 'Webhook Name!'],
  ifttt: ['Webhook ID!'],
  mattermost: ['Username?', 'Host!', 'Token!', 'Channel?'],
  matrix: ['User?', 'Password or access token!', 'Host!', 'Insecure TLS?'],
  ntfy: ['Username?', 'Password?', 'Host!=ntfy.sh', 'Topic!', 'Insecure TLS?'],
  opsgenie: ['Host!=api.opsgenie.com', 'Port!=443', 'API Key!'],
  pushbullet: ['Token!', 'Targets!'],
  pushover: ['User!', 'Token!'],
  rocketchat: ['Username?', 'Host!', 'Port!', 'Token A!', 'Token B!', 'Channel!'],
  slack: ['Channel!', 'Bot Token!', 'Bot Name?'],
  teams: ['Group?', 'Tenant?', 'AltID?', 'GroupOwner?', 'Host?=outlook.office.com'],
  telegram: ['Token!', 'Chats!'],
  zulip_chat: ['BotMail?', 'BotKey?', 'Host?'],
  generic_webhook: [
    'URL!',
    'ContentType!=application/json',
    'Request Method!=POST',
    'Message Key!=message',
    'Title Key!=title',
    'Insecure TLS?',
  ],
  folder: ['Path!'],
  git: ['URL!', 'Authentication!=Basic', 'Username?', 'Password?', 'Ref!=main'],
  kubernetes: ['Connection Method!=kubeconfig', 'Kubeconfig!'],
};

const describeFields = (type: (typeof CONNECTION_TYPES)[number]) => {
  const description = connectionTypeDescription(type);
  return visibleFields(description, defaultConnectionValues(description)).map(
    (field) => `${field.label}${field.required ? '!' : '?'}${field.default !== undefined ? `=${field.default}` : ''}`,
  );
};

describe('connection-type descriptions', () => {
  it('describe the 45 types of the spec, no more', () => {
    expect(Object.keys(CONNECTION_TYPE_DESCRIPTIONS).sort()).toEqual([...CONNECTION_TYPES].sort());
    expect(CONNECTION_TYPES).toHaveLength(45);
    expect(Object.keys(SPEC).sort()).toEqual([...CONNECTION_TYPES].sort());
  });

  it.each([...CONNECTION_TYPES])('%s has the fields, requirements and defaults of the spec table', (type) => {
    expect(describeFields(type)).toEqual(SPEC[type]);
  });

  it('marks the notification types, which all compose their URL, and hides jmeter', () => {
    const notification = Object.values(CONNECTION_TYPE_DESCRIPTIONS).filter((entry) => entry.notification);
    expect(notification.map((entry) => entry.type).sort()).toEqual([...NOTIFICATION_CONNECTION_TYPES].sort());
    expect(notification.every((entry) => typeof entry.composeUrl === 'function')).toBe(true);
    expect(pickableConnectionTypes().map((entry) => entry.type)).not.toContain('jmeter');
    expect(HIDDEN_CONNECTION_TYPES).toEqual(['jmeter']);
    expect(pickableConnectionTypes()).toHaveLength(44);
  });

  it('offers the email encryption and authentication options', () => {
    const email = connectionTypeDescription('email');
    expect(email.fields.find((field) => field.key === 'encryptionMethod')?.options).toEqual([
      'None',
      'ExplicitTLS',
      'ImplicitTLS',
      'Auto',
    ]);
    expect(email.fields.find((field) => field.key === 'authMethod')?.options).toEqual([
      'None',
      'Plain',
      'CRAMMD5',
      'Unknown',
      'OAuth2',
    ]);
  });

  it('shows the fields of each Kubernetes connection method', () => {
    const kubernetes = connectionTypeDescription('kubernetes');
    const labels = (values: ConnectionFormValues) => visibleFields(kubernetes, values).map((field) => field.label);
    expect(kubernetes.fields[0]?.options).toEqual(['kubeconfig', 'eks', 'gke', 'cnrm']);
    expect(labels({ connectionMethod: 'eks' })).toEqual([
      'Connection Method',
      'Use an existing AWS connection',
      'Cluster',
      'Region',
      'Access Key',
      'Secret Key',
      'Endpoint',
      'Skip TLS verify',
    ]);
    expect(labels({ connectionMethod: 'eks', eks_use_connection: true })).toContain('AWS Connection');
    expect(labels({ connectionMethod: 'eks', eks_use_connection: true })).not.toContain('Access Key');
    expect(labels({ connectionMethod: 'gke' })).toEqual([
      'Connection Method',
      'Use an existing Google connection',
      'Cluster',
      'Project',
      'Zone',
      'Credentials',
      'Endpoint',
      'Skip TLS verify',
    ]);
    expect(labels({ connectionMethod: 'cnrm' })).toEqual(['Connection Method', 'Cluster Resource', 'Cluster Resource Namespace']);
  });

  it('switches Git between basic and SSH authentication', () => {
    const git = connectionTypeDescription('git');
    expect(visibleFields(git, { authentication: 'SSH' }).map((field) => field.label)).toEqual([
      'URL',
      'Authentication',
      'SSH Key',
      'Ref',
    ]);
  });
});

describe('validateConnectionValues', () => {
  it('asks for required fields and numbers with the spec messages', () => {
    const email = connectionTypeDescription('email');
    const values = { ...defaultConnectionValues(email), port: 'abc' };
    expect(validateConnectionValues(email, values)).toEqual({
      host: 'This field is required',
      port: 'This field must be a number',
    });
    expect(validateConnectionValues(email, { ...values, host: 'smtp.example.com', port: 2525 })).toEqual({});
  });

  it('accepts a secret as a value, a reference or a saved value, and wants the name and key of a reference', () => {
    const postgres = connectionTypeDescription('postgres');
    const base = { url: 'postgres://db/app', username: 'app' };
    expect(validateConnectionValues(postgres, { ...base, password: { kind: 'static', value: '' } })).toEqual({
      password: 'This field is required',
    });
    expect(validateConnectionValues(postgres, { ...base, password: { kind: 'static', value: 's3cret' } })).toEqual({});
    expect(validateConnectionValues(postgres, { ...base, password: { kind: 'stored' } })).toEqual({});
    expect(validateConnectionValues(postgres, { ...base, password: { kind: 'secretKeyRef', name: 'db', key: '' } })).toEqual({
      password: 'This field is required',
    });
  });

  it('refuses an option the field does not offer', () => {
    const webhook = connectionTypeDescription('generic_webhook');
    expect(validateConnectionValues(webhook, { webhookURL: 'http://x', requestMethod: 'PUT' })).toEqual({
      requestMethod: 'Choose one of the listed options',
    });
  });
});
