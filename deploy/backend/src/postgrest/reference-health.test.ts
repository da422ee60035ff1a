/**
 * Health checks, topology and incidents (4.1, 4.2): every query shape listed under "UI usage" in reference section 4, run against the real
 * migrated schema with a small fixture data set (testing/reference-data.ts).
 */
import { REF as R } from './testing/reference-data';
import { COUNT, createReferenceFixture, ids, PERSON, REP, type ReferenceFixture } from './testing/reference-fixture';

let f: ReferenceFixture;
beforeAll(async () => {
  f = await createReferenceFixture();
});
afterAll(async () => f?.db.close());
const ok: ReferenceFixture['ok'] = (...args) => f.ok(...args);
const call: ReferenceFixture['call'] = (...args) => f.call(...args);

describe('4.1 health checks and topology', () => {
  it('check_statuses page for one check with count', async () => {
    const res = await ok(
      `check_statuses?check_id=eq.${R.check}&time=gt.2026-08-20T00:00:00Z&order=time.desc&status=eq.true&duration=gte.100&limit=1&offset=0`,
      { prefer: COUNT },
    );
    expect([res.status, res.headers['Content-Range']]).toEqual([206, '0-0/2']);
    expect(res.body).toEqual([
      expect.objectContaining({ check_id: R.check, time: '2026-08-20T09:00:00+00:00', status: true, duration: 120 }),
    ]);
  });

  it('check details with hinted to-one embeds and two junction embeds (table and configs view)', async () => {
    const res = await ok(
      `checks?id=eq.${R.check}&select=*,canaries!checks_canary_id_fkey(id,name,source),agents!checks_agent_id_fkey(id, name),components:check_component_relationships(components(id,name,icon)),configs:check_config_relationships(configs(id,name,type))`,
    );
    expect(res.body[0]).toMatchObject({
      id: R.check,
      name: 'api-health',
      canaries: { id: R.canary, name: 'http-checks', source: 'UI' },
      agents: { id: '00000000-0000-0000-0000-000000000000', name: 'local' },
      components: [{ components: { id: R.component, name: 'web', icon: 'web.svg' } }],
      configs: [{ configs: { id: R.config, name: 'web-1', type: 'Kubernetes::Pod' } }],
    });
    expect((await ok(`checks?id=eq.${R.check}&select=id,name,icon,status,type`)).body).toEqual([
      { id: R.check, name: 'api-health', icon: 'http', status: 'healthy', type: 'http' },
    ]);
  });

  it('canaries: select, the icon column that does not exist, settings CRUD with soft delete', async () => {
    expect((await ok(`canaries?id=eq.${R.canary}&select=id,source,spec,name,namespace`)).body[0].spec).toEqual({
      schedule: '@every 1m',
      http: [{ name: 'api' }],
    });
    const icon = await call('GET', `canaries?id=eq.${R.canary}&select=id,name,icon`);
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
    expect((await ok(`checks_by_component?component_id=eq.${R.component}`)).body).toEqual([
      expect.objectContaining({ component_id: R.component, id: R.check, name: 'api-health' }),
    ]);
    expect((await ok(`check_summary_for_config?config_id=eq.${R.config}`)).body).toEqual([
      expect.objectContaining({ config_id: R.config, id: R.check, canary_name: 'http-checks' }),
    ]);
  });

  it('components: topology embed, full row, PATCH hidden', async () => {
    expect((await ok(`components?id=eq.${R.component}&select=id,topologies(id,name)`)).body).toEqual([
      { id: R.component, topologies: { id: R.topology, name: 'platform' } },
    ]);
    expect((await ok(`components?id=eq.${R.component}`)).body[0]).toMatchObject({
      name: 'web',
      labels: { app: 'web', tier: 'front' },
      hidden: false,
    });
    const patched = await ok(`components?id=eq.${R.childComponent}`, { body: { hidden: true }, prefer: REP }, 'PATCH');
    expect(patched.body[0].hidden).toBe(true);
    await ok(`components?id=eq.${R.childComponent}`, { body: { hidden: false } }, 'PATCH');
  });

  it('component_names, components_with_logs, component_labels, team_components', async () => {
    expect((await ok('component_names?order=name.asc&type=in.(Service,Pod)')).body.map((c: { name: string }) => c.name)).toEqual([
      'web',
      'web-1',
    ]);
    expect((await ok(`component_names?id=eq.${R.component}`)).body).toHaveLength(1);
    expect(ids((await ok('components_with_logs?order=name.asc')).body)).toEqual([R.component]);
    expect((await ok('component_labels')).body).toEqual(expect.arrayContaining([{ key: 'app', value: 'web' }]));
    const team = await ok(`team_components?component_id=eq.${R.component}&select=*,team:teams(*, created_by(${PERSON}))`);
    expect(team.body[0].team).toMatchObject({
      id: R.team,
      name: 'SRE',
      created_by: { id: R.alice, name: 'Alice Admin', avatar: 'alice.png', email: 'alice@example.com' },
    });
  });

  it('topologies: reverse embed of components, CRUD', async () => {
    const res = await ok(`topologies?select=id,components(id,name,type,icon)&id=eq.${R.topology}`);
    expect(ids(res.body[0].components).sort()).toEqual([R.component, R.childComponent].sort());
    const created = await ok('topologies', { body: { name: 'tmp', namespace: 'default', spec: {} }, prefer: REP }, 'POST');
    expect(created.body[0].source).toBe('UI');
    expect(
      (await ok(`topologies?id=eq.${created.body[0].id}`, { body: { deleted_at: 'now()' }, prefer: REP }, 'PATCH')).body,
    ).toHaveLength(1);
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
    expect(incident.hypotheses[0].evidences[0]).toMatchObject({
      id: R.evidence,
      created_by: { id: R.alice },
      evidence: { usage: 100 },
    });
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
    const hit = await ok(
      `incidents?status=eq.open&select=${select}&order=created_at.desc&hypotheses.evidences.component_id=eq.${R.component}`,
    );
    expect(ids(hit.body)).toEqual([R.incident]);
    expect(hit.body[0].responders.find((r: { id: string }) => r.id === R.responder).team).toMatchObject({
      name: 'SRE',
      spec: { components: [] },
    });
    const miss = await ok(`incidents?select=${select}&hypotheses.evidences.component_id=eq.${R.childComponent}`);
    expect(miss.body).toEqual([]);
  });

  it('incident create/update', async () => {
    const created = await ok(
      'incidents?select=*',
      {
        body: { title: 'New', created_by: R.alice, severity: 'Low', description: 'd', type: 'other', status: 'open' },
        prefer: REP,
      },
      'POST',
    );
    expect(created.body[0].incident_id).toMatch(/^INC\d+$/);
    const patched = await ok(
      `incidents?id=eq.${created.body[0].id}`,
      { body: { status: 'closed', closed: 'now()' }, prefer: REP },
      'PATCH',
    );
    expect(patched.body[0].status).toBe('closed');
  });

  it('incident_summary, incidents_by_component, incidents_by_config', async () => {
    expect(ids((await ok('incident_summary?title=ilike.*down*&order=created_at.desc&status=eq.open')).body)).toEqual([
      R.incident,
    ]);
    expect(
      ids(
        (
          await ok(
            `incidents_by_component?order=created_at.desc&component_id=eq.${R.component}&type=eq.availability&status=eq.open`,
          )
        ).body,
      ),
    ).toEqual([R.incident]);
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
    const wrongHint = await call(
      'GET',
      `hypotheses?id=eq.${R.hypothesis}&select=id,comments!comments_incident_id_fkey(id,created_by(id,name,avatar)),evidences(id,*,created_by(id,name,avatar))`,
    );
    expect([wrongHint.status, wrongHint.body.code]).toEqual([400, 'PGRST200']);
    const h = (
      await ok(
        'hypotheses',
        {
          body: {
            created_by: R.alice,
            incident_id: R.incident,
            parent_id: R.hypothesis,
            type: 'factor',
            title: 'tmp',
            status: 'possible',
          },
          prefer: REP,
        },
        'POST',
      )
    ).body[0];
    const e = (
      await ok(
        'evidences',
        { body: { description: 'x', hypothesis_id: h.id, created_by: R.alice, type: 'log' }, prefer: REP },
        'POST',
      )
    ).body[0];
    expect((await ok(`evidences?id=eq.${e.id}`)).body).toHaveLength(1);
    expect((await ok(`evidences?id=eq.${e.id}`, { body: { done: true }, prefer: REP }, 'PATCH')).body[0].done).toBe(true);
    await ok('comments', { body: { created_by: R.bob, comment: 'c', incident_id: R.incident, hypothesis_id: h.id } }, 'POST');
    expect(
      (await ok(`comments?select=*,created_by(id,name,avatar)&hypothesis_id=eq.${h.id}&order=created_at.asc`)).body[0].created_by,
    ).toEqual({ id: R.bob, name: 'Bob Builder', avatar: null });
    expect((await ok(`comments?hypothesis_id=eq.${h.id}`, { prefer: REP }, 'DELETE')).body).toHaveLength(1);
    expect((await ok(`evidences?hypothesis_id=eq.${h.id}`, { prefer: REP }, 'DELETE')).body).toHaveLength(1);
    expect((await ok(`hypotheses?id=in.(${h.id})`, { prefer: REP }, 'DELETE')).body).toHaveLength(1);
    const responders = await ok(
      `responders?incident_id=eq.${R.incident}&select=*,team:team_id(id,name,icon,spec),person:person_id(id,name,avatar)&deleted_at=is.null`,
    );
    expect(responders.body).toEqual([
      expect.objectContaining({ id: R.responder, person: null, team: expect.objectContaining({ name: 'SRE' }) }),
    ]);
    const r = (
      await ok(
        'responders?select=*',
        { body: { incident_id: R.incident, type: 'person', person_id: R.bob, created_by: R.alice }, prefer: REP },
        'POST',
      )
    ).body[0];
    expect(
      (await ok(`responders?id=eq.${r.id}`, { body: { deleted_at: 'now()' }, prefer: REP }, 'PATCH')).body[0].deleted_at,
    ).not.toBeNull();
  });
});
