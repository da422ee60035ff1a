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
} as const;

/** The properties key that turns a rule off without deleting it. */
export const NOTIFICATION_DISABLED_PROPERTY = 'disabled';
