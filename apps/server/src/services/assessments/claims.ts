import { sql, type Updateable, type UpdateResult } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AssessmentsTable } from '../../db/schema.ts';
import type { AnalysisStage } from './assessment-types.ts';
import { inTransaction } from './rederive.ts';

/**
 * The analysis run's writes of the assessment row: queueing, claiming (with its heartbeat and
 * release), the stage reports and the run's end, and the recovery of runs a crashed process left
 * behind. The job system (services/jobs) decides when; the row is written only here.
 */

/** What a claim reads of a job's context: the database, who claims and when a holder counts as gone. */
export interface ClaimContext {
  db: Db;
  /** this process's id: every write of a running job is fenced on locked_by = workerId */
  workerId: string;
  /** an assessment whose heartbeat is older than this may be taken over */
  staleMs: number;
}

/**
 * An uploaded assessment marked 'analyzing' (queued). `clearOwner`: also no owner and no stage
 * (the in-process queue's enqueue; pg-boss leaves them as they are).
 */
export async function markAnalyzing(db: Db, assessmentId: string, opts: { clearOwner: boolean }): Promise<void> {
  await db
    .updateTable('assessments')
    .set({
      status: 'analyzing',
      heartbeat_at: new Date(),
      ...(opts.clearOwner ? { locked_at: null, locked_by: null, stage: null } : {}),
    })
    .where('id', '=', assessmentId)
    .where('status', '=', 'uploaded')
    .execute();
}

