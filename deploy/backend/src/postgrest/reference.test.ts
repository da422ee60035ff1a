/**
 * Every query shape listed under "UI usage" in reference section 4, run against the real migrated
 * schema with a small fixture data set (testing/reference-data.ts).
 */
import type { Database } from '../db/types';
import { createTestDatabase } from '../db/testing';
import { createEngine, type Engine } from './engine';
import { call, type CallOptions, type CallResult } from './testing/fixture';
import { REF as R, REFERENCE_DATA_SQL } from './testing/reference-data';

let db: Database;
let engine: Engine;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(REFERENCE_DATA_SQL);
  engine = createEngine({ db, now: () => new Date('2026-08-20T10:00:00Z') });
});
afterAll(async () => db?.close());

const PERSON = 'id,name,avatar,email';
const COUNT = 'count=exact';
const REP = 'return=representation';

async function ok(target: string, options: CallOptions = {}, method = 'GET'): Promise<CallResult> {
  const res = await call(engine, method, target, options);
  if (res.status >= 300) throw new Error(`${method} ${target} -> ${res.status} ${res.text}`);
  return res;
}
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('4.1 health checks and topology', () => {
  it('check_statuses page for one check with count', async () => {
    const res = await ok(`check_statuses?check_id=eq.${R.check}&time=gt.2026-08-20T00:00:00Z&order=time.desc&status=eq.true&duration=gte.100&limit=1&offset=0`, { prefer: COUNT });
    expect([res.status, res.headers['Content-Range']]).toEqual([206, '0-0/2']);
    expect(res.body).toEqual([expect.objectContaining({ check_id: R.check, time: '2026-08-20T09:00:00+00:00', status: true, duration: 120 })]);
  });

  it('check details with hinted to-one embeds and two junction embeds (table and configs view)', async () => {
    const res = await ok(`checks?id=eq.${R.check}&select=*,canaries!checks_canary_id_fkey(id,name,source),agents!checks_agent_id_fkey(id, name),components:check_component_relationships(components(id,name,icon)),configs:check_config_relationships(configs(id,name,type))`);
    expect(res.body[0]).toMatchObject({
      id: R.check,
      name: 'api-health',
      canaries: { id: R.canary, name: 'http-checks', source: 'UI' },
      agents: { id: '00000000-0000-0000-0000-000000000000', name: 'local' },
      components: [{ components: { id: R.component, name: 'web', icon: 'web.svg' } }],
      configs: [{ configs: { id: R.config, name: 'web-1', type: 'Kubernetes::Pod' } }],
    });
    expect((await ok(`checks?id=eq.${R.check}&select=id,name,icon,status,type`)).body).toEqual([{ id: R.check, name: 'api-health', icon: 'http', status: 'healthy', type: 'http' }]);
  });

  it('canaries: select, the icon column that does not exist, settings CRUD with soft delete', async () => {
    expect((await ok(`canaries?id=eq.${R.canary}&select=id,source,spec,name,namespace`)).body[0].spec).toEqual({ schedule: '@every 1m', http: [{ name: 'api' }] });
    const icon = await call(engine, 'GET', `canaries?id=eq.${R.canary}&select=id,name,icon`);
    expect([icon.status, icon.body.code]).toEqual([400, '42703']);
    const created = await ok('canaries', { body: { name: 'tmp', namespace: 'default', spec: { tcp: [] } }, prefer: REP }, 'POST');
    expect(created.status).toBe(201);
    const tmp = created.body[0].id as string;
    const patched = await ok(`canaries?id=eq.${tmp}`, { body: { deleted_at: 'now()' }, prefer: REP }, 'PATCH');
    expect(patched.body[0].deleted_at).toMatch(/\+00:00$/);
    expect((await ok(`canaries?id=eq.${tmp}`)).body).toHaveLength(1);
    expect(ids((await ok('canary_names')).body)).toEqual([R.canary]);
  });

  it('checks_by_component, check_summary_for_config', async () => {
    expect((await ok(`checks_by_component?component_id=eq.${R.component}`)).body).toEqual([expect.objectContaining({ component_id: R.component, id: R.check, name: 'api-health' })]);
    expect((await ok(`check_summary_for_config?config_id=eq.${R.config}`)).body).toEqual([expect.objectContaining({ config_id: R.config, id: R.check, canary_name: 'http-checks' })]);
  });

  it('components: topology embed, full row, PATCH hidden', async () => {
    expect((await ok(`components?id=eq.${R.component}&select=id,topologies(id,name)`)).body).toEqual([{ id: R.component, topologies: { id: R.topology, name: 'platform' } }]);
    expect((await ok(`components?id=eq.${R.component}`)).body[0]).toMatchObject({ name: 'web', labels: { app: 'web', tier: 'front' }, hidden: false });
    const patched = await ok(`components?id=eq.${R.childComponent}`, { body: { hidden: true }, prefer: REP }, 'PATCH');
    expect(patched.body[0].hidden).toBe(true);
    await ok(`components?id=eq.${R.childComponent}`, { body: { hidden: false } }, 'PATCH');
  });

  it('component_names, components_with_logs, component_labels, team_components', async () => {
    expect((await ok('component_names?order=name.asc&type=in.(Service,Pod)')).body.map((c: { name: string }) => c.name)).toEqual(['web', 'web-1']);
    expect((await ok(`component_names?id=eq.${R.component}`)).body).toHaveLength(1);
    expect(ids((await ok('components_with_logs?order=name.asc')).body)).toEqual([R.component]);
    expect((await ok('component_labels')).body).toEqual(expect.arrayContaining([{ key: 'app', value: 'web' }]));
    const team = await ok(`team_components?component_id=eq.${R.component}&select=*,team:teams(*, created_by(${PERSON}))`);
    expect(team.body[0].team).toMatchObject({ id: R.team, name: 'SRE', created_by: { id: R.alice, name: 'Alice Admin', avatar: 'alice.png', email: 'alice@example.com' } });
  });

  it('topologies: reverse embed of components, CRUD', async () => {
    const res = await ok(`topologies?select=id,components(id,name,type,icon)&id=eq.${R.topology}`);
    expect(ids(res.body[0].components).sort()).toEqual([R.component, R.childComponent].sort());
    const created = await ok('topologies', { body: { name: 'tmp', namespace: 'default', spec: {} }, prefer: REP }, 'POST');
    expect(created.body[0].source).toBe('UI');
    expect((await ok(`topologies?id=eq.${created.body[0].id}`, { body: { deleted_at: 'now()' }, prefer: REP }, 'PATCH')).body).toHaveLength(1);
  });
});

