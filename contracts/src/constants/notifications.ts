// Notification rules, delivery and send history (spec 2, reference 4.4 and 5.5; duty's values).
import { INCIDENT_STATUSES } from './operations';

const HEALTH_STATES = ['healthy', 'unhealthy', 'warning', 'unknown'] as const;

/** Events a rule reacts to, as the backend's event queue names them. */
export const NOTIFICATION_EVENTS = [
  'check.passed',
  'check.failed',
  ...HEALTH_STATES.map((state) => `component.${state}` as const),
  ...HEALTH_STATES.map((state) => `config.${state}` as const),
  'incident.created',
  ...INCIDENT_STATUSES.map((status) => `incident.status.${status}` as const),
  'playbook.failed',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** notification_send_history.status values (duty's NotificationStatus*). */
export const NOTIFICATION_SEND_STATUSES = {
  sent: 'sent',
  error: 'error',
  silenced: 'silenced',
  repeatInterval: 'repeat-interval',
  pending: 'pending',
  skipped: 'skipped',
  inhibited: 'inhibited',
} as const;
export type NotificationSendStatus = (typeof NOTIFICATION_SEND_STATUSES)[keyof typeof NOTIFICATION_SEND_STATUSES];

/** How the history shows each status. */
export const NOTIFICATION_STATUS_LABELS: Record<string, string> = {
  sent: 'Sent',
  error: 'Failed',
  silenced: 'Silenced',
  'repeat-interval': 'Repeat suppressed',
  pending: 'Pending',
  skipped: 'Skipped',
  inhibited: 'Inhibited',
};

/** The statuses the history's filter offers. */
export const SEND_HISTORY_FILTER_STATUSES = ['sent', 'error', 'silenced', 'repeat-interval'] as const;

/**
 * The history page's select: the columns its table and detail show, with the recipient person and
 * the rule's name (reference 4.4 lineage). A page holds 1,000 rows, so nothing else is sent.
 */
export const SEND_HISTORY_SELECT =
  'id,notification_id,status,body,body_payload,payload,error,retries,source_event,resource_id,resource,resource_kind,' +
  'resource_type,team_id,created_at,person:person_id(id,name,email,avatar),notification:notification_id(id,name)';

/** The silences list's select: the silence with its check, config item, component and creator (reference 4.4). */
export const SILENCE_LIST_SELECT =
  '*,checks:check_id(id,name,type,status),catalog:config_id(id,name,type,config_class),component:component_id(id,name,icon),createdBy:created_by(id,name,avatar,email)';

/**
 * A silences search with no more matches than this is loaded whole beside its page, so that the
 * next keystroke narrowing it is answered on screen at once (the server confirms it).
 */
export const SILENCE_SEARCH_MATCHES_LIMIT = 1000;

/** The history's resource kinds (notification_send_history_summary.resource_kind). */
export const SEND_HISTORY_RESOURCE_KINDS = ['check', 'config', 'component', 'canary'] as const;

/** Delivery: attempts of one send, and the wait before attempt n+1 (doubling, capped). */
export const NOTIFICATION_DELIVERY = {
  maxAttempts: 4,
  firstRetryDelayMs: 1_000,
  maxRetryDelayMs: 60_000,
  /** A webhook that answers nothing for this long has failed. */
  requestTimeoutMs: 10_000,
} as const;

/** Connection types the reference backend delivers, and how. */
export const DELIVERED_CONNECTION_TYPES = [
  'email',
  'generic_webhook',
  'slack',
  'discord',
  'mattermost',
  'rocketchat',
  'teams',
  'google_chat',
  'ntfy',
] as const;

/** Text of the rules page. */
export const NOTIFICATION_RULES_TEXT = {
  add: 'Add Rule',
  edit: 'Edit Rule',
  create: 'Create Notification Rule',
  save: 'Save',
  enable: 'Enable',
  disable: 'Disable',
  delete: 'Delete',
  deleteTitle: 'Delete Notification Rule',
  empty: 'No notification rules',
  disabled: 'disabled',
  created: 'Notification created successfully',
  formTab: 'Form',
  yamlTab: 'YAML',
  yamlLabel: 'Notification rule YAML',
  problems: 'Problems',
} as const;

/** The properties key that turns a rule off without deleting it. */
export const NOTIFICATION_DISABLED_PROPERTY = 'disabled';
