import type { Priority } from './types.ts';

/** Spec 001 §9: an infected wound over 5 cm² is high priority. */
export const INFECTED_HIGH_OVER_CM2 = 5;
/** Spec 001 §9: a non-infected wound over 10 cm² is medium priority. */
export const NOT_INFECTED_MEDIUM_OVER_CM2 = 10;

/**
 * Spec 001 §4 "Result priority" (also the derived severity): infected → high if the area is
 * over 5 cm², else medium; not infected (or not determined) → medium if over 10 cm², else low.
 * An unknown area (uncalibrated photo: null) is never "over" a threshold.
 */
export function derivePriority(diagnosis: string | null | undefined, areaCm2: number | null | undefined): Priority {
  const area = typeof areaCm2 === 'number' && Number.isFinite(areaCm2) ? areaCm2 : null;
  if (diagnosis === 'infected') return area !== null && area > INFECTED_HIGH_OVER_CM2 ? 'high' : 'medium';
  return area !== null && area > NOT_INFECTED_MEDIUM_OVER_CM2 ? 'medium' : 'low';
}

/** Spec 001 §4: severity is set by the priority rule as given. */
export const deriveSeverity = derivePriority;
