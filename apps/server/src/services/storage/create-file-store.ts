import type { KeyRing } from '../../security/storage/photo-crypto.ts';
import { createDiskFileStore } from './disk-file-store.ts';
import type { FileStore } from './file-store.ts';
import { createS3FileStore, s3SettingsOf } from './s3-file-store.ts';

type StorageEnv = Parameters<typeof s3SettingsOf>[0] & { DATA_DIR: string };

/** The configured driver: an S3-compatible bucket when STORAGE_URL is set, else DATA_DIR/uploads. */
export function createFileStore(
  env: StorageEnv,
  opts: { keys: KeyRing; freeBytes?: (root: string) => Promise<number | null> },
): FileStore {
  const s3 = s3SettingsOf(env);
  if (s3) return createS3FileStore(s3, { keys: opts.keys });
  return createDiskFileStore(env.DATA_DIR, opts);
}
