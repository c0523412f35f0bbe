/** Personalize VBC form options and defaults (docs/spec-notes.md#personalize-vbc); the choices themselves are the contract's. */

import {
  VBC_INSURANCE_TYPES,
  VBC_RISK_SCORE,
  VBC_WOUND_TYPES,
  type VbcInsuranceType,
  type VbcWoundType,
} from '@woundcare/api-types';

const WOUND_TYPE_LABEL: Record<VbcWoundType, string> = {
  diabetic_ulcer: 'Diabetic ulcer',
  pressure_sore: 'Pressure sore',
  surgical_wound: 'Surgical wound',
};

const INSURANCE_TYPE_LABEL: Record<VbcInsuranceType, string> = {
  medicare: 'Medicare',
  medicaid: 'Medicaid',
  private: 'Private',
  self_pay: 'Self-pay',
};

export const WOUND_TYPES = VBC_WOUND_TYPES.map((value) => ({ value, label: WOUND_TYPE_LABEL[value] }));

export const INSURANCE_TYPES = VBC_INSURANCE_TYPES.map((value) => ({ value, label: INSURANCE_TYPE_LABEL[value] }));

export const RISK_SCORE = VBC_RISK_SCORE;

export const DEFAULTS: { woundType: VbcWoundType; riskScore: number; insurance: VbcInsuranceType } = {
  woundType: 'diabetic_ulcer',
  riskScore: RISK_SCORE.default,
  insurance: 'medicare',
};

/** The risk score as the form sends it: text with one decimal (1.5 → "1.5", 2 → "2.0"). */
export function riskScoreText(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

export const MESSAGES = {
  noImage: 'Please select a wound image first',
  failed: 'Failed to analyze wound image',
} as const;