describe('4.2 incidents', () => {
  it('incident list with a title search and hypotheses', async () => {
    const res = await ok('incidents?order=created_at.desc&title=ilike.*data*&select=*,hypotheses(id, type)');
    expect(res.body).toEqual([expect.objectContaining({ id: R.incident, hypotheses: [{ id: R.hypothesis, type: 'root' }] })]);
  });

  it('incident details: nested embeds by FK column, alias and table', async () => {
    const res = await ok(
      `incidents?id=eq.${R.incident}&select=*,hypotheses(*,created_by(${PERSON}),evidences(*,created_by(${PERSON})),comments(created_at,comment,external_created_by,responder_id(team_id(*)),created_by(${PERSON}),id)),commander:commander_id(${PERSON}),communicator_id(${PERSON}),responders(created_by(${PERSON}))`,
    );
    const incident = res.body[0];
    expect(incident.commander).toMatchObject({ id: R.bob, name: 'Bob Builder' });
    expect(incident.communicator_id).toBeNull();
    expect(incident.created_by).toBe(R.alice);
    expect(incident.hypotheses[0].created_by).toMatchObject({ id: R.alice });
    expect(incident.hypotheses[0].evidences[0]).toMatchObject({ id: R.evidence, created_by: { id: R.alice }, evidence: { usage: 100 } });
    expect(incident.hypotheses[0].comments[0]).toEqual({
      created_at: '2026-08-20T08:10:00+00:00',
      comment: 'looking into it',
      external_created_by: null,
      responder_id: { team_id: expect.objectContaining({ id: R.team, name: 'SRE' }) },
      created_by: { id: R.bob, name: 'Bob Builder', avatar: null, email: 'bob@example.com' },
      id: R.comment,
    });
    expect(incident.responders).toHaveLength(2);
  });

  it('incident list filtered through !inner on a nested embed', async () => {
    const select = `*,hypotheses!inner(*,created_by(${PERSON}),evidences!inner(id,evidence,type,component_id)),comments(id,created_by(${PERSON})),commander_id(${PERSON}),communicator_id(${PERSON}),responders(*,team:team_id(id,name,icon,spec),person:person_id(id,name,avatar),created_by(${PERSON}))`;
    const hit = await ok(`incidents?status=eq.open&select=${select}&order=created_at.desc&hypotheses.evidences.component_id=eq.${R.component}`);
    expect(ids(hit.body)).toEqual([R.incident]);
    expect(hit.body[0].responders.find((r: { id: string }) => r.id === R.responder).team).toMatchObject({ name: 'SRE', spec: { components: [] } });
    const miss = await ok(`incidents?select=${select}&hypotheses.evidences.component_id=eq.${R.childComponent}`);
    expect(miss.body).toEqual([]);
  });

  it('incident create/update', async () => {
    const created = await ok('incidents?select=*', { body: { title: 'New', created_by: R.alice, severity: 'Low', description: 'd', type: 'other', status: 'open' }, prefer: REP }, 'POST');
    expect(created.body[0].incident_id).toMatch(/^INC\d+$/);
    const patched = await ok(`incidents?id=eq.${created.body[0].id}`, { body: { status: 'closed', closed: 'now()' }, prefer: REP }, 'PATCH');
    expect(patched.body[0].status).toBe('closed');
  });

  it('incident_summary, incidents_by_component, incidents_by_config', async () => {
    expect(ids((await ok('incident_summary?title=ilike.*down*&order=created_at.desc&status=eq.open')).body)).toEqual([R.incident]);
    expect(ids((await ok(`incidents_by_component?order=created_at.desc&component_id=eq.${R.component}&type=eq.availability&status=eq.open`)).body)).toEqual([R.incident]);
    expect(ids((await ok(`incidents_by_config?order=created_at.desc&config_id=eq.${R.config}`)).body)).toEqual([R.incident]);
  });

  it('incident_histories timeline with evidence embeds through the configs view', async () => {
    const res = await ok(
      `incident_histories?incident_id=eq.${R.incident}&select=*,evidence:evidences(id,description,type,components(id,name,icon),configs(id,name),config_changes(id,change_type),config_analysis(id,analyzer,message,analysis),checks(id,icon,name)),hypothesis:hypotheses(id,title),responder:responders(id,person:person_id(id,name,avatar),team:team_id(id,name,icon)),comment:comments(id,comment),created_by(id,name,avatar)&order=created_at.desc`,
    );
    expect(res.body[0]).toMatchObject({
      evidence: {
        components: { id: R.component, name: 'web' },
        configs: { id: R.config, name: 'web-1' },
        config_changes: { id: R.change, change_type: 'diff' },
        config_analysis: { id: R.analysis, analyzer: 'privileged', analysis: { rule: 'root' } },
        checks: { id: R.check, name: 'api-health' },
      },
      hypothesis: { id: R.hypothesis, title: 'Disk full' },
      responder: { id: R.responder, person: null, team: { id: R.team, name: 'SRE', icon: 'team.svg' } },
      comment: { id: R.comment, comment: 'looking into it' },
      created_by: { id: R.alice, name: 'Alice Admin', avatar: 'alice.png' },
    });
  });

  it('hypotheses, evidences, comments, responders: reads and writes', async () => {
    expect(ids((await ok(`hypotheses?incident_id=eq.${R.incident}&order=created_at.asc`)).body)).toEqual([R.hypothesis]);
    const wrongHint = await call(engine, 'GET', `hypotheses?id=eq.${R.hypothesis}&select=id,comments!comments_incident_id_fkey(id,created_by(id,name,avatar)),evidences(id,*,created_by(id,name,avatar))`);
    expect([wrongHint.status, wrongHint.body.code]).toEqual([400, 'PGRST200']);
    const h = (await ok('hypotheses', { body: { created_by: R.alice, incident_id: R.incident, type: 'factor', title: 'tmp', status: 'possible' }, prefer: REP }, 'POST')).body[0];
    const e = (await ok('evidences', { body: { description: 'x', hypothesis_id: h.id, created_by: R.alice, type: 'log' }, prefer: REP }, 'POST')).body[0];
    expect((await ok(`evidences?id=eq.${e.id}`)).body).toHaveLength(1);
    expect((await ok(`evidences?id=eq.${e.id}`, { body: { done: true }, prefer: REP }, 'PATCH')).body[0].done).toBe(true);
    await ok('comments', { body: { created_by: R.bob, comment: 'c', incident_id: R.incident, hypothesis_id: h.id } }, 'POST');
    expect((await ok(`comments?select=*,created_by(id,name,avatar)&hypothesis_id=eq.${h.id}&order=created_at.asc`)).body[0].created_by).toEqual({ id: R.bob, name: 'Bob Builder', avatar: null });
    expect((await ok(`comments?hypothesis_id=eq.${h.id}`, { prefer: REP }, 'DELETE')).body).toHaveLength(1);
    expect((await ok(`evidences?hypothesis_id=eq.${h.id}`, { prefer: REP }, 'DELETE')).body).toHaveLength(1);
    expect((await ok(`hypotheses?id=in.(${h.id})`, { prefer: REP }, 'DELETE')).body).toHaveLength(1);
    const responders = await ok(`responders?incident_id=eq.${R.incident}&select=*,team:team_id(id,name,icon,spec),person:person_id(id,name,avatar)&deleted_at=is.null`);
    expect(responders.body).toEqual([expect.objectContaining({ id: R.responder, person: null, team: expect.objectContaining({ name: 'SRE' }) })]);
    const r = (await ok('responders?select=*', { body: { incident_id: R.incident, type: 'person', person_id: R.bob, created_by: R.alice }, prefer: REP }, 'POST')).body[0];
    expect((await ok(`responders?id=eq.${r.id}`, { body: { deleted_at: 'now()' }, prefer: REP }, 'PATCH')).body[0].deleted_at).not.toBeNull();
  });
});

