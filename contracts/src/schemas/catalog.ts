// Configuration catalog: items, changes, analysis, relationships (spec 2 section 3, reference 4.6 and 5.4).
import { z } from 'zod/mini';
import {
  agentRefSchema,
  auditColumns,
  fkOrEmbed,
  jobStatusColumns,
  jsonObjectSchema,
  maybe,
  personRefSchema,
  stringMapSchema,
  timestampSchema,
} from './common';

/** Icon input of a config item: an icon is resolved from type and config_class. */
export const configIconInputSchema = z.looseObject({ type: maybe(z.string()), config_class: maybe(z.string()) });

/** Embedded config reference: config:configs(id,name,type,config_class). */
export const configRefSchema = z.looseObject({
  id: z.string(),
  name: maybe(z.string()),
  type: maybe(z.string()),
  config_class: maybe(z.string()),
  deleted_at: maybe(timestampSchema),
  tags: maybe(stringMapSchema),
});
export type ConfigRef = z.infer<typeof configRefSchema>;

/** configs view / config_items / config_detail row. */
export const configItemSchema = z.looseObject({
  id: z.string(),
  agent_id: maybe(z.string()),
  scraper_id: maybe(z.string()),
  parent_id: maybe(z.string()),
  icon: maybe(z.string()),
  /** Written like Group::Kind. */
  type: maybe(z.string()),
  config_class: maybe(z.string()),
  external_id: maybe(z.union([z.array(z.string()), z.string()])),
  name: maybe(z.string()),
  namespace: maybe(z.string()),
  description: maybe(z.string()),
  status: maybe(z.string()),
  health: maybe(z.string()),
  ready: maybe(z.boolean()),
  source: maybe(z.string()),
  path: maybe(z.string()),
  config: maybe(z.unknown()),
  labels: maybe(stringMapSchema),
  tags: maybe(stringMapSchema),
  properties: maybe(z.unknown()),
  cost_per_minute: maybe(z.number()),
  cost_total_1h: maybe(z.number()),
  cost_total_1d: maybe(z.number()),
  cost_total_7d: maybe(z.number()),
  cost_total_30d: maybe(z.number()),
  /** configs view: 7-day change count and open analysis counts by type. */
  changes: maybe(z.number()),
  analysis: maybe(z.record(z.string(), z.number())),
  agent: maybe(agentRefSchema),
  agent_name: maybe(z.string()),
  last_scraped_time: maybe(timestampSchema),
  summary: maybe(jsonObjectSchema),
  scraper: maybe(z.looseObject({ id: z.string(), name: maybe(z.string()) })),
  created_by: fkOrEmbed(personRefSchema),
  ...auditColumns,
});
export type ConfigItem = z.infer<typeof configItemSchema>;

export const configChangeSchema = z.looseObject({
  id: z.string(),
  config_id: maybe(z.string()),
  external_change_id: maybe(z.string()),
  change_type: maybe(z.string()),
  severity: maybe(z.string()),
  source: maybe(z.string()),
  summary: maybe(z.string()),
  diff: maybe(z.string()),
  details: maybe(z.unknown()),
  patches: maybe(z.unknown()),
  count: maybe(z.number()),
  first_observed: maybe(timestampSchema),
  created_at: maybe(timestampSchema),
  created_by: fkOrEmbed(personRefSchema),
  external_created_by: maybe(z.string()),
  config: maybe(configRefSchema),
  /** POST /catalog/changes rows also carry the config's name, type and tags. */
  name: maybe(z.string()),
  type: maybe(z.string()),
  tags: maybe(stringMapSchema),
  agent_id: maybe(z.string()),
});
export type ConfigChange = z.infer<typeof configChangeSchema>;

/** POST /catalog/changes response ({} when nothing matches). */
export const catalogChangesResponseSchema = z.looseObject({
  total: maybe(z.number()),
  summary: maybe(z.record(z.string(), z.number())),
  changes: maybe(z.array(configChangeSchema)),
});
export type CatalogChangesResponse = z.infer<typeof catalogChangesResponseSchema>;

export const configAnalysisSchema = z.looseObject({
  id: z.string(),
  config_id: maybe(z.string()),
  analyzer: maybe(z.string()),
  analysis_type: maybe(z.string()),
  message: maybe(z.string()),
  summary: maybe(z.string()),
  severity: maybe(z.string()),
  status: maybe(z.string()),
  analysis: maybe(z.unknown()),
  source: maybe(z.string()),
  first_observed: maybe(timestampSchema),
  last_observed: maybe(timestampSchema),
  config: maybe(configRefSchema),
  config_name: maybe(z.string()),
  config_type: maybe(z.string()),
  config_class: maybe(z.string()),
  created_by: fkOrEmbed(personRefSchema),
});
export type ConfigAnalysis = z.infer<typeof configAnalysisSchema>;

export const configRelationshipSchema = z.looseObject({
  config_id: z.string(),
  related_id: z.string(),
  relation: maybe(z.string()),
  configs: maybe(configRefSchema),
  related: maybe(configRefSchema),
  ...auditColumns,
});
export type ConfigRelationship = z.infer<typeof configRelationshipSchema>;

export const configScraperSchema = z.looseObject({
  id: z.string(),
  name: maybe(z.string()),
  namespace: maybe(z.string()),
  description: maybe(z.string()),
  spec: maybe(z.unknown()),
  source: maybe(z.string()),
  agent_id: maybe(z.string()),
  agent: maybe(agentRefSchema),
  created_by: fkOrEmbed(personRefSchema),
  ...jobStatusColumns,
  ...auditColumns,
});
export type ConfigScraper = z.infer<typeof configScraperSchema>;

/** One row of POST /catalog/summary: group keys plus counts. */
export const catalogSummaryRowSchema = z.looseObject({
  type: maybe(z.string()),
  count: maybe(z.number()),
  health: maybe(z.record(z.string(), z.number())),
  analysis: maybe(z.record(z.string(), z.number())),
  changes: maybe(z.number()),
  created_at: maybe(timestampSchema),
  updated_at: maybe(timestampSchema),
});
export type CatalogSummaryRow = z.infer<typeof catalogSummaryRowSchema>;

// POST /resources/search (reference 5.4): see resource-search.ts.
