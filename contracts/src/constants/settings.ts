// Settings and administration constants from spec 3.

export const JOB_HISTORY = {
  defaultPageSize: 150,
  /** Query parameter that overrides the page size. */
  pageSizeParam: 'pageSize',
  /** Default time range: relative, last 2 days. */
  defaultTimeRange: { type: 'relative', range: 'now-2d' } as const,
  /** Excludes successful runs by default. */
  defaultStatusFilter: 'SUCCESS:-1',
  filterResourceTypes: [
    { value: 'canary', label: 'Canary' },
    { value: 'topology', label: 'Topology' },
    { value: 'config_scraper', label: 'Catalog Scraper' },
  ] as const,
  filterLabels: ['Job Name', 'Resource Type', 'Status', 'Duration'] as const,
  detailTabs: ['Errors', 'Scrape Summary', 'Reconcile Summary'] as const,
} as const;
export const JOB_HISTORY_PAGE_SIZE = JOB_HISTORY.defaultPageSize;

export const JOB_RESOURCE_TYPES = ['canary', 'config_scraper', 'catalog_scraper', 'topology', 'config', 'playbook'] as const;
export const JOB_STATUSES = ['RUNNING', 'SUCCESS', 'WARNING', 'FAILED'] as const;
/** STOPPED is not produced as a filter option but still has a colour. */
export const JOB_STATUSES_WITH_COLOUR = [...JOB_STATUSES, 'STOPPED'] as const;
export type JobStatus = (typeof JOB_STATUSES_WITH_COLOUR)[number];

export const HEALTH_CHECK_SCHEDULES = [
  '@every 30s',
  '@every 1m',
  '@every 5m',
  '@every 30m',
  '@hourly',
  '@every 6h',
  '@daily',
  '@weekly',
] as const;

/** Schedule choices of the add-integration forms, by kind. */
export const INTEGRATION_SCHEDULES = {
  short: ['@every 30s', '@every 1m', '@every 5m', '@every 30m', '@hourly', '@every 2h', '@every 4h'],
  scraper: ['@every 15m', '@every 30m', '@hourly', '@every 2h', '@every 4h', '@daily'],
  medium: ['@every 5m', '@every 15m', '@every 30m', '@hourly', '@every 2h', '@every 4h', '@every 6h', '@every 8h'],
  default: [
    '@every 30s',
    '@every 1m',
    '@every 15m',
    '@every 5m',
    '@every 30m',
    '@hourly',
    '@every 2h',
    '@every 4h',
    '@every 6h',
    '@every 8h',
    '@daily',
    '@weekly',
  ],
} as const;

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
/** Only these methods may carry a request body. */
export const HTTP_METHODS_WITH_BODY = ['POST', 'PUT'] as const;

export const MAX_IN_FLIGHT_DEFAULT = 64;
export const REDIS_DB_DEFAULT = 0;

export const DEFAULT_PORTS = { sftp: 22, smb: 445, email: 587, opsgenie: 443 } as const;

export const GITOPS_DEFAULTS = {
  namespace: 'mission-control',
  interval: '30m',
  chartInterval: '1m',
  sourceRepositoryInterval: '5m',
} as const;

export const SETTINGS_LIST = { limit: 100, orderBy: 'created_at', ascending: false } as const;

export const DEFAULT_NAMESPACE = 'default';
/** Source value of resources created through the UI (editable ones). */
export const UI_SOURCE = 'UI';
export const DEFAULT_TEAM_ICON = 'group';

