import type { BedsideSigns, WoundContextJson } from '@woundcare/api-types';
import { treatmentPlanFor } from '../../src/content/treatment-plans.ts';
import type { MeasuredFigures } from '../../src/services/threads/analyzer-types.ts';
import { deriveResult } from '../../src/services/threads/derive-result.ts';
import { UNKNOWN_CONTEXT } from '../../src/services/rules/wound-context.ts';
import type { AnalysisResult } from '../../src/services/threads/thread-types.ts';
import { DEFAULT_IMAGE_SIGNS } from './fake-analyzer.ts';

export const FIGURES: MeasuredFigures = {
  calibrated: true,
  pixels_per_cm: 40.1,
  area_cm2: 4.37,
  length_cm: 3.1,
  width_cm: 1.9,
  perimeter_cm: 8.4,
  lw_estimate_cm2: 5.89,
  ellipse_estimate_cm2: 4.63,
  tissue: { granulation: 80, slough: 20, necrotic: 0, epithelial: 0 },
  periwound_erythema: 3,
  infection_signs: DEFAULT_IMAGE_SIGNS,
  diagnosis: 'indeterminate',
  description: 'x',
  warnings: [],
  outline_source: 'model',
  model_version: 'wound-seg@abc',
  image_width: 64,
  image_height: 48,
};

/** A stored result as the server derives it from figures, the bedside checklist and the wound record. */
export function resultFixture(
  o: { figures?: Partial<MeasuredFigures>; bedside?: BedsideSigns; wound?: Partial<WoundContextJson> } = {},
): AnalysisResult {
  return deriveResult(
    {
      simulated: false,
      figures: { ...FIGURES, ...o.figures },
      annotatedPng: null,
      maskPng: null,
      plan: treatmentPlanFor('not_infected'),
      planSource: 'content',
    },
    2.4,
    { bedside: o.bedside ?? {}, wound: { ...UNKNOWN_CONTEXT, ...o.wound } },
  );
}
