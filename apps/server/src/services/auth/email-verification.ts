import type { Db } from '../../db/database.ts';
import { ApiError, type AuthRefusal } from '../../lib/errors.ts';

/** Marks the account's address confirmed (a link mailed to it was used). */
export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db.updateTable('user').set({ emailVerified: true }).where('id', '=', userId).execute();
}

/** Whether the account with this address exists and has not confirmed it (null: no such account). */
export async function isUnverifiedAccount(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('user')
    .select('emailVerified')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return !!row && !row.emailVerified;
}

/** Whether the account has confirmed its address (false for an unknown account). */
export async function hasConfirmedEmail(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('user').select('emailVerified').where('id', '=', userId).executeTakeFirst();
  return row?.emailVerified === true;
}

/**
 * Only a confirmed address sends invitations: an account opened under someone else's address
 * must not use the product to mail strangers. better-auth's code for an unconfirmed address
 * (403), with what to do about it.
 */
export function inviterNotConfirmed(email: string) {
  return {
    status: 403 as const,
    code: 'EMAIL_NOT_VERIFIED' as const,
    message: `Confirm your email address before inviting anyone: open the link we sent to ${email}. No email? Use "Send the link again" at the top of your workspace.`,
  };
}

/**
 * Why this inviter may not invite this address (null: they may): nothing is stored, mailed or
 * audited for an inviter whose own address is unconfirmed, and an account whose address is
 * unconfirmed may have been opened by someone else.
 */
export async function invitationRefusal(
  db: Db,
  inviter: { id: string; email: string },
  inviteeEmail: string,
): Promise<AuthRefusal | ApiError | null> {
  if (!(await hasConfirmedEmail(db, inviter.id))) return inviterNotConfirmed(inviter.email);
  if (await isUnverifiedAccount(db, inviteeEmail))
    return new ApiError(
      'INVITEE_EMAIL_NOT_VERIFIED',
      'This person has a Woundly account whose email address is not confirmed yet. Ask them to confirm it (the link in their confirmation email, or a new one from their workspace), then invite them again.',
    );
  return null;
}
