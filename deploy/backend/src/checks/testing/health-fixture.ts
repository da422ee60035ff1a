/**
 * Test data for the health and topology endpoints: two canaries (one labelled live), checks of
 * several types with results relative to now(), a three-level component tree with a team, labels,
 * check links and a config item. Ids are fixed so tests can name them.
 */
import type { Database } from '../../db/types';
import { createBackend, type Backend } from '../../http/backend';
import { serve, type TestServer } from '../../http/testing/server';
import type { Authenticator } from '../../authz/types';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const FX = {
  canary: id(101),
  liveCanary: id(102),
  deletedCanary: id(103),
  httpCheck: id(201),
  tcpCheck: id(202),
  dnsCheck: id(203),
  liveCheck: id(204),
  deletedCheck: id(205),
  topology: id(301),
  root: id(311),
  service: id(312),
  pod: id(313),
  database: id(314),
  hidden: id(315),
  team: id(401),
  config: id(501),
  person: id(601),
} as const;

/** Inserts the fixture; `baseUrl` is where the live http check points (a local test server). */
export async function seedHealthFixture(db: Database, baseUrl = 'http://127.0.0.1:9'): Promise<void> {
  await db.exec(`
INSERT INTO people (id, name, email) VALUES ('${FX.person}', 'Fixture Person', 'fixture@example.test');
INSERT INTO canaries (id, name, namespace, labels, spec) VALUES
  ('${FX.canary}', 'web', 'prod', '{"team":"platform"}', '{"interval":60}'),
  ('${FX.liveCanary}', 'self', 'ops', '{"opsdeck.io/live":"true"}', '{"schedule":"@every 1s"}'),
  ('${FX.deletedCanary}', 'gone', 'prod', '{}', '{"interval":60}');
UPDATE canaries SET deleted_at = now() - interval '2 hours' WHERE id = '${FX.deletedCanary}';
INSERT INTO checks (id, canary_id, type, name, namespace, description, icon, status, labels, spec, severity, owner) VALUES
  ('${FX.httpCheck}', '${FX.canary}', 'http', 'web-http', 'prod', 'Home page', 'http', 'healthy', '{"app":"web","critical":"true"}', '{"url":"${baseUrl}/ok","responseCodes":[200]}', 'high', 'web-team'),
  ('${FX.tcpCheck}', '${FX.canary}', 'tcp', 'web-tcp', 'prod', NULL, 'tcp', 'unhealthy', '{"app":"web","critical":"false"}', '{"endpoint":"127.0.0.1:9"}', NULL, NULL),
  ('${FX.dnsCheck}', '${FX.canary}', 'dns', 'web-dns', 'staging', 'Resolves', 'dns', 'healthy', '{"app":"dns"}', '{"query":"example.test"}', 'low', NULL),
  ('${FX.liveCheck}', '${FX.liveCanary}', 'http', 'self-http', 'ops', 'Self check', 'http', NULL, NULL, '{}', NULL, NULL),
  ('${FX.deletedCheck}', '${FX.deletedCanary}', 'http', 'gone-http', 'prod', NULL, 'http', 'healthy', '{}', '{}', NULL, NULL);
UPDATE checks SET deleted_at = now() - interval '2 hours' WHERE id = '${FX.deletedCheck}';
-- The live canary's spec lists its check: the sync keeps the row above (same canary, type and name).
UPDATE canaries SET spec = '{"schedule":"@every 1s","http":[{"name":"self-http","description":"Self check","icon":"http","url":"${baseUrl}/ok"}]}'
WHERE id = '${FX.liveCanary}';
INSERT INTO checks_unlogged (check_id, canary_id, last_runtime) VALUES ('${FX.httpCheck}', '${FX.canary}', now() - interval '1 minute');
INSERT INTO check_statuses (check_id, time, status, duration, message, error)
SELECT '${FX.httpCheck}', now() - (n * interval '10 minutes'), n % 4 <> 0, 100 + n * 10, CASE WHEN n % 4 <> 0 THEN 'HTTP 200 OK' END, CASE WHEN n % 4 = 0 THEN 'HTTP 503' END
FROM generate_series(1, 12) AS n;
INSERT INTO check_statuses (check_id, time, status, duration, error)
SELECT '${FX.tcpCheck}', now() - (n * interval '1 day'), false, 5000, 'connection refused' FROM generate_series(1, 3) AS n;
INSERT INTO teams (id, name, created_by) VALUES ('${FX.team}', 'SRE', '${FX.person}');
INSERT INTO topologies (id, name, namespace) VALUES ('${FX.topology}', 'platform', 'default');
INSERT INTO config_items (id, name, type, config_class, health) VALUES ('${FX.config}', 'web-deploy', 'Kubernetes::Deployment', 'Deployment', 'healthy');
INSERT INTO components (id, topology_id, parent_id, external_id, name, status, health, type, labels, properties, path) VALUES
  ('${FX.root}', '${FX.topology}', NULL, 'root', 'Platform', 'healthy', 'healthy', 'Application', '{"env":"prod"}', '[{"name":"version","text":"1.2"}]', NULL),
  ('${FX.service}', '${FX.topology}', '${FX.root}', 'svc', 'web', 'unhealthy', 'unhealthy', 'Service', '{"env":"prod","tier":"front"}', '[{"name":"replicas","value":3}]', '${FX.root}'),
  ('${FX.database}', '${FX.topology}', '${FX.root}', 'db', 'postgres', 'healthy', 'healthy', 'Database', '{"env":"prod","tier":"data"}', '[{"name":"replicas","value":1}]', '${FX.root}'),
  ('${FX.pod}', '${FX.topology}', '${FX.service}', 'pod', 'web-1', 'healthy', 'healthy', 'Pod', '{"env":"prod"}', NULL, '${FX.root}.${FX.service}'),
  ('${FX.hidden}', '${FX.topology}', '${FX.root}', 'hid', 'internal', 'healthy', 'healthy', 'Service', '{}', NULL, '${FX.root}');
UPDATE components SET hidden = true WHERE id = '${FX.hidden}';
INSERT INTO team_components (team_id, component_id) VALUES ('${FX.team}', '${FX.service}');
INSERT INTO check_component_relationships (component_id, check_id, canary_id) VALUES
  ('${FX.service}', '${FX.httpCheck}', '${FX.canary}'), ('${FX.service}', '${FX.tcpCheck}', '${FX.canary}');
INSERT INTO config_component_relationships (component_id, config_id) VALUES ('${FX.service}', '${FX.config}');
INSERT INTO config_changes (id, config_id, change_type, summary, created_at) VALUES
  ('${id(701)}', '${FX.config}', 'diff', 'image bumped', now() - interval '5 minutes');
`);
}

/**
 * Test callers by role: requests name their role in `x-test-role` (none = anonymous), so the
 * role matrix is exercised without sign-in flows.
 */
export const roleAuthenticator: Authenticator = async (req) => {
  const role = req.headers['x-test-role'];
  if (typeof role !== 'string' || role === '') return null;
  return { id: FX.person, name: `${role} tester`, roles: [role], permissions: [] };
};

export const asRole = (role: string, extra: Record<string, string> = {}) => ({ 'x-test-role': role, ...extra });

export async function serveHealthBackend(db: Database): Promise<{ backend: Backend; server: TestServer }> {
  const backend = await createBackend({ db, authenticator: roleAuthenticator, logRequests: false });
  return { backend, server: await serve(backend) };
}
