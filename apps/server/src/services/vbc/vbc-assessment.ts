import type { ClinicalAssessment, Etiology, ExudateLevel, VbcWoundType } from '@woundcare/api-types';
import { deriveAssessment } from '../../clinical/derive-assessment.ts';
import type { EngineMeasurement } from '../../clinical/inputs.ts';
import type { WoundAnalysis } from '@woundcare/wound-vision/analyze';

export const VBC_ETIOLOGY: Record<VbcWoundType, Etiology> = {
  diabetic_ulcer: 'diabetic_foot_ulcer',
  pressure_sore: 'pressure_injury',
  surgical_wound: 'surgical',
};

/**
 * The clinical assessment of a Personalize VBC photo: the clinical core with what the form knows —
 * the etiology from the wound type, exudate when entered; no bedside signs, no site, and no ABPI
 * or TBI, so perfusion is "needs assessment" (no total contact cast, no debridement, no
 * compression until perfusion is checked). The outline is the model's, not reviewed.
 */
export function assessVbcPhoto(x: {
  woundType: VbcWoundType;
  measurement: EngineMeasurement;
  exudate: ExudateLevel | null;
  examDate: string;
}): ClinicalAssessment {
  return deriveAssessment({
    measurement: x.measurement,
    outlineStatus: 'model',
    bedside: {},
    clinicianTissue: null,
    exudate: x.exudate,
    wound: {
      etiology: VBC_ETIOLOGY[x.woundType],
      stage: null,
      site: null,
      abpi: null,
      tbi: null,
      healingPotential: null,
    },
    examDate: x.examDate,
    newBaseline: false,
    history: [],
  });
}

/** The engine's measurement as the clinical core reads it: the outline's area with its ±, per-region axes, quality. */
export function toEngineMeasurement(a: WoundAnalysis): EngineMeasurement {
  return {
    calibrated: a.calibrated,
    woundFound: a.wound_found,
    areaCm2: a.calibrated ? a.area_cm2 : null,
    areaUncertaintyCm2: a.calibrated ? a.area_uncertainty_cm2 : null,
    lengthCm: a.length_cm,
    widthCm: a.width_cm,
    perimeterCm: a.perimeter_cm,
    regions: a.regions.map((r) => ({ areaCm2: r.area_cm2, lengthCm: r.length_cm, widthCm: r.width_cm })),
    tissue: a.tissue,
    periwoundErythema: a.periwound_erythema,
    photoSigns: a.infection_signs,
    tissueFlags: a.tissue_flags,
    outlineSource: a.outline_source,
    outlineQuality: {
      score: a.outline_quality.score,
      review: a.outline_quality.review,
      statement: a.outline_quality.statement,
    },
    areaInterval:
      a.calibrated && a.area_interval
        ? { lowCm2: a.area_interval.low_cm2, highCm2: a.area_interval.high_cm2, coverage: a.area_interval.coverage }
        : null,
  };
}
