/**
 * Playbooks, notifications, access and settings (4.3 to 4.5): every query shape listed under "UI usage" in reference section 4, run against the real
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

describe('4.3 playbooks', () => {
  it('playbook_names and playbook lists', async () => {
    expect((await ok('playbook_names?select=id,name,namespace,title,icon,category,description&order=title.asc')).body).toEqual([
      {
        id: R.playbook,
        name: 'restart-pod',
        namespace: 'default',
        title: 'Restart pod',
        icon: 'k8s',
        category: 'kubernetes',
        description: 'Restarts a pod',
      },
    ]);
    expect(
      (await ok(`playbooks?select=*,created_by(${PERSON})&deleted_at=is.null&order=created_at.desc`)).body[0].created_by,
    ).toMatchObject({ id: R.alice });
    expect(
      (await ok('playbooks?select=id,name,namespace,title,icon,category,description,source&deleted_at=is.null&order=title.asc'))
        .body[0].source,
    ).toBe('UI');
    expect((await ok(`playbooks?id=in.(${R.playbook})&select=id,title,spec`)).body[0].spec.actions).toEqual([
      { name: 'restart' },
    ]);
    const created = await ok('playbooks', { body: { name: 'tmp', spec: { actions: [] }, source: 'UI' }, prefer: REP }, 'POST');
    expect(
      (await ok(`playbooks?id=eq.${created.body[0].id}`, { body: { deleted_at: 'now()' }, prefer: REP }, 'PATCH')).body,
    ).toHaveLength(1);
  });

  it('playbook run details with parent/child runs and approvals', async () => {
    const res = await ok(
      `playbook_runs?or=(id.eq.${R.run},parent_id.eq.${R.run})&select=*,created_by(${PERSON}),playbooks(id,name,title,spec),component:components(id,name,icon),config:config_items(id,name,type,config_class),check:checks(id,name,icon),playbook_approvals(*, person_id(${PERSON}), team_id(*))&order=created_at`,
    );
    expect(ids(res.body)).toEqual([R.run, R.childRun]);
    expect(res.body[0]).toMatchObject({
      config: { id: R.config, config_class: 'Pod' },
      check: null,
      component: null,
      playbooks: { name: 'restart-pod' },
    });
    expect(res.body[0].playbook_approvals).toEqual([
      expect.objectContaining({ person_id: expect.objectContaining({ id: R.alice }), team_id: null }),
    ]);
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
    const res = await ok(
      `playbook_run_actions?id=eq.${R.action}&select=*,artifacts:artifacts(*)::jsonb,playbook_run:playbook_runs(spec)`,
    );
    expect(res.body[0]).toMatchObject({
      id: R.action,
      artifacts: [expect.objectContaining({ id: R.runArtifact, filename: 'out.log' })],
      playbook_run: { spec: {} },
    });
    const rpc = await ok(`rpc/get_playbook_run_actions?run_id=${R.run}`);
    expect(ids(rpc.body).sort()).toEqual([R.action, R.childAction].sort());
    expect(rpc.body.find((a: { id: string }) => a.id === R.action).artifacts).toEqual([
      expect.objectContaining({ id: R.runArtifact }),
    ]);
    expect((await ok(`artifacts?job_history_id=eq.${R.job}`, { prefer: COUNT })).headers['Content-Range']).toBe('0-0/1');
  });
});

describe('4.4 notifications', () => {
  it('notifications_summary with embeds through the view lineage', async () => {
    const res = await ok(
      `notifications_summary?select=*,person:person_id(${PERSON}),team:team_id(id,name,icon),created_by(${PERSON})&order=created_at.desc&limit=50&offset=0`,
      { prefer: COUNT },
    );
    expect(res.headers['Content-Range']).toBe('0-0/1');
    expect(res.body[0]).toMatchObject({
      id: R.notification,
      person: { id: R.alice },
      team: { id: R.team, name: 'SRE' },
      created_by: { id: R.alice },
    });
    expect(
      (
        await ok(
          `notifications?id=eq.${R.notification}&select=*,person:person_id(${PERSON}),team:team_id(id,name,icon),created_by(${PERSON})`,
        )
      ).body[0].events,
    ).toEqual(['check.failed']);
    const created = await ok('notifications', { body: { events: ['incident.created'], title: 'x' }, prefer: REP }, 'POST');
    expect(
      (await ok(`notifications?id=eq.${created.body[0].id}`, { body: { title: 'y' }, prefer: REP }, 'PATCH')).body[0].title,
    ).toBe('y');
  });

  it('notification_silences list with FK-column embeds under aliases, edit and soft delete', async () => {
    const res = await ok(
      `notification_silences?select=*,checks:check_id(id,name,type,status),catalog:config_id(id,name,type,config_class),component:component_id(id,name,icon),createdBy:created_by(${PERSON})&order=created_at.desc&limit=50&offset=0&deleted_at=is.null`,
      { prefer: COUNT },
    );
    expect(res.headers['Content-Range']).toBe('0-0/1');
    expect(res.body[0]).toMatchObject({
      checks: { id: R.check, type: 'http' },
      catalog: { id: R.config, config_class: 'Pod' },
      component: { id: R.component },
      createdBy: { id: R.alice },
    });
    expect(ids((await ok(`notification_silences?select=*&order=created_at.desc&id=eq.${R.silence}`)).body)).toEqual([R.silence]);
    expect(
      (await ok(`notification_silences?id=eq.${R.silence2}`, { body: { until: null }, prefer: REP }, 'PATCH')).body[0].until,
    ).toBeNull();
  });

  it('notification_send_history_summary with .filter parameters', async () => {
    const base = 'notification_send_history_summary?select=*&order=created_at.desc&limit=50&offset=0';
    const res = await ok(
      `${base}&resource_kind.filter=check&status.filter=sent,!failed&resource->>name.filter=*api*&resource_id=eq.${R.check}`,
      { prefer: COUNT },
    );
    expect([res.headers['Content-Range'], ids(res.body)]).toEqual(['0-0/1', [R.sent]]);
    expect((await ok(`${base}&status.filter=!sent`, { prefer: COUNT })).headers['Content-Range']).toBe('*/0');
    expect(ids((await ok(`notification_send_history_summary?select=*&id=eq.${R.sent}`)).body)).toEqual([R.sent]);
  });
});

