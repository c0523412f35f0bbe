import type { DerivedTreatmentPlan, Priority, TreatmentPlanFields } from '../rules/types.ts';

export type ThreadStatus = 'uploaded' | 'analyzing' | 'completed' | 'failed';
export type AnalysisStage = 'decoding' | 'calibrating' | 'outlining' | 'measuring' | 'assessing';
export const ANALYSIS_STAGES: readonly AnalysisStage[] = ['decoding', 'calibrating', 'outlining', 'measuring', 'assessing'];

export const CLINICIAN_SIGNS = ['exudate', 'smell', 'non_healing', 'temperature', 'probes_to_bone', 'new_breakdown', 'oedema'] as const;
export type ClinicianSignId = (typeof CLINICIAN_SIGNS)[number];

export interface InfectionSignJson {
  id: string;
  label: string;
  source: 'image' | 'clinician';
  present: boolean;
  value: number | string | boolean | null;
  evidence: string;
  lists?: string[];
}

/** Spec 001 §3 "Analysis result", stored on the thread, plus the measured figures. */
export interface AnalysisResult {
  severity: Priority;
  healingStage: string;
  infectionRisk: 'High' | 'Low';
  /** 0–1 (spec §9 rule: 70 + 15 + 10 + 5, capped at 95) */
  confidence: number;
  /** seconds, one decimal */
  processingTime: number;
  /** null when the photo had no calibration sticker */
  area_cm2: number | null;
  calibrated: boolean;
  pixels_per_cm: number | null;
  length_cm: number | null;
  width_cm: number | null;
  perimeter_cm: number | null;
  lw_estimate_cm2: number | null;
  ellipse_estimate_cm2: number | null;
  tissue: { granulation: number; slough: number; necrotic: number; epithelial: number } | null;
  periwound_erythema: number | null;
  infection_signs: InfectionSignJson[];
  diagnosis: string;
  description: string;
  recommendations: string[];
  treatmentPlan: DerivedTreatmentPlan;
  warnings: { code: string; message: string }[];
  outline_source: 'model' | 'clinician';
  model_version: string | null;
  /** the plan the derivation used (content module, remote server, or built-in fallback) */
  plan?: TreatmentPlanFields;
  plan_source?: 'content' | 'remote' | 'built-in';
  /** remote path only: the consultant of spec §7 call 6 */
  suggestedConsultant?: Record<string, unknown> | null;
  image_width?: number | null;
  image_height?: number | null;
}

export interface ThreadJson {
  id: string;
  patientName: string;
  status: ThreadStatus;
  stage: AnalysisStage | null;
  priority: Priority;
  uploadedAt: string;
  completedAt: string | null;
  processingTime: number | null;
  simulated: boolean;
  error: string | null;
  imageUrl: string;
  annotatedUrl: string | null;
  maskUrl: string | null;
  image: { width: number; height: number; format: string };
  attempts: number;
  analysisResult: AnalysisResult | null;
}
