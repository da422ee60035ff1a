/**
 * What a queued event is about, loaded for matching and rendering: the CEL environment rules and
 * silences filter on (`check`, `canary`, `config`, `component`, `incident`, `playbook`, `run`,
 * `event`, `permalink`), and the resource the send history records.
 */
import { routePaths } from '@opsdeck/contracts';
import type { Queryable } from '../db/types';

export type ResourceKind = 'check' | 'config' | 'component' | 'incident' | 'playbook_run';

export interface EventResource {
  kind: ResourceKind;
  id: string;
  name: string;
  type: string | null;
  /** Ids of the resource's ancestors (components and config items), for recursive silences. */
  ancestors: string[];
  canaryId: string | null;
  namespace: string | null;
  tags: Record<string, string>;
  health: string | null;
  status: string | null;
  description: string | null;
}

export interface EventContext {
  eventName: string;
  resource: EventResource;
  env: Record<string, unknown>;
}

export interface QueuedEvent {
  id: string;
  name: string;
  event_id: string | null;
  properties: Record<string, unknown> | null;
  created_at: string;
}

const CHECK_SQL = `
SELECT c.id::text, c.name, c.type, c.status, c.severity, c.description, c.namespace, c.icon,
       COALESCE(c.labels, '{}'::jsonb) AS labels, c.canary_id::text, c.last_runtime,
       cn.name AS canary_name, cn.namespace AS canary_namespace,
       (SELECT to_jsonb(s) FROM (SELECT st.status, st.message, st.error, st.duration, st.time
          FROM check_statuses st WHERE st.check_id = c.id ORDER BY st.time DESC LIMIT 1) s) AS last_status
FROM checks c JOIN canaries cn ON cn.id = c.canary_id WHERE c.id = $1::uuid`;

const CONFIG_SQL = `
SELECT id::text, name, type, config_class, health, status, description, path,
       COALESCE(tags, '{}'::jsonb) AS tags, COALESCE(labels, '{}'::jsonb) AS labels
FROM config_items WHERE id = $1::uuid`;

const COMPONENT_SQL = `
SELECT id::text, name, type, health, status, description, namespace, path, COALESCE(labels, '{}'::jsonb) AS labels
FROM components WHERE id = $1::uuid`;

const INCIDENT_SQL = `
SELECT id::text, incident_id, title, severity, status, type, description, created_at FROM incidents WHERE id = $1::uuid`;

const RUN_SQL = `
SELECT r.id::text, r.status, r.error, r.start_time, r.end_time, r.config_id::text, r.check_id::text, r.component_id::text,
       p.id::text AS playbook_id, p.name AS playbook_name, p.title AS playbook_title
FROM playbook_runs r JOIN playbooks p ON p.id = r.playbook_id WHERE r.id = $1::uuid`;

type Row = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const stringMap = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value as Row).map(([key, entry]) => [key, String(entry)]))
    : {};
/** duty's path: ancestor ids joined with dots. */
const ancestorsOf = (path: unknown): string[] => (str(path) ? String(path).split('.').filter(Boolean) : []);

async function one(db: Queryable, sql: string, id: string): Promise<Row | null> {
  const { rows } = await db.query<Row>(sql, [id]);
  return rows[0] ?? null;
}

/** The family of an event name: check.failed -> check, incident.status.open -> incident. */
export const eventFamily = (name: string): string => name.split('.')[0] ?? name;

/**
 * Loads the context of a queued event, or null when its resource no longer exists (deleted
 * since), in which case there is nothing to tell anyone.
 */
export async function loadEventContext(db: Queryable, event: QueuedEvent, publicUrl = ''): Promise<EventContext | null> {
  const id = str(event.properties?.id) ?? event.event_id;
  if (!id) return null;
  const base = { event: { name: event.name, created_at: event.created_at } };
  switch (eventFamily(event.name)) {
    case 'check': {
      const row = await one(db, CHECK_SQL, id);
      if (!row) return null;
      const permalink = publicUrl + routePaths.healthCheck(id, '1h');
      const check = { ...row, labels: stringMap(row.labels) };
      const canary = { id: row.canary_id, name: row.canary_name, namespace: row.canary_namespace };
      return {
        eventName: event.name,
        env: { ...base, check, canary, status: row.last_status ?? {}, permalink },
        resource: {
          kind: 'check',
          id,
          name: String(row.name),
          type: str(row.type),
          ancestors: [],
          canaryId: str(row.canary_id),
          namespace: str(row.namespace),
          tags: check.labels,
          health: str(row.status),
          status: str(row.status),
          description: str(row.description),
        },
      };
    }
    case 'config':
    case 'component': {
      const isConfig = eventFamily(event.name) === 'config';
      const row = await one(db, isConfig ? CONFIG_SQL : COMPONENT_SQL, id);
      if (!row) return null;
      const permalink = publicUrl + (isConfig ? routePaths.catalogItem(id) : routePaths.topology(id));
      const tags = stringMap(isConfig ? row.tags : row.labels);
      const entity = { ...row, tags: stringMap(row.tags), labels: stringMap(row.labels) };
      return {
        eventName: event.name,
        env: { ...base, [isConfig ? 'config' : 'component']: entity, permalink },
        resource: {
          kind: isConfig ? 'config' : 'component',
          id,
          name: String(row.name ?? id),
          type: str(row.type),
          ancestors: ancestorsOf(row.path),
          canaryId: null,
          namespace: str(row.namespace) ?? tags.namespace ?? null,
          tags,
          health: str(row.health),
          status: str(row.status),
          description: str(row.description),
        },
      };
    }
    case 'incident': {
      const row = await one(db, INCIDENT_SQL, id);
      if (!row) return null;
      return {
        eventName: event.name,
        env: { ...base, incident: row, permalink: publicUrl + routePaths.incident(id) },
        resource: {
          kind: 'incident',
          id,
          name: String(row.title),
          type: str(row.type),
          ancestors: [],
          canaryId: null,
          namespace: null,
          tags: {},
          health: null,
          status: str(row.status),
          description: str(row.description),
        },
      };
    }
    case 'playbook': {
      const row = await one(db, RUN_SQL, id);
      if (!row) return null;
      const playbook = { id: row.playbook_id, name: row.playbook_name, title: row.playbook_title };
      return {
        eventName: event.name,
        env: { ...base, playbook, run: row, permalink: publicUrl + routePaths.playbookRun(id) },
        resource: {
          kind: 'playbook_run',
          // The history names what the run was about when it had a target, else the run.
          id: str(row.config_id) ?? str(row.component_id) ?? str(row.check_id) ?? id,
          name: String(row.playbook_title || row.playbook_name),
          type: null,
          ancestors: [],
          canaryId: null,
          namespace: null,
          tags: {},
          health: null,
          status: str(row.status),
          description: str(row.error),
        },
      };
    }
    default:
      return null;
  }
}
