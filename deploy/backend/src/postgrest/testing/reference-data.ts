/**
 * A small, fixed data set on the real migrated schema: one or two rows per table the UI reads,
 * linked so every query shape of reference section 4 has something to return.
 */
const id = (n: number) => `00000000-0000-4000-9000-${n.toString(16).padStart(12, '0')}`;

export const REF = {
  alice: id(1),
  bob: id(2),
  team: id(10),
  agent: id(11),
  canary: id(20),
  check: id(21),
  check2: id(22),
  topology: id(30),
  component: id(31),
  childComponent: id(32),
  config: id(40),
  node: id(41),
  deletedConfig: id(42),
  change: id(43),
  change2: id(44),
  analysis: id(45),
  incident: id(50),
  incident2: id(51),
  hypothesis: id(52),
  hypothesis2: id(53),
  evidence: id(54),
  comment: id(55),
  responder: id(56),
  responder2: id(57),
  history: id(58),
  playbook: id(60),
  run: id(61),
  childRun: id(62),
  action: id(63),
  childAction: id(64),
  runArtifact: id(65),
  jobArtifact: id(66),
  changeArtifact: id(67),
  notification: id(70),
  silence: id(71),
  silence2: id(72),
  sent: id(73),
  permission: id(80),
  permission2: id(81),
  connection: id(82),
  loggingBackend: id(83),
  incidentRule: id(84),
  job: id(90),
  job2: id(91),
  event: id(92),
} as const;

const R = REF;

