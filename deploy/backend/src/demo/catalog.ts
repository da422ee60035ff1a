import { LOCAL_AGENT_ID } from '../db/constants';
import { DAY, HOUR, MINUTE, ago, idAgo, slug, type SeedContext } from './context';
import type { PeopleSeed } from './people';
import { insertRows, json } from './sql';

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

// Kubernetes workloads per namespace: [app, kind, replicas].
const NAMESPACES: Record<string, [string, 'Deployment' | 'StatefulSet', number][]> = {
  'kube-system': [
    ['coredns', 'Deployment', 2],
    ['metrics-server', 'Deployment', 1],
    ['aws-load-balancer-controller', 'Deployment', 2],
  ],
  monitoring: [
    ['prometheus', 'StatefulSet', 2],
    ['grafana', 'Deployment', 1],
    ['alertmanager', 'StatefulSet', 2],
    ['loki', 'StatefulSet', 2],
  ],
  payments: [
    ['payments-api', 'Deployment', 3],
    ['ledger', 'Deployment', 2],
    ['fraud-detector', 'Deployment', 2],
  ],
  checkout: [
    ['checkout-web', 'Deployment', 3],
    ['cart', 'Deployment', 2],
    ['pricing', 'Deployment', 2],
  ],
  catalog: [
    ['catalog-api', 'Deployment', 3],
    ['search', 'Deployment', 2],
    ['image-resizer', 'Deployment', 1],
  ],
  identity: [
    ['auth', 'Deployment', 2],
    ['user-profile', 'Deployment', 2],
  ],
  data: [
    ['kafka', 'StatefulSet', 3],
    ['postgres', 'StatefulSet', 2],
    ['etl-worker', 'Deployment', 2],
  ],
};

const CLUSTERS = [
  { name: 'prod-eu', region: 'eu-west-1', env: 'production', nodes: 6, namespaces: Object.keys(NAMESPACES) },
  { name: 'staging-us', region: 'us-east-1', env: 'staging', nodes: 3, namespaces: ['kube-system', 'payments', 'checkout', 'catalog', 'identity'] },
  { name: 'prod-us', region: 'us-east-1', env: 'production', nodes: 4, namespaces: ['kube-system', 'monitoring', 'payments', 'checkout', 'catalog'] },
];

const IMAGES: Record<string, string> = {
  coredns: 'registry.k8s.io/coredns/coredns:v1.11.1',
  'metrics-server': 'registry.k8s.io/metrics-server/metrics-server:v0.7.1',
  prometheus: 'quay.io/prometheus/prometheus:v2.53.0',
  grafana: 'grafana/grafana:11.1.0',
  alertmanager: 'quay.io/prometheus/alertmanager:v0.27.0',
  loki: 'grafana/loki:3.1.0',
  kafka: 'bitnami/kafka:3.7.0',
  postgres: 'postgres:15.7',
};

