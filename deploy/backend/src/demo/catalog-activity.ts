import type { ConfigItem } from './catalog';
import { DAY, HOUR, MINUTE, ago, idAgo, slug, type SeedContext } from './context';
import type { PeopleSeed } from './people';
import { insertRows, json } from './sql';

// What happens around the catalog's items: soft relationships, costs, changes and analyses.

export async function seedRelationships(
  ctx: SeedContext,
  byType: Map<string, ConfigItem[]>,
  aws: { eks: ConfigItem; loadBalancers: ConfigItem[]; securityGroups: ConfigItem[]; roles: ConfigItem[] },
) {
  const { rng } = ctx;
  const rows: { config_id: string; related_id: string; relation: string }[] = [];
  const edge = (from: ConfigItem, to: ConfigItem, relation: string) =>
    rows.push({ config_id: from.id, related_id: to.id, relation });
  const byName = (type: string) =>
    new Map((byType.get(type) ?? []).map((c) => [`${c.tags.cluster ?? ''}/${c.tags.namespace ?? ''}/${c.name}`, c]));
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
      if (svc.tags.cluster === ingress.tags.cluster && svc.tags.namespace === ingress.tags.namespace)
        edge(ingress, svc, 'routes-to');
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

export async function seedCosts(ctx: SeedContext, items: ConfigItem[]) {
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
  [
    'HelmUpgradeFailed',
    'high',
    'Flux',
    (c) => `Helm upgrade failed for release ${c.name}: timed out waiting for the condition`,
    1,
  ],
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

export async function seedChanges(ctx: SeedContext, items: ConfigItem[], people: PeopleSeed) {
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
        external_created_by:
          source === 'CloudTrail'
            ? rng.pick(['arn:aws:iam::123456789012:user/terraform', 'ci-deployer', 'maya.chen@opsdeck.local'])
            : null,
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
  [
    'kube-score',
    'reliability',
    'medium',
    'Container has no CPU limit',
    (c) => `${c.name}: container resources.limits.cpu is not set`,
  ],
  ['kube-score', 'security', 'high', 'Container runs as root', (c) => `${c.name}: securityContext.runAsNonRoot is not true`],
  [
    'kube-score',
    'reliability',
    'low',
    'Deployment has no PodDisruptionBudget',
    (c) => `No PodDisruptionBudget selects ${c.name}`,
  ],
  [
    'trivy',
    'security',
    'critical',
    'CVE-2024-3094 in xz-utils',
    (c) => `Image of ${c.name} contains xz-utils 5.6.0 (CVE-2024-3094)`,
  ],
  [
    'trivy',
    'security',
    'high',
    'CVE-2023-44487 HTTP/2 rapid reset',
    (c) => `golang.org/x/net in ${c.name} is vulnerable to HTTP/2 rapid reset`,
  ],
  ['aws-trusted-advisor', 'cost', 'medium', 'Low utilization EC2 instance', (c) => `${c.name} averaged 4% CPU over 14 days`],
  [
    'aws-trusted-advisor',
    'security',
    'high',
    'Security group allows unrestricted access',
    (c) => `${c.name} allows 0.0.0.0/0 on port 443`,
  ],
  ['aws-config', 'compliance', 'medium', 'S3 bucket versioning disabled', (c) => `${c.name} does not have versioning enabled`],
  [
    'aws-config',
    'compliance',
    'low',
    'RDS automatic minor version upgrade disabled',
    (c) => `${c.name} has auto minor version upgrade off`,
  ],
  ['cost-explorer', 'cost', 'low', 'Unattached EBS volume', (c) => `${c.name} has been unattached for 9 days`],
  ['availability', 'availability', 'high', 'Single replica workload', (c) => `${c.name} runs a single replica`],
  ['performance', 'performance', 'medium', 'High memory usage', (c) => `${c.name} uses 91% of its memory limit`],
];

export async function seedAnalysis(ctx: SeedContext, items: ConfigItem[], people: PeopleSeed) {
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
      const status = rng.weighted([
        ['open', 75],
        ['resolved', 20],
        ['silenced', 5],
      ] as const);
      const id = idAgo(ctx, firstAgo);
      rows.push({
        id,
        config_id: c.id,
        scraper_id: c.scraperId,
        created_by: analyzer === 'availability' && rng.chance(0.3) ? rng.pick(people.people).id : null,
        source:
          analyzer.startsWith('aws') || analyzer === 'cost-explorer' ? 'AWS' : analyzer === 'trivy' ? 'Trivy' : 'Kubernetes',
        analyzer,
        analysis_type: type,
        severity,
        summary,
        status,
        message: message(c),
        analysis: json({
          rule: slug(summary),
          resource: c.externalId,
          remediation: `Review ${c.configClass.toLowerCase()} ${c.name}`,
        }),
        properties: json([
          { name: 'rule', text: slug(summary) },
          { name: 'score', value: rng.int(1, 10) },
        ]),
        first_observed: ago(ctx, firstAgo),
        last_observed: ago(ctx, status === 'resolved' ? firstAgo / 2 : rng.int(5, 120) * MINUTE),
      });
      ids.push({ id, configId: c.id });
    }
  }
  await insertRows(ctx.tx, 'config_analysis', rows);
  return ids;
}
