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

/** A row of incident_summary: commander, responders and commenters as {id, avatar, name}. */
export const incidentSummarySchema = z.looseObject({
  id: z.string(),
  incident_id: maybe(z.string()),
  title: maybe(z.string()),
  severity: maybe(z.union([z.string(), z.number()])),
  type: maybe(z.string()),
  status: maybe(z.string()),
  created_at: maybe(timestampSchema),
  updated_at: maybe(timestampSchema),
  commander: maybe(personRefSchema),
  responders: maybe(z.array(personRefSchema)),
  commenters: maybe(z.array(personRefSchema)),
});
export type IncidentSummary = z.infer<typeof incidentSummarySchema>;

/**
 * A row of the incident list: incident_summary with its hypotheses reverse-embedded (`id` traces
 * to incidents.id), each with its evidence ids, so the list's counts come with its rows.
 */
export const incidentListRowSchema = z.extend(incidentSummarySchema, {
  hypotheses: maybe(z.array(z.looseObject({ evidences: maybe(z.array(z.unknown())) }))),
});
export type IncidentListRow = z.infer<typeof incidentListRowSchema>;

/** One incident_histories row with the embeds the history list selects. */
export const incidentHistorySchema = z.looseObject({
  id: z.string(),
  incident_id: maybe(z.string()),
  type: maybe(z.string()),
  description: maybe(z.string()),
  hypothesis_id: maybe(z.string()),
  responder_id: maybe(z.string()),
  evidence_id: maybe(z.string()),
  comment_id: maybe(z.string()),
  created_by: fkOrEmbed(personRefSchema),
  hypothesis: maybe(z.looseObject({ id: z.string(), title: maybe(z.string()) })),
  responder: maybe(z.looseObject({ id: z.string(), person: maybe(personRefSchema), team: maybe(teamRefSchema) })),
  evidence: maybe(z.looseObject({ id: z.string(), description: maybe(z.string()), type: maybe(z.string()) })),
  comment: maybe(z.looseObject({ id: z.string(), comment: maybe(z.string()) })),
  ...auditColumns,
});
export type IncidentHistory = z.infer<typeof incidentHistorySchema>;

const title = z.string().check(z.trim(), z.minLength(1, 'This field is required'));

/** The New incident dialog's form. */
export const newIncidentFormSchema = z.object({
  title,
  type: incidentTypeSchema,
  severity: incidentSeveritySchema,
  description: z.string(),
});
export type NewIncidentForm = z.infer<typeof newIncidentFormSchema>;

/** PATCH /db/incidents?id=eq.{id}: the editable fields. */
export const incidentPatchSchema = z.object({
  title: z.optional(title),
  description: z.optional(z.string()),
  status: z.optional(incidentStatusSchema),
  severity: z.optional(incidentSeveritySchema),
  type: z.optional(incidentTypeSchema),
  commander_id: z.optional(z.nullable(z.string())),
  communicator_id: z.optional(z.nullable(z.string())),
});
export type IncidentPatch = z.infer<typeof incidentPatchSchema>;

/** POST /db/hypotheses. */
export const createHypothesisRequestSchema = z.object({
  incident_id: z.string(),
  parent_id: z.optional(z.nullable(z.string())),
  title,
  type: hypothesisTypeSchema,
  status: hypothesisStatusSchema,
});
export type CreateHypothesisRequest = z.infer<typeof createHypothesisRequestSchema>;

/** PATCH /db/hypotheses?id=eq.{id}. */
export const hypothesisPatchSchema = z.object({
  title: z.optional(title),
  status: z.optional(hypothesisStatusSchema),
});
export type HypothesisPatch = z.infer<typeof hypothesisPatchSchema>;

/** POST /db/comments: markdown text; empty comments are refused. */
export const createCommentRequestSchema = z.object({
  incident_id: z.string(),
  hypothesis_id: z.optional(z.nullable(z.string())),
  comment: z.string().check(z.trim(), z.minLength(1, 'This field is required')),
});
export type CreateCommentRequest = z.infer<typeof createCommentRequestSchema>;

/** POST /db/responders: a person or a team. */
export const createResponderRequestSchema = z.union([
  z.object({ incident_id: z.string(), type: z.literal('person'), person_id: z.string() }),
  z.object({ incident_id: z.string(), type: z.literal('team'), team_id: z.string() }),
]);
export type CreateResponderRequest = z.infer<typeof createResponderRequestSchema>;

/** PATCH /db/evidences?id=eq.{id}: the definition-of-done and done toggles. */
export const evidencePatchSchema = z.object({
  definition_of_done: z.optional(z.boolean()),
  done: z.optional(z.boolean()),
});
export type EvidencePatch = z.infer<typeof evidencePatchSchema>;
