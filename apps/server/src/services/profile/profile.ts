import type { ProfileJson } from '@woundcare/api-types';
import type { Db } from '../../db/database.ts';

/** The profile as `GET/PATCH /api/profile` send it. */
export type ProfileView = ProfileJson;

export async function getProfile(db: Db, userId: string): Promise<ProfileView | null> {
  const row = await db
    .selectFrom('user')
    .leftJoin('profiles', 'profiles.user_id', 'user.id')
    .select([
      'user.id as id',
      'user.email as email',
      'user.createdAt as user_created',
      'profiles.first_name',
      'profiles.last_name',
      'profiles.title',
      'profiles.organization',
      'profiles.created_at',
    ])
    .where('user.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name ?? '',
    last_name: row.last_name ?? '',
    title: row.title ?? null,
    organization: row.organization ?? null,
    created_at: new Date(row.created_at ?? row.user_created).toISOString(),
  };
}

export interface ProfilePatch {
  first_name?: string;
  last_name?: string;
  title?: string | null;
  organization?: string | null;
}

/** Writes the changed fields in one statement (upsert), then returns the merged record. */
export async function updateProfile(db: Db, userId: string, patch: ProfilePatch): Promise<ProfileView | null> {
  await db
    .insertInto('profiles')
    .values({
      user_id: userId,
      first_name: patch.first_name ?? '',
      last_name: patch.last_name ?? '',
      title: patch.title ?? null,
      organization: patch.organization ?? null,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...patch, updated_at: new Date() }))
    .execute();
  return getProfile(db, userId);
}
