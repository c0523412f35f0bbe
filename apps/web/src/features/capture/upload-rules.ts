/** Upload rules (docs/spec-notes.md#upload-validation). */
export const UPLOAD_REQUIRED_MESSAGE = 'Please provide both patient name and image file';
export const ANALYSIS_FAILED_MESSAGE = 'Analysis failed. Please try again.';
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
