// The demo canaries: one per application (prod and staging) and the infrastructure canaries.

export interface CheckDef {
  type: string;
  name: string;
  description: string;
  spec: Record<string, unknown>;
  severity: string;
}

export interface CanaryDef {
  name: string;
  namespace: string;
  app: string | null;
  team: string;
  interval: number;
  checks: CheckDef[];
  labels?: Record<string, string>;
  agentId?: string;
}

export const APPS: [string, string, string][] = [
  ['payments-api', 'payments', 'payments'],
  ['ledger', 'payments', 'payments'],
  ['fraud-detector', 'payments', 'payments'],
  ['checkout-web', 'checkout', 'platform'],
  ['cart', 'checkout', 'platform'],
  ['pricing', 'checkout', 'platform'],
  ['catalog-api', 'catalog', 'platform'],
  ['search', 'catalog', 'platform'],
  ['image-resizer', 'catalog', 'platform'],
  ['auth', 'identity', 'security'],
  ['user-profile', 'identity', 'security'],
  ['grafana', 'monitoring', 'sre'],
  ['prometheus', 'monitoring', 'sre'],
  ['alertmanager', 'monitoring', 'sre'],
  ['loki', 'monitoring', 'sre'],
  ['kafka', 'data', 'data'],
  ['etl-worker', 'data', 'data'],
  ['coredns', 'kube-system', 'platform'],
];

export function appCanary(app: string, ns: string, team: string, env: 'prod' | 'staging', rngPick: () => number): CanaryDef {
  const host = `${app}.${ns}.svc.cluster.local`;
  const checks: CheckDef[] = [
    {
      type: 'http',
      name: `${app}-health`,
      description: `${app} health endpoint`,
      severity: 'high',
      spec: { url: `http://${host}/healthz`, responseCodes: [200], maxResponseTime: 1000 },
    },
    {
      type: 'kubernetes',
      name: `${app}-pods-ready`,
      description: `All ${app} pods are ready`,
      severity: 'medium',
      spec: { kind: 'Pod', namespaceSelector: { name: ns }, resource: { labelSelector: `app=${app}` }, ready: true },
    },
  ];
  checks.push({
    type: 'http',
    name: `${app}-latency`,
    description: `${app} p95 latency under 300ms`,
    severity: 'low',
    spec: { url: `http://${host}/metrics`, responseCodes: [200], maxResponseTime: 300 },
  });
  const extra = rngPick();
  if (extra % 4 === 0) {
    checks.push({
      type: 'prometheus',
      name: `${app}-error-rate`,
      description: `${app} 5xx ratio below 1%`,
      severity: 'high',
      spec: {
        url: 'http://prometheus.monitoring:9090',
        query: `sum(rate(http_requests_total{app="${app}",code=~"5.."}[5m])) / sum(rate(http_requests_total{app="${app}"}[5m])) < 0.01`,
      },
    });
  }
  if (extra % 2 === 0) {
    checks.push({
      type: 'tcp',
      name: `${app}-port`,
      description: `${app} accepts TCP connections`,
      severity: 'medium',
      spec: { host, port: 8080 },
    });
  }
  if (extra % 5 === 0) {
    checks.push({
      type: 'dns',
      name: `${app}-dns`,
      description: `${host} resolves`,
      severity: 'low',
      spec: { query: host, querytype: 'A', minrecords: 1 },
    });
  }
  return {
    name: `${app}${env === 'staging' ? '-staging' : ''}`,
    namespace: env === 'staging' ? `${ns}-staging` : ns,
    app,
    team,
    interval: 60,
    checks,
  };
}

