import { inflateRawSync } from 'node:zlib';
import { FX, asRole, seedHealthFixture, serveHealthBackend } from '../../checks/testing/health-fixture';
import { createTestDatabase } from '../../db/testing';
import type { Database } from '../../db/types';
import type { TestServer } from '../testing/server';

let db: Database;
let server: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedHealthFixture(db);
  ({ server } = await serveHealthBackend(db));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

type Node = {
  id: string;
  name: string;
  components?: Node[];
  children?: string[];
  summary?: { checks?: unknown };
  parents?: unknown;
  parent_id?: unknown;
};
const names = (nodes: Node[] = []): unknown[] =>
  nodes.map((n) => (n.components?.length ? [n.name, names(n.components)] : n.name));

describe('GET /canary/api/topology', () => {
  it('assembles the tree below the roots, hiding hidden components, with facets', async () => {
    const res = await server.request('GET', '/api/canary/api/topology', { headers: asRole('viewer') });
    expect(res.status).toBe(200);
    expect(names(res.body.components)).toEqual([['Platform', ['postgres', ['web', ['web-1']]]]]);
    expect(res.body.healthStatuses).toEqual(['healthy', 'unhealthy']);
    expect(res.body.types).toEqual(['Application', 'Database', 'Pod', 'Service']);
    expect(res.body.teams).toEqual(['SRE']);
    expect(res.body.tags).toEqual({ env: ['prod'], tier: ['data', 'front'] });
    const platform = res.body.components[0];
    // Several roots would lose their parents below the first level; one root keeps its children's.
    const web = platform.components[1];
    expect(web.summary.checks).toEqual({ healthy: 1, unhealthy: 1 });
    expect(web.checks).toBeUndefined();
    expect(web.team_names).toEqual(['SRE']);
    expect(web.children).toEqual([web.components[0].id]);
    expect(web.parents).toEqual([platform.id]);
    // Deeper levels lose their parent links.
    expect(web.components[0].parents).toBeUndefined();
    expect(web.components[0].parent_id).toBeUndefined();
  });

  it('roots at a component, limits depth and keeps the root despite filters', async () => {
    const res = await server.request('GET', `/canary/api/topology?id=${FX.service}&depth=2&status=healthy`, {
      headers: asRole('viewer'),
    });
    expect(names(res.body.components)).toEqual([['web', ['web-1']]]);
    expect(res.body.components[0].parents).toEqual([FX.root]);
    // depth counts the root: 2 is the root and its children, 1 the root alone (Mission Control's depth).
    const shallow = await server.request('GET', `/canary/api/topology?id=${FX.root}&depth=2`, { headers: asRole('viewer') });
    expect(names(shallow.body.components)).toEqual([['Platform', ['postgres', 'web']]]);
    const alone = await server.request('GET', `/canary/api/topology?id=${FX.root}&depth=1`, { headers: asRole('viewer') });
    expect(names(alone.body.components)).toEqual(['Platform']);
    expect(alone.body.components[0].children).toHaveLength(3); // every direct child id, hidden ones too
  });

  it('filters by health, type, team and labels, keeping the path to matches', async () => {
    const get = async (query: string) =>
      (await server.request('GET', `/canary/api/topology?${query}`, { headers: asRole('viewer') })).body;
    expect(names((await get('status=unhealthy')).components)).toEqual([['Platform', ['web']]]);
    expect(names((await get(`id=${FX.root}&type=Database`)).components)).toEqual([['Platform', ['postgres']]]);
    expect(names((await get(`id=${FX.root}&team=SRE`)).components)).toEqual([['Platform', ['web']]]);
    expect(names((await get(`id=${FX.root}&labels=tier=front`)).components)).toEqual([['Platform', ['web']]]);
    expect(names((await get(`id=${FX.root}&labels=tier=none`)).components)).toEqual(['Platform']);
    expect((await get('type=Nothing')).components).toEqual([]);
    // Mission Control's list syntax: `!x` excludes, `*` matches anything.
    expect(names((await get(`id=${FX.root}&type=!Database,!Pod`)).components)).toEqual([['Platform', ['web']]]);
    expect(names((await get(`id=${FX.root}&status=*&depth=2`)).components)).toEqual([['Platform', ['postgres', 'web']]]);
  });

  it('sorts siblings by a property and flattens on request', async () => {
    const get = async (query: string) =>
      (await server.request('GET', `/canary/api/topology?${query}`, { headers: asRole('viewer') })).body;
    expect(names((await get(`id=${FX.root}&depth=2&sortBy=field:replicas&sortOrder=desc`)).components)).toEqual([
      ['Platform', ['web', 'postgres']],
    ]);
    // Siblings without the property keep name order, whichever way the property sorts.
    for (const order of ['asc', 'desc']) {
      const tree = await get(`id=${FX.root}&depth=3&showHidden=true&sortBy=field:no-such-property&sortOrder=${order}`);
      expect(names(tree.components)).toEqual(names((await get(`id=${FX.root}&depth=3&showHidden=true`)).components));
    }
    const flat = await get(`id=${FX.root}&flatten=true&showHidden=true`);
    expect(flat.components.map((n: Node) => n.name)).toEqual(['Platform', 'internal', 'postgres', 'web', 'web-1']);
    expect(flat.components.every((n: Node) => n.components === undefined)).toBe(true);
  });

  it('answers 404, 400 and 403 as JSON', async () => {
    const missing = await server.request('GET', '/canary/api/topology?id=00000000-0000-4000-8000-000000000999', {
      headers: asRole('viewer'),
    });
    expect([missing.status, missing.body.error]).toEqual([404, 'component (00000000-0000-4000-8000-000000000999) was not found']);
    const bad = await server.request('GET', '/canary/api/topology?depth=-1', { headers: asRole('viewer') });
    expect([bad.status, bad.body.error]).toEqual([400, 'invalid request']);
    const denied = await server.request('GET', '/canary/api/topology', { headers: asRole('unknown-role') });
    expect(denied.status).toBe(403);
  });
});

