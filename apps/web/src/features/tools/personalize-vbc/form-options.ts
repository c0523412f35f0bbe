/** Personalize VBC form options and defaults (docs/spec-notes.md#personalize-vbc); the choices themselves are the contract's. */

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  VBC_INSURANCE_TYPES,
  VBC_RISK_SCORE,
  VBC_WOUND_TYPES,
  type VbcInsuranceType,
  type VbcWoundType,
} from '@woundcare/api-types';

// the choices' names on screen (workspace catalog messages)
const WOUND_TYPE_LABEL: Record<VbcWoundType, MessageDescriptor> = {
  diabetic_ulcer: msg`Diabetic ulcer`,
  pressure_sore: msg`Pressure sore`,
  surgical_wound: msg`Surgical wound`,
};

const INSURANCE_TYPE_LABEL: Record<VbcInsuranceType, MessageDescriptor> = {
  medicare: msg`Medicare`,
  medicaid: msg`Medicaid`,
  private: msg`Private`,
  self_pay: msg`Self-pay`,
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
  noImage: msg`Please select a wound image first`,
  /** {message}: why the server refused */
  failed: msg({ message: 'Failed to analyze wound image: {message}' }),
  analysisFailed: msg`Analysis failed`,
} as const;
