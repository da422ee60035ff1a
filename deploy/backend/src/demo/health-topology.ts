import { LOCAL_AGENT_ID } from '../db/constants';
import type { CatalogSeed, ConfigItem } from './catalog';
import { DAY, MINUTE, ago, idAgo, type SeedContext } from './context';
import type { PeopleSeed } from './people';
import { insertRows, json } from './sql';
import type { CheckRow, ComponentRow } from './health';

// Topologies with their components, and the links between checks, components and configs.

interface ComponentDef {
  name: string;
  type: string;
  icon: string;
  children?: ComponentDef[];
  config?: ConfigItem;
  app?: string;
  owner?: string;
  health?: string;
  properties?: { name: string; value?: unknown; text?: string; unit?: string }[];
  logs?: boolean;
  /** Left out of the topology unless hidden components are asked for. */
  hidden?: boolean;
}

export async function seedTopologies(ctx: SeedContext, people: PeopleSeed, catalog: CatalogSeed) {
  const { rng } = ctx;
  const configs = catalog.byType;
  const prodOf = (type: string) =>
    (configs.get(type) ?? []).filter((c) => c.tags.cluster === 'prod-eu' && c.deletedMsAgo === null);
  const cluster = prodOf('Kubernetes::Cluster')[0];
  const podsByApp = new Map<string, ConfigItem[]>();
  for (const pod of prodOf('Kubernetes::Pod'))
    podsByApp.set(pod.labels.app ?? '', [...(podsByApp.get(pod.labels.app ?? '') ?? []), pod]);
  const workloads = [...prodOf('Kubernetes::Deployment'), ...prodOf('Kubernetes::StatefulSet')];
  const healthOf = (c?: ConfigItem) => (c ? (c.health === 'unknown' ? 'unknown' : c.health) : 'healthy');

  const platform: ComponentDef = {
    name: 'prod-eu',
    type: 'KubernetesCluster',
    icon: 'kubernetes',
    config: cluster,
    owner: 'Platform',
    properties: [
      { name: 'version', text: 'v1.30.2' },
      { name: 'nodes', value: 6 },
    ],
    children: prodOf('Kubernetes::Namespace').map((ns) => ({
      name: ns.name,
      type: 'Namespace',
      icon: 'namespace',
      config: ns,
      children: workloads
        .filter((w) => w.tags.namespace === ns.name)
        .map((w) => ({
          name: w.name,
          type: w.configClass,
          icon: 'deployment',
          config: w,
          app: w.name,
          owner: w.labels.team,
          health: healthOf(w),
          logs: true,
          properties: [
            { name: 'replicas', value: (podsByApp.get(w.name) ?? []).length },
            {
              name: 'image',
              text: String(
                (w.config.spec as { template?: { spec?: { containers?: { image?: string }[] } } })?.template?.spec
                  ?.containers?.[0]?.image ?? '',
              ),
            },
          ],
          children: (podsByApp.get(w.name) ?? []).map((p) => ({
            name: p.name,
            type: 'Pod',
            icon: 'pod',
            config: p,
            app: w.name,
            health: healthOf(p),
            properties: [
              { name: 'cpu', value: rng.int(20, 900), unit: 'millicores' },
              { name: 'memory', value: rng.int(64, 900), unit: 'MiB' },
            ],
          })),
        })),
    })),
  };
  const rds = (name: string) => (configs.get('AWS::RDS::DBInstance') ?? []).find((c) => c.name === name);
  const payments: ComponentDef = {
    name: 'Payments',
    type: 'Application',
    icon: 'dollar',
    owner: 'Payments',
    children: [
      {
        name: 'API',
        type: 'Tier',
        icon: 'api',
        children: ['payments-api', 'fraud-detector'].map((a) => ({
          name: a,
          type: 'Service',
          icon: 'service',
          app: a,
          owner: 'Payments',
          logs: true,
          config: workloads.find((w) => w.name === a),
        })),
      },
      {
        name: 'Workers',
        type: 'Tier',
        icon: 'worker',
        children: ['ledger', 'settlement-worker', 'refunds-worker'].map((a) => ({
          name: a,
          type: 'Worker',
          icon: 'cog',
          app: a === 'ledger' ? a : undefined,
          owner: 'Payments',
          config: workloads.find((w) => w.name === a),
        })),
      },
      {
        name: 'Datastores',
        type: 'Tier',
        icon: 'database',
        children: [
          {
            name: 'payments-db',
            type: 'Database',
            icon: 'postgres',
            config: rds('payments-db'),
            health: healthOf(rds('payments-db')),
            properties: [{ name: 'engine', text: 'postgres 15.7' }],
          },
          {
            name: 'ledger-db',
            type: 'Database',
            icon: 'postgres',
            config: rds('ledger-db'),
            health: healthOf(rds('ledger-db')),
            properties: [{ name: 'engine', text: 'postgres 15.7' }],
          },
          {
            name: 'kafka',
            type: 'Queue',
            icon: 'kafka',
            app: 'kafka',
            config: workloads.find((w) => w.name === 'kafka'),
            children: ['payments', 'refunds', 'settlements'].map((t) => ({
              name: `topic/${t}`,
              type: 'Topic',
              icon: 'kafka',
              properties: [
                { name: 'partitions', value: 12 },
                { name: 'lag', value: rng.int(0, 400) },
              ],
            })),
          },
        ],
      },
      {
        name: 'External Providers',
        type: 'Tier',
        icon: 'cloud',
        children: ['Stripe', 'Adyen', 'PayPal'].map((p, i) => ({
          name: p,
          type: 'ExternalService',
          icon: p.toLowerCase(),
          health: i === 1 ? 'warning' : 'healthy',
          // A retired provider, kept for its history.
          ...(p === 'PayPal' && { hidden: true }),
        })),
      },
    ],
  };
  const bucket = (name: string) => (configs.get('AWS::S3::Bucket') ?? []).find((c) => c.name === name);
  const data: ComponentDef = {
    name: 'Data Pipeline',
    type: 'Application',
    icon: 'database',
    owner: 'Data',
    children: [
      {
        name: 'Ingest',
        type: 'Stage',
        icon: 'download',
        children: ['orders', 'clicks', 'payments'].map((t) => ({
          name: `stream/${t}`,
          type: 'Stream',
          icon: 'kafka',
          app: 'kafka',
          properties: [{ name: 'events/s', value: rng.int(50, 4000) }],
        })),
      },
      {
        name: 'Process',
        type: 'Stage',
        icon: 'cog',
        children: [
          {
            name: 'etl-worker',
            type: 'Worker',
            icon: 'cog',
            app: 'etl-worker',
            logs: true,
            config: workloads.find((w) => w.name === 'etl-worker'),
            children: ['hourly-rollup', 'daily-export'].map((j) => ({
              name: j,
              type: 'Job',
              icon: 'clock',
              health: j === 'daily-export' ? 'warning' : 'healthy',
            })),
          },
        ],
      },
      {
        name: 'Store',
        type: 'Stage',
        icon: 'database',
        children: [
          { name: 'data-lake', type: 'Bucket', icon: 'aws-s3', config: bucket('opsdeck-data-lake') },
          { name: 'warehouse', type: 'Database', icon: 'postgres', config: rds('catalog-db') },
        ],
      },
      {
        name: 'Serve',
        type: 'Stage',
        icon: 'chart',
        children: [
          {
            name: 'grafana',
            type: 'Dashboard',
            icon: 'grafana',
            app: 'grafana',
            config: workloads.find((w) => w.name === 'grafana'),
          },
        ],
      },
    ],
  };

  const topoDefs = [
    { name: 'production-platform', namespace: 'mission-control', root: platform, schedule: '@every 5m' },
    { name: 'payments', namespace: 'payments', root: payments, schedule: '@every 10m' },
    { name: 'data-pipeline', namespace: 'data', root: data, schedule: '@every 10m' },
  ];
  const topologies: { id: string; name: string }[] = [];
  const components: ComponentRow[] = [];
  const rows: Record<string, unknown>[] = [];
  for (const [ti, t] of topoDefs.entries()) {
    const createdAgo = (80 - ti * 5) * DAY;
    const topologyId = idAgo(ctx, createdAgo);
    topologies.push({ id: topologyId, name: t.name });
    await insertRows(ctx.tx, 'topologies', [
      {
        id: topologyId,
        agent_id: LOCAL_AGENT_ID,
        name: t.name,
        namespace: t.namespace,
        labels: json({ team: (t.root.owner ?? 'platform').toLowerCase() }),
        source: ti === 0 ? 'KubernetesCRD' : 'UI',
        spec: json({
          schedule: t.schedule,
          icon: t.root.icon,
          type: t.root.type,
          components: [{ name: t.root.name, type: t.root.type }],
        }),
        created_at: ago(ctx, createdAgo),
        updated_at: ago(ctx, rng.int(1, 10) * DAY),
        schedule: t.schedule,
        created_by: ti === 0 ? null : people.admin.id,
      },
    ]);
    const walk = (
      def: ComponentDef,
      parent: { id: string; path: string | null } | null,
      owner: string | null,
    ): { health: string; counts: Record<string, number> } => {
      const id = idAgo(ctx, createdAgo - rows.length * MINUTE);
      const path = parent ? (parent.path ? `${parent.path}.${parent.id}` : parent.id) : null;
      const own = def.owner ?? owner;
      const row: Record<string, unknown> = {};
      rows.push(row);
      const childResults = (def.children ?? []).map((child) => walk(child, { id, path }, own));
      const counts: Record<string, number> = {};
      for (const r of childResults) counts[r.health] = (counts[r.health] ?? 0) + 1;
      const childWorst = ['unhealthy', 'warning'].find((h) => counts[h]);
      const health = def.health ?? childWorst ?? healthOf(def.config);
      components.push({
        id,
        name: def.name,
        type: def.type,
        topologyId,
        owner: own,
        configId: def.config?.id ?? null,
        app: def.app ?? null,
        health,
      });
      Object.assign(row, {
        id,
        agent_id: LOCAL_AGENT_ID,
        topology_id: topologyId,
        external_id: `${t.name}/${path ? `${path}.` : ''}${def.name}`,
        parent_id: parent?.id ?? null,
        config_id: def.config?.id ?? null,
        name: def.name,
        text: def.name,
        topology_type: def.config ? def.config.type.split('::')[0] : t.root.type,
        namespace: def.config?.tags.namespace ?? t.namespace,
        labels: json({ ...(def.app ? { app: def.app } : {}), ...(own ? { team: own.toLowerCase() } : {}) }),
        status: health === 'unhealthy' ? 'unhealthy' : health === 'warning' ? 'warning' : 'healthy',
        health,
        description: `${def.type} ${def.name}`,
        lifecycle: 'production',
        status_reason:
          health === 'unhealthy' ? 'One or more checks are failing' : health === 'warning' ? 'Degraded performance' : null,
        icon: def.icon,
        type: def.type,
        owner: own,
        log_selectors: def.logs ? json([{ name: 'logs', type: 'loki', labels: { app: def.app ?? def.name } }]) : null,
        properties: def.properties ? json(def.properties) : null,
        path,
        summary: def.children ? json(counts) : null,
        is_leaf: !def.children || def.children.length === 0,
        hidden: def.hidden ?? false,
        cost_total_30d: def.config && rng.chance(0.3) ? Math.round(rng.next() * 50000) / 100 : null,
        created_at: ago(ctx, createdAgo),
        updated_at: ago(ctx, rng.int(5, 600) * MINUTE),
      });
      return { health, counts };
    };
    walk(t.root, null, t.root.owner ?? null);
  }
  // Parents first (FK): rows were allocated in pre-order.
  await insertRows(ctx.tx, 'components', rows);
  return { topologies, components };
}

