/**
 * Incident rules on the database: opening one incident (with its root hypothesis, the resource as
 * evidence and the system's history) when a selected check or component turns unhealthy, no
 * duplicate while it is open (also with two evaluations at once), resolving when healthy again,
 * timeouts, and the job history. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { SYSTEM_PERSON_ID } from '@opsdeck/contracts';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { REF as R, REFERENCE_DATA_SQL } from '../postgrest/testing/reference-data';
import { evaluateIncidentRules } from './runner';

let db: Database;
// After the lease's first period (set when the database was migrated).
let clock = Date.now() + 60_000;
/** Each evaluation a period later, so the lease's period is always due. */
const evaluate = () => {
  clock += 60_000;
  return evaluateIncidentRules(db, new Date(clock));
};
const at = (offsetMs: number) => new Date(clock + offsetMs).toISOString();

async function setCheck(id: string, status: 'healthy' | 'unhealthy', sinceMs = 0) {
  await db.query('UPDATE checks SET status = $2, last_transition_time = $3::timestamptz WHERE id = $1', [
    id,
    status,
    at(sinceMs),
  ]);
}

async function addRule(name: string, spec: object): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO incident_rules (name, spec, created_by, source) VALUES ($1, $2::jsonb, $3, 'UI') RETURNING id::text AS id`,
    [name, JSON.stringify(spec), R.alice],
  );
  return rows[0]!.id;
}

const incidentsOf = async (ruleId: string) =>
  (
    await db.query<{ id: string; status: string; title: string; created_by: string }>(
      'SELECT id::text, status, title, created_by::text FROM incidents WHERE incident_rule_id = $1 ORDER BY created_at, id',
      [ruleId],
    )
  ).rows;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.exec(`UPDATE incident_rules SET deleted_at = now() WHERE deleted_at IS NULL`);
  await setCheck(R.check, 'healthy');
  await setCheck(R.check2, 'healthy');
});

describe('incident rules', () => {
  it('opens one incident with a root hypothesis, the check as evidence and the system as author', async () => {
    const rule = await addRule('api down', {
      checks: [{ name: 'api-*' }],
      template: { severity: 'high', type: 'availability' },
      autoResolve: { timeout: '0s' },
    });
    await setCheck(R.check, 'unhealthy');
    const outcome = await evaluate();
    expect(outcome.opened).toHaveLength(1);
    const [incident] = await incidentsOf(rule);
    expect(incident).toMatchObject({ status: 'open', title: 'Check api-health is unhealthy', created_by: SYSTEM_PERSON_ID });
    const tree = await db.query<{ type: string; check_id: string; evidence_type: string }>(
      `SELECT h.type, e.check_id::text, e.type AS evidence_type FROM hypotheses h JOIN evidences e ON e.hypothesis_id = h.id
        WHERE h.incident_id = $1`,
      [incident!.id],
    );
    expect(tree.rows).toEqual([{ type: 'root', check_id: R.check, evidence_type: 'check' }]);
    const history = await db.query<{ type: string; created_by: string }>(
      'SELECT type, created_by::text FROM incident_histories WHERE incident_id = $1 ORDER BY created_at, type',
      [incident!.id],
    );
    expect(history.rows.map((row) => row.type).sort()).toEqual(['evidence.created', 'hypothesis.created', 'incident.created']);
    expect(new Set(history.rows.map((row) => row.created_by))).toEqual(new Set([SYSTEM_PERSON_ID]));
    const jobs = await db.query<{ status: string; success_count: number }>(
      `SELECT status, success_count FROM job_history WHERE name = 'IncidentRules' ORDER BY time_start DESC LIMIT 1`,
    );
    expect(jobs.rows[0]).toEqual({ status: 'SUCCESS', success_count: 1 });
  });

  it('opens no duplicate while the incident is open, also with two evaluations at once', async () => {
    const rule = await addRule('db port', { checks: [{ name: 'db-port' }] });
    await setCheck(R.check2, 'unhealthy');
    clock += 60_000;
    const now = new Date(clock);
    const both = await Promise.all([evaluateIncidentRules(db, now), evaluateIncidentRules(db, now)]);
    expect(both.map((outcome) => outcome.opened.length).sort()).toEqual([0, 1]);
    await evaluate();
    await evaluate();
    expect(await incidentsOf(rule)).toHaveLength(1);
    // Resolved by a person while the check still fails: still no second incident.
    await db.query(`UPDATE incidents SET status = 'resolved' WHERE incident_rule_id = $1`, [rule]);
    await evaluate();
    expect(await incidentsOf(rule)).toHaveLength(1);
  });

  it('resolves when the check is healthy again, as the system, and opens a new one on the next failure', async () => {
    const rule = await addRule('auto resolve', { checks: [{ id: R.check }], autoResolve: { timeout: '0s' } });
    await setCheck(R.check, 'unhealthy');
    await evaluate();
    await setCheck(R.check, 'healthy');
    const outcome = await evaluate();
    expect(outcome.finished).toHaveLength(1);
    const [incident] = await incidentsOf(rule);
    expect(incident!.status).toBe('resolved');
    const history = await db.query<{ description: string; created_by: string }>(
      `SELECT description, created_by::text FROM incident_histories WHERE incident_id = $1 AND type = 'incident.status_updated'`,
      [incident!.id],
    );
    expect(history.rows).toEqual([
      {
        description:
          'Status changed from open to resolved by the incident rule "auto resolve": Check api-health is healthy again',
        created_by: SYSTEM_PERSON_ID,
      },
    ]);
    await setCheck(R.check, 'unhealthy');
    await evaluate();
    expect((await incidentsOf(rule)).map((row) => row.status)).toEqual(['resolved', 'open']);
  });

  it('waits for the autoResolve timeout, and leaves the incident open without autoResolve', async () => {
    const waiting = await addRule('wait', { checks: [{ id: R.check }], autoResolve: { timeout: '5m' } });
    const manual = await addRule('manual', { checks: [{ id: R.check2 }] });
    await setCheck(R.check, 'unhealthy');
    await setCheck(R.check2, 'unhealthy');
    await evaluate();
    await setCheck(R.check, 'healthy', 0);
    await setCheck(R.check2, 'healthy', 0);
    await evaluate(); // healthy for 1 minute
    expect((await incidentsOf(waiting))[0]!.status).toBe('open');
    expect((await incidentsOf(manual))[0]!.status).toBe('open');
    clock += 5 * 60_000;
    await evaluate();
    expect((await incidentsOf(waiting))[0]!.status).toBe('resolved');
    expect((await incidentsOf(manual))[0]!.status).toBe('open');
  });

  it('selects components by labels and health, fills the template, and reports rules that do not parse', async () => {
    await addRule('broken', { checks: 'all of them' });
    const rule = await addRule('web', {
      components: [{ labelSelector: 'app=web,tier=front', types: ['Service'] }],
      template: { title: '{{kind}} {{name}} failed ({{rule}})', severity: 'critical' },
    });
    await db.query(`UPDATE components SET health = 'unhealthy' WHERE id = $1`, [R.component]);
    const outcome = await evaluate();
    expect(outcome.errors).toEqual([expect.stringMatching(/^incident rule "broken": /)]);
    const [incident] = await incidentsOf(rule);
    expect(incident!.title).toBe('component web failed (web)');
    const evidence = await db.query<{ type: string; component_id: string }>(
      `SELECT e.type, e.component_id::text FROM evidences e JOIN hypotheses h ON h.id = e.hypothesis_id WHERE h.incident_id = $1`,
      [incident!.id],
    );
    expect(evidence.rows).toEqual([{ type: 'topology', component_id: R.component }]);
    await db.query(`UPDATE components SET health = 'healthy' WHERE id = $1`, [R.component]);
  });

  it('skips a period another evaluation already took', async () => {
    clock += 60_000;
    const now = new Date(clock);
    expect((await evaluateIncidentRules(db, now)).skipped).toBe(false);
    expect((await evaluateIncidentRules(db, now)).skipped).toBe(true);
  });
});
