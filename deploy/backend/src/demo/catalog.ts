import { LOCAL_AGENT_ID } from '../db/constants';
import { seedAnalysis, seedChanges, seedCosts, seedRelationships } from './catalog-activity';
import { buildAws } from './catalog-aws';
import { itemBuilder } from './catalog-builder';
import { buildKubernetes } from './catalog-kubernetes';
import { DAY, HOUR, MINUTE, ago, idAgo, type SeedContext } from './context';
import type { PeopleSeed } from './people';
import { insertRows, json } from './sql';

// The demo catalog: scrapers, an AWS account, three Kubernetes clusters and a small Azure estate
// (catalog-aws.ts, catalog-kubernetes.ts), then their relationships, costs, changes and analyses
// (catalog-activity.ts). Every random draw comes from ctx.rng in a fixed order: the data set is
// deterministic for a seed and an anchor time.

export interface ConfigItem {
  id: string;
  name: string;
  type: string;
  configClass: string;
  parentId: string | null;
  path: string | null;
  tags: Record<string, string>;
  labels: Record<string, string>;
  health: string;
  status: string;
  ready: boolean;
  createdMsAgo: number;
  deletedMsAgo: number | null;
  scraperId: string;
  agentId: string;
  externalId: string;
  config: Record<string, unknown>;
  description: string | null;
  properties: { name: string; value?: unknown; text?: string; unit?: string }[] | null;
}

export interface CatalogSeed {
  items: ConfigItem[];
  byType: Map<string, ConfigItem[]>;
  scrapers: { id: string; name: string }[];
  changeIds: { id: string; configId: string }[];
  analysisIds: { id: string; configId: string }[];
}

