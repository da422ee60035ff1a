/**
 * Custom endpoints authorize every relation whose data they answer with, by the engine's rule
 * (authz/route-relations.ts): data they add on their own is left out for a caller who may not read
 * its relation, a parameter naming such data is refused with 403. Each endpoint is called with a
 * deny row on each relation it touches (a viewer reads them all by role).
 */
import { inflateRawSync } from 'node:zlib';
import type { Permission } from '@opsdeck/contracts';
import { FX, seedHealthFixture } from '../../checks/testing/health-fixture';
import type { Authenticator } from '../../authz/types';
import { createTestDatabase } from '../../db/testing';
import type { Database } from '../../db/types';
import { createBackend } from '../backend';
import { silentLogger } from '../logger';
import { serve, type TestServer } from '../testing/server';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const INCIDENT = id(801);
const HYPOTHESIS = id(802);
const EVIDENCE = id(803);
const ANALYSIS = id(804);
const AGENT = id(805);

/** `x-test-role` names the role, `x-test-deny` the objects (comma separated) denied read and write. */
const authenticator: Authenticator = async (req) => {
  const role = req.headers['x-test-role'];
  if (typeof role !== 'string' || role === '') return null;
  const deny = String(req.headers['x-test-deny'] ?? '');
  const permissions: Permission[] = deny
    .split(',')
    .filter((object) => object !== '')
    .map((object) => ({ object, action: 'read', deny: true }));
  return { id: FX.person, name: `${role} tester`, roles: [role], permissions };
};

let db: Database;
let server: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedHealthFixture(db);
  await db.exec(`
    INSERT INTO check_config_relationships (config_id, check_id, canary_id) VALUES ('${FX.config}', '${FX.httpCheck}', '${FX.canary}');
    INSERT INTO config_analysis (id, config_id, analyzer, analysis_type, severity, status, message)
      VALUES ('${ANALYSIS}', '${FX.config}', 'privileged', 'security', 'high', 'open', 'runs as root');
    INSERT INTO incidents (id, title, created_by, severity, description, type, status)
      VALUES ('${INCIDENT}', 'Web down', '${FX.person}', 'High', '', 'availability', 'open');
    INSERT INTO hypotheses (id, created_by, incident_id, type, title, status)
      VALUES ('${HYPOTHESIS}', '${FX.person}', '${INCIDENT}', 'root', 'Bad deploy', 'possible');
    INSERT INTO evidences (id, description, hypothesis_id, component_id, created_by, type)
      VALUES ('${EVIDENCE}', 'errors', '${HYPOTHESIS}', '${FX.service}', '${FX.person}', 'component');
    INSERT INTO agents (id, name, created_by) VALUES ('${AGENT}', 'edge', '${FX.person}');
  `);
  server = await serve(await createBackend({ db, authenticator, logger: silentLogger, logRequests: false, authCacheMs: 0 }));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const as = (role: string, deny: string[] = []) => ({ 'x-test-role': role, 'x-test-deny': deny.join(',') });
const get = (path: string, deny: string[] = [], role = 'viewer') =>
  server.request('GET', `/api${path}`, { headers: as(role, deny) });
const post = (path: string, body: object, deny: string[] = [], role = 'viewer') =>
  server.request('POST', `/api${path}`, { headers: as(role, deny), body });

/** The objects a deny row may name for each resource a custom endpoint touches. */
const CATALOG = 'catalog'; // database: config items, analyses, changes, teams
const CANARIES = 'canaries'; // checks, their statuses and relationships
const INCIDENTS = 'incident'; // incidents, hypotheses
const EVIDENCES = 'evidences';
const TOPOLOGY = 'topology'; // components
const AGENTS = 'agents';
const SCRAPERS = 'config_scrapers';

describe('/canary/api/summary', () => {
  const configsOf = async (deny: string[], method: 'GET' | 'POST' = 'GET') => {
    const res = method === 'GET' ? await get('/canary/api/summary', deny) : await post('/canary/api/summary', {}, deny);
    expect(res.status).toBe(200);
    const http = (res.body.checks_summary as { id: string; configs?: unknown }[]).find((row) => row.id === FX.httpCheck)!;
    return http.configs;
  };

  it('carries the related config items for a caller who may read the catalog', async () => {
    expect(await configsOf([])).toEqual([{ id: FX.config, name: 'web-deploy', type: 'Kubernetes::Deployment' }]);
  });

  it.each(['GET', 'POST'] as const)(
    'leaves them out (%s) for a caller denied the catalog, the rest unchanged',
    async (method) => {
      expect(await configsOf([CATALOG], method)).toBeUndefined();
      const full = await get('/canary/api/summary');
      const denied = await get('/canary/api/summary', [CATALOG]);
      const strip = (rows: Record<string, unknown>[]) => rows.map(({ configs: _, uptime: _u, latency: _l, ...row }) => row);
      expect(strip(denied.body.checks_summary)).toEqual(strip(full.body.checks_summary));
      // Also through the narrow (direct) path.
      const one = await post('/canary/api/summary', { checkId: FX.httpCheck }, [CATALOG]);
      expect(one.body.checks_summary[0].configs).toBeUndefined();
      expect((await post('/canary/api/summary', { checkId: FX.httpCheck })).body.checks_summary[0].configs).toHaveLength(1);
    },
  );

  it('is refused to a caller denied canaries', async () => {
    expect((await get('/canary/api/summary', [CANARIES])).status).toBe(403);
  });
});

