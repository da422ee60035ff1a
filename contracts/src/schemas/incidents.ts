// Incidents, hypotheses, evidence, comments and responders (spec 2 section 3, reference 4.2).
import { z } from 'zod/mini';
import {
  EVIDENCE_TYPES,
  HYPOTHESIS_STATUSES,
  HYPOTHESIS_TYPES,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
} from '../constants/operations';
import { auditColumns, fkOrEmbed, maybe, personRefSchema, teamRefSchema, timestampSchema } from './common';

export const incidentStatusSchema = z.enum(INCIDENT_STATUSES);
export const incidentSeveritySchema = z.enum(INCIDENT_SEVERITIES);
export const incidentTypeSchema = z.enum(INCIDENT_TYPES);
export const hypothesisTypeSchema = z.enum(HYPOTHESIS_TYPES);
export const hypothesisStatusSchema = z.enum(HYPOTHESIS_STATUSES);
export const evidenceTypeSchema = z.enum(EVIDENCE_TYPES);

export const evidenceSchema = z.looseObject({
  id: z.string(),
  hypothesis_id: maybe(z.string()),
  config_id: maybe(z.string()),
  config_analysis_id: maybe(z.string()),
  config_change_id: maybe(z.string()),
  component_id: maybe(z.string()),
  check_id: maybe(z.string()),
  description: maybe(z.string()),
  // Stored rows may hold types outside the documented list; the form uses evidenceTypeSchema.
  type: maybe(z.string()),
  evidence: maybe(z.unknown()),
  properties: maybe(z.unknown()),
  definition_of_done: maybe(z.boolean()),
  done: maybe(z.boolean()),
  factor: maybe(z.boolean()),
  mitigator: maybe(z.boolean()),
  script: maybe(z.string()),
  script_result: maybe(z.string()),
  created_by: fkOrEmbed(personRefSchema),
  ...auditColumns,
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const responderSchema = z.looseObject({
  id: z.string(),
  incident_id: maybe(z.string()),
  type: maybe(z.string()),
  index: maybe(z.number()),
  person_id: fkOrEmbed(personRefSchema),
  team_id: fkOrEmbed(teamRefSchema),
  person: maybe(personRefSchema),
  team: maybe(teamRefSchema),
  external_id: maybe(z.string()),
  properties: maybe(z.unknown()),
  acknowledged: maybe(timestampSchema),
  resolved: maybe(timestampSchema),
  closed: maybe(timestampSchema),
  created_by: fkOrEmbed(personRefSchema),
  ...auditColumns,
});
export type Responder = z.infer<typeof responderSchema>;

export const commentSchema = z.looseObject({
  id: z.string(),
  comment: maybe(z.string()),
  incident_id: maybe(z.string()),
  hypothesis_id: maybe(z.string()),
  responder_id: fkOrEmbed(z.looseObject({ id: maybe(z.string()), team_id: fkOrEmbed(teamRefSchema) })),
  external_id: maybe(z.string()),
  external_created_by: maybe(z.string()),
  created_by: fkOrEmbed(personRefSchema),
  ...auditColumns,
});
export type Comment = z.infer<typeof commentSchema>;

export const hypothesisSchema = z.looseObject({
  id: z.string(),
  incident_id: maybe(z.string()),
  parent_id: maybe(z.string()),
  owner: maybe(z.string()),
  team_id: maybe(z.string()),
  title: maybe(z.string()),
  type: maybe(z.string()),
  status: maybe(z.string()),
  created_by: fkOrEmbed(personRefSchema),
  evidences: maybe(z.array(evidenceSchema)),
  comments: maybe(z.array(commentSchema)),
  ...auditColumns,
});
export type Hypothesis = z.infer<typeof hypothesisSchema>;

export const incidentSchema = z.looseObject({
  id: z.string(),
  incident_id: maybe(z.string()),
  incident_rule_id: maybe(z.string()),
  title: maybe(z.string()),
  description: maybe(z.string()),
  type: maybe(z.string()),
  status: maybe(z.string()),
  severity: maybe(z.union([z.string(), z.number()])),
  acknowledged: maybe(timestampSchema),
  resolved: maybe(timestampSchema),
  closed: maybe(timestampSchema),
  created_by: fkOrEmbed(personRefSchema),
  commander_id: fkOrEmbed(personRefSchema),
  communicator_id: fkOrEmbed(personRefSchema),
  commander: maybe(personRefSchema),
  hypotheses: maybe(z.array(hypothesisSchema)),
  responders: maybe(z.array(z.unknown())),
  comments: maybe(z.array(commentSchema)),
  /** incident_summary extras. */
  commenters: maybe(z.array(z.unknown())),
  ...auditColumns,
});
export type Incident = z.infer<typeof incidentSchema>;

/** POST /db/incidents body of the link dialog. */
export const createIncidentRequestSchema = z.object({
  title: z.string().check(z.minLength(1)),
  severity: z.string(),
  type: z.string(),
  description: z.optional(z.string()),
  status: z.optional(z.string()),
  created_by: z.optional(z.string()),
  commander_id: z.optional(z.string()),
  communicator_id: z.optional(z.string()),
});
export type CreateIncidentRequest = z.infer<typeof createIncidentRequestSchema>;
