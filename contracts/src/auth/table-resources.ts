// Which permission resource guards each database table, view or function the console reads
// through /api/db/<name> (reference section 4 and the /db calls of the specs).
import type { Resource } from './permissions';

const tables = (resource: Resource, names: readonly string[]): [string, Resource][] => names.map((name) => [name, resource]);

const TABLE_RESOURCE_ENTRIES: [string, Resource][] = [
  ...tables('canaries', [
    'canaries',
    'canaries_with_status',
    'canary_names',
    'checks',
    'check_statuses',
    'check_summary',
    'check_summary_for_config',
    'checks_by_component',
    'check_component_relationships',
    'check_config_relationships',
    'check_names',
    'checks_labels_keys',
  ]),
  ...tables('topologies', [
    'topologies',
    'topologies_with_status',
    'components',
    'component_names',
    'components_with_logs',
    'component_labels',
    'team_components',
    'component_labels_keys',
  ]),
  ...tables('incident', [
    'incidents',
    'incident_summary',
    'incidents_by_component',
    'incidents_by_config',
    'incident_histories',
    'hypotheses',
    // Incident rules decide how incidents are opened; they belong with incidents.
    'incident_rules',
    'incident_rules_with_status',
  ]),
  ...tables('evidences', ['evidences']),
  ...tables('comments', ['comments']),
  ...tables('responder', ['responders']),
  ...tables('playbooks', ['playbooks', 'playbook_names']),
  ...tables('playbook_runs', [
    'playbook_runs',
    'playbook_run_actions',
    'playbook_approvals',
    'rpc/get_playbook_run_actions',
    // Artifacts are files produced by playbook run actions; their summary view follows them
    // (one RBAC object for both in mission-control).
    'artifacts',
    'artifact_summary',
  ]),
  ...tables('notifications', [
    'notifications',
    'notifications_summary',
    'notification_silences',
    'notification_send_history',
    'notification_send_history_summary',
    'notification_send_history_resource_types',
    'notification_send_history_resource_tags',
  ]),
  // Who a permission can name and the permissions naming one object: access control data.
  ...tables('permissions', [
    'permissions',
    'permissions_summary',
    'permission_subjects',
    'permission_groups',
    'rpc/permissions_for_obj_selector',
    // Scopes narrow what a permission reaches (Mission Control keeps them with its system objects).
    'scopes',
  ]),
  // The audit log is access-control data, narrowed further below (RESTRICTED_TABLES).
  ...tables('rbac', ['casbin_rule', 'audit_log', 'audit_log_actors', 'audit_log_resources']),
  ...tables('connections', ['connections']),
  // Page-visit counts per person (written by Mission Control's web client) are people data.
  ...tables('identities', ['people', 'people_roles', 'identities', 'person_analytics']),
  ...tables('properties', ['properties']),
  ...tables('agents', ['agents', 'agents_summary']),
  ...tables('integrations', ['integrations_with_status']),
  ...tables('logging_backends', ['logging_backends', 'logging_backends_with_status']),
  ...tables('config_scrapers', ['config_scrapers', 'config_scrapers_with_status', 'scrape_plugins']),
  // The role list has no catalog resource: catalog data is guarded by "database", the resource
  // of generic database reads (Mission Control's own RBAC calls the object "catalog").
  ...tables('database', [
    'configs',
    'config_items',
    'config_detail',
    'config_names',
    'config_tags',
    'config_labels',
    'config_changes',
    'config_analysis',
    'config_analysis_items',
    'config_types',
    'config_statuses',
    'config_analysis_analyzers',
    'change_types',
    'analysis_by_component',
    'changes_by_component',
    'config_relationships',
    'config_component_relationships',
    'rpc/related_configs_recursive',
    'rpc/lookup_analysis_by_component',
    // Filter choices of the config analysis list: guarded like config_analysis itself.
    'rpc/config_analysis_filter_options',
    'config_tags_labels_keys',
    'analysis_types',
    'config_locations',
    'rpc/get_parents_by_location',
    'plugins',
    // Saved views (dashboards) and external access to config items, read as catalog data as
    // Mission Control's catalog and views objects are.
    'views',
    'views_summary',
    'config_access',
    'config_access_summary',
    'config_access_summary_by_user',
    'config_access_logs',
    'external_users',
    'external_groups',
    'external_roles',
    'external_user_groups',
    'rpc/config_access_filter_options',
    // Teams are generic settings resources that every operator must read to pick responders,
    // so they follow "database" rather than "identities" (which commanders cannot read).
    'teams',
    'teams_with_status',
    'team_members',
    // Background-job history and the event queue are system tables with no dedicated resource.
    'job_history',
    'job_histories',
    'job_history_names',
    'job_history_summary',
    'event_queue',
    'event_queue_summary',
  ]),
];

/**
 * Relations whose access is narrower than their resource's: reading needs read on the resource and
 * what `read` names besides, and nobody writes them through the API, admins included (the backend
 * records them itself).
 */
type RestrictedRule = { read: { resource: Resource; action: 'read' | 'write' } };
// The same rule as AUDIT_LOG_ACCESS (constants/audit-log.ts): write on rbac, admins only.
const ADMINS_ONLY: RestrictedRule = { read: { resource: 'rbac', action: 'write' } };
export const RESTRICTED_TABLES: Readonly<Record<string, RestrictedRule>> = /* @__PURE__ */ Object.freeze({
  audit_log: ADMINS_ONLY,
  audit_log_actors: ADMINS_ONLY,
  audit_log_resources: ADMINS_ONLY,
});

/** The narrower rule of a restricted relation, or undefined for every other name. */
export function restrictedTable(table: string): RestrictedRule | undefined {
  return Object.hasOwn(RESTRICTED_TABLES, table) ? RESTRICTED_TABLES[table] : undefined;
}

/** Table/view/function name -> guarding resource. Frozen, prototype-free. */
export const TABLE_RESOURCES: Readonly<Record<string, Resource>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, Resource>, Object.fromEntries(TABLE_RESOURCE_ENTRIES)),
);

/** Every table name the console may read through /api/db. */
export const KNOWN_TABLES: readonly string[] = Object.freeze(TABLE_RESOURCE_ENTRIES.map(([name]) => name));

/**
 * The permission resource guarding a table, view or `rpc/<function>` name, or undefined for
 * names outside the catalogue (the backend answers 404 for those).
 */
export function resourceForTable(table: string): Resource | undefined {
  return Object.hasOwn(TABLE_RESOURCES, table) ? TABLE_RESOURCES[table] : undefined;
}
