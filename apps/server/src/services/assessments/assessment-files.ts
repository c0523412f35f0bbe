import type { FileStore } from '../storage/file-store.ts';
import { BROWSER_FORMATS, displayJpeg, mimeOf } from './probe-upload.ts';
import { ApiError } from '../../lib/errors.ts';

export type AssessmentFileKind = 'image' | 'annotated' | 'mask' | 'probability';

/**
 * One of an assessment's stored files (the photo, or an image the analysis made) with its type.
 * HEIF and TIFF photos are given as JPEG (browsers cannot draw them) unless `original`.
 */
export async function readAssessmentFile(
  files: FileStore,
  row: { photo_dir: string; photo_format: string },
  name: string,
  which: AssessmentFileKind,
  original: boolean,
): Promise<{ bytes: Buffer; type: string }> {
  let bytes = await files.read(row.photo_dir, name);
  if (!bytes)
    throw new ApiError('NOT_FOUND', which === 'image' ? 'Photo not found' : `No ${which} image for this assessment`);
  let type = which === 'image' ? mimeOf(row.photo_format) : 'image/png';
  if (which === 'image' && !BROWSER_FORMATS.has(row.photo_format) && !original) {
    bytes = await displayJpeg(bytes);
    type = 'image/jpeg';
  }
  return { bytes, type };
}