describe('4.3 playbooks', () => {
  it('playbook_names and playbook lists', async () => {
    expect((await ok('playbook_names?select=id,name,namespace,title,icon,category,description&order=title.asc')).body).toEqual([
      { id: R.playbook, name: 'restart-pod', namespace: 'default', title: 'Restart pod', icon: 'k8s', category: 'kubernetes', description: 'Restarts a pod' },
    ]);
    expect((await ok(`playbooks?select=*,created_by(${PERSON})&deleted_at=is.null&order=created_at.desc`)).body[0].created_by).toMatchObject({ id: R.alice });
    expect((await ok('playbooks?select=id,name,namespace,title,icon,category,description,source&deleted_at=is.null&order=title.asc')).body[0].source).toBe('UI');
    expect((await ok(`playbooks?id=in.(${R.playbook})&select=id,title,spec`)).body[0].spec.actions).toEqual([{ name: 'restart' }]);
    const created = await ok('playbooks', { body: { name: 'tmp', spec: { actions: [] }, source: 'UI' }, prefer: REP }, 'POST');
    expect((await ok(`playbooks?id=eq.${created.body[0].id}`, { body: { deleted_at: 'now()' }, prefer: REP }, 'PATCH')).body).toHaveLength(1);
  });

  it('playbook run details with parent/child runs and approvals', async () => {
    const res = await ok(
      `playbook_runs?or=(id.eq.${R.run},parent_id.eq.${R.run})&select=*,created_by(${PERSON}),playbooks(id,name,title,spec),component:components(id,name,icon),config:config_items(id,name,type,config_class),check:checks(id,name,icon),playbook_approvals(*, person_id(${PERSON}), team_id(*))&order=created_at`,
    );
    expect(ids(res.body)).toEqual([R.run, R.childRun]);
    expect(res.body[0]).toMatchObject({ config: { id: R.config, config_class: 'Pod' }, check: null, component: null, playbooks: { name: 'restart-pod' } });
    expect(res.body[0].playbook_approvals).toEqual([expect.objectContaining({ person_id: expect.objectContaining({ id: R.alice }), team_id: null })]);
    expect(res.body[1].check).toEqual({ id: R.check, name: 'api-health', icon: 'http' });
  });

  it('playbook run list with count and a nested and/or time filter', async () => {
    const res = await ok(
      `playbook_runs?config_id=eq.${R.config}&status=eq.completed&parent_id=is.null&limit=10&offset=0&order=created_at.desc&or=(and(start_time.gte.2026-08-20T00:00:00Z,start_time.lte.2026-08-21T00:00:00Z),and(created_at.gte.2026-08-20T00:00:00Z,created_at.lte.2026-08-21T00:00:00Z))&playbook_id=eq.${R.playbook}&select=*,created_by(id,name,avatar),playbooks(id,name,title,spec,icon),component:components(id,name,icon),check:checks(id,name,icon),config:config_items(id,name,type,config_class)`,
      { prefer: COUNT },
    );
    expect([res.status, res.headers['Content-Range'], ids(res.body)]).toEqual([200, '0-0/1', [R.run]]);
  });

  it('run actions with a reverse artifacts embed written with ::jsonb, and the RPC', async () => {
    const res = await ok(`playbook_run_actions?id=eq.${R.action}&select=*,artifacts:artifacts(*)::jsonb,playbook_run:playbook_runs(spec)`);
    expect(res.body[0]).toMatchObject({ id: R.action, artifacts: [expect.objectContaining({ id: R.runArtifact, filename: 'out.log' })], playbook_run: { spec: {} } });
    const rpc = await ok(`rpc/get_playbook_run_actions?run_id=${R.run}`);
    expect(ids(rpc.body).sort()).toEqual([R.action, R.childAction].sort());
    expect(rpc.body.find((a: { id: string }) => a.id === R.action).artifacts).toEqual([expect.objectContaining({ id: R.runArtifact })]);
    expect((await ok(`artifacts?job_history_id=eq.${R.job}`, { prefer: COUNT })).headers['Content-Range']).toBe('0-0/1');
  });
});