const imageFor = (app: string, version: number) => IMAGES[app] ?? `ghcr.io/opsdeck-demo/${app}:1.${version}.0`;

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
          ? { schedule: '@every 15m', kubernetes: [{ clusterName: s.name.replace('kubernetes-', ''), exclusions: { namespaces: ['kube-public'] } }] }
          : s.type === 'aws'
            ? { schedule: '@every 30m', aws: [{ region: ['eu-west-1', 'us-east-1'], compliance: true, cost_reporting: { table: 'cur' } }] }
            : { schedule: '@every 1h', azure: [{ subscriptionID: 'a1b2c3d4-0000-4000-8000-000000000001', connection: 'connection://default/azure' }] },
      ),
      source: s.type === 'kubernetes' ? 'KubernetesCRD' : 'UI',
      application_id: i === 0 ? application.id : null,
      created_by: s.type === 'kubernetes' ? null : people.admin.id,
      agent_id: s.agent,
      created_at: ago(ctx, (95 - i) * DAY),
      updated_at: ago(ctx, (9 - i) * DAY),
    })),
  );

  const items: ConfigItem[] = [];
  const add = (
    parent: ConfigItem | null,
    init: Omit<ConfigItem, 'id' | 'parentId' | 'path' | 'deletedMsAgo' | 'createdMsAgo' | 'agentId' | 'description' | 'properties'> &
      Partial<Pick<ConfigItem, 'deletedMsAgo' | 'createdMsAgo' | 'agentId' | 'description' | 'properties'>>,
  ): ConfigItem => {
    const createdMsAgo = init.createdMsAgo ?? Math.max(HOUR, (parent?.createdMsAgo ?? 90 * DAY) - rng.int(1, 30) * HOUR);
    const item: ConfigItem = {
      ...init,
      id: idAgo(ctx, createdMsAgo),
      parentId: parent?.id ?? null,
      path: parent ? (parent.path ? `${parent.path}.${parent.id}` : parent.id) : null,
      createdMsAgo,
      deletedMsAgo: init.deletedMsAgo ?? null,
      agentId: init.agentId ?? parent?.agentId ?? LOCAL_AGENT_ID,
      description: init.description ?? null,
      properties: init.properties ?? null,
    };
    items.push(item);
    return item;
  };
  const health = () => rng.weighted([['healthy', 86], ['warning', 6], ['unhealthy', 5], ['unknown', 3]] as const);

  // --- AWS ------------------------------------------------------------------------------------
  const aws = scrapers[2] as (typeof scrapers)[number];
  const account = add(null, {
    name: 'opsdeck-prod', type: 'AWS::::Account', configClass: 'Account', tags: { account: '123456789012' },
    labels: {}, health: 'healthy', status: 'Active', ready: true, scraperId: aws.id, externalId: '123456789012',
    config: { Id: '123456789012', Name: 'opsdeck-prod', Email: 'aws-root@opsdeck.local' }, createdMsAgo: 93 * DAY,
  });
  const regions = new Map<string, ConfigItem>();
  const vpcs = new Map<string, ConfigItem>();
  const subnets = new Map<string, ConfigItem[]>();
  const securityGroups: ConfigItem[] = [];
  for (const region of ['eu-west-1', 'us-east-1']) {
    const tags = { account: '123456789012', region };
    const r = add(account, {
      name: region, type: 'AWS::Region', configClass: 'Region', tags, labels: {}, health: 'healthy', status: 'Available',
      ready: true, scraperId: aws.id, externalId: `123456789012/${region}`, config: { RegionName: region, OptInStatus: 'opt-in-not-required' },
    });
    regions.set(region, r);
    const vpcId = `vpc-0${rng.hex(16)}`;
    const vpc = add(r, {
      name: `${region === 'eu-west-1' ? 'prod' : 'staging'}-vpc`, type: 'AWS::EC2::VPC', configClass: 'Network', tags, labels: { Name: `${region}-main` },
      health: 'healthy', status: 'available', ready: true, scraperId: aws.id, externalId: vpcId,
      config: { VpcId: vpcId, CidrBlock: region === 'eu-west-1' ? '10.20.0.0/16' : '10.40.0.0/16', State: 'available', IsDefault: false },
    });
    vpcs.set(region, vpc);
    const list: ConfigItem[] = [];
    for (const az of ['a', 'b', 'c']) {
      const subnetId = `subnet-0${rng.hex(16)}`;
      list.push(
        add(vpc, {
          name: `${region}${az}-private`, type: 'AWS::EC2::Subnet', configClass: 'Subnet', tags: { ...tags, zone: `${region}${az}` },
          labels: { tier: 'private' }, health: 'healthy', status: 'available', ready: true, scraperId: aws.id, externalId: subnetId,
          config: { SubnetId: subnetId, AvailabilityZone: `${region}${az}`, AvailableIpAddressCount: rng.int(80, 4000), MapPublicIpOnLaunch: false },
        }),
      );
    }
    subnets.set(region, list);
    for (const sg of ['eks-nodes', 'rds', 'alb', 'bastion']) {
      const groupId = `sg-0${rng.hex(16)}`;
      securityGroups.push(
        add(vpc, {
          name: `${region}-${sg}`, type: 'AWS::EC2::SecurityGroup', configClass: 'SecurityGroup', tags, labels: {},
          health: sg === 'bastion' ? 'warning' : 'healthy', status: 'available', ready: true, scraperId: aws.id, externalId: groupId,
          config: {
            GroupId: groupId, GroupName: sg, Description: `${sg} access`,
            IpPermissions: [{ IpProtocol: 'tcp', FromPort: sg === 'rds' ? 5432 : 443, ToPort: sg === 'rds' ? 5432 : 443, IpRanges: [{ CidrIp: sg === 'bastion' ? '0.0.0.0/0' : '10.0.0.0/8' }] }],
          },
        }),
      );
    }
  }
  const roles = ['eks-node-role', 'eks-cluster-role', 'lambda-exec', 'ci-deployer', 'billing-readonly', 'backup-operator', 'external-dns', 'karpenter'].map((name) =>
    add(account, {
      name, type: 'AWS::IAM::Role', configClass: 'Role', tags: { account: '123456789012' }, labels: {}, health: 'healthy', status: 'Active',
      ready: true, scraperId: aws.id, externalId: `arn:aws:iam::123456789012:role/${name}`,
      config: { RoleName: name, Arn: `arn:aws:iam::123456789012:role/${name}`, MaxSessionDuration: 3600, AssumeRolePolicyDocument: { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: 'sts:AssumeRole' }] } },
    }),
  );
  for (const [i, name] of ['opsdeck-artifacts', 'opsdeck-backups', 'opsdeck-logs', 'opsdeck-static-assets', 'opsdeck-terraform-state', 'opsdeck-data-lake', 'opsdeck-cur-reports', 'opsdeck-tmp-exports', 'opsdeck-images', 'opsdeck-audit'].entries()) {
    const region = i % 3 === 2 ? 'us-east-1' : 'eu-west-1';
    add(regions.get(region) ?? account, {
      name, type: 'AWS::S3::Bucket', configClass: 'Bucket', tags: { account: '123456789012', region }, labels: { team: i % 2 ? 'data' : 'platform' },
      health: name === 'opsdeck-tmp-exports' ? 'warning' : 'healthy', status: 'Available', ready: true, scraperId: aws.id, externalId: `arn:aws:s3:::${name}`,
      config: { Name: name, Versioning: i % 2 === 0 ? 'Enabled' : 'Suspended', Encryption: { SSEAlgorithm: 'aws:kms' }, PublicAccessBlock: name !== 'opsdeck-static-assets' },
      deletedMsAgo: name === 'opsdeck-tmp-exports' ? 6 * DAY : null,
    });
  }
  for (const [i, name] of ['payments-db', 'ledger-db', 'catalog-db'].entries()) {
    const region = 'eu-west-1';
    add(regions.get(region) ?? account, {
      name, type: 'AWS::RDS::DBInstance', configClass: 'Database', tags: { account: '123456789012', region }, labels: { team: i === 2 ? 'platform' : 'payments' },
      health: i === 1 ? 'warning' : 'healthy', status: 'available', ready: true, scraperId: aws.id, externalId: `arn:aws:rds:${region}:123456789012:db:${name}`,
      config: { DBInstanceIdentifier: name, Engine: 'postgres', EngineVersion: '15.7', DBInstanceClass: i === 0 ? 'db.r6g.xlarge' : 'db.t4g.large', MultiAZ: i === 0, AllocatedStorage: 200 + i * 100 },
      properties: [{ name: 'engine', text: 'postgres 15.7' }, { name: 'storage', value: 200 + i * 100, unit: 'GiB' }],
    });
  }
  for (const name of ['thumbnail-generator', 'invoice-mailer', 'cur-ingest', 'slack-notifier', 'cert-rotator', 'audit-forwarder']) {
    add(regions.get('eu-west-1') ?? account, {
      name, type: 'AWS::Lambda::Function', configClass: 'Function', tags: { account: '123456789012', region: 'eu-west-1' }, labels: {},
      health: name === 'cert-rotator' ? 'unhealthy' : 'healthy', status: 'Active', ready: true, scraperId: aws.id,
      externalId: `arn:aws:lambda:eu-west-1:123456789012:function:${name}`,
      config: { FunctionName: name, Runtime: 'nodejs20.x', MemorySize: rng.pick([128, 256, 512]), Timeout: 30, Role: roles[2]?.externalId },
    });
  }
  const loadBalancers = ['prod-public-alb', 'prod-internal-alb', 'staging-public-alb'].map((name, i) =>
    add(regions.get(i === 2 ? 'us-east-1' : 'eu-west-1') ?? account, {
      name, type: 'AWS::ElasticLoadBalancingV2::LoadBalancer', configClass: 'LoadBalancer', tags: { account: '123456789012', region: i === 2 ? 'us-east-1' : 'eu-west-1' },
      labels: {}, health: 'healthy', status: 'active', ready: true, scraperId: aws.id,
      externalId: `arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/${name}/${rng.hex(16)}`,
      config: { LoadBalancerName: name, Scheme: name.includes('internal') ? 'internal' : 'internet-facing', Type: 'application' },
    }),
  );
  const eks = add(regions.get('eu-west-1') ?? account, {
    name: 'prod-eu', type: 'AWS::EKS::Cluster', configClass: 'KubernetesCluster', tags: { account: '123456789012', region: 'eu-west-1' }, labels: {},
    health: 'healthy', status: 'ACTIVE', ready: true, scraperId: aws.id, externalId: 'arn:aws:eks:eu-west-1:123456789012:cluster/prod-eu',
    config: { name: 'prod-eu', version: '1.30', platformVersion: 'eks.8', status: 'ACTIVE' },
  });

  // --- Kubernetes -------------------------------------------------------------------------------
  const k8sScrapers = [scrapers[0], scrapers[1], scrapers[4]] as (typeof scrapers)[number][];
  for (const [ci, cluster] of CLUSTERS.entries()) {
    const scraper = k8sScrapers[ci] as (typeof scrapers)[number];
    const baseTags = { cluster: cluster.name };
    const clusterItem = add(null, {
      name: cluster.name, type: 'Kubernetes::Cluster', configClass: 'Cluster', tags: baseTags, labels: { env: cluster.env },
      health: 'healthy', status: 'Running', ready: true, scraperId: scraper.id, externalId: `Kubernetes/Cluster/${cluster.name}`,
      config: { name: cluster.name, version: 'v1.30.2', region: cluster.region }, createdMsAgo: (94 - ci) * DAY, agentId: scraper.agent,
    });
    const nodes: ConfigItem[] = [];
    for (let n = 0; n < cluster.nodes; n += 1) {
      const nodeName = `ip-10-${[20, 40, 60][ci] ?? 80}-${rng.int(1, 250)}-${rng.int(1, 250)}.${cluster.region}.compute.internal`;
      const instanceId = `i-0${rng.hex(16)}`;
      const nodeHealth = n === 2 && ci === 0 ? 'warning' : 'healthy';
      const large = cluster.env === 'production';
      const node = add(clusterItem, {
        name: nodeName, type: 'Kubernetes::Node', configClass: 'Node', tags: { ...baseTags, zone: `${cluster.region}${'abc'[n % 3]}` },
        labels: { 'node.kubernetes.io/instance-type': large ? 'm6i.2xlarge' : 'm6i.large', 'topology.kubernetes.io/zone': `${cluster.region}${'abc'[n % 3]}` },
        health: nodeHealth, status: nodeHealth === 'warning' ? 'MemoryPressure' : 'Ready', ready: true, scraperId: scraper.id,
        externalId: `Kubernetes/Node//${nodeName}`,
        config: { apiVersion: 'v1', kind: 'Node', metadata: { name: nodeName }, spec: { providerID: `aws:///${cluster.region}a/${instanceId}` }, status: { capacity: { cpu: large ? '8' : '2', memory: large ? '32Gi' : '8Gi' } } },
        properties: [{ name: 'cpu', value: large ? 8000 : 2000, unit: 'millicores' }, { name: 'memory', value: large ? 32 : 8, unit: 'GiB' }],
      });
      nodes.push(node);
      const region = regions.get(cluster.region) ?? account;
      add(region, {
        name: nodeName, type: 'AWS::EC2::Instance', configClass: 'VirtualMachine', tags: { account: '123456789012', region: cluster.region, cluster: cluster.name },
        labels: { 'eks:cluster-name': cluster.name }, health: nodeHealth, status: 'running', ready: true, scraperId: aws.id, externalId: instanceId,
        config: { InstanceId: instanceId, InstanceType: large ? 'm6i.2xlarge' : 'm6i.large', State: { Name: 'running' }, PrivateDnsName: nodeName, SubnetId: subnets.get(cluster.region)?.[n % 3]?.externalId },
        properties: [{ name: 'instance-type', text: large ? 'm6i.2xlarge' : 'm6i.large' }],
      });
      add(region, {
        name: `${nodeName.split('.')[0]}-root`, type: 'AWS::EBS::Volume', configClass: 'Volume', tags: { account: '123456789012', region: cluster.region },
        labels: {}, health: 'healthy', status: 'in-use', ready: true, scraperId: aws.id, externalId: `vol-0${rng.hex(16)}`,
        config: { Size: 100, VolumeType: 'gp3', Iops: 3000, Encrypted: true },
      });
    }
    for (const ns of cluster.namespaces) {
      const nsTags = { ...baseTags, namespace: ns };
      const nsItem = add(clusterItem, {
        name: ns, type: 'Kubernetes::Namespace', configClass: 'Namespace', tags: nsTags, labels: { 'kubernetes.io/metadata.name': ns },
        health: 'healthy', status: 'Active', ready: true, scraperId: scraper.id, externalId: `Kubernetes/Namespace//${ns}`,
        config: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: ns }, status: { phase: 'Active' } },
      });
      for (const [app, kind, replicas] of NAMESPACES[ns] ?? []) {
        const team = ns === 'payments' ? 'payments' : ns === 'data' ? 'data' : ns === 'identity' ? 'security' : 'platform';
        const labels = { app, 'app.kubernetes.io/name': app, team, env: cluster.env };
        const version = rng.int(2, 9);
        const appHealth = health();
        const workload = add(nsItem, {
          name: app, type: `Kubernetes::${kind}`, configClass: kind, tags: nsTags, labels,
          health: appHealth, status: appHealth === 'healthy' ? 'Running' : appHealth === 'warning' ? 'Progressing' : appHealth === 'unhealthy' ? 'Degraded' : 'Unknown',
          ready: appHealth === 'healthy', scraperId: scraper.id, externalId: `Kubernetes/${kind}/${ns}/${app}`,
          config: {
            apiVersion: 'apps/v1', kind, metadata: { name: app, namespace: ns, labels },
            spec: { replicas, selector: { matchLabels: { app } }, template: { spec: { containers: [{ name: app, image: imageFor(app, version), resources: { requests: { cpu: '250m', memory: '256Mi' }, limits: { memory: '512Mi' } } }] } } },
            status: { replicas, readyReplicas: appHealth === 'healthy' ? replicas : Math.max(0, replicas - 1) },
          },
        });
        let podParent = workload;
        if (kind === 'Deployment') {
          if (rng.chance(0.4)) {
            add(workload, {
              name: `${app}-${rng.hex(10)}`, type: 'Kubernetes::ReplicaSet', configClass: 'ReplicaSet', tags: nsTags, labels,
              health: 'healthy', status: 'Scaled to 0', ready: true, scraperId: scraper.id, externalId: `Kubernetes/ReplicaSet/${ns}/${app}-old`,
              config: { apiVersion: 'apps/v1', kind: 'ReplicaSet', metadata: { name: `${app}-old`, namespace: ns }, spec: { replicas: 0 } },
              deletedMsAgo: rng.chance(0.5) ? rng.int(1, 20) * DAY : null,
            });
          }
          podParent = add(workload, {
            name: `${app}-${rng.hex(10)}`, type: 'Kubernetes::ReplicaSet', configClass: 'ReplicaSet', tags: nsTags, labels,
            health: appHealth, status: 'Running', ready: appHealth === 'healthy', scraperId: scraper.id, externalId: `Kubernetes/ReplicaSet/${ns}/${app}`,
            config: { apiVersion: 'apps/v1', kind: 'ReplicaSet', metadata: { name: app, namespace: ns }, spec: { replicas } },
          });
        }
        for (let r = 0; r < replicas; r += 1) {
          const podName = kind === 'StatefulSet' ? `${app}-${r}` : `${podParent.name}-${rng.hex(5)}`;
          const crashing = appHealth === 'unhealthy' && r === 0;
          const node = rng.pick(nodes);
          add(podParent, {
            name: podName, type: 'Kubernetes::Pod', configClass: 'Pod', tags: nsTags, labels,
            health: crashing ? 'unhealthy' : appHealth === 'unknown' ? 'unknown' : 'healthy',
            status: crashing ? 'CrashLoopBackOff' : 'Running', ready: !crashing, scraperId: scraper.id,
            externalId: `Kubernetes/Pod/${ns}/${podName}`,
            config: {
              apiVersion: 'v1', kind: 'Pod', metadata: { name: podName, namespace: ns, labels },
              spec: { nodeName: node.name, containers: [{ name: app, image: imageFor(app, version) }] },
              status: { phase: 'Running', podIP: `10.${[20, 40, 60][ci] ?? 80}.${rng.int(0, 255)}.${rng.int(2, 254)}`, containerStatuses: [{ name: app, ready: !crashing, restartCount: crashing ? rng.int(12, 80) : rng.int(0, 2) }] },
            },
            properties: [{ name: 'restarts', value: crashing ? 42 : 0 }, { name: 'node', text: node.name }],
            createdMsAgo: rng.int(2, 20 * 24) * HOUR,
          });
        }
        add(nsItem, {
          name: app, type: 'Kubernetes::Service', configClass: 'Service', tags: nsTags, labels,
          health: 'healthy', status: 'Active', ready: true, scraperId: scraper.id, externalId: `Kubernetes/Service/${ns}/${app}`,
          config: { apiVersion: 'v1', kind: 'Service', metadata: { name: app, namespace: ns }, spec: { type: 'ClusterIP', ports: [{ port: 80, targetPort: 8080 }], selector: { app } } },
        });
        if (rng.chance(0.6)) {
          add(nsItem, {
            name: `${app}-config`, type: 'Kubernetes::ConfigMap', configClass: 'ConfigMap', tags: nsTags, labels,
            health: 'healthy', status: 'Active', ready: true, scraperId: scraper.id, externalId: `Kubernetes/ConfigMap/${ns}/${app}-config`,
            config: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: `${app}-config`, namespace: ns }, data: { LOG_LEVEL: rng.pick(['info', 'debug', 'warn']), MAX_CONNECTIONS: String(rng.int(10, 200)) } },
          });
        }
        if (rng.chance(0.5)) {
          add(nsItem, {
            name: app, type: 'Kubernetes::HelmRelease', configClass: 'HelmRelease', tags: nsTags, labels,
            health: appHealth === 'unhealthy' ? 'unhealthy' : 'healthy', status: appHealth === 'unhealthy' ? 'UpgradeFailed' : 'Ready', ready: appHealth !== 'unhealthy',
            scraperId: scraper.id, externalId: `Kubernetes/HelmRelease/${ns}/${app}`,
            config: { apiVersion: 'helm.toolkit.fluxcd.io/v2', kind: 'HelmRelease', metadata: { name: app, namespace: ns }, spec: { chart: { spec: { chart: app, version: `1.${version}.0` } }, interval: '10m' } },
          });
        }
        if (kind === 'StatefulSet') {
          for (let r = 0; r < replicas; r += 1) {
            add(nsItem, {
              name: `data-${app}-${r}`, type: 'Kubernetes::PersistentVolumeClaim', configClass: 'PersistentVolumeClaim', tags: nsTags, labels,
              health: 'healthy', status: 'Bound', ready: true, scraperId: scraper.id, externalId: `Kubernetes/PersistentVolumeClaim/${ns}/data-${app}-${r}`,
              config: { apiVersion: 'v1', kind: 'PersistentVolumeClaim', metadata: { name: `data-${app}-${r}`, namespace: ns }, spec: { resources: { requests: { storage: '50Gi' } }, storageClassName: 'gp3' } },
            });
          }
        }
      }
      if (['checkout', 'catalog', 'identity', 'monitoring'].includes(ns)) {
        add(nsItem, {
          name: `${ns}-ingress`, type: 'Kubernetes::Ingress', configClass: 'Ingress', tags: nsTags, labels: { team: 'platform' },
          health: 'healthy', status: 'Active', ready: true, scraperId: scraper.id, externalId: `Kubernetes/Ingress/${ns}/${ns}-ingress`,
          config: { apiVersion: 'networking.k8s.io/v1', kind: 'Ingress', metadata: { name: `${ns}-ingress`, namespace: ns }, spec: { rules: [{ host: `${ns}.${cluster.env === 'production' ? '' : 'staging.'}opsdeck.example` }] } },
        });
      }
      if (['data', 'payments', 'monitoring'].includes(ns)) {
        add(nsItem, {
          name: `${ns}-nightly`, type: 'Kubernetes::CronJob', configClass: 'CronJob', tags: nsTags, labels: { team: ns },
          health: ns === 'data' ? 'warning' : 'healthy', status: 'Active', ready: true, scraperId: scraper.id, externalId: `Kubernetes/CronJob/${ns}/${ns}-nightly`,
          config: { apiVersion: 'batch/v1', kind: 'CronJob', metadata: { name: `${ns}-nightly`, namespace: ns }, spec: { schedule: '0 2 * * *', concurrencyPolicy: 'Forbid' } },
        });
      }
    }
  }

  // --- Azure (a small legacy estate) -----------------------------------------------------------
  const azure = scrapers[3] as (typeof scrapers)[number];
  const subscription = add(null, {
    name: 'legacy-subscription', type: 'Azure::Subscription', configClass: 'Subscription', tags: { subscription: 'legacy' }, labels: {},
    health: 'healthy', status: 'Enabled', ready: true, scraperId: azure.id, externalId: '/subscriptions/a1b2c3d4-0000-4000-8000-000000000001',
    config: { subscriptionId: 'a1b2c3d4-0000-4000-8000-000000000001', displayName: 'legacy', state: 'Enabled' }, createdMsAgo: 92 * DAY,
  });
  for (const [i, name] of ['reporting-vm-01', 'reporting-vm-02', 'ftp-gateway', 'build-agent-win'].entries()) {
    add(subscription, {
      name, type: 'Azure::VirtualMachine', configClass: 'VirtualMachine', tags: { subscription: 'legacy', region: 'westeurope' }, labels: { owner: 'data' },
      health: i === 2 ? 'unhealthy' : 'healthy', status: i === 3 ? 'Stopped' : 'Running', ready: i !== 3, scraperId: azure.id,
      externalId: `/subscriptions/a1b2c3d4-0000-4000-8000-000000000001/resourceGroups/legacy/providers/Microsoft.Compute/virtualMachines/${name}`,
      config: { name, vmSize: 'Standard_D2s_v5', osType: i === 3 ? 'Windows' : 'Linux', location: 'westeurope' },
    });
  }
  add(subscription, {
    name: 'reporting-sql', type: 'Azure::SQL::Database', configClass: 'Database', tags: { subscription: 'legacy', region: 'westeurope' }, labels: { owner: 'data' },
    health: 'healthy', status: 'Online', ready: true, scraperId: azure.id,
    externalId: '/subscriptions/a1b2c3d4-0000-4000-8000-000000000001/resourceGroups/legacy/providers/Microsoft.Sql/servers/legacy/databases/reporting',
    config: { name: 'reporting', sku: { name: 'S2', tier: 'Standard' }, maxSizeBytes: 268435456000 },
  });

  // A handful of items were removed by their scrapers.
  for (const item of items) {
    if (item.deletedMsAgo === null && item.type === 'Kubernetes::Pod' && rng.chance(0.06)) item.deletedMsAgo = rng.int(1, 10 * 24) * HOUR;
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
    items.filter((c) => c.deletedMsAgo === null).map((c) => ({ config_id: c.id, last_scraped_time: ago(ctx, rng.int(1, 30) * MINUTE) })),
  );

  const byType = new Map<string, ConfigItem[]>();
  for (const item of items) byType.set(item.type, [...(byType.get(item.type) ?? []), item]);

  await seedRelationships(ctx, byType, { eks, loadBalancers, securityGroups, roles });
  await seedCosts(ctx, items);
  const changeIds = await seedChanges(ctx, items, people);
  const analysisIds = await seedAnalysis(ctx, items, people);
  return { items, byType, scrapers: scrapers.map(({ id, name }) => ({ id, name })), changeIds, analysisIds };
}

