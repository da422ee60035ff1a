/**
 * Catalog (4.6): every query shape listed under "UI usage" in reference section 4, run against the real
 * migrated schema with a small fixture data set (testing/reference-data.ts).
 */
import { REF as R } from './testing/reference-data';
import { COUNT, createReferenceFixture, ids, REP, type ReferenceFixture } from './testing/reference-fixture';

let f: ReferenceFixture;
beforeAll(async () => {
  f = await createReferenceFixture();
});
afterAll(async () => f?.db.close());
const ok: ReferenceFixture['ok'] = (...args) => f.ok(...args);

describe('4.6 catalog', () => {
  it('configs: plain, counted with filters, selects, tag and or filters, costs', async () => {
    expect(ids((await ok('configs?order=name')).body)).toEqual([R.node, R.deletedConfig, R.config]);
    const page = await ok(
      'configs?deleted_at=is.null&type=eq.Kubernetes::Pod&tags->>namespace=eq.prod&limit=50&offset=0&order=name',
      { prefer: COUNT },
    );
    expect([page.headers['Content-Range'], ids(page.body)]).toEqual(['0-0/1', [R.config]]);
    expect((await ok('configs?select=id,name,config_class,type&limit=1&order=name')).body).toEqual([
      { id: R.node, name: 'node-1', config_class: 'Node', type: 'Kubernetes::Node' },
    ]);
    expect((await ok(`configs?id=in.(${R.config},${R.node})&select=id,name,config_class,type`)).body).toHaveLength(2);
    expect((await ok(`configs?id=eq.${R.config}&select=id,name,tags`)).body[0].tags).toEqual({ namespace: 'prod', cluster: 'a' });
    const searched = await ok(
      'configs?select=id,external_id,name,type,analysis,changes&type=ilike.kubernetes::pod&or=(name.ilike.*web*,external_id.cs.{pod/web-1})',
    );
    expect(searched.body).toEqual([expect.objectContaining({ id: R.config, external_id: ['pod/web-1'] })]);
    expect(
      Object.keys((await ok(`configs?id=eq.${R.config}&select=cost_per_minute,cost_total_1d,cost_total_30d`)).body[0]),
    ).toEqual(['cost_per_minute', 'cost_total_1d', 'cost_total_30d']);
  });

  it('config_items, config_detail, config_names and the distinct-value views', async () => {
    expect((await ok('config_items?select=id,name,type,config_class&type=in.(Kubernetes::Node)')).body).toEqual([
      { id: R.node, name: 'node-1', type: 'Kubernetes::Node', config_class: 'Node' },
    ]);
    expect((await ok(`config_detail?id=eq.${R.config}&select=*`)).body[0]).toMatchObject({
      id: R.config,
      config: { kind: 'Pod' },
    });
    expect((await ok(`config_names?id=eq.${R.config}`)).body).toEqual([
      { id: R.config, type: 'Kubernetes::Pod', external_id: ['pod/web-1'], name: 'web-1' },
    ]);
    expect((await ok('config_tags')).body).toEqual(expect.arrayContaining([{ key: 'namespace', value: 'prod' }]));
    expect((await ok('config_labels')).body).toEqual(expect.arrayContaining([{ key: 'app', value: 'web' }]));
    expect((await ok('config_types')).body.map((t: { type: string }) => t.type)).toEqual(
      expect.arrayContaining(['Kubernetes::Pod', 'Kubernetes::Node']),
    );
    expect((await ok('config_statuses')).body.map((t: { status: string }) => t.status)).toEqual(
      expect.arrayContaining(['Running', 'Ready']),
    );
    expect((await ok('config_analysis_analyzers?order=analyzer.asc')).body).toEqual([{ analyzer: 'privileged' }]);
    expect((await ok('change_types?change_type=not.eq.')).body).toEqual([{ change_type: 'diff' }]);
  });

  it('config_changes: lists, count, and detail with the configs view and ::jsonb artifacts', async () => {
    expect((await ok(`config_changes?id=in.(${R.change},${R.change2})&select=id,config_id`)).body).toHaveLength(2);
    const page = await ok(`config_changes?config_id=eq.${R.config}&order=created_at.desc&limit=1&offset=0`, { prefer: COUNT });
    expect([page.status, page.headers['Content-Range'], ids(page.body)]).toEqual([206, '0-0/2', [R.change]]);
    const detail = await ok(
      `config_changes?id=eq.${R.change}&select=id,config_id,change_type,created_at,external_created_by,source,diff,details,patches,created_by,config:configs(id,name,type,config_class),artifacts:artifacts(*)::jsonb`,
    );
    expect(detail.body[0]).toMatchObject({
      config: { id: R.config, name: 'web-1' },
      artifacts: [expect.objectContaining({ id: R.changeArtifact })],
    });
  });

  it('config_analysis and config_analysis_items', async () => {
    const analysis = await ok(
      `config_analysis?select=id,source,analyzer,analysis_type,summary,message,severity,status,analysis,properties,first_observed,last_observed,config:configs(id,name,config_class,type)&id=eq.${R.analysis}`,
      { prefer: COUNT },
    );
    expect(analysis.body[0].config).toEqual({ id: R.config, name: 'web-1', config_class: 'Pod', type: 'Kubernetes::Pod' });
    expect(
      (
        await ok(
          `config_analysis?select=id,message,analyzer,config:configs(id,name,config_class,type)&config_id=eq.${R.config}&id=eq.${R.analysis}`,
        )
      ).body,
    ).toHaveLength(1);
    const items = await ok(
      'config_analysis_items?select=id,analysis_type,analyzer,summary,severity,status,source,first_observed,last_observed,config_name,config:configs(id,name,config_class,type)&limit=50&offset=0&severity=eq.high&order=last_observed.desc',
      { prefer: COUNT },
    );
    expect([items.headers['Content-Range'], items.body[0].config.id, items.body[0].config_name]).toEqual([
      '0-0/1',
      R.config,
      'web-1',
    ]);
    expect((await ok('config_analysis_items?select=status&status=not.is.null&order=status.asc')).body).toEqual([
      { status: 'open' },
    ]);
    expect((await ok('config_analysis_items?select=source&source=not.is.null&order=source.asc')).body).toEqual([]);
    const none = await ok('config_analysis_items?select=config:configs(id,name,config_class,type)&config_id=not.is.null', {
      prefer: 'count=none',
    });
    expect([none.headers['Content-Range'], none.body]).toEqual([
      '0-0/*',
      [{ config: { id: R.config, name: 'web-1', config_class: 'Pod', type: 'Kubernetes::Pod' } }],
    ]);
  });

  it('analysis_by_component (view -> configs view -> reverse config_analysis) and changes_by_component', async () => {
    const analysis = await ok(
      `analysis_by_component?component_id=eq.${R.component}&limit=10&offset=0&select=analysis_id,config:configs(id,name,config_class,type,analysis:config_analysis(id,analyzer,analysis_type,message,severity,analysis,first_observed))`,
    );
    expect(analysis.body).toEqual([
      {
        analysis_id: R.analysis,
        config: {
          id: R.config,
          name: 'web-1',
          config_class: 'Pod',
          type: 'Kubernetes::Pod',
          analysis: [expect.objectContaining({ id: R.analysis, analyzer: 'privileged' })],
        },
      },
    ]);
    const changes = await ok(
      `changes_by_component?component_id=eq.${R.component}&select=id,type,config_id,name,change_type,config_class,created_at:configs(id, name, type, config_class)`,
    );
    expect(changes.body).toEqual(
      expect.arrayContaining([
        {
          id: R.change,
          type: 'Kubernetes::Pod',
          config_id: R.config,
          name: 'web-1',
          change_type: 'diff',
          config_class: 'Pod',
          created_at: { id: R.config, name: 'web-1', type: 'Kubernetes::Pod', config_class: 'Pod' },
        },
      ]),
    );
  });

  it('config_relationships and config_component_relationships with FK hints and embed order', async () => {
    const rels = await ok(
      `config_relationships?or=(related_id.eq.${R.config},config_id.eq.${R.config})&configs.order=name&select=*,configs:configs!config_relationships_config_id_fkey(id, type, name, config_class, deleted_at),related:configs!config_relationships_related_id_fkey(id, type, name, config_class, deleted_at)&deleted_at=is.null`,
    );
    expect(rels.body).toEqual([
      expect.objectContaining({
        config_id: R.config,
        configs: expect.objectContaining({ id: R.config }),
        related: expect.objectContaining({ id: R.node, name: 'node-1' }),
      }),
    ]);
    const byComponent = await ok(
      `config_component_relationships?component_id=eq.${R.component}&configs.order=name&select=*,configs!config_component_relationships_config_id_fkey(id, type, name, config_class, deleted_at)&deleted_at=is.null`,
    );
    expect(byComponent.body[0].configs).toEqual({
      id: R.config,
      type: 'Kubernetes::Pod',
      name: 'web-1',
      config_class: 'Pod',
      deleted_at: null,
    });
    expect(
      (
        await ok(
          `config_component_relationships?config_id=eq.${R.config}&select=components!config_component_relationships_component_id_fkey(id, icon, name)`,
        )
      ).body,
    ).toEqual([{ components: { id: R.component, icon: 'web.svg', name: 'web' } }]);
    await ok(
      'config_component_relationships',
      { body: { component_id: R.childComponent, config_id: R.node, selector_id: 'manual' } },
      'POST',
    );
    expect(
      (
        await ok(
          `config_component_relationships?component_id=eq.${R.childComponent}&config_id=eq.${R.node}&selector_id=eq.manual`,
          { prefer: REP },
          'DELETE',
        )
      ).body,
    ).toHaveLength(1);
  });

  it('related_configs_recursive with bare arguments and extra filters; lookup_analysis_by_component', async () => {
    const related = await ok(
      `rpc/related_configs_recursive?config_id=${R.config}&include_deleted_configs=false&max_depth=10&type_filter=all&incoming_relation=both&outgoing_relation=both&type=in.(Kubernetes::Node,Kubernetes::Pod)&health=not.in.(warning)`,
    );
    expect(ids(related.body)).toContain(R.node);
    const filtered = await ok(
      `rpc/related_configs_recursive?config_id=${R.config}&max_depth=10&type_filter=all&type=in.(Kubernetes::Deployment)`,
    );
    expect(filtered.body).toEqual([]);
    expect(ids((await ok(`rpc/lookup_analysis_by_component?id=${R.component}`)).body)).toEqual([R.analysis]);
  });

  it('event_queue_summary', async () => {
    expect((await ok('event_queue_summary?order=last_failure.desc')).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'notification.send', failed: 1 })]),
    );
  });
});
