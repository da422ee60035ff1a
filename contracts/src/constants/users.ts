// The Users settings page (spec 1 sections 6 and 7, spec 3 section 2): its texts and the rules the
// backend and the page share.

/** Identity states (Kratos): an inactive identity cannot sign in. */
export const IDENTITY_STATES = ['active', 'inactive'] as const;
export type IdentityState = (typeof IDENTITY_STATES)[number];

export const IDENTITY_STATE_LABELS: Readonly<Record<IdentityState, string>> = {
  active: 'Active',
  inactive: 'Inactive',
};

/** Refusals of the user administration endpoints; the page shows the same words before asking. */
export const USER_ADMIN_ERRORS = {
  ownAdminRole: 'you cannot remove your own admin role',
  deactivateSelf: 'you cannot deactivate yourself',
  deleteSelf: 'you cannot delete yourself',
  invalidEmail: 'invalid email address',
  forbiddenInvite: 'you may not invite users',
  forbiddenUpdate: 'you may not update users',
  forbiddenDelete: 'you may not delete users',
} as const;

/** Texts of the Users page. */
export const USERS_TEXT = {
  inviteButton: 'Invite User',
  inviteTitle: 'Invite User',
  inviteSubmit: 'Invite',
  invitedTitle: 'Invitation Sent',
  invitedBody: (email: string) => `An invitation was mailed to ${email}. Its link opens the sign-up for that address:`,
  invitedToast: (email: string) => `Invitation sent to ${email}`,
  searchLabel: 'Search users',
  searchPlaceholder: 'Search by name or email',
  empty: 'No users found',
  noMatch: 'No users match the search',
  readOnly: 'Only administrators can invite, change or remove users.',
  changeRole: 'Change Role',
  changeRoleTitle: (name: string) => `Change role of ${name}`,
  changeRoleHelp: 'The chosen role replaces every role the user has now.',
  roleChangedToast: (name: string, role: string) => `${name} is now ${role}`,
  deactivate: 'Deactivate',
  deactivateTitle: 'Deactivate User',
  deactivateBody: (name: string) =>
    `Deactivate ${name}? They are signed out everywhere and cannot sign in until they are reactivated.`,
  deactivatedToast: (name: string) => `${name} deactivated`,
  reactivate: 'Reactivate',
  reactivatedToast: (name: string) => `${name} reactivated`,
  delete: 'Delete',
  deleteTitle: 'Delete User',
  deleteBody: (name: string) => `Delete ${name}? Their account and roles are removed; this cannot be undone.`,
  /** Spec 3 section 8: "{name} deleted successfully". */
  deletedToast: (name: string) => `${name} deleted successfully`,
  ownAdminRole: 'You cannot remove your own admin role.',
  deactivateSelf: 'You cannot deactivate yourself.',
  deleteSelf: 'You cannot delete yourself.',
  invalidEmail: 'Enter a valid e-mail address',
} as const;

/** Column headers of the user list. */
export const USER_COLUMNS = {
  name: 'Name',
  email: 'Email',
  roles: 'Roles',
  state: 'State',
  lastLogin: 'Last Sign-in',
  actions: 'Actions',
} as const;

/** An e-mail address as the invite and update endpoints accept it: something@something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/** URL parameters of the user list. */
export const USERS_PARAMS = { search: 'search' } as const;
