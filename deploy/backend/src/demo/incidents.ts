import type { CatalogSeed } from './catalog';
import { DAY, HOUR, MINUTE, ago, idAgo, type SeedContext } from './context';
import type { HealthSeed } from './health';
import type { PeopleSeed, Person } from './people';
import { LIVE_CHECK_LABEL } from './self-checks';
import { insertRows, json } from './sql';
import type { IncidentType } from '@opsdeck/contracts';

const STATUSES = ['new', 'open', 'investigating', 'mitigated', 'resolved', 'closed'] as const;
const HYPOTHESIS_STATUSES = ['proven', 'likely', 'possible', 'unlikely', 'improbable', 'disproven'] as const;

const TITLES: [string, IncidentType][] = [
  ['Checkout returns 502 for 8% of requests', 'availability'],
  ['Payments API p99 latency above 2s', 'performance'],
  ['Ledger consumer lag growing on settlements topic', 'reliability'],
  ['Public bucket exposes export files', 'security'],
  ['Search results stale after catalog import', 'integration'],
  ['Fraud detector pods crash looping after deploy', 'availability'],
  ['EU cluster node under memory pressure', 'reliability'],
  ['TLS certificate for legacy.opsdeck.example expires in 5 days', 'security'],
  ['NAT gateway egress costs doubled', 'cost'],
  ['Stripe webhooks delayed by 20 minutes', 'integration'],
  ['Login failures for SSO users', 'availability'],
  ['Kafka broker disk 90% full', 'reliability'],
  ['Audit log forwarding stopped', 'compliance'],
  ['Image resizer timeouts on large uploads', 'performance'],
  ['Grafana dashboards show no data', 'availability'],
  ['Deprecated API versions still in use', 'technicalDebt'],
  ['Cart service memory leak', 'performance'],
  ['Staging database restored from wrong snapshot', 'reliability'],
  ['Unused EBS volumes accumulating', 'cost'],
  ['Password reset emails not delivered', 'integration'],
  ['DNS resolution intermittently failing in kube-system', 'availability'],
  ['CVE-2024-3094 present in base image', 'security'],
  ['Nightly ETL export exceeded its window', 'reliability'],
  ['PCI scope review findings', 'compliance'],
  ['Pricing service returns stale exchange rates', 'integration'],
];

export interface IncidentSeed {
  incidents: { id: string; title: string; status: string }[];
}

