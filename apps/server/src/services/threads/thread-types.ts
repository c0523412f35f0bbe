export type { AnalysisResult, AnalysisStage, ThreadJson, ThreadStatus, InfectionSign as InfectionSignJson } from '@woundcare/api-types';
import type { AnalysisStage } from '@woundcare/api-types';

export const ANALYSIS_STAGES: readonly AnalysisStage[] = ['decoding', 'calibrating', 'outlining', 'measuring', 'assessing'];

export const CLINICIAN_SIGNS = ['exudate', 'smell', 'non_healing', 'temperature', 'probes_to_bone', 'new_breakdown', 'oedema'] as const;
export type ClinicianSignId = (typeof CLINICIAN_SIGNS)[number];
