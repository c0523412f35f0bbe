import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ANNOTATED_FILE, MASK_FILE, PHOTO_FILE, PROBABILITY_FILE, type FileStore } from '../storage/file-store.ts';
import { previousAreaFor } from '../threads/thread-store.ts';
import type { AnalysisStage } from '../threads/thread-types.ts';
import type { Analyzer } from '../threads/analyzer-types.ts';
import { readBedsideSigns } from '../assessments/load-inputs.ts';
import { measuredResult } from '../assessments/measured-result.ts';
import { inTransaction, rederiveWound } from '../assessments/rederive.ts';

export const MAX_ATTEMPTS = 3;
export const INTERRUPTED_REASON = 'Analysis interrupted by a server restart';

export interface JobContext {
  db: Db;
  files: FileStore;
  analyzer: Analyzer;
  /** this process's id: every write of a running job is fenced on locked_by = workerId */
  workerId: string;
  maxBytes: number;
  /** a thread whose heartbeat is older than this may be taken over */
  staleMs: number;
  isStopping: () => boolean;
  log: (line: string) => void;
  onModelVersion?: (v: string) => void;
}

export type JobOutcome = 'completed' | 'failed' | 'skipped' | 'released';

/** A readable reason for a failed analysis, without internals. */
export function failureReason(err: unknown): string {
  const e = err as { name?: string; message?: string; code?: string };
  if (e?.name === 'ImageInputError' && e.message) return e.message;
  if (e?.name === 'AnalysisError' && e.message) return e.message;
  return 'The analysis failed unexpectedly. Please try again.';
}

/** What a claim reads of a job's context: the database, who claims and when a holder counts as gone. */
export type ClaimContext = Pick<JobContext, 'db' | 'workerId' | 'staleMs'>;

