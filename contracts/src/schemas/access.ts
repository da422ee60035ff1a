// Session, people, identities, teams and permission rows (spec 1 section 3, reference 4.5 and 5.1).
import { z } from 'zod/mini';
import {
  auditColumns,
  avatarSchema,
  fkOrEmbed,
  httpSuccessSchema,
  jsonObjectSchema,
  listOf,
  maybe,
  personRefSchema,
  teamRefSchema,
  timestampSchema,
} from './common';

/** The person in the whoami payload. */
export const whoamiUserSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  email: maybe(z.string()),
  type: maybe(z.string()),
  avatar: maybe(avatarSchema),
  external_id: maybe(z.string()),
  properties: maybe(z.looseObject({ role: maybe(z.string()) })),
});
export type WhoamiUser = z.infer<typeof whoamiUserSchema>;

/** A permission row of the whoami payload; structurally the `Permission` of auth/permissions. */
export const whoamiPermissionSchema = z.looseObject({
  id: z.optional(z.string()),
  subject: z.optional(z.string()),
  object: z.optional(z.string()),
  action: z.optional(z.string()),
  deny: z.optional(z.boolean()),
  condition: maybe(z.string()),
});

/** Session user: user, roles and permissions (roles and permissions default to empty). */
export const sessionUserSchema = z.looseObject({
  user: whoamiUserSchema,
  roles: listOf(z.string()),
  permissions: listOf(whoamiPermissionSchema),
  hostname: maybe(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /auth/whoami response: HTTPSuccess with the session user as payload. */
export const whoamiResponseSchema = httpSuccessSchema(sessionUserSchema);
export type WhoamiResponse = z.infer<typeof whoamiResponseSchema>;

export const personSchema = z.looseObject({
  id: z.string(),
  name: maybe(z.string()),
  avatar: maybe(avatarSchema),
  type: maybe(z.string()),
  team_id: maybe(z.string()),
  organization: maybe(z.string()),
  title: maybe(z.string()),
  email: maybe(z.string()),
  phone: maybe(z.string()),
  properties: maybe(jsonObjectSchema),
  external_id: maybe(z.string()),
  last_login: maybe(timestampSchema),
  ...auditColumns,
});
export type Person = z.infer<typeof personSchema>;

/** people_roles view row. */
export const personRolesSchema = z.looseObject({
  id: z.string(),
  name: maybe(z.string()),
  email: maybe(z.string()),
  roles: listOf(z.string()),
});
export type PersonRoles = z.infer<typeof personRolesSchema>;

export const identityTraitsSchema = z.looseObject({
  email: maybe(z.string()),
  name: maybe(z.looseObject({ first: maybe(z.string()), last: maybe(z.string()) })),
});
export type IdentityTraits = z.infer<typeof identityTraitsSchema>;

/** Kratos identity row, optionally joined with its roles client-side. */
export const identitySchema = z.looseObject({
  id: z.string(),
  schema_id: maybe(z.string()),
  traits: maybe(identityTraitsSchema),
  state: maybe(z.string()),
  state_changed_at: maybe(timestampSchema),
  roles: maybe(z.array(z.string())),
  created_at: maybe(timestampSchema),
  updated_at: maybe(timestampSchema),
});
export type Identity = z.infer<typeof identitySchema>;

/** POST /auth/invite_user body. */
export const inviteUserRequestSchema = z.object({
  firstName: z.string().check(z.minLength(1)),
  lastName: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(1)),
  role: z.string().check(z.minLength(1)),
});
export type InviteUserRequest = z.infer<typeof inviteUserRequestSchema>;

/** POST /auth/invite_user answer: the registration link that was mailed. */
export const inviteUserResponseSchema = z.looseObject({ link: z.string() });
export type InviteUserResponse = z.infer<typeof inviteUserResponseSchema>;

/** POST /people/update body (reference 5.1): `role` replaces every role, `active` sets the state. */
export const updatePersonRequestSchema = z.object({
  id: z.string().check(z.minLength(1)),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  email: z.optional(z.string()),
  role: z.optional(z.string()),
  active: z.optional(z.boolean()),
});
export type UpdatePersonRequest = z.infer<typeof updatePersonRequestSchema>;

export const teamSchema = z.looseObject({
  id: z.string(),
  name: maybe(z.string()),
  icon: maybe(z.string()),
  spec: maybe(z.unknown()),
  source: maybe(z.string()),
  created_by: fkOrEmbed(personRefSchema),
  ...auditColumns,
});
export type Team = z.infer<typeof teamSchema>;

export const teamMemberSchema = z.looseObject({
  team_id: fkOrEmbed(teamRefSchema),
  person_id: fkOrEmbed(personRefSchema),
  source: maybe(z.string()),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

const permissionColumns = {
  id: z.string(),
  name: maybe(z.string()),
  namespace: maybe(z.string()),
  description: maybe(z.string()),
  source: maybe(z.string()),
  subject: maybe(z.string()),
  subject_type: maybe(z.string()),
  action: maybe(z.string()),
  object: maybe(z.string()),
  object_selector: maybe(z.unknown()),
  deny: maybe(z.boolean()),
  until: maybe(timestampSchema),
  error: maybe(z.string()),
  agents: maybe(z.array(z.string())),
  tags: maybe(jsonObjectSchema),
  created_by: fkOrEmbed(personRefSchema),
  updated_by: fkOrEmbed(personRefSchema),
  ...auditColumns,
};

/** permissions table row. */
export const permissionRecordSchema = z.looseObject({
  ...permissionColumns,
  component_id: maybe(z.string()),
  config_id: maybe(z.string()),
  canary_id: maybe(z.string()),
  playbook_id: maybe(z.string()),
  connection_id: maybe(z.string()),
  person_id: maybe(z.string()),
  team_id: maybe(z.string()),
  notification_id: maybe(z.string()),
});
export type PermissionRecord = z.infer<typeof permissionRecordSchema>;

/** permissions_summary view row: the record plus JSON descriptions of subject and resource. */
export const permissionSummarySchema = z.looseObject({
  ...permissionColumns,
  person: maybe(jsonObjectSchema),
  team: maybe(jsonObjectSchema),
  canary: maybe(jsonObjectSchema),
  group: maybe(jsonObjectSchema),
  notification: maybe(jsonObjectSchema),
  playbook: maybe(jsonObjectSchema),
  scraper: maybe(jsonObjectSchema),
  topology: maybe(jsonObjectSchema),
  component_object: maybe(jsonObjectSchema),
  config_object: maybe(jsonObjectSchema),
  canary_object: maybe(jsonObjectSchema),
  playbook_object: maybe(jsonObjectSchema),
  connection_object: maybe(jsonObjectSchema),
});
export type PermissionSummary = z.infer<typeof permissionSummarySchema>;
