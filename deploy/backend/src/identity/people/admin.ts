import {
  can,
  EMAIL_PATTERN,
  isAdmin,
  isRole,
  ROLES,
  USER_ADMIN_ERRORS,
  UUID_PATTERN,
  type AccessSubject,
} from '@opsdeck/contracts';
import { z } from 'zod';
import type { IdentityContext } from '../context';
import { mails } from '../courier/courier';
import {
  findIdentity,
  findIdentityByEmail,
  isUniqueViolation,
  normalizeTraits,
  setIdentityState,
  updateTraits,
} from '../store/identities';
import { createInvite, findPendingInvite } from './invites';
import { getRoles, personName, removeAllRoles, setOnlyRole } from './people';
import { expireAccessTokens } from './tokens';

/** The signed-in caller, as the authenticator resolved it. */
export interface Actor extends AccessSubject {
  id: string;
}

export interface AdminResponse {
  status: number;
  body?: unknown;
}

const INVITE_LIFESPAN_MS = 7 * 24 * 3600_000;
const UUID = z.string().regex(UUID_PATTERN, 'invalid id');

const InviteBody = z.object({
  firstName: z.string().max(200).default(''),
  lastName: z.string().max(200).default(''),
  email: z.string().max(320).default(''),
  role: z.string().max(64).default(''),
});

const UpdateBody = z.object({
  id: UUID,
  firstName: z.string().max(200).optional(),
  lastName: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
  role: z.string().max(64).optional(),
  active: z.boolean().optional(),
});

const fail = (status: number, error: string, message?: string): AdminResponse => ({
  status,
  body: { error, ...(message ? { message } : {}) },
});
const EMAIL = EMAIL_PATTERN;

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid request body';
}

/**
 * POST /auth/invite_user (reference 5.1): an invites row and a mail with the link
 * `<FRONTEND_URL>/login?invite=<uuid>`, answered as `{link}`. The invite id is a random UUID that
 * only the admin (in this answer) and the invitee (in the mail) ever see: /db does not serve
 * invites. Outside demo mode the mail must really go out, so without SMTP_URL the answer is 500
 * and nothing is stored; a demo instance keeps the mail in its courier instead. `requestOrigin` is
 * only used by a demo instance without FRONTEND_URL.
 */
export async function inviteUser(
  ctx: IdentityContext,
  actor: Actor,
  rawBody: unknown,
  requestOrigin: string,
): Promise<AdminResponse> {
  // Mission Control guards the route by `auth`; inviting creates an identity, so `identities` too (admins).
  if (!can(actor, 'write', 'auth') || !can(actor, 'write', 'identities')) {
    return fail(403, 'forbidden', USER_ADMIN_ERRORS.forbiddenInvite);
  }
  const parsed = InviteBody.safeParse(rawBody ?? {});
  if (!parsed.success) return fail(400, firstIssue(parsed.error));
  const email = parsed.data.email.trim().toLowerCase();
  const role = parsed.data.role.trim();
  // Spec 1 section 5: an invitation needs all four (the reference only checks email and role).
  const missing = Object.entries({ firstName: parsed.data.firstName, lastName: parsed.data.lastName, email, role })
    .filter(([, value]) => value.trim() === '')
    .map(([name]) => name);
  if (missing.length > 0) return fail(400, `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required`);
  if (!EMAIL.test(email)) return fail(400, USER_ADMIN_ERRORS.invalidEmail);
  if (!isRole(role)) return fail(400, `unknown role "${role}"; expected one of ${ROLES.join(', ')}`);
  // Only an admin may hand out admin.
  if (role === 'admin' && !isAdmin(actor.roles)) return fail(403, 'forbidden', 'only an admin may invite an admin');
  if (await findIdentityByEmail(ctx.db, email)) return fail(409, 'user already exists');
  const now = ctx.config.now();
  if (await findPendingInvite(ctx.db, { email }, now)) return fail(409, 'pending invite already exists');
  if (!ctx.config.demo && !ctx.courier.deliversBySmtp) {
    return fail(500, 'smtp is not configured', 'set SMTP_URL (and SMTP_FROM) so invitations can be mailed');
  }
  const base = ctx.config.frontendUrl ?? (ctx.config.demo ? requestOrigin : null);
  if (!base) return fail(500, 'FRONTEND_URL is not configured');

  const invite = await createInvite(ctx.db, {
    email,
    role,
    firstName: parsed.data.firstName.trim(),
    lastName: parsed.data.lastName.trim(),
    invitedBy: actor.id,
    expiresAt: new Date(now + INVITE_LIFESPAN_MS),
  });
  const link = `${base}/login?invite=${invite.id}`;
  const name = personName(normalizeTraits({ email, first: parsed.data.firstName, last: parsed.data.lastName }));
  await ctx.courier.send(mails.invite(email, name, role, link, ctx.config.issuer));
  return { status: 200, body: { link } };
}

