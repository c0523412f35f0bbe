import type { TreatmentPlanFields } from '../rules/types.ts';
import type { AnalysisStage, ClinicianSignId, InfectionSignJson } from '../threads/thread-types.ts';

export interface AnalyzeInput {
  photo: Buffer;
  /** container format of the photo (jpeg, png, …) */
  format: string;
  confThresh: number | null;
  /** a clinician's corrected outline (0/255 PNG, the photo's pixel size) */
  maskPng?: Buffer;
  previousAreaCm2: number | null;
  clinicianSigns: ClinicianSignId[];
  maxBytes: number;
  onStage: (stage: AnalysisStage) => void;
}

/** What any analysis path (engine, remote server, simulation) hands back to the job. */
export interface MeasuredFigures {
  calibrated: boolean;
  pixels_per_cm: number | null;
  area_cm2: number | null;
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
  warnings: { code: string; message: string }[];
  outline_source: 'model' | 'clinician';
  model_version: string | null;
  image_width: number | null;
  image_height: number | null;
}

export interface AnalysisOutcome {
  simulated: boolean;
  figures: MeasuredFigures;
  annotatedPng: Buffer | null;
  maskPng: Buffer | null;
  plan: TreatmentPlanFields;
  planSource: 'content' | 'remote' | 'built-in';
  suggestedConsultant?: Record<string, unknown> | null;
}

export type Analyzer = (input: AnalyzeInput) => Promise<AnalysisOutcome>;

/** The slice of the engine's worker pool the jobs use (see packages/wound-vision/src/pool.ts). */
export type AnalysisEngine = Pick<import('@woundcare/wound-vision/pool').AnalysisPool, 'analyze'>;
