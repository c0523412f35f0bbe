export type { AnalysisResult, AnalysisResultJson, AnalysisStage, AssessmentJson } from '@woundcare/api-types';
export { CLINICIAN_SIGNS } from '@woundcare/api-types';
import { ANALYSIS_STAGES as STAGES } from '@woundcare/api-types';

/** The engine's stages in order (labels: api-types ANALYSIS_STAGES). */
export const ANALYSIS_STAGES = STAGES.map((s) => s.id);
