/**
 * Personalize VBC (docs/spec-notes.md#personalize-vbc): the form's choices, one definition for the server's rules, its
 * request schema (`requests-vbc.ts`) and the web form. Types and constants only — no zod here, so
 * the package root stays free of it.
 */

/** `wound_type` of POST /api/personalize-vbc. */
export const VBC_WOUND_TYPES = ['diabetic_ulcer', 'pressure_sore', 'surgical_wound'] as const;
export type VbcWoundType = (typeof VBC_WOUND_TYPES)[number];

/** `insurance_type` of POST /api/personalize-vbc. */
export const VBC_INSURANCE_TYPES = ['medicare', 'medicaid', 'private', 'self_pay'] as const;
export type VbcInsuranceType = (typeof VBC_INSURANCE_TYPES)[number];

/** `patient_risk_score`: 0–5 in steps of 0.1, sent as text; the form starts at 1.5 ("medium"). */
export const VBC_RISK_SCORE = { min: 0, max: 5, step: 0.1, default: 1.5 } as const;
