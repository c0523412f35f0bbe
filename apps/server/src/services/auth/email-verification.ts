import type { Db } from '../../db/database.ts';

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
