import { LOCAL_AGENT_ID } from '../db/constants';
import type { CatalogSeed } from './catalog';
import { DAY, HOUR, MINUTE, ago, idAgo, sha256, type SeedContext } from './context';
import type { HealthSeed } from './health';
import type { PeopleSeed } from './people';
import { insertRows, json } from './sql';

export interface OperationsSeed {
  connections: { id: string; name: string; type: string }[];
}

// [name, type, url, username, properties]; secrets are references, never values.
const CONNECTIONS: [string, string, string | null, string | null, Record<string, unknown>][] = [
  ['slack-alerts', 'slack', null, null, { channel: '#alerts', botName: 'opsdeck' }],
  [
    'oncall-email',
    'email',
    'smtp://smtp.opsdeck.local:587',
    'alerts@opsdeck.local',
    { from: 'alerts@opsdeck.local', auth: 'Plain' },
  ],
  ['aws-prod', 'aws', null, null, { region: 'eu-west-1', accessKey: 'secret://aws/credentials/access-key' }],
  [
    'prod-eu-cluster',
    'kubernetes',
    null,
    null,
    { method: 'eks', cluster: 'prod-eu', region: 'eu-west-1', connection: 'connection://default/aws-prod' },
  ],
  ['payments-db', 'postgres', 'postgres://payments-db.internal:5432/payments', 'opsdeck_ro', { sslmode: 'require' }],
  ['prometheus', 'prometheus', 'http://prometheus.monitoring:9090', null, {}],
  ['github', 'github', 'https://api.github.com', null, { repository: 'opsdeck-demo/infra' }],
  ['opsgenie', 'opsgenie', 'https://api.eu.opsgenie.com', null, { priority: 'P2' }],
  ['status-webhook', 'generic_webhook', 'https://hooks.opsdeck.example/status', null, { method: 'POST' }],
  ['openai', 'openai', 'https://api.openai.com/v1', null, { model: 'gpt-4o-mini' }],
  ['loki', 'http', 'http://loki.monitoring:3100', null, {}],
  [
    'artifacts-bucket',
    's3',
    's3://opsdeck-artifacts',
    null,
    { region: 'eu-west-1', connection: 'connection://default/aws-prod' },
  ],
];

