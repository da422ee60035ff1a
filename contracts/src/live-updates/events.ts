/**
 * Live updates: the backend's Server-Sent Events stream (`GET /events` under the API base) and
 * what the shell does with each event. The stream carries which rows changed (ids and a status,
 * never row data), filtered by the reader's permissions; the shell turns each event into
 * TanStack Query invalidations of the resources below, so the pages showing them refetch.
 *
 * Wire format (one stream per signed-in browser):
 * - `event: change`, `id: <event id>`, `data: <LiveEvent JSON>`: a row changed.
 * - `event: ready`, `data: {"resumed": bool}`: the stream is up (after the replay when resumed
 *   with `Last-Event-ID`).
 * - `event: heartbeat`, `data: {}`: every LIVE_HEARTBEAT_MS, so proxies keep the connection and the
 *   shell knows the stream is alive.
 * - `event: resync`, `data: {"reason": ...}`: events were dropped (a slow reader, or a
 *   `Last-Event-ID` older than the kept window): refetch everything shown.
 * A backend without the stream (Mission Control) answers 404: the pages keep polling.
 */
import { z } from 'zod/mini';
import { queryKeys, WRITE_INVALIDATES, type QueryResource } from '../query/query-keys';

/** Path of the stream under the API base (`/api/events`). */
export const LIVE_EVENTS_PATH = '/events';

/** What changed, one kind per watched table. */
export const LIVE_EVENT_KINDS = [
  /** A check result was recorded (check_statuses). */
  'check.status',
  /** An incident was created, edited or deleted. */
  'incident',
  /** A comment on an incident was written. */
  'comment',
  /** Evidence was attached to (or removed from) an incident's hypothesis. */
  'evidence',
  /** A playbook run was queued or changed status. */
  'playbook.run',
  /** An action of a playbook run started, finished or failed. */
  'playbook.action',
  /** A notification was sent, silenced, or failed (notification_send_history). */
  'notification.sent',
  /** A background job run started or finished (job_history). */
  'job',
] as const;

export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** The SSE event names of the stream. */
export const LIVE_STREAM_EVENTS = {
  change: 'change',
  ready: 'ready',
  heartbeat: 'heartbeat',
  resync: 'resync',
} as const;

/** Heartbeat period of the stream. */
export const LIVE_HEARTBEAT_MS = 15_000;
/** The shell counts the stream as down when nothing (not even a heartbeat) arrived for this long. */
export const LIVE_STALE_AFTER_MS = LIVE_HEARTBEAT_MS * 2 + 5_000;
/** Reconnection delay the server asks of EventSource (`retry:`). */
export const LIVE_RETRY_MS = 3_000;

/** Why the server asks for a full refetch. */
export const LIVE_RESYNC_REASONS = {
  slowReader: 'the stream fell behind and dropped events',
  resumeTooOld: 'the last event received is no longer kept',
} as const;

export const liveEventSchema = z.object({
  /** Event id; also the SSE `id:` that `Last-Event-ID` resumes from. */
  id: z.string().check(z.regex(/^\d+$/)),
  kind: z.enum(LIVE_EVENT_KINDS),
  op: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  /** The table written. */
  table: z.string(),
  /** Id of the changed row (the check's id for a check result). */
  rowId: z.nullable(z.string()),
  /** Ids and status that place the row: check_id, canary_id, incident_id, run_id, playbook_id, status... */
  scope: z.record(z.string(), z.string()),
  at: z.string(),
});

export type LiveEvent = z.infer<typeof liveEventSchema>;

export const liveReadySchema = z.object({ resumed: z.boolean() });
export const liveResyncSchema = z.object({ reason: z.string() });

/**
 * Which resources' reads an event makes stale. Query keys are owned here (query-keys.ts), so the
 * mapping is too: a check result changes what checks, their history and the components' health
 * show (as a write to check_statuses does); comments and evidence show on incidents; actions on
 * their run; send history on the notifications pages; job runs in the job history, the
 * integrations list and the scrapers' last run.
 */
export const LIVE_EVENT_INVALIDATES: { readonly [K in LiveEventKind]: readonly QueryResource[] } = {
  'check.status': WRITE_INVALIDATES.check_statuses,
  incident: ['incidents'],
  comment: ['incidents'],
  evidence: ['incidents'],
  'playbook.run': WRITE_INVALIDATES.playbook_runs,
  'playbook.action': ['playbook_runs'],
  'notification.sent': ['notifications'],
  job: ['job_history', 'integrations', 'config_scrapers'],
};

/** The query key prefixes to invalidate for one event. */
export function liveEventQueryKeys(kind: LiveEventKind): readonly (readonly unknown[])[] {
  return LIVE_EVENT_INVALIDATES[kind].map((resource) => queryKeys[resource].all);
}

/** The prefixes of a batch of events, each once (a burst of check results invalidates once). */
export function liveEventsQueryKeys(kinds: Iterable<LiveEventKind>): readonly (readonly unknown[])[] {
  const resources = new Set<QueryResource>();
  for (const kind of kinds) for (const resource of LIVE_EVENT_INVALIDATES[kind]) resources.add(resource);
  return [...resources].map((resource) => queryKeys[resource].all);
}
