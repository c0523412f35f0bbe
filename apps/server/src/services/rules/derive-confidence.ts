import { isRecognisedDiagnosis } from './types.ts';

export const CONFIDENCE_BASE = 70;
export const CONFIDENCE_AREA = 15;
export const CONFIDENCE_DIAGNOSIS = 10;
export const CONFIDENCE_ANNOTATED = 5;
export const CONFIDENCE_CAP = 95;

/**
 * Spec 001 §9: base 70; +15 if the area is above 0; +10 if the diagnosis is a recognised value;
 * +5 if an annotated image exists; capped at 95. Returned as a fraction (0.95).
 * An uncalibrated photo has no area (null), so it earns no area points.
 */
export function deriveConfidence(input: { areaCm2: number | null | undefined; diagnosis: unknown; hasAnnotatedImage: boolean }): number {
  let score = CONFIDENCE_BASE;
  if (typeof input.areaCm2 === 'number' && input.areaCm2 > 0) score += CONFIDENCE_AREA;
  if (isRecognisedDiagnosis(input.diagnosis)) score += CONFIDENCE_DIAGNOSIS;
  if (input.hasAnnotatedImage) score += CONFIDENCE_ANNOTATED;
  return Math.min(score, CONFIDENCE_CAP) / 100;
}
