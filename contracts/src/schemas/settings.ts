// Connections, agents, job history, properties, event queue, integrations and other settings
// resources (spec 3 section 3, reference 4.5).
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

export const connectionSchema = z.looseObject({
  id: z.string(),
  name: maybe(z.string()),
  namespace: maybe(z.string()),
  type: maybe(z.string()),
  url: maybe(z.string()),
  username: maybe(z.string()),
  password: maybe(z.string()),
  certificate: maybe(z.string()),
  insecure_tls: maybe(z.boolean()),
  properties: maybe(jsonObjectSchema),
  source: maybe(z.string()),
  created_by: fkOrEmbed(personRefSchema),
  ...auditColumns,
});
export type Connection = z.infer<typeof connectionSchema>;

/** agents table / agents_summary view row. */
export const agentSchema = z.looseObject({
  id: z.string(),
  name: maybe(z.string()),
  hostname: maybe(z.string()),
  description: maybe(z.string()),
  ip: maybe(z.string()),
  version: maybe(z.string()),
  username: maybe(z.string()),
  person_id: maybe(z.string()),
  properties: maybe(stringMapSchema),
  tls: maybe(z.string()),
  cleanup: maybe(z.boolean()),
  last_seen: maybe(timestampSchema),
  last_received: maybe(timestampSchema),
  config_count: maybe(z.number()),
  config_scrapper_count: maybe(z.number()),
  checks_count: maybe(z.number()),
  playbook_runs_count: maybe(z.number()),
  health: maybe(z.string()),
  status: maybe(z.string()),
  created_by: fkOrEmbed(personRefSchema),
  ...auditColumns,
});
export type Agent = z.infer<typeof agentSchema>;

/** POST /agent/generate response. */
export const generateAgentResponseSchema = z.looseObject({
  id: z.string(),
  username: z.string(),
  access_token: z.string(),
});
export type GenerateAgentResponse = z.infer<typeof generateAgentResponseSchema>;

/** job_histories view row; details carry errors, scrape_summary and summary. */
export const jobHistorySchema = z.looseObject({
  id: z.string(),
  agent_id: maybe(z.string()),
  agent: maybe(agentRefSchema),
  name: maybe(z.string()),
  success_count: maybe(z.number()),
  error_count: maybe(z.number()),
  details: maybe(
    z.looseObject({
      errors: maybe(z.array(z.unknown())),
      scrape_summary: maybe(z.unknown()),
      summary: maybe(z.unknown()),
    }),
  ),
  hostname: maybe(z.string()),
  duration_millis: maybe(z.number()),
  resource_type: maybe(z.string()),
  resource_id: maybe(z.string()),
  resource_name: maybe(z.string()),
  status: maybe(z.string()),
  time_start: maybe(timestampSchema),
  time_end: maybe(timestampSchema),
  created_at: maybe(timestampSchema),
  artifacts: maybe(z.array(z.unknown())),
});
export type JobHistory = z.infer<typeof jobHistorySchema>;

/** properties row; feature flags are stored as properties. */
export const propertySchema = z.looseObject({
  name: z.string(),
  value: z.string(),
  created_by: fkOrEmbed(personRefSchema),
  source: maybe(z.string()),
  ...auditColumns,
});
export type Property = z.infer<typeof propertySchema>;
export const featureFlagSchema = propertySchema;
export type FeatureFlag = Property;

export const eventQueueSummarySchema = z.looseObject({
  name: z.string(),
  event_id: maybe(z.string()),
  pending: maybe(z.number()),
  failed: maybe(z.number()),
  average_attempts: maybe(z.number()),
  first_failure: maybe(timestampSchema),
  last_failure: maybe(timestampSchema),
  most_common_error: maybe(z.string()),
});
export type EventQueueSummary = z.infer<typeof eventQueueSummarySchema>;

/** integrations_with_status row (scrapers, topologies and logging backends in one list). */
export const integrationSchema = z.looseObject({
  id: z.string(),
  name: maybe(z.string()),
  description: maybe(z.string()),
  integration_type: maybe(z.string()),
  source: maybe(z.string()),
  agent_id: maybe(z.string()),
  agent: maybe(agentRefSchema),
  created_by: maybe(z.string()),
  creator_name: maybe(z.string()),
  creator_avatar: maybe(z.string()),
  creator_title: maybe(z.string()),
  creator_email: maybe(z.string()),
  ...jobStatusColumns,
  ...auditColumns,
});
export type Integration = z.infer<typeof integrationSchema>;

export const loggingBackendSchema = z.looseObject({
  id: z.string(),
  name: maybe(z.string()),
  labels: maybe(stringMapSchema),
  spec: maybe(z.unknown()),
  source: maybe(z.string()),
  agent_id: maybe(z.string()),
  created_by: fkOrEmbed(personRefSchema),
  ...auditColumns,
});
export type LoggingBackend = z.infer<typeof loggingBackendSchema>;

export const incidentRuleSchema = z.looseObject({
  id: z.string(),
  name: maybe(z.string()),
  spec: maybe(z.unknown()),
  source: maybe(z.string()),
  created_by: fkOrEmbed(personRefSchema),
  ...auditColumns,
});
export type IncidentRule = z.infer<typeof incidentRuleSchema>;

/**
 * GET /about (version shown in the user menu; backend version under data.backend). `kubeproxy`:
 * whether the backend's /kubeproxy reaches a Kubernetes cluster (the reference backend says;
 * Mission Control, always in one, omits it).
 */
export const aboutResponseSchema = z.looseObject({
  Version: maybe(z.string()),
  appVersion: maybe(z.string()),
  chartVersion: maybe(z.string()),
  backend: maybe(z.string()),
  kubeproxy: maybe(z.boolean()),
});
export type AboutResponse = z.infer<typeof aboutResponseSchema>;

/** Whether a downloaded kubeconfig would reach a cluster: unless the backend says it would not. */
export const kubeconfigAvailable = (about: AboutResponse | null | undefined): boolean => about?.kubeproxy !== false;

/** The backend version to show: chart, app or canary version, else "NA". */
export function backendVersionOf(about: AboutResponse | null | undefined): string {
  return about?.backend || about?.chartVersion || about?.appVersion || about?.Version || 'NA';
}
