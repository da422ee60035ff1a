// Shell-wide constants and defaults from spec 1 (platform shell and access).

/** Default react-query stale time: 5 minutes. */
export const DEFAULT_STALE_TIME_MS = 300_000;

export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100, 150, 200, 250, 300, 500, 1000] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const DEFAULT_PAGE_INDEX = 0;
/** Page sizes offered by tables that page on the server. */
export const SERVER_SIDE_PAGE_SIZE_OPTIONS = [50, 100, 200] as const;

/** How many recent absolute time ranges are kept (newest first, no duplicates). */
export const MAX_RECENT_TIME_RANGES = 5;

export const TOAST_DURATION_MS = 5_000;
/** The profile-settings message banner clears itself after this delay. */
export const PROFILE_MESSAGE_CLEAR_MS = 10_000;

export const LAYOUT = {
  /** Below this window width the sidebar collapses on an outside click. */
  sidebarCollapseBelowWidth: 1024,
  minLayoutWidth: 800,
  /** Health chart and check-detail layout switch at this viewport height. */
  healthLayoutSwitchHeight: 992,
  sidebarExpandedWidth: 56,
  sidebarCollapsedWidth: 14,
} as const;
export const SIDEBAR_COLLAPSE_WIDTH = LAYOUT.sidebarCollapseBelowWidth;
export const MIN_LAYOUT_WIDTH = LAYOUT.minLayoutWidth;
export const HEALTH_LAYOUT_SWITCH_HEIGHT = LAYOUT.healthLayoutSwitchHeight;

export const DIALOG_SIZES = ['very-small', 'small', 'medium', 'large', 'full'] as const;
export type DialogSize = (typeof DIALOG_SIZES)[number];
/** Window widths at which dialog widths change. */
export const DIALOG_WIDTH_BREAKPOINTS = [768, 1024, 1280, 1600] as const;

export const TABLE = {
  rowHeightEstimate: 35,
  overscan: 10,
  /** Session-storage fields of a saved table preference. */
  preferenceFields: ['scrollTop', 'expandedRows'] as const,
  goToPageMin: 1,
} as const;
export const ROW_HEIGHT_ESTIMATE = TABLE.rowHeightEstimate;
export const TABLE_OVERSCAN = TABLE.overscan;

export const TRISTATE = { neutral: 0, include: 1, exclude: -1 } as const;
export type TristateValue = (typeof TRISTATE)[keyof typeof TRISTATE];

export const CARD_WIDTH = { min: 250, max: 768, step: 2, default: 554 } as const;

export const PROGRESS = {
  min: 5,
  max: 100,
  /** Values above this are orange; up to it they are green. */
  orangeAbove: 75,
  redAbove: 90,
} as const;

export const TAGS = {
  minRows: 1,
  rowHeight: '2.25rem',
  /** Tag keys sorted first, in this order. */
  sortFirst: ['account', 'namespace', 'name'] as const,
} as const;

export const USER_INITIALS_FALLBACK = '?';

export const FRONTEND_VERSION = '1.0.871';
/** Shown when the about call returns no backend version. */
export const BACKEND_VERSION_FALLBACK = 'NA';

/** An all-zero agent id means "no agent" (the local agent). */
export const NIL_AGENT_ID = '00000000-0000-0000-0000-000000000000';

/** Durations under this many milliseconds show as ms. */
export const DURATION_MS_THRESHOLD = 1000;
export const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
export const BYTE_BASE = 1024;

/** Relative ages ("3h ago") are only used for values between 0 and this many days old. */
export const RELATIVE_AGE_MAX_DAYS = 7;

export const API_BASE_PATH = '/api';
export const API_SUB_BASES = {
  db: '/db',
  apmSearch: '/apm/search',
  canary: '/canary',
  config: '/config',
  catalog: '/catalog',
  snapshot: '/snapshot',
  agent: '/agent',
  logs: '/logs',
  auth: '/auth',
  people: '/people',
  playbook: '/playbook',
  artifacts: '/artifacts',
  rbac: '/rbac',
  notification: '/notification',
} as const;

