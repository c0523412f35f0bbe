import type { ClinicalAssessment, BedsideSigns, WoundContextJson } from '@woundcare/api-types';
import type { MeasuredFigures } from '../../src/services/assessments/analyzer-types.ts';
import { deriveAssessment } from '../../src/clinical/derive-assessment.ts';
import { engineMeasurementOf } from '../../src/services/assessments/load-inputs.ts';
import { measuredResult } from '../../src/services/assessments/measured-result.ts';
import { fillResult } from '../../src/services/assessments/result-fields.ts';
import { asEtiology, UNKNOWN_CONTEXT } from '../../src/services/rules/wound-context.ts';
import type { AnalysisResult } from '../../src/services/assessments/assessment-types.ts';
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

type FixtureOptions = { figures?: Partial<MeasuredFigures>; bedside?: BedsideSigns; wound?: Partial<WoundContextJson> };

/** A stored result and its assessment as the server derives them from figures, the bedside checklist and the wound record. */
export function assessedFixture(o: FixtureOptions = {}): { result: AnalysisResult; clinical: ClinicalAssessment } {
  const measured = measuredResult(
    { simulated: false, figures: { ...FIGURES, ...o.figures }, annotatedPng: null, maskPng: null },
    2.4,
  );
  const wound = { ...UNKNOWN_CONTEXT, ...o.wound };
  const measurement = engineMeasurementOf(measured, false);
  const clinical = deriveAssessment({
    measurement,
    outlineStatus: 'model',
    bedside: o.bedside ?? {},
    clinicianTissue: null,
    exudate: wound.exudate,
    wound: {
      etiology: asEtiology(wound.etiology),
      stage: (wound.stage as never) ?? null,
      site: wound.site,
      abpi: wound.abpi,
      tbi: null,
      healingPotential: wound.healing_potential,
    },
    examDate: wound.exam_date ?? '2026-01-05T12:00:00.000Z',
    newBaseline: false,
    history: [],
  });
  const result = fillResult(measured, clinical, {
    bedside: o.bedside ?? {},
    wound,
    woundFound: measurement.woundFound,
  });
  return { result, clinical };
}

/** A stored result as the server derives it from figures, the bedside checklist and the wound record. */
export function resultFixture(o: FixtureOptions = {}): AnalysisResult {
  return assessedFixture(o).result;
}
