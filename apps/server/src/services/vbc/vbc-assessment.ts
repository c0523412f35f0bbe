import type { Assessment, Etiology } from '@woundcare/api-types';
import { deriveAssessment } from '../../clinical/derive-assessment.ts';
import type { EngineMeasurement } from '../../clinical/inputs.ts';
import type { ExudateAmount, WoundType } from './vbc-rules.ts';

export const VBC_ETIOLOGY: Record<WoundType, Etiology> = {
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
  woundType: WoundType;
  measurement: EngineMeasurement;
  exudate: ExudateAmount | null;
  examDate: string;
}): Assessment {
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
