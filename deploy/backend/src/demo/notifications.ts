import type { CatalogSeed } from './catalog';
import { DAY, HOUR, MINUTE, ago, idAgo, type SeedContext } from './context';
import type { HealthSeed } from './health';
import type { PeopleSeed } from './people';
import type { OperationsSeed } from './operations';
import { insertRows, json } from './sql';

const SECOND_NS = 1_000_000_000;

export async function seedNotifications(
  ctx: SeedContext,
  people: PeopleSeed,
  catalog: CatalogSeed,
  health: HealthSeed,
  ops: OperationsSeed,
  runIds: string[],
): Promise<void> {
  const { rng } = ctx;
  const team = (name: string) => people.teams.find((t) => t.name === name)?.id ?? null;
  const slack = ops.connections.find((c) => c.type === 'slack');
  const email = ops.connections.find((c) => c.type === 'email');
  const defs = [
    {
      name: 'check-failures',
      title: 'Check {{.check.name}} is {{.check.status}}',
      events: ['check.failed', 'check.passed'],
      filter: "check.severity in ['critical', 'high']",
      team: team('SRE'),
      person: null,
      kind: 'check',
    },
    {
      name: 'payments-config-health',
      title: '{{.config.name}} is {{.config.health}}',
      events: ['config.unhealthy', 'config.warning'],
      filter: "config.tags.namespace == 'payments'",
      team: team('Payments'),
      person: null,
      kind: 'config',
    },
    {
      name: 'component-health',
      title: 'Component {{.component.name}} is {{.component.health}}',
      events: ['component.unhealthy', 'component.warning'],
      filter: null,
      team: null,
      person: people.byRole.responder.id,
      kind: 'component',
    },
    {
      name: 'new-incidents',
      title: 'New incident: {{.incident.title}}',
      events: ['incident.created'],
      filter: null,
      team: null,
      person: people.byRole.commander.id,
      kind: 'incident',
    },
    {
      name: 'security-insights',
      title: 'Security insight on {{.config.name}}',
      events: ['config.unhealthy'],
      filter: "config.type.startsWith('AWS')",
      team: team('Security'),
      person: null,
      kind: 'config',
      custom: true,
    },
    {
      name: 'canary-errors',
      title: 'Canary {{.canary.name}} errored',
      events: ['check.failed'],
      filter: "check.type == 'http'",
      team: null,
      person: null,
      kind: 'check',
      custom: true,
      error: 'connection://default/slack-alerts: channel_not_found',
    },
    {
      name: 'playbook-failures',
      title: 'Playbook {{.playbook.name}} failed',
      events: ['playbook.failed'],
      filter: null,
      team: team('Platform'),
      person: null,
      kind: 'config',
    },
    {
      name: 'node-pressure',
      title: 'Node {{.config.name}} under pressure',
      events: ['config.warning'],
      filter: "config.type == 'Kubernetes::Node'",
      team: team('Platform'),
      person: null,
      kind: 'config',
      deleted: true,
    },
  ];
  const notifications = defs.map((d, i) => ({ ...d, id: idAgo(ctx, (60 - i * 4) * DAY) }));
  await insertRows(
    ctx.tx,
    'notifications',
    notifications.map((n, i) => ({
      id: n.id,
      name: n.name,
      namespace: i % 2 ? 'default' : null,
      events: n.events,
      error: n.error ?? null,
      error_at: n.error ? ago(ctx, 3 * HOUR) : null,
      title: n.title,
      template: `{{.description}}\n\nSee {{.permalink}}`,
      filter: n.filter,
      properties: json({ priority: i < 2 ? 'high' : 'normal' }),
      person_id: n.person,
      team_id: n.team,
      repeat_interval: i % 3 === 0 ? '4h' : null,
      wait_for: i === 0 ? 5 * 60 * SECOND_NS : null,
      wait_for_eval_period: i === 0 ? 30 * SECOND_NS : null,
      group_by: i === 1 ? ['type', 'tag:namespace'] : null,
      group_by_interval: i === 1 ? 3600 * SECOND_NS : null,
      custom_services:
        n.custom && slack
          ? json([{ name: 'slack', connection: `connection://default/${slack.name}`, properties: { channel: '#alerts' } }])
          : null,
      fallback_delay: i === 3 ? 10 * 60 * SECOND_NS : null,
      fallback_custom_services:
        i === 3 && email
          ? json([{ name: 'email', connection: `connection://default/${email.name}`, url: 'smtp://oncall@opsdeck.local' }])
          : null,
      created_by: people.admin.id,
      created_at: ago(ctx, (60 - i * 4) * DAY),
      source: i === 0 ? 'KubernetesCRD' : 'UI',
      updated_at: ago(ctx, rng.int(1, 10) * DAY),
      deleted_at: n.deleted ? ago(ctx, 5 * DAY) : null,
    })),
  );

  const configs = catalog.items.filter((c) => c.deletedMsAgo === null && c.health !== 'healthy');
  const history: Record<string, unknown>[] = [];
  for (let h = 0; h < 650; h += 1) {
    const n = rng.pick(notifications.filter((x) => !x.deleted));
    const createdAgo = rng.chance(0.4) ? rng.int(1, 24 * 60) * MINUTE : rng.int(1, 30 * 24 * 60) * MINUTE;
    const status = n.error
      ? rng.weighted([
          ['error', 6],
          ['sent', 1],
        ] as const)
      : rng.weighted([
          ['sent', 70],
          ['error', 6],
          ['silenced', 8],
          ['repeat-interval', 8],
          ['inhibited', 3],
          ['pending', 2],
          ['skipped', 3],
        ] as const);
    let resourceId: string;
    let event = rng.pick(n.events);
    let healthText: string | null = null;
    if (n.kind === 'check') {
      const check = rng.pick(health.checks);
      resourceId = check.id;
      healthText = event === 'check.passed' ? 'healthy' : 'unhealthy';
    } else if (n.kind === 'component') {
      const comp = rng.pick(health.components);
      resourceId = comp.id;
      healthText = comp.health;
    } else if (n.kind === 'incident') {
      // Incident notifications are about the affected component.
      resourceId = rng.pick(health.components).id;
      event = 'incident.created';
    } else {
      const config = rng.pick(configs.length ? configs : catalog.items);
      resourceId = config.id;
      healthText = config.health;
    }
    const id = idAgo(ctx, createdAgo);
    history.push({
      id,
      notification_id: n.id,
      body: `${n.title.replace(/\{\{[^}]+\}\}/g, 'resource')} (${event})`,
      body_payload: json({ title: n.title, event, resource_id: resourceId }),
      status,
      not_before: status === 'pending' ? ago(ctx, -5 * MINUTE) : null,
      retries: status === 'error' ? rng.int(1, 3) : 0,
      payload: json({ id: resourceId, event }),
      count: status === 'repeat-interval' ? rng.int(2, 6) : 1,
      first_observed: ago(ctx, createdAgo + rng.int(0, 30) * MINUTE),
      source_event: h % 40 === 0 ? 'watchdog' : event,
      resource_id: resourceId,
      resource_health: healthText,
      resource_status: healthText === 'unhealthy' ? 'Degraded' : healthText === null ? null : 'Running',
      resource_health_description: healthText === 'unhealthy' ? 'Readiness probe failed' : null,
      person_id: n.person,
      team_id: n.team,
      connection_id: n.custom && slack ? slack.id : null,
      silenced_by: null,
      playbook_run_id: n.name === 'playbook-failures' && runIds.length ? rng.pick(runIds) : null,
      error:
        status === 'error'
          ? (n.error ?? rng.pick(['smtp: 550 mailbox unavailable', 'slack: rate_limited', 'context deadline exceeded']))
          : null,
      duration_millis: status === 'sent' || status === 'error' ? rng.int(80, 2400) : null,
      created_at: ago(ctx, createdAgo),
      group_id: null,
      parent_id: null,
    });
  }
  // A few repeats point at the first send of their group.
  const sent = history.filter((row) => row.status === 'sent');
  for (let i = 0; i + 1 < Math.min(sent.length, 20); i += 2) {
    const parent = sent[i];
    const child = sent[i + 1];
    if (parent && child && Date.parse(String(child.created_at)) > Date.parse(String(parent.created_at)))
      child.parent_id = parent.id;
  }
  await insertRows(
    ctx.tx,
    'notification_send_history',
    history.filter((row) => row.parent_id === null),
  );
  await insertRows(
    ctx.tx,
    'notification_send_history',
    history.filter((row) => row.parent_id !== null),
  );

  // Silences: active, expired, indefinite, filter- and selector-based, one deleted.
  const check = health.checks.find((c) => c.status === 'unhealthy') ?? health.checks[0];
  const node = catalog.items.find((c) => c.type === 'Kubernetes::Node');
  const comp = health.components.find((c) => c.type === 'Application');
  const canary = health.canaries[0];
  const silences = [
    {
      name: 'maintenance-window-db',
      description: 'Planned RDS maintenance',
      from: 2 * HOUR,
      until: -4 * HOUR,
      check_id: check?.id,
      recursive: false,
    },
    {
      name: 'node-replacement',
      description: 'Replacing EU nodes',
      from: 3 * DAY,
      until: 2 * DAY,
      config_id: node?.id,
      recursive: true,
    },
    {
      name: 'payments-known-issue',
      description: 'Known issue tracked in INC0000003',
      from: 1 * DAY,
      until: null,
      component_id: comp?.id,
      recursive: true,
    },
    {
      name: 'staging-noise',
      description: 'Ignore staging namespaces',
      from: 10 * DAY,
      until: -20 * DAY,
      filter: "config.tags.namespace.endsWith('-staging')",
    },
    {
      name: 'flaky-external-apis',
      description: 'External status pages flap',
      from: 5 * HOUR,
      until: -1 * DAY,
      selectors: [{ types: ['http'], labelSelector: 'team=payments' }],
    },
    {
      name: 'canary-rollout',
      description: 'Silence during canary rollout',
      from: 6 * HOUR,
      until: -2 * HOUR,
      canary_id: canary?.id,
    },
    {
      name: 'old-silence',
      description: 'No longer needed',
      from: 30 * DAY,
      until: 29 * DAY,
      filter: "check.name == 'legacy'",
      deleted: true,
    },
  ];
  await insertRows(
    ctx.tx,
    'notification_silences',
    silences.map((s, i) => ({
      id: idAgo(ctx, s.from + HOUR),
      namespace: 'default',
      name: s.name,
      description: s.description,
      filter: s.filter ?? null,
      selectors: s.selectors ? json(s.selectors) : null,
      error: null,
      from: ago(ctx, s.from),
      until: s.until === null ? null : ago(ctx, s.until),
      recursive: s.recursive ?? false,
      config_id: s.config_id ?? null,
      check_id: s.check_id ?? null,
      canary_id: s.canary_id ?? null,
      component_id: s.component_id ?? null,
      source: 'UI',
      created_by: rng.pick(people.people.filter((p) => p.role !== 'guest' && p.role !== 'viewer')).id,
      created_at: ago(ctx, s.from + HOUR),
      updated_at: ago(ctx, s.from + HOUR - i * MINUTE),
      deleted_at: s.deleted ? ago(ctx, 20 * DAY) : null,
    })),
  );

  // Pending sends waiting in the outbox (notifications_summary.pending), a few failing.
  const queue: Record<string, unknown>[] = [];
  for (let q = 0; q < 14; q += 1) {
    const n = rng.pick(notifications.filter((x) => !x.deleted));
    const failing = q % 4 === 0;
    const createdAgo = rng.int(1, 90) * MINUTE;
    queue.push({
      id: idAgo(ctx, createdAgo),
      event_id: rng.pick(health.checks).id,
      name: 'notification.send',
      properties: json({ notification_id: n.id, event: n.events[0] }),
      error: failing ? rng.pick(['slack: channel_not_found', 'smtp: connection refused']) : null,
      delay: null,
      created_at: ago(ctx, createdAgo),
      last_attempt: failing ? ago(ctx, createdAgo / 2) : null,
      attempts: failing ? rng.int(1, 5) : 0,
      priority: 50,
    });
  }
  await insertRows(ctx.tx, 'event_queue', queue);
}