export const CONNECTION_TYPES = [
  'anthropic',
  'ollama',
  'openai',
  'aws',
  's3',
  'azure',
  'azure_devops',
  'discord',
  'dynatrace',
  'elasticsearch',
  'email',
  'google_cloud',
  'generic_webhook',
  'git',
  'github',
  'google_chat',
  'http',
  'ifttt',
  'jmeter',
  'kubernetes',
  'ldap',
  'matrix',
  'mattermost',
  'mongo',
  'mysql',
  'ntfy',
  'opsgenie',
  'postgres',
  'prometheus',
  'pushbullet',
  'pushover',
  'redis',
  'restic',
  'rocketchat',
  'sftp',
  'slack',
  'smb',
  'sql_server',
  'teams',
  'telegram',
  'windows',
  'zulip_chat',
  'folder',
  'gcs',
  'gitlab',
] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];
export const HIDDEN_CONNECTION_TYPES = ['jmeter'] as const satisfies readonly ConnectionType[];

export const NOTIFICATION_CONNECTION_TYPES = [
  'discord',
  'email',
  'google_chat',
  'ifttt',
  'mattermost',
  'matrix',
  'ntfy',
  'opsgenie',
  'pushbullet',
  'pushover',
  'rocketchat',
  'slack',
  'teams',
  'telegram',
  'zulip_chat',
  'generic_webhook',
] as const satisfies readonly ConnectionType[];

export const EMAIL_ENCRYPTION_METHODS = ['None', 'ExplicitTLS', 'ImplicitTLS', 'Auto'] as const;
export const DEFAULT_EMAIL_ENCRYPTION = 'Auto';
export const SMTP_AUTH_METHODS = ['None', 'Plain', 'CRAMMD5', 'Unknown', 'OAuth2'] as const;
export const DEFAULT_SMTP_AUTH = 'Unknown';

export const KUBERNETES_CONNECTION_METHODS = ['kubeconfig', 'eks', 'gke', 'cnrm'] as const;
export const DEFAULT_KUBERNETES_CONNECTION_METHOD = 'kubeconfig';

export const GIT_DEFAULT_REF = 'main';
export const GIT_AUTH_METHODS = ['Basic', 'SSH'] as const;

export const GENERIC_WEBHOOK_DEFAULTS = {
  contentType: 'application/json',
  method: 'POST',
  methods: ['POST', 'GET'] as const,
  messageKey: 'message',
  titleKey: 'title',
} as const;

/** Secret fields accept one of these value forms. */
export const SECRET_VALUE_FORMS = ['static', 'configMapKeyRef', 'secretKeyRef'] as const;

/** Global permission objects (the "object" column of a permission). */
export const PERMISSION_OBJECTS = [
  'canaries',
  'catalog',
  'incident',
  'people',
  'topology',
  'playbooks',
  'connection',
  'connection-detail',
  'agent-push',
  'kubernetes-proxy',
  'notification',
  'rbac',
  'logs',
  'agent',
  'artifact',
] as const;
export type PermissionObject = (typeof PERMISSION_OBJECTS)[number];

export const PERMISSION_ACTIONS = [
  'read',
  'update',
  'create',
  'delete',
  '*',
  'create,read,update,delete',
  'playbook:run',
  'playbook:approve',
] as const;

export const PERMISSION_DEFAULTS = { deny: false, source: UI_SOURCE } as const;
export const PERMISSION_SUBJECT_KINDS = ['team', 'person', 'group', 'notification', 'playbook', 'tags', 'agents'] as const;
export const PERMISSION_RESOURCE_KINDS = ['catalog', 'playbook', 'component', 'connection', 'object', 'object_selector'] as const;
/** Help link shown in the permission modal. */
export const PERMISSIONS_HELP_PATH = '/reference/permissions';

/** Health status dot colours; anything not listed is green. */
export const HEALTH_STATUS_COLOURS = {
  degraded: 'red',
  missing: 'red',
  unhealthy: 'red',
  unknown: 'gray',
  suspended: 'gray',
  warning: 'orange',
  warn: 'orange',
} as const;
export const HEALTH_STATUS_DEFAULT_COLOUR = 'green';

/** Connection health dot colours; anything not listed is grey. */
export const CONNECTION_HEALTH_COLOURS = { healthy: 'green', unhealthy: 'red', warning: 'yellow' } as const;
export const CONNECTION_HEALTH_DEFAULT_COLOUR = 'gray';

