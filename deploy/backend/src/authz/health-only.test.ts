/**
 * Health-only mode (OPSDECK_HEALTH_ONLY=1): without credentials, exactly the reads of the health
 * page are answered (as an anonymous principal); everything else, writes and Run Now included,
 * stays 401. Signed-in callers and servers without the flag are unaffected.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootBackend } from '../boot';
import type { Database } from '../db/types';
import { createTestDatabase } from '../db/testing';
import { createBackend } from '../http/backend';
import { silentLogger } from '../http/logger';
import { serve, type TestServer } from '../http/testing/server';
import { REF as R, REFERENCE_DATA_SQL } from '../postgrest/testing/reference-data';
import { isHealthOnlyMode } from './health-only';
import { issueAccessToken } from './tokens';

// The check modal's selects (remotes/health-topology check-detail/api/checkDetail.ts and
// checkRelationships.ts), and the embeds of agents the page used to send in one query.
const CHECK_DETAIL_SELECT = '*,canaries!checks_canary_id_fkey(id,name,source)';
const CHECK_COMPONENTS_SELECT = 'id,components:check_component_relationships(components(id,name,icon))';
const CHECK_CONFIGS_SELECT = 'id,configs:check_config_relationships(configs(id,name,type))';
const CHECK_EMBEDS_SELECT = `${CHECK_DETAIL_SELECT},agents!checks_agent_id_fkey(id,name),${CHECK_COMPONENTS_SELECT.slice(3)},${CHECK_CONFIGS_SELECT.slice(3)}`;

let db: Database;
let healthOnly: TestServer;
let normal: TestServer;
let viewer: Record<string, string>;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  await db.exec(`UPDATE agents SET tls = 'secret-cert', ip = '10.0.0.1' WHERE id = '${R.agent}'`);
  await db.exec(`UPDATE checks SET agent_id = '${R.agent}', spec = '{"url":"https://api/secret-token"}' WHERE id = '${R.check}'`);
  viewer = { Authorization: `Bearer ${(await issueAccessToken(db, { personId: R.bob, name: 'viewer' })).token}` };
  await db.query(`UPDATE casbin_rule SET v1 = 'viewer' WHERE v0 = $1 AND v1 = 'editor'`, [R.bob]);
  healthOnly = await serve(await createBackend({ db, logger: silentLogger, logRequests: false, healthOnly: true }));
  normal = await serve(await createBackend({ db, logger: silentLogger, logRequests: false }));
});
afterAll(async () => {
  await healthOnly?.close();
  await normal?.close();
  await db?.close();
});

// Every row has three entries: a shorter row would make it.each pass a `done` callback.
const HEALTH_PAGE_READS: [string, string, object | null][] = [
  ['POST', '/api/canary/api/summary', { hidePassing: false, deleteFrom: '2026-08-19T00:00:00Z' }],
  ['GET', '/api/canary/api/summary', null],
  ['GET', `/api/canary/api/graph?check=${R.check}&start=24h`, null],
  ['GET', `/api/db/checks?id=eq.${R.check}&select=${CHECK_DETAIL_SELECT}`, null],
  ['GET', `/api/db/checks?id=eq.${R.check}&select=${CHECK_COMPONENTS_SELECT}`, null],
  ['GET', `/api/db/checks?id=eq.${R.check}&select=${CHECK_CONFIGS_SELECT}`, null],
  ['GET', `/api/db/check_statuses?check_id=eq.${R.check}&order=time.desc&limit=50`, null],
  ['GET', '/api/db/canaries?select=id,name,namespace,labels&deleted_at=is.null', null],
  ['GET', '/api/db/agents?select=id,name&deleted_at=is.null', null],
];

describe('OPSDECK_HEALTH_ONLY=1', () => {
  it('reads the flag only when it is truthy', () => {
    expect(isHealthOnlyMode({})).toBe(false);
    expect(isHealthOnlyMode({ OPSDECK_HEALTH_ONLY: '0' })).toBe(false);
    expect(isHealthOnlyMode({ OPSDECK_HEALTH_ONLY: '1' })).toBe(true);
    expect(isHealthOnlyMode({ OPSDECK_HEALTH_ONLY: 'true' })).toBe(true);
  });

  it.each(HEALTH_PAGE_READS)('anonymous %s %s -> 200', async (method, path, body) => {
    const res = await healthOnly.request(method, path, body ? { body, headers: { 'Content-Type': 'application/json' } } : {});
    expect([res.status, res.text.slice(0, 200)]).toEqual([200, expect.any(String)]);
  });

  it('serves the check detail with its embeds, and only the columns the page needs of canaries and agents', async () => {
    const detail = await healthOnly.request('GET', `/api/db/checks?id=eq.${R.check}&select=${CHECK_EMBEDS_SELECT}`);
    expect(detail.body[0]).toMatchObject({
      id: R.check,
      name: 'api-health',
      canaries: { id: R.canary, name: 'http-checks', source: 'UI' },
      agents: { id: R.agent, name: 'edge' },
      components: [{ components: { id: R.component, name: 'web', icon: 'web.svg' } }],
      configs: [{ configs: { id: R.config, name: 'web-1', type: 'Kubernetes::Pod' } }],
    });
    // `*` leaves out the spec, and every other column of checks stays.
    expect(Object.keys(detail.body[0])).not.toContain('spec');
    expect(Object.keys(detail.body[0])).toEqual(expect.arrayContaining(['id', 'name', 'status', 'labels', 'last_runtime']));
    expect(detail.text).not.toContain('secret-token');
    const canaries = await healthOnly.request('GET', '/api/db/canaries');
    expect(canaries.status).toBe(200);
    expect(Object.keys(canaries.body[0])).not.toContain('spec');
    const agents = await healthOnly.request('GET', '/api/db/agents');
    expect(Object.keys(agents.body[0]).sort()).toEqual(['deleted_at', 'id', 'name']);
    expect(agents.text).not.toContain('secret-cert');
  });

  it.each([
    ['POST', `/api/canary/run/check/${R.check}`],
    ['PATCH', `/api/db/checks?id=eq.${R.check}`],
    ['POST', '/api/db/canaries'],
    ['DELETE', `/api/db/check_statuses?check_id=eq.${R.check}`],
    ['GET', '/api/db/configs'],
    ['GET', '/api/db/incidents'],
    ['GET', '/api/db/components'],
    ['GET', '/api/db/check_summary'],
    ['GET', '/api/db/people'],
    ['GET', '/api/db/connections'],
    ['GET', `/api/db/rpc/related_configs_recursive?config_id=${R.config}`],
    ['GET', '/api/db/canaries?select=spec'],
    ['GET', '/api/db/agents?select=id,tls'],
    ['GET', '/api/db/checks?select=id,spec'],
    ['GET', '/api/db/checks?select=id,url:spec->>url'],
    ['GET', '/api/db/checks?spec->>url=like.*secret*'],
    ['GET', '/api/db/checks?order=spec->>url'],
    ['GET', `/api/db/check_statuses?select=check_id,checks(spec)`],
    ['GET', `/api/db/checks?select=id,canaries!checks_canary_id_fkey(created_by(*))`],
    ['GET', `/api/db/checks?select=id,configs:check_config_relationships(configs(labels))`],
    ['GET', `/api/db/checks?select=id,configs:check_config_relationships(configs(id,config_changes(*)))`],
    ['GET', '/api/config/checks'],
    ['GET', '/api/canary/api/topology'],
    ['GET', `/api/snapshot/topology/${R.topology}`],
    ['GET', '/api/auth/whoami'],
    ['GET', '/api/kubeconfig'],
  ])('anonymous %s %s -> 401', async (method, path) => {
    const res = await healthOnly.request(method, path, {
      headers: { 'Content-Type': 'application/json' },
      body: method === 'GET' ? undefined : {},
    });
    expect([method, path, res.status]).toEqual([method, path, 401]);
  });

  it('leaves signed-in callers as they are (their role decides)', async () => {
    expect((await healthOnly.request('GET', '/api/db/configs?limit=1', { headers: viewer })).status).toBe(200);
    expect((await healthOnly.request('GET', '/api/auth/whoami', { headers: viewer })).body.payload.roles).toEqual(['viewer']);
    const canaries = await healthOnly.request('GET', '/api/db/canaries?select=spec', { headers: viewer });
    expect(canaries.status).toBe(200);
    const checks = await healthOnly.request('GET', `/api/db/checks?id=eq.${R.check}&select=id,spec`, { headers: viewer });
    expect(checks.body).toEqual([{ id: R.check, spec: { url: 'https://api/secret-token' } }]);
    // A viewer still cannot press Run Now: 403, not 401.
    expect((await healthOnly.request('POST', `/api/canary/run/check/${R.check}`, { headers: viewer })).status).toBe(403);
    // Bad credentials are not anonymous.
    const bad = await healthOnly.request('GET', '/api/db/checks', { headers: { Authorization: 'Bearer nope' } });
    expect(bad.status).toBe(200); // ...but the health reads are open to anyone in this mode
  });
});

describe('without the flag', () => {
  it.each(HEALTH_PAGE_READS)('anonymous %s %s -> 401', async (method, path, body) => {
    const res = await normal.request(method, path, body ? { body, headers: { 'Content-Type': 'application/json' } } : {});
    expect(res.status).toBe(401);
  });

  it('bootBackend reads OPSDECK_HEALTH_ONLY', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'opsdeck-health-only-'));
    const env = {
      FRONTEND_URL: 'http://localhost:8080',
      OPSDECK_HEALTH_ONLY: '1',
      DATA_DIR: dataDir,
      OPSDECK_CHECK_RUNNER: 'off',
    };
    const booted = await bootBackend({ env, log: () => undefined });
    const server = await serve(booted.backend);
    try {
      expect((await server.request('GET', '/api/db/check_statuses?limit=1')).status).toBe(200);
      expect((await server.request('GET', '/api/db/configs?limit=1')).status).toBe(401);
    } finally {
      await server.close();
      await booted.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
