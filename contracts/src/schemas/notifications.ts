// Notifications, silences and send history (spec 2 section 3, reference 4.4 and 5.5).
import { z } from 'zod/mini';
import {
  auditColumns,
  fkOrEmbed,
  jsonObjectSchema,
  maybe,
  personRefSchema,
  stringMapSchema,
  teamRefSchema,
  timestampSchema,
} from './common';
import { configRefSchema } from './catalog';

export const notificationSchema = z.looseObject({
  id: z.string(),
  name: maybe(z.string()),
  namespace: maybe(z.string()),
  title: maybe(z.string()),
  template: maybe(z.string()),
  events: maybe(z.array(z.string())),
  filter: maybe(z.string()),
  properties: maybe(jsonObjectSchema),
  person_id: fkOrEmbed(personRefSchema),
  team_id: fkOrEmbed(teamRefSchema),
  person: maybe(personRefSchema),
  team: maybe(teamRefSchema),
  playbook_id: maybe(z.string()),
  custom_services: maybe(z.unknown()),
  repeat_interval: maybe(z.string()),
  wait_for: maybe(z.number()),
  group_by: maybe(z.array(z.string())),
  source: maybe(z.string()),
  error: maybe(z.string()),
  error_at: maybe(timestampSchema),
  /** notifications_summary statistics. */
  pending: maybe(z.number()),
  avg_duration_ms: maybe(z.number()),
  failed: maybe(z.number()),
  sent: maybe(z.number()),
  most_common_error: maybe(z.string()),
  last_failed_at: maybe(timestampSchema),
  created_by: fkOrEmbed(personRefSchema),
  ...auditColumns,
});
export type Notification = z.infer<typeof notificationSchema>;

const resourceRefSchema = z.looseObject({
  id: z.string(),
  name: maybe(z.string()),
  icon: maybe(z.string()),
  type: maybe(z.string()),
  status: maybe(z.string()),
});

export const silenceSchema = z.looseObject({
  id: z.string(),
  name: maybe(z.string()),
  namespace: maybe(z.string()),
  description: maybe(z.string()),
  filter: maybe(z.string()),
  selectors: maybe(z.unknown()),
  error: maybe(z.string()),
  from: maybe(timestampSchema),
  /** null means indefinitely. */
  until: maybe(timestampSchema),
  recursive: maybe(z.boolean()),
  config_id: maybe(z.string()),
  check_id: maybe(z.string()),
  canary_id: maybe(z.string()),
  component_id: maybe(z.string()),
  source: maybe(z.string()),
  checks: maybe(resourceRefSchema),
  catalog: maybe(configRefSchema),
  component: maybe(resourceRefSchema),
  createdBy: maybe(personRefSchema),
  created_by: fkOrEmbed(personRefSchema),
  ...auditColumns,
});
export type Silence = z.infer<typeof silenceSchema>;

/** POST /notification/silence body. */
export const createSilenceRequestSchema = z.looseObject({
  name: z.string(),
  from: z.optional(z.string()),
  until: z.optional(z.nullable(z.string())),
  description: z.optional(z.string()),
  recursive: z.optional(z.boolean()),
  filter: z.optional(z.string()),
  selectors: z.optional(z.array(z.unknown())),
  config_id: z.optional(z.string()),
  component_id: z.optional(z.string()),
  check_id: z.optional(z.string()),
  canary_id: z.optional(z.string()),
});
export type CreateSilenceRequest = z.infer<typeof createSilenceRequestSchema>;

/** notification_send_history_summary row. */
export const sendHistorySchema = z.looseObject({
  id: z.string(),
  notification_id: maybe(z.string()),
  status: maybe(z.string()),
  body: maybe(z.string()),
  error: maybe(z.string()),
  count: maybe(z.number()),
  retries: maybe(z.number()),
  duration_millis: maybe(z.number()),
  first_observed: maybe(timestampSchema),
  source_event: maybe(z.string()),
  resource_id: maybe(z.string()),
  resource: maybe(jsonObjectSchema),
  resource_kind: maybe(z.string()),
  resource_type: maybe(z.string()),
  resource_tags: maybe(stringMapSchema),
  resource_health: maybe(z.string()),
  resource_status: maybe(z.string()),
  playbook_run: maybe(z.unknown()),
  person_id: maybe(z.string()),
  team_id: maybe(z.string()),
  created_at: maybe(timestampSchema),
});
export type SendHistory = z.infer<typeof sendHistorySchema>;