export const ADD_INTEGRATION = {
  title: 'Add Integration',
  gitopsHeading: 'Add via GitOps',
  directHeading: 'Add Directly',
  gitopsTiles: ['AWS', 'Azure', 'Prometheus', 'Flux', 'Kubernetes', 'Mission Control'] as const,
  directTiles: ['Custom Topology', 'Catalog Scraper', 'Log Backends'] as const,
  /** Route hints set by the direct tiles. */
  routeHints: { 'Catalog Scraper': '/config-db', 'Custom Topology': '/topology' } as const,
  gitopsTabs: ['Flux', 'Helm CLI'] as const,
  buttons: { back: 'Back', close: 'Close' } as const,
} as const;

/** Buttons of resource forms (topology, generic editors). */
export const RESOURCE_FORM_BUTTONS = {
  save: 'Save',
  saving: 'Saving',
  update: 'Update',
  updating: 'Updating',
  cancel: 'Cancel',
  delete: 'Delete',
} as const;

export const RESOURCE_EDITOR_TABS = ['Spec', 'Members', 'Job History'] as const;

/** Generic resource tables under /settings/{table}; config_scrapers is left out of the menu. */
export const GENERIC_RESOURCE_TABLES = [
  'teams',
  'incident_rules',
  'config_scrapers',
  'topologies',
  'canaries',
  'logging_backends',
] as const;
export type GenericResourceTable = (typeof GENERIC_RESOURCE_TABLES)[number];
export const SETTINGS_MENU_EXCLUDED_TABLES = ['config_scrapers'] as const;

/** Backend APIs that generic resources are written through. */
export const RESOURCE_APIS = ['canary-checker', 'config-db', 'incident-commander'] as const;

/** Fields stripped from a logging backend before an update. */
export const LOGGING_BACKEND_STRIPPED_FIELDS = ['created_by', 'created_at', 'updated_at'] as const;

/** Source values shown as links: a ConfigFile source is "linked to a local file". */
export const SOURCE_KINDS = {
  ui: 'UI',
  configFile: 'ConfigFile',
  component: 'component',
  kubernetes: 'kubernetes',
} as const;

/** The generic resource editor (spec 3 sections 2 and 4). */
export const RESOURCE_EDITOR = {
  /** The id segment of the create page, e.g. /catalog/scrapers/new. */
  newId: 'new',
  tabs: { spec: 'Spec', members: 'Members', jobHistory: 'Job History' },
  fields: { name: 'Name', namespace: 'Namespace', spec: 'Spec' },
  /** Heading word of the create page's breadcrumb. */
  newCrumb: 'New',
  /** Source links of resources not edited here. */
  linkedToAgent: 'Linked to',
  createdBy: 'Created by',
  linkedToLocalFile: 'Linked to local file',
  crdLinkedTo: 'CRD linked to',
  readOnlyNotice: 'This resource is managed outside the console and cannot be edited here.',
  /** Question of the delete confirmation. */
  deleteQuestion: (name: string) => `Delete ${name}?`,
  deleteDescription: 'It is removed from the lists; its history is kept.',
  invalidSpec: (message: string) => `Invalid spec: ${message}`,
  specMustBeObject: 'The spec must be a YAML or JSON object',
  jobHistoryEmpty: 'No job history',
  columns: {
    name: 'Name',
    namespace: 'Namespace',
    source: 'Source',
    status: 'Last Run',
    lastRun: 'Last Run At',
    counts: 'Success / Errors',
    created: 'Created',
    updated: 'Updated',
    started: 'Started',
    duration: 'Duration',
    errors: 'Errors',
  },
} as const;

/** Health of a resource row from its last job: the dot shown in resource lists. */
export const JOB_STATUS_HEALTH = {
  SUCCESS: 'healthy',
  WARNING: 'warning',
  FAILED: 'unhealthy',
  RUNNING: 'unknown',
  STOPPED: 'unknown',
} as const;