describe('4.4 notifications', () => {
  it('notifications_summary with embeds through the view lineage', async () => {
    const res = await ok(`notifications_summary?select=*,person:person_id(${PERSON}),team:team_id(id,name,icon),created_by(${PERSON})&order=created_at.desc&limit=50&offset=0`, { prefer: COUNT });
    expect(res.headers['Content-Range']).toBe('0-0/1');
    expect(res.body[0]).toMatchObject({ id: R.notification, person: { id: R.alice }, team: { id: R.team, name: 'SRE' }, created_by: { id: R.alice } });
    expect((await ok(`notifications?id=eq.${R.notification}&select=*,person:person_id(${PERSON}),team:team_id(id,name,icon),created_by(${PERSON})`)).body[0].events).toEqual(['check.failed']);
    const created = await ok('notifications', { body: { events: ['incident.created'], title: 'x' }, prefer: REP }, 'POST');
    expect((await ok(`notifications?id=eq.${created.body[0].id}`, { body: { title: 'y' }, prefer: REP }, 'PATCH')).body[0].title).toBe('y');
  });

  it('notification_silences list with FK-column embeds under aliases, edit and soft delete', async () => {
    const res = await ok(
      `notification_silences?select=*,checks:check_id(id,name,type,status),catalog:config_id(id,name,type,config_class),component:component_id(id,name,icon),createdBy:created_by(${PERSON})&order=created_at.desc&limit=50&offset=0&deleted_at=is.null`,
      { prefer: COUNT },
    );
    expect(res.headers['Content-Range']).toBe('0-0/1');
    expect(res.body[0]).toMatchObject({ checks: { id: R.check, type: 'http' }, catalog: { id: R.config, config_class: 'Pod' }, component: { id: R.component }, createdBy: { id: R.alice } });
    expect(ids((await ok(`notification_silences?select=*&order=created_at.desc&id=eq.${R.silence}`)).body)).toEqual([R.silence]);
    expect((await ok(`notification_silences?id=eq.${R.silence2}`, { body: { until: null }, prefer: REP }, 'PATCH')).body[0].until).toBeNull();
  });

  it('notification_send_history_summary with .filter parameters', async () => {
    const base = 'notification_send_history_summary?select=*&order=created_at.desc&limit=50&offset=0';
    const res = await ok(`${base}&resource_kind.filter=check&status.filter=sent,!failed&resource->>name.filter=*api*&resource_id=eq.${R.check}`, { prefer: COUNT });
    expect([res.headers['Content-Range'], ids(res.body)]).toEqual(['0-0/1', [R.sent]]);
    expect((await ok(`${base}&status.filter=!sent`, { prefer: COUNT })).headers['Content-Range']).toBe('*/0');
    expect(ids((await ok(`notification_send_history_summary?select=*&id=eq.${R.sent}`)).body)).toEqual([R.sent]);
  });
});

