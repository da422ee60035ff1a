/**
 * Writes to incidents through the API, by role: who may write incidents, hypotheses, evidence,
 * comments and responders, who may delete an incident, the history each write records, and the
 * 400 answers for bad values. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import type { Database } from '../db/types';
import { createTestDatabase } from '../db/testing';
import { createBackend } from '../http/backend';
import { silentLogger } from '../http/logger';
import { serve, type TestServer } from '../http/testing/server';
import { REF as R, REFERENCE_DATA_SQL } from '../postgrest/testing/reference-data';
import { issueAccessToken } from './tokens';

const PEOPLE = {
  editor: '00000000-0000-4000-9000-0000000000c1',
  commander: '00000000-0000-4000-9000-0000000000c2',
  responder: '00000000-0000-4000-9000-0000000000c3',
  viewer: '00000000-0000-4000-9000-0000000000c4',
  guest: '00000000-0000-4000-9000-0000000000c5',
} as const;
type Caller = 'admin' | keyof typeof PEOPLE;
const WRITERS = ['admin', 'editor', 'commander', 'responder'] as const;
const READERS = ['viewer', 'guest'] as const;

let db: Database;
let server: TestServer;
const as = {} as Record<Caller, Record<string, string>>;
const idOf = (caller: Caller) => (caller === 'admin' ? R.alice : PEOPLE[caller]);

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  const people = Object.entries(PEOPLE);
  await db.exec(`
    INSERT INTO people (id, name, email) VALUES ${people.map(([role, id]) => `('${id}', '${role}', '${role}@example.com')`).join(', ')};
    INSERT INTO casbin_rule (ptype, v0, v1) VALUES ${people.map(([role, id]) => `('g', '${id}', '${role}')`).join(', ')};
  `);
  for (const caller of ['admin', ...Object.keys(PEOPLE)] as Caller[]) {
    const { token } = await issueAccessToken(db, { personId: idOf(caller), name: 'test' });
    as[caller] = { Authorization: `Bearer ${token}`, Prefer: 'return=representation' };
  }
  server = await serve(await createBackend({ db, logger: silentLogger, logRequests: false, authCacheMs: 0 }));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const post = (caller: Caller, table: string, body: object) =>
  server.request('POST', `/api/db/${table}?select=*`, { headers: as[caller], body });
const patch = (caller: Caller, target: string, body: object) =>
  server.request('PATCH', `/api/db/${target}`, { headers: as[caller], body });
const del = (caller: Caller, target: string) => server.request('DELETE', `/api/db/${target}`, { headers: as[caller] });

async function newIncident(caller: Caller, title = `Incident by ${caller}`): Promise<string> {
  const res = await post(caller, 'incidents', { title, severity: 'high', type: 'availability', description: '', status: 'open' });
  expect(res.status).toBe(201);
  return res.body[0].id as string;
}

async function historyOf(incidentId: string): Promise<{ type: string; created_by: string; description: string }[]> {
  const { rows } = await db.query<{ type: string; created_by: string; description: string }>(
    'SELECT type, created_by::text, description FROM incident_histories WHERE incident_id = $1 ORDER BY created_at, id',
    [incidentId],
  );
  return rows;
}

describe('writes by role', () => {
  it.each(WRITERS)('%s writes incidents, hypotheses, evidence, comments and responders', async (caller) => {
    const incident = await newIncident(caller);
    const root = await post(caller, 'hypotheses', {
      incident_id: incident,
      title: 'Disk full',
      type: 'root',
      status: 'possible',
    });
    expect(root.status).toBe(201);
    const factor = await post(caller, 'hypotheses', {
      incident_id: incident,
      parent_id: root.body[0].id,
      title: 'Log rotation off',
      type: 'factor',
      status: 'likely',
    });
    expect(factor.status).toBe(201);
    const evidence = await post(caller, 'evidences', {
      hypothesis_id: factor.body[0].id,
      check_id: R.check,
      type: 'check',
      description: 'check failing',
    });
    expect(evidence.status).toBe(201);
    expect((await patch(caller, `evidences?id=eq.${evidence.body[0].id}`, { definition_of_done: true, done: true })).status).toBe(
      200,
    );
    expect((await post(caller, 'comments', { incident_id: incident, comment: 'on it' })).status).toBe(201);
    const responder = await post(caller, 'responders', { incident_id: incident, type: 'team', team_id: R.team });
    expect(responder.status).toBe(201);
    expect((await patch(caller, `incidents?id=eq.${incident}`, { status: 'investigating', severity: 'critical' })).status).toBe(
      200,
    );
  });

  it.each(READERS)('%s reads incidents and writes nothing', async (caller) => {
    expect((await server.request('GET', `/api/db/incident_summary?id=eq.${R.incident}`, { headers: as[caller] })).status).toBe(
      200,
    );
    const refused = [
      await post(caller, 'incidents', { title: 'x', severity: 'low', type: 'availability', description: '', status: 'open' }),
      await post(caller, 'hypotheses', { incident_id: R.incident, title: 'x', type: 'root', status: 'possible' }),
      await post(caller, 'evidences', { hypothesis_id: R.hypothesis, type: 'log', description: 'x' }),
      await post(caller, 'comments', { incident_id: R.incident, comment: 'x' }),
      await post(caller, 'responders', { incident_id: R.incident, type: 'team', team_id: R.team }),
      await patch(caller, `incidents?id=eq.${R.incident}`, { status: 'resolved' }),
      await del(caller, `incidents?id=eq.${R.incident}`),
    ];
    expect(refused.map((res) => res.status)).toEqual(refused.map(() => 403));
  });

  it('a responder may not delete an incident; a commander may, with everything under it', async () => {
    const incident = await newIncident('responder');
    const root = await post('responder', 'hypotheses', { incident_id: incident, title: 'r', type: 'root', status: 'possible' });
    await post('responder', 'evidences', { hypothesis_id: root.body[0].id, type: 'log', description: 'lines' });
    await post('responder', 'comments', { incident_id: incident, comment: 'c' });
    const refused = await del('responder', `incidents?id=eq.${incident}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/deleting an incident/);
    expect((await del('commander', `incidents?id=eq.${incident}`)).status).toBe(200);
    const { rows } = await db.query(
      'SELECT 1 FROM hypotheses WHERE incident_id = $1 UNION ALL SELECT 1 FROM incident_histories WHERE incident_id = $1',
      [incident],
    );
    expect(rows).toHaveLength(0);
  });

  it('deleting a root hypothesis takes its sub-tree and evidence; the history stays', async () => {
    const incident = await newIncident('commander');
    const root = (await post('commander', 'hypotheses', { incident_id: incident, title: 'r', type: 'root', status: 'possible' }))
      .body[0];
    const factor = (
      await post('commander', 'hypotheses', {
        incident_id: incident,
        parent_id: root.id,
        title: 'f',
        type: 'factor',
        status: 'possible',
      })
    ).body[0];
    await post('commander', 'hypotheses', {
      incident_id: incident,
      parent_id: factor.id,
      title: 's',
      type: 'solution',
      status: 'possible',
    });
    await post('commander', 'evidences', { hypothesis_id: factor.id, type: 'log', description: 'lines' });
    expect((await del('commander', `hypotheses?id=eq.${root.id}`)).status).toBe(200);
    const { rows } = await db.query('SELECT id FROM hypotheses WHERE incident_id = $1', [incident]);
    expect(rows).toHaveLength(0);
    expect((await historyOf(incident)).map((row) => row.type)).toContain('evidence.created');
  });
});

describe('history', () => {
  it('records every change with the writer', async () => {
    const me = PEOPLE.commander;
    const incident = await newIncident('commander', 'History');
    await patch('commander', `incidents?id=eq.${incident}`, { status: 'investigating' });
    await patch('commander', `incidents?id=eq.${incident}`, { severity: 'critical', commander_id: PEOPLE.responder });
    const responder = (
      await post('commander', 'responders', { incident_id: incident, type: 'person', person_id: PEOPLE.responder })
    ).body[0];
    await patch('commander', `responders?id=eq.${responder.id}`, { deleted_at: 'now()' });
    const root = (
      await post('commander', 'hypotheses', { incident_id: incident, title: 'Disk', type: 'root', status: 'possible' })
    ).body[0];
    await patch('commander', `hypotheses?id=eq.${root.id}`, { status: 'proven' });
    await post('commander', 'evidences', {
      hypothesis_id: root.id,
      config_id: R.config,
      type: 'config',
      description: 'the config',
    });
    await post('commander', 'comments', { incident_id: incident, comment: 'hello' });
    const history = await historyOf(incident);
    // Rows of one write share its transaction's time: compare as a set.
    expect(history.map((row) => row.type).sort()).toEqual(
      [
        'incident.created',
        'incident.status_updated',
        'incident.severity_updated',
        'incident.commander_updated',
        'responder.created',
        'responder.removed',
        'hypothesis.created',
        'hypothesis.status_updated',
        'evidence.created',
        'comment.created',
      ].sort(),
    );
    expect(new Set(history.map((row) => row.created_by))).toEqual(new Set([me]));
    const described = (type: string) => history.find((row) => row.type === type)?.description;
    expect(described('incident.status_updated')).toBe('Status changed from open to investigating');
    expect(described('incident.severity_updated')).toBe('Severity changed from high to critical');
    expect(described('incident.commander_updated')).toBe('Commander changed to responder');
    const resolved = await patch('commander', `incidents?id=eq.${incident}`, { status: 'resolved' });
    expect(resolved.status).toBe(200);
    const { rows } = await db.query<{ resolved: unknown }>('SELECT resolved FROM incidents WHERE id = $1', [incident]);
    expect(rows[0]!.resolved).not.toBeNull();
  });
});

describe('validation', () => {
  const badRequest = async (res: { status: number; body: { message?: string } }, message: RegExp) => {
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  };

  it('refuses an unknown status or severity', async () => {
    const base = { title: 't', type: 'availability', description: '' };
    await badRequest(
      await post('commander', 'incidents', { ...base, severity: 'low', status: 'exploded' }),
      /unknown incident status "exploded"/,
    );
    await badRequest(
      await post('commander', 'incidents', { ...base, severity: 'dire', status: 'open' }),
      /unknown incident severity "dire"/,
    );
    await badRequest(await patch('commander', `incidents?id=eq.${R.incident}`, { status: 'nope' }), /unknown incident status/);
  });

  it('keeps the hypothesis tree root, then factor, then solution', async () => {
    const incident = await newIncident('commander', 'Tree');
    await badRequest(
      await post('commander', 'hypotheses', { incident_id: incident, title: 'f', type: 'factor', status: 'possible' }),
      /a factor hypothesis needs a parent/,
    );
    const root = (await post('commander', 'hypotheses', { incident_id: incident, title: 'r', type: 'root', status: 'possible' }))
      .body[0];
    await badRequest(
      await post('commander', 'hypotheses', {
        incident_id: incident,
        parent_id: root.id,
        title: 's',
        type: 'solution',
        status: 'possible',
      }),
      /a solution hypothesis cannot hang under a root hypothesis/,
    );
    await badRequest(
      await post('commander', 'hypotheses', {
        incident_id: incident,
        parent_id: root.id,
        title: 'x',
        type: 'cause',
        status: 'possible',
      }),
      /unknown hypothesis type "cause"/,
    );
    await badRequest(
      await post('commander', 'hypotheses', {
        incident_id: R.incident2,
        parent_id: root.id,
        title: 'x',
        type: 'factor',
        status: 'possible',
      }),
      /belongs to another incident/,
    );
  });

  it('refuses evidence pointing at a missing resource', async () => {
    const missing = '00000000-0000-4000-9000-00000000dead';
    await badRequest(
      await post('commander', 'evidences', { hypothesis_id: R.hypothesis, check_id: missing, type: 'check', description: 'x' }),
      /evidence points at check 00000000-0000-4000-9000-00000000dead, which does not exist/,
    );
    await badRequest(
      await post('commander', 'evidences', { hypothesis_id: R.hypothesis, config_id: missing, type: 'config', description: 'x' }),
      /config item .* does not exist/,
    );
    await badRequest(
      await post('commander', 'evidences', { hypothesis_id: missing, type: 'log', description: 'x' }),
      /hypothesis .* does not exist/,
    );
  });
});
