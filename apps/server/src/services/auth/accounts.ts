import type { Db } from '../../db/database.ts';

/** The account of an address, or null. */
export async function userIdByEmail(db: Db, address: string): Promise<string | null> {
  const row = await db.selectFrom('user').select('id').where('email', '=', address).executeTakeFirst();
  return row?.id ?? null;
}

/** Whether the account signed in from this address after `since` (the audit trail's sign-ins). */
export async function signedInFrom(db: Db, userId: string, ip: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('audit_log')
    .select('id')
    .where('user_id', '=', userId)
    .where('action', '=', 'auth.sign_in')
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** Whether the session with this token is the user's own. */
export async function ownsSession(db: Db, userId: string, token: string): Promise<boolean> {
  const own = await db
    .selectFrom('session')
    .select('id')
    .where('token', '=', token)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return !!own;
}
