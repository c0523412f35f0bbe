import type { Db } from '../../db/database.ts';
import { ANNOTATED_FILE, MASK_FILE, PHOTO_FILE, PROBABILITY_FILE, type FileStore } from '../storage/file-store.ts';
import { previousAreaFor } from '../assessments/assessment-store.ts';
import type { AnalysisStage } from '../assessments/assessment-types.ts';
import type { Analyzer } from '../assessments/analyzer-types.ts';
import { readBedsideSigns } from '../assessments/load-inputs.ts';
import { measuredResult } from '../assessments/measured-result.ts';
import { inTransaction, rederiveWound } from '../assessments/rederive.ts';
import { publicAssessmentId } from '../assessments/assessment-view.ts';
import { completeRun, failRun, recordStage, type ClaimedAssessment } from '../assessments/claims.ts';

export const MAX_ATTEMPTS = 3;
export const INTERRUPTED_REASON = 'Analysis interrupted by a server restart';

export interface JobContext {
  db: Db;
  files: FileStore;
  analyzer: Analyzer;
  /** this process's id: every write of a running job is fenced on locked_by = workerId */
  workerId: string;
  maxBytes: number;
  /** an assessment whose heartbeat is older than this may be taken over */
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

/**
 * The analysis of an assessment this worker has just claimed (claimAssessment or
 * claimNextAssessment): analyse the stored photo off the request path, report stages as they
 * happen, save annotated.png + mask.png beside the photo, and finish the row as completed (with its
 * measured result, and the wound's assessments re-derived in the same transaction: a new visit
 * changes the history of the later ones) or failed (with a readable reason). Never leaves the
 * assessment in 'analyzing' unless the process is stopping (then it is released for a re-run).
 */
export async function runClaimedJob(ctx: JobContext, row: ClaimedAssessment): Promise<JobOutcome> {
  const started = performance.now();
  let stageWrites: Promise<unknown> = Promise.resolve();
  const onStage = (stage: AnalysisStage) => {
    stageWrites = stageWrites.then(() => recordStage(ctx.db, row.id, ctx.workerId, stage)).catch(() => undefined);
  };

  const fail = async (reason: string) => {
    await stageWrites;
    await failRun(ctx.db, row.id, ctx.workerId, reason, Math.round((performance.now() - started) / 100) / 10);
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
    const written = await completeRun(trx, row.id, ctx.workerId, {
      result: JSON.stringify(result),
      simulated: outcome.simulated,
      processing_time: result.processingTime,
      has_annotated: outcome.annotatedPng !== null,
      has_mask: outcome.maskPng !== null,
      has_probability: !!outcome.probabilityPng,
      derived_bytes: derivedBytes,
    });
    if (Number(written.numUpdatedRows) > 0)
      await rederiveWound(trx, row.wound_id, {
        byUserId: row.user_id,
        reason: `${publicAssessmentId(row.seq)} analysed`,
        assessmentId: row.id,
      });
    return written;
  });
  if (Number(done.numUpdatedRows) === 0) {
    // deleted while it ran (remove what we wrote) or taken over by another worker (leave it)
    const still = await ctx.db.selectFrom('assessments').select('id').where('id', '=', row.id).executeTakeFirst();
    if (!still) await ctx.files.removeDir(row.photo_dir);
    return 'skipped';
  }
  if (outcome.figures.model_version && !outcome.simulated) ctx.onModelVersion?.(outcome.figures.model_version);
  return 'completed';
}
