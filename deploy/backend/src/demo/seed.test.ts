import { findForeignKeyViolations } from '../db/integrity';
import { createTestDatabase, testEngine } from '../db/testing';
import type { Database } from '../db/types';
import { ROLES, demoAdminEmail } from './people';
import { countRows, seedDemo } from './seed';
import { LIVE_CHECK_LABEL } from './self-checks';

// Anchored at the current time so views that look back from now() (uptime, 7-day changes) see data.
const NOW = new Date();
const quiet = () => undefined;

/** Ids of the main entity tables, in a stable order, to compare two seeding runs. */
async function entityIds(db: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of [
    'people',
    'teams',
    'config_items',
    'config_changes',
    'canaries',
    'checks',
    'components',
    'incidents',
    'playbooks',
    'playbook_runs',
    'notifications',
  ]) {
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM ${table} ORDER BY id`);
    out[table] = rows.map((r) => r.id);
  }
  return out;
}

describe(`demo seed (${testEngine()})`, () => {
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    await seedDemo(first, { now: NOW, log: quiet });
    await seedDemo(second, { now: NOW, log: quiet });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('is deterministic: same anchor, same rows and ids', async () => {
    expect(await countRows(second)).toEqual(await countRows(first));
    expect(await entityIds(second)).toEqual(await entityIds(first));
    const statuses =
      "SELECT md5(string_agg(check_id::text || time::text || status::text || duration::text, ',' ORDER BY check_id, time)) AS h FROM check_statuses";
    expect((await second.query(statuses)).rows).toEqual((await first.query(statuses)).rows);
  });

  it('is idempotent: seeding again changes nothing', async () => {
    const before = await countRows(first);
    const result = await seedDemo(first, { now: new Date(NOW.getTime() + 3_600_000), log: quiet });
    expect(result.seeded).toBe(false);
    expect(await countRows(first)).toEqual(before);
  });

  it('has the sizes every screen needs', async () => {
    const counts = await countRows(first);
    expect(counts.canaries).toBeGreaterThanOrEqual(35);
    expect(counts.checks).toBeGreaterThanOrEqual(120);
    expect(counts.check_statuses).toBeGreaterThan(30_000);
    expect(counts.config_items).toBeGreaterThanOrEqual(400);
    expect(counts.incidents).toBe(25);
    expect(counts.playbooks).toBeGreaterThanOrEqual(12);
    expect(counts.topologies).toBe(3);
    const depth = await first.query<{ depth: number }>(`
      WITH RECURSIVE tree AS (
        SELECT id, 1 AS depth FROM components WHERE parent_id IS NULL
        UNION ALL SELECT c.id, t.depth + 1 FROM components c JOIN tree t ON c.parent_id = t.id)
      SELECT max(depth) AS depth FROM tree`);
    expect(depth.rows[0]?.depth).toBeGreaterThanOrEqual(4);
    const types = await first.query<{ type: string }>('SELECT type FROM config_types');
    expect(types.rows.map((r) => r.type)).toEqual(
      expect.arrayContaining([
        'Kubernetes::Pod',
        'Kubernetes::Deployment',
        'Kubernetes::Namespace',
        'Kubernetes::Node',
        'AWS::EC2::Instance',
      ]),
    );
  });

  it('has one demo account per role, with the admin email from the environment', async () => {
    const { rows } = await first.query<{ email: string; roles: string[] }>(
      'SELECT email, roles FROM people_roles ORDER BY email',
    );
    for (const role of ROLES) {
      const email = role === 'admin' ? demoAdminEmail() : `${role}@opsdeck.local`;
      expect(rows.find((r) => r.email === email)?.roles).toEqual([role]);
    }
    const everyRole = new Set(rows.flatMap((r) => r.roles));
    expect([...everyRole]).toEqual(expect.arrayContaining([...ROLES]));
    expect(rows.length).toBeGreaterThanOrEqual(20);
  });

  it('points the live canary at the console itself', async () => {
    const { rows } = await first.query<{ url: string }>(
      "SELECT spec->>'url' AS url FROM checks WHERE labels->>$1 = 'true' ORDER BY name",
      [LIVE_CHECK_LABEL],
    );
    expect(rows.map((r) => r.url)).toContain(`http://127.0.0.1:${process.env.PORT || '8080'}/healthz`);
  });

  it('keeps the data consistent with the views the screens read', async () => {
    // Unhealthy checks have recent failures; healthy ones pass in the last minutes.
    const summary = await first.query<{ status: string; uptime: { passed: number; failed: number } }>(
      'SELECT status, uptime FROM check_summary WHERE deleted_at IS NULL',
    );
    const failing = summary.rows.filter((r) => r.status === 'unhealthy');
    expect(failing.length).toBeGreaterThan(0);
    for (const row of failing) expect(row.uptime.failed).toBeGreaterThan(0);

    const configs = await first.query<{ changes: number }>('SELECT changes FROM configs WHERE changes > 0 LIMIT 1');
    expect(configs.rows).toHaveLength(1);
    const related = await first.query(
      `SELECT r.* FROM config_items ci, related_configs_recursive(ci.id, 'all') r
        WHERE ci.type = 'Kubernetes::Deployment' AND ci.deleted_at IS NULL LIMIT 5`,
    );
    expect(related.rows.length).toBeGreaterThan(0);
    const pending = await first.query<{ pending: number }>('SELECT sum(pending) AS pending FROM notifications_summary');
    expect(pending.rows[0]?.pending).toBeGreaterThan(0);
    const runs = await first.query<{ id: string }>(
      "SELECT id FROM playbook_runs WHERE status = 'completed' AND parent_id IS NULL ORDER BY created_at DESC LIMIT 1",
    );
    const actions = await first.query('SELECT * FROM get_playbook_run_actions($1)', [runs.rows[0]?.id]);
    expect(actions.rows.length).toBeGreaterThan(0);
    // Seeding pushes no events of its own beyond the outbox rows it writes on purpose.
    const events = await first.query<{ n: number }>("SELECT count(*) AS n FROM event_queue WHERE name = 'incident.created'");
    expect(events.rows[0]?.n).toBe(0);
  });

  it('breaks no foreign key', async () => {
    expect(await findForeignKeyViolations(first)).toEqual([]);
  });

  // Mission Control's config access and views features, served with duty's columns, have no
  // data here (migrations 0841 and 0842): the demo has no external users or dashboards.
  // The audit log's views read entries that only writes through the API add; the seed writes directly.
  const EMPTY_BY_DESIGN = [
    'audit_log_actors',
    'audit_log_resources',
    'config_access_summary',
    'config_access_summary_by_user',
    'config_access_unwrapped',
    'views_summary',
  ];

  it('answers every view without error', async () => {
    const { rows } = await first.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.views WHERE table_schema = 'public' ORDER BY 1",
    );
    expect(rows.length).toBeGreaterThan(30);
    const empty: string[] = [];
    for (const { name } of rows) {
      const result = await first.query(`SELECT * FROM ${name} LIMIT 3`);
      if (result.rows.length === 0) empty.push(name);
    }
    expect(empty).toEqual(EMPTY_BY_DESIGN);
  });
});
