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
import { celSyntaxError } from '../cel/cel';

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
  /** Added by this backend's notifications_summary: silenced sends and the last one sent. */
  silenced: maybe(z.number()),
  last_sent_at: maybe(timestampSchema),
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

/** A recipient that is not a person or team: a connection (`connection://namespace/name`) or a URL. */
export const customServiceSchema = z.looseObject({
  name: z.optional(z.string()),
  connection: z.optional(z.string()),
  url: z.optional(z.string()),
  properties: z.optional(z.record(z.string(), z.string())),
  filter: z.optional(z.string()),
});
export type CustomService = z.infer<typeof customServiceSchema>;

/** Durations as rules write them: 30m, 4h, 1h30m, 2d. */
export const RULE_DURATION_PATTERN = /^(\d+(ms|s|m|h|d))+$/;

/**
 * A rule as the console writes it (POST/PATCH notifications): a name, at least one event, a CEL
 * filter that parses, a recipient (person, team or custom service) and a duration for the repeat
 * interval. The backend applies the same checks to every written row.
 */
export const notificationRuleWriteSchema = z
  .looseObject({
    name: z.string().check(z.trim(), z.minLength(1, 'name is required')),
    namespace: z.optional(z.nullable(z.string())),
    title: z.optional(z.nullable(z.string())),
    template: z.optional(z.nullable(z.string())),
    events: z.array(z.string()).check(z.minLength(1, 'at least one event is required')),
    filter: z.optional(z.nullable(z.string())),
    person_id: z.optional(z.nullable(z.string())),
    team_id: z.optional(z.nullable(z.string())),
    custom_services: z.optional(z.nullable(z.array(customServiceSchema))),
    repeat_interval: z.optional(
      z.nullable(z.string().check(z.regex(RULE_DURATION_PATTERN, 'repeat interval must be a duration such as 30m or 4h'))),
    ),
    properties: z.optional(z.nullable(z.record(z.string(), z.string()))),
  })
  .check(
    z.refine((rule) => !rule.filter || celSyntaxError(rule.filter) === null, {
      message: 'filter is not a valid expression',
      path: ['filter'],
    }),
    z.refine((rule) => Boolean(rule.person_id || rule.team_id || (rule.custom_services?.length ?? 0) > 0), {
      message: 'a recipient is required: a person, a team or a custom service',
      path: ['person_id'],
    }),
    z.refine((rule) => (rule.custom_services ?? []).every((service) => Boolean(service.connection || service.url)), {
      message: 'each custom service needs a connection or a URL',
      path: ['custom_services'],
    }),
  );
export type NotificationRuleWrite = z.infer<typeof notificationRuleWriteSchema>;

/** The error of a filter that does not parse, for forms that show it next to the field. */
export const notificationFilterError = (filter: string): string | null => {
  const reason = celSyntaxError(filter);
  return reason ? `filter is not a valid expression: ${reason}` : null;
};