async function seedRelationships(
  ctx: SeedContext,
  byType: Map<string, ConfigItem[]>,
  aws: { eks: ConfigItem; loadBalancers: ConfigItem[]; securityGroups: ConfigItem[]; roles: ConfigItem[] },
) {
  const { rng } = ctx;
  const rows: { config_id: string; related_id: string; relation: string }[] = [];
  const edge = (from: ConfigItem, to: ConfigItem, relation: string) => rows.push({ config_id: from.id, related_id: to.id, relation });
  const byName = (type: string) => new Map((byType.get(type) ?? []).map((c) => [`${c.tags.cluster ?? ''}/${c.tags.namespace ?? ''}/${c.name}`, c]));
  const nodesByName = new Map((byType.get('Kubernetes::Node') ?? []).map((n) => [n.name, n]));
  const instancesByName = new Map((byType.get('AWS::EC2::Instance') ?? []).map((n) => [n.name, n]));
  const services = byName('Kubernetes::Service');
  const configMaps = byName('Kubernetes::ConfigMap');

  for (const pod of byType.get('Kubernetes::Pod') ?? []) {
    const nodeName = (pod.config.spec as { nodeName?: string } | undefined)?.nodeName;
    const node = nodeName ? nodesByName.get(nodeName) : undefined;
    if (node) edge(pod, node, 'runs-on');
    const svc = services.get(`${pod.tags.cluster}/${pod.tags.namespace}/${pod.labels.app}`);
    if (svc) edge(svc, pod, 'targets');
  }
  for (const kind of ['Kubernetes::Deployment', 'Kubernetes::StatefulSet']) {
    for (const workload of byType.get(kind) ?? []) {
      const cm = configMaps.get(`${workload.tags.cluster}/${workload.tags.namespace}/${workload.name}-config`);
      if (cm) edge(workload, cm, 'uses');
    }
  }
  for (const node of byType.get('Kubernetes::Node') ?? []) {
    const instance = instancesByName.get(node.name);
    if (instance) edge(node, instance, 'is');
  }
  for (const ingress of byType.get('Kubernetes::Ingress') ?? []) {
    for (const svc of byType.get('Kubernetes::Service') ?? []) {
      if (svc.tags.cluster === ingress.tags.cluster && svc.tags.namespace === ingress.tags.namespace) edge(ingress, svc, 'routes-to');
    }
    const lb = ingress.tags.cluster === 'prod-eu' ? aws.loadBalancers[0] : aws.loadBalancers[2];
    if (lb) edge(lb, ingress, 'forwards-to');
  }
  const prodCluster = (byType.get('Kubernetes::Cluster') ?? []).find((c) => c.name === 'prod-eu');
  if (prodCluster) edge(aws.eks, prodCluster, 'is');
  for (const db of byType.get('AWS::RDS::DBInstance') ?? []) {
    const sg = aws.securityGroups.find((s) => s.name === 'eu-west-1-rds');
    if (sg) edge(db, sg, 'soft');
  }
  for (const fn of byType.get('AWS::Lambda::Function') ?? []) {
    const role = aws.roles[2];
    if (role) edge(fn, role, 'assumes');
  }
  for (const instance of byType.get('AWS::EC2::Instance') ?? []) {
    if (rng.chance(0.7)) {
      const volume = (byType.get('AWS::EBS::Volume') ?? []).find((v) => v.name === `${instance.name.split('.')[0]}-root`);
      if (volume) edge(instance, volume, 'attached');
    }
  }
  // Hard parent -> child edges come from the config_items trigger; these are the soft ones.
  await insertRows(
    ctx.tx,
    'config_relationships',
    rows.map((r) => ({ ...r, created_at: ago(ctx, rng.int(1, 60) * DAY), updated_at: ago(ctx, rng.int(0, 24) * HOUR) })),
    'ON CONFLICT DO NOTHING',
  );
}