describe('4.5 access, people, agents, jobs, settings', () => {
  it('permissions CRUD and permissions_summary', async () => {
    const p = (
      await ok(
        'permissions',
        { body: { action: 'read', object: 'canaries', subject: R.bob, subject_type: 'person' }, prefer: REP },
        'POST',
      )
    ).body[0];
    expect((await ok(`permissions?id=eq.${p.id}`, { body: { error: null }, prefer: REP }, 'PATCH')).body[0].error).toBeNull();
    expect((await ok(`permissions?id=eq.${p.id}`)).body).toHaveLength(1);
    expect((await ok(`permissions?id=eq.${p.id}`, { prefer: REP }, 'DELETE')).body).toHaveLength(1);
    const summary = await ok(
      `permissions_summary?subject=eq.${R.alice}&subject_type=eq.person&select=*,created_by(${PERSON})&deleted_at=is.null&limit=50&offset=0&action.filter=read`,
      { prefer: COUNT },
    );
    expect([summary.headers['Content-Range'], summary.body[0].created_by.id]).toEqual(['0-0/1', R.alice]);
    expect(
      ids(
        (await ok(`permissions_summary?select=*&subject=eq.${R.alice}&source=eq.UI&deleted_at=is.null&limit=5000`)).body,
      ).sort(),
    ).toEqual([R.permission, R.permission2].sort());
    expect(ids((await ok(`permissions_summary?select=*&subject=eq.${R.alice}&action=eq.mcp:run`)).body)).toEqual([R.permission2]);
    expect((await ok(`permissions_summary?select=*&action=eq.mcp:run&object=eq.mcp`)).body).toHaveLength(1);
  });

  it('connections, teams, team_members, properties', async () => {
    expect((await ok(`connections?id=eq.${R.connection}&select=id,name,type`)).body).toEqual([
      { id: R.connection, name: 'slack', type: 'slack' },
    ]);
    expect(ids((await ok(`teams?id=eq.${R.team}`)).body)).toEqual([R.team]);
    expect((await ok('teams?deleted_at=is.null&order=name.asc')).body.map((t: { name: string }) => t.name)).toEqual(['SRE']);
    const members = await ok(`team_members?team_id=eq.${R.team}&select=*,person_id(*)`);
    expect(members.body.map((m: { person_id: { name: string } }) => m.person_id.name).sort()).toEqual([
      'Alice Admin',
      'Bob Builder',
    ]);
    expect(
      (await ok(`team_members?person_id=in.(${R.alice},${R.bob})&select=person_id,team_id(id,name,icon)`)).body[0].team_id,
    ).toEqual({ id: R.team, name: 'SRE', icon: 'team.svg' });
    expect((await ok(`team_members?person_id=eq.${R.bob}`, { prefer: REP }, 'DELETE')).body).toHaveLength(1);
    expect((await ok('team_members', { body: { team_id: R.team, person_id: R.bob }, prefer: REP }, 'POST')).status).toBe(201);
    expect(
      (await ok(`properties?select=*,created_by(${PERSON})&name=eq.incidents.disable&value=eq.false`)).body[0].created_by.id,
    ).toBe(R.alice);
    await ok('properties', { body: { name: 'x.y', value: '1' } }, 'POST');
    expect((await ok('properties?name=eq.x.y', { body: { value: '2' }, prefer: REP }, 'PATCH')).body[0].value).toBe('2');
    expect((await ok('properties?name=eq.x.y', { prefer: REP }, 'DELETE')).body).toHaveLength(1);
  });

  it('agents and agents_summary', async () => {
    expect((await ok(`agents?select=id,name,description&id=eq.${R.agent}`)).body).toEqual([
      { id: R.agent, name: 'edge', description: 'edge agent' },
    ]);
    expect((await ok(`agents?select=id,name,description&id=in.(${R.agent})`)).body).toHaveLength(1);
    expect((await ok('agents?select=id,name,description&deleted_at=is.null')).body.length).toBeGreaterThanOrEqual(2);
    expect(
      (await ok(`agents?id=eq.${R.agent}`, { body: { properties: { region: 'eu' } }, prefer: REP }, 'PATCH')).body[0].properties,
    ).toEqual({ region: 'eu' });
    const summary = await ok(`agents_summary?select=*,created_by(${PERSON})&order=created_at.desc&limit=50&offset=0`, {
      prefer: COUNT,
    });
    expect(summary.body.find((a: { id: string }) => a.id === R.agent).created_by).toMatchObject({ id: R.alice });
    expect(ids((await ok(`agents_summary?select=*&id=eq.${R.agent}`)).body)).toEqual([R.agent]);
  });

  it('job_histories with a leading &, .filter parameters and an artifacts reverse embed through the view', async () => {
    const res = await ok(
      `job_histories?&select=*,artifacts:artifacts(id,job_history_id,filename,path,deleted_at)&limit=50&offset=0&resource_type.filter=canary,check&name.filter=!CleanupChecks&status.filter=SUCCESS&order=created_at.desc&and=(created_at.gt.2026-08-20T00:00:00Z,created_at.lt.2026-08-21T00:00:00Z)&duration_millis=gte.100`,
      { prefer: COUNT },
    );
    expect([res.headers['Content-Range'], ids(res.body)]).toEqual(['0-0/1', [R.job]]);
    expect(res.body[0].artifacts).toEqual([
      { id: R.jobArtifact, job_history_id: R.job, filename: 'run.log', path: '/j/run.log', deleted_at: null },
    ]);
    expect((await ok('job_histories?created_at.filter=>now-4h&select=id', { prefer: COUNT })).headers['Content-Range']).toBe(
      '0-0/1',
    );
    expect(ids((await ok(`job_histories?select=*&id=eq.${R.job}&limit=1`)).body)).toEqual([R.job]);
    expect((await ok('job_history_names?order=name.asc')).body).toEqual([{ name: 'CleanupChecks' }, { name: 'SyncCanaries' }]);
  });

  it('people, people_roles (cs on roles) and identities', async () => {
    expect(ids((await ok(`people?id=eq.${R.alice}`)).body)).toEqual([R.alice]);
    expect(
      (await ok('people?select=*&deleted_at=is.null&email=not.is.null&order=name.asc')).body.map((p: { name: string }) => p.name),
    ).toEqual(['Alice Admin', 'Bob Builder']);
    expect(ids((await ok('people?email=eq.bob@example.com')).body)).toEqual([R.bob]);
    expect((await ok(`people?id=in.(${R.alice},${R.bob})&select=id,last_login`)).body).toHaveLength(2);
    expect(
      (await ok('people', { body: { name: 'Carol', email: 'carol@example.com', avatar: null }, prefer: REP }, 'POST')).status,
    ).toBe(201);
    expect((await ok(`people_roles?id=in.(${R.alice},${R.bob})&order=name`)).body).toEqual([
      { id: R.alice, name: 'Alice Admin', email: 'alice@example.com', roles: ['admin'] },
      { id: R.bob, name: 'Bob Builder', email: 'bob@example.com', roles: ['editor'] },
    ]);
    expect(ids((await ok('people_roles?order=name.asc&roles=cs.{admin}')).body)).toEqual([R.alice]);
    expect((await ok('identities')).body).toEqual([
      expect.objectContaining({ id: R.alice, traits: { email: 'alice@example.com', name: { first: 'Alice', last: 'Admin' } } }),
    ]);
  });

  it('settings lists: *_with_status views, incident_rules, logging_backends, config_scrapers', async () => {
    const integrations = await ok(
      'integrations_with_status?order=created_at.desc&select=*&deleted_at=is.null&limit=50&offset=0',
      { prefer: COUNT },
    );
    expect(integrations.body.length).toBeGreaterThan(0);
    expect(
      (await ok(`canaries_with_status?select=*,created_by(${PERSON})&order=created_at.desc&deleted_at=is.null&limit=100`))
        .body[0],
    ).toMatchObject({ id: R.canary, created_by: { id: R.alice }, job_status: 'SUCCESS' });
    expect(
      (
        await ok(
          `topologies_with_status?select=*,created_by(${PERSON}),agent:agent_id(id,name,description)&order=name.asc&deleted_at=is.null&limit=100`,
        )
      ).body[0],
    ).toMatchObject({
      id: R.topology,
      agent: { id: '00000000-0000-0000-0000-000000000000', name: 'local' },
    });
    expect(
      (await ok(`config_scrapers_with_status?select=*,created_by(${PERSON})&order=name.asc&deleted_at=is.null&limit=100`)).body
        .length,
    ).toBeGreaterThan(0);
    expect(
      (await ok(`teams_with_status?select=*,created_by(${PERSON})&order=name.asc&deleted_at=is.null&limit=100`)).body[0]
        .created_by.id,
    ).toBe(R.alice);
    expect(
      (await ok(`incident_rules?select=*,created_by(${PERSON})&order=name.asc&deleted_at=is.null&limit=100`)).body[0].created_by
        .id,
    ).toBe(R.alice);
    expect(
      (
        await ok(
          `logging_backends?order=created_at.desc&select=id,spec,name,source,created_at,updated_at,created_by(${PERSON})&deleted_at=is.null`,
        )
      ).body[0],
    ).toMatchObject({ name: 'loki', created_by: { id: R.alice } });
    const scraper = await ok('config_scrapers', { body: { name: 'tmp', spec: {}, source: 'UI' }, prefer: REP }, 'POST');
    expect(
      (await ok(`config_scrapers?id=eq.${scraper.body[0].id}`, { body: { deleted_at: 'now()' }, prefer: REP }, 'PATCH')).body,
    ).toHaveLength(1);
    expect((await ok(`config_scrapers?id=eq.${scraper.body[0].id}`)).body).toHaveLength(1);
    const bad = await call(
      'GET',
      `config_scrapers?select=config_items(id,name,external_type,config_type)&id=eq.${scraper.body[0].id}`,
    );
    expect([bad.status, bad.body.code]).toEqual([400, '42703']);
  });
});
