import type { ConfigItem } from './catalog';
import type { AwsEstate } from './catalog-aws';
import type { AddItem } from './catalog-builder';
import { DAY, HOUR, type SeedContext } from './context';

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
  {
    name: 'staging-us',
    region: 'us-east-1',
    env: 'staging',
    nodes: 3,
    namespaces: ['kube-system', 'payments', 'checkout', 'catalog', 'identity'],
  },
  {
    name: 'prod-us',
    region: 'us-east-1',
    env: 'production',
    nodes: 4,
    namespaces: ['kube-system', 'monitoring', 'payments', 'checkout', 'catalog'],
  },
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

interface Scraper {
  id: string;
  agent: string;
}

/**
 * Three clusters: nodes (with their EC2 instances and root volumes in the AWS estate),
 * namespaces, workloads with replica sets and pods, services, config maps, Helm releases, volume
 * claims, ingresses and cron jobs. `k8sScrapers` are the scrapers of the clusters, in order.
 */
export function buildKubernetes(
  ctx: SeedContext,
  add: AddItem,
  health: () => string,
  k8sScrapers: Scraper[],
  estate: { aws: { id: string }; account: ConfigItem; regions: AwsEstate['regions']; subnets: AwsEstate['subnets'] },
): void {
  const { rng } = ctx;
  const { aws, account, regions, subnets } = estate;
  // --- Kubernetes -------------------------------------------------------------------------------
  for (const [ci, cluster] of CLUSTERS.entries()) {
    const scraper = k8sScrapers[ci] as Scraper;
    const baseTags = { cluster: cluster.name };
    const clusterItem = add(null, {
      name: cluster.name,
      type: 'Kubernetes::Cluster',
      configClass: 'Cluster',
      tags: baseTags,
      labels: { env: cluster.env },
      health: 'healthy',
      status: 'Running',
      ready: true,
      scraperId: scraper.id,
      externalId: `Kubernetes/Cluster/${cluster.name}`,
      config: { name: cluster.name, version: 'v1.30.2', region: cluster.region },
      createdMsAgo: (94 - ci) * DAY,
      agentId: scraper.agent,
    });
    const nodes: ConfigItem[] = [];
    for (let n = 0; n < cluster.nodes; n += 1) {
      const nodeName = `ip-10-${[20, 40, 60][ci] ?? 80}-${rng.int(1, 250)}-${rng.int(1, 250)}.${cluster.region}.compute.internal`;
      const instanceId = `i-0${rng.hex(16)}`;
      const nodeHealth = n === 2 && ci === 0 ? 'warning' : 'healthy';
      const large = cluster.env === 'production';
      const node = add(clusterItem, {
        name: nodeName,
        type: 'Kubernetes::Node',
        configClass: 'Node',
        tags: { ...baseTags, zone: `${cluster.region}${'abc'[n % 3]}` },
        labels: {
          'node.kubernetes.io/instance-type': large ? 'm6i.2xlarge' : 'm6i.large',
          'topology.kubernetes.io/zone': `${cluster.region}${'abc'[n % 3]}`,
        },
        health: nodeHealth,
        status: nodeHealth === 'warning' ? 'MemoryPressure' : 'Ready',
        ready: true,
        scraperId: scraper.id,
        externalId: `Kubernetes/Node//${nodeName}`,
        config: {
          apiVersion: 'v1',
          kind: 'Node',
          metadata: { name: nodeName },
          spec: { providerID: `aws:///${cluster.region}a/${instanceId}` },
          status: { capacity: { cpu: large ? '8' : '2', memory: large ? '32Gi' : '8Gi' } },
        },
        properties: [
          { name: 'cpu', value: large ? 8000 : 2000, unit: 'millicores' },
          { name: 'memory', value: large ? 32 : 8, unit: 'GiB' },
        ],
      });
      nodes.push(node);
      const region = regions.get(cluster.region) ?? account;
      add(region, {
        name: nodeName,
        type: 'AWS::EC2::Instance',
        configClass: 'VirtualMachine',
        tags: { account: '123456789012', region: cluster.region, cluster: cluster.name },
        labels: { 'eks:cluster-name': cluster.name },
        health: nodeHealth,
        status: 'running',
        ready: true,
        scraperId: aws.id,
        externalId: instanceId,
        config: {
          InstanceId: instanceId,
          InstanceType: large ? 'm6i.2xlarge' : 'm6i.large',
          State: { Name: 'running' },
          PrivateDnsName: nodeName,
          SubnetId: subnets.get(cluster.region)?.[n % 3]?.externalId,
        },
        properties: [{ name: 'instance-type', text: large ? 'm6i.2xlarge' : 'm6i.large' }],
      });
      add(region, {
        name: `${nodeName.split('.')[0]}-root`,
        type: 'AWS::EBS::Volume',
        configClass: 'Volume',
        tags: { account: '123456789012', region: cluster.region },
        labels: {},
        health: 'healthy',
        status: 'in-use',
        ready: true,
        scraperId: aws.id,
        externalId: `vol-0${rng.hex(16)}`,
        config: { Size: 100, VolumeType: 'gp3', Iops: 3000, Encrypted: true },
      });
    }
    for (const ns of cluster.namespaces) {
      const nsTags = { ...baseTags, namespace: ns };
      const nsItem = add(clusterItem, {
        name: ns,
        type: 'Kubernetes::Namespace',
        configClass: 'Namespace',
        tags: nsTags,
        labels: { 'kubernetes.io/metadata.name': ns },
        health: 'healthy',
        status: 'Active',
        ready: true,
        scraperId: scraper.id,
        externalId: `Kubernetes/Namespace//${ns}`,
        config: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: ns }, status: { phase: 'Active' } },
      });
      for (const [app, kind, replicas] of NAMESPACES[ns] ?? []) {
        const team = ns === 'payments' ? 'payments' : ns === 'data' ? 'data' : ns === 'identity' ? 'security' : 'platform';
        const labels = { app, 'app.kubernetes.io/name': app, team, env: cluster.env };
        const version = rng.int(2, 9);
        const appHealth = health();
        const workload = add(nsItem, {
          name: app,
          type: `Kubernetes::${kind}`,
          configClass: kind,
          tags: nsTags,
          labels,
          health: appHealth,
          status:
            appHealth === 'healthy'
              ? 'Running'
              : appHealth === 'warning'
                ? 'Progressing'
                : appHealth === 'unhealthy'
                  ? 'Degraded'
                  : 'Unknown',
          ready: appHealth === 'healthy',
          scraperId: scraper.id,
          externalId: `Kubernetes/${kind}/${ns}/${app}`,
          config: {
            apiVersion: 'apps/v1',
            kind,
            metadata: { name: app, namespace: ns, labels },
            spec: {
              replicas,
              selector: { matchLabels: { app } },
              template: {
                spec: {
                  containers: [
                    {
                      name: app,
                      image: imageFor(app, version),
                      resources: { requests: { cpu: '250m', memory: '256Mi' }, limits: { memory: '512Mi' } },
                    },
                  ],
                },
              },
            },
            status: { replicas, readyReplicas: appHealth === 'healthy' ? replicas : Math.max(0, replicas - 1) },
          },
        });
        let podParent = workload;
        if (kind === 'Deployment') {
          if (rng.chance(0.4)) {
            add(workload, {
              name: `${app}-${rng.hex(10)}`,
              type: 'Kubernetes::ReplicaSet',
              configClass: 'ReplicaSet',
              tags: nsTags,
              labels,
              health: 'healthy',
              status: 'Scaled to 0',
              ready: true,
              scraperId: scraper.id,
              externalId: `Kubernetes/ReplicaSet/${ns}/${app}-old`,
              config: {
                apiVersion: 'apps/v1',
                kind: 'ReplicaSet',
                metadata: { name: `${app}-old`, namespace: ns },
                spec: { replicas: 0 },
              },
              deletedMsAgo: rng.chance(0.5) ? rng.int(1, 20) * DAY : null,
            });
          }
          podParent = add(workload, {
            name: `${app}-${rng.hex(10)}`,
            type: 'Kubernetes::ReplicaSet',
            configClass: 'ReplicaSet',
            tags: nsTags,
            labels,
            health: appHealth,
            status: 'Running',
            ready: appHealth === 'healthy',
            scraperId: scraper.id,
            externalId: `Kubernetes/ReplicaSet/${ns}/${app}`,
            config: { apiVersion: 'apps/v1', kind: 'ReplicaSet', metadata: { name: app, namespace: ns }, spec: { replicas } },
          });
        }
        for (let r = 0; r < replicas; r += 1) {
          const podName = kind === 'StatefulSet' ? `${app}-${r}` : `${podParent.name}-${rng.hex(5)}`;
          const crashing = appHealth === 'unhealthy' && r === 0;
          const node = rng.pick(nodes);
          add(podParent, {
            name: podName,
            type: 'Kubernetes::Pod',
            configClass: 'Pod',
            tags: nsTags,
            labels,
            health: crashing ? 'unhealthy' : appHealth === 'unknown' ? 'unknown' : 'healthy',
            status: crashing ? 'CrashLoopBackOff' : 'Running',
            ready: !crashing,
            scraperId: scraper.id,
            externalId: `Kubernetes/Pod/${ns}/${podName}`,
            config: {
              apiVersion: 'v1',
              kind: 'Pod',
              metadata: { name: podName, namespace: ns, labels },
              spec: { nodeName: node.name, containers: [{ name: app, image: imageFor(app, version) }] },
              status: {
                phase: 'Running',
                podIP: `10.${[20, 40, 60][ci] ?? 80}.${rng.int(0, 255)}.${rng.int(2, 254)}`,
                containerStatuses: [{ name: app, ready: !crashing, restartCount: crashing ? rng.int(12, 80) : rng.int(0, 2) }],
              },
            },
            properties: [
              { name: 'restarts', value: crashing ? 42 : 0 },
              { name: 'node', text: node.name },
            ],
            createdMsAgo: rng.int(2, 20 * 24) * HOUR,
          });
        }
        add(nsItem, {
          name: app,
          type: 'Kubernetes::Service',
          configClass: 'Service',
          tags: nsTags,
          labels,
          health: 'healthy',
          status: 'Active',
          ready: true,
          scraperId: scraper.id,
          externalId: `Kubernetes/Service/${ns}/${app}`,
          config: {
            apiVersion: 'v1',
            kind: 'Service',
            metadata: { name: app, namespace: ns },
            spec: { type: 'ClusterIP', ports: [{ port: 80, targetPort: 8080 }], selector: { app } },
          },
        });
        if (rng.chance(0.6)) {
          add(nsItem, {
            name: `${app}-config`,
            type: 'Kubernetes::ConfigMap',
            configClass: 'ConfigMap',
            tags: nsTags,
            labels,
            health: 'healthy',
            status: 'Active',
            ready: true,
            scraperId: scraper.id,
            externalId: `Kubernetes/ConfigMap/${ns}/${app}-config`,
            config: {
              apiVersion: 'v1',
              kind: 'ConfigMap',
              metadata: { name: `${app}-config`, namespace: ns },
              data: { LOG_LEVEL: rng.pick(['info', 'debug', 'warn']), MAX_CONNECTIONS: String(rng.int(10, 200)) },
            },
          });
        }
        if (rng.chance(0.5)) {
          add(nsItem, {
            name: app,
            type: 'Kubernetes::HelmRelease',
            configClass: 'HelmRelease',
            tags: nsTags,
            labels,
            health: appHealth === 'unhealthy' ? 'unhealthy' : 'healthy',
            status: appHealth === 'unhealthy' ? 'UpgradeFailed' : 'Ready',
            ready: appHealth !== 'unhealthy',
            scraperId: scraper.id,
            externalId: `Kubernetes/HelmRelease/${ns}/${app}`,
            config: {
              apiVersion: 'helm.toolkit.fluxcd.io/v2',
              kind: 'HelmRelease',
              metadata: { name: app, namespace: ns },
              spec: { chart: { spec: { chart: app, version: `1.${version}.0` } }, interval: '10m' },
            },
          });
        }
        if (kind === 'StatefulSet') {
          for (let r = 0; r < replicas; r += 1) {
            add(nsItem, {
              name: `data-${app}-${r}`,
              type: 'Kubernetes::PersistentVolumeClaim',
              configClass: 'PersistentVolumeClaim',
              tags: nsTags,
              labels,
              health: 'healthy',
              status: 'Bound',
              ready: true,
              scraperId: scraper.id,
              externalId: `Kubernetes/PersistentVolumeClaim/${ns}/data-${app}-${r}`,
              config: {
                apiVersion: 'v1',
                kind: 'PersistentVolumeClaim',
                metadata: { name: `data-${app}-${r}`, namespace: ns },
                spec: { resources: { requests: { storage: '50Gi' } }, storageClassName: 'gp3' },
              },
            });
          }
        }
      }
      if (['checkout', 'catalog', 'identity', 'monitoring'].includes(ns)) {
        add(nsItem, {
          name: `${ns}-ingress`,
          type: 'Kubernetes::Ingress',
          configClass: 'Ingress',
          tags: nsTags,
          labels: { team: 'platform' },
          health: 'healthy',
          status: 'Active',
          ready: true,
          scraperId: scraper.id,
          externalId: `Kubernetes/Ingress/${ns}/${ns}-ingress`,
          config: {
            apiVersion: 'networking.k8s.io/v1',
            kind: 'Ingress',
            metadata: { name: `${ns}-ingress`, namespace: ns },
            spec: { rules: [{ host: `${ns}.${cluster.env === 'production' ? '' : 'staging.'}opsdeck.example` }] },
          },
        });
      }
      if (['data', 'payments', 'monitoring'].includes(ns)) {
        add(nsItem, {
          name: `${ns}-nightly`,
          type: 'Kubernetes::CronJob',
          configClass: 'CronJob',
          tags: nsTags,
          labels: { team: ns },
          health: ns === 'data' ? 'warning' : 'healthy',
          status: 'Active',
          ready: true,
          scraperId: scraper.id,
          externalId: `Kubernetes/CronJob/${ns}/${ns}-nightly`,
          config: {
            apiVersion: 'batch/v1',
            kind: 'CronJob',
            metadata: { name: `${ns}-nightly`, namespace: ns },
            spec: { schedule: '0 2 * * *', concurrencyPolicy: 'Forbid' },
          },
        });
      }
    }
  }
}