/** Entry names and contents of a ZIP, read through its central directory. */
function unzip(zip: Buffer): Record<string, string> {
  const eocd = zip.length - 22;
  const files: Record<string, string> = {};
  let at = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < zip.readUInt16LE(eocd + 10); i += 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26);
    files[zip.toString('utf8', at + 46, at + 46 + nameLength)] = inflateRawSync(
      zip.subarray(start, start + zip.readUInt32LE(at + 20)),
    ).toString();
    at += 46 + nameLength;
  }
  return files;
}

describe('GET /snapshot/topology/{id}', () => {
  it('downloads a ZIP with the subtree, its checks and results', async () => {
    const res = await fetch(`${server.url}/api/snapshot/topology/${FX.service}?start=3h`, { headers: asRole('viewer') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="snapshot-\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\.zip"$/,
    );
    const files = unzip(Buffer.from(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(['snapshot.json', 'topology.json', 'checks.json', 'check_statuses.json']);
    expect(JSON.parse(files['topology.json']!)).toMatchObject({ id: FX.service, name: 'web', components: [{ name: 'web-1' }] });
    expect(
      JSON.parse(files['checks.json']!)
        .map((c: { name: string }) => c.name)
        .sort(),
    ).toEqual(['web-http', 'web-tcp']);
    // Only the results inside the 3 hour range (every 10 minutes for the http check).
    expect(JSON.parse(files['check_statuses.json']!).length).toBeGreaterThanOrEqual(12);
    expect(JSON.parse(files['snapshot.json']!)).toMatchObject({ kind: 'topology', id: FX.service, name: 'web', related: false });
  });

  it('adds related configs, their changes and incidents when asked', async () => {
    const res = await fetch(`${server.url}/snapshot/topology/${FX.root}?start=1h&related=true`, { headers: asRole('viewer') });
    const files = unzip(Buffer.from(await res.arrayBuffer()));
    expect(JSON.parse(files['configs.json']!).map((c: { name: string }) => c.name)).toEqual(['web-deploy']);
    expect(JSON.parse(files['config_changes.json']!).map((c: { summary: string }) => c.summary)).toEqual(['image bumped']);
    expect(JSON.parse(files['incidents.json']!)).toEqual([]);
  });

  it('answers JSON errors for unknown components and bad ranges', async () => {
    const missing = await server.request('GET', '/snapshot/topology/00000000-0000-4000-8000-000000000999', {
      headers: asRole('viewer'),
    });
    expect(missing.status).toBe(404);
    const range = await server.request('GET', `/snapshot/topology/${FX.root}?start=tomorrow`, { headers: asRole('viewer') });
    expect([range.status, range.body.error]).toEqual([400, 'start and end must be times or durations, start before end']);
    expect((await server.request('GET', `/snapshot/topology/${FX.root}`)).status).toBe(401);
  });
});

describe('GET /canary/api/topology with several roots', () => {
  it("nests each root's children in components and strips parent links below the roots", async () => {
    const second = '00000000-0000-4000-8000-000000000399';
    const leaf = '00000000-0000-4000-8000-000000000398';
    await db.query(
      `INSERT INTO components (id, topology_id, external_id, name, type, status, health) VALUES ($1, $2, 'edge', 'Edge', 'Application', 'healthy', 'healthy')`,
      [second, FX.topology],
    );
    await db.query(
      `INSERT INTO components (id, topology_id, parent_id, external_id, name, type, status, health) VALUES ($1, $2, $3, 'cdn', 'cdn', 'Service', 'healthy', 'healthy')`,
      [leaf, FX.topology, second],
    );
    const res = await server.request('GET', '/api/canary/api/topology', { headers: asRole('viewer') });
    expect(names(res.body.components)).toEqual([
      ['Edge', ['cdn']],
      ['Platform', ['postgres', ['web', ['web-1']]]],
    ]);
    const edge = res.body.components[0];
    expect(edge.children).toEqual([leaf]);
    expect(edge.components[0].parent_id).toBeUndefined();
    expect(edge.components[0].parents).toBeUndefined();
  });
});