describe('/canary/api/graph and Run Now', () => {
  it('the graph (check statuses) needs read on canaries', async () => {
    const path = `/canary/api/graph?check=${FX.httpCheck}&start=3h`;
    expect((await get(path)).status).toBe(200);
    expect((await get(path, [CATALOG, INCIDENTS, TOPOLOGY])).status).toBe(200);
    expect((await get(path, [CANARIES])).status).toBe(403);
  });

  it('running a check answers its result: refused to a commander denied canaries read', async () => {
    const res = await post(`/canary/run/check/${FX.deletedCheck}x`, {}, [CANARIES], 'commander');
    expect([res.status, res.body.message]).toEqual([403, 'read access to canaries is required for checks']);
    // Without the deny row the request goes on (here to the id check).
    expect((await post(`/canary/run/check/${FX.deletedCheck}x`, {}, [], 'commander')).status).toBe(400);
  });
});

describe('/canary/api/topology', () => {
  type Node = Record<string, unknown> & { id: string; components?: Node[]; summary?: Record<string, unknown> };
  const service = async (deny: string[]) => {
    const res = await get(`/canary/api/topology?id=${FX.service}`, deny);
    expect(res.status).toBe(200);
    return { node: res.body.components[0] as Node, teams: res.body.teams as string[] };
  };

  it('carries checks, team names, incidents and analyses for a caller who may read them', async () => {
    const { node, teams } = await service([]);
    expect(node.summary?.checks).toEqual({ healthy: 1, unhealthy: 1 });
    expect(node.team_names).toEqual(['SRE']);
    expect(node.summary?.incidents).toEqual({ availability: { High: 1 } });
    expect(node.summary?.insights).toEqual({ security: 1 });
    expect(teams).toEqual(['SRE']);
  });

  it.each([
    [CANARIES, ['checks']],
    [CATALOG, ['team_names', 'analysis']],
    [INCIDENTS, ['incidents']],
    [EVIDENCES, ['incidents']],
  ])('a caller denied %s gets the tree without %j', async (object, missing) => {
    const { node, teams } = await service([object]);
    // The counts sit in the summary (analyses as insights); team names on the component.
    const present = {
      checks: 'checks' in (node.summary ?? {}),
      team_names: 'team_names' in node,
      incidents: 'incidents' in (node.summary ?? {}),
      analysis: 'insights' in (node.summary ?? {}),
    };
    for (const [column, found] of Object.entries(present)) expect([column, found]).toEqual([column, !missing.includes(column)]);
    expect(teams).toEqual(missing.includes('team_names') ? [] : ['SRE']);
    expect(node).toMatchObject({ id: FX.service, name: 'web', components: [{ name: 'web-1' }] });
  });

  it('filtering by team needs read on teams', async () => {
    expect((await get('/canary/api/topology?team=SRE')).status).toBe(200);
    const res = await get('/canary/api/topology?team=SRE', [CATALOG]);
    expect([res.status, res.body.message]).toEqual([403, 'read access to database is required for teams']);
  });

  it('is refused to a caller denied topologies', async () => {
    expect((await get('/canary/api/topology', [TOPOLOGY])).status).toBe(403);
  });
});