async function seedCosts(ctx: SeedContext, items: ConfigItem[]) {
  const { rng } = ctx;
  const hourly: Record<string, [number, number]> = {
    'AWS::EC2::Instance': [0.09, 0.42],
    'AWS::RDS::DBInstance': [0.3, 1.1],
    'AWS::S3::Bucket': [0.002, 0.06],
    'AWS::EBS::Volume': [0.008, 0.012],
    'AWS::Lambda::Function': [0.0001, 0.01],
    'AWS::ElasticLoadBalancingV2::LoadBalancer': [0.025, 0.03],
    'AWS::EKS::Cluster': [0.1, 0.1],
    'Azure::VirtualMachine': [0.1, 0.2],
    'Azure::SQL::Database': [0.2, 0.2],
  };
  const rows = items
    .filter((c) => hourly[c.type] && c.deletedMsAgo === null)
    .map((c) => {
      const [lo, hi] = hourly[c.type] as [number, number];
      const perHour = lo + rng.next() * (hi - lo);
      const r4 = (n: number) => Math.round(n * 10_000) / 10_000;
      return {
        id: idAgo(ctx, c.createdMsAgo),
        config_id: c.id,
        scraper_id: c.scraperId,
        external_id: c.externalId,
        billing_currency: c.type.startsWith('Azure') ? 'EUR' : 'USD',
        cost_per_minute: r4(perHour / 60),
        cost_total_1h: r4(perHour),
        cost_total_1d: r4(perHour * 24),
        cost_total_7d: r4(perHour * 24 * 7),
        cost_total_30d: r4(perHour * 24 * 30),
        created_at: ago(ctx, c.createdMsAgo),
        updated_at: ago(ctx, rng.int(1, 12) * HOUR),
      };
    });
  await insertRows(ctx.tx, 'config_costs', rows);
}

