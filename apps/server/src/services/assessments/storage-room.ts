import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/errors.ts';
import type { FileStore } from '../storage/file-store.ts';
import { ensureDiskRoom, formatBytes } from '../storage/disk-guard.ts';

/** The limits on what uploads may take: per care team, and the disk's last reserve. */
export interface StorageLimits {
  teamQuotaBytes: number;
  minFreeBytes: number;
}

const GiB = 1024 ** 3;
const MiB = 1024 ** 2;

/**
 * Bytes a team keeps in storage: its assessments' photos, annotated images, masks and probability
 * maps, and the referral letters sent from them.
 */
export async function teamStorageUsed(db: Db, teamId: string): Promise<number> {
  const files = await db
    .selectFrom('assessments')
    .select(sql<string | number | bigint>`coalesce(sum(photo_bytes + derived_bytes), 0)`.as('used'))
    .where('team_id', '=', teamId)
    .executeTakeFirstOrThrow();
  const letters = await db
    .selectFrom('referrals')
    .select(sql<string | number | bigint>`coalesce(sum(letter_bytes), 0)`.as('used'))
    .where('team_id', '=', teamId)
    .executeTakeFirstOrThrow();
  return Number(files.used) + Number(letters.used);
}

/**
 * Room for a new file of `incoming` bytes (a photo, a referral letter): the disk guard, then the
 * team's quota — a team over it answers 413 STORAGE_QUOTA_EXCEEDED with its use and its quota.
 * Two writes checked at the same moment may both fit and together pass the quota by one file;
 * the per-user in-flight and rate limits keep that small.
 */
export async function ensureStorageRoom(
  db: Db,
  files: FileStore,
  teamId: string,
  incoming: number,
  limits: StorageLimits,
  what = 'photo',
): Promise<void> {
  await ensureDiskRoom(files, incoming, limits.minFreeBytes);
  const used = await teamStorageUsed(db, teamId);
  if (used + incoming <= limits.teamQuotaBytes) return;
  throw new ApiError(
    'STORAGE_QUOTA_EXCEEDED',
    `This care team stores ${formatBytes(used)} of photos, analyses and letters; its quota is ${formatBytes(limits.teamQuotaBytes)}, and this ${formatBytes(incoming)} ${what} does not fit. Delete assessments the team no longer needs, or ask the server's administrator to raise the quota.`,
  );
}

export function storageLimitsOf(env: { TEAM_STORAGE_QUOTA_GB: number; MIN_FREE_DISK_MB: number }): StorageLimits {
  return { teamQuotaBytes: Math.round(env.TEAM_STORAGE_QUOTA_GB * GiB), minFreeBytes: env.MIN_FREE_DISK_MB * MiB };
}
