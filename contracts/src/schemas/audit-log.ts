// An audit log row (audit_log, migration 0986 of the reference backend), as /db serves it.
import { z } from 'zod/mini';
import { maybe, timestampSchema } from './common';

/** A scalar value kept for a field; secrets and JSON values are never kept (only the name). */
export const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One field of the change: its value before and after, when the backend kept them. */
export const auditFieldChangeSchema = z.looseObject({
  old: z.optional(auditValueSchema),
  new: z.optional(auditValueSchema),
});
export type AuditFieldChange = z.infer<typeof auditFieldChangeSchema>;

export const auditLogEntrySchema = z.looseObject({
  id: z.string(),
  created_at: timestampSchema,
  actor_id: maybe(z.string()),
  actor_name: maybe(z.string()),
  actor_type: z.string(),
  token_name: maybe(z.string()),
  action: z.string(),
  resource_type: z.string(),
  resource: z.string(),
  resource_ids: maybe(z.array(z.string())),
  row_count: maybe(z.number()),
  fields: maybe(z.array(z.string())),
  changes: maybe(z.record(z.string(), auditFieldChangeSchema)),
  method: maybe(z.string()),
  path: maybe(z.string()),
  client_address: maybe(z.string()),
  status: maybe(z.number()),
  outcome: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** GET /audit/retention. */
export const auditRetentionSchema = z.object({
  retention: z.string(),
  retention_ms: z.number(),
});
export type AuditRetention = z.infer<typeof auditRetentionSchema>;
