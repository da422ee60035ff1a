// Connection types for systems the console reads from or runs against (spec 3 section 3).
import {
  DEFAULT_PORTS,
  GIT_AUTH_METHODS,
  GIT_DEFAULT_REF,
  KUBERNETES_CONNECTION_METHODS,
  REDIS_DB_DEFAULT,
} from '../constants/settings';
import { flag, insecureTls, number, secret, select, text, when } from './fields';
import type { ConnectionField, ConnectionTypeDescription } from './types';

const urlUserPassword = (tls: boolean): ConnectionField[] => [
  text('url', 'URL', { required: true }),
  text('username', 'Username', { required: true }),
  secret('password', 'Password', { required: true }),
  ...(tls ? [insecureTls()] : []),
];

const awsFields = (): ConnectionField[] => [
  text('region', 'Region'),
  text('profile', 'Profile'),
  secret('username', 'Access Key'),
  secret('password', 'Secret Key'),
  insecureTls(),
];

const endpointAndCertificate = (): ConnectionField[] => [
  text('url', 'Endpoint', { required: true }),
  secret('certificate', 'Certificate', { required: true, multiline: true }),
];

const eks = when('connectionMethod', 'eks');
const gke = when('connectionMethod', 'gke');
const kubernetesFields: ConnectionField[] = [
  select('connectionMethod', 'Connection Method', KUBERNETES_CONNECTION_METHODS, { required: true, default: 'kubeconfig' }),
  secret('certificate', 'Kubeconfig', { required: true, multiline: true, visibleWhen: [when('connectionMethod', 'kubeconfig')] }),
  flag('eks_use_connection', 'Use an existing AWS connection', { visibleWhen: [eks] }),
  text('eks_connection', 'AWS Connection', { required: true, visibleWhen: [eks, when('eks_use_connection', true)] }),
  text('eks_cluster', 'Cluster', { required: true, visibleWhen: [eks] }),
  text('eks_region', 'Region', { visibleWhen: [eks] }),
  secret('eks_access_key', 'Access Key', { visibleWhen: [eks, when('eks_use_connection', false)] }),
  secret('eks_secret_key', 'Secret Key', { visibleWhen: [eks, when('eks_use_connection', false)] }),
  text('eks_endpoint', 'Endpoint', { visibleWhen: [eks] }),
  flag('eks_skip_tls_verify', 'Skip TLS verify', { visibleWhen: [eks] }),
  flag('gke_use_connection', 'Use an existing Google connection', { visibleWhen: [gke] }),
  text('gke_connection', 'Google Connection', { required: true, visibleWhen: [gke, when('gke_use_connection', true)] }),
  text('gke_cluster', 'Cluster', { required: true, visibleWhen: [gke] }),
  text('gke_project', 'Project', { visibleWhen: [gke] }),
  text('gke_zone', 'Zone', { visibleWhen: [gke] }),
  secret('gke_credentials', 'Credentials', { multiline: true, visibleWhen: [gke, when('gke_use_connection', false)] }),
  text('gke_endpoint', 'Endpoint', { visibleWhen: [gke] }),
  flag('gke_skip_tls_verify', 'Skip TLS verify', { visibleWhen: [gke] }),
  text('cnrm_cluster_resource', 'Cluster Resource', { required: true, visibleWhen: [when('connectionMethod', 'cnrm')] }),
  text('cnrm_cluster_resource_namespace', 'Cluster Resource Namespace', {
    required: true,
    visibleWhen: [when('connectionMethod', 'cnrm')],
  }),
];

const basic = when('authentication', 'Basic');
const ssh = when('authentication', 'SSH');

