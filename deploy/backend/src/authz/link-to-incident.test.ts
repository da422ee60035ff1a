/**
 * The calls of the Link to Incident dialog, as the incidents remote sends them: an incident search
 * with its hypotheses, a new incident (the caller as commander and communicator), a root
 * hypothesis, and evidence pointing at a check, config item, change, insight or component.
 * Administrators, editors, commanders and responders may make every one of them; a viewer may
 * search but not write.
 */
import type { Database } from '../db/types';
import { createTestDatabase } from '../db/testing';
import { createBackend } from '../http/backend';
import { silentLogger } from '../http/logger';
import { serve, type TestServer } from '../http/testing/server';
import { REF as R, REFERENCE_DATA_SQL } from '../postgrest/testing/reference-data';
import { issueAccessToken } from './tokens';

const PEOPLE = {
  editor: '00000000-0000-4000-9000-0000000000b1',
  commander: '00000000-0000-4000-9000-0000000000b2',
  responder: '00000000-0000-4000-9000-0000000000b3',
  viewer: '00000000-0000-4000-9000-0000000000b4',
} as const;
type Caller = 'admin' | keyof typeof PEOPLE;

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

const ACTIVE = 'status=in.(new,open,investigating,mitigated)';
const search = (text: string) =>
  `/api/db/incidents?select=id,incident_id,title,status,severity,type&title=ilike.*${encodeURIComponent(text)}*&${ACTIVE}&order=created_at.desc&limit=50`;

describe('Link to Incident calls', () => {
  it.each(['admin', 'editor', 'commander', 'responder'] as const)(
    '%s: new incident, root hypothesis, evidence on a check',
    async (caller) => {
      const me = idOf(caller);
      const title = `Checkout down (${caller})`;
      const incident = await server.request('POST', '/api/db/incidents?select=*', {
        headers: as[caller],
        body: {
          title,
          severity: 'low',
          type: 'availability',
          description: '',
          status: 'open',
          commander_id: me,
          communicator_id: me,
        },
      });
      expect(incident.status).toBe(201);
      expect(incident.body[0]).toMatchObject({ title, status: 'open', created_by: me, commander_id: me, communicator_id: me });
      expect(incident.body[0].incident_id).toMatch(/^INC\d+$/);
      const incidentId = incident.body[0].id;

      const hypothesis = await server.request('POST', '/api/db/hypotheses?select=*', {
        headers: as[caller],
        body: { incident_id: incidentId, title, status: 'possible', type: 'root' },
      });
      expect(hypothesis.status).toBe(201);
      expect(hypothesis.body[0]).toMatchObject({ incident_id: incidentId, type: 'root', status: 'possible', created_by: me });

      const evidence = await server.request('POST', '/api/db/evidences?select=*', {
        headers: as[caller],
        body: {
          hypothesis_id: hypothesis.body[0].id,
          type: 'check',
          description: '',
          check_id: R.check,
          evidence: { check_id: R.check },
        },
      });
      expect(evidence.status).toBe(201);
      expect(evidence.body[0]).toMatchObject({ type: 'check', check_id: R.check, created_by: me });

      const found = await server.request('GET', search(`down (${caller}`), { headers: as[caller] });
      expect(found.status).toBe(200);
      expect(found.body.map((row: { id: string }) => row.id)).toEqual([incidentId]);
      const hypotheses = await server.request(
        'GET',
        `/api/db/hypotheses?select=id,title,type,status&incident_id=eq.${incidentId}&order=created_at.asc`,
        { headers: as[caller] },
      );
      expect([hypotheses.status, hypotheses.body.map((row: { type: string }) => row.type)]).toEqual([200, ['root']]);
    },
  );

  it('attaches evidence of every resource kind to an existing hypothesis', async () => {
    const cases = [
      { type: 'config', config_id: R.config },
      { type: 'config_change', config_change_id: R.change, config_id: R.config },
      { type: 'config_analysis', config_analysis_id: R.analysis, config_id: R.config },
      { type: 'topology', component_id: R.component },
    ];
    for (const columns of cases) {
      const res = await server.request('POST', '/api/db/evidences?select=*', {
        headers: as.responder,
        body: { hypothesis_id: R.hypothesis, description: `a ${columns.type}`, evidence: {}, ...columns },
      });
      expect([columns.type, res.status]).toEqual([columns.type, 201]);
      expect(res.body[0]).toMatchObject(columns);
    }
  });

  it('a viewer may search incidents but writes nothing', async () => {
    expect((await server.request('GET', search('a'), { headers: as.viewer })).status).toBe(200);
    const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM incidents')).rows[0]?.n;
    const created = await server.request('POST', '/api/db/incidents?select=*', {
      headers: as.viewer,
      body: { title: 'nope', severity: 'low', type: 'availability', description: '', status: 'open' },
    });
    expect(created.status).toBe(403);
    for (const [table, body] of [
      ['hypotheses', { incident_id: R.incident, title: 'nope', status: 'possible', type: 'root' }],
      ['evidences', { hypothesis_id: R.hypothesis, type: 'check', description: '', check_id: R.check }],
    ] as const) {
      expect([table, (await server.request('POST', `/api/db/${table}?select=*`, { headers: as.viewer, body })).status]).toEqual([
        table,
        403,
      ]);
    }
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM incidents')).rows[0]?.n).toBe(before);
  });
});
