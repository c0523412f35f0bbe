import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/errors.ts';
import type { FileStore } from '../storage/file-store.ts';

/** The limits on what uploads may take: per care team, and the disk's last reserve. */
export interface StorageLimits {
  teamQuotaBytes: number;
  minFreeBytes: number;
}

const GiB = 1024 ** 3;
const MiB = 1024 ** 2;
/** 4.2 GB, 730 MB, 12 KB */
export function formatBytes(n: number): string {
  if (n >= GiB) return `${(n / GiB).toFixed(n >= 10 * GiB ? 0 : 1)} GB`;
  if (n >= MiB) return `${Math.round(n / MiB)} MB`;
  return `${Math.max(1, Math.round(n / 1024))} KB`;
}

/** Bytes a team's assessments take in storage: photos, annotated images, masks. */
export async function teamStorageUsed(db: Db, teamId: string): Promise<number> {
  const row = await db
    .selectFrom('threads')
    .select(sql<string | number | bigint>`coalesce(sum(photo_bytes + derived_bytes), 0)`.as('used'))
    .where('team_id', '=', teamId)
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

/**
 * The disk guard: refuse a write of `incoming` bytes that would leave less than `minFreeBytes`
 * on the disk of the store (507 STORAGE_FULL), so the database, its WAL and the analyses
 * already accepted keep room to write. A store that cannot tell (null) is not guarded.
 */
export async function ensureDiskRoom(files: FileStore, incoming: number, minFreeBytes: number): Promise<void> {
  const free = await files.freeBytes();
  if (free === null || free - incoming >= minFreeBytes) return;
  throw new ApiError(
    'STORAGE_FULL',
    `The server's disk is nearly full (${formatBytes(Math.max(0, free))} free; uploads stop at ${formatBytes(minFreeBytes)} so the records stay safe). Nothing was stored; tell the server's administrator, and try again once space is freed.`,
  );
}

/**
 * Room for a new photo of `incoming` bytes: the disk guard, then the team's quota — a team over
 * it answers 413 STORAGE_QUOTA_EXCEEDED with its use and its quota. Two uploads checked at the
 * same moment may both fit and together pass the quota by one photo; the per-user in-flight
 * limit keeps that small.
 */
export async function ensureRoomForPhoto(
  db: Db,
  files: FileStore,
  teamId: string,
  incoming: number,
  limits: StorageLimits,
): Promise<void> {
  await ensureDiskRoom(files, incoming, limits.minFreeBytes);
  const used = await teamStorageUsed(db, teamId);
  if (used + incoming <= limits.teamQuotaBytes) return;
  throw new ApiError(
    'STORAGE_QUOTA_EXCEEDED',
    `This care team stores ${formatBytes(used)} of photos and analyses; its quota is ${formatBytes(limits.teamQuotaBytes)}, and this ${formatBytes(incoming)} photo does not fit. Delete assessments the team no longer needs, or ask the server's administrator to raise the quota.`,
  );
}

export function storageLimitsOf(env: { TEAM_STORAGE_QUOTA_GB: number; MIN_FREE_DISK_MB: number }): StorageLimits {
  return { teamQuotaBytes: Math.round(env.TEAM_STORAGE_QUOTA_GB * GiB), minFreeBytes: env.MIN_FREE_DISK_MB * MiB };
}