// [change_type, severity, source, summary builder, weight] per config family.
type ChangeKind = [string, string, string, (c: ConfigItem) => string, number];
const K8S_EVENTS: ChangeKind[] = [
  ['Pulled', 'info', 'kubernetes/events', (c) => `Successfully pulled image for ${c.name}`, 10],
  ['Started', 'info', 'kubernetes/events', (c) => `Started container ${c.labels.app ?? c.name}`, 10],
  ['Created', 'info', 'kubernetes/events', (c) => `Created container ${c.labels.app ?? c.name}`, 8],
  ['Killing', 'low', 'kubernetes/events', (c) => `Stopping container ${c.labels.app ?? c.name}`, 4],
  ['BackOff', 'high', 'kubernetes/events', (c) => `Back-off restarting failed container ${c.labels.app ?? c.name}`, 3],
  ['Unhealthy', 'medium', 'kubernetes/events', () => 'Readiness probe failed: HTTP probe failed with statuscode: 503', 3],
  ['FailedScheduling', 'medium', 'kubernetes/events', () => '0/6 nodes are available: 2 Insufficient memory', 1],
  ['diff', 'info', 'diff', (c) => `${c.configClass} ${c.name} updated`, 4],
];
const WORKLOAD_CHANGES: ChangeKind[] = [
  ['diff', 'info', 'diff', (c) => `spec.template.spec.containers[0].image changed for ${c.name}`, 10],
  ['ScalingReplicaSet', 'info', 'kubernetes/events', (c) => `Scaled up replica set ${c.name} to ${c.config.spec ? 3 : 2}`, 6],
  ['HelmUpgradeSucceeded', 'info', 'Flux', (c) => `Helm upgrade succeeded for release ${c.name}`, 4],
  ['HelmUpgradeFailed', 'high', 'Flux', (c) => `Helm upgrade failed for release ${c.name}: timed out waiting for the condition`, 1],
  ['ReconciliationSucceeded', 'info', 'Flux', () => 'Reconciliation finished in 1.2s', 5],
  ['PlaybookCompleted', 'info', 'Playbook', (c) => `Playbook restart-deployment completed on ${c.name}`, 1],
];
const AWS_CHANGES: ChangeKind[] = [
  ['diff', 'info', 'diff', (c) => `${c.configClass} ${c.name} configuration changed`, 6],
  ['ModifyInstanceAttribute', 'low', 'CloudTrail', (c) => `ModifyInstanceAttribute on ${c.name}`, 2],
  ['StopInstances', 'medium', 'CloudTrail', (c) => `StopInstances ${c.name}`, 1],
  ['StartInstances', 'info', 'CloudTrail', (c) => `StartInstances ${c.name}`, 1],
  ['AuthorizeSecurityGroupIngress', 'high', 'CloudTrail', () => 'AuthorizeSecurityGroupIngress tcp/443 from 0.0.0.0/0', 1],
  ['PutBucketPolicy', 'medium', 'CloudTrail', (c) => `PutBucketPolicy on ${c.name}`, 1],
  ['UpdateFunctionCode', 'info', 'CloudTrail', (c) => `UpdateFunctionCode ${c.name}`, 2],
  ['ModifyDBInstance', 'medium', 'CloudTrail', (c) => `ModifyDBInstance ${c.name}`, 1],
];