/** Take the job: only if it is still queued (or its owner went silent). Counts one attempt. */
export async function claimThread(ctx: ClaimContext, threadId: string) {
  const now = new Date();
  const staleBefore = new Date(now.getTime() - ctx.staleMs);
  return ctx.db
    .updateTable('threads')
    .set((eb) => ({
      locked_at: now,
      locked_by: ctx.workerId,
      heartbeat_at: now,
      started_at: now,
      stage: null,
      attempts: eb('attempts', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', threadId)
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

/** Any number; every claim holds this transaction-scoped advisory lock, so claims take turns. */
const CLAIM_LOCK = 640_021;

/**
 * Take the next analysis in fair order: of the teams with a claimable queued thread, the team
 * whose latest analysis started least recently (never: first), and of its threads the oldest
 * upload. One team's batch therefore alternates with every other team's uploads instead of
 * holding them up, and a team alone in the queue gets every slot. The claim counts one attempt
 * and records the team's turn, in one transaction under an advisory lock: claims from several
 * workers take turns, so two never read the same order. `among` limits it to those threads (an
 * in-process queue's own); `exclude`, threads this process is running already.
 */
export async function claimNextThread(ctx: ClaimContext, opts: { among?: string[]; exclude?: Iterable<string> } = {}) {
  if (opts.among && !opts.among.length) return undefined;
  const exclude = [...(opts.exclude ?? [])];
  return inTransaction(ctx.db, async (trx) => {
    await sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`.execute(trx);
    const staleBefore = new Date(Date.now() - ctx.staleMs);
    const next = await trx
      .selectFrom('threads as t')
      .leftJoin('analysis_turns as a', 'a.team_id', 't.team_id')
      .select(['t.id'])
      .where('t.status', '=', 'analyzing')
      .$if(!!opts.among, (q) => q.where('t.id', 'in', opts.among!))
      .$if(exclude.length > 0, (q) => q.where('t.id', 'not in', exclude))
      // not a thread this worker holds already: two of its slots claiming at once would otherwise
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
    const row = await claimThread({ ...ctx, db: trx }, next.id);
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
 * Run one analysis job: claim the thread, analyse the stored photo off the request path,
 * report stages as they happen, save annotated.png + mask.png beside the photo, and finish the
 * row as completed (with its measured result, and the wound's assessments re-derived in the same
 * transaction: a new visit changes the history of the later ones) or failed (with a readable reason). Never leaves
 * the thread in 'analyzing' unless the process is stopping (then it is released for a re-run).
 */
export async function runAnalysisJob(ctx: JobContext, threadId: string): Promise<JobOutcome> {
  const row = await claimThread(ctx, threadId);
  if (!row) return 'skipped';
  return runClaimedJob(ctx, row);
}

type ClaimedThread = NonNullable<Awaited<ReturnType<typeof claimThread>>>;

/** The analysis of a thread this worker has just claimed (claimThread or claimNextThread). */
export async function runClaimedJob(ctx: JobContext, row: ClaimedThread): Promise<JobOutcome> {
  const started = performance.now();
  const fenced = (db: Db = ctx.db) =>
    db
      .updateTable('threads')
      .where('id', '=', row.id)
      .where('locked_by', '=', ctx.workerId)
      .where('status', '=', 'analyzing');

  let stageWrites: Promise<unknown> = Promise.resolve();
  const onStage = (stage: AnalysisStage) => {
    stageWrites = stageWrites
      .then(() => fenced().set({ stage, heartbeat_at: new Date() }).execute())
      .catch(() => undefined);
  };

  const fail = async (reason: string) => {
    await stageWrites;
    await fenced()
      .set({
        status: 'failed',
        stage: null,
        error: reason,
        locked_at: null,
        locked_by: null,
        completed_at: new Date(),
        updated_at: new Date(),
        processing_time: Math.round((performance.now() - started) / 100) / 10,
      })
      .execute();
    return 'failed' as const;
  };

  const photo = await ctx.files.read(row.photo_dir, PHOTO_FILE);
  if (!photo) return fail('The uploaded photo is missing from storage.');

  let outcome;
  try {
    outcome = await ctx.analyzer({
      photo,
      format: row.photo_format,
      confThresh: row.conf_thresh,
      previousAreaCm2: await previousAreaFor(ctx.db, row),
      clinicianSigns: readBedsideSigns(row.clinician_signs),
      maxBytes: ctx.maxBytes,
      onStage,
    });
  } catch (err) {
    if (ctx.isStopping()) return 'released';
    const reason = failureReason(err);
    if (reason.startsWith('The analysis failed unexpectedly'))
      ctx.log(`[analysis] ${row.id}: ${err instanceof Error ? err.stack : String(err)}`);
    return fail(reason);
  }

  const seconds = (performance.now() - started) / 1000;
  const result = measuredResult(outcome, seconds);
  // what the derived files take in storage counts towards the team's quota
  let derivedBytes = 0;
  if (outcome.annotatedPng) derivedBytes += await ctx.files.write(row.photo_dir, ANNOTATED_FILE, outcome.annotatedPng);
  if (outcome.maskPng) derivedBytes += await ctx.files.write(row.photo_dir, MASK_FILE, outcome.maskPng);
  if (outcome.probabilityPng)
    derivedBytes += await ctx.files.write(row.photo_dir, PROBABILITY_FILE, outcome.probabilityPng);
  await stageWrites;
  const done = await inTransaction(ctx.db, async (trx) => {
    const written = await fenced(trx)
      .set({
        status: 'completed',
        stage: null,
        error: null,
        result: JSON.stringify(result),
        simulated: outcome.simulated,
        processing_time: result.processingTime,
        has_annotated: outcome.annotatedPng !== null,
        has_mask: outcome.maskPng !== null,
        has_probability: !!outcome.probabilityPng,
        derived_bytes: derivedBytes,
        completed_at: new Date(),
        updated_at: new Date(),
        locked_at: null,
        locked_by: null,
      })
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) > 0) await rederiveWound(trx, row.wound_id);
    return written;
  });
  if (Number(done.numUpdatedRows) === 0) {
    // deleted while it ran (remove what we wrote) or taken over by another worker (leave it)
    const still = await ctx.db.selectFrom('threads').select('id').where('id', '=', row.id).executeTakeFirst();
    if (!still) await ctx.files.removeDir(row.photo_dir);
    return 'skipped';
  }
  if (outcome.figures.model_version && !outcome.simulated) ctx.onModelVersion?.(outcome.figures.model_version);
  return 'completed';
}
