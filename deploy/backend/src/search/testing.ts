/**
 * Test data for POST /resources/search: a few rows of every kind, on the local agent and on a
 * second agent, with deleted rows, labels, tags and properties. Ids are fixed so tests can name them.
 */
import type { Database } from '../db/types';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const RS = {
  agent: id(900),
  scraper: id(901),
  canary: id(910),
  otherCanary: id(911),
  deletedCanary: id(912),
  webHttp: id(920),
  webTcp: id(921),
  dbCheck: id(922),
  remoteCheck: id(923),
  goneCheck: id(924),
  topology: id(930),
  webComponent: id(931),
  dbComponent: id(932),
  deployment: id(940),
  webService: id(941),
  tlsSecret: id(942),
  remotePod: id(943),
  deletedDeployment: id(944),
  underscored: id(945),
  change: id(950),
  changeNoSummary: id(951),
  goneChange: id(952),
  analysis: id(960),
  playbook: id(970),
  connection: id(980),
} as const;

export async function seedSearchFixture(db: Database): Promise<void> {
  await db.exec(`
INSERT INTO agents (id, name) VALUES ('${RS.agent}', 'edge-1');
INSERT INTO config_scrapers (id, name, source, spec) VALUES ('${RS.scraper}', 'prod/kubernetes', 'UI', '{}');
INSERT INTO canaries (id, name, namespace, labels, spec) VALUES
  ('${RS.canary}', 'web', 'prod', '{"team":"platform"}', '{}'),
  ('${RS.otherCanary}', 'Database', 'data', '{"team":"data"}', '{}'),
  ('${RS.deletedCanary}', 'retired', 'prod', '{}', '{}');
UPDATE canaries SET deleted_at = now() - interval '1 day' WHERE id = '${RS.deletedCanary}';
INSERT INTO checks (id, canary_id, agent_id, type, name, namespace, icon, status, severity, labels, created_at, updated_at) VALUES
  ('${RS.webHttp}', '${RS.canary}', DEFAULT, 'http', 'web-http', 'prod', 'http', 'healthy', 'high', '{"app":"web","tier":"front"}', '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z'),
  ('${RS.webTcp}', '${RS.canary}', DEFAULT, 'tcp', 'Web-TCP', 'prod', 'tcp', 'unhealthy', NULL, '{"app":"web"}', '2026-01-01T00:00:00Z', NULL),
  ('${RS.dbCheck}', '${RS.otherCanary}', DEFAULT, 'postgres', 'db-ping', 'data', NULL, 'healthy', NULL, '{"app":"db","tier":"data"}', '2026-03-01T00:00:00Z', NULL),
  ('${RS.remoteCheck}', '${RS.otherCanary}', '${RS.agent}', 'http', 'edge-http', 'edge', NULL, 'unhealthy', NULL, NULL, NULL, NULL),
  ('${RS.goneCheck}', '${RS.canary}', DEFAULT, 'http', 'web-old', 'prod', NULL, 'healthy', NULL, NULL, NULL, NULL);
UPDATE checks SET deleted_at = '2026-02-01T00:00:00Z' WHERE id = '${RS.goneCheck}';
INSERT INTO topologies (id, name, namespace) VALUES ('${RS.topology}', 'platform', 'default');
INSERT INTO components (id, topology_id, external_id, name, namespace, status, health, type, icon, labels, properties) VALUES
  ('${RS.webComponent}', '${RS.topology}', 'web', 'web', 'prod', 'healthy', 'healthy', 'Service', 'nginx', '{"tier":"front"}', '[{"name":"replicas","text":"3"}]'),
  ('${RS.dbComponent}', '${RS.topology}', 'db', 'postgres', 'data', 'unhealthy', 'unhealthy', 'Database', 'postgres', '{"tier":"data"}', NULL);
INSERT INTO config_items (id, agent_id, scraper_id, name, type, config_class, health, status, icon, tags, labels, properties) VALUES
  ('${RS.deployment}', DEFAULT, '${RS.scraper}', 'web', 'Kubernetes::Deployment', 'Deployment', 'healthy', 'Running', NULL, '{"namespace":"prod","cluster":"eu"}', '{"app":"web"}', '[{"name":"replicas","text":"3"}]'),
  ('${RS.webService}', DEFAULT, '${RS.scraper}', 'web-svc', 'Kubernetes::Service', 'Service', 'unhealthy', NULL, NULL, '{"namespace":"prod","cluster":"us"}', NULL, NULL),
  ('${RS.tlsSecret}', DEFAULT, NULL, 'web-tls', 'Kubernetes::Secret', 'Secret', NULL, NULL, NULL, '{"namespace":"prod"}', NULL, NULL),
  ('${RS.remotePod}', '${RS.agent}', NULL, 'web-7f9c', 'Kubernetes::Pod', 'Pod', 'healthy', 'Running', NULL, '{"namespace":"edge","cluster":"edge"}', NULL, NULL),
  ('${RS.deletedDeployment}', DEFAULT, NULL, 'web-legacy', 'Kubernetes::Deployment', 'Deployment', 'unknown', NULL, NULL, '{}', NULL, NULL),
  ('${RS.underscored}', DEFAULT, NULL, 'web_cache%', 'Kubernetes::ConfigMap', 'ConfigMap', NULL, NULL, NULL, NULL, NULL, NULL);
UPDATE config_items SET deleted_at = '2026-02-01T00:00:00Z' WHERE id = '${RS.deletedDeployment}';
INSERT INTO config_changes (id, config_id, change_type, severity, summary, created_at) VALUES
  ('${RS.change}', '${RS.deployment}', 'diff', 'info', 'image bumped', now() - interval '1 hour'),
  ('${RS.changeNoSummary}', '${RS.webService}', 'Pulled', NULL, NULL, now() - interval '2 hours'),
  ('${RS.goneChange}', '${RS.deletedDeployment}', 'diff', NULL, 'scaled down', now() - interval '3 hours');
INSERT INTO config_analysis (id, config_id, analyzer, analysis_type, severity, status) VALUES
  ('${RS.analysis}', '${RS.deployment}', 'privileged-container', 'security', 'high', 'open');
INSERT INTO playbooks (id, name, namespace, title, icon, category, spec, source) VALUES
  ('${RS.playbook}', 'restart-web', 'default', 'Restart web', 'k8s', 'Kubernetes', '{}', 'UI');
INSERT INTO connections (id, name, namespace, type, url, password) VALUES
  ('${RS.connection}', 'web-slack', 'default', 'slack', 'https://hooks.example.test', 'secret');
`);
}
