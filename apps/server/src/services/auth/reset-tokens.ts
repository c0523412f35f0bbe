import type { Db } from '../../db/database.ts';
import { userIdByEmail } from './accounts.ts';

const PREFIX = 'reset-password:';

/** The account a reset token belongs to (better-auth keeps it in `verification`), or null. */
export async function resetTokenOwner(db: Db, token: string): Promise<string | null> {
  const row = await db
    .selectFrom('verification')
    .select('value')
    .where('identifier', '=', `${PREFIX}${token}`)
    .executeTakeFirst();
  return row?.value ?? null;
}

/**
 * Delete an account's reset tokens: all of them (after a reset or a password change), or all but
 * the newest (after a new request — one live link per account).
 */
export async function dropResetTokens(db: Db, userId: string, opts: { keepNewest?: boolean } = {}): Promise<void> {
  let keep: string | null = null;
  if (opts.keepNewest) {
    const newest = await db
      .selectFrom('verification')
      .select('id')
      .where('identifier', 'like', `${PREFIX}%`)
      .where('value', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('expiresAt', 'desc')
      .limit(1)
      .executeTakeFirst();
    keep = newest?.id ?? null;
  }
  await db
    .deleteFrom('verification')
    .where('identifier', 'like', `${PREFIX}%`)
    .where('value', '=', userId)
    .$if(keep !== null, (q) => q.where('id', '!=', keep!))
    .execute();
}

/** After a reset request: the account of the address keeps only its newest link. Its id (null: no such account). */
export async function keepNewestResetLink(db: Db, email: string): Promise<string | null> {
  const userId = await userIdByEmail(db, email);
  if (userId) await dropResetTokens(db, userId, { keepNewest: true });
  return userId;
}
