import { LOCAL_AGENT_ID } from '../db/constants';
import type { CatalogSeed, ConfigItem } from './catalog';
import { DAY, HOUR, MINUTE, ago, idAgo, type SeedContext } from './context';
import type { PeopleSeed } from './people';
import { LIVE_CHECK_LABEL, selfChecks } from './self-checks';
import { insertRows, json } from './sql';

export interface CheckRow {
  id: string;
  canaryId: string;
  name: string;
  type: string;
  status: 'healthy' | 'unhealthy';
  app: string | null;
  namespace: string;
}

export interface ComponentRow {
  id: string;
  name: string;
  type: string;
  topologyId: string;
  owner: string | null;
  configId: string | null;
  app: string | null;
  health: string;
}

export interface HealthSeed {
  canaries: { id: string; name: string; namespace: string }[];
  checks: CheckRow[];
  components: ComponentRow[];
  topologies: { id: string; name: string }[];
}

interface CheckDef {
  type: string;
  name: string;
  description: string;
  spec: Record<string, unknown>;
  severity: string;
}

interface CanaryDef {
  name: string;
  namespace: string;
  app: string | null;
  team: string;
  interval: number;
  checks: CheckDef[];
  labels?: Record<string, string>;
  agentId?: string;
}

const APPS: [string, string, string][] = [
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

function appCanary(app: string, ns: string, team: string, env: 'prod' | 'staging', rngPick: () => number): CanaryDef {
  const host = `${app}.${ns}.svc.cluster.local`;
  const checks: CheckDef[] = [
    {
      type: 'http', name: `${app}-health`, description: `${app} health endpoint`, severity: 'high',
      spec: { url: `http://${host}/healthz`, responseCodes: [200], maxResponseTime: 1000 },
    },
    {
      type: 'kubernetes', name: `${app}-pods-ready`, description: `All ${app} pods are ready`, severity: 'medium',
      spec: { kind: 'Pod', namespaceSelector: { name: ns }, resource: { labelSelector: `app=${app}` }, ready: true },
    },
  ];
  checks.push({
    type: 'http', name: `${app}-latency`, description: `${app} p95 latency under 300ms`, severity: 'low',
    spec: { url: `http://${host}/metrics`, responseCodes: [200], maxResponseTime: 300 },
  });
  const extra = rngPick();
  if (extra % 4 === 0) {
    checks.push({
      type: 'prometheus', name: `${app}-error-rate`, description: `${app} 5xx ratio below 1%`, severity: 'high',
      spec: { url: 'http://prometheus.monitoring:9090', query: `sum(rate(http_requests_total{app="${app}",code=~"5.."}[5m])) / sum(rate(http_requests_total{app="${app}"}[5m])) < 0.01` },
    });
  }
  if (extra % 2 === 0) {
    checks.push({ type: 'tcp', name: `${app}-port`, description: `${app} accepts TCP connections`, severity: 'medium', spec: { host, port: 8080 } });
  }
  if (extra % 5 === 0) {
    checks.push({ type: 'dns', name: `${app}-dns`, description: `${host} resolves`, severity: 'low', spec: { query: host, querytype: 'A', minrecords: 1 } });
  }
  return { name: `${app}${env === 'staging' ? '-staging' : ''}`, namespace: env === 'staging' ? `${ns}-staging` : ns, app, team, interval: 60, checks };
}

const INFRA_CANARIES: CanaryDef[] = [
  {
    name: 'dns-resolution', namespace: 'monitoring', app: null, team: 'sre', interval: 120,
    checks: ['opsdeck.example', 'api.opsdeck.example', 'status.opsdeck.example', 'mail.opsdeck.example'].map((q) => ({
      type: 'dns', name: `resolve-${q}`, description: `${q} resolves`, severity: 'high', spec: { server: '8.8.8.8', query: q, querytype: 'A', minrecords: 1 },
    })),
  },
  {
    name: 'tls-certificates', namespace: 'monitoring', app: null, team: 'security', interval: 3600,
    checks: ['opsdeck.example', 'api.opsdeck.example', 'checkout.opsdeck.example', 'legacy.opsdeck.example'].map((h) => ({
      type: 'http', name: `tls-${h}`, description: `Certificate of ${h} valid for 14+ days`, severity: 'critical',
      spec: { url: `https://${h}`, maxSSLExpiry: 14, responseCodes: [200, 301, 302] },
    })),
  },
  {
    name: 'databases', namespace: 'data', app: null, team: 'data', interval: 60,
    checks: ['payments-db', 'ledger-db', 'catalog-db'].map((db) => ({
      type: 'postgres', name: `${db}-query`, description: `SELECT 1 on ${db}`, severity: 'critical',
      spec: { connection: `connection://data/${db}`, query: 'SELECT 1', results: 1 },
    })),
  },
  {
    name: 's3-buckets', namespace: 'data', app: null, team: 'data', interval: 300,
    checks: ['opsdeck-backups', 'opsdeck-artifacts', 'opsdeck-data-lake'].map((b) => ({
      type: 's3', name: `${b}-writable`, description: `Write and read back an object in ${b}`, severity: 'medium',
      spec: { bucket: b, objectPath: 'canary/probe.txt', region: 'eu-west-1' },
    })),
  },
  {
    name: 'external-apis', namespace: 'payments', app: null, team: 'payments', interval: 120,
    checks: [
      ['stripe', 'https://status.stripe.com/api/v2/status.json'],
      ['adyen', 'https://status.adyen.com/api/v2/status.json'],
      ['github', 'https://www.githubstatus.com/api/v2/status.json'],
      ['slack', 'https://status.slack.com/api/v2.0.0/current'],
    ].map(([name, url]) => ({
      type: 'http', name: `${name}-status`, description: `${name} public status page`, severity: 'medium', spec: { url, responseCodes: [200], jsonPath: '$.status.indicator' },
    })),
  },
  {
    name: 'alerts', namespace: 'monitoring', app: null, team: 'sre', interval: 60,
    checks: [
      { type: 'alertmanager', name: 'firing-critical-alerts', description: 'No critical alerts firing', severity: 'critical', spec: { url: 'http://alertmanager.monitoring:9093', filters: { severity: 'critical' } } },
      { type: 'prometheus', name: 'error-budget-burn', description: 'Error budget burn rate below 2x', severity: 'high', spec: { url: 'http://prometheus.monitoring:9090', query: 'slo:burn_rate:ratio_rate1h < 2' } },
      { type: 'prometheus', name: 'node-disk-pressure', description: 'Nodes have 15% free disk', severity: 'medium', spec: { url: 'http://prometheus.monitoring:9090', query: 'min(node_filesystem_avail_bytes / node_filesystem_size_bytes) > 0.15' } },
    ],
  },
  {
    name: 'network', namespace: 'kube-system', app: null, team: 'platform', interval: 60,
    checks: [
      { type: 'icmp', name: 'vpn-gateway', description: 'VPN gateway reachable', severity: 'high', spec: { endpoint: '10.20.0.1', thresholdMillis: 50 } },
      { type: 'icmp', name: 'on-prem-router', description: 'On-prem router reachable', severity: 'medium', spec: { endpoint: '192.168.10.1', thresholdMillis: 80 } },
      { type: 'tcp', name: 'bastion-ssh', description: 'Bastion SSH port open', severity: 'low', spec: { host: 'bastion.opsdeck.example', port: 22 } },
    ],
  },
  {
    name: 'kafka-brokers', namespace: 'data', app: null, team: 'data', interval: 60,
    checks: [0, 1, 2].map((b) => ({
      type: 'tcp', name: `kafka-${b}`, description: `Broker ${b} accepts connections`, severity: 'high', spec: { host: `kafka-${b}.kafka-headless.data`, port: 9092 },
    })),
  },
  {
    name: 'redis', namespace: 'checkout', app: null, team: 'platform', interval: 60,
    checks: [
      { type: 'tcp', name: 'redis-primary', description: 'Redis primary reachable', severity: 'high', spec: { host: 'redis-master.checkout', port: 6379 } },
      { type: 'exec', name: 'redis-memory', description: 'Redis memory below 80%', severity: 'medium', spec: { script: 'redis-cli info memory | grep used_memory_peak_perc' } },
    ],
  },
  {
    name: 'cdn', namespace: 'catalog', app: null, team: 'platform', interval: 300,
    checks: ['/', '/assets/app.js', '/images/logo.svg'].map((path, i) => ({
      type: 'http', name: `cdn-${i}`, description: `CDN serves ${path}`, severity: 'medium', spec: { url: `https://cdn.opsdeck.example${path}`, responseCodes: [200] },
    })),
  },
  {
    name: 'backups', namespace: 'data', app: null, team: 'data', interval: 3600,
    checks: [
      { type: 'exec', name: 'postgres-backup-age', description: 'Newest base backup younger than 26h', severity: 'high', spec: { script: 'restic snapshots --latest 1 --json | jq ...' } },
      { type: 'exec', name: 'restore-drill', description: 'Weekly restore drill succeeded', severity: 'medium', spec: { script: './restore-drill.sh --dry-run' } },
    ],
  },
];

export async function seedHealth(ctx: SeedContext, people: PeopleSeed, catalog: CatalogSeed): Promise<HealthSeed> {
  const { rng } = ctx;
  const remote = people.agents.find((a) => a.name === 'eu-west-prod')?.id ?? LOCAL_AGENT_ID;
  const staging = people.agents.find((a) => a.name === 'us-east-staging')?.id ?? LOCAL_AGENT_ID;
  const defs: CanaryDef[] = [
    ...APPS.map(([app, ns, team]) => appCanary(app, ns, team, 'prod', () => rng.int(0, 29))),
    ...APPS.slice(0, 10).map(([app, ns, team]) => ({ ...appCanary(app, ns, team, 'staging', () => rng.int(0, 29)), agentId: staging })),
    ...INFRA_CANARIES,
    {
      name: 'opsdeck-self', namespace: 'opsdeck', app: null, team: 'platform', interval: 30, labels: { [LIVE_CHECK_LABEL]: 'true' },
      checks: selfChecks().map((c) => ({
        type: 'http', name: c.name, description: c.description, severity: 'high',
        spec: { url: c.url, responseCodes: c.responseCodes, maxResponseTime: c.maxResponseTime },
      })),
    },
  ];
  // Prod app canaries run on the remote agent for half of the namespaces.
  for (const def of defs) {
    if (!def.agentId && def.app && ['payments', 'checkout', 'catalog'].includes(def.namespace)) def.agentId = remote;
  }

  const canaries: HealthSeed['canaries'] = [];
  const checks: CheckRow[] = [];
  const canaryRows: Record<string, unknown>[] = [];
  const checkRows: Record<string, unknown>[] = [];
  for (const [i, def] of defs.entries()) {
    const createdAgo = (95 - i) * DAY;
    const id = idAgo(ctx, createdAgo);
    const deleted = def.name === 'backups' ? 20 * DAY : null;
    canaries.push({ id, name: def.name, namespace: def.namespace });
    const spec: Record<string, unknown> = { interval: def.interval, owner: def.team };
    // Each check's row carries exactly its entry of the canary spec, as the canary -> checks sync writes it.
    const entryOf = (c: CheckDef) => ({
      name: c.name,
      description: c.description,
      icon: c.type,
      severity: c.severity,
      labels: { ...(def.app ? { app: def.app } : {}), severity: c.severity, ...(def.labels ?? {}) },
      ...c.spec,
    });
    for (const c of def.checks) {
      const list = (spec[c.type] as unknown[] | undefined) ?? [];
      list.push(entryOf(c));
      spec[c.type] = list;
    }
    canaryRows.push({
      id,
      agent_id: def.agentId ?? LOCAL_AGENT_ID,
      name: def.name,
      namespace: def.namespace,
      labels: json({ team: def.team, ...(def.app ? { app: def.app } : {}), ...(def.labels ?? {}) }),
      annotations: json({ 'opsdeck.io/owner': def.team }),
      spec: json(spec),
      source: i % 3 === 0 ? 'UI' : `kubernetes/${def.namespace}/${def.name}`,
      created_at: ago(ctx, createdAgo),
      created_by: i % 3 === 0 ? rng.pick(people.people.filter((p) => p.role === 'admin' || p.role === 'editor')).id : null,
      updated_at: ago(ctx, rng.int(1, 30) * DAY),
      deleted_at: deleted === null ? null : ago(ctx, deleted),
    });
    for (const c of def.checks) {
      const unhealthy = deleted === null && def.name !== 'opsdeck-self' && rng.chance(0.09);
      const checkId = idAgo(ctx, createdAgo - MINUTE);
      const transitionAgo = unhealthy ? rng.int(10, 90) * MINUTE : rng.int(2, 30 * 24) * HOUR;
      checks.push({ id: checkId, canaryId: id, name: c.name, type: c.type, status: unhealthy ? 'unhealthy' : 'healthy', app: def.app, namespace: def.namespace });
      checkRows.push({
        id: checkId,
        canary_id: id,
        agent_id: def.agentId ?? LOCAL_AGENT_ID,
        type: c.type,
        name: c.name,
        namespace: def.namespace,
        description: c.description,
        icon: c.type,
        spec: json(entryOf(c)),
        labels: json(entryOf(c).labels),
        owner: def.team,
        severity: c.severity,
        category: c.type === 'http' || c.type === 'tcp' || c.type === 'dns' || c.type === 'icmp' ? 'network' : 'application',
        last_transition_time: ago(ctx, transitionAgo),
        next_runtime: ago(ctx, -def.interval * 1000),
        silenced_at: !unhealthy && rng.chance(0.03) ? ago(ctx, rng.int(1, 48) * HOUR) : null,
        status: unhealthy ? 'unhealthy' : 'healthy',
        created_at: ago(ctx, createdAgo - MINUTE),
        updated_at: ago(ctx, transitionAgo),
        deleted_at: deleted === null ? null : ago(ctx, deleted),
      });
    }
  }
  // The seed writes each canary's checks itself (fixed ids, statuses and history), exactly as its
  // spec lists them, so the canary -> checks sync stays out of this transaction's way.
  await ctx.tx.query("SELECT set_config('opsdeck.skip_check_sync', 'on', true)");
  await insertRows(ctx.tx, 'canaries', canaryRows);
  await insertRows(ctx.tx, 'checks', checkRows);
  await ctx.tx.query("SELECT set_config('opsdeck.skip_check_sync', 'off', true)");
  await generateCheckStatuses(ctx);

  const { topologies, components } = await seedTopologies(ctx, people, catalog);
  await linkHealth(ctx, checks, components, catalog, people);
  return { canaries, checks, components, topologies };
}

/**
 * What seeded results of each check type say: the message of a pass, the errors of a failure
 * (picked per result) and the error of a run that hit its timeout.
 */
const SEEDED_RESULT_TEXT: Record<string, { ok: string; errors: string[]; timeout: string }> = {
  http: {
    ok: 'HTTP 200 OK',
    errors: ['HTTP 503 Service Unavailable', 'HTTP 502 Bad Gateway', 'connect ECONNREFUSED', 'HTTP 500 Internal Server Error'],
    timeout: 'timeout after 10000ms',
  },
  tcp: { ok: 'connected', errors: ['connect ECONNREFUSED', 'connect EHOSTUNREACH'], timeout: 'timeout after 10000ms connecting' },
  dns: {
    ok: '1 A record found',
    errors: ['lookup: no such host', 'expected at least 1 record, got 0', 'SERVFAIL from resolver'],
    timeout: 'i/o timeout after 10s',
  },
  icmp: { ok: '0% packet loss', errors: ['100% packet loss', '40% packet loss'], timeout: 'no reply within 10s' },
  kubernetes: {
    ok: 'all pods ready',
    errors: ['1 of 3 pods not ready', 'pod in CrashLoopBackOff', '0 of 2 pods ready'],
    timeout: 'timed out listing pods after 10s',
  },
  postgres: {
    ok: 'query returned 1 row',
    errors: ['connection refused', 'expected 1 row, got 0', 'password authentication failed'],
    timeout: 'query timed out after 10s',
  },
  s3: { ok: 'object written and read back', errors: ['AccessDenied', 'NoSuchBucket'], timeout: 'RequestTimeout after 10s' },
  prometheus: {
    ok: 'query returned true',
    errors: ['query returned false', 'query returned no series'],
    timeout: 'prometheus did not answer within 10s',
  },
  alertmanager: { ok: 'no alerts firing', errors: ['2 alerts firing', '1 alert firing'], timeout: 'alertmanager did not answer within 10s' },
  exec: { ok: 'exit code 0', errors: ['exit code 1', 'exit code 2'], timeout: 'script killed after 10s' },
};
const DEFAULT_RESULT_TEXT = { ok: 'passed', errors: ['failed'], timeout: 'timeout after 10s' };

/**
 * 90 days of results per check, denser towards now (5 min over the last hour, 20 min over the
 * last day, 2 h over the last week, 12 h before), all in one set-based statement. Outcomes and
 * durations derive from md5 of (check, time), so they are deterministic; unhealthy checks fail
 * since their last transition, healthy ones fail ~2% of the time plus an occasional bad window.
 *
 * They are sample history, not results of this backend's runner: each says what its type would
 * report, and its details carry `imported: true`, which the check modal shows on the row.
 */
export async function generateCheckStatuses(ctx: SeedContext): Promise<void> {
  await ctx.tx.query(
    `INSERT INTO check_statuses (check_id, time, duration, status, message, error, details, invalid, created_at)
     SELECT c.id, s.time,
            CASE WHEN s.timed_out THEN 10000 ELSE c.base_ms + s.h % (c.base_ms + 1) END,
            s.ok,
            CASE WHEN s.ok THEN c.texts->>'ok' END,
            e.error,
            jsonb_build_object('imported', true)
              || CASE WHEN c.type <> 'http' THEN '{}'::jsonb
                      WHEN s.ok THEN '{"code":200}'::jsonb
                      WHEN e.error LIKE 'HTTP %' THEN jsonb_build_object('code', substr(e.error, 6, 3)::int)
                      ELSE '{}'::jsonb END,
            false,
            s.time
     FROM (
       SELECT ch.id, ch.type, ch.status, ch.last_transition_time, ch.created_at, ch.deleted_at,
              COALESCE($2::jsonb->ch.type, $3::jsonb) AS texts,
              20 + (('x' || substr(md5(ch.id::text), 1, 8))::bit(32)::int & 2147483647) % 380 AS base_ms,
              (('x' || substr(md5(ch.id::text), 9, 8))::bit(32)::int & 2147483647) % 240 AS jitter_s,
              (('x' || substr(md5(ch.id::text), 17, 8))::bit(32)::int & 2147483647) % 61 AS bad_slot
       FROM checks ch
     ) AS c
     CROSS JOIN LATERAL (
       SELECT t.time,
              (('x' || substr(md5(c.id::text || ':' || extract(epoch FROM t.time)::bigint), 1, 8))::bit(32)::int & 2147483647) AS h
       FROM (
         SELECT g - c.jitter_s * interval '1 second' AS time
         FROM generate_series($1::timestamptz - interval '55 minutes', $1::timestamptz, interval '5 minutes') AS g
         UNION ALL
         SELECT g - c.jitter_s * interval '1 second'
         FROM generate_series($1::timestamptz - interval '24 hours', $1::timestamptz - interval '61 minutes', interval '20 minutes') AS g
         UNION ALL
         SELECT g - c.jitter_s * interval '1 second'
         FROM generate_series($1::timestamptz - interval '7 days', $1::timestamptz - interval '25 hours', interval '2 hours') AS g
         UNION ALL
         SELECT g - c.jitter_s * interval '1 second'
         FROM generate_series($1::timestamptz - interval '90 days', $1::timestamptz - interval '169 hours', interval '12 hours') AS g
       ) AS t
       WHERE t.time >= c.created_at AND (c.deleted_at IS NULL OR t.time <= c.deleted_at)
     ) AS r
     CROSS JOIN LATERAL (
       SELECT r.time, r.h,
              CASE
                WHEN c.status = 'unhealthy' AND r.time >= c.last_transition_time THEN r.h % 10 = 0
                WHEN r.time > $1::timestamptz - interval '15 minutes' THEN true
                WHEN (extract(epoch FROM r.time)::bigint / 21600) % 61 = c.bad_slot THEN r.h % 2 = 0
                ELSE r.h % 1000 >= 20
              END AS ok
     ) AS s0
     CROSS JOIN LATERAL (SELECT s0.*, NOT s0.ok AND s0.h % 4 = 0 AS timed_out) AS s
     CROSS JOIN LATERAL (
       SELECT CASE WHEN s.timed_out THEN c.texts->>'timeout'
                   WHEN NOT s.ok THEN c.texts->'errors'->>(s.h % jsonb_array_length(c.texts->'errors')) END AS error
     ) AS e`,
    [ctx.now.toISOString(), JSON.stringify(SEEDED_RESULT_TEXT), JSON.stringify(DEFAULT_RESULT_TEXT)],
  );
  // Last run bookkeeping follows the newest result.
  await ctx.tx.query(
    `INSERT INTO checks_unlogged (check_id, canary_id, last_runtime, next_runtime)
     SELECT c.id, c.canary_id, m.last, m.last + interval '1 minute'
     FROM checks c
     JOIN (SELECT check_id, max(time) AS last FROM check_statuses GROUP BY check_id) AS m ON m.check_id = c.id
     ON CONFLICT (check_id) DO UPDATE SET last_runtime = EXCLUDED.last_runtime, next_runtime = EXCLUDED.next_runtime`,
  );
  await ctx.tx.query(
    `UPDATE checks c SET last_runtime = u.last_runtime
     FROM checks_unlogged u WHERE u.check_id = c.id`,
  );
}

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
}