export const KUBECONFIG = {
  downloadPath: '/api/kubeconfig',
  fileSuffix: '-kubeconfig.yaml',
  modalTitle: 'Download and install kubeconfig',
} as const;

/** Where the gateway serves the deployment's shell settings and the runtime remote manifest. */
export const RUNTIME_CONFIG_URL = '/config.json';
export const RUNTIME_MANIFEST_URL = '/remotes.json';

export const AUTH_ROUTES = {
  login: '/login',
  registration: '/registration',
  recovery: '/recovery',
  verification: '/verification',
  profileSettings: '/profile-settings',
  authStateChecker: '/auth-state-checker',
  orgsSwitched: '/organizations/orgs-switched',
  /** Where login and registration go when no return_to is given. */
  defaultReturnTo: '/',
} as const;

export const AUTH_PAGE_HEADINGS = {
  login: 'Sign In to your account',
  loginSecondFactor: 'Two-Factor Authentication',
  loginRefresh: 'Confirm Action',
  registration: 'Create account',
  recovery: 'Recover account',
  verification: 'Verify your account',
} as const;

export const AUTH_PAGE_LINKS = {
  resetPassword: 'Reset password',
  signIn: 'Sign in',
  goBack: 'Go back',
} as const;

export const PROFILE_SETTINGS_SECTIONS = [
  'Profile Settings',
  'Change Password',
  'Manage Social Sign In',
  'Manage 2FA Backup Recovery Codes',
  'Manage 2FA TOTP Authenticator App',
  'Manage Hardware Tokens and Biometrics',
] as const;

/** Query parameters the login page understands. username+password trigger an automatic submit. */
export const LOGIN_QUERY_PARAMS = ['flow', 'return_to', 'refresh', 'aal', 'username', 'password'] as const;

/** Hosted provider error page: the one error code with a dedicated message. */
export const HOSTED_BAD_SESSION_CODE = 'BAD_SESSION';

/** Preference keys (local storage) and their defaults (spec 1 section 3). */
export const PREFERENCE_KEYS = {
  datetime: 'datetime_preference',
  displayTimezone: 'display_timezone_preference',
  topologyCardWidth: 'topology_card_width',
  showDeletedItems: 'show_deleted_items_preference',
  persistPageSize: 'persistPageSize',
  recentlyUsedTimeRanges: 'recentlyUsedTimeRanges',
  sidebarCollapsed: 'sidebarCollapsed',
  colorMode: 'colorMode',
} as const;

/** Colour modes of the console: light, dark, or whatever the operating system prefers. */
export const COLOR_MODE_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ColorModePreference = (typeof COLOR_MODE_PREFERENCES)[number];
export type ColorMode = Exclude<ColorModePreference, 'system'>;
export const COLOR_MODE_LABELS: Record<ColorModePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };
/** Label of the colour mode preference. */
export const COLOR_MODE_LABEL = 'Theme';

export const DATETIME_PREFERENCES = ['short', 'medium', 'full', 'timestamp'] as const;
export type DatetimePreference = (typeof DATETIME_PREFERENCES)[number];
/** Format of the "timestamp" date display preference. */
export const TIMESTAMP_DISPLAY_FORMAT = 'YYYY-MM-DD HH:mm:ss.SSS';
/** The display timezone default: the browser's own zone. */
export const BROWSER_TIMEZONE = 'Browser';

export const PREFERENCE_DEFAULTS = {
  datetime_preference: 'timestamp',
  display_timezone_preference: BROWSER_TIMEZONE,
  topology_card_width: '554px',
  show_deleted_items_preference: 'no',
  persistPageSize: 50,
  recentlyUsedTimeRanges: [] as readonly never[],
  colorMode: 'system',
} as const;

