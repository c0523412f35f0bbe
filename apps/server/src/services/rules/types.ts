/** The diagnosis values the analysis gives; anything else is displayed as 'Unable to determine'. */
export const RECOGNISED_DIAGNOSES = ['infected', 'not_infected'] as const;
export type Diagnosis = (typeof RECOGNISED_DIAGNOSES)[number];

export type { Priority } from '@woundcare/api-types';

export type { TreatmentPlanFields } from '@woundcare/api-types';

/** The plan summary stored on a thread's result (spec §3 "Analysis result"). */
export type { DerivedTreatmentPlan } from '@woundcare/api-types';

export function isRecognisedDiagnosis(dx: unknown): dx is Diagnosis {
  return dx === 'infected' || dx === 'not_infected';
}
