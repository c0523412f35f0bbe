import { ApiError } from '../../lib/errors.ts';
import type { FileStore } from './file-store.ts';

const GiB = 1024 ** 3;
const MiB = 1024 ** 2;
/** 4.2 GB, 730 MB, 12 KB */
export function formatBytes(n: number): string {
  if (n >= GiB) return `${(n / GiB).toFixed(n >= 10 * GiB ? 0 : 1)} GB`;
  if (n >= MiB) return `${Math.round(n / MiB)} MB`;
  return `${Math.max(1, Math.round(n / 1024))} KB`;
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
 * The store with the disk guard on every write — photos, analysis images, corrected outlines,
 * referral letters, letters moved at start — so no writer can forget it.
 */
export function withDiskGuard(files: FileStore, minFreeBytes: number): FileStore {
  return {
    kind: files.kind,
    root: files.root,
    check: () => files.check(),
    write: async (dir, name, data) => {
      await ensureDiskRoom(files, data.length, minFreeBytes);
      return files.write(dir, name, data);
    },
    read: (dir, name) => files.read(dir, name),
    remove: (dir, name) => files.remove(dir, name),
    removeDir: (dir) => files.removeDir(dir),
    listDirs: () => files.listDirs(),
    freeBytes: () => files.freeBytes(),
    upgradeAll: () => files.upgradeAll(),
  };
}
