import type { Db } from '../../db/database.ts';

const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

/** Called once when an account is created: the sign-up body carries the profile fields. */
export async function createProfile(db: Db, userId: string, body: Record<string, unknown>) {
  await db
    .insertInto('profiles')
    .values({
      user_id: userId,
      first_name: text(body.first_name, 100) ?? '',
      last_name: text(body.last_name, 100) ?? '',
      title: text(body.title, 120),
      organization: text(body.organization, 160),
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