/** Entries of a stored (or deflated) ZIP, by name. */
function unzip(zip: Buffer): Record<string, string> {
  const files: Record<string, string> = {};
  let offset = 0;
  while (zip.readUInt32LE(offset) === 0x04034b50) {
    const method = zip.readUInt16LE(offset + 8);
    const size = zip.readUInt32LE(offset + 18);
    const nameLength = zip.readUInt16LE(offset + 26);
    const extraLength = zip.readUInt16LE(offset + 28);
    const name = zip.subarray(offset + 30, offset + 30 + nameLength).toString('utf8');
    const start = offset + 30 + nameLength + extraLength;
    const data = zip.subarray(start, start + size);
    files[name] = (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    offset = start + size;
  }
  return files;
}

describe('/snapshot/topology/{id}', () => {
  const snapshot = async (deny: string[]) => {
    const res = await fetch(`${server.url}/api/snapshot/topology/${FX.service}?start=3h&related=true`, {
      headers: as('viewer', deny),
    });
    expect(res.status).toBe(200);
    const files = unzip(Buffer.from(await res.arrayBuffer()));
    return { files, manifest: JSON.parse(files['snapshot.json']!), topology: JSON.parse(files['topology.json']!) };
  };

  it('bundles every related file for a caller who may read them all', async () => {
    const { files, manifest, topology } = await snapshot([]);
    expect(Object.keys(files).sort()).toEqual(
      [
        'snapshot.json',
        'topology.json',
        'checks.json',
        'check_statuses.json',
        'configs.json',
        'config_changes.json',
        'incidents.json',
      ].sort(),
    );
    expect(manifest.withheld).toBeUndefined();
    expect(JSON.parse(files['incidents.json']!).map((i: { title: string }) => i.title)).toEqual(['Web down']);
    expect(topology).toMatchObject({
      team_names: ['SRE'],
      summary: { insights: { security: 1 }, incidents: { availability: { High: 1 } } },
    });
  });

  it.each([
    [CANARIES, ['checks.json', 'check_statuses.json'], ['checks']],
    [CATALOG, ['configs.json', 'config_changes.json'], ['team_names', 'analysis']],
    [INCIDENTS, ['incidents.json'], ['incidents']],
    [EVIDENCES, ['incidents.json'], ['incidents']],
  ])('a caller denied %s gets it without %j (listed as withheld) and without %j', async (object, files, columns) => {
    const { files: written, manifest, topology } = await snapshot([object]);
    for (const file of files) expect([file, file in written]).toEqual([file, false]);
    expect(manifest.withheld).toEqual(files);
    const summaryKey: Record<string, string> = { checks: 'checks', incidents: 'incidents', analysis: 'insights' };
    for (const column of columns) {
      const holder = summaryKey[column] ? (topology.summary ?? {}) : topology;
      expect([column, (summaryKey[column] ?? column) in holder]).toEqual([column, false]);
    }
    expect(topology).toMatchObject({ id: FX.service, name: 'web' });
  });

  it('is refused to a caller denied topologies', async () => {
    expect((await get(`/snapshot/topology/${FX.service}`, [TOPOLOGY])).status).toBe(403);
  });
});

describe('/resources/search', () => {
  it('leaves out kinds the caller may not read', async () => {
    const body = { configs: [{ name: 'web-deploy', agent: 'all' }], checks: [{ name: 'web-http', agent: 'all' }] };
    const all = await post('/resources/search', body);
    expect([all.body.configs?.length, all.body.checks?.length]).toEqual([1, 1]);
    const denied = await post('/resources/search', body, [CATALOG]);
    expect([denied.status, denied.body.configs, denied.body.checks?.length]).toEqual([200, undefined, 1]);
  });

  it.each([
    ['a scope named', { checks: [{ scope: 'prod/web', agent: 'all' }] }, CANARIES, 'checks', 200],
    ['a scraper scope', { configs: [{ scope: 'kube/cluster', agent: 'all' }] }, SCRAPERS, 'configs', 403],
    ['an agent name', { checks: [{ name: 'web-http', agent: 'edge' }] }, AGENTS, 'checks', 403],
    ['an agent name in the search', { checks: [{ search: 'agent=edge' }] }, AGENTS, 'checks', 403],
  ])('a selector naming %s needs read on it', async (_, body, object, kind, status) => {
    expect((await post('/resources/search', body)).status).toBe(200);
    // Denied canaries, the checks kind itself is left out (200, nothing); the others refuse.
    const res = await post('/resources/search', body, [object]);
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body[kind]).toBeUndefined();
  });

  it('agent ids, "all" and "self" need nothing more', async () => {
    const body = { checks: [{ name: 'web-http', agent: `all` }], configs: [{ name: 'x', agent: `${AGENT},self` }] };
    expect((await post('/resources/search', body, [AGENTS, SCRAPERS])).status).toBe(200);
  });
});

describe('/notification/silence', () => {
  it.each([
    ['check_id', FX.httpCheck, CANARIES],
    ['canary_id', FX.canary, CANARIES],
    ['component_id', FX.service, TOPOLOGY],
    ['config_id', FX.config, CATALOG],
  ])('silencing a %s needs read on its relation', async (column, value, object) => {
    const body = { name: `silence ${column}`, [column]: value, until: 'now+1h' };
    const denied = await post('/notification/silence', body, [object], 'editor');
    expect([denied.status, denied.body.error]).toEqual([403, 'forbidden']);
    expect((await post('/notification/silence', body, [], 'editor')).status).toBe(200);
  });
});

describe('endpoints without relation data', () => {
  it('/about and /auth/whoami answer whatever rows deny', async () => {
    const deny = [CATALOG, CANARIES, INCIDENTS, EVIDENCES, TOPOLOGY, AGENTS];
    expect((await get('/about', deny)).status).toBe(200);
    expect((await get('/auth/whoami', deny)).status).toBe(200);
  });
});

describe('health-only mode', () => {
  it('the anonymous caller gets the summary with config items (its embed list has them), nothing else', async () => {
    const healthOnly = await serve(
      await createBackend({ db, authenticator, logger: silentLogger, logRequests: false, authCacheMs: 0, healthOnly: true }),
    );
    try {
      const res = await healthOnly.request('GET', '/api/canary/api/summary');
      expect(res.status).toBe(200);
      const http = (res.body.checks_summary as { id: string; configs?: unknown }[]).find((row) => row.id === FX.httpCheck)!;
      expect(http.configs).toEqual([{ id: FX.config, name: 'web-deploy', type: 'Kubernetes::Deployment' }]);
      expect((await healthOnly.request('GET', '/api/canary/api/topology')).status).toBe(401);
    } finally {
      await healthOnly.close();
    }
  });
});