describe('4.5 access, people, agents, jobs, settings', () => {
  it('permissions CRUD and permissions_summary', async () => {
    const p = (await ok('permissions', { body: { action: 'read', object: 'canaries', subject: R.bob, subject_type: 'person' }, prefer: REP }, 'POST')).body[0];
    expect((await ok(`permissions?id=eq.${p.id}`, { body: { error: null }, prefer: REP }, 'PATCH')).body[0].error).toBeNull();
    expect((await ok(`permissions?id=eq.${p.id}`)).body).toHaveLength(1);
    expect((await ok(`permissions?id=eq.${p.id}`, { prefer: REP }, 'DELETE')).body).toHaveLength(1);
    const summary = await ok(`permissions_summary?subject=eq.${R.alice}&subject_type=eq.person&select=*,created_by(${PERSON})&deleted_at=is.null&limit=50&offset=0&action.filter=read`, { prefer: COUNT });
    expect([summary.headers['Content-Range'], summary.body[0].created_by.id]).toEqual(['0-0/1', R.alice]);
    expect(ids((await ok(`permissions_summary?select=*&subject=eq.${R.alice}&source=eq.UI&deleted_at=is.null&limit=5000`)).body).sort()).toEqual([R.permission, R.permission2].sort());
    expect(ids((await ok(`permissions_summary?select=*&subject=eq.${R.alice}&action=eq.mcp:run`)).body)).toEqual([R.permission2]);
    expect((await ok(`permissions_summary?select=*&action=eq.mcp:run&object=eq.mcp`)).body).toHaveLength(1);
  });

  it('connections, teams, team_members, properties', async () => {
    expect((await ok(`connections?id=eq.${R.connection}&select=id,name,type`)).body).toEqual([{ id: R.connection, name: 'slack', type: 'slack' }]);
    expect(ids((await ok(`teams?id=eq.${R.team}`)).body)).toEqual([R.team]);
    expect((await ok('teams?deleted_at=is.null&order=name.asc')).body.map((t: { name: string }) => t.name)).toEqual(['SRE']);
    const members = await ok(`team_members?team_id=eq.${R.team}&select=*,person_id(*)`);
    expect(members.body.map((m: { person_id: { name: string } }) => m.person_id.name).sort()).toEqual(['Alice Admin', 'Bob Builder']);
    expect((await ok(`team_members?person_id=in.(${R.alice},${R.bob})&select=person_id,team_id(id,name,icon)`)).body[0].team_id).toEqual({ id: R.team, name: 'SRE', icon: 'team.svg' });
    expect((await ok(`team_members?person_id=eq.${R.bob}`, { prefer: REP }, 'DELETE')).body).toHaveLength(1);
    expect((await ok('team_members', { body: { team_id: R.team, person_id: R.bob }, prefer: REP }, 'POST')).status).toBe(201);
    expect((await ok(`properties?select=*,created_by(${PERSON})&name=eq.incidents.disable&value=eq.false`)).body[0].created_by.id).toBe(R.alice);
    await ok('properties', { body: { name: 'x.y', value: '1' } }, 'POST');
    expect((await ok('properties?name=eq.x.y', { body: { value: '2' }, prefer: REP }, 'PATCH')).body[0].value).toBe('2');
    expect((await ok('properties?name=eq.x.y', { prefer: REP }, 'DELETE')).body).toHaveLength(1);
  });

  it('agents and agents_summary', async () => {
    expect((await ok(`agents?select=id,name,description&id=eq.${R.agent}`)).body).toEqual([{ id: R.agent, name: 'edge', description: 'edge agent' }]);
    expect((await ok(`agents?select=id,name,description&id=in.(${R.agent})`)).body).toHaveLength(1);
    expect((await ok('agents?select=id,name,description&deleted_at=is.null')).body.length).toBeGreaterThanOrEqual(2);
    expect((await ok(`agents?id=eq.${R.agent}`, { body: { properties: { region: 'eu' } }, prefer: REP }, 'PATCH')).body[0].properties).toEqual({ region: 'eu' });
    const summary = await ok(`agents_summary?select=*,created_by(${PERSON})&order=created_at.desc&limit=50&offset=0`, { prefer: COUNT });
    expect(summary.body.find((a: { id: string }) => a.id === R.agent).created_by).toMatchObject({ id: R.alice });
    expect(ids((await ok(`agents_summary?select=*&id=eq.${R.agent}`)).body)).toEqual([R.agent]);
  });

  it('job_histories with a leading &, .filter parameters and an artifacts reverse embed through the view', async () => {
    const res = await ok(
      `job_histories?&select=*,artifacts:artifacts(id,job_history_id,filename,path,deleted_at)&limit=50&offset=0&resource_type.filter=canary,check&name.filter=!CleanupChecks&status.filter=SUCCESS&order=created_at.desc&and=(created_at.gt.2026-08-20T00:00:00Z,created_at.lt.2026-08-21T00:00:00Z)&duration_millis=gte.100`,
      { prefer: COUNT },
    );
    expect([res.headers['Content-Range'], ids(res.body)]).toEqual(['0-0/1', [R.job]]);
    expect(res.body[0].artifacts).toEqual([{ id: R.jobArtifact, job_history_id: R.job, filename: 'run.log', path: '/j/run.log', deleted_at: null }]);
    expect((await ok('job_histories?created_at.filter=>now-4h&select=id', { prefer: COUNT })).headers['Content-Range']).toBe('0-0/1');
    expect(ids((await ok(`job_histories?select=*&id=eq.${R.job}&limit=1`)).body)).toEqual([R.job]);
    expect((await ok('job_history_names?order=name.asc')).body).toEqual([{ name: 'CleanupChecks' }, { name: 'SyncCanaries' }]);
  });

  it('people, people_roles (cs on roles) and identities', async () => {
    expect(ids((await ok(`people?id=eq.${R.alice}`)).body)).toEqual([R.alice]);
    expect((await ok('people?select=*&deleted_at=is.null&email=not.is.null&order=name.asc')).body.map((p: { name: string }) => p.name)).toEqual(['Alice Admin', 'Bob Builder']);
    expect(ids((await ok('people?email=eq.bob@example.com')).body)).toEqual([R.bob]);
    expect((await ok(`people?id=in.(${R.alice},${R.bob})&select=id,last_login`)).body).toHaveLength(2);
    expect((await ok('people', { body: { name: 'Carol', email: 'carol@example.com', avatar: null }, prefer: REP }, 'POST')).status).toBe(201);
    expect((await ok(`people_roles?id=in.(${R.alice},${R.bob})&order=name`)).body).toEqual([
      { id: R.alice, name: 'Alice Admin', email: 'alice@example.com', roles: ['admin'] },
      { id: R.bob, name: 'Bob Builder', email: 'bob@example.com', roles: ['editor'] },
    ]);
    expect(ids((await ok('people_roles?order=name.asc&roles=cs.{admin}')).body)).toEqual([R.alice]);
    expect((await ok('identities')).body).toEqual([expect.objectContaining({ id: R.alice, traits: { email: 'alice@example.com', name: { first: 'Alice', last: 'Admin' } } })]);
  });

  it('settings lists: *_with_status views, incident_rules, logging_backends, config_scrapers', async () => {
    const integrations = await ok('integrations_with_status?order=created_at.desc&select=*&deleted_at=is.null&limit=50&offset=0', { prefer: COUNT });
    expect(integrations.body.length).toBeGreaterThan(0);
    expect((await ok(`canaries_with_status?select=*,created_by(${PERSON})&order=created_at.desc&deleted_at=is.null&limit=100`)).body[0]).toMatchObject({ id: R.canary, created_by: { id: R.alice }, job_status: 'SUCCESS' });
    expect((await ok(`topologies_with_status?select=*,created_by(${PERSON}),agent:agent_id(id,name,description)&order=name.asc&deleted_at=is.null&limit=100`)).body[0]).toMatchObject({
      id: R.topology,
      agent: { id: '00000000-0000-0000-0000-000000000000', name: 'local' },
    });
    expect((await ok(`config_scrapers_with_status?select=*,created_by(${PERSON})&order=name.asc&deleted_at=is.null&limit=100`)).body.length).toBeGreaterThan(0);
    expect((await ok(`teams_with_status?select=*,created_by(${PERSON})&order=name.asc&deleted_at=is.null&limit=100`)).body[0].created_by.id).toBe(R.alice);
    expect((await ok(`incident_rules?select=*,created_by(${PERSON})&order=name.asc&deleted_at=is.null&limit=100`)).body[0].created_by.id).toBe(R.alice);
    expect((await ok(`logging_backends?order=created_at.desc&select=id,spec,name,source,created_at,updated_at,created_by(${PERSON})&deleted_at=is.null`)).body[0]).toMatchObject({ name: 'loki', created_by: { id: R.alice } });
    const scraper = await ok('config_scrapers', { body: { name: 'tmp', spec: {}, source: 'UI' }, prefer: REP }, 'POST');
    expect((await ok(`config_scrapers?id=eq.${scraper.body[0].id}`, { body: { deleted_at: 'now()' }, prefer: REP }, 'PATCH')).body).toHaveLength(1);
    expect((await ok(`config_scrapers?id=eq.${scraper.body[0].id}`)).body).toHaveLength(1);
    const bad = await call(engine, 'GET', `config_scrapers?select=config_items(id,name,external_type,config_type)&id=eq.${scraper.body[0].id}`);
    expect([bad.status, bad.body.code]).toEqual([400, '42703']);
  });
});