export async function seedOperations(
  ctx: SeedContext,
  people: PeopleSeed,
  catalog: CatalogSeed,
  health: HealthSeed,
): Promise<OperationsSeed> {
  const { rng } = ctx;
  const connections = CONNECTIONS.map(([name, type], i) => ({ id: idAgo(ctx, (80 - i * 2) * DAY), name, type }));
  await insertRows(
    ctx.tx,
    'connections',
    CONNECTIONS.map(([name, type, url, username, properties], i) => ({
      id: connections[i]?.id,
      name,
      namespace: 'default',
      type,
      url,
      source: i < 3 ? 'KubernetesCRD' : 'UI',
      username,
      password:
        type === 'slack' || type === 'github' || type === 'opsgenie' || type === 'openai' || username
          ? `secret://default/${name}/token`
          : null,
      certificate: null,
      properties: json(properties),
      insecure_tls: false,
      created_by: i < 3 ? null : people.admin.id,
      created_at: ago(ctx, (80 - i * 2) * DAY),
      updated_at: ago(ctx, rng.int(1, 30) * DAY),
    })),
  );

  const backends = [
    { name: 'loki', spec: { loki: { url: 'http://loki.monitoring:3100', labels: { cluster: 'prod-eu' } } } },
    { name: 'opensearch', spec: { opensearch: { address: 'https://search.opsdeck.example', index: 'logs-*' } } },
  ].map((b, i) => ({ ...b, id: idAgo(ctx, (70 - i) * DAY) }));
  await insertRows(
    ctx.tx,
    'logging_backends',
    backends.map((b, i) => ({
      id: b.id,
      name: b.name,
      labels: json({ team: 'sre' }),
      spec: json(b.spec),
      source: 'UI',
      agent_id: LOCAL_AGENT_ID,
      created_at: ago(ctx, (70 - i) * DAY),
      created_by: people.admin.id,
      updated_at: ago(ctx, 10 * DAY),
    })),
  );

  // Background job runs over the last week (denser over the last 2 days, the page's default).
  const jobs: { name: string; type: string; id: string; every: number }[] = [
    ...health.canaries.map((c) => ({ name: 'Canary', type: 'canary', id: c.id, every: 4 * HOUR })),
    ...health.topologies.map((t) => ({ name: 'TopologyRun', type: 'topology', id: t.id, every: 2 * HOUR })),
    ...catalog.scrapers.map((s) => ({ name: 'Scraper', type: 'config_scraper', id: s.id, every: 3 * HOUR })),
    ...people.teams.map((t) => ({ name: 'TeamComponentOwnershipRun', type: 'team', id: t.id, every: 12 * HOUR })),
    { name: 'CleanupEventQueue', type: '', id: '', every: 6 * HOUR },
    { name: 'RefreshCheckStatusSummary', type: '', id: '', every: 3 * HOUR },
    { name: 'SyncCheckStatuses', type: '', id: '', every: 4 * HOUR },
  ];
  const rows: Record<string, unknown>[] = [];
  const artifactRows: Record<string, unknown>[] = [];
  for (const job of jobs) {
    for (let t = rng.int(0, job.every); t < 7 * DAY; t += job.every + rng.int(-10, 10) * MINUTE) {
      const status = rng.weighted([
        ['SUCCESS', 80],
        ['WARNING', 8],
        ['FAILED', 7],
        ['SKIPPED', 3],
        ['STALE', 2],
      ] as const);
      const running = t < job.every && rng.chance(0.15);
      const duration = rng.int(200, job.type === 'config_scraper' ? 90_000 : 8_000);
      const errors =
        status === 'FAILED'
          ? [
              rng.pick([
                'context deadline exceeded',
                'dial tcp 10.20.4.17:443: connect: connection refused',
                'AccessDenied: User is not authorized to perform: ec2:DescribeInstances',
              ]),
            ]
          : [];
      const id = idAgo(ctx, t);
      rows.push({
        id,
        agent_id: LOCAL_AGENT_ID,
        name: job.name,
        success_count: status === 'FAILED' ? 0 : rng.int(1, job.type === 'config_scraper' ? 400 : 20),
        error_count: errors.length + (status === 'WARNING' ? rng.int(1, 3) : 0),
        details: json(
          job.type === 'config_scraper'
            ? {
                errors,
                scrape_summary: {
                  'Kubernetes::Pod': { added: rng.int(0, 5), updated: rng.int(0, 40), unchanged: rng.int(50, 200) },
                },
                summary: { changes: rng.int(0, 60) },
              }
            : { errors, ...(status === 'WARNING' ? { warnings: ['2 checks skipped: disabled'] } : {}) },
        ),
        hostname: 'opsdeck-backend-0',
        duration_millis: running ? null : duration,
        resource_type: job.type || null,
        resource_id: job.id || null,
        status: running ? 'RUNNING' : status,
        time_start: ago(ctx, t),
        time_end: running ? null : ago(ctx, t - duration),
        created_at: ago(ctx, t),
      });
      if (status === 'FAILED' && job.type === 'config_scraper') {
        const content = `scrape log\n${errors.join('\n')}\n`;
        artifactRows.push({
          id: idAgo(ctx, t - duration),
          job_history_id: id,
          scraper_id: job.id,
          path: `jobs/${id}/scrape.log`,
          filename: 'scrape.log',
          content_type: 'text/plain',
          size: Buffer.byteLength(content),
          checksum: sha256(content),
          content: Buffer.from(content),
          created_at: ago(ctx, t - duration),
          updated_at: ago(ctx, t - duration),
        });
      }
    }
  }
  await insertRows(ctx.tx, 'job_history', rows);
  await insertRows(ctx.tx, 'artifacts', artifactRows);

  // Events other than notification sends: the outbox of check / config transitions.
  const events: Record<string, unknown>[] = [];
  for (let e = 0; e < 16; e += 1) {
    const failedCheck = rng.pick(health.checks);
    const failing = e % 5 === 0;
    const createdAgo = rng.int(1, 120) * MINUTE;
    const kind = rng.pick([
      'check.failed',
      'check.passed',
      'config.unhealthy',
      'component.unhealthy',
      'playbook.run.scheduled',
    ] as const);
    events.push({
      id: idAgo(ctx, createdAgo),
      event_id: failedCheck.id,
      name: kind,
      properties: json({ id: failedCheck.id }),
      error: failing ? 'no notification matched: filter evaluation failed' : null,
      delay: null,
      created_at: ago(ctx, createdAgo),
      last_attempt: failing ? ago(ctx, createdAgo / 3) : null,
      attempts: failing ? rng.int(1, 3) : 0,
      priority: 100,
    });
  }
  await insertRows(ctx.tx, 'event_queue', events);

  return { connections };
}

