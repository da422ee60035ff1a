import { LOCAL_AGENT_ID } from '../db/constants';
import type { CatalogSeed } from './catalog';
import { DAY, HOUR, MINUTE, ago, idAgo, type SeedContext } from './context';
import type { PeopleSeed } from './people';
import { LIVE_CHECK_LABEL, selfChecks } from './self-checks';
import { insertRows, json } from './sql';
import { appCanary, APPS, INFRA_CANARIES, type CanaryDef, type CheckDef } from './health-canaries';
import { generateCheckStatuses } from './health-statuses';
import { linkHealth, seedTopologies } from './health-topology';

// Health checks and topologies of the demo: canaries and their checks (health-canaries.ts), the
// status history (health-statuses.ts), topologies and their links (health-topology.ts).
export { generateCheckStatuses } from './health-statuses';

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

export async function seedHealth(ctx: SeedContext, people: PeopleSeed, catalog: CatalogSeed): Promise<HealthSeed> {
  const { rng } = ctx;
  const remote = people.agents.find((a) => a.name === 'eu-west-prod')?.id ?? LOCAL_AGENT_ID;
  const staging = people.agents.find((a) => a.name === 'us-east-staging')?.id ?? LOCAL_AGENT_ID;
  const defs: CanaryDef[] = [
    ...APPS.map(([app, ns, team]) => appCanary(app, ns, team, 'prod', () => rng.int(0, 29))),
    ...APPS.slice(0, 10).map(([app, ns, team]) => ({
      ...appCanary(app, ns, team, 'staging', () => rng.int(0, 29)),
      agentId: staging,
    })),
    ...INFRA_CANARIES,
    {
      name: 'opsdeck-self',
      namespace: 'opsdeck',
      app: null,
      team: 'platform',
      interval: 30,
      labels: { [LIVE_CHECK_LABEL]: 'true' },
      checks: selfChecks().map((c) => ({
        type: 'http',
        name: c.name,
        description: c.description,
        severity: 'high',
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
      checks.push({
        id: checkId,
        canaryId: id,
        name: c.name,
        type: c.type,
        status: unhealthy ? 'unhealthy' : 'healthy',
        app: def.app,
        namespace: def.namespace,
      });
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