/** Take the job: only if it is still queued (or its owner went silent). Counts one attempt. */
export async function claimAssessment(ctx: ClaimContext, assessmentId: string) {
  const now = new Date();
  const staleBefore = new Date(now.getTime() - ctx.staleMs);
  return ctx.db
    .updateTable('assessments')
    .set((eb) => ({
      locked_at: now,
      locked_by: ctx.workerId,
      heartbeat_at: now,
      started_at: now,
      stage: null,
      attempts: eb('attempts', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', assessmentId)
    .where('status', '=', 'analyzing')
    .where((eb) =>
      eb.or([
        eb('locked_by', 'is', null),
        eb('locked_by', '=', ctx.workerId),
        eb('heartbeat_at', 'is', null),
        eb('heartbeat_at', '<', staleBefore),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

export type ClaimedAssessment = NonNullable<Awaited<ReturnType<typeof claimAssessment>>>;

/** Any number; every claim holds this transaction-scoped advisory lock, so claims take turns. */
const CLAIM_LOCK = 640_021;

/**
 * Take the next analysis in fair order: of the teams with a claimable queued assessment, the team
 * whose latest analysis started least recently (never: first), and of its assessments the oldest
 * upload. One team's batch therefore alternates with every other team's uploads instead of
 * holding them up, and a team alone in the queue gets every slot. The claim counts one attempt
 * and records the team's turn, in one transaction under an advisory lock: claims from several
 * workers take turns, so two never read the same order. `among` limits it to those assessments (an
 * in-process queue's own); `exclude`, assessments this process is running already.
 */
export async function claimNextAssessment(
  ctx: ClaimContext,
  opts: { among?: string[]; exclude?: Iterable<string> } = {},
) {
  if (opts.among && !opts.among.length) return undefined;
  const exclude = [...(opts.exclude ?? [])];
  return inTransaction(ctx.db, async (trx) => {
    await sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`.execute(trx);
    const staleBefore = new Date(Date.now() - ctx.staleMs);
    const next = await trx
      .selectFrom('assessments as t')
      .leftJoin('analysis_turns as a', 'a.team_id', 't.team_id')
      .select(['t.id'])
      .where('t.status', '=', 'analyzing')
      .$if(!!opts.among, (q) => q.where('t.id', 'in', opts.among!))
      .$if(exclude.length > 0, (q) => q.where('t.id', 'not in', exclude))
      // not an assessment this worker holds already: two of its slots claiming at once would otherwise
      // both take the one the first has just claimed (their `exclude` lists were read before)
      .where((eb) =>
        eb.or([
          eb('t.locked_by', 'is', null),
          eb('t.heartbeat_at', 'is', null),
          eb('t.heartbeat_at', '<', staleBefore),
        ]),
      )
      .orderBy(sql`coalesce(a.turn, 0)`)
      .orderBy('t.uploaded_at')
      .orderBy('t.id')
      .limit(1)
      .forUpdate('t')
      .skipLocked()
      .executeTakeFirst();
    if (!next) return undefined;
    const row = await claimAssessment({ ...ctx, db: trx }, next.id);
    if (!row) return undefined;
    const turn = sql<string>`(select coalesce(max(turn), 0) + 1 from analysis_turns)`;
    await trx
      .insertInto('analysis_turns')
      .values({ team_id: row.team_id, turn })
      .onConflict((oc) => oc.column('team_id').doUpdateSet({ turn }))
      .execute();
    return row;
  });
}

/**
 * Of `ids`, those still waiting for a worker: analyzing, with no owner (not finished, not deleted,
 * not taken by another worker). A claim that found none of them may have skipped rows another
 * transaction had locked for a moment (a wound's re-derivation, say): those stay in the queue for
 * the next try instead of being dropped.
 */
export async function stillQueued(db: Db, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('assessments')
    .select('id')
    .where('id', 'in', ids)
    .where('status', '=', 'analyzing')
    .where('locked_by', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

/** A write of a claimed run: only while this worker still holds it and it is analyzing. */
const fenced = (db: Db, assessmentId: string, workerId: string) =>
  db
    .updateTable('assessments')
    .where('id', '=', assessmentId)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'analyzing');

/** The running analysis's stage (and a fresh heartbeat). */
export async function recordStage(db: Db, assessmentId: string, workerId: string, stage: AnalysisStage) {
  await fenced(db, assessmentId, workerId).set({ stage, heartbeat_at: new Date() }).execute();
}

/** The claimed run failed, with a readable reason and the seconds it took. */
export async function failRun(
  db: Db,
  assessmentId: string,
  workerId: string,
  reason: string,
  processingTime: number,
): Promise<void> {
  await fenced(db, assessmentId, workerId)
    .set({
      status: 'failed',
      stage: null,
      error: reason,
      locked_at: null,
      locked_by: null,
      completed_at: new Date(),
      updated_at: new Date(),
      processing_time: processingTime,
    })
    .execute();
}

/** The claimed run completed with its measured result (0 rows: deleted or taken over meanwhile). */
export async function completeRun(
  db: Db,
  assessmentId: string,
  workerId: string,
  set: Pick<
    Updateable<AssessmentsTable>,
    'result' | 'simulated' | 'processing_time' | 'has_annotated' | 'has_mask' | 'has_probability' | 'derived_bytes'
  >,
): Promise<UpdateResult> {
  return fenced(db, assessmentId, workerId)
    .set({
      status: 'completed',
      stage: null,
      error: null,
      ...set,
      completed_at: new Date(),
      updated_at: new Date(),
      locked_at: null,
      locked_by: null,
    })
    .executeTakeFirst();
}

/**
 * Take an orphaned run atomically (fresh heartbeat, no owner): 'uploaded' or 'analyzing', and,
 * unless `all`, with no heartbeat since `staleBefore`. Its attempts, or undefined if not taken.
 */
export async function takeOrphan(
  db: Db,
  assessmentId: string,
  opts: { all: boolean; now: Date; staleBefore: Date },
): Promise<{ id: string; attempts: number } | undefined> {
  const { now, staleBefore } = opts;
  return db
    .updateTable('assessments')
    .set({ heartbeat_at: now, locked_at: null, locked_by: null, stage: null, updated_at: now })
    .where('id', '=', assessmentId)
    .where('status', 'in', ['uploaded', 'analyzing'])
    .$if(!opts.all, (q) =>
      q.where((eb) => eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', staleBefore)])),
    )
    .returning(['id', 'attempts'])
    .executeTakeFirst();
}

/** A taken orphan that ran out of attempts: failed with `reason`. */
export async function failOrphan(db: Db, assessmentId: string, reason: string, now: Date): Promise<void> {
  await db
    .updateTable('assessments')
    .set({ status: 'failed', error: reason, completed_at: now, heartbeat_at: null })
    .where('id', '=', assessmentId)
    .where('status', 'in', ['uploaded', 'analyzing'])
    .execute();
}

/** A taken orphan that was never queued: 'analyzing', ready to be queued again. */
export async function requeueOrphan(db: Db, assessmentId: string): Promise<void> {
  await db
    .updateTable('assessments')
    .set({ status: 'analyzing' })
    .where('id', '=', assessmentId)
    .where('status', '=', 'uploaded')
    .execute();
}

/** Give assessments back (graceful shutdown): no owner, no heartbeat, so the next process takes them at once. */
export async function releaseAssessments(db: Db, ids: string[], workerId: string): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('assessments')
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

/** The running and queued assessments' heartbeat, so no other process takes them over. */
export async function touchHeartbeats(db: Db, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('assessments')
    .set({ heartbeat_at: new Date() })
    .where('id', 'in', ids)
    .where('status', '=', 'analyzing')
    .execute();
}
