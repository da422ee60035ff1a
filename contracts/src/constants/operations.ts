// Operational-domain constants from spec 2 (health, catalog, incidents, playbooks, notifications).

export const CHECK_HISTORY = {
  pageSize: 50,
  staleTimeMs: 10_000,
  /** Points requested from the check graph endpoint. */
  graphPoints: 300,
  durationFilterOptions: ['All', '100ms', '500ms', '1s', '5s', '10s', '30s'] as const,
  /** Status filter labels and the value they send. */
  statusFilter: { Healthy: 1, Unhealthy: 0 } as const,
} as const;
export const CHECK_HISTORY_PAGE_SIZE = CHECK_HISTORY.pageSize;
export const CHECK_GRAPH_POINTS = CHECK_HISTORY.graphPoints;

export const NOTIFICATIONS_PAGE_SIZE = 1000;

/** Recursion depth used for config changes and for related configs. */
export const RECURSIVE_DEPTH = { changes: 5, relatedConfigs: 10 } as const;

export const DEFAULT_CHANGES_SORT = { sortBy: 'created_at', sortOrder: 'desc' } as const;

/** Percentages are rounded to this many decimals. */
export const PERCENTAGE_DECIMALS = 1;
export const LATENCY_PERCENTILES = ['p95', 'p97', 'p99'] as const;

/** Health time-range options and their length in minutes. */
export const TIME_RANGE_MINUTES = {
  '15m': 15,
  '1h': 60,
  '2h': 120,
  '3h': 180,
  '6h': 360,
  '12h': 720,
  '1d': 1440,
  '2d': 2880,
  '3d': 4320,
  '1w': 10080,
  '2w': 20160,
  '3w': 30240,
  '1mo': 43200,
  '2mo': 86400,
  '3mo': 129600,
  '6mo': 259200,
  '1y': 518400,
  '2y': 1036800,
  '3y': 1555200,
  '5y': 2592000,
} as const;
export type HealthTimeRange = keyof typeof TIME_RANGE_MINUTES;
export const HEALTH_TIME_RANGE_OPTIONS = Object.keys(TIME_RANGE_MINUTES) as HealthTimeRange[];
export const DEFAULT_HEALTH_TIME_RANGE: HealthTimeRange = '1h';

export const REFRESH_RATE_UNITS = ['s', 'm', 'h', 'd', 'w'] as const;
export const REFRESH_RATE_NONE = 'None';
export const REFRESH_RATE_OPTIONS = [REFRESH_RATE_NONE, '15s', '30s', '60s', '2m', '3m', '5m', '10m', '15m'] as const;
/** An unrecognised refresh rate (or None) gives this interval, which disables polling. */
export const REFRESH_DISABLED_INTERVAL = 0;

/** Duration display thresholds: under 1 s in ms, under 1 min in s, under 1 h in m, else h. */
export const DURATION_DISPLAY_THRESHOLDS_MS = { seconds: 1_000, minutes: 60_000, hours: 3_600_000 } as const;

export const DROPDOWN = {
  /** Option lists longer than this are virtualised. */
  virtualWindowThreshold: 20,
  /** A multi-select collapses to a count at this many chosen labels. */
  multiSelectCollapseAt: 4,
} as const;

export const DEBOUNCE_MS = {
  searchInput: 400,
  resourceSearch: 300,
  asyncDropdown: 100,
} as const;

export const HTTP_RESPONSE_CODE_CHOICES = [200, 201, 202, 204, 301, 302, 401, 404, 500, 502, 503] as const;

export const HEALTH_SUMMARY = {
  searchPlaceholder: 'Search by name, description, or endpoint',
  defaultGroupBy: 'canary_name',
  defaultTabBy: 'namespace',
  allTab: 'All',
  hidePassingDefault: true,
  /** Columns the summary search matches case-insensitively. */
  searchFields: ['description', 'canary_name', 'endpoint', 'name'] as const,
  /** Time range used by links to a check from a list row. */
  checkLinkTimeRange: '1h',
} as const;

/** URL parameters of the health list and the check modal. */
export const HEALTH_QUERY_PARAMS = {
  layout: 'layout',
  pivotCellType: 'pivotCellType',
  pivotLabel: 'pivotLabel',
  pivotBy: 'pivotBy',
  sortBy: 'sortBy',
  sortDesc: 'sortDesc',
  groupBy: 'groupBy',
  checkId: 'checkId',
  /** The check modal's range (row links set 1h). */
  timeRange: 'timeRange',
  /** The list's own range: checks deleted within it stay listed. Never shared with the modal's. */
  deletedWithin: 'deletedWithin',
  /** Only the checks of one component (a topology card's checks badge). */
  component: 'component',
} as const;
export const HEALTH_LAYOUTS = ['table', 'card'] as const;

