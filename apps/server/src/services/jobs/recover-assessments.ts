import type { Db } from '../../db/database.ts';
import { failOrphan, requeueOrphan, takeOrphan } from '../assessments/claims.ts';
import { INTERRUPTED_REASON, MAX_ATTEMPTS } from './run-analysis-job.ts';

/** rows read per query while recovering */
const PAGE = 500;

/**
 * Assessments another (crashed) process left behind: 'uploaded' rows that were never queued and
 * 'analyzing' rows whose owner stopped sending heartbeats. With `all`, every such row (an
 * embedded database has one process, so at start-up every one of them is an orphan).
 *
 * Each is taken atomically (fresh heartbeat, no owner). An assessment that has already been started
 * MAX_ATTEMPTS times is failed with INTERRUPTED_REASON; the others are returned for re-queueing.
 */
export async function takeInterruptedAssessments(
  db: Db,
  opts: { all: boolean; staleMs: number; exclude?: Set<string> },
): Promise<string[]> {
  const now = new Date();
  const staleBefore = new Date(now.getTime() - opts.staleMs);
  const requeue: string[] = [];
  // in pages of 500 in upload order (a crash can leave more than a page; every one is recovered now,
  // not at a later sweep), each page after the last row of the one before
  let after: { uploaded_at: Date; id: string } | undefined;
  for (;;) {
    const page = await db
      .selectFrom('assessments')
      .select(['id', 'uploaded_at'])
      .where('status', 'in', ['uploaded', 'analyzing'])
      .$if(!opts.all, (q) =>
        q.where((eb) => eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', staleBefore)])),
      )
      .$if(!opts.all, (q) => q.where('uploaded_at', '<', staleBefore))
      .$if(!!after, (q) =>
        q.where((eb) =>
          eb.or([
            eb('uploaded_at', '>', after!.uploaded_at),
            eb.and([eb('uploaded_at', '=', after!.uploaded_at), eb('id', '>', after!.id)]),
          ]),
        ),
      )
      .orderBy('uploaded_at', 'asc')
      .orderBy('id', 'asc')
      .limit(PAGE)
      .execute();
    for (const { id } of page) {
      if (opts.exclude?.has(id)) continue;
      const taken = await takeOrphan(db, id, { all: opts.all, now, staleBefore });
      if (!taken) continue;
      if (taken.attempts >= MAX_ATTEMPTS) {
        await failOrphan(db, id, INTERRUPTED_REASON, now);
      } else {
        await requeueOrphan(db, id);
        requeue.push(id);
      }
    }
    if (page.length < PAGE) break;
    after = page.at(-1);
  }
  return requeue;
}
