// Health checks: checks, check statuses, canaries and the summary endpoint (spec 2, reference 4.1 and 5.7).
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

export const uptimeSchema = z.looseObject({
  passed: maybe(z.number()),
  failed: maybe(z.number()),
  last_pass: maybe(timestampSchema),
  last_fail: maybe(timestampSchema),
});
export type Uptime = z.infer<typeof uptimeSchema>;

export const latencySchema = z.looseObject({
  p95: maybe(z.number()),
  p97: maybe(z.number()),
  p99: maybe(z.number()),
  rolling1h: maybe(z.number()),
});
export type Latency = z.infer<typeof latencySchema>;

const namedRef = z.looseObject({
  id: z.string(),
  name: maybe(z.string()),
  icon: maybe(z.string()),
  type: maybe(z.string()),
  health: maybe(z.string()),
});

export const checkSchema = z.looseObject({
  id: z.string(),
  canary_id: maybe(z.string()),
  agent_id: maybe(z.string()),
  type: maybe(z.string()),
  name: maybe(z.string()),
  namespace: maybe(z.string()),
  description: maybe(z.string()),
  icon: maybe(z.string()),
  endpoint: maybe(z.string()),
  spec: maybe(jsonObjectSchema),
  labels: maybe(stringMapSchema),
  owner: maybe(z.string()),
  severity: maybe(z.string()),
  category: maybe(z.string()),
  status: maybe(z.string()),
  last_runtime: maybe(timestampSchema),
  last_transition_time: maybe(timestampSchema),
  next_runtime: maybe(timestampSchema),
  silenced_at: maybe(timestampSchema),
  uptime: maybe(uptimeSchema),
  latency: maybe(latencySchema),
  /** Embeds of the check-detail query. */
  canaries: maybe(z.looseObject({ id: z.string(), name: maybe(z.string()), source: maybe(z.string()) })),
  agents: maybe(agentRefSchema),
  components: maybe(z.array(z.looseObject({ components: maybe(namedRef) }))),
  configs: maybe(z.array(z.looseObject({ configs: maybe(namedRef) }))),
  ...auditColumns,
});
export type Check = z.infer<typeof checkSchema>;

/** A check_statuses row: one execution. status is a boolean (true = pass), duration in ms. */
export const checkStatusSchema = z.looseObject({
  check_id: maybe(z.string()),
  time: timestampSchema,
  duration: maybe(z.number()),
  status: maybe(z.boolean()),
  message: maybe(z.string()),
  error: maybe(z.string()),
  details: maybe(z.unknown()),
  invalid: maybe(z.boolean()),
  severity: maybe(z.string()),
  created_at: maybe(timestampSchema),
});
export type CheckStatus = z.infer<typeof checkStatusSchema>;

/** A row of the health list (GET /canary/api/summary -> checks_summary, or the check_summary views). */
export const checkSummarySchema = z.looseObject({
  id: z.string(),
  canary_id: maybe(z.string()),
  canary_name: maybe(z.string()),
  canary_namespace: maybe(z.string()),
  agent_id: maybe(z.string()),
  config_id: maybe(z.string()),
  name: maybe(z.string()),
  description: maybe(z.string()),
  endpoint: maybe(z.string()),
  namespace: maybe(z.string()),
  type: maybe(z.string()),
  icon: maybe(z.string()),
  owner: maybe(z.string()),
  severity: maybe(z.string()),
  status: maybe(z.string()),
  labels: maybe(stringMapSchema),
  last_transition_time: maybe(timestampSchema),
  last_runtime: maybe(timestampSchema),
  silenced_at: maybe(timestampSchema),
  uptime: maybe(uptimeSchema),
  latency: maybe(latencySchema),
  checkStatuses: maybe(z.array(z.looseObject({ status: maybe(z.unknown()), mixed: maybe(z.boolean()) }))),
  /** This project's backend: set (to the reason) for check types it stores but does not execute. */
  not_executed: maybe(z.string()),
  /** This project's backend: the config items the check relates to. */
  configs: maybe(z.array(namedRef)),
  ...auditColumns,
});
export type CheckSummary = z.infer<typeof checkSummarySchema>;

export const healthSummaryResponseSchema = z.looseObject({
  runnerName: maybe(z.string()),
  duration: maybe(z.number()),
  checks_summary: maybe(z.array(checkSummarySchema)),
});
export type HealthSummaryResponse = z.infer<typeof healthSummaryResponseSchema>;

/** GET /canary/api/graph response. */
export const checkGraphResponseSchema = z.looseObject({
  runnerName: maybe(z.string()),
  duration: maybe(z.number()),
  status: maybe(
    z.array(
      z.looseObject({
        time: timestampSchema,
        status: maybe(z.boolean()),
        duration: maybe(z.number()),
        passed: maybe(z.number()),
        failed: maybe(z.number()),
      }),
    ),
  ),
  latency: maybe(latencySchema),
  uptime: maybe(uptimeSchema),
});
export type CheckGraphResponse = z.infer<typeof checkGraphResponseSchema>;

export const canarySchema = z.looseObject({
  id: z.string(),
  agent_id: maybe(z.string()),
  name: maybe(z.string()),
  namespace: maybe(z.string()),
  labels: maybe(stringMapSchema),
  annotations: maybe(stringMapSchema),
  spec: maybe(z.unknown()),
  source: maybe(z.string()),
  schedule: maybe(z.string()),
  interval: maybe(z.string()),
  last_runtime: maybe(timestampSchema),
  agent: maybe(agentRefSchema),
  created_by: fkOrEmbed(personRefSchema),
  ...jobStatusColumns,
  ...auditColumns,
});
export type Canary = z.infer<typeof canarySchema>;

/** POST /canary/run/check/{id}: only success or failure of the call matters to the UI. */
export const runCheckResponseSchema = z.looseObject({
  pass: maybe(z.boolean()),
  message: maybe(z.string()),
  error: maybe(z.string()),
});