export const CHECK_DETAIL_TABS = ['History', 'Graph', 'Spec', 'Relationships'] as const;

export const INCIDENT_STATUSES = ['new', 'open', 'investigating', 'mitigated', 'resolved', 'closed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
export const DEFAULT_NEW_INCIDENT_STATUS: IncidentStatus = 'open';

export const INCIDENT_SEVERITIES = ['low', 'medium', 'high', 'critical', 'blocker'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];
/** The link dialog also offers these two. */
export const LINK_DIALOG_SEVERITIES = ['info', 'warning', ...INCIDENT_SEVERITIES] as const;
/** Numeric severity codes as stored by older records. */
export const INCIDENT_SEVERITY_BY_CODE = {
  0: 'low',
  1: 'medium',
  2: 'high',
  3: 'blocker',
  4: 'critical',
} as const satisfies Record<number, IncidentSeverity>;

export const INCIDENT_TYPES = [
  'cost',
  'availability',
  'performance',
  'security',
  'integration',
  'compliance',
  'technicalDebt',
  'reliability',
] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];

export const HYPOTHESIS_TYPES = ['root', 'factor', 'solution'] as const;
export type HypothesisType = (typeof HYPOTHESIS_TYPES)[number];
/** The type a child hypothesis gets under a parent of the given type. */
export const CHILD_HYPOTHESIS_TYPE = { root: 'factor', factor: 'solution' } as const;
export const HYPOTHESIS_STATUSES = ['proven', 'likely', 'possible', 'unlikely', 'improbable', 'disproven'] as const;
export type HypothesisStatus = (typeof HYPOTHESIS_STATUSES)[number];

export const EVIDENCE_TYPES = ['log', 'config', 'topology', 'check', 'config_analysis', 'config_change', 'comment'] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

export const LINK_TO_INCIDENT = {
  title: 'Link to Incident',
  submit: 'Link',
  submitting: 'Linking..',
  defaultType: 'availability',
  defaultSeverity: 'Low',
  /** A hypothesis created by the dialog. */
  newHypothesisStatus: 'possible',
  newHypothesisType: 'root',
  toastDurationMs: 5_000,
} as const;

export const PLAYBOOK_ACTION_KINDS = [
  'exec',
  'notification',
  'ai',
  'gitops',
  'github',
  'azureDevopsPipeline',
  'http',
  'sql',
  'pod',
] as const;

export const PLAYBOOK_PARAMETER_TYPES = [
  'code',
  'checkbox',
  'list',
  'team',
  'people',
  'component',
  'config',
  'check',
  'text',
] as const;
export type PlaybookParameterType = (typeof PLAYBOOK_PARAMETER_TYPES)[number];
export const DEFAULT_PLAYBOOK_PARAMETER_TYPE: PlaybookParameterType = 'text';

export const PLAYBOOK_PARAMETER_PROPERTIES = [
  'size',
  'language',
  'jsonSchemaUrl',
  'options',
  'filter',
  'multiline',
  'maxLength',
  'minLength',
  'regex',
  'format',
  'min',
  'max',
] as const;
export const PLAYBOOK_PARAMETER_FORMATS = ['bytes', 'millicores', 'dns1123'] as const;
export const BYTES_UNITS = ['Mi', 'Gi', 'Ti'] as const;
export const DEFAULT_BYTES_UNIT = 'Mi';
export const MILLICORES_SUFFIX = 'm';
/** dns1123: lowercase alphanumerics with dashes and dots. */
export const DNS1123_PATTERN = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;

/** Playbook run statuses after which a run can no longer be cancelled (reference 5.3). */
export const PLAYBOOK_RUN_FINAL_STATUSES = ['completed', 'failed', 'cancelled', 'timed_out'] as const;

export const RESOURCE_SEARCH = {
  hint: 'filter using queries such as name=..., type=Kubernetes::Deployment, health=healthy,unhealthy',
  emptyNoInput: 'Start typing to search',
  emptyWithInput: 'No options found',
  /** Agent selector sent with every search. */
  agent: 'all',
} as const;

/** Health row colours. */
export const HEALTH_ROW_COLOURS = { healthy: 'green', unhealthy: 'red', mixed: 'orange' } as const;

/** Value written to deleted_at by soft deletes; PostgreSQL parses it as the current time. */
export const SOFT_DELETE_VALUE = 'now()';

/** The health list's empty states: what emptied it and the way back. */
export const HEALTH_EMPTY = {
  allPassingHidden: 'Every check listed passes, and Hide Passing is on.',
  showPassing: 'Show passing checks',
} as const;