async function seedTopologies(ctx: SeedContext, people: PeopleSeed, catalog: CatalogSeed) {
  const { rng } = ctx;
  const configs = catalog.byType;
  const prodOf = (type: string) => (configs.get(type) ?? []).filter((c) => c.tags.cluster === 'prod-eu' && c.deletedMsAgo === null);
  const cluster = prodOf('Kubernetes::Cluster')[0];
  const podsByApp = new Map<string, ConfigItem[]>();
  for (const pod of prodOf('Kubernetes::Pod')) podsByApp.set(pod.labels.app ?? '', [...(podsByApp.get(pod.labels.app ?? '') ?? []), pod]);
  const workloads = [...prodOf('Kubernetes::Deployment'), ...prodOf('Kubernetes::StatefulSet')];
  const healthOf = (c?: ConfigItem) => (c ? (c.health === 'unknown' ? 'unknown' : c.health) : 'healthy');

  const platform: ComponentDef = {
    name: 'prod-eu', type: 'KubernetesCluster', icon: 'kubernetes', config: cluster, owner: 'Platform',
    properties: [{ name: 'version', text: 'v1.30.2' }, { name: 'nodes', value: 6 }],
    children: prodOf('Kubernetes::Namespace').map((ns) => ({
      name: ns.name, type: 'Namespace', icon: 'namespace', config: ns,
      children: workloads.filter((w) => w.tags.namespace === ns.name).map((w) => ({
        name: w.name, type: w.configClass, icon: 'deployment', config: w, app: w.name, owner: w.labels.team, health: healthOf(w), logs: true,
        properties: [{ name: 'replicas', value: (podsByApp.get(w.name) ?? []).length }, { name: 'image', text: String((w.config.spec as { template?: { spec?: { containers?: { image?: string }[] } } })?.template?.spec?.containers?.[0]?.image ?? '') }],
        children: (podsByApp.get(w.name) ?? []).map((p) => ({
          name: p.name, type: 'Pod', icon: 'pod', config: p, app: w.name, health: healthOf(p),
          properties: [{ name: 'cpu', value: rng.int(20, 900), unit: 'millicores' }, { name: 'memory', value: rng.int(64, 900), unit: 'MiB' }],
        })),
      })),
    })),
  };
  const rds = (name: string) => (configs.get('AWS::RDS::DBInstance') ?? []).find((c) => c.name === name);
  const payments: ComponentDef = {
    name: 'Payments', type: 'Application', icon: 'dollar', owner: 'Payments',
    children: [
      { name: 'API', type: 'Tier', icon: 'api', children: ['payments-api', 'fraud-detector'].map((a) => ({ name: a, type: 'Service', icon: 'service', app: a, owner: 'Payments', logs: true, config: workloads.find((w) => w.name === a) })) },
      { name: 'Workers', type: 'Tier', icon: 'worker', children: ['ledger', 'settlement-worker', 'refunds-worker'].map((a) => ({ name: a, type: 'Worker', icon: 'cog', app: a === 'ledger' ? a : undefined, owner: 'Payments', config: workloads.find((w) => w.name === a) })) },
      {
        name: 'Datastores', type: 'Tier', icon: 'database',
        children: [
          { name: 'payments-db', type: 'Database', icon: 'postgres', config: rds('payments-db'), health: healthOf(rds('payments-db')), properties: [{ name: 'engine', text: 'postgres 15.7' }] },
          { name: 'ledger-db', type: 'Database', icon: 'postgres', config: rds('ledger-db'), health: healthOf(rds('ledger-db')), properties: [{ name: 'engine', text: 'postgres 15.7' }] },
          { name: 'kafka', type: 'Queue', icon: 'kafka', app: 'kafka', config: workloads.find((w) => w.name === 'kafka'), children: ['payments', 'refunds', 'settlements'].map((t) => ({ name: `topic/${t}`, type: 'Topic', icon: 'kafka', properties: [{ name: 'partitions', value: 12 }, { name: 'lag', value: rng.int(0, 400) }] })) },
        ],
      },
      { name: 'External Providers', type: 'Tier', icon: 'cloud', children: ['Stripe', 'Adyen', 'PayPal'].map((p, i) => ({ name: p, type: 'ExternalService', icon: p.toLowerCase(), health: i === 1 ? 'warning' : 'healthy' })) },
    ],
  };
  const bucket = (name: string) => (configs.get('AWS::S3::Bucket') ?? []).find((c) => c.name === name);
  const data: ComponentDef = {
    name: 'Data Pipeline', type: 'Application', icon: 'database', owner: 'Data',
    children: [
      { name: 'Ingest', type: 'Stage', icon: 'download', children: ['orders', 'clicks', 'payments'].map((t) => ({ name: `stream/${t}`, type: 'Stream', icon: 'kafka', app: 'kafka', properties: [{ name: 'events/s', value: rng.int(50, 4000) }] })) },
      { name: 'Process', type: 'Stage', icon: 'cog', children: [{ name: 'etl-worker', type: 'Worker', icon: 'cog', app: 'etl-worker', logs: true, config: workloads.find((w) => w.name === 'etl-worker'), children: ['hourly-rollup', 'daily-export'].map((j) => ({ name: j, type: 'Job', icon: 'clock', health: j === 'daily-export' ? 'warning' : 'healthy' })) }] },
      { name: 'Store', type: 'Stage', icon: 'database', children: [{ name: 'data-lake', type: 'Bucket', icon: 'aws-s3', config: bucket('opsdeck-data-lake') }, { name: 'warehouse', type: 'Database', icon: 'postgres', config: rds('catalog-db') }] },
      { name: 'Serve', type: 'Stage', icon: 'chart', children: [{ name: 'grafana', type: 'Dashboard', icon: 'grafana', app: 'grafana', config: workloads.find((w) => w.name === 'grafana') }] },
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
        spec: json({ schedule: t.schedule, icon: t.root.icon, type: t.root.type, components: [{ name: t.root.name, type: t.root.type }] }),
        created_at: ago(ctx, createdAgo),
        updated_at: ago(ctx, rng.int(1, 10) * DAY),
        schedule: t.schedule,
        created_by: ti === 0 ? null : people.admin.id,
      },
    ]);
    const walk = (def: ComponentDef, parent: { id: string; path: string | null } | null, owner: string | null): { health: string; counts: Record<string, number> } => {
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
      components.push({ id, name: def.name, type: def.type, topologyId, owner: own, configId: def.config?.id ?? null, app: def.app ?? null, health });
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
        status_reason: health === 'unhealthy' ? 'One or more checks are failing' : health === 'warning' ? 'Degraded performance' : null,
        icon: def.icon,
        type: def.type,
        owner: own,
        log_selectors: def.logs ? json([{ name: 'logs', type: 'loki', labels: { app: def.app ?? def.name } }]) : null,
        properties: def.properties ? json(def.properties) : null,
        path,
        summary: def.children ? json(counts) : null,
        is_leaf: !def.children || def.children.length === 0,
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

async function linkHealth(ctx: SeedContext, checks: CheckRow[], components: ComponentRow[], catalog: CatalogSeed, people: PeopleSeed) {
  const { rng } = ctx;
  const checkComponent: Record<string, unknown>[] = [];
  const checkConfig: Record<string, unknown>[] = [];
  const configComponent: Record<string, unknown>[] = [];
  const appComponents = components.filter((c) => c.app && c.type !== 'Pod');
  for (const check of checks) {
    if (check.app) {
      for (const comp of appComponents.filter((c) => c.app === check.app)) {
        checkComponent.push({ component_id: comp.id, check_id: check.id, canary_id: check.canaryId, selector_id: 'app', created_at: ago(ctx, 30 * DAY) });
      }
      const targets = catalog.items.filter(
        (c) => c.name === check.app && (c.type === 'Kubernetes::Service' || c.type === 'Kubernetes::Deployment' || c.type === 'Kubernetes::StatefulSet') && c.deletedMsAgo === null && (check.namespace.endsWith('-staging') ? c.tags.cluster === 'staging-us' : c.tags.cluster === 'prod-eu'),
      );
      for (const target of targets) checkConfig.push({ config_id: target.id, check_id: check.id, canary_id: check.canaryId, selector_id: 'app', created_at: ago(ctx, 30 * DAY) });
    } else if (check.type === 'postgres') {
      const db = catalog.items.find((c) => c.type === 'AWS::RDS::DBInstance' && check.name.startsWith(c.name));
      if (db) checkConfig.push({ config_id: db.id, check_id: check.id, canary_id: check.canaryId, selector_id: 'database', created_at: ago(ctx, 30 * DAY) });
      const comp = components.find((c) => c.type === 'Database' && check.name.startsWith(c.name));
      if (comp) checkComponent.push({ component_id: comp.id, check_id: check.id, canary_id: check.canaryId, selector_id: 'database', created_at: ago(ctx, 30 * DAY) });
    } else if (check.type === 's3') {
      const bucket = catalog.items.find((c) => c.type === 'AWS::S3::Bucket' && check.name.startsWith(c.name));
      if (bucket) checkConfig.push({ config_id: bucket.id, check_id: check.id, canary_id: check.canaryId, selector_id: 'bucket', created_at: ago(ctx, 30 * DAY) });
    }
  }
  for (const comp of components) {
    if (comp.configId) configComponent.push({ component_id: comp.id, config_id: comp.configId, selector_id: 'topology', created_at: ago(ctx, 40 * DAY) });
    if (comp.app && comp.type !== 'Pod') {
      for (const extra of catalog.items.filter((c) => c.name === comp.app && c.type === 'Kubernetes::Service' && c.tags.cluster === 'prod-eu')) {
        configComponent.push({ component_id: comp.id, config_id: extra.id, selector_id: 'topology', created_at: ago(ctx, 40 * DAY) });
      }
    }
  }
  // A manual link made in the UI.
  const manual = components.find((c) => c.name === 'Stripe');
  const stripeSecret = catalog.items.find((c) => c.type === 'AWS::Lambda::Function' && c.name === 'invoice-mailer');
  if (manual && stripeSecret) configComponent.push({ component_id: manual.id, config_id: stripeSecret.id, selector_id: 'manual', created_at: ago(ctx, 3 * DAY) });

  await insertRows(ctx.tx, 'check_component_relationships', checkComponent, 'ON CONFLICT DO NOTHING');
  await insertRows(ctx.tx, 'check_config_relationships', checkConfig, 'ON CONFLICT DO NOTHING');
  await insertRows(ctx.tx, 'config_component_relationships', configComponent, 'ON CONFLICT DO NOTHING');

  const teams = new Map(people.teams.map((t) => [t.name.toLowerCase(), t]));
  const teamComponents = new Map<string, Record<string, unknown>>();
  for (const comp of components) {
    const team = comp.owner ? teams.get(comp.owner.toLowerCase()) : undefined;
    if (team && (comp.type === 'Application' || comp.type === 'KubernetesCluster' || comp.type === 'Service' || comp.type === 'Deployment')) {
      teamComponents.set(`${team.id}:${comp.id}`, { team_id: team.id, component_id: comp.id, role: rng.pick(['owner', 'maintainer']), selector_id: 'owner' });
    }
  }
  await insertRows(ctx.tx, 'team_components', [...teamComponents.values()]);
}