export const INFRA_CANARIES: CanaryDef[] = [
  {
    name: 'dns-resolution',
    namespace: 'monitoring',
    app: null,
    team: 'sre',
    interval: 120,
    checks: ['opsdeck.example', 'api.opsdeck.example', 'status.opsdeck.example', 'mail.opsdeck.example'].map((q) => ({
      type: 'dns',
      name: `resolve-${q}`,
      description: `${q} resolves`,
      severity: 'high',
      spec: { server: '8.8.8.8', query: q, querytype: 'A', minrecords: 1 },
    })),
  },
  {
    name: 'tls-certificates',
    namespace: 'monitoring',
    app: null,
    team: 'security',
    interval: 3600,
    checks: ['opsdeck.example', 'api.opsdeck.example', 'checkout.opsdeck.example', 'legacy.opsdeck.example'].map((h) => ({
      type: 'http',
      name: `tls-${h}`,
      description: `Certificate of ${h} valid for 14+ days`,
      severity: 'critical',
      spec: { url: `https://${h}`, maxSSLExpiry: 14, responseCodes: [200, 301, 302] },
    })),
  },
  {
    name: 'databases',
    namespace: 'data',
    app: null,
    team: 'data',
    interval: 60,
    checks: ['payments-db', 'ledger-db', 'catalog-db'].map((db) => ({
      type: 'postgres',
      name: `${db}-query`,
      description: `SELECT 1 on ${db}`,
      severity: 'critical',
      spec: { connection: `connection://data/${db}`, query: 'SELECT 1', results: 1 },
    })),
  },
  {
    name: 's3-buckets',
    namespace: 'data',
    app: null,
    team: 'data',
    interval: 300,
    checks: ['opsdeck-backups', 'opsdeck-artifacts', 'opsdeck-data-lake'].map((b) => ({
      type: 's3',
      name: `${b}-writable`,
      description: `Write and read back an object in ${b}`,
      severity: 'medium',
      spec: { bucket: b, objectPath: 'canary/probe.txt', region: 'eu-west-1' },
    })),
  },
  {
    name: 'external-apis',
    namespace: 'payments',
    app: null,
    team: 'payments',
    interval: 120,
    checks: [
      ['stripe', 'https://status.stripe.com/api/v2/status.json'],
      ['adyen', 'https://status.adyen.com/api/v2/status.json'],
      ['github', 'https://www.githubstatus.com/api/v2/status.json'],
      ['slack', 'https://status.slack.com/api/v2.0.0/current'],
    ].map(([name, url]) => ({
      type: 'http',
      name: `${name}-status`,
      description: `${name} public status page`,
      severity: 'medium',
      spec: { url, responseCodes: [200], jsonPath: '$.status.indicator' },
    })),
  },
  {
    name: 'alerts',
    namespace: 'monitoring',
    app: null,
    team: 'sre',
    interval: 60,
    checks: [
      {
        type: 'alertmanager',
        name: 'firing-critical-alerts',
        description: 'No critical alerts firing',
        severity: 'critical',
        spec: { url: 'http://alertmanager.monitoring:9093', filters: { severity: 'critical' } },
      },
      {
        type: 'prometheus',
        name: 'error-budget-burn',
        description: 'Error budget burn rate below 2x',
        severity: 'high',
        spec: { url: 'http://prometheus.monitoring:9090', query: 'slo:burn_rate:ratio_rate1h < 2' },
      },
      {
        type: 'prometheus',
        name: 'node-disk-pressure',
        description: 'Nodes have 15% free disk',
        severity: 'medium',
        spec: {
          url: 'http://prometheus.monitoring:9090',
          query: 'min(node_filesystem_avail_bytes / node_filesystem_size_bytes) > 0.15',
        },
      },
    ],
  },
  {
    name: 'network',
    namespace: 'kube-system',
    app: null,
    team: 'platform',
    interval: 60,
    checks: [
      {
        type: 'icmp',
        name: 'vpn-gateway',
        description: 'VPN gateway reachable',
        severity: 'high',
        spec: { endpoint: '10.20.0.1', thresholdMillis: 50 },
      },
      {
        type: 'icmp',
        name: 'on-prem-router',
        description: 'On-prem router reachable',
        severity: 'medium',
        spec: { endpoint: '192.168.10.1', thresholdMillis: 80 },
      },
      {
        type: 'tcp',
        name: 'bastion-ssh',
        description: 'Bastion SSH port open',
        severity: 'low',
        spec: { host: 'bastion.opsdeck.example', port: 22 },
      },
    ],
  },
  {
    name: 'kafka-brokers',
    namespace: 'data',
    app: null,
    team: 'data',
    interval: 60,
    checks: [0, 1, 2].map((b) => ({
      type: 'tcp',
      name: `kafka-${b}`,
      description: `Broker ${b} accepts connections`,
      severity: 'high',
      spec: { host: `kafka-${b}.kafka-headless.data`, port: 9092 },
    })),
  },
  {
    name: 'redis',
    namespace: 'checkout',
    app: null,
    team: 'platform',
    interval: 60,
    checks: [
      {
        type: 'tcp',
        name: 'redis-primary',
        description: 'Redis primary reachable',
        severity: 'high',
        spec: { host: 'redis-master.checkout', port: 6379 },
      },
      {
        type: 'exec',
        name: 'redis-memory',
        description: 'Redis memory below 80%',
        severity: 'medium',
        spec: { script: 'redis-cli info memory | grep used_memory_peak_perc' },
      },
    ],
  },
  {
    name: 'cdn',
    namespace: 'catalog',
    app: null,
    team: 'platform',
    interval: 300,
    checks: ['/', '/assets/app.js', '/images/logo.svg'].map((path, i) => ({
      type: 'http',
      name: `cdn-${i}`,
      description: `CDN serves ${path}`,
      severity: 'medium',
      spec: { url: `https://cdn.opsdeck.example${path}`, responseCodes: [200] },
    })),
  },
  {
    name: 'backups',
    namespace: 'data',
    app: null,
    team: 'data',
    interval: 3600,
    checks: [
      {
        type: 'exec',
        name: 'postgres-backup-age',
        description: 'Newest base backup younger than 26h',
        severity: 'high',
        spec: { script: 'restic snapshots --latest 1 --json | jq ...' },
      },
      {
        type: 'exec',
        name: 'restore-drill',
        description: 'Weekly restore drill succeeded',
        severity: 'medium',
        spec: { script: './restore-drill.sh --dry-run' },
      },
    ],
  },
];
