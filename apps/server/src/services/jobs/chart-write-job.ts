import type { Db } from '../../db/database.ts';
import type { KeyRing } from '../../security/storage/photo-crypto.ts';
import type { FileStore } from '../storage/file-store.ts';
import { sendDueChartWrites } from '../ehr/chart-writes.ts';

/** The pg-boss queue of the chart writes (a scheduled job; the in-process system runs it on an interval). */
export const CHART_QUEUE_NAME = 'woundly-chart-writes';
/** every minute: a queued write's back-off starts at 30 s */
export const CHART_CRON = '* * * * *';

/**
 * The chart writes that are due (queued, their back-off passed), as the job systems run them: a
 * write holds its row while it is tried, so several servers never send one twice at once; a
 * failure is logged (ids only, never patient data), never thrown into the timer or the queue.
 */
export function chartWriter(d: {
  db: Db;
  files: FileStore;
  keys?: KeyRing;
  origin?: string;
  log: (line: string) => void;
  clock?: () => Date;
  env: { EHR_ALLOW_PRIVATE_ADDRESSES: boolean };
}): () => Promise<number | null> {
  const now = d.clock ?? (() => new Date());
  return async () => {
    if (!d.keys || !d.origin) return null;
    try {
      return await sendDueChartWrites({
        db: d.db,
        files: d.files,
        keys: d.keys,
        origin: d.origin,
        now,
        log: d.log,
        net: { allowPrivate: d.env.EHR_ALLOW_PRIVATE_ADDRESSES },
      });
    } catch (err) {
      d.log(`[ehr] chart writes stopped: ${(err as Error).message}`);
      return null;
    }
  };
}