function changeKinds(c: ConfigItem): [ChangeKind[], number] {
  if (c.type === 'Kubernetes::Pod') return [K8S_EVENTS, 9];
  if (/Deployment|StatefulSet|HelmRelease|ReplicaSet/.test(c.type)) return [WORKLOAD_CHANGES, 14];
  if (c.type.startsWith('AWS') || c.type.startsWith('Azure')) return [AWS_CHANGES, 6];
  return [[['diff', 'info', 'diff', (x) => `${x.configClass} ${x.name} updated`, 1]], 3];
}

async function seedChanges(ctx: SeedContext, items: ConfigItem[], people: PeopleSeed) {
  const { rng } = ctx;
  const rows: Record<string, unknown>[] = [];
  const ids: { id: string; configId: string }[] = [];
  for (const c of items) {
    const [kinds, mean] = changeKinds(c);
    const count = rng.int(Math.floor(mean / 2), mean + Math.floor(mean / 2));
    for (let i = 0; i < count; i += 1) {
      const [type, severity, source, summary] = rng.weighted(kinds.map((k) => [k, k[4]] as const));
      // Recent-heavy: half of the changes fall into the last week.
      const maxAgo = Math.min(c.createdMsAgo, 90 * DAY);
      const msAgo = rng.chance(0.5) ? rng.next() * Math.min(maxAgo, 7 * DAY) : rng.next() * maxAgo;
      const id = idAgo(ctx, msAgo);
      const isDiff = type === 'diff';
      const byPerson = source === 'Playbook' || (isDiff && rng.chance(0.2));
      const repeated = type === 'BackOff' || type === 'Unhealthy';
      const repeatCount = repeated ? rng.int(2, 40) : 1;
      const before = rng.int(1, 8);
      rows.push({
        id,
        config_id: c.id,
        external_change_id: source === 'CloudTrail' ? rng.hex(32) : null,
        external_created_by: source === 'CloudTrail' ? rng.pick(['arn:aws:iam::123456789012:user/terraform', 'ci-deployer', 'maya.chen@opsdeck.local']) : null,
        change_type: type,
        severity,
        source,
        summary: summary(c),
        patches: isDiff ? json({ spec: { replicas: before + 1 } }) : null,
        diff: isDiff
          ? `--- before\n+++ after\n@@ -12,7 +12,7 @@\n-  replicas: ${before}\n+  replicas: ${before + 1}\n   selector:\n     matchLabels:\n       app: ${c.labels.app ?? c.name}\n`
          : null,
        details: json(isDiff ? { path: 'spec.replicas' } : { reason: type, message: summary(c), count: repeatCount }),
        created_by: byPerson ? rng.pick(people.people).id : null,
        created_at: ago(ctx, msAgo),
        count: repeatCount,
        fingerprint: repeated ? `${c.id}:${type}` : null,
        first_observed: ago(ctx, msAgo + (repeated ? rng.int(1, 48) * HOUR : 0)),
        inserted_at: ago(ctx, msAgo),
      });
      ids.push({ id, configId: c.id });
    }
  }
  await insertRows(ctx.tx, 'config_changes', rows);
  return ids;
}

