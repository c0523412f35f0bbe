import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Analyzer } from '../assessments/analyzer-types.ts';
import { ANNOTATED_FILE, MASK_FILE, PHOTO_FILE, type FileStore } from '../storage/file-store.ts';
import { previousAreaFor } from '../assessments/assessment-store.ts';
import { publicAssessmentId, type AssessmentRow } from '../assessments/assessment-view.ts';
import { readBedsideSigns } from './load-inputs.ts';
import { measuredResult } from './measured-result.ts';
import { keptModelRegions, keptRegionResult } from './kept-model-regions.ts';
import type { AnalysisResult } from '@woundcare/api-types';
import { inTransaction, rederiveWound } from './rederive.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Re-measure a completed analysis from the clinician's corrected outline (a 0/255 PNG of the
 * photo's pixel size): the engine measures the given mask instead of running the network, and
 * the result, annotated image and mask are replaced. A drawn change makes the outline the
 * clinician's (outline_source 'clinician', status 'adjusted'); a mask that only keeps whole
 * regions of the model's outline (kept-model-regions.ts) leaves it the model's, with its quality
 * statement, warnings and scaled range, not yet confirmed. The wound's assessments are
 * re-derived in the same transaction (a new area changes the history).
 */
export async function correctOutline(
  ctx: { db: Db; files: FileStore; analyzer: Analyzer | null; maxBytes: number; byUserId: string },
  row: AssessmentRow,
  maskPng: Buffer,
): Promise<AssessmentRow> {
  if (row.status !== 'completed' || !row.result)
    throw new ApiError('ASSESSMENT_NOT_COMPLETED', 'The outline can be corrected once the analysis has completed.');
  if (row.simulated) throw new ApiError('SIMULATED_ANALYSIS', 'A simulated analysis has no outline to correct.');
  if (!ctx.analyzer)
    throw new ApiError('OUTLINE_UNAVAILABLE', 'Outline correction needs the in-process analysis engine.');
  if (maskPng.length === 0) throw new ApiError('EMPTY_FILE', 'The mask file is empty (0 bytes).');
  if (!maskPng.subarray(0, 8).equals(PNG_SIGNATURE))
    throw new ApiError('UNSUPPORTED_IMAGE', 'The mask must be a PNG (0 = background, 255 = wound).');
  const photo = await ctx.files.read(row.photo_dir, PHOTO_FILE);
  if (!photo) throw new ApiError('PHOTO_MISSING', 'The uploaded photo is missing from storage.');
  const stored = row.result as unknown as AnalysisResult;
  const modelMask =
    stored.outline_source === 'model' && row.has_mask ? await ctx.files.read(row.photo_dir, MASK_FILE) : null;
  const kept = modelMask ? await keptModelRegions(modelMask, maskPng).catch(() => null) : null;
  const started = performance.now();
  const outcome = await ctx.analyzer({
    photo,
    format: row.photo_format,
    confThresh: row.conf_thresh,
    maskPng: kept ?? maskPng,
    previousAreaCm2: await previousAreaFor(ctx.db, row),
    clinicianSigns: readBedsideSigns(row.clinician_signs),
    maxBytes: ctx.maxBytes,
    onStage: () => undefined,
  });
  const measured = measuredResult(
    { ...outcome, figures: { ...outcome.figures, outline_source: 'clinician' } },
    (performance.now() - started) / 1000,
  );
  const result = kept ? keptRegionResult(stored, measured) : measured;
  // what the derived files take in storage counts towards the team's quota
  let derivedBytes = 0;
  if (outcome.annotatedPng) derivedBytes += await ctx.files.write(row.photo_dir, ANNOTATED_FILE, outcome.annotatedPng);
  if (outcome.maskPng) derivedBytes += await ctx.files.write(row.photo_dir, MASK_FILE, outcome.maskPng);
  const updated = await inTransaction(ctx.db, async (trx) => {
    const done = await trx
      .updateTable('assessments')
      .set({
        result: JSON.stringify(result),
        processing_time: result.processingTime,
        has_annotated: row.has_annotated || outcome.annotatedPng !== null,
        has_mask: row.has_mask || outcome.maskPng !== null,
        derived_bytes: derivedBytes,
        // a clinician's outline: adjusted (a kept part of the model's: the model's, unconfirmed);
        // any earlier confirmation no longer covers it
        outline_status: kept ? 'model' : 'adjusted',
        confirmed_by: null,
        confirmed_by_name: null,
        confirmed_at: null,
        updated_at: new Date(),
      })
      .where('id', '=', row.id)
      .where('status', '=', 'completed')
      .returningAll()
      .executeTakeFirst();
    if (!done) return undefined;
    await rederiveWound(trx, row.wound_id, {
      byUserId: ctx.byUserId,
      reason: `Outline of ${publicAssessmentId(row.seq)} corrected`,
      assessmentId: row.id,
    });
    return trx.selectFrom('assessments').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  });
  if (!updated) throw new ApiError('NOT_FOUND', 'Assessment not found');
  return updated;
}