/** URL search-parameter keys holding page state. */
export const URL_STATE_KEYS = {
  pageIndex: 'pageIndex',
  pageSize: 'pageSize',
  sortBy: 'sortBy',
  sortOrder: 'sortOrder',
  from: 'from',
  to: 'to',
  range: 'range',
  rangeType: 'rangeType',
  display: 'display',
  timeRange: 'timeRange',
  showHiddenComponents: 'showHiddenComponents',
} as const;

export const URL_STATE_DEFAULTS = {
  pageIndex: DEFAULT_PAGE_INDEX,
  pageSize: DEFAULT_PAGE_SIZE,
} as const;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const YES_NO = ['yes', 'no'] as const;

/** URL parameters cleared by the time-range picker's Clear button. */
export const TIME_RANGE_URL_KEYS = ['from', 'to', 'range', 'rangeType', 'display', 'timeRange'] as const;

export const TIME_RANGE_TYPES = ['absolute', 'relative', 'mapped'] as const;
export type TimeRangeType = (typeof TIME_RANGE_TYPES)[number];
/** Label of an absolute range submitted from the picker. */
export const CUSTOM_TIME_RANGE_LABEL = 'Custom';

export const PAST_RELATIVE_RANGES = [
  '5m',
  '15m',
  '30m',
  '1h',
  '3h',
  '6h',
  '12h',
  '24h',
  '2d',
  '7d',
  '30d',
  '90d',
  '6M',
  '1y',
  '2y',
  '5y',
] as const;
/** Past options as datemath expressions, e.g. now-5m. */
export const PAST_RELATIVE_RANGE_EXPRESSIONS = PAST_RELATIVE_RANGES.map((step) => `now-${step}`);
export const INDEFINITELY = 'Indefinitely';
/** Future options: Indefinitely, then now+<step> for every past step. */
export const FUTURE_RELATIVE_RANGES = [INDEFINITELY, ...PAST_RELATIVE_RANGES.map((step) => `now+${step}`)] as const;

export const MAPPED_TIME_RANGES = [
  'Yesterday',
  'Day before yesterday',
  'This day last week',
  'Previous week',
  'Previous month',
  'Previous year',
  'Today',
  'Today so far',
  'This week',
  'This week so far',
  'This month',
  'This month so far',
  'This year',
  'This year so far',
] as const;
export type MappedTimeRangeName = (typeof MAPPED_TIME_RANGES)[number];

/** Units of the datemath syntax (M = month, m = minute). */
export const TIME_UNITS = ['ms', 's', 'm', 'h', 'd', 'w', 'M', 'y'] as const;

/** The zero date (year 0001) is treated as empty. */
export const ZERO_DATE_YEAR = 1;

export const USER_MENU = {
  yourProfile: 'Your Profile',
  downloadKubeconfig: 'Download kubeconfig',
  /** In place of the download when the backend reaches no Kubernetes cluster. */
  kubeconfigUnavailable: 'Kubeconfig unavailable on this deployment',
  signOut: 'Sign out',
} as const;

export const NAVIGATION_LABELS = {
  main: ['Dashboard', 'Health', 'Incidents', 'Catalog', 'Logs', 'Playbooks'] as const,
  settingsGroup: 'Settings',
  settings: [
    'Connections',
    'Permissions',
    'Users',
    'Jobs History',
    'Feature Flags',
    'Log Backends',
    'Event Queue',
    'Agents',
    'Integrations',
  ] as const,
} as const;

/** Table loading texts. */
export const LOADING_TEXTS = { table: 'loading data...', generic: 'Loading...' } as const;

/** The first stop of the keyboard on every console page: past the sidebar and top bar to the page. */
export const SKIP_TO_CONTENT = { label: 'Skip to main content', targetId: 'main-content' } as const;

/** What each preference changes, shown under it, so none appears to do nothing. */
export const PREFERENCE_HINTS = {
  pageSize: 'Rows per page of the paged lists, the check history included.',
  showDeletedItems: 'The catalog list includes deleted config items. The health list has its own "Show deleted within" range.',
} as const;