describe('4.6 catalog', () => {
  it('configs: plain, counted with filters, selects, tag and or filters, costs', async () => {
    expect(ids((await ok('configs?order=name')).body)).toEqual([R.node, R.deletedConfig, R.config]);
    const page = await ok('configs?deleted_at=is.null&type=eq.Kubernetes::Pod&tags->>namespace=eq.prod&limit=50&offset=0&order=name', { prefer: COUNT });
    expect([page.headers['Content-Range'], ids(page.body)]).toEqual(['0-0/1', [R.config]]);
    expect((await ok('configs?select=id,name,config_class,type&limit=1&order=name')).body).toEqual([{ id: R.node, name: 'node-1', config_class: 'Node', type: 'Kubernetes::Node' }]);
    expect((await ok(`configs?id=in.(${R.config},${R.node})&select=id,name,config_class,type`)).body).toHaveLength(2);
    expect((await ok(`configs?id=eq.${R.config}&select=id,name,tags`)).body[0].tags).toEqual({ namespace: 'prod', cluster: 'a' });
    const searched = await ok('configs?select=id,external_id,name,type,analysis,changes&type=ilike.kubernetes::pod&or=(name.ilike.*web*,external_id.cs.{pod/web-1})');
    expect(searched.body).toEqual([expect.objectContaining({ id: R.config, external_id: ['pod/web-1'] })]);
    expect(Object.keys((await ok(`configs?id=eq.${R.config}&select=cost_per_minute,cost_total_1d,cost_total_30d`)).body[0])).toEqual(['cost_per_minute', 'cost_total_1d', 'cost_total_30d']);
  });

  it('config_items, config_detail, config_names and the distinct-value views', async () => {
    expect((await ok('config_items?select=id,name,type,config_class&type=in.(Kubernetes::Node)')).body).toEqual([{ id: R.node, name: 'node-1', type: 'Kubernetes::Node', config_class: 'Node' }]);
    expect((await ok(`config_detail?id=eq.${R.config}&select=*`)).body[0]).toMatchObject({ id: R.config, config: { kind: 'Pod' } });
    expect((await ok(`config_names?id=eq.${R.config}`)).body).toEqual([{ id: R.config, type: 'Kubernetes::Pod', external_id: ['pod/web-1'], name: 'web-1' }]);
    expect((await ok('config_tags')).body).toEqual(expect.arrayContaining([{ key: 'namespace', value: 'prod' }]));
    expect((await ok('config_labels')).body).toEqual(expect.arrayContaining([{ key: 'app', value: 'web' }]));
    expect((await ok('config_types')).body.map((t: { type: string }) => t.type)).toEqual(expect.arrayContaining(['Kubernetes::Pod', 'Kubernetes::Node']));
    expect((await ok('config_statuses')).body.map((t: { status: string }) => t.status)).toEqual(expect.arrayContaining(['Running', 'Ready']));
    expect((await ok('config_analysis_analyzers?order=analyzer.asc')).body).toEqual([{ analyzer: 'privileged' }]);
    expect((await ok('change_types?change_type=not.eq.')).body).toEqual([{ change_type: 'diff' }]);
  });

  it('config_changes: lists, count, and detail with the configs view and ::jsonb artifacts', async () => {
    expect((await ok(`config_changes?id=in.(${R.change},${R.change2})&select=id,config_id`)).body).toHaveLength(2);
    const page = await ok(`config_changes?config_id=eq.${R.config}&order=created_at.desc&limit=1&offset=0`, { prefer: COUNT });
    expect([page.status, page.headers['Content-Range'], ids(page.body)]).toEqual([206, '0-0/2', [R.change]]);
    const detail = await ok(`config_changes?id=eq.${R.change}&select=id,config_id,change_type,created_at,external_created_by,source,diff,details,patches,created_by,config:configs(id,name,type,config_class),artifacts:artifacts(*)::jsonb`);
    expect(detail.body[0]).toMatchObject({ config: { id: R.config, name: 'web-1' }, artifacts: [expect.objectContaining({ id: R.changeArtifact })] });
  });

  it('config_analysis and config_analysis_items', async () => {
    const analysis = await ok(`config_analysis?select=id,source,analyzer,analysis_type,summary,message,severity,status,analysis,properties,first_observed,last_observed,config:configs(id,name,config_class,type)&id=eq.${R.analysis}`, { prefer: COUNT });
    expect(analysis.body[0].config).toEqual({ id: R.config, name: 'web-1', config_class: 'Pod', type: 'Kubernetes::Pod' });
    expect((await ok(`config_analysis?select=id,message,analyzer,config:configs(id,name,config_class,type)&config_id=eq.${R.config}&id=eq.${R.analysis}`)).body).toHaveLength(1);
    const items = await ok('config_analysis_items?select=id,analysis_type,analyzer,summary,severity,status,source,first_observed,last_observed,config_name,config:configs(id,name,config_class,type)&limit=50&offset=0&severity=eq.high&order=last_observed.desc', { prefer: COUNT });
    expect([items.headers['Content-Range'], items.body[0].config.id, items.body[0].config_name]).toEqual(['0-0/1', R.config, 'web-1']);
    expect((await ok('config_analysis_items?select=status&status=not.is.null&order=status.asc')).body).toEqual([{ status: 'open' }]);
    expect((await ok('config_analysis_items?select=source&source=not.is.null&order=source.asc')).body).toEqual([]);
    const none = await ok('config_analysis_items?select=config:configs(id,name,config_class,type)&config_id=not.is.null', { prefer: 'count=none' });
    expect([none.headers['Content-Range'], none.body]).toEqual(['0-0/*', [{ config: { id: R.config, name: 'web-1', config_class: 'Pod', type: 'Kubernetes::Pod' } }]]);
  });

  it('analysis_by_component (view -> configs view -> reverse config_analysis) and changes_by_component', async () => {
    const analysis = await ok(`analysis_by_component?component_id=eq.${R.component}&limit=10&offset=0&select=analysis_id,config:configs(id,name,config_class,type,analysis:config_analysis(id,analyzer,analysis_type,message,severity,analysis,first_observed))`);
    expect(analysis.body).toEqual([
      { analysis_id: R.analysis, config: { id: R.config, name: 'web-1', config_class: 'Pod', type: 'Kubernetes::Pod', analysis: [expect.objectContaining({ id: R.analysis, analyzer: 'privileged' })] } },
    ]);
    const changes = await ok(`changes_by_component?component_id=eq.${R.component}&select=id,type,config_id,name,change_type,config_class,created_at:configs(id, name, type, config_class)`);
    expect(changes.body).toEqual(expect.arrayContaining([{ id: R.change, type: 'Kubernetes::Pod', config_id: R.config, name: 'web-1', change_type: 'diff', config_class: 'Pod', created_at: { id: R.config, name: 'web-1', type: 'Kubernetes::Pod', config_class: 'Pod' } }]));
  });

  it('config_relationships and config_component_relationships with FK hints and embed order', async () => {
    const rels = await ok(`config_relationships?or=(related_id.eq.${R.config},config_id.eq.${R.config})&configs.order=name&select=*,configs:configs!config_relationships_config_id_fkey(id, type, name, config_class, deleted_at),related:configs!config_relationships_related_id_fkey(id, type, name, config_class, deleted_at)&deleted_at=is.null`);
    expect(rels.body).toEqual([expect.objectContaining({ config_id: R.config, configs: expect.objectContaining({ id: R.config }), related: expect.objectContaining({ id: R.node, name: 'node-1' }) })]);
    const byComponent = await ok(`config_component_relationships?component_id=eq.${R.component}&configs.order=name&select=*,configs!config_component_relationships_config_id_fkey(id, type, name, config_class, deleted_at)&deleted_at=is.null`);
    expect(byComponent.body[0].configs).toEqual({ id: R.config, type: 'Kubernetes::Pod', name: 'web-1', config_class: 'Pod', deleted_at: null });
    expect((await ok(`config_component_relationships?config_id=eq.${R.config}&select=components!config_component_relationships_component_id_fkey(id, icon, name)`)).body).toEqual([{ components: { id: R.component, icon: 'web.svg', name: 'web' } }]);
    await ok('config_component_relationships', { body: { component_id: R.childComponent, config_id: R.node, selector_id: 'manual' } }, 'POST');
    expect((await ok(`config_component_relationships?component_id=eq.${R.childComponent}&config_id=eq.${R.node}&selector_id=eq.manual`, { prefer: REP }, 'DELETE')).body).toHaveLength(1);
  });

  it('related_configs_recursive with bare arguments and extra filters; lookup_analysis_by_component', async () => {
    const related = await ok(`rpc/related_configs_recursive?config_id=${R.config}&include_deleted_configs=false&max_depth=10&type_filter=all&incoming_relation=both&outgoing_relation=both&type=in.(Kubernetes::Node,Kubernetes::Pod)&health=not.in.(warning)`);
    expect(ids(related.body)).toContain(R.node);
    const filtered = await ok(`rpc/related_configs_recursive?config_id=${R.config}&max_depth=10&type_filter=all&type=in.(Kubernetes::Deployment)`);
    expect(filtered.body).toEqual([]);
    expect(ids((await ok(`rpc/lookup_analysis_by_component?id=${R.component}`)).body)).toEqual([R.analysis]);
  });

  it('event_queue_summary', async () => {
    expect((await ok('event_queue_summary?order=last_failure.desc')).body).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'notification.send', failed: 1 })]));
  });
});
