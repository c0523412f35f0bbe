/**
 * POST /api/personalize-vbc (multipart): the form's text fields. Part of
 * `@woundcare/api-types/requests` (re-exported there); the choices are in `vbc.ts`.
 */

import { z } from 'zod';
import { EXUDATE_LEVELS } from './record.ts';
import { VBC_INSURANCE_TYPES, VBC_RISK_SCORE, VBC_WOUND_TYPES } from './vbc.ts';

/** Spec 001 §5: risk score 0–5 in steps of 0.1, sent as text. */
export const vbcRiskScoreSchema = z
  .string({ message: `is required (a number from ${VBC_RISK_SCORE.min} to ${VBC_RISK_SCORE.max})` })
  .trim()
  .min(1, `is required (a number from ${VBC_RISK_SCORE.min} to ${VBC_RISK_SCORE.max})`)
  .transform((v, ctx) => {
    const n = Number(v);
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: `must be a number from ${VBC_RISK_SCORE.min} to ${VBC_RISK_SCORE.max}` });
      return z.NEVER;
    }
    return n;
  })
  .refine(
    (n) => n >= VBC_RISK_SCORE.min && n <= VBC_RISK_SCORE.max,
    `must be from ${VBC_RISK_SCORE.min} to ${VBC_RISK_SCORE.max}`,
  )
  .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-6, 'must be in steps of 0.1 (e.g. 1.5)');

/** The text fields of POST /api/personalize-vbc (the photo is the multipart field `file`, checked apart). */
export const personalizeVbcFormSchema = z.object({
  wound_type: z.enum(VBC_WOUND_TYPES, { message: `must be one of ${VBC_WOUND_TYPES.join(', ')}` }),
  patient_risk_score: vbcRiskScoreSchema,
  insurance_type: z.enum(VBC_INSURANCE_TYPES, { message: `must be one of ${VBC_INSURANCE_TYPES.join(', ')}` }),
  /** the bedside exudate amount when the assessment records it (PUSH 3.0 exudate item) */
  exudate: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(EXUDATE_LEVELS, { message: 'must be none, light, moderate or heavy' }).optional(),
  ),
});
export type PersonalizeVbcFormBody = z.input<typeof personalizeVbcFormSchema>;
