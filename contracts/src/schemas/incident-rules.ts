// The spec of an incident rule (incident_rules.spec), after Mission Control's IncidentRuleSpec:
// resource selectors, the incident template, the health filter and auto-resolve. `checks` is ours:
// Mission Control's rules select components only; here a rule may select health checks as well.
import { z } from 'zod/mini';
import { INCIDENT_SEVERITIES, INCIDENT_STATUSES, INCIDENT_TYPES } from '../constants/operations';

const nonEmpty = z.string().check(z.trim(), z.minLength(1));
/** Go durations as rules write them: 30s, 5m, 1h30m, 500ms. */
export const ruleDurationSchema = z.string().check(z.regex(/^(\d+(\.\d+)?(ms|s|m|h))+$/, 'a duration such as 30s, 5m or 1h'));

/**
 * duty's ResourceSelector, the fields a rule evaluates: `name` and `namespace` match exactly (a
 * trailing `*` matches a prefix), `types` lists allowed types, `labelSelector` is `k=v,k2=v2`
 * (every pair must match), `health` is a comma-separated list of healths (a leading `!` negates).
 */
export const ruleResourceSelectorSchema = z.looseObject({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  namespace: z.optional(z.string()),
  agent: z.optional(z.string()),
  types: z.optional(z.array(z.string())),
  statuses: z.optional(z.array(z.string())),
  labelSelector: z.optional(
    z
      .string()
      .check(z.regex(/^\s*([^=,\s]+\s*=\s*[^=,]*)(\s*,\s*[^=,\s]+\s*=\s*[^=,]*)*\s*$/, 'key=value pairs separated by commas')),
  ),
  health: z.optional(z.string()),
  search: z.optional(z.string()),
});
export type RuleResourceSelector = z.infer<typeof ruleResourceSelectorSchema>;

/** Mission Control's IncidentTemplate: the incident a match opens. */
export const incidentTemplateSchema = z.looseObject({
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  type: z.optional(z.enum(INCIDENT_TYPES)),
  status: z.optional(z.enum(INCIDENT_STATUSES)),
  severity: z.optional(z.enum(INCIDENT_SEVERITIES)),
  created_by: z.optional(z.string()),
  commander_id: z.optional(z.string()),
  communicator_id: z.optional(z.string()),
});

/** Mission Control's Filter: which resource states open an incident. */
export const incidentRuleFilterSchema = z.looseObject({
  status: z.optional(z.array(z.string())),
  severity: z.optional(z.array(z.string())),
  category: z.optional(z.array(z.string())),
  /** How long the resource must have been unhealthy before an incident opens. */
  age: z.optional(ruleDurationSchema),
});

/** A time of day in UTC, as hoursOfOperation windows give them: 09:00, 17:30, 23:59:59. */
export const ruleTimeOfDaySchema = z
  .string()
  .check(z.regex(/^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'a time of day in UTC such as 09:00 or 17:30'));

/**
 * A window of the day in which the rule opens incidents (UTC; an end before the start runs past
 * midnight); `negate` makes it a window in which it opens none.
 */
export const hoursOfOperationSchema = z.object({
  start: ruleTimeOfDaySchema,
  end: ruleTimeOfDaySchema,
  negate: z.optional(z.boolean()),
});
export type HoursOfOperation = z.infer<typeof hoursOfOperationSchema>;

/**
 * Mission Control's IncidentResponders. Applied here: `people` (person ids or e-mails) and the
 * text entries of `teams` (team ids or names) become the incident's responders. The external
 * responders (email, jira, slack, Microsoft Teams channels as objects in `teams`, ...) are kept.
 */
export const incidentRuleRespondersSchema = z.looseObject({
  people: z.optional(z.array(nonEmpty)),
  teams: z.optional(z.array(z.union([nonEmpty, z.looseObject({})]))),
});
export type IncidentRuleResponders = z.infer<typeof incidentRuleRespondersSchema>;

export const incidentRuleSpecSchema = z
  .looseObject({
    name: z.optional(z.string()),
    components: z.optional(z.array(ruleResourceSelectorSchema)),
    checks: z.optional(z.array(ruleResourceSelectorSchema)),
    template: z.optional(incidentTemplateSchema),
    filter: z.optional(incidentRuleFilterSchema),
    /** The selected resource's owner (a person's id or e-mail) commands the incident; a team owner responds. */
    autoAssignOwner: z.optional(z.boolean()),
    priority: z.optional(z.number().check(z.int())),
    breakOnMatch: z.optional(z.boolean()),
    hoursOfOperation: z.optional(z.array(hoursOfOperationSchema)),
    /** Resolve the incident once its resource has been healthy for `timeout` ("0s": at once). */
    autoResolve: z.optional(z.object({ timeout: z.optional(ruleDurationSchema) })),
    /** Close the incident once its resource has been healthy for `timeout`. */
    autoClose: z.optional(z.object({ timeout: z.optional(ruleDurationSchema) })),
    responders: z.optional(incidentRuleRespondersSchema),
  })
  .check(
    z.refine((spec) => (spec.components?.length ?? 0) + (spec.checks?.length ?? 0) > 0, {
      message: 'select at least one component or check (spec.components or spec.checks)',
    }),
  );
export type IncidentRuleSpec = z.infer<typeof incidentRuleSpecSchema>;

/** Milliseconds of a Go duration accepted by ruleDurationSchema. */
export function ruleDurationMs(text: string): number {
  let total = 0;
  for (const [, value, unit] of text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    const factor = unit === 'ms' ? 1 : unit === 's' ? 1_000 : unit === 'm' ? 60_000 : 3_600_000;
    total += Number(value) * factor;
  }
  return total;
}

/** A problem of an incident rule spec at its path inside the spec (e.g. ['template', 'severity']). */
export interface IncidentRuleSpecProblem {
  path: (string | number)[];
  message: string;
}

const EXPECTED: Record<string, string> = {
  int: 'a whole number',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  object: 'a mapping',
  array: 'a list',
};

function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.map(String).join(', ')}`;
  if (issue.code === 'invalid_type') return `must be ${EXPECTED[issue.expected] ?? issue.expected}`;
  return issue.message;
}

/**
 * What is wrong with an incident rule spec, checked with incidentRuleSpecSchema: the console's
 * editor marks each problem at its line, the backend refuses a write with the first one.
 */
export function incidentRuleSpecProblems(spec: unknown): IncidentRuleSpecProblem[] {
  const result = z.safeParse(incidentRuleSpecSchema, spec);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
    message: issueMessage(issue),
  }));
}

/** A problem as one line of text: "template.severity: must be one of ...", the message alone at the root. */
export const describeIncidentRuleSpecProblem = ({ path, message }: IncidentRuleSpecProblem): string =>
  path.length
    ? `${path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '')}: ${message}`
    : message;
