import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { isRole, isUuid } from '@opsdeck/contracts';
import { addRole } from './people';

export interface InviteRow {
  id: string;
  email: string;
  role: string;
  first_name: string | null;
  last_name: string | null;
  invited_by: string | null;
  accepted_at: string | null;
  created_at: string;
  expires_at: string | null;
}

/** A pending (not accepted, not expired) invitation by id and/or e-mail. */
export async function findPendingInvite(
  db: Queryable,
  by: { id?: string | null; email?: string | null },
  now: number,
): Promise<InviteRow | null> {
  const id = by.id && isUuid(by.id) ? by.id : null;
  const email = by.email?.trim().toLowerCase() || null;
  if (!id && !email) return null;
  const result = await db.query<InviteRow>(
    `SELECT * FROM invites
      WHERE accepted_at IS NULL AND (expires_at IS NULL OR expires_at > $3)
        AND (($1::uuid IS NOT NULL AND id = $1::uuid) OR ($2::text IS NOT NULL AND lower(email) = $2::text))
      ORDER BY (id = $1::uuid) DESC NULLS LAST, created_at DESC
      LIMIT 1`,
    [id, email, new Date(now)],
  );
  const invite = result.rows[0] ?? null;
  // An invitation is only good for the address it was sent to.
  if (invite && email && invite.email.toLowerCase() !== email) return null;
  return invite;
}

/**
 * A new invitation. Its id is the secret of the invitation link, so it is a random UUID (122
 * random bits), not the table's time-ordered default.
 */
export async function createInvite(
  db: Queryable,
  invite: { email: string; role: string; firstName: string; lastName: string; invitedBy: string | null; expiresAt: Date },
): Promise<InviteRow> {
  const result = await db.query<InviteRow>(
    `INSERT INTO invites (id, email, role, first_name, last_name, invited_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [randomUUID(), invite.email, invite.role, invite.firstName, invite.lastName, invite.invitedBy, invite.expiresAt],
  );
  return result.rows[0] as InviteRow;
}

/**
 * Marks the invitation used and grants its role, once: of two concurrent acceptances only the
 * first wins (the second gets false and grants nothing).
 */
export async function acceptInvite(tx: Queryable, invite: InviteRow, personId: string, now: number): Promise<boolean> {
  const accepted = await tx.query('UPDATE invites SET accepted_at = $2 WHERE id = $1 AND accepted_at IS NULL RETURNING id', [
    invite.id,
    new Date(now),
  ]);
  if (accepted.rows.length === 0) return false;
  if (isRole(invite.role)) await addRole(tx, personId, invite.role);
  return true;
}

/**
 * An address was just proven (verification or recovery code): a pending invitation for it is
 * accepted for that identity. This is how an invitee who registered without the link gets the
 * role; registering with the invited address alone proves nothing and grants nothing.
 */
export async function acceptInviteForVerifiedAddress(
  db: Queryable,
  personId: string,
  email: string,
  now: number,
): Promise<boolean> {
  const invite = await findPendingInvite(db, { email }, now);
  return invite ? acceptInvite(db, invite, personId, now) : false;
}
