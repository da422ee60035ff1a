// Which glyph stands for a resource: check types, component kinds and config types share one table.
// Keys are normalised names (lower case, words joined by '-'): `Kubernetes::Pod` is `kubernetes-pod`,
// `AWS::EC2::Instance` is `aws-ec2-instance`, the incumbent's `k8s-pod` is `kubernetes-pod` too.
import type { GlyphName } from './glyphs';

const NAMES: Record<string, GlyphName> = {
  // Check types
  http: 'globe',
  https: 'globe',
  tcp: 'plug',
  icmp: 'radar',
  ping: 'radar',
  dns: 'signpost',
  exec: 'terminal',
  folder: 'folder',
  s3: 'archive',
  tls: 'shield-check',
  ssl: 'shield-check',
  certificate: 'shield-check',
  ldap: 'key-round',
  smb: 'folder',
  sql: 'database',
  mssql: 'database',
  sqlserver: 'database',
  postgres: 'postgresql',
  postgresql: 'postgresql',
  mysql: 'mysql',
  mariadb: 'mariadb',
  mongodb: 'mongodb',
  mongo: 'mongodb',
  redis: 'redis',
  elasticsearch: 'elasticsearch',
  opensearch: 'elasticsearch',
  prometheus: 'prometheus',
  alertmanager: 'prometheus',
  loki: 'grafana',
  grafana: 'grafana',
  kubernetes: 'kubernetes',
  k8s: 'kubernetes',
  namespace: 'folder',
  pod: 'box',
  helm: 'helm',
  docker: 'docker',
  containerd: 'docker',
  git: 'git',
  github: 'github',
  gitlab: 'gitlab',
  junit: 'junit',
  jmeter: 'jmeter',
  webhook: 'webhook',
  'generic-webhook': 'webhook',
  canary: 'bird',
  'canary-checker': 'bird',
  aws: 'cloud',
  azure: 'cloud',
  gcp: 'google-cloud',
  cloudwatch: 'cloud',
  'aws-cloudwatch': 'cloud',
  // Kubernetes kinds
  'kubernetes-cluster': 'kubernetes',
  'kubernetes-node': 'server',
  'kubernetes-namespace': 'folder',
  'kubernetes-pod': 'box',
  'kubernetes-deployment': 'layers',
  'kubernetes-replicaset': 'copy',
  'kubernetes-statefulset': 'database',
  'kubernetes-daemonset': 'server-cog',
  'kubernetes-job': 'play',
  'kubernetes-cronjob': 'calendar-clock',
  'kubernetes-service': 'network',
  'kubernetes-ingress': 'waypoints',
  'kubernetes-configmap': 'file-cog',
  'kubernetes-secret': 'key-round',
  'kubernetes-persistentvolume': 'hard-drive',
  'kubernetes-persistentvolumeclaim': 'hard-drive',
  'kubernetes-serviceaccount': 'user-round',
  'kubernetes-helmrelease': 'helm',
  'kubernetes-kustomization': 'flux',
  'kubernetes-horizontalpodautoscaler': 'gauge',
  'kubernetes-event': 'activity',
  kubernetescluster: 'kubernetes',
  // AWS resources
  'aws-ec2-instance': 'server',
  'aws-ec2-vpc': 'network',
  'aws-ec2-subnet': 'split',
  'aws-ec2-securitygroup': 'shield',
  'aws-ebs-volume': 'hard-drive',
  'aws-s3-bucket': 'archive',
  'aws-iam-role': 'key-round',
  'aws-iam-user': 'user-round',
  'aws-eks-cluster': 'kubernetes',
  'aws-rds-dbinstance': 'database',
  'aws-lambda-function': 'lambda',
  'aws-elasticloadbalancingv2-loadbalancer': 'scale',
  'aws-region': 'map-pin',
  'aws-availabilityzone': 'map-pin',
  'aws-account': 'building',
  // Azure and GCP resources
  'azure-virtualmachine': 'server',
  'azure-sql-database': 'database',
  'azure-subscription': 'building',
  // Component kinds (topology)
  application: 'app-window',
  website: 'globe',
  api: 'plug-zap',
  service: 'boxes',
  database: 'database',
  worker: 'cog',
  queue: 'inbox',
  topic: 'message-square',
  stream: 'waves',
  tier: 'layers',
  stage: 'milestone',
  cluster: 'kubernetes',
  node: 'server',
  server: 'server',
  storage: 'hard-drive',
  network: 'network',
  // People and groups
  team: 'users',
  group: 'users',
  person: 'user-round',
  user: 'user-round',
};

/** `Kubernetes::Pod`, `aws_ec2_instance`, `AWS::::Account` → `kubernetes-pod`, `aws-ec2-instance`, `aws-account`. */
export function normaliseResourceName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^k8s(?=-|$)/, 'kubernetes');
}

/** The glyph of one name: an exact entry, else its family (`aws-ec2-natgateway` → `aws`), else none. */
function glyphOfName(name: string | null | undefined): GlyphName | undefined {
  if (!name) return undefined;
  const words = normaliseResourceName(name).split('-');
  for (let length = words.length; length > 0; length--) {
    const glyph = NAMES[words.slice(0, length).join('-')];
    if (glyph) return glyph;
  }
  return undefined;
}

export interface ResourceIconSource {
  /** The resource's own icon name (checks, components and playbooks carry one); wins when known. */
  icon?: string | null;
  /** Its check type, component type or config type. */
  type?: string | null;
}

/** The glyph for a resource, or undefined when nothing is known about it (the neutral fallback). */
export function resolveResourceGlyph({ icon, type }: ResourceIconSource): GlyphName | undefined {
  return glyphOfName(icon) ?? glyphOfName(type);
}
