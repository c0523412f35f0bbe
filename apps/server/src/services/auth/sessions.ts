import type { SessionJson } from '@woundcare/api-types';
import type { Db } from '../../db/database.ts';
import { describeUserAgent } from './user-agent.ts';

/**
 * The user's live sessions as the profile's "Active sessions" lists them: no token leaves the
 * server (a session is named by its id), the device read from the user agent, the address and
 * time of its last request (the session middleware keeps them), newest activity first.
 */
export async function listSessions(db: Db, userId: string, currentId: string | null): Promise<SessionJson[]> {
  const rows = await db
    .selectFrom('session')
    .select(['id', 'userAgent', 'ipAddress', 'createdAt', 'updatedAt'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', new Date())
    .orderBy('updatedAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    current: r.id === currentId,
    device: describeUserAgent(r.userAgent),
    ip: r.ipAddress || null,
    created_at: new Date(r.createdAt).toISOString(),
    last_seen_at: new Date(r.updatedAt).toISOString(),
  }));
}

/** Ends one of the user's sessions; false when the user has no session with that id (another user's included). */
export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const res = await db
    .deleteFrom('session')
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Ends every session of the user but the one whose token is given (the one just made). */
export async function revokeOtherSessions(db: Db, userId: string, keepToken: string): Promise<void> {
  await db.deleteFrom('session').where('userId', '=', userId).where('token', '!=', keepToken).execute();
}

/** Ends the session of this token (a sign-in refused after better-auth opened it, before anyone saw it). */
export async function endSession(db: Db, userId: string, token: string): Promise<void> {
  await db.deleteFrom('session').where('userId', '=', userId).where('token', '=', token).execute();
}
