/**
 * Relations Mission Control's web client reads beyond the reference's section 4 (migrations
 * 0840-0842), served under /db with duty's columns: answers with the data this backend has, empty
 * results where it has none, never 404.
 */
import type { Authenticator } from '../authz/types';
import { ADDITION_TABLES, ADDITION_VIEWS } from '../db/reference-additions';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/types';
import { createBackend } from '../http/backend';
import { serve, type TestServer } from '../http/testing/server';
import { REF as R, REFERENCE_DATA_SQL } from './testing/reference-data';

let db: Database;
let server: TestServer;

const authenticator: Authenticator = async (req) => {
  const role = req.headers['x-test-role'];
  return typeof role === 'string' && role ? { id: R.alice, name: 'Alice Admin', roles: [role], permissions: [] } : null;
};

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  await db.exec(`
    UPDATE checks SET labels = '{"env":"prod"}' WHERE id = '${R.check}';
    INSERT INTO config_locations (id, location) VALUES ('${R.config}', 'node/1');
    UPDATE permissions SET object_selector = '{"playbooks":[{"name":"restart-pod","namespace":"default"}]}' WHERE id = '${R.permission}';
    UPDATE artifacts SET content = '\\x00', content_type = 'text/plain' WHERE id = '${R.runArtifact}';`);
  server = await serve(await createBackend({ db, authenticator, logRequests: false }));
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const get = async (path: string, role = 'admin') => {
  const res = await server.request('GET', `/api/db/${path}`, { headers: { 'x-test-role': role } });
  return res;
};

describe('relations added from duty', () => {
  it.each([...Object.keys(ADDITION_TABLES), ...Object.keys(ADDITION_VIEWS)])('%s answers 200 with its columns', async (name) => {
    const res = await get(`${name}?limit=1`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const columns = (ADDITION_TABLES[name] ?? ADDITION_VIEWS[name] ?? []).map(([column]) => column);
    for (const row of res.body as Record<string, unknown>[]) expect(Object.keys(row)).toEqual(columns);
  });

  it('answers empty lists for features this backend has no data for', async () => {
    for (const name of ['views_summary', 'plugins', 'scrape_plugins', 'scopes', 'config_access_summary', 'config_access_logs']) {
      expect([name, (await get(name)).body]).toEqual([name, []]);
    }
  });

  it('lists label and tag keys, check names and analysis types from the data', async () => {
    expect((await get('checks_labels_keys')).body).toEqual([{ key: 'label:env' }]);
    expect((await get('component_labels_keys?order=key')).body).toEqual([{ key: 'label:app' }, { key: 'label:tier' }]);
    expect((await get('config_tags_labels_keys?order=key')).body).toEqual([
      { key: 'label:app' },
      { key: 'tag:cluster' },
      { key: 'tag:namespace' },
    ]);
    expect((await get('check_names?select=name&order=name')).body).toEqual([{ name: 'api-health' }, { name: 'db-port' }]);
    expect((await get('analysis_types')).body).toEqual([{ analysis_type: 'security' }]);
  });

  it('summarises job history per name and artifacts as totals', async () => {
    const jobs = (await get('job_history_summary?order=name')).body;
    expect(jobs).toEqual([
      expect.objectContaining({ name: 'CleanupChecks', total: 1, failed: 1, success: 0, average_duration: 50 }),
      expect.objectContaining({ name: 'SyncCanaries', total: 1, success: 1, average_duration: 1200 }),
    ]);
    const artifacts = (await get('artifact_summary?order=storage')).body;
    expect(artifacts).toEqual([
      {
        content_type: null,
        storage: 'external',
        connection_id: null,
        connection_name: null,
        connection_type: null,
        total_count: 2,
        total_size: 50,
      },
      {
        content_type: 'text/plain',
        storage: 'inline',
        connection_id: null,
        connection_name: null,
        connection_type: null,
        total_count: 1,
        total_size: 10,
      },
    ]);
  });

  it('lists permission subjects: teams, people (no type) with an email, playbooks and the built-in roles', async () => {
    await db.query(`UPDATE people SET type = NULL WHERE id = $1`, [R.alice]);
    const rows = (await get('permission_subjects?select=type,name&order=type,name')).body;
    expect(rows).toEqual([
      { type: 'person', name: 'Alice Admin' },
      { type: 'playbook', name: 'Restart pod' },
      { type: 'role', name: 'editor' },
      { type: 'role', name: 'everyone' },
      { type: 'role', name: 'guest' },
      { type: 'role', name: 'viewer' },
      { type: 'team', name: 'SRE' },
    ]);
  });

  it('rpc/config_analysis_filter_options answers with duty keys', async () => {
    const res = await get(`rpc/config_analysis_filter_options?p_config_id=${R.config}`);
    expect(res.body).toEqual({
      types: ['security'],
      analyzers: ['privileged'],
      sources: [],
      config_types: ['Kubernetes::Pod'],
      catalogs: [{ id: R.config, name: 'web-1', type: 'Kubernetes::Pod', config_class: 'Pod' }],
    });
  });

  it('rpc/config_access_filter_options answers every facet, empty', async () => {
    expect((await get('rpc/config_access_filter_options')).body).toEqual({
      catalogs: [],
      users: [],
      groups: [],
      roles: [],
      user_types: [],
    });
  });

  it('rpc/get_parents_by_location finds the config items a location names', async () => {
    expect((await get(`rpc/get_parents_by_location?config_id=${R.config}`)).body).toEqual([
      { id: R.node, name: 'node-1', type: 'Kubernetes::Node' },
    ]);
    expect((await get(`rpc/get_parents_by_location?config_id=${R.node}`)).body).toEqual([]);
  });

  it('rpc/permissions_for_obj_selector finds permissions by selector, with embeds; requires its arguments', async () => {
    const res = await get('rpc/permissions_for_obj_selector?p_field=playbooks&p_name=restart-pod&select=id,created_by(id,name)');
    expect(res.body).toEqual([{ id: R.permission, created_by: { id: R.alice, name: 'Alice Admin' } }]);
    expect((await get('rpc/permissions_for_obj_selector?p_field=playbooks&p_name=other')).body).toEqual([]);
    const missing = await get('rpc/permissions_for_obj_selector?p_field=playbooks&p_name=');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'P0001', message: 'p_name is required' });
  });

  it('guards them by their resources: viewers read catalog and health lists, not permission subjects', async () => {
    expect((await get('checks_labels_keys', 'viewer')).status).toBe(200);
    expect((await get('views_summary', 'viewer')).status).toBe(200);
    expect((await get('permission_subjects', 'viewer')).status).toBe(200);
    expect((await get('person_analytics', 'viewer')).status).toBe(403);
  });
});
