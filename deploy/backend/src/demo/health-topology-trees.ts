import type { CatalogSeed, ConfigItem } from './catalog';
import type { SeedContext } from './context';

// The demo topologies as trees of component definitions, over the seeded catalog.

export interface ComponentDef {
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

export interface TopologyTree {
  name: string;
  namespace: string;
  root: ComponentDef;
  schedule: string;
}

/** The production platform (the prod-eu cluster), payments and the data pipeline. */
export function topologyTrees(ctx: SeedContext, catalog: CatalogSeed): TopologyTree[] {
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

  return [
    { name: 'production-platform', namespace: 'mission-control', root: platform, schedule: '@every 5m' },
    { name: 'payments', namespace: 'payments', root: payments, schedule: '@every 10m' },
    { name: 'data-pipeline', namespace: 'data', root: data, schedule: '@every 10m' },
  ];
}
