/**
 * Z-score rules of the patient cost/risk dashboards (docs/spec-notes.md#z-score-bands).
 * A patient's z-score is how many standard deviations their projected cost lies above the
 * cohort mean; the sample data carries it as a given field.
 */

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type RiskColour = 'red' | 'orange' | 'yellow' | 'green';
export type ZBand = 'high' | 'medium' | 'low';

/** Risk colour: ≥ 2.5 red, ≥ 1.5 orange, ≥ 0.5 yellow, otherwise green. */
export function riskColour(zScore: number): RiskColour {
  if (zScore >= 2.5) return 'red';
  if (zScore >= 1.5) return 'orange';
  if (zScore >= 0.5) return 'yellow';
  return 'green';
}

/**
 * Z-score band: high ≥ 2.5, medium 1.5–2.4, low < 1.5. The spec writes the medium band to one
 * decimal (1.5–2.4); values between 2.4 and 2.5 (e.g. 2.45) count as medium, since they are
 * below the high threshold.
 */
export function zBand(zScore: number): ZBand {
  if (zScore >= 2.5) return 'high';
  if (zScore >= 1.5) return 'medium';
  return 'low';
}

export const Z_BANDS: readonly ZBand[] = ['high', 'medium', 'low'];

/** Each band's name on screen (workspace catalog messages). */
export const Z_BAND_LABEL: Record<ZBand, MessageDescriptor> = {
  high: msg`High risk (z ≥ 2.5)`,
  medium: msg`Medium risk (z 1.5–2.4)`,
  low: msg`Low risk (z < 1.5)`,
};

/** How many patients fall in each band. */
export function zBandCounts(patients: readonly { zScore: number }[]): Record<ZBand, number> {
  const counts: Record<ZBand, number> = { high: 0, medium: 0, low: 0 };
  for (const p of patients) counts[zBand(p.zScore)] += 1;
  return counts;
}

/** Tailwind classes per risk colour (text ≥ 4.5:1 on its background). */
export const RISK_COLOUR_CLASS: Record<RiskColour, string> = {
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  orange: 'bg-orange-100 text-orange-800 ring-orange-600/20',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/20',
  green: 'bg-green-100 text-green-800 ring-green-600/20',
};
