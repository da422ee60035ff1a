import { LOCAL_AGENT_ID } from '../db/constants';
import type { CatalogSeed, ConfigItem } from './catalog';
import { DAY, MINUTE, ago, idAgo, type SeedContext } from './context';
import { topologyTrees, type ComponentDef } from './health-topology-trees';
import type { PeopleSeed } from './people';
import { insertRows, json } from './sql';
import type { CheckRow, ComponentRow } from './health';

// Topologies with their components, and the links between checks, components and configs.

export async function seedTopologies(ctx: SeedContext, people: PeopleSeed, catalog: CatalogSeed) {
  const { rng } = ctx;
  const topoDefs = topologyTrees(ctx, catalog);
  const healthOf = (c?: ConfigItem) => (c ? (c.health === 'unknown' ? 'unknown' : c.health) : 'healthy');
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
        spec: json({
          schedule: t.schedule,
          icon: t.root.icon,
          type: t.root.type,
          components: [{ name: t.root.name, type: t.root.type }],
        }),
        created_at: ago(ctx, createdAgo),
        updated_at: ago(ctx, rng.int(1, 10) * DAY),
        schedule: t.schedule,
        created_by: ti === 0 ? null : people.admin.id,
      },
    ]);
    const walk = (
      def: ComponentDef,
      parent: { id: string; path: string | null } | null,
      owner: string | null,
    ): { health: string; counts: Record<string, number> } => {
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
      components.push({
        id,
        name: def.name,
        type: def.type,
        topologyId,
        owner: own,
        configId: def.config?.id ?? null,
        app: def.app ?? null,
        health,
      });
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
        status_reason:
          health === 'unhealthy' ? 'One or more checks are failing' : health === 'warning' ? 'Degraded performance' : null,
        icon: def.icon,
        type: def.type,
        owner: own,
        log_selectors: def.logs ? json([{ name: 'logs', type: 'loki', labels: { app: def.app ?? def.name } }]) : null,
        properties: def.properties ? json(def.properties) : null,
        path,
        summary: def.children ? json(counts) : null,
        is_leaf: !def.children || def.children.length === 0,
        hidden: def.hidden ?? false,
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

export async function linkHealth(
  ctx: SeedContext,
  checks: CheckRow[],
  components: ComponentRow[],
  catalog: CatalogSeed,
  people: PeopleSeed,
) {
  const { rng } = ctx;
  const checkComponent: Record<string, unknown>[] = [];
  const checkConfig: Record<string, unknown>[] = [];
  const configComponent: Record<string, unknown>[] = [];
  const appComponents = components.filter((c) => c.app && c.type !== 'Pod');
  for (const check of checks) {
    if (check.app) {
      for (const comp of appComponents.filter((c) => c.app === check.app)) {
        checkComponent.push({
          component_id: comp.id,
          check_id: check.id,
          canary_id: check.canaryId,
          selector_id: 'app',
          created_at: ago(ctx, 30 * DAY),
        });
      }
      const targets = catalog.items.filter(
        (c) =>
          c.name === check.app &&
          (c.type === 'Kubernetes::Service' || c.type === 'Kubernetes::Deployment' || c.type === 'Kubernetes::StatefulSet') &&
          c.deletedMsAgo === null &&
          (check.namespace.endsWith('-staging') ? c.tags.cluster === 'staging-us' : c.tags.cluster === 'prod-eu'),
      );
      for (const target of targets)
        checkConfig.push({
          config_id: target.id,
          check_id: check.id,
          canary_id: check.canaryId,
          selector_id: 'app',
          created_at: ago(ctx, 30 * DAY),
        });
    } else if (check.type === 'postgres') {
      const db = catalog.items.find((c) => c.type === 'AWS::RDS::DBInstance' && check.name.startsWith(c.name));
      if (db)
        checkConfig.push({
          config_id: db.id,
          check_id: check.id,
          canary_id: check.canaryId,
          selector_id: 'database',
          created_at: ago(ctx, 30 * DAY),
        });
      const comp = components.find((c) => c.type === 'Database' && check.name.startsWith(c.name));
      if (comp)
        checkComponent.push({
          component_id: comp.id,
          check_id: check.id,
          canary_id: check.canaryId,
          selector_id: 'database',
          created_at: ago(ctx, 30 * DAY),
        });
    } else if (check.type === 's3') {
      const bucket = catalog.items.find((c) => c.type === 'AWS::S3::Bucket' && check.name.startsWith(c.name));
      if (bucket)
        checkConfig.push({
          config_id: bucket.id,
          check_id: check.id,
          canary_id: check.canaryId,
          selector_id: 'bucket',
          created_at: ago(ctx, 30 * DAY),
        });
    }
  }
  for (const comp of components) {
    if (comp.configId)
      configComponent.push({
        component_id: comp.id,
        config_id: comp.configId,
        selector_id: 'topology',
        created_at: ago(ctx, 40 * DAY),
      });
    if (comp.app && comp.type !== 'Pod') {
      for (const extra of catalog.items.filter(
        (c) => c.name === comp.app && c.type === 'Kubernetes::Service' && c.tags.cluster === 'prod-eu',
      )) {
        configComponent.push({
          component_id: comp.id,
          config_id: extra.id,
          selector_id: 'topology',
          created_at: ago(ctx, 40 * DAY),
        });
      }
    }
  }
  // A manual link made in the UI.
  const manual = components.find((c) => c.name === 'Stripe');
  const stripeSecret = catalog.items.find((c) => c.type === 'AWS::Lambda::Function' && c.name === 'invoice-mailer');
  if (manual && stripeSecret)
    configComponent.push({
      component_id: manual.id,
      config_id: stripeSecret.id,
      selector_id: 'manual',
      created_at: ago(ctx, 3 * DAY),
    });

  await insertRows(ctx.tx, 'check_component_relationships', checkComponent, 'ON CONFLICT DO NOTHING');
  await insertRows(ctx.tx, 'check_config_relationships', checkConfig, 'ON CONFLICT DO NOTHING');
  await insertRows(ctx.tx, 'config_component_relationships', configComponent, 'ON CONFLICT DO NOTHING');

  const teams = new Map(people.teams.map((t) => [t.name.toLowerCase(), t]));
  const teamComponents = new Map<string, Record<string, unknown>>();
  for (const comp of components) {
    const team = comp.owner ? teams.get(comp.owner.toLowerCase()) : undefined;
    if (
      team &&
      (comp.type === 'Application' || comp.type === 'KubernetesCluster' || comp.type === 'Service' || comp.type === 'Deployment')
    ) {
      teamComponents.set(`${team.id}:${comp.id}`, {
        team_id: team.id,
        component_id: comp.id,
        role: rng.pick(['owner', 'maintainer']),
        selector_id: 'owner',
      });
    }
  }
  await insertRows(ctx.tx, 'team_components', [...teamComponents.values()]);
}
