// Playbooks, parameters, runs and actions (spec 2 and 3 section 3, reference 4.3 and 5.3).
import { z } from 'zod/mini';
import {
  agentRefSchema,
  auditColumns,
  fkOrEmbed,
  jsonObjectSchema,
  maybe,
  personRefSchema,
  teamRefSchema,
  timestampSchema,
} from './common';
import { configRefSchema } from './catalog';

export const playbookParameterPropertiesSchema = z.looseObject({
  size: maybe(z.string()),
  language: maybe(z.string()),
  jsonSchemaUrl: maybe(z.string()),
  options: maybe(z.array(z.unknown())),
  filter: maybe(z.unknown()),
  multiline: maybe(z.union([z.boolean(), z.string()])),
  maxLength: maybe(z.union([z.number(), z.string()])),
  minLength: maybe(z.union([z.number(), z.string()])),
  regex: maybe(z.string()),
  format: maybe(z.string()),
  min: maybe(z.union([z.number(), z.string()])),
  max: maybe(z.union([z.number(), z.string()])),
});
export type PlaybookParameterProperties = z.infer<typeof playbookParameterPropertiesSchema>;

export const playbookParameterSchema = z.looseObject({
  name: z.string(),
  label: maybe(z.string()),
  /** code, checkbox, list, team, people, component, config, check; absent means text. */
  type: maybe(z.string()),
  default: maybe(z.unknown()),
  required: maybe(z.boolean()),
  description: maybe(z.string()),
  icon: maybe(z.string()),
  dependsOn: maybe(z.array(z.string())),
  properties: maybe(playbookParameterPropertiesSchema),
});
export type PlaybookParameter = z.infer<typeof playbookParameterSchema>;

export const playbookActionSpecSchema = z.looseObject({ name: maybe(z.string()) });

export const playbookSpecSchema = z.looseObject({
  icon: maybe(z.string()),
  category: maybe(z.string()),
  description: maybe(z.string()),
  parameters: maybe(z.array(playbookParameterSchema)),
  configs: maybe(z.array(z.unknown())),
  components: maybe(z.array(z.unknown())),
  checks: maybe(z.array(z.unknown())),
  actions: maybe(z.array(playbookActionSpecSchema)),
  approval: maybe(z.unknown()),
});
export type PlaybookSpec = z.infer<typeof playbookSpecSchema>;

export const playbookSchema = z.looseObject({
  id: z.string(),
  name: maybe(z.string()),
  namespace: maybe(z.string()),
  title: maybe(z.string()),
  icon: maybe(z.string()),
  description: maybe(z.string()),
  category: maybe(z.string()),
  source: maybe(z.string()),
  spec: maybe(playbookSpecSchema),
  /** GET /playbook/list returns spec.parameters at the top level too. */
  parameters: maybe(z.array(playbookParameterSchema)),
  created_by: fkOrEmbed(personRefSchema),
  ...auditColumns,
});
export type Playbook = z.infer<typeof playbookSchema>;

export const artifactSchema = z.looseObject({
  id: z.string(),
  path: maybe(z.string()),
  filename: maybe(z.string()),
  content_type: maybe(z.string()),
  size: maybe(z.number()),
  checksum: maybe(z.string()),
  playbook_run_action_id: maybe(z.string()),
  job_history_id: maybe(z.string()),
  ...auditColumns,
});
export type Artifact = z.infer<typeof artifactSchema>;

export const playbookApprovalSchema = z.looseObject({
  id: maybe(z.string()),
  run_id: maybe(z.string()),
  person_id: fkOrEmbed(personRefSchema),
  team_id: fkOrEmbed(teamRefSchema),
  created_at: maybe(timestampSchema),
});
export type PlaybookApproval = z.infer<typeof playbookApprovalSchema>;

const resourceRefSchema = z.looseObject({ id: z.string(), name: maybe(z.string()), icon: maybe(z.string()) });

export const playbookRunSchema = z.looseObject({
  id: z.string(),
  playbook_id: maybe(z.string()),
  parent_id: maybe(z.string()),
  status: maybe(z.string()),
  spec: maybe(z.unknown()),
  start_time: maybe(timestampSchema),
  scheduled_time: maybe(timestampSchema),
  end_time: maybe(timestampSchema),
  created_at: maybe(timestampSchema),
  timeout: maybe(z.number()),
  check_id: maybe(z.string()),
  config_id: maybe(z.string()),
  component_id: maybe(z.string()),
  agent_id: maybe(z.string()),
  parameters: maybe(jsonObjectSchema),
  request: maybe(z.unknown()),
  error: maybe(z.string()),
  created_by: fkOrEmbed(personRefSchema),
  playbooks: maybe(playbookSchema),
  component: maybe(resourceRefSchema),
  config: maybe(configRefSchema),
  check: maybe(resourceRefSchema),
  playbook_approvals: maybe(z.array(playbookApprovalSchema)),
});
export type PlaybookRun = z.infer<typeof playbookRunSchema>;

export const playbookRunActionSchema = z.looseObject({
  id: z.string(),
  name: maybe(z.string()),
  status: maybe(z.string()),
  playbook_run_id: maybe(z.string()),
  retry_count: maybe(z.number()),
  start_time: maybe(timestampSchema),
  scheduled_time: maybe(timestampSchema),
  end_time: maybe(timestampSchema),
  result: maybe(z.unknown()),
  error: maybe(z.string()),
  agent_id: maybe(z.string()),
  agent: maybe(agentRefSchema),
  artifacts: maybe(z.array(artifactSchema)),
});
export type PlaybookRunAction = z.infer<typeof playbookRunActionSchema>;

/** POST /playbook/run body: at most one of component_id, check_id, config_id. */
export const runPlaybookRequestSchema = z.object({
  id: z.string().check(z.minLength(1)),
  component_id: z.optional(z.string()),
  check_id: z.optional(z.string()),
  config_id: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.string())),
});
export type RunPlaybookRequest = z.infer<typeof runPlaybookRequestSchema>;

export const runPlaybookResponseSchema = z.looseObject({
  run_id: z.string(),
  starts_at: maybe(timestampSchema),
});
export type RunPlaybookResponse = z.infer<typeof runPlaybookResponseSchema>;

/** POST /playbook/{id}/params response. */
export const playbookParamsResponseSchema = z.looseObject({
  params: maybe(z.array(playbookParameterSchema)),
});
export type PlaybookParamsResponse = z.infer<typeof playbookParamsResponseSchema>;