export async function seedIncidents(
  ctx: SeedContext,
  people: PeopleSeed,
  catalog: CatalogSeed,
  health: HealthSeed,
): Promise<IncidentSeed> {
  const { rng } = ctx;
  const staff = people.people.filter((p) => ['admin', 'editor', 'commander', 'responder'].includes(p.role));
  const commanders = people.people.filter((p) => ['admin', 'commander'].includes(p.role));
  // Specs after Mission Control's IncidentRuleSpec (contracts: incidentRuleSpecSchema); the backend
  // evaluates them (incident-rules/). The last one watches the console's own live checks: the
  // opsdeck-warm-up check fails for two minutes after start, so a fresh start shows an incident
  // that opens and resolves on its own.
  const specs = [
    {
      name: 'Critical checks failing',
      checks: [{ labelSelector: 'severity=critical' }],
      filter: { status: ['unhealthy'] },
      template: { severity: 'critical', type: 'availability' },
      autoClose: { timeout: '1h' },
    },
    {
      name: 'Unhealthy payments components',
      components: [{ labelSelector: 'team=payments', types: ['Service'] }],
      filter: { status: ['unhealthy'] },
      template: { severity: 'critical', type: 'availability' },
      autoClose: { timeout: '1h' },
    },
    {
      name: 'Security insights',
      components: [{ labelSelector: 'team=security' }],
      filter: { status: ['unhealthy'], category: ['security'] },
      template: { severity: 'high', type: 'security' },
      autoClose: { timeout: '1h' },
    },
    {
      name: 'Console self-checks',
      checks: [{ labelSelector: `${LIVE_CHECK_LABEL}=true` }],
      template: { title: 'Console check {{name}} is {{health}}', severity: 'high', type: 'availability' },
      autoResolve: { timeout: '0s' },
    },
  ];
  const rules = specs.map((spec, i) => ({ id: idAgo(ctx, (70 - i) * DAY), name: spec.name, spec: { ...spec, priority: i + 1 } }));
  await insertRows(
    ctx.tx,
    'incident_rules',
    rules.map((r, i) => ({
      id: r.id,
      name: r.name,
      spec: json(r.spec),
      source: 'UI',
      created_by: people.admin.id,
      created_at: ago(ctx, (70 - i) * DAY),
      updated_at: ago(ctx, (20 - i) * DAY),
    })),
  );

  const incidents: IncidentSeed['incidents'] = [];
  const incidentRows: Record<string, unknown>[] = [];
  const responderRows: Record<string, unknown>[] = [];
  const hypothesisRows: Record<string, unknown>[] = [];
  const evidenceRows: Record<string, unknown>[] = [];
  const commentRows: Record<string, unknown>[] = [];
  const historyRows: Record<string, unknown>[] = [];

  const configs = catalog.items.filter((c) => c.deletedMsAgo === null);
  const components = health.components;
  const checks = health.checks;

  // Oldest first, so the sequence-backed incident_id follows creation order.
  const order = TITLES.map((t, i) => ({ t, createdAgo: (60 - i * 2.3) * DAY + rng.int(0, 12) * HOUR })).sort(
    (a, b) => b.createdAgo - a.createdAgo,
  );
  for (const [i, { t, createdAgo }] of order.entries()) {
    const [title, type] = t;
    // Older incidents are further along.
    const progress = Math.min(STATUSES.length - 1, Math.max(0, Math.floor((createdAgo / (60 * DAY)) * 6 + rng.int(-1, 1))));
    const status =
      i >= order.length - 3
        ? ((['new', 'open', 'investigating'] as const)[order.length - 1 - i] ?? 'new')
        : (STATUSES[progress] ?? 'open');
    const severity = rng.weighted([
      ['low', 3],
      ['medium', 4],
      ['high', 4],
      ['critical', 2],
      ['blocker', 1],
    ] as const);
    const creator = rng.pick(staff);
    const commander = rng.pick(commanders);
    const communicator = rng.chance(0.6) ? rng.pick(staff) : commander;
    const id = idAgo(ctx, createdAgo);
    const stage = STATUSES.indexOf(status);
    const step = (n: number) => createdAgo - n * rng.int(20, 180) * MINUTE;
    incidents.push({ id, title, status });
    incidentRows.push({
      id,
      incident_rule_id: i % 6 === 0 ? (rules[i % 3]?.id ?? null) : null,
      title,
      created_by: creator.id,
      commander_id: commander.id,
      communicator_id: communicator.id,
      severity,
      description: `${title}. Detected by ${rng.pick(['an alert', 'a customer report', 'a failing health check', 'the on-call engineer'])}; impact is being assessed.`,
      type,
      status,
      acknowledged: stage >= 1 ? ago(ctx, step(1)) : null,
      resolved: stage >= 4 ? ago(ctx, step(4)) : null,
      closed: stage >= 5 ? ago(ctx, step(5)) : null,
      created_at: ago(ctx, createdAgo),
      updated_at: ago(ctx, stage >= 1 ? step(stage) : createdAgo),
    });
    historyRows.push({
      id: idAgo(ctx, createdAgo),
      incident_id: id,
      created_by: creator.id,
      type: 'incident.created',
      description: `${creator.name} created the incident`,
      created_at: ago(ctx, createdAgo),
      updated_at: ago(ctx, createdAgo),
    });
    for (let s = 1; s <= stage; s += 1) {
      historyRows.push({
        id: idAgo(ctx, step(s)),
        incident_id: id,
        created_by: commander.id,
        type: 'incident.status_updated',
        description: `Status changed to ${STATUSES[s]}`,
        created_at: ago(ctx, step(s)),
        updated_at: ago(ctx, step(s)),
      });
    }

    // Responders: the commander, another person, sometimes a team.
    const responders: { id: string; person?: Person }[] = [];
    const addResponder = (person: Person | null, teamId: string | null, n: number) => {
      const rid = idAgo(ctx, createdAgo - (n + 1) * 5 * MINUTE);
      responders.push({ id: rid, person: person ?? undefined });
      responderRows.push({
        id: rid,
        incident_id: id,
        type: person ? 'person' : 'team',
        index: n,
        person_id: person?.id ?? null,
        team_id: teamId,
        properties: json(person ? { role: n === 0 ? 'commander' : 'responder' } : { channel: '#incident' }),
        acknowledged: stage >= 1 ? ago(ctx, step(1)) : null,
        resolved: stage >= 4 ? ago(ctx, step(4)) : null,
        closed: stage >= 5 ? ago(ctx, step(5)) : null,
        created_by: commander.id,
        created_at: ago(ctx, createdAgo - (n + 1) * 5 * MINUTE),
        updated_at: ago(ctx, createdAgo - (n + 1) * 5 * MINUTE),
        deleted_at: n === 2 && rng.chance(0.3) ? ago(ctx, createdAgo - 2 * HOUR) : null,
      });
      historyRows.push({
        id: idAgo(ctx, createdAgo - (n + 1) * 5 * MINUTE),
        incident_id: id,
        created_by: commander.id,
        type: 'responder.created',
        responder_id: rid,
        description: `${person ? person.name : 'A team'} was added as responder`,
        created_at: ago(ctx, createdAgo - (n + 1) * 5 * MINUTE),
        updated_at: ago(ctx, createdAgo - (n + 1) * 5 * MINUTE),
      });
    };
    addResponder(commander, null, 0);
    addResponder(rng.pick(staff.filter((p) => p.id !== commander.id)), null, 1);
    if (rng.chance(0.5)) addResponder(null, rng.pick(people.teams).id, 2);

    // Hypothesis tree: root -> factor(s) -> solution.
    const hypotheses: string[] = [];
    const rootId = idAgo(ctx, createdAgo - 30 * MINUTE);
    hypotheses.push(rootId);
    hypothesisRows.push({
      id: rootId,
      created_by: commander.id,
      incident_id: id,
      parent_id: null,
      owner: responders[0]?.id ?? null,
      team_id: null,
      type: 'root',
      title: title,
      status: stage >= 4 ? 'proven' : rng.pick(['likely', 'possible']),
      created_at: ago(ctx, createdAgo - 30 * MINUTE),
      updated_at: ago(ctx, step(Math.max(1, stage))),
    });
    const factorCount = rng.int(1, 2);
    for (let f = 0; f < factorCount; f += 1) {
      const fid = idAgo(ctx, createdAgo - (40 + f * 10) * MINUTE);
      hypotheses.push(fid);
      hypothesisRows.push({
        id: fid,
        created_by: rng.pick(staff).id,
        incident_id: id,
        parent_id: rootId,
        owner: responders[1]?.id ?? null,
        team_id: rng.chance(0.3) ? rng.pick(people.teams).id : null,
        type: 'factor',
        title: rng.pick([
          'Recent deployment introduced a regression',
          'Upstream dependency degraded',
          'Resource limits too low',
          'Configuration drift after manual change',
          'Traffic spike from a marketing campaign',
        ]),
        status: rng.pick(HYPOTHESIS_STATUSES),
        created_at: ago(ctx, createdAgo - (40 + f * 10) * MINUTE),
        updated_at: ago(ctx, createdAgo - (60 + f * 10) * MINUTE),
      });
      if (stage >= 3 && f === 0) {
        const sid = idAgo(ctx, createdAgo - 90 * MINUTE);
        hypotheses.push(sid);
        hypothesisRows.push({
          id: sid,
          created_by: commander.id,
          incident_id: id,
          parent_id: fid,
          owner: null,
          team_id: null,
          type: 'solution',
          title: rng.pick([
            'Roll back to the previous release',
            'Raise memory limit to 1Gi',
            'Fail over to the secondary region',
            'Rotate the credentials',
            'Scale out to 6 replicas',
          ]),
          status: 'proven',
          created_at: ago(ctx, createdAgo - 90 * MINUTE),
          updated_at: ago(ctx, step(3)),
        });
      }
    }

    // Evidence on the root and first factor, pointing at real catalog/health rows.
    for (const [h, hypothesisId] of hypotheses.slice(0, 2).entries()) {
      const kind = rng.pick(['config', 'config_change', 'config_analysis', 'topology', 'check', 'log', 'comment'] as const);
      const config = rng.pick(configs);
      const change = catalog.changeIds.length ? rng.pick(catalog.changeIds) : null;
      const analysis = catalog.analysisIds.length ? rng.pick(catalog.analysisIds) : null;
      const component = rng.pick(components);
      const check = rng.pick(checks);
      const eid = idAgo(ctx, createdAgo - (35 + h * 15) * MINUTE);
      evidenceRows.push({
        id: eid,
        description: {
          config: `Configuration of ${config.name}`,
          config_change: 'Change shortly before the impact started',
          config_analysis: 'Open insight on the affected resource',
          topology: `Component ${component.name} is ${component.health}`,
          check: `Check ${check.name} failing`,
          log: 'Error spike in application logs',
          comment: 'Customer report forwarded by support',
        }[kind],
        hypothesis_id: hypothesisId,
        config_id:
          kind === 'config'
            ? config.id
            : kind === 'config_change'
              ? (change?.configId ?? null)
              : kind === 'config_analysis'
                ? (analysis?.configId ?? null)
                : null,
        config_change_id: kind === 'config_change' ? (change?.id ?? null) : null,
        config_analysis_id: kind === 'config_analysis' ? (analysis?.id ?? null) : null,
        component_id: kind === 'topology' ? component.id : null,
        check_id: kind === 'check' ? check.id : null,
        definition_of_done: h === 0 && rng.chance(0.4),
        done: stage >= 4,
        factor: h === 1,
        mitigator: false,
        created_by: rng.pick(staff).id,
        type: kind,
        evidence: json(
          kind === 'log'
            ? {
                lines: [
                  { timestamp: ago(ctx, createdAgo), message: 'upstream connect error or disconnect/reset before headers' },
                ],
                query: '{app="checkout-web"} |= "error"',
              }
            : kind === 'check'
              ? { check_id: check.id, status: 'unhealthy', includeMessages: true, start: '1h' }
              : kind === 'comment'
                ? { comment: 'Several merchants report failed payments since 10:05 UTC' }
                : { id: kind === 'topology' ? component.id : config.id },
        ),
        properties: json({ source: 'demo' }),
        created_at: ago(ctx, createdAgo - (35 + h * 15) * MINUTE),
        updated_at: ago(ctx, createdAgo - (35 + h * 15) * MINUTE),
        script: kind === 'check' && rng.chance(0.3) ? 'check.status == "healthy"' : null,
        script_result: null,
      });
    }

    // Comments, some from Slack (external author), some attached to a hypothesis.
    const commentCount = rng.int(0, 5);
    for (let c = 0; c < commentCount; c += 1) {
      const author = rng.pick(staff);
      const external = rng.chance(0.2);
      const at = createdAgo - (20 + c * rng.int(10, 120)) * MINUTE;
      commentRows.push({
        id: idAgo(ctx, at),
        created_by: author.id,
        comment: rng.pick([
          'Rolled back the canary deployment, watching error rates.',
          'Error rate back to baseline in eu-west-1.',
          'Opened a ticket with the provider.',
          'I can reproduce this in staging.',
          'Dashboards attached; p99 started climbing at 09:58.',
          'Customer support has been briefed.',
          'Root cause identified, writing the postmortem.',
        ]),
        external_id: external ? `slack:${rng.hex(10)}` : null,
        external_created_by: external ? `@${author.name.split(' ')[0]?.toLowerCase()}` : null,
        incident_id: id,
        responder_id: c === 0 ? (responders[1]?.id ?? null) : null,
        hypothesis_id: c % 2 === 1 ? (hypotheses[0] ?? null) : null,
        read: [1],
        created_at: ago(ctx, at),
        updated_at: ago(ctx, at),
      });
    }
  }

  await insertRows(ctx.tx, 'incidents', incidentRows);
  await insertRows(ctx.tx, 'responders', responderRows);
  await insertRows(ctx.tx, 'hypotheses', hypothesisRows);
  await insertRows(ctx.tx, 'evidences', evidenceRows);
  await insertRows(ctx.tx, 'comments', commentRows);
  await insertRows(ctx.tx, 'incident_histories', historyRows);
  if (incidents.length >= 4) {
    const [a, b] = [incidents[incidents.length - 1], incidents[incidents.length - 4]];
    if (a && b)
      await insertRows(ctx.tx, 'incident_relationships', [
        { id: idAgo(ctx, HOUR), incident_id: a.id, related_id: b.id, relationship: 'related', created_at: ago(ctx, HOUR) },
      ]);
  }
  return { incidents };
}
