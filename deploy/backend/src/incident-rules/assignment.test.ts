/**
 * What an incident rule applies besides opening: its hours of operation (UTC windows, negated
 * windows, windows past midnight), autoAssignOwner (a person owner commands, a team owner
 * responds) and its responders (people and teams added, each in the history as the system's
 * doing; names that match nobody reported in the job history). PGlite, or PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { INCIDENT_HISTORY_TYPES as H, SYSTEM_PERSON_ID } from '@opsdeck/contracts';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { REF as R, REFERENCE_DATA_SQL } from '../postgrest/testing/reference-data';
import { withinHoursOfOperation } from './hours';
import { evaluateIncidentRules } from './runner';

let db: Database;
// Every evaluation a lease period later, at 12:00 UTC on successive days, so hours are known.
let clock = Date.UTC(2030, 0, 1, 12, 0, 0);
const evaluate = () => {
  clock += 86_400_000;
  return evaluateIncidentRules(db, new Date(clock));
};

async function failCheck(owner: string | null) {
  await db.query(`UPDATE checks SET status = 'healthy', owner = $2 WHERE id = $1`, [R.check2, null]);
  await db.query(
    `UPDATE checks SET status = 'unhealthy', owner = $2, last_transition_time = '2029-12-31T00:00:00Z' WHERE id = $1`,
    [R.check, owner],
  );
}

async function addRule(name: string, spec: object): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO incident_rules (name, spec, created_by, source) VALUES ($1, $2::jsonb, $3, 'UI') RETURNING id::text AS id`,
    [name, JSON.stringify({ checks: [{ id: R.check }], ...spec }), R.alice],
  );
  return rows[0]!.id;
}

const incidentOf = async (ruleId: string) =>
  (
    await db.query<{ id: string; commander_id: string | null }>(
      'SELECT id::text, commander_id::text FROM incidents WHERE incident_rule_id = $1',
      [ruleId],
    )
  ).rows;

const respondersOf = async (incidentId: string) =>
  (
    await db.query<{ type: string; person_id: string | null; team_id: string | null; created_by: string }>(
      `SELECT type, person_id::text, team_id::text, created_by::text FROM responders WHERE incident_id = $1 ORDER BY type, person_id`,
      [incidentId],
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
});

describe('withinHoursOfOperation', () => {
  const at = (time: string) => new Date(`2030-01-01T${time}Z`);
  it('holds always without windows, and inside a window only when given one', () => {
    expect(withinHoursOfOperation(undefined, at('03:00:00'))).toBe(true);
    const office = [{ start: '09:00', end: '17:30' }];
    expect(withinHoursOfOperation(office, at('09:00:00'))).toBe(true);
    expect(withinHoursOfOperation(office, at('17:29:59'))).toBe(true);
    expect(withinHoursOfOperation(office, at('17:30:00'))).toBe(false);
    expect(withinHoursOfOperation(office, at('08:59:59'))).toBe(false);
  });
  it('runs a window whose end comes before its start past midnight', () => {
    const night = [{ start: '22:00', end: '06:00' }];
    expect(withinHoursOfOperation(night, at('23:15:00'))).toBe(true);
    expect(withinHoursOfOperation(night, at('05:59:00'))).toBe(true);
    expect(withinHoursOfOperation(night, at('12:00:00'))).toBe(false);
  });
  it('excludes negated windows, all day otherwise when only negated ones are given', () => {
    const lunch = [{ start: '12:00', end: '13:00', negate: true }];
    expect(withinHoursOfOperation(lunch, at('12:30:00'))).toBe(false);
    expect(withinHoursOfOperation(lunch, at('15:00:00'))).toBe(true);
    const officeButLunch = [{ start: '09:00', end: '17:00' }, ...lunch];
    expect(withinHoursOfOperation(officeButLunch, at('12:30:00'))).toBe(false);
    expect(withinHoursOfOperation(officeButLunch, at('10:00:00'))).toBe(true);
    expect(withinHoursOfOperation(officeButLunch, at('20:00:00'))).toBe(false);
  });
});

describe('incident rules: hours of operation', () => {
  it('opens nothing outside the hours, and opens once they include the failure', async () => {
    await failCheck(null);
    const nights = await addRule('nights only', { hoursOfOperation: [{ start: '22:00', end: '06:00' }] });
    const notAtNoon = await addRule('not at noon', { hoursOfOperation: [{ start: '11:00', end: '13:00', negate: true }] });
    await evaluate();
    expect(await incidentOf(nights)).toEqual([]);
    expect(await incidentOf(notAtNoon)).toEqual([]);
    const daytime = await addRule('daytime', { hoursOfOperation: [{ start: '08:00', end: '18:00' }] });
    await evaluate();
    expect(await incidentOf(daytime)).toHaveLength(1);
  });
});

describe('incident rules: owner and responders', () => {
  it('with autoAssignOwner, the owning person (by e-mail) commands the incident instead of the template', async () => {
    await failCheck('BOB@example.com');
    const rule = await addRule('owned', { autoAssignOwner: true, template: { commander_id: R.alice } });
    await evaluate();
    const [incident] = await incidentOf(rule);
    expect(incident?.commander_id).toBe(R.bob);
  });

  it('without autoAssignOwner the owner is ignored and the template commander stands', async () => {
    await failCheck(R.bob);
    const rule = await addRule('template', { template: { commander_id: R.alice } });
    await evaluate();
    const [incident] = await incidentOf(rule);
    expect(incident?.commander_id).toBe(R.alice);
    expect(await respondersOf(incident!.id)).toEqual([]);
  });

  it('a team owner becomes a responder; an owner that is nobody is reported and the incident still opens', async () => {
    await failCheck('SRE');
    const team = await addRule('team owned', { autoAssignOwner: true });
    await evaluate();
    const [incident] = await incidentOf(team);
    expect(incident?.commander_id).toBeNull();
    expect(await respondersOf(incident!.id)).toEqual([
      { type: 'team', person_id: null, team_id: R.team, created_by: SYSTEM_PERSON_ID },
    ]);

    await db.exec(`UPDATE incident_rules SET deleted_at = now() WHERE deleted_at IS NULL`);
    await failCheck('ghost@example.com');
    const ghost = await addRule('ghost owned', { autoAssignOwner: true });
    const outcome = await evaluate();
    expect(await incidentOf(ghost)).toHaveLength(1);
    expect(outcome.errors).toEqual(['incident rule "ghost owned": owner "ghost@example.com" of api-health is no person or team']);
    const job = await db.query<{ errors: string[] }>(
      `SELECT details->'errors' AS errors FROM job_history WHERE name = 'IncidentRules' ORDER BY time_start DESC LIMIT 1`,
    );
    expect(JSON.stringify(job.rows[0])).toContain('ghost@example.com');
  });

  it('adds the rule responders (people by e-mail or id, teams by name) once each, recorded by the system', async () => {
    await failCheck(null);
    const rule = await addRule('paged', {
      responders: { people: ['alice@example.com', R.bob, R.bob], teams: ['SRE', {}], email: [{ to: 'ops@example.com' }] },
    });
    await evaluate();
    const [incident] = await incidentOf(rule);
    expect(await respondersOf(incident!.id)).toEqual([
      { type: 'person', person_id: R.alice, team_id: null, created_by: SYSTEM_PERSON_ID },
      { type: 'person', person_id: R.bob, team_id: null, created_by: SYSTEM_PERSON_ID },
      { type: 'team', person_id: null, team_id: R.team, created_by: SYSTEM_PERSON_ID },
    ]);
    const history = await db.query<{ description: string; created_by: string }>(
      `SELECT description, created_by::text FROM incident_histories WHERE incident_id = $1 AND type = $2 ORDER BY description`,
      [incident!.id, H.responderAdded],
    );
    expect(history.rows).toEqual([
      { description: 'Alice Admin was added as responder by the incident rule "paged"', created_by: SYSTEM_PERSON_ID },
      { description: 'Bob Builder was added as responder by the incident rule "paged"', created_by: SYSTEM_PERSON_ID },
      { description: 'SRE was added as responder by the incident rule "paged"', created_by: SYSTEM_PERSON_ID },
    ]);
  });
});
