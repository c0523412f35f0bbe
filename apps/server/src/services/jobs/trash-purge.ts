import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import type { FileStore } from '../storage/file-store.ts';
import { purgeExpiredTrash, type PurgeReport } from '../trash/purge-trash.ts';

/** The pg-boss queue of the trash purge (a scheduled job; the in-process system runs it on an interval). */
export const PURGE_QUEUE_NAME = 'woundly-trash-purge';
/** hourly, at a minute past the full hour that other hourly jobs rarely pick */
export const PURGE_CRON = '17 * * * *';

/**
 * The purge as the job systems run it: the clock is injectable (tests move it past the retention
 * period instead of waiting), and a failure is logged, never thrown into the timer or the queue.
 */
export function trashPurger(d: {
  env: Env;
  db: Db;
  files: FileStore;
  log: (line: string) => void;
  clock?: () => Date;
}): () => Promise<PurgeReport | null> {
  const clock = d.clock ?? (() => new Date());
  return async () => {
    try {
      return await purgeExpiredTrash(
        { db: d.db, files: d.files, log: d.log },
        { now: clock(), retentionDays: d.env.TRASH_RETENTION_DAYS },
      );
    } catch (err) {
      d.log(`[trash] purge failed: ${(err as Error).message}`);
      return null;
    }
  };
}
