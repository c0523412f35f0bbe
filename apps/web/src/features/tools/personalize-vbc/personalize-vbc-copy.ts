import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PersonalizedVbc } from '../api/personalize-vbc.ts';

/** The words of the Personalize VBC form and its results (workspace catalog messages). */
export const personalizeVbcCopy = {
  intro: msg`The wound engine measures the photo (in cm² when the calibration sticker is in the picture); the plan below is computed from that measurement and your three inputs by documented rules. The figures are planning estimates, not a diagnosis.`,
  image: msg`Wound image`,
  imageAlt: msg`The selected wound photo`,
  woundType: msg`Wound type`,
  riskScore: msg`Patient risk score`,
  lowest: msg`0 (lowest)`,
  highest: msg`5 (highest)`,
  insurance: msg`Insurance type`,
  analyzing: msg`Analyzing...`,
  generate: msg`Generate Personalized VBC Plan`,
  analyzingStatus: msg`Analyzing the wound image`,
  ready: msg`Personalized plan ready`,
  results: {
    title: msg`VBC performance metrics`,
    estimates: msg`Planning estimates`,
    quality: msg`Quality score`,
    /** {score}: out of 100 */
    outOf100: msg({ message: '{score}/100' }),
    qualityCalibrated: msg`PUSH area + tissue`,
    qualityTissueOnly: msg`Tissue only — not calibrated`,
    savings: msg`Cost savings potential`,
    /** {cost}: a dollar amount */
    ofEpisodeCost: msg({ message: 'of {cost} expected episode cost' }),
    effectiveness: msg`Intervention effectiveness`,
    effectivenessNote: msg`Planning score, not a healing probability`,
    satisfaction: msg`Patient satisfaction prediction`,
    satisfactionNote: msg`Heuristic for outreach planning`,
    measured: msg`What the engine measured`,
    calibrated: msg`Calibrated`,
    /** {area}: the area with its unit, in bold */
    area: msg({ message: 'Area {area}' }),
    /** {area}: the area in bold; {length} {width}: centimetres to one decimal */
    areaWithSize: msg({ message: 'Area {area} · {length} × {width} cm' }),
    notCalibrated: msg`Not calibrated`,
    /** {pixels}: the outlined area in pixels, formatted */
    noSticker: msg({ message: 'No calibration sticker found — no area in cm² ({pixels} px² outlined).' }),
    infected: msg`Infection signs on the photo`,
    notInfected: msg`No infection signs on the photo`,
    /** {area}: the PUSH area subscore; {tissue}: the tissue subscore */
    subscores: msg({
      message: 'PUSH area subscore {area} · tissue subscore {tissue} · exudate not assessed from a photo.',
    }),
    areaNotCalibrated: msg`n/a (not calibrated)`,
    notAvailable: msg`n/a`,
    plan: msg`Personalized care plan`,
    treatment: msg`Treatment recommendations`,
    treatmentNote: msg`Derived by rule from the measured photo and the wound type.`,
    actionable: msg`Actionable recommendations`,
    assumptions: msg`Assumptions`,
    /** {version}: the rules' version */
    rules: msg({ message: 'Rules {version}.' }),
  },
  planRows: {
    risk_stratification: msg`Risk stratification`,
    intervention_priority: msg`Intervention priority`,
    cost_effectiveness: msg`Cost effectiveness`,
    patient_engagement: msg`Patient engagement`,
    outcome_prediction: msg`Outcome prediction`,
    care_coordination: msg`Care coordination`,
  } satisfies Record<
    Exclude<keyof PersonalizedVbc['personalized_plan'], 'treatment_recommendations'>,
    MessageDescriptor
  >,
  tissue: {
    granulation: msg`Granulation`,
    slough: msg`Slough`,
    necrotic: msg`Necrotic`,
    epithelial: msg`Epithelial`,
  },
} as const;
