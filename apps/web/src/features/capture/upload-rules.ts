import { msg } from '@lingui/core/macro';

/** Upload rules (docs/spec-notes.md#upload-validation); their messages are workspace catalog messages. */
export const UPLOAD_REQUIRED_MESSAGE = msg`Please provide both patient name and image file`;
export const ANALYSIS_FAILED_MESSAGE = msg`Analysis failed. Please try again.`;
/** the failure with the server's reason */
export const ANALYSIS_FAILED_BECAUSE = msg({
  message: 'Analysis failed. Please try again. ({reason})',
  comment: 'reason: why, in the server’s words',
});
export const RECENT_ASSESSMENTS_SHOWN = 5;
export const MIN_WIDTH = 1024;
export const MIN_HEIGHT = 768;

/** The Start Analysis button appears only when an image is chosen and the name is non-blank. */
export function canStartAnalysis(patientName: string, file: File | null): boolean {
  return patientName.trim().length > 0 && file !== null;
}

/** A photo smaller than 1024×768 (either orientation) is below the guideline. */
export function isBelowMinimumSize(width: number, height: number): boolean {
  const [long, short] = width >= height ? [width, height] : [height, width];
  return long < MIN_WIDTH || short < MIN_HEIGHT;
}
