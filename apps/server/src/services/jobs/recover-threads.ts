import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { INTERRUPTED_REASON, MAX_ATTEMPTS } from './run-analysis-job.ts';

/**
 * Threads another (crashed) process left behind: 'uploaded' rows that were never queued and
 * 'analyzing' rows whose owner stopped sending heartbeats. With `all`, every such row (an
 * embedded database has one process, so at start-up every one of them is an orphan).
 *
 * Each is taken atomically (fresh heartbeat, no owner). A thread that has already been started
 * MAX_ATTEMPTS times is failed with INTERRUPTED_REASON; the others are returned for re-queueing.
 */
export async function takeInterruptedThreads(
  db: Db,
  opts: { all: boolean; staleMs: number; exclude?: Set<string> },
): Promise<string[]> {
  const now = new Date();
  const staleBefore = new Date(now.getTime() - opts.staleMs);
  const candidates = await db
    .selectFrom('threads')
    .select(['id'])
    .where('status', 'in', ['uploaded', 'analyzing'])
    .$if(!opts.all, (q) =>
      q.where((eb) => eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', staleBefore)])),
    )
    .$if(!opts.all, (q) => q.where('uploaded_at', '<', staleBefore))
    .orderBy('uploaded_at', 'asc')
    .limit(500)
    .execute();
  const requeue: string[] = [];
  for (const { id } of candidates) {
    if (opts.exclude?.has(id)) continue;
    const taken = await db
      .updateTable('threads')
      .set({ heartbeat_at: now, locked_at: null, locked_by: null, stage: null, updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', ['uploaded', 'analyzing'])
      .$if(!opts.all, (q) =>
        q.where((eb) => eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', staleBefore)])),
      )
      .returning(['id', 'attempts'])
      .executeTakeFirst();
    if (!taken) continue;
    if (taken.attempts >= MAX_ATTEMPTS) {
      await db
        .updateTable('threads')
        .set({ status: 'failed', error: INTERRUPTED_REASON, completed_at: now, heartbeat_at: null })
        .where('id', '=', id)
        .where('status', 'in', ['uploaded', 'analyzing'])
        .execute();
    } else {
      await db
        .updateTable('threads')
        .set({ status: 'analyzing' })
        .where('id', '=', id)
        .where('status', '=', 'uploaded')
        .execute();
      requeue.push(id);
    }
  }
  return requeue;
}

/** Give threads back (graceful shutdown): no owner, no heartbeat, so the next process takes them at once. */
export async function releaseThreads(db: Db, ids: string[], workerId: string): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('threads')
    .set({
      // a run cut short by a graceful stop does not count as an attempt
      attempts: sql<number>`case when locked_by = ${workerId} then greatest(attempts - 1, 0) else attempts end`,
      locked_at: null,
      locked_by: null,
      heartbeat_at: null,
      stage: null,
    })
    .where('id', 'in', ids)
    .where('status', '=', 'analyzing')
    .where((eb) => eb.or([eb('locked_by', 'is', null), eb('locked_by', '=', workerId)]))
    .execute();
}

export async function touchHeartbeats(db: Db, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('threads')
    .set({ heartbeat_at: new Date() })
    .where('id', 'in', ids)
    .where('status', '=', 'analyzing')
    .execute();
}
