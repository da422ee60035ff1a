import type { Queryable } from '../../db/types';
import { isRole } from '@opsdeck/contracts';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A pending (not accepted, not expired) invitation by id and/or e-mail. */
export async function findPendingInvite(
  db: Queryable,
  by: { id?: string | null; email?: string | null },
  now: number,
): Promise<InviteRow | null> {
  const id = by.id && UUID.test(by.id) ? by.id : null;
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

export async function createInvite(
  db: Queryable,
  invite: { email: string; role: string; firstName: string; lastName: string; invitedBy: string | null; expiresAt: Date },
): Promise<InviteRow> {
  const result = await db.query<InviteRow>(
    `INSERT INTO invites (email, role, first_name, last_name, invited_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [invite.email, invite.role, invite.firstName, invite.lastName, invite.invitedBy, invite.expiresAt],
  );
  return result.rows[0] as InviteRow;
}

export async function acceptInvite(tx: Queryable, invite: InviteRow, personId: string, now: number): Promise<void> {
  await tx.query('UPDATE invites SET accepted_at = $2 WHERE id = $1', [invite.id, new Date(now)]);
  if (isRole(invite.role)) await addRole(tx, personId, invite.role);
}
