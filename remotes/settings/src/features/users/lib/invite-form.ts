import { EMAIL_PATTERN, isRole, USERS_TEXT, VALIDATION, type InviteUserRequest } from '@opsdeck/contracts';

export type InviteField = keyof InviteUserRequest;
export type InviteErrors = Partial<Record<InviteField, string>>;

export const EMPTY_INVITE: InviteUserRequest = { firstName: '', lastName: '', email: '', role: 'viewer' };

/** The invite form's messages per field: all four are required, the e-mail must look like one. */
export function validateInvite(values: InviteUserRequest): InviteErrors {
  const errors: InviteErrors = {};
  for (const field of ['firstName', 'lastName', 'email', 'role'] as const) {
    if (values[field].trim() === '') errors[field] = VALIDATION.required;
  }
  if (!errors.email && !EMAIL_PATTERN.test(values.email.trim())) errors.email = USERS_TEXT.invalidEmail;
  if (!errors.role && !isRole(values.role)) errors.role = VALIDATION.required;
  return errors;
}

/** The body sent: trimmed names, the address in lower case. */
export function inviteBody(values: InviteUserRequest): InviteUserRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim().toLowerCase(),
    role: values.role,
  };
}
