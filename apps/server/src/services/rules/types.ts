/** The diagnosis values the analysis gives; anything else is displayed as 'Unable to determine'. */
export const RECOGNISED_DIAGNOSES = ['infected', 'not_infected'] as const;
export type Diagnosis = (typeof RECOGNISED_DIAGNOSES)[number];

export type Priority = 'low' | 'medium' | 'high';

/** Spec 001 §3 "Treatment plan" fields. */
export interface TreatmentPlanFields {
  name: string;
  description: string;
  severity: string;
  materials: string[];
  /** step number → text */
  steps: Record<string, string>;
  precautions: string[];
  when_to_seek_help: string[] | string;
  duration: string;
  is_self_treatable: boolean;
}

/** The plan summary stored on a thread's result (spec §3 "Analysis result"). */
export interface DerivedTreatmentPlan {
  medications: string[];
  procedures: string[];
  followUp: string;
}

export function isRecognisedDiagnosis(dx: unknown): dx is Diagnosis {
  return dx === 'infected' || dx === 'not_infected';
}
