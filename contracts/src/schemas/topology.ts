// Components and topologies (reference 4.1 and 5.7).
import { z } from 'zod/mini';
import {
  agentRefSchema,
  auditColumns,
  fkOrEmbed,
  jobStatusColumns,
  maybe,
  personRefSchema,
  stringMapSchema,
  timestampSchema,
} from './common';

const componentColumnsSchema = z.looseObject({
  id: z.string(),
  agent_id: maybe(z.string()),
  topology_id: maybe(z.string()),
  external_id: maybe(z.string()),
  parent_id: maybe(z.string()),
  config_id: maybe(z.string()),
  name: maybe(z.string()),
  text: maybe(z.string()),
  topology_type: maybe(z.string()),
  namespace: maybe(z.string()),
  labels: maybe(stringMapSchema),
  hidden: maybe(z.boolean()),
  silenced: maybe(z.boolean()),
  status: maybe(z.string()),
  status_reason: maybe(z.string()),
  health: maybe(z.string()),
  description: maybe(z.string()),
  lifecycle: maybe(z.string()),
  tooltip: maybe(z.string()),
  schedule: maybe(z.string()),
  icon: maybe(z.string()),
  type: maybe(z.string()),
  owner: maybe(z.string()),
  selectors: maybe(z.unknown()),
  log_selectors: maybe(z.unknown()),
  component_checks: maybe(z.unknown()),
  configs: maybe(z.unknown()),
  properties: maybe(z.array(z.looseObject({ name: maybe(z.string()) }))),
  path: maybe(z.string()),
  summary: maybe(
    z.looseObject({
      /** Topology endpoint: check counts by health, incidents by type and severity, analyses by type. */
      checks: maybe(z.record(z.string(), z.number())),
      incidents: maybe(z.unknown()),
      insights: maybe(z.unknown()),
    }),
  ),
  is_leaf: maybe(z.boolean()),
  cost_per_minute: maybe(z.number()),
  cost_total_1d: maybe(z.number()),
  cost_total_7d: maybe(z.number()),
  cost_total_30d: maybe(z.number()),
  created_by: fkOrEmbed(personRefSchema),
  /** Topology endpoint extras (`flatten=true` keeps the counts here rather than in `summary`). */
  checks: maybe(z.record(z.string(), z.number())),
  team_names: maybe(z.array(z.string())),
  incidents: maybe(z.unknown()),
  analysis: maybe(z.unknown()),
  parents: maybe(z.array(z.unknown())),
  /** Ids of the direct children. */
  children: maybe(z.array(z.string())),
  logs: maybe(z.array(z.looseObject({ name: maybe(z.string()) }))),
  topologies: maybe(z.looseObject({ id: z.string(), name: maybe(z.string()) })),
  ...auditColumns,
});

/** A component; the topology endpoint nests its children, of the same shape, in `components`. */
export type Component = z.infer<typeof componentColumnsSchema> & { components?: Component[] | null };

export const componentSchema: z.ZodMiniType<Component> = z.looseObject({
  ...componentColumnsSchema.shape,
  get components(): z.ZodMiniType<Component[] | null | undefined> {
    return z.nullish(z.array(componentSchema));
  },
});

export const topologySchema = z.looseObject({
  id: z.string(),
  agent_id: maybe(z.string()),
  name: maybe(z.string()),
  namespace: maybe(z.string()),
  labels: maybe(stringMapSchema),
  source: maybe(z.string()),
  spec: maybe(z.unknown()),
  schedule: maybe(z.string()),
  agent: maybe(agentRefSchema),
  created_by: fkOrEmbed(personRefSchema),
  ...jobStatusColumns,
  ...auditColumns,
});
export type Topology = z.infer<typeof topologySchema>;

/** GET /canary/api/topology response. */
export const topologyResponseSchema = z.looseObject({
  components: maybe(z.array(componentSchema)),
  healthStatuses: maybe(z.array(z.string())),
  teams: maybe(z.array(z.string())),
  tags: maybe(z.record(z.string(), z.array(z.string()))),
  types: maybe(z.array(z.string())),
});
export type TopologyResponse = z.infer<typeof topologyResponseSchema>;

/** component_labels / config_tags / config_labels rows. */
export const keyValueRowSchema = z.looseObject({ key: z.string(), value: maybe(z.string()) });
export type KeyValueRow = z.infer<typeof keyValueRowSchema>;

/** Any `{id, name}` list such as component_names or canary_names. */
export const namedItemSchema = z.looseObject({
  id: z.string(),
  name: maybe(z.string()),
  icon: maybe(z.string()),
  type: maybe(z.string()),
  created_at: maybe(timestampSchema),
});
export type NamedItem = z.infer<typeof namedItemSchema>;