/** POST /people/update: traits, state and (replacing all others) one role; answers the traits. */
export async function updatePerson(ctx: IdentityContext, actor: Actor, rawBody: unknown): Promise<AdminResponse> {
  if (!can(actor, 'write', 'identities')) return fail(403, 'forbidden', USER_ADMIN_ERRORS.forbiddenUpdate);
  const parsed = UpdateBody.safeParse(rawBody ?? {});
  if (!parsed.success) return fail(400, firstIssue(parsed.error));
  const body = parsed.data;
  const identity = await findIdentity(ctx.db, body.id);
  if (!identity) return fail(404, 'identity not found');
  const role = body.role?.trim();
  if (role && !isRole(role)) return fail(400, `unknown role "${role}"`);
  // Guard against an admin locking themselves (and possibly everyone) out.
  if (body.id === actor.id && body.active === false) return fail(400, USER_ADMIN_ERRORS.deactivateSelf);
  if (body.id === actor.id && role && role !== 'admin' && isAdmin(await getRoles(ctx.db, actor.id))) {
    return fail(400, USER_ADMIN_ERRORS.ownAdminRole);
  }
  const traits = normalizeTraits({
    email: body.email ?? identity.traits.email,
    first: body.firstName ?? identity.traits.name.first,
    last: body.lastName ?? identity.traits.name.last,
  });
  if (!EMAIL.test(traits.email)) return fail(400, USER_ADMIN_ERRORS.invalidEmail);
  const other = traits.email !== identity.traits.email ? await findIdentityByEmail(ctx.db, traits.email) : null;
  if (other) return fail(409, 'email already in use');

  const updated = await ctx.db
    .transaction(async (tx) => {
      const row = await updateTraits(tx, identity, traits);
      if (body.active !== undefined) await setIdentityState(tx, identity.id, body.active ? 'active' : 'inactive');
      // A deactivated person is signed out everywhere: sessions (setIdentityState) and access tokens.
      if (body.active === false) await expireAccessTokens(tx, identity.id);
      if (role && isRole(role)) await setOnlyRole(tx, identity.id, role);
      return row;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return null;
      throw error;
    });
  if (!updated) return fail(409, 'email already in use');
  return { status: 200, body: updated.traits };
}

/** DELETE /people/{id}: removes the identity (credentials and sessions with it), soft-deletes the person, drops its roles. */
export async function deletePerson(ctx: IdentityContext, actor: Actor, id: string): Promise<AdminResponse> {
  if (!can(actor, 'write', 'identities')) return fail(403, 'forbidden', USER_ADMIN_ERRORS.forbiddenDelete);
  if (!UUID.safeParse(id).success) return fail(400, 'invalid id');
  if (id === actor.id) return fail(400, USER_ADMIN_ERRORS.deleteSelf);
  const identity = await findIdentity(ctx.db, id);
  if (!identity) return fail(404, 'identity not found');
  await ctx.db.transaction(async (tx) => {
    await tx.query('DELETE FROM identities WHERE id = $1', [id]);
    await tx.query('UPDATE people SET deleted_at = now(), updated_at = now() WHERE id = $1 AND deleted_at IS NULL', [id]);
    await removeAllRoles(tx, id);
  });
  return { status: 204 };
}