export async function seedCatalog(ctx: SeedContext, people: PeopleSeed): Promise<CatalogSeed> {
  const { rng } = ctx;
  const remoteAgent = people.agents.find((a) => a.name === 'eu-west-prod')?.id ?? LOCAL_AGENT_ID;
  const stagingAgent = people.agents.find((a) => a.name === 'us-east-staging')?.id ?? LOCAL_AGENT_ID;
  const scrapers = [
    { id: idAgo(ctx, 95 * DAY), name: 'kubernetes-prod-eu', type: 'kubernetes', agent: remoteAgent },
    { id: idAgo(ctx, 94 * DAY), name: 'kubernetes-staging-us', type: 'kubernetes', agent: stagingAgent },
    { id: idAgo(ctx, 93 * DAY), name: 'aws-production', type: 'aws', agent: LOCAL_AGENT_ID },
    { id: idAgo(ctx, 92 * DAY), name: 'azure-legacy', type: 'azure', agent: LOCAL_AGENT_ID },
    { id: idAgo(ctx, 91 * DAY), name: 'kubernetes-prod-us', type: 'kubernetes', agent: LOCAL_AGENT_ID },
  ];
  const application = { id: idAgo(ctx, 96 * DAY), name: 'checkout' };
  await insertRows(ctx.tx, 'applications', [
    {
      id: application.id,
      name: application.name,
      namespace: 'default',
      description: 'Checkout and payments',
      spec: json({ mapping: { logins: [{ type: 'Kubernetes::Namespace', name: 'checkout' }] } }),
      source: 'UI',
      created_by: people.admin.id,
      created_at: ago(ctx, 96 * DAY),
      updated_at: ago(ctx, 20 * DAY),
    },
  ]);
  await insertRows(
    ctx.tx,
    'config_scrapers',
    scrapers.map((s, i) => ({
      id: s.id,
      name: s.name,
      namespace: 'mission-control',
      description: `Scrapes ${s.type} resources`,
      spec: json(
        s.type === 'kubernetes'
          ? {
              schedule: '@every 15m',
              kubernetes: [{ clusterName: s.name.replace('kubernetes-', ''), exclusions: { namespaces: ['kube-public'] } }],
            }
          : s.type === 'aws'
            ? {
                schedule: '@every 30m',
                aws: [{ region: ['eu-west-1', 'us-east-1'], compliance: true, cost_reporting: { table: 'cur' } }],
              }
            : {
                schedule: '@every 1h',
                azure: [{ subscriptionID: 'a1b2c3d4-0000-4000-8000-000000000001', connection: 'connection://default/azure' }],
              },
      ),
      source: s.type === 'kubernetes' ? 'KubernetesCRD' : 'UI',
      application_id: i === 0 ? application.id : null,
      created_by: s.type === 'kubernetes' ? null : people.admin.id,
      agent_id: s.agent,
      created_at: ago(ctx, (95 - i) * DAY),
      updated_at: ago(ctx, (9 - i) * DAY),
    })),
  );
  const { items, add, health } = itemBuilder(ctx);

  const aws = scrapers[2] as (typeof scrapers)[number];
  const { account, regions, subnets, securityGroups, roles, loadBalancers, eks } = buildAws(ctx, add, aws);
  buildKubernetes(ctx, add, health, [scrapers[0], scrapers[1], scrapers[4]] as (typeof scrapers)[number][], {
    aws,
    account,
    regions,
    subnets,
  });

  // --- Azure (a small legacy estate) -----------------------------------------------------------
  const azure = scrapers[3] as (typeof scrapers)[number];
  const subscription = add(null, {
    name: 'legacy-subscription',
    type: 'Azure::Subscription',
    configClass: 'Subscription',
    tags: { subscription: 'legacy' },
    labels: {},
    health: 'healthy',
    status: 'Enabled',
    ready: true,
    scraperId: azure.id,
    externalId: '/subscriptions/a1b2c3d4-0000-4000-8000-000000000001',
    config: { subscriptionId: 'a1b2c3d4-0000-4000-8000-000000000001', displayName: 'legacy', state: 'Enabled' },
    createdMsAgo: 92 * DAY,
  });
  for (const [i, name] of ['reporting-vm-01', 'reporting-vm-02', 'ftp-gateway', 'build-agent-win'].entries()) {
    add(subscription, {
      name,
      type: 'Azure::VirtualMachine',
      configClass: 'VirtualMachine',
      tags: { subscription: 'legacy', region: 'westeurope' },
      labels: { owner: 'data' },
      health: i === 2 ? 'unhealthy' : 'healthy',
      status: i === 3 ? 'Stopped' : 'Running',
      ready: i !== 3,
      scraperId: azure.id,
      externalId: `/subscriptions/a1b2c3d4-0000-4000-8000-000000000001/resourceGroups/legacy/providers/Microsoft.Compute/virtualMachines/${name}`,
      config: { name, vmSize: 'Standard_D2s_v5', osType: i === 3 ? 'Windows' : 'Linux', location: 'westeurope' },
    });
  }
  add(subscription, {
    name: 'reporting-sql',
    type: 'Azure::SQL::Database',
    configClass: 'Database',
    tags: { subscription: 'legacy', region: 'westeurope' },
    labels: { owner: 'data' },
    health: 'healthy',
    status: 'Online',
    ready: true,
    scraperId: azure.id,
    externalId:
      '/subscriptions/a1b2c3d4-0000-4000-8000-000000000001/resourceGroups/legacy/providers/Microsoft.Sql/servers/legacy/databases/reporting',
    config: { name: 'reporting', sku: { name: 'S2', tier: 'Standard' }, maxSizeBytes: 268435456000 },
  });

  // A handful of items were removed by their scrapers.
  for (const item of items) {
    if (item.deletedMsAgo === null && item.type === 'Kubernetes::Pod' && rng.chance(0.06))
      item.deletedMsAgo = rng.int(1, 10 * 24) * HOUR;
  }

  await insertRows(
    ctx.tx,
    'config_items',
    items.map((c) => ({
      id: c.id,
      agent_id: c.agentId,
      icon: null,
      scraper_id: c.scraperId,
      config_class: c.configClass,
      status: c.status,
      health: c.health,
      ready: c.ready,
      external_id: [c.externalId],
      type: c.type,
      name: c.name,
      description: c.description,
      config: json(c.config),
      source: c.type.startsWith('Kubernetes') ? 'Kubernetes' : c.type.startsWith('AWS') ? 'AWS' : 'Azure',
      labels: json(c.labels),
      tags: json(c.tags),
      properties: c.properties ? json(c.properties) : null,
      parent_id: c.parentId,
      path: c.path,
      created_at: ago(ctx, c.createdMsAgo),
      updated_at: ago(ctx, Math.min(c.createdMsAgo, rng.int(10, 3 * 24 * 60) * MINUTE)),
      deleted_at: c.deletedMsAgo === null ? null : ago(ctx, c.deletedMsAgo),
      delete_reason: c.deletedMsAgo === null ? null : 'Deleted from source',
      inserted_at: ago(ctx, c.createdMsAgo),
    })),
  );
  await insertRows(
    ctx.tx,
    'config_items_last_scraped_time',
    items
      .filter((c) => c.deletedMsAgo === null)
      .map((c) => ({ config_id: c.id, last_scraped_time: ago(ctx, rng.int(1, 30) * MINUTE) })),
  );

  const byType = new Map<string, ConfigItem[]>();
  for (const item of items) byType.set(item.type, [...(byType.get(item.type) ?? []), item]);

  await seedRelationships(ctx, byType, { eks, loadBalancers, securityGroups, roles });
  await seedCosts(ctx, items);
  const changeIds = await seedChanges(ctx, items, people);
  const analysisIds = await seedAnalysis(ctx, items, people);
  return { items, byType, scrapers: scrapers.map(({ id, name }) => ({ id, name })), changeIds, analysisIds };
}