export async function linkHealth(
  ctx: SeedContext,
  checks: CheckRow[],
  components: ComponentRow[],
  catalog: CatalogSeed,
  people: PeopleSeed,
) {
  const { rng } = ctx;
  const checkComponent: Record<string, unknown>[] = [];
  const checkConfig: Record<string, unknown>[] = [];
  const configComponent: Record<string, unknown>[] = [];
  const appComponents = components.filter((c) => c.app && c.type !== 'Pod');
  for (const check of checks) {
    if (check.app) {
      for (const comp of appComponents.filter((c) => c.app === check.app)) {
        checkComponent.push({
          component_id: comp.id,
          check_id: check.id,
          canary_id: check.canaryId,
          selector_id: 'app',
          created_at: ago(ctx, 30 * DAY),
        });
      }
      const targets = catalog.items.filter(
        (c) =>
          c.name === check.app &&
          (c.type === 'Kubernetes::Service' || c.type === 'Kubernetes::Deployment' || c.type === 'Kubernetes::StatefulSet') &&
          c.deletedMsAgo === null &&
          (check.namespace.endsWith('-staging') ? c.tags.cluster === 'staging-us' : c.tags.cluster === 'prod-eu'),
      );
      for (const target of targets)
        checkConfig.push({
          config_id: target.id,
          check_id: check.id,
          canary_id: check.canaryId,
          selector_id: 'app',
          created_at: ago(ctx, 30 * DAY),
        });
    } else if (check.type === 'postgres') {
      const db = catalog.items.find((c) => c.type === 'AWS::RDS::DBInstance' && check.name.startsWith(c.name));
      if (db)
        checkConfig.push({
          config_id: db.id,
          check_id: check.id,
          canary_id: check.canaryId,
          selector_id: 'database',
          created_at: ago(ctx, 30 * DAY),
        });
      const comp = components.find((c) => c.type === 'Database' && check.name.startsWith(c.name));
      if (comp)
        checkComponent.push({
          component_id: comp.id,
          check_id: check.id,
          canary_id: check.canaryId,
          selector_id: 'database',
          created_at: ago(ctx, 30 * DAY),
        });
    } else if (check.type === 's3') {
      const bucket = catalog.items.find((c) => c.type === 'AWS::S3::Bucket' && check.name.startsWith(c.name));
      if (bucket)
        checkConfig.push({
          config_id: bucket.id,
          check_id: check.id,
          canary_id: check.canaryId,
          selector_id: 'bucket',
          created_at: ago(ctx, 30 * DAY),
        });
    }
  }
  for (const comp of components) {
    if (comp.configId)
      configComponent.push({
        component_id: comp.id,
        config_id: comp.configId,
        selector_id: 'topology',
        created_at: ago(ctx, 40 * DAY),
      });
    if (comp.app && comp.type !== 'Pod') {
      for (const extra of catalog.items.filter(
        (c) => c.name === comp.app && c.type === 'Kubernetes::Service' && c.tags.cluster === 'prod-eu',
      )) {
        configComponent.push({
          component_id: comp.id,
          config_id: extra.id,
          selector_id: 'topology',
          created_at: ago(ctx, 40 * DAY),
        });
      }
    }
  }
  // A manual link made in the UI.
  const manual = components.find((c) => c.name === 'Stripe');
  const stripeSecret = catalog.items.find((c) => c.type === 'AWS::Lambda::Function' && c.name === 'invoice-mailer');
  if (manual && stripeSecret)
    configComponent.push({
      component_id: manual.id,
      config_id: stripeSecret.id,
      selector_id: 'manual',
      created_at: ago(ctx, 3 * DAY),
    });

  await insertRows(ctx.tx, 'check_component_relationships', checkComponent, 'ON CONFLICT DO NOTHING');
  await insertRows(ctx.tx, 'check_config_relationships', checkConfig, 'ON CONFLICT DO NOTHING');
  await insertRows(ctx.tx, 'config_component_relationships', configComponent, 'ON CONFLICT DO NOTHING');

  const teams = new Map(people.teams.map((t) => [t.name.toLowerCase(), t]));
  const teamComponents = new Map<string, Record<string, unknown>>();
  for (const comp of components) {
    const team = comp.owner ? teams.get(comp.owner.toLowerCase()) : undefined;
    if (
      team &&
      (comp.type === 'Application' || comp.type === 'KubernetesCluster' || comp.type === 'Service' || comp.type === 'Deployment')
    ) {
      teamComponents.set(`${team.id}:${comp.id}`, {
        team_id: team.id,
        component_id: comp.id,
        role: rng.pick(['owner', 'maintainer']),
        selector_id: 'owner',
      });
    }
  }
  await insertRows(ctx.tx, 'team_components', [...teamComponents.values()]);
}
