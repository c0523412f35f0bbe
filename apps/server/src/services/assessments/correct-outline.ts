import type { Db } from '../../db/database.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Analyzer } from './analyzer-types.ts';
import { deriveResult } from './derive-result.ts';
import { ANNOTATED_FILE, MASK_FILE, PHOTO_FILE, type FileStore } from './file-store.ts';
import { previousAreaFor } from './thread-store.ts';
import type { AnalysisResult } from './thread-types.ts';
import { readBedsideSigns } from '../rules/infection-screen.ts';
import { loadWoundContext } from '../rules/wound-context.ts';
import type { ThreadRow } from './thread-view.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Re-measure a completed analysis from the clinician's corrected outline (a 0/255 PNG of the
 * photo's pixel size): the engine measures the given mask instead of running the network, and
 * the result, annotated image and mask are replaced. outline_source becomes 'clinician'.
 */
export async function correctOutline(
  ctx: { db: Db; files: FileStore; analyzer: Analyzer | null; maxBytes: number },
  row: ThreadRow,
  maskPng: Buffer,
): Promise<ThreadRow> {
  if (row.status !== 'completed' || !row.result)
    throw new ApiError('THREAD_NOT_COMPLETED', 'The outline can be corrected once the analysis has completed.');
  if (row.simulated) throw new ApiError('SIMULATED_ANALYSIS', 'A simulated analysis has no outline to correct.');
  if (!ctx.analyzer)
    throw new ApiError('OUTLINE_UNAVAILABLE', 'Outline correction needs the in-process analysis engine.');
  if (maskPng.length === 0) throw new ApiError('EMPTY_FILE', 'The mask file is empty (0 bytes).');
  if (!maskPng.subarray(0, 8).equals(PNG_SIGNATURE))
    throw new ApiError('UNSUPPORTED_IMAGE', 'The mask must be a PNG (0 = background, 255 = wound).');
  const photo = await ctx.files.read(row.photo_dir, PHOTO_FILE);
  if (!photo) throw new ApiError('PHOTO_MISSING', 'The uploaded photo is missing from storage.');
  const started = performance.now();
  const previous = row.result as unknown as AnalysisResult;
  const outcome = await ctx.analyzer({
    photo,
    format: row.photo_format,
    confThresh: row.conf_thresh,
    maskPng,
    previousAreaCm2: await previousAreaFor(ctx.db, row),
    clinicianSigns: readBedsideSigns(row.clinician_signs),
    maxBytes: ctx.maxBytes,
    onStage: () => undefined,
  });
  const result = deriveResult(
    { ...outcome, figures: { ...outcome.figures, outline_source: 'clinician' }, plan: outcome.plan ?? previous.plan },
    (performance.now() - started) / 1000,
    { bedside: readBedsideSigns(row.clinician_signs), wound: await loadWoundContext(ctx.db, row.id) },
  );
  if (outcome.annotatedPng) await ctx.files.write(row.photo_dir, ANNOTATED_FILE, outcome.annotatedPng);
  if (outcome.maskPng) await ctx.files.write(row.photo_dir, MASK_FILE, outcome.maskPng);
  const updated = await ctx.db
    .updateTable('threads')
    .set({
      result: JSON.stringify(result),
      priority: result.severity,
      processing_time: result.processingTime,
      has_annotated: row.has_annotated || outcome.annotatedPng !== null,
      has_mask: row.has_mask || outcome.maskPng !== null,
      // a clinician's outline: adjusted, and any earlier confirmation no longer covers it
      outline_status: 'adjusted',
      confirmed_by: null,
      confirmed_by_name: null,
      confirmed_at: null,
      updated_at: new Date(),
    })
    .where('id', '=', row.id)
    .where('status', '=', 'completed')
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new ApiError('NOT_FOUND', 'Thread not found');
  return updated;
}
