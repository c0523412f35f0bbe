import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new random token for an invitation's link, stored only as its SHA-256: the token travels in
 * the mail to the invited address and nowhere else, so using it proves control of that mailbox
 * (the invitation id, which the team's admins read, joins no one).
 */
export async function issueInvitationToken(db: Db, invitationId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('invitation_token')
    .values({ token_hash: hash(token), invitation_id: invitationId })
    .onConflict((oc) => oc.column('invitation_id').doUpdateSet({ token_hash: hash(token) }))
    .execute();
  return token;
}

export interface InvitationByToken {
  id: string;
  email: string;
  organizationId: string;
  /** pending and not expired */
  usable: boolean;
}

/** The invitation a link token belongs to (null for an unknown token). */
export async function invitationByToken(db: Db, token: string): Promise<InvitationByToken | null> {
  const row = await db
    .selectFrom('invitation_token')
    .innerJoin('invitation', 'invitation.id', 'invitation_token.invitation_id')
    .select(['invitation.id as id', 'email', 'organizationId', 'status', 'expiresAt'])
    .where('token_hash', '=', hash(token))
    .executeTakeFirst();
  if (!row) return null;
  const usable = row.status === 'pending' && new Date(row.expiresAt) > new Date();
  return { id: row.id, email: row.email, organizationId: row.organizationId, usable };
}

/**
 * What the holder of an invitation link may read before signing up: the invited address (the
 * link was mailed there, so it tells them nothing new) and the team's name. Null for an unknown,
 * used, cancelled or expired link.
 */
export async function invitationPreview(db: Db, token: string): Promise<{ email: string; team_name: string } | null> {
  const inv = await invitationByToken(db, token);
  if (!inv?.usable) return null;
  const team = await db
    .selectFrom('organization')
    .select('name')
    .where('id', '=', inv.organizationId)
    .executeTakeFirst();
  return { email: inv.email, team_name: team?.name ?? '' };
}

/** True when the token belongs to a live invitation sent to another address than this one. */
export async function tokenInvitesOtherEmail(db: Db, token: string, email: string): Promise<boolean> {
  const inv = await invitationByToken(db, token);
  return !!inv && inv.usable && inv.email.toLowerCase() !== email.trim().toLowerCase();
}

/** True when the token belongs to a pending, unexpired invitation sent to this address. */
export async function tokenInvitesEmail(db: Db, token: string, email: string): Promise<boolean> {
  const inv = await invitationByToken(db, token);
  return !!inv && inv.usable && inv.email.toLowerCase() === email.trim().toLowerCase();
}

/**
 * Cancels the pending invitations a member sent in a team: a removed, departed or demoted
 * member's invitations no longer let anyone in.
 */
export async function cancelInvitationsSentBy(db: Db, userId: string, teamId: string): Promise<number> {
  const res = await db
    .updateTable('invitation')
    .set({ status: 'canceled' })
    .where('inviterId', '=', userId)
    .where('organizationId', '=', teamId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Whether the invitation of this id was sent by the team (an admin cancels their own team's only). */
export async function isTeamInvitation(db: Db, invitationId: string, teamId: string): Promise<boolean> {
  const row = await db
    .selectFrom('invitation')
    .select('id')
    .where('id', '=', invitationId)
    .where('organizationId', '=', teamId)
    .executeTakeFirst();
  return !!row;
}
