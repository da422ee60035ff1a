// Building blocks for row schemas. Rows are validated leniently: PostgREST returns only the
// selected columns, so everything but the key is optional, and unknown columns pass through.
import { z } from 'zod/mini';

/** Optional and nullable: a column that may be absent from the select or SQL NULL. */
export const maybe = <T extends z.core.$ZodType>(schema: T) => z.nullish(schema);

/** ISO-8601 timestamp as PostgREST serialises timestamptz; kept as a string. */
export const timestampSchema = z.string();

export const jsonObjectSchema = z.record(z.string(), z.unknown());
export type JsonObject = z.infer<typeof jsonObjectSchema>;

/** Labels and tags: a JSON object whose values the UI treats as strings. Scalars are stringified. */
export const stringMapSchema = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((input) => {
    const output: Record<string, string> = {};
    for (const [key, value] of Object.entries(input)) {
      if (value === null || value === undefined) continue;
      output[key] = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
    return output;
  }),
);
export type StringMap = z.infer<typeof stringMapSchema>;

/** A list that the server says is never null but that lenient backends may omit: normalised to []. */
export const listOf = <T extends z.core.$ZodType>(item: T) =>
  z.pipe(
    z.nullish(z.array(item)),
    z.transform((value) => value ?? []),
  );

/** Avatar: one image URL or a list of them. */
export const avatarSchema = z.union([z.string(), z.array(z.string())]);

/** The usual person embed: created_by(id,name,avatar,email). */
export const personRefSchema = z.looseObject({
  id: z.string(),
  name: maybe(z.string()),
  email: maybe(z.string()),
  avatar: maybe(avatarSchema),
});
export type PersonRef = z.infer<typeof personRefSchema>;

export const teamRefSchema = z.looseObject({
  id: z.string(),
  name: maybe(z.string()),
  icon: maybe(z.string()),
  spec: maybe(z.unknown()),
});
export type TeamRef = z.infer<typeof teamRefSchema>;

export const agentRefSchema = z.looseObject({
  id: z.string(),
  name: maybe(z.string()),
  description: maybe(z.string()),
});
export type AgentRef = z.infer<typeof agentRefSchema>;

/** A foreign-key column: the raw uuid, or the embedded row when the select embeds it by column name. */
export const fkOrEmbed = <T extends z.core.$ZodType>(embedded: T) => maybe(z.union([z.string(), embedded]));

/** The job_* columns that *_with_status views add to a resource. */
export const jobStatusColumns = {
  job_name: maybe(z.string()),
  job_success_count: maybe(z.number()),
  job_error_count: maybe(z.number()),
  job_details: maybe(z.unknown()),
  job_hostname: maybe(z.string()),
  job_duration_millis: maybe(z.number()),
  job_resource_type: maybe(z.string()),
  job_status: maybe(z.string()),
  job_time_start: maybe(timestampSchema),
  job_time_end: maybe(timestampSchema),
  job_created_at: maybe(timestampSchema),
  job_last_failed: maybe(timestampSchema),
};

/** Timestamps most tables carry. */
export const auditColumns = {
  created_at: maybe(timestampSchema),
  updated_at: maybe(timestampSchema),
  deleted_at: maybe(timestampSchema),
};

/** Mission Control's success envelope: {message, payload?}. */
export const httpSuccessSchema = <T extends z.core.$ZodType>(payload: T) =>
  z.looseObject({ message: maybe(z.string()), payload });

/** Mission Control's error body: {error, message?, data?}. */
export const httpErrorSchema = z.looseObject({
  error: maybe(z.unknown()),
  message: maybe(z.string()),
  data: maybe(z.unknown()),
});
export type HttpErrorBody = z.infer<typeof httpErrorSchema>;

/** PostgREST's error body: {code, details, hint, message}. */
export const postgrestErrorSchema = z.looseObject({
  code: maybe(z.string()),
  details: maybe(z.unknown()),
  hint: maybe(z.unknown()),
  message: maybe(z.string()),
});
export type PostgrestErrorBody = z.infer<typeof postgrestErrorSchema>;
