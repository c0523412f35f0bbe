import type { TreatmentPlanFields } from '../rules/types.ts';
import type { BedsideSigns } from '@woundcare/api-types';
import type { AnalysisStage } from './assessment-types.ts';

export interface AnalyzeInput {
  photo: Buffer;
  /** container format of the photo (jpeg, png, …) */
  format: string;
  confThresh: number | null;
  /** a clinician's corrected outline (0/255 PNG, the photo's pixel size) */
  maskPng?: Buffer;
  previousAreaCm2: number | null;
  /** the bedside infection checklist (signs left out are not assessed) */
  clinicianSigns: BedsideSigns;
  maxBytes: number;
  onStage: (stage: AnalysisStage) => void;
}

/** What any analysis path (engine, remote server, simulation) hands back to the job. */
export type { MeasuredFigures } from '@woundcare/api-types';
import type { MeasuredFigures } from '@woundcare/api-types';

export interface AnalysisOutcome {
  simulated: boolean;
  figures: MeasuredFigures;
  annotatedPng: Buffer | null;
  maskPng: Buffer | null;
  /** the model's probability map (grey PNG), when the model traced the outline */
  probabilityPng?: Buffer | null;
  /** a remote analysis server's own plan (GET /treatment_plan/{kind}: docs/spec-notes.md#analysis-server-paths); the stored plan is always the assessment's */
  plan?: TreatmentPlanFields;
  planSource?: 'content' | 'remote' | 'built-in';
  suggestedConsultant?: Record<string, unknown> | null;
}

export type Analyzer = (input: AnalyzeInput) => Promise<AnalysisOutcome>;

/** The slice of the engine's worker pool the jobs use (see packages/wound-vision/src/pool.ts). */
export type AnalysisEngine = Pick<import('@woundcare/wound-vision/pool').AnalysisPool, 'analyze'>;
