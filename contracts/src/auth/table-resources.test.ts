import { AUDIT_LOG_ACCESS } from '../constants/audit-log';
import { KNOWN_TABLES, RESOURCES, RESTRICTED_TABLES, TABLE_RESOURCES, resourceForTable, restrictedTable } from './permissions';

describe('resourceForTable', () => {
  it.each([
    ['checks', 'canaries'],
    ['check_statuses', 'canaries'],
    ['canaries', 'canaries'],
    ['check_summary', 'canaries'],
    ['canary_names', 'canaries'],
    ['canaries_with_status', 'canaries'],
    ['components', 'topologies'],
    ['topologies', 'topologies'],
    ['team_components', 'topologies'],
    ['incidents', 'incident'],
    ['incident_histories', 'incident'],
    ['hypotheses', 'incident'],
    ['incident_rules', 'incident'],
    ['evidences', 'evidences'],
    ['comments', 'comments'],
    ['responders', 'responder'],
    ['configs', 'database'],
    ['config_items', 'database'],
    ['config_changes', 'database'],
    ['rpc/related_configs_recursive', 'database'],
    ['config_scrapers', 'config_scrapers'],
    ['config_scrapers_with_status', 'config_scrapers'],
    ['connections', 'connections'],
    ['people', 'identities'],
    ['identities', 'identities'],
    ['people_roles', 'identities'],
    ['teams', 'database'],
    ['team_members', 'database'],
    ['properties', 'properties'],
    ['agents', 'agents'],
    ['agents_summary', 'agents'],
    ['notifications', 'notifications'],
    ['notifications_summary', 'notifications'],
    ['notification_silences', 'notifications'],
    ['notification_send_history_summary', 'notifications'],
    ['playbooks', 'playbooks'],
    ['playbook_names', 'playbooks'],
    ['playbook_runs', 'playbook_runs'],
    ['playbook_run_actions', 'playbook_runs'],
    ['playbook_approvals', 'playbook_runs'],
    ['rpc/get_playbook_run_actions', 'playbook_runs'],
    ['artifacts', 'playbook_runs'],
    ['artifact_summary', 'playbook_runs'],
    ['rpc/config_analysis_filter_options', 'database'],
    ['permissions', 'permissions'],
    ['permissions_summary', 'permissions'],
    ['casbin_rule', 'rbac'],
    ['integrations_with_status', 'integrations'],
    ['logging_backends', 'logging_backends'],
    ['job_history', 'database'],
    ['job_histories', 'database'],
    ['job_history_names', 'database'],
    ['event_queue_summary', 'database'],
  ])('%s -> %s', (table, resource) => {
    expect(resourceForTable(table)).toBe(resource);
  });

  it('covers every table, view and function of reference section 4', () => {
    const section4 = `check_statuses checks canaries canary_names checks_by_component check_summary_for_config
      check_summary components component_names components_with_logs component_labels team_components topologies
      check_component_relationships check_config_relationships incidents incident_summary incidents_by_component
      incidents_by_config incident_histories hypotheses evidences comments responders playbook_names playbooks
      playbook_runs playbook_run_actions rpc/get_playbook_run_actions playbook_approvals artifacts
      notifications_summary notifications notification_silences notification_send_history_summary permissions
      permissions_summary connections teams team_members properties agents agents_summary job_history job_histories
      job_history_names people people_roles identities casbin_rule integrations_with_status canaries_with_status
      topologies_with_status config_scrapers_with_status teams_with_status incident_rules_with_status
      logging_backends_with_status incident_rules logging_backends config_scrapers configs config_items config_detail
      config_names config_tags config_labels config_changes config_analysis config_analysis_items config_types
      config_statuses config_analysis_analyzers change_types analysis_by_component changes_by_component
      config_relationships config_component_relationships rpc/related_configs_recursive
      rpc/lookup_analysis_by_component event_queue_summary event_queue artifact_summary
      rpc/config_analysis_filter_options`
      .split(/\s+/)
      .filter(Boolean);
    const missing = section4.filter((name) => resourceForTable(name) === undefined);
    expect(missing).toEqual([]);
  });

  it('maps only to known resources and lists each table once', () => {
    for (const table of KNOWN_TABLES) expect(RESOURCES).toContain(TABLE_RESOURCES[table]);
    expect(new Set(KNOWN_TABLES).size).toBe(KNOWN_TABLES.length);
  });

  it.each([
    'unknown_table',
    '',
    'Checks',
    '/checks',
    'checks ',
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    'rpc/unknown',
  ])('returns undefined for %p', (name) => {
    expect(resourceForTable(name)).toBeUndefined();
  });
});

describe('restricted relations', () => {
  it('read the audit log with the page rule, and nothing else is restricted', () => {
    expect(Object.keys(RESTRICTED_TABLES)).toEqual(['audit_log', 'audit_log_actors', 'audit_log_resources']);
    for (const name of Object.keys(RESTRICTED_TABLES)) {
      expect(restrictedTable(name)?.read).toEqual(AUDIT_LOG_ACCESS);
      expect(resourceForTable(name)).toBe('rbac');
    }
    expect(restrictedTable('casbin_rule')).toBeUndefined();
    expect(restrictedTable('__proto__')).toBeUndefined();
  });
});
