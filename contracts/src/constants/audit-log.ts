// The audit log: every write through the API, recorded by the backend and browsed by admins on
// the settings page. Texts, defaults and the names the backend and the page share.
import type { RoutePermission } from '../routes/route-table';

/** The relation the backend records entries in, served read-only under /db. */
export const AUDIT_LOG_TABLE = 'audit_log';

/** What the page reads of an entry (not search_text, the backend's search column). */
export const AUDIT_LOG_COLUMNS =
  'id,created_at,actor_id,actor_name,actor_type,token_name,action,resource_type,resource,resource_ids,row_count,fields,changes,method,path,client_address,status,outcome';

/** Columns the page may sort by (the first is the default, newest first). */
export const AUDIT_LOG_SORT_COLUMNS = ['created_at', 'actor_name', 'action', 'resource', 'client_address', 'outcome'] as const;

/** The settings page. */
export const AUDIT_LOG_PAGE_PATH = '/settings/audit-log';

/** GET: how long entries are kept (the backend's OPSDECK_AUDIT_RETENTION), for the page. */
export const AUDIT_LOG_RETENTION_PATH = '/audit/retention';

/** OPSDECK_AUDIT_RETENTION when unset. */
export const AUDIT_LOG_DEFAULT_RETENTION = '90d';

/**
 * Who may read the log: write on rbac, which only admins hold by the role matrix and only an admin
 * can grant (whoever holds it can make themselves admin). Nobody writes the log through the API.
 */
export const AUDIT_LOG_ACCESS: RoutePermission = { resource: 'rbac', action: 'write' };

/** What an entry says was done. /db writes are create, update and delete (a soft delete too). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'run', 'approve', 'cancel', 'test', 'invite', 'register'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who wrote: a signed-in person, an access token (its owner is the person), or an agent. */
export const AUDIT_ACTOR_TYPES = ['person', 'access_token', 'agent'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

/** A table written through /db, or a custom endpoint (its route pattern). */
export const AUDIT_RESOURCE_TYPES = ['table', 'endpoint'] as const;
export type AuditResourceType = (typeof AUDIT_RESOURCE_TYPES)[number];

export const AUDIT_OUTCOMES = ['success', 'failure'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** Entries keep at most this many row ids; row_count has the full number. */
export const AUDIT_MAX_IDS = 1000;

/** Values longer than this are cut (with an ellipsis) before they are kept. */
export const AUDIT_MAX_VALUE_LENGTH = 200;

/** URL parameters of the page (besides pageIndex, pageSize, sortBy, sortOrder and the time range). */
export const AUDIT_LOG_PARAMS = {
  person: 'person',
  action: 'action',
  resource: 'resource',
  search: 'q',
} as const;

export const AUDIT_LOG_TEXT = {
  tableLabel: 'Audit log',
  filtersLabel: 'Audit log filters',
  searchLabel: 'Search the audit log',
  searchPlaceholder: 'Search person, resource, id, field or address',
  filterLabels: { person: 'Person', action: 'Action', resource: 'Resource' },
  columns: {
    time: 'Time',
    person: 'Person',
    action: 'Action',
    resource: 'Resource',
    fields: 'Fields',
    address: 'Address',
    outcome: 'Outcome',
  },
  empty: 'No audit entries match these filters',
  retention: (period: string) => `Entries are kept for ${period}, then removed.`,
  retentionUnknown: 'Retention period not reported by this backend.',
  detailsTitle: (action: string, resource: string) => `${action} ${resource}`,
  details: {
    when: 'When',
    who: 'Who',
    credential: 'Credential',
    request: 'Request',
    address: 'Client address',
    outcome: 'Outcome',
    rows: 'Rows',
    changes: 'Fields changed',
    field: 'Field',
    before: 'Before',
    after: 'After',
    noChanges: 'No fields recorded for this entry',
    withheld: 'value not kept',
  },
  actorTypes: { person: 'Signed in', access_token: 'Access token', agent: 'Agent' } as Record<AuditActorType, string>,
} as const;

/** The default range of the page: the last 7 days. */
export const AUDIT_LOG_DEFAULT_TIME_RANGE = { type: 'relative', range: 'now-7d' } as const;