export async function seedPermissions(
  ctx: SeedContext,
  people: PeopleSeed,
  catalog: CatalogSeed,
  health: HealthSeed,
  ops: OperationsSeed,
  playbookIds: string[],
): Promise<void> {
  const { rng } = ctx;
  const team = (name: string) => people.teams.find((t) => t.name === name);
  const deployment = catalog.items.find((c) => c.type === 'Kubernetes::Deployment' && c.name === 'payments-api');
  const component = health.components.find((c) => c.type === 'Application');
  const canary = health.canaries[0];
  const db = ops.connections.find((c) => c.type === 'postgres');
  const defs: Record<string, unknown>[] = [
    {
      subject_type: 'team',
      subject: team('Payments')?.id,
      team_id: team('Payments')?.id,
      action: 'playbook:run',
      object: 'playbooks',
      description: 'Payments may run playbooks',
    },
    {
      subject_type: 'team',
      subject: team('SRE')?.id,
      team_id: team('SRE')?.id,
      action: '*',
      object: 'catalog',
      description: 'SRE full catalog access',
    },
    {
      subject_type: 'person',
      subject: people.byRole.responder.id,
      person_id: people.byRole.responder.id,
      action: 'read',
      config_id: deployment?.id ?? null,
      description: 'Read payments-api',
    },
    {
      subject_type: 'person',
      subject: people.byRole.guest.id,
      person_id: people.byRole.guest.id,
      action: 'read',
      object: 'topology',
      deny: true,
      description: 'Guests cannot see topology',
    },
    { subject_type: 'group', subject: 'viewer', action: 'read', object: 'canaries', description: 'Viewers see health' },
    {
      subject_type: 'group',
      subject: 'editor',
      action: 'update',
      object_selector: { configs: [{ types: ['Kubernetes::Deployment'], tagSelector: 'cluster=staging-us' }] },
      description: 'Editors manage staging deployments',
    },
    {
      subject_type: 'team',
      subject: team('Platform')?.id,
      team_id: team('Platform')?.id,
      action: 'playbook:approve',
      playbook_id: playbookIds[2] ?? null,
      description: 'Platform approves Helm rollbacks',
    },
    {
      subject_type: 'person',
      subject: people.byRole.commander.id,
      person_id: people.byRole.commander.id,
      action: 'read',
      component_id: component?.id ?? null,
      description: 'Commander reads Payments topology',
    },
    {
      subject_type: 'team',
      subject: team('Data')?.id,
      team_id: team('Data')?.id,
      action: 'read',
      connection_id: db?.id ?? null,
      description: 'Data team uses payments-db connection',
    },
    {
      subject_type: 'person',
      subject: people.byRole.editor.id,
      person_id: people.byRole.editor.id,
      action: 'update',
      canary_id: canary?.id ?? null,
      description: 'Editor maintains a canary',
      until: ago(ctx, -14 * DAY),
    },
    {
      subject_type: 'group',
      subject: 'responder',
      action: 'mcp:use',
      object: 'mcp',
      description: 'Responders may use MCP tools',
      tags: { env: 'production' },
    },
    {
      subject_type: 'person',
      subject: people.byRole.admin.id,
      person_id: people.byRole.admin.id,
      action: 'mcp:run',
      object: 'mcp',
      description: 'Admin runs MCP tools',
      agents: ['eu-west-prod'],
    },
    {
      subject_type: 'team',
      subject: team('Security')?.id,
      team_id: team('Security')?.id,
      action: 'read',
      object: 'rbac',
      description: 'Security audits RBAC',
      error: 'object rbac requires admin',
    },
    {
      subject_type: 'group',
      subject: 'guest',
      action: 'read',
      object: 'catalog',
      description: 'Removed guest catalog access',
      deleted: true,
    },
  ];
  await insertRows(
    ctx.tx,
    'permissions',
    defs.map((d, i) => ({
      id: idAgo(ctx, (40 - i) * DAY),
      name: `demo-permission-${i + 1}`,
      namespace: 'default',
      description: d.description ?? null,
      source: i % 4 === 0 ? 'KubernetesCRD' : 'UI',
      subject_type: d.subject_type,
      subject: d.subject ?? null,
      action: d.action,
      object: d.object ?? null,
      object_selector: d.object_selector ? json(d.object_selector) : null,
      deny: d.deny ?? false,
      component_id: d.component_id ?? null,
      config_id: d.config_id ?? null,
      canary_id: d.canary_id ?? null,
      playbook_id: d.playbook_id ?? null,
      connection_id: d.connection_id ?? null,
      created_by: people.admin.id,
      person_id: d.person_id ?? null,
      team_id: d.team_id ?? null,
      notification_id: null,
      updated_by: rng.chance(0.3) ? people.byRole.editor.id : null,
      created_at: ago(ctx, (40 - i) * DAY),
      updated_at: ago(ctx, (20 - i / 2) * DAY),
      deleted_at: d.deleted ? ago(ctx, 2 * DAY) : null,
      error: d.error ?? null,
      until: d.until ?? null,
      agents: d.agents ?? null,
      tags: d.tags ? json(d.tags) : null,
    })),
  );
}
