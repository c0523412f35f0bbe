/**
 * The shapes of the JSON the server sends and the web app reads — one definition for both
 * sides (types only; nothing here runs). The server builds these objects, the web app renders
 * them; a field changed here is checked by `tsc -b` on both.
 */

export type Priority = 'low' | 'medium' | 'high';
export type ThreadStatus = 'uploaded' | 'analyzing' | 'completed' | 'failed';
export type AnalysisStage = 'decoding' | 'calibrating' | 'outlining' | 'measuring' | 'assessing';

/** Percent of the wound bed per tissue type (sums to ~100). */
export interface TissueShares {
  granulation: number;
  slough: number;
  necrotic: number;
  epithelial: number;
}

export interface AnalysisWarning {
  code: string;
  message: string;
}

/** One NERDS / STONEES sign (Sibbald): where it came from and the evidence for it. */
export interface InfectionSign {
  id: string;
  label: string;
  source: 'image' | 'clinician';
  present: boolean;
  value: number | string | boolean | null;
  evidence: string;
  /** NERDS / STONEES checklists the sign belongs to */
  lists?: string[];
}

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

/** What an analysis measured (engine, remote server or simulation). */
export interface MeasuredFigures {
  calibrated: boolean;
  pixels_per_cm: number | null;
  /** null when the photo had no calibration sticker */
  area_cm2: number | null;
  length_cm: number | null;
  width_cm: number | null;
  perimeter_cm: number | null;
  lw_estimate_cm2: number | null;
  ellipse_estimate_cm2: number | null;
  tissue: TissueShares | null;
  periwound_erythema: number | null;
  infection_signs: InfectionSign[];
  diagnosis: string;
  description: string;
  warnings: AnalysisWarning[];
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

/** GET /api/threads/:id and the list's items. */
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
  /** pixel size of the stored photo (a clinician's outline mask must match it) */
  image: { width: number; height: number; format: string };
  attempts: number;
  analysisResult: AnalysisResult | null;
}

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
  measurement: {
    calibrated: boolean;
    area_cm2: number | null;
    length_cm: number | null;
    width_cm: number | null;
    area_px: number;
    tissue: TissueShares | null;
    diagnosis: 'infected' | 'not_infected';
    push_area_score: number | null;
    push_tissue_score: number | null;
    warnings: AnalysisWarning[];
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
