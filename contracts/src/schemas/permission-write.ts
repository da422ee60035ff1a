// The body the permission modal writes to /db/permissions (spec 3 sections 3, 4 and 7): one
// subject (team, person, notification or role) and one resource (catalog item, component,
// playbook, connection or a global object), never two of either.
import { z } from 'zod/mini';
import { PERMISSION_ACTIONS } from '../constants/settings';

export const PERMISSION_SUBJECT_COLUMNS = ['person_id', 'team_id', 'notification_id'] as const;
export const PERMISSION_RESOURCE_COLUMNS = ['config_id', 'component_id', 'playbook_id', 'connection_id', 'object'] as const;

const id = z.nullable(z.string().check(z.minLength(1)));

export const permissionWriteSchema = z
  .object({
    person_id: id,
    team_id: id,
    notification_id: id,
    /** A role subject: subject_type "role" with the role's name as subject. */
    subject: z.nullable(z.string()),
    subject_type: z.string().check(z.minLength(1)),
    config_id: id,
    component_id: id,
    playbook_id: id,
    connection_id: id,
    object: z.nullable(z.string().check(z.minLength(1))),
    action: z.enum(PERMISSION_ACTIONS),
    deny: z.boolean(),
    until: z.nullable(z.string()),
    description: z.nullable(z.string()),
    source: z.string(),
    created_by: z.optional(z.string()),
    updated_by: z.optional(z.string()),
  })
  .check(
    z.refine(
      (value) =>
        PERMISSION_SUBJECT_COLUMNS.filter((column) => value[column] !== null).length +
          (value.subject_type === 'role' && value.subject ? 1 : 0) ===
        1,
      { message: 'choose exactly one subject' },
    ),
    z.refine((value) => PERMISSION_RESOURCE_COLUMNS.filter((column) => value[column] !== null).length === 1, {
      message: 'choose exactly one resource',
    }),
  );
export type PermissionWrite = z.infer<typeof permissionWriteSchema>;
