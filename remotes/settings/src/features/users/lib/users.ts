import { IDENTITY_STATES, type Identity, type IdentityState, type Person, type PersonRoles } from '@opsdeck/contracts';

/** One row of the user list: the identity with its person's roles and last sign-in. */
export interface RegisteredUser {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
  state: IdentityState;
  lastLogin: string | null;
  createdAt: string | null;
}

const asState = (value: string | null | undefined): IdentityState =>
  (IDENTITY_STATES as readonly string[]).includes(value ?? '') ? (value as IdentityState) : 'active';

/**
 * Joins the three reads of the list (identities, people_roles, people's last_login) by id, as
 * Mission Control's own client does; identities without roles or a person row still show.
 */
export function joinUsers(
  identities: readonly Identity[],
  roles: readonly PersonRoles[],
  people: readonly Pick<Person, 'id' | 'last_login'>[],
): RegisteredUser[] {
  const rolesById = new Map(roles.map((row) => [row.id, row.roles]));
  const lastLoginById = new Map(people.map((row) => [row.id, row.last_login ?? null]));
  return identities
    .map((identity) => {
      const firstName = identity.traits?.name?.first?.trim() ?? '';
      const lastName = identity.traits?.name?.last?.trim() ?? '';
      const email = identity.traits?.email ?? '';
      return {
        id: identity.id,
        name: `${firstName} ${lastName}`.trim() || email,
        firstName,
        lastName,
        email,
        roles: [...(rolesById.get(identity.id) ?? [])].sort(),
        state: asState(identity.state),
        lastLogin: lastLoginById.get(identity.id) ?? null,
        createdAt: identity.created_at ?? null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Whether a user's name or e-mail contains the search text (case-insensitive). */
export function matchesSearch(user: RegisteredUser, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return user.name.toLowerCase().includes(needle) || user.email.toLowerCase().includes(needle);
}