const ANALYSES: [string, string, string, string, (c: ConfigItem) => string][] = [
  ['kube-score', 'reliability', 'medium', 'Container has no CPU limit', (c) => `${c.name}: container resources.limits.cpu is not set`],
  ['kube-score', 'security', 'high', 'Container runs as root', (c) => `${c.name}: securityContext.runAsNonRoot is not true`],
  ['kube-score', 'reliability', 'low', 'Deployment has no PodDisruptionBudget', (c) => `No PodDisruptionBudget selects ${c.name}`],
  ['trivy', 'security', 'critical', 'CVE-2024-3094 in xz-utils', (c) => `Image of ${c.name} contains xz-utils 5.6.0 (CVE-2024-3094)`],
  ['trivy', 'security', 'high', 'CVE-2023-44487 HTTP/2 rapid reset', (c) => `golang.org/x/net in ${c.name} is vulnerable to HTTP/2 rapid reset`],
  ['aws-trusted-advisor', 'cost', 'medium', 'Low utilization EC2 instance', (c) => `${c.name} averaged 4% CPU over 14 days`],
  ['aws-trusted-advisor', 'security', 'high', 'Security group allows unrestricted access', (c) => `${c.name} allows 0.0.0.0/0 on port 443`],
  ['aws-config', 'compliance', 'medium', 'S3 bucket versioning disabled', (c) => `${c.name} does not have versioning enabled`],
  ['aws-config', 'compliance', 'low', 'RDS automatic minor version upgrade disabled', (c) => `${c.name} has auto minor version upgrade off`],
  ['cost-explorer', 'cost', 'low', 'Unattached EBS volume', (c) => `${c.name} has been unattached for 9 days`],
  ['availability', 'availability', 'high', 'Single replica workload', (c) => `${c.name} runs a single replica`],
  ['performance', 'performance', 'medium', 'High memory usage', (c) => `${c.name} uses 91% of its memory limit`],
];