export const SYSTEM_CONNECTION_TYPES: ConnectionTypeDescription[] = [
  {
    type: 'anthropic',
    title: 'Anthropic',
    fields: [
      text('model', 'Model'),
      text('url', 'Base URL', { hint: 'When calling through a proxy' }),
      secret('password', 'API Key', { required: true }),
    ],
  },
  {
    type: 'openai',
    title: 'OpenAI',
    fields: [text('url', 'URL'), text('model', 'Model'), secret('password', 'API Key', { required: true })],
  },
  {
    type: 'ollama',
    title: 'Ollama',
    fields: [text('url', 'URL', { required: true }), secret('password', 'API Key', { required: true }), text('model', 'Model')],
  },
  { type: 'postgres', title: 'Postgres', fields: urlUserPassword(false) },
  { type: 'mysql', title: 'MySQL', fields: urlUserPassword(false) },
  { type: 'sql_server', title: 'SQL Server', fields: urlUserPassword(false) },
  { type: 'http', title: 'HTTP', fields: urlUserPassword(true) },
  { type: 'elasticsearch', title: 'Elasticsearch', fields: urlUserPassword(true) },
  { type: 'mongo', title: 'Mongo', fields: urlUserPassword(true) },
  { type: 'ldap', title: 'LDAP', fields: urlUserPassword(true) },
  {
    type: 'prometheus',
    title: 'Prometheus',
    fields: [text('url', 'URL', { required: true }), text('username', 'Username'), secret('password', 'Password'), insecureTls()],
  },
  {
    type: 'redis',
    title: 'Redis',
    fields: [
      number('db', 'Database', { required: true, default: REDIS_DB_DEFAULT }),
      text('url', 'URL', { required: true }),
      text('username', 'Username'),
      secret('password', 'Password'),
      insecureTls(),
    ],
  },
  {
    type: 'windows',
    title: 'Windows',
    fields: [
      text('username', 'Username', { required: true }),
      secret('password', 'Password', { required: true }),
      text('domain', 'Domain'),
    ],
  },
  { type: 'google_cloud', title: 'Google Cloud', fields: endpointAndCertificate() },
  { type: 'gcs', title: 'Google Cloud Storage', fields: endpointAndCertificate() },
  {
    type: 'sftp',
    title: 'SFTP',
    fields: [
      text('host', 'Host', { required: true }),
      text('username', 'Username', { required: true }),
      secret('password', 'Password', { required: true }),
      number('port', 'Port', { default: DEFAULT_PORTS.sftp }),
    ],
  },
  { type: 'aws', title: 'AWS', fields: awsFields() },
  { type: 's3', title: 'AWS S3', fields: [...awsFields(), text('bucket', 'Bucket', { required: true })] },
  {
    type: 'azure_devops',
    title: 'Azure DevOps',
    fields: [
      text('username', 'Organization', { required: true }),
      secret('password', 'Personal Access Token', { required: true }),
    ],
  },
  {
    type: 'azure',
    title: 'Azure',
    fields: [
      text('username', 'Client ID', { required: true }),
      secret('password', 'Client Secret', { required: true }),
      text('tenant', 'Tenant ID', { required: true }),
    ],
  },
  { type: 'github', title: 'GitHub', fields: [secret('password', 'Personal Access Token', { required: true })] },
  { type: 'gitlab', title: 'Gitlab', fields: [secret('password', 'Personal Access Token', { required: true })] },
  {
    type: 'restic',
    title: 'Restic',
    fields: [
      secret('password', 'Password', { required: true }),
      text('url', 'Repository URL', { required: true }),
      text('awsConnectionName', 'AWS Connection Name', { required: true }),
      secret('accessKey', 'Access Key', { required: true }),
      secret('secretKey', 'Secret Key', { required: true }),
    ],
  },
  {
    type: 'smb',
    title: 'SMB',
    fields: [
      text('server', 'Server', { required: true }),
      number('port', 'Port', { default: DEFAULT_PORTS.smb }),
      text('share', 'Share', { required: true }),
      text('username', 'Username'),
      secret('password', 'Password'),
    ],
  },
  {
    type: 'jmeter',
    title: 'JMeter',
    hidden: true,
    fields: [text('url', 'Host', { required: true }), number('port', 'Port')],
  },
  {
    type: 'dynatrace',
    title: 'Dynatrace',
    fields: [
      text('url', 'Host', { required: true }),
      secret('password', 'API Key', { required: true }),
      text('scheme', 'Scheme', { required: true }),
    ],
  },
  { type: 'folder', title: 'Folder', fields: [text('path', 'Path', { required: true })] },
  {
    type: 'git',
    title: 'Git',
    fields: [
      text('url', 'URL', { required: true }),
      select('authentication', 'Authentication', GIT_AUTH_METHODS, { required: true, default: 'Basic' }),
      text('username', 'Username', { visibleWhen: [basic] }),
      secret('password', 'Password', { visibleWhen: [basic] }),
      secret('certificate', 'SSH Key', { multiline: true, visibleWhen: [ssh] }),
      text('ref', 'Ref', { required: true, default: GIT_DEFAULT_REF }),
    ],
  },
  { type: 'kubernetes', title: 'Kubernetes', fields: kubernetesFields },
];