export const REFERENCE_DATA_SQL = `
INSERT INTO people (id, name, email, avatar, type) VALUES
  ('${R.alice}', 'Alice Admin', 'alice@example.com', 'alice.png', 'human'),
  ('${R.bob}', 'Bob Builder', 'bob@example.com', NULL, 'human');
INSERT INTO identities (id, traits) VALUES ('${R.alice}', '{"email":"alice@example.com","name":{"first":"Alice","last":"Admin"}}');
INSERT INTO teams (id, name, icon, spec, created_by) VALUES ('${R.team}', 'SRE', 'team.svg', '{"components":[]}', '${R.alice}');
INSERT INTO team_members (team_id, person_id) VALUES ('${R.team}', '${R.alice}'), ('${R.team}', '${R.bob}');
INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', '${R.alice}', 'admin'), ('g', '${R.bob}', 'editor'), ('g', '${R.bob}', '${R.team}');
INSERT INTO agents (id, name, description, created_by, last_seen) VALUES ('${R.agent}', 'edge', 'edge agent', '${R.alice}', '2026-08-20T09:59:30Z');

-- The checks below are written directly, not derived from the canary's spec.
SELECT set_config('opsdeck.skip_check_sync', 'on', false);
INSERT INTO canaries (id, name, namespace, spec, source, created_by, created_at) VALUES
  ('${R.canary}', 'http-checks', 'default', '{"schedule":"@every 1m","http":[{"name":"api"}]}', 'UI', '${R.alice}', '2026-08-01T00:00:00Z');
INSERT INTO checks (id, canary_id, type, name, icon, status, severity, created_at) VALUES
  ('${R.check}', '${R.canary}', 'http', 'api-health', 'http', 'healthy', 'high', '2026-08-01T00:00:00Z'),
  ('${R.check2}', '${R.canary}', 'tcp', 'db-port', 'tcp', 'unhealthy', 'low', '2026-08-02T00:00:00Z');
SELECT set_config('opsdeck.skip_check_sync', 'off', false);
INSERT INTO check_statuses (check_id, time, status, duration, message) VALUES
  ('${R.check}', '2026-08-20T09:00:00Z', true, 120, 'ok'),
  ('${R.check}', '2026-08-20T08:00:00Z', false, 900, 'timeout'),
  ('${R.check}', '2026-08-20T07:00:00Z', true, 150, 'ok'),
  ('${R.check}', '2026-08-20T06:00:00Z', true, 80, 'ok'),
  ('${R.check}', '2026-08-19T06:00:00Z', true, 90, 'old');

INSERT INTO topologies (id, name, namespace, spec, created_by) VALUES ('${R.topology}', 'platform', 'default', '{}', '${R.alice}');
INSERT INTO components (id, topology_id, external_id, name, status, type, icon, labels, log_selectors, created_at) VALUES
  ('${R.component}', '${R.topology}', 'svc/web', 'web', 'healthy', 'Service', 'web.svg', '{"app":"web","tier":"front"}', '[{"name":"app"}]', '2026-08-01T00:00:00Z');
INSERT INTO components (id, topology_id, parent_id, external_id, name, status, type, icon) VALUES
  ('${R.childComponent}', '${R.topology}', '${R.component}', 'pod/web-1', 'web-1', 'healthy', 'Pod', 'pod.svg');
INSERT INTO team_components (team_id, component_id, role) VALUES ('${R.team}', '${R.component}', 'owner');
INSERT INTO check_component_relationships (component_id, check_id, canary_id) VALUES ('${R.component}', '${R.check}', '${R.canary}');

INSERT INTO config_items (id, config_class, type, name, status, health, ready, tags, labels, external_id, config, created_at) VALUES
  ('${R.config}', 'Pod', 'Kubernetes::Pod', 'web-1', 'Running', 'healthy', true, '{"namespace":"prod","cluster":"a"}', '{"app":"web"}', '{pod/web-1}', '{"kind":"Pod"}', '2026-08-01T00:00:00Z'),
  ('${R.node}', 'Node', 'Kubernetes::Node', 'node-1', 'Ready', 'unhealthy', true, '{"cluster":"a"}', '{}', '{node/1}', '{"kind":"Node"}', '2026-08-02T00:00:00Z');
INSERT INTO config_items (id, config_class, type, name, deleted_at) VALUES ('${R.deletedConfig}', 'Pod', 'Kubernetes::Pod', 'old-pod', '2026-08-10T00:00:00Z');
INSERT INTO config_relationships (config_id, related_id, relation) VALUES ('${R.config}', '${R.node}', 'PodNode');
INSERT INTO config_component_relationships (component_id, config_id, selector_id) VALUES ('${R.component}', '${R.config}', 'manual');
INSERT INTO check_config_relationships (config_id, check_id, canary_id) VALUES ('${R.config}', '${R.check}', '${R.canary}');
INSERT INTO config_changes (id, config_id, change_type, severity, source, summary, created_at) VALUES
  ('${R.change}', '${R.config}', 'diff', 'info', 'kubernetes', 'image changed', '2026-08-20T08:30:00Z'),
  ('${R.change2}', '${R.config}', '', 'low', 'kubernetes', 'empty type', '2026-08-19T08:30:00Z');
INSERT INTO config_analysis (id, config_id, analyzer, analysis_type, severity, status, message, analysis) VALUES
  ('${R.analysis}', '${R.config}', 'privileged', 'security', 'high', 'open', 'runs as root', '{"rule":"root"}');

INSERT INTO incidents (id, title, created_by, commander_id, severity, description, type, status, created_at) VALUES
  ('${R.incident}', 'Database down', '${R.alice}', '${R.bob}', 'High', 'primary unreachable', 'availability', 'open', '2026-08-20T08:00:00Z'),
  ('${R.incident2}', 'Slow API', '${R.bob}', NULL, 'Low', 'p99 up', 'performance', 'closed', '2026-08-19T08:00:00Z');
INSERT INTO hypotheses (id, created_by, incident_id, type, title, status, created_at) VALUES
  ('${R.hypothesis}', '${R.alice}', '${R.incident}', 'root', 'Disk full', 'possible', '2026-08-20T08:05:00Z'),
  ('${R.hypothesis2}', '${R.bob}', '${R.incident2}', 'root', 'GC pauses', 'possible', '2026-08-19T08:05:00Z');
INSERT INTO responders (id, incident_id, type, team_id, created_by) VALUES ('${R.responder}', '${R.incident}', 'team', '${R.team}', '${R.alice}');
INSERT INTO responders (id, incident_id, type, person_id, created_by, deleted_at) VALUES ('${R.responder2}', '${R.incident}', 'person', '${R.bob}', '${R.alice}', '2026-08-20T09:00:00Z');
INSERT INTO evidences (id, description, hypothesis_id, config_id, config_change_id, config_analysis_id, component_id, check_id, created_by, type, evidence) VALUES
  ('${R.evidence}', 'disk at 100%', '${R.hypothesis}', '${R.config}', '${R.change}', '${R.analysis}', '${R.component}', '${R.check}', '${R.alice}', 'component', '{"usage":100}');
INSERT INTO comments (id, created_by, comment, incident_id, hypothesis_id, responder_id, created_at) VALUES
  ('${R.comment}', '${R.bob}', 'looking into it', '${R.incident}', '${R.hypothesis}', '${R.responder}', '2026-08-20T08:10:00Z');
INSERT INTO incident_histories (id, incident_id, created_by, type, evidence_id, hypothesis_id, responder_id, comment_id, created_at) VALUES
  ('${R.history}', '${R.incident}', '${R.alice}', 'evidence.created', '${R.evidence}', '${R.hypothesis}', '${R.responder}', '${R.comment}', '2026-08-20T08:20:00Z');

INSERT INTO playbooks (id, name, title, spec, source, category, created_by, created_at) VALUES
  ('${R.playbook}', 'restart-pod', 'Restart pod', '{"description":"Restarts a pod","icon":"k8s","actions":[{"name":"restart"}]}', 'UI', 'kubernetes', '${R.alice}', '2026-08-01T00:00:00Z');
INSERT INTO playbook_runs (id, playbook_id, status, created_by, config_id, start_time, created_at) VALUES
  ('${R.run}', '${R.playbook}', 'completed', '${R.alice}', '${R.config}', '2026-08-20T08:00:00Z', '2026-08-20T08:00:00Z');
INSERT INTO playbook_runs (id, playbook_id, status, created_by, check_id, parent_id, created_at) VALUES
  ('${R.childRun}', '${R.playbook}', 'completed', '${R.alice}', '${R.check}', '${R.run}', '2026-08-20T08:01:00Z');
INSERT INTO playbook_run_actions (id, name, status, playbook_run_id, start_time) VALUES
  ('${R.action}', 'restart', 'completed', '${R.run}', '2026-08-20T08:00:10Z'),
  ('${R.childAction}', 'verify', 'completed', '${R.childRun}', '2026-08-20T08:01:10Z');
INSERT INTO playbook_approvals (run_id, person_id) VALUES ('${R.run}', '${R.alice}');
INSERT INTO job_history (id, name, resource_type, resource_id, status, duration_millis, success_count, error_count, time_start, time_end, created_at) VALUES
  ('${R.job}', 'SyncCanaries', 'canary', '${R.canary}', 'SUCCESS', 1200, 3, 0, '2026-08-20T07:00:00Z', '2026-08-20T07:00:01Z', '2026-08-20T07:00:00Z'),
  ('${R.job2}', 'CleanupChecks', 'check', '${R.check}', 'FAILED', 50, 0, 1, '2026-08-20T05:00:00Z', '2026-08-20T05:00:01Z', '2026-08-20T05:00:00Z');
INSERT INTO artifacts (id, playbook_run_action_id, job_history_id, config_change_id, path, filename, size, checksum) VALUES
  ('${R.runArtifact}', '${R.action}', NULL, NULL, '/a/out.log', 'out.log', 10, 'aa'),
  ('${R.jobArtifact}', NULL, '${R.job}', NULL, '/j/run.log', 'run.log', 20, 'bb'),
  ('${R.changeArtifact}', NULL, NULL, '${R.change}', '/c/diff.txt', 'diff.txt', 30, 'cc');

INSERT INTO notifications (id, name, events, title, person_id, team_id, created_by, created_at) VALUES
  ('${R.notification}', 'check-alerts', '{check.failed}', 'Check failed', '${R.alice}', '${R.team}', '${R.alice}', '2026-08-01T00:00:00Z');
INSERT INTO notification_silences (id, name, check_id, config_id, component_id, created_by, created_at) VALUES
  ('${R.silence}', 'maintenance', '${R.check}', '${R.config}', '${R.component}', '${R.alice}', '2026-08-20T00:00:00Z');
INSERT INTO notification_silences (id, name, created_by, deleted_at) VALUES ('${R.silence2}', 'gone', '${R.alice}', '2026-08-20T01:00:00Z');
INSERT INTO notification_send_history (id, notification_id, source_event, resource_id, status, created_at) VALUES
  ('${R.sent}', '${R.notification}', 'check.failed', '${R.check}', 'sent', '2026-08-20T08:00:00Z');

INSERT INTO permissions (id, name, subject, subject_type, action, object, created_by, source) VALUES
  ('${R.permission}', 'alice-catalog', '${R.alice}', 'person', 'read', 'catalog', '${R.alice}', 'UI'),
  ('${R.permission2}', 'alice-mcp', '${R.alice}', 'person', 'mcp:run', 'mcp', '${R.alice}', 'UI');
INSERT INTO properties (name, value, created_by) VALUES ('incidents.disable', 'false', '${R.alice}');
INSERT INTO connections (id, name, type, url) VALUES ('${R.connection}', 'slack', 'slack', 'https://hooks.example.com');
INSERT INTO logging_backends (id, name, spec, created_by, created_at) VALUES ('${R.loggingBackend}', 'loki', '{"url":"http://loki"}', '${R.alice}', '2026-08-01T00:00:00Z');
INSERT INTO incident_rules (id, name, spec, created_by) VALUES ('${R.incidentRule}', 'page-on-critical', '{}', '${R.alice}');
INSERT INTO event_queue (id, name, event_id, error, attempts, last_attempt) VALUES
  ('${R.event}', 'notification.send', '${R.notification}', 'smtp down', 2, '2026-08-20T08:00:00Z');
UPDATE components SET created_by = '${R.alice}' WHERE id = '${R.component}';
UPDATE agents SET person_id = '${R.bob}' WHERE id = '${R.agent}';
`;