async function seedAnalysis(ctx: SeedContext, items: ConfigItem[], people: PeopleSeed) {
  const { rng } = ctx;
  const fits = (c: ConfigItem, analyzer: string) => {
    if (analyzer === 'kube-score' || analyzer === 'trivy' || analyzer === 'availability' || analyzer === 'performance') {
      return /Deployment|StatefulSet|Pod/.test(c.type);
    }
    if (analyzer === 'aws-trusted-advisor') return /EC2::Instance|SecurityGroup/.test(c.type);
    if (analyzer === 'aws-config') return /S3::Bucket|RDS/.test(c.type);
    if (analyzer === 'cost-explorer') return c.type === 'AWS::EBS::Volume';
    return false;
  };
  const rows: Record<string, unknown>[] = [];
  const ids: { id: string; configId: string }[] = [];
  for (const c of items) {
    const candidates = ANALYSES.filter((a) => fits(c, a[0]));
    if (candidates.length === 0 || !rng.chance(c.type === 'Kubernetes::Pod' ? 0.15 : 0.5)) continue;
    for (const [analyzer, type, severity, summary, message] of rng.sample(candidates, rng.int(1, 2))) {
      const firstAgo = rng.int(1, Math.max(1, Math.floor(Math.min(c.createdMsAgo, 80 * DAY) / HOUR))) * HOUR;
      const status = rng.weighted([['open', 75], ['resolved', 20], ['silenced', 5]] as const);
      const id = idAgo(ctx, firstAgo);
      rows.push({
        id,
        config_id: c.id,
        scraper_id: c.scraperId,
        created_by: analyzer === 'availability' && rng.chance(0.3) ? rng.pick(people.people).id : null,
        source: analyzer.startsWith('aws') || analyzer === 'cost-explorer' ? 'AWS' : analyzer === 'trivy' ? 'Trivy' : 'Kubernetes',
        analyzer,
        analysis_type: type,
        severity,
        summary,
        status,
        message: message(c),
        analysis: json({ rule: slug(summary), resource: c.externalId, remediation: `Review ${c.configClass.toLowerCase()} ${c.name}` }),
        properties: json([{ name: 'rule', text: slug(summary) }, { name: 'score', value: rng.int(1, 10) }]),
        first_observed: ago(ctx, firstAgo),
        last_observed: ago(ctx, status === 'resolved' ? firstAgo / 2 : rng.int(5, 120) * MINUTE),
      });
      ids.push({ id, configId: c.id });
    }
  }
  await insertRows(ctx.tx, 'config_analysis', rows);
  return ids;
}
