/** Personalize VBC form options and defaults (spec 001 §5). */

export type WoundType = 'diabetic_ulcer' | 'pressure_sore' | 'surgical_wound';
export type InsuranceType = 'medicare' | 'medicaid' | 'private' | 'self_pay';

export const WOUND_TYPES: { value: WoundType; label: string }[] = [
  { value: 'diabetic_ulcer', label: 'Diabetic ulcer' },
  { value: 'pressure_sore', label: 'Pressure sore' },
  { value: 'surgical_wound', label: 'Surgical wound' },
];

export const INSURANCE_TYPES: { value: InsuranceType; label: string }[] = [
  { value: 'medicare', label: 'Medicare' },
  { value: 'medicaid', label: 'Medicaid' },
  { value: 'private', label: 'Private' },
  { value: 'self_pay', label: 'Self-pay' },
];

export const RISK_SCORE = { min: 0, max: 5, step: 0.1, default: 1.5 } as const;

export const DEFAULTS = {
  woundType: 'diabetic_ulcer' as WoundType,
  riskScore: RISK_SCORE.default,
  insurance: 'medicare' as InsuranceType,
};

/** The risk score as the form sends it: text with one decimal (1.5 → "1.5", 2 → "2.0"). */
export function riskScoreText(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

export const MESSAGES = {
  noImage: 'Please select a wound image first',
  failed: 'Failed to analyze wound image',
} as const;
