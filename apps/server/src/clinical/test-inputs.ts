import type { AssessmentInputs, WoundFacts } from './inputs.ts';

/** A measured, calibrated photo of a 4 cm² wound with a healable, recorded wound: the base every test varies. */
export function makeInputs(
  over: Partial<Omit<AssessmentInputs, 'wound'>> & { wound?: Partial<WoundFacts> } = {},
): AssessmentInputs {
  const { wound, ...rest } = over;
  return {
    measurement: {
      calibrated: true,
      woundFound: true,
      areaCm2: 4,
      areaUncertaintyCm2: 0.3,
      lengthCm: 3,
      widthCm: 2,
      perimeterCm: 8,
      regions: null,
      tissue: { granulation: 80, slough: 10, necrotic: 0, epithelial: 10 },
      periwoundErythema: null,
      photoSigns: [],
      tissueFlags: [],
      outlineSource: 'model',
      outlineQuality: { score: 0.8, review: false },
    },
    outlineStatus: 'model',
    bedside: {},
    clinicianTissue: null,
    exudate: 'light',
    examDate: '2026-11-02T10:00:00.000Z',
    newBaseline: false,
    history: [],
    ...rest,
    wound: {
      etiology: 'diabetic_foot_ulcer',
      stage: null,
      site: 'plantar_forefoot_left',
      abpi: 1.0,
      tbi: 0.8,
      healingPotential: 'healable',
      ...wound,
    },
  };
}
