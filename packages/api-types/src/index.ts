/**
 * The shapes of the JSON the server sends and the web app reads — one definition for both
 * sides. The clinical record's code lists (record.ts) are runtime constants; everything else
 * here is types only. The server builds these objects, the web app renders
 * them; a field changed here is checked by `tsc -b` on both.
 */

import type { WoundAnalysis } from '@woundcare/wound-vision/analyze';
import type { InfectionSign as EngineInfectionSign } from '@woundcare/wound-vision/infection/assess-infection';
import type { TissueShares } from '@woundcare/wound-vision/tissue/classify-tissue';
import type { Warning } from '@woundcare/wound-vision/warnings';

export type { TissueShares };
export * from './record.ts';
import type { AssessmentRecordJson } from './record.ts';
export type AnalysisWarning = Warning;

export type Priority = 'low' | 'medium' | 'high';
export type ThreadStatus = 'uploaded' | 'analyzing' | 'completed' | 'failed';
export type AnalysisStage = 'decoding' | 'calibrating' | 'outlining' | 'measuring' | 'assessing';

/**
 * One NERDS / STONEES sign (Sibbald), as the engine reports it; a remote analysis server may
 * leave out the mnemonic lists.
 */
export type InfectionSign = Omit<EngineInfectionSign, 'lists'> & { lists?: EngineInfectionSign['lists'] };

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

/** The plan summary stored on a thread's result (spec 001 §3 "Analysis result"). */
export interface DerivedTreatmentPlan {
  medications: string[];
  procedures: string[];
  followUp: string;
}

/** The figures every analysis path reports exactly as the engine measures them. */
type EngineFigures = Pick<
  WoundAnalysis,
  'calibrated' | 'pixels_per_cm' | 'area_cm2' | 'length_cm' | 'width_cm' | 'perimeter_cm' | 'lw_estimate_cm2' | 'ellipse_estimate_cm2' | 'tissue' | 'periwound_erythema' | 'description' | 'warnings'
>;

/**
 * What an analysis measured (engine, remote server or simulation): the engine's figures, with
 * the fields a remote server or a clinician's outline may fill differently.
 */
/** Measured-quality fields of the engine (issue 14/15); absent on remote and simulated analyses. */
type EngineQuality = Partial<Pick<WoundAnalysis, 'outline_quality' | 'area_uncertainty_cm2' | 'wound_found' | 'tissue_flags'>>;

export interface MeasuredFigures extends EngineFigures, EngineQuality {
  infection_signs: InfectionSign[];
  diagnosis: string;
  outline_source: 'model' | 'clinician';
  model_version: string | null;
  image_width: number | null;
  image_height: number | null;
}

/** Spec 001 §3 "Analysis result", stored on the thread, plus the measured figures. */
export interface AnalysisResult extends Omit<MeasuredFigures, 'image_width' | 'image_height'> {
  severity: Priority;
  healingStage: string;
  infectionRisk: 'High' | 'Low';
  /** 0–1 (spec §9 rule: 70 + 15 + 10 + 5, capped at 95) */
  confidence: number;
  /** seconds, one decimal */
  processingTime: number;
  recommendations: string[];
  treatmentPlan: DerivedTreatmentPlan;
  /** the plan the derivation used (content module, remote server, or built-in fallback) */
  plan?: TreatmentPlanFields;
  plan_source?: 'content' | 'remote' | 'built-in';
  /** remote path only: the consultant of spec §7 call 6 */
  suggestedConsultant?: Record<string, unknown> | null;
  image_width?: number | null;
  image_height?: number | null;
}

/** GET /api/threads/:id and the list's items: an assessment of one wound. */
export interface ThreadJson extends AssessmentRecordJson {
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
  /** pixel size of the stored photo (a clinician's outline mask must match it) */
  image: { width: number; height: number; format: string };
  attempts: number;
  analysisResult: AnalysisResult | null;
}

/** The slice of the engine's analysis the value-based-care rules read. */
export type VbcMeasurement = Pick<WoundAnalysis, 'calibrated' | 'area_cm2' | 'length_cm' | 'width_cm' | 'area_px' | 'tissue' | 'diagnosis' | 'warnings'>;

export type VbcRiskLevel = 'high' | 'medium' | 'low';
export type VbcPriority = 'urgent' | 'high' | 'standard' | 'routine';

/** POST /api/personalize-vbc: the spec's response (spec 001 §3 "Personalize VBC response") plus the figures it used. */
export interface PersonalizedVbc {
  vbc_metrics: {
    /** 0–100, the wound's state on the PUSH scale; null when the tissue could not be classified */
    quality_score: number | null;
    /** USD */
    cost_savings_potential: number;
    /** 0–100 planning score */
    intervention_effectiveness: number;
    /** 0–100 heuristic */
    patient_satisfaction_prediction: number;
  };
  personalized_plan: {
    risk_stratification: string;
    intervention_priority: string;
    cost_effectiveness: string;
    patient_engagement: string;
    outcome_prediction: string;
    care_coordination: string;
    treatment_recommendations: string[];
  };
  recommendations: string[];
  measurement: VbcMeasurement & {
    push_area_score: number | null;
    push_tissue_score: number | null;
  };
  basis: {
    risk_level: VbcRiskLevel;
    composite_risk: number;
    priority: VbcPriority;
    expected_episode_cost: number;
    avoidable_share: number;
    assumptions: string[];
  };
  rules_version: string;
}
