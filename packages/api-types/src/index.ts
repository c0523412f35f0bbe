/**
 * The shapes of the JSON the server sends and the web app reads — one definition for both
 * sides. The clinical record's code lists (record.ts) are runtime constants, plus a few runtime
 * constants and formatters both sides share; everything else is types only. The server builds these objects, the web app renders
 * them; a field changed here is checked by `tsc -b` on both.
 */

import type { ClinicalAssessment, AssessmentAmendmentJson, AssessmentFlag, BedsideSignStates } from './assessment.ts';
import type { AreaRange, BedsideExam, InfectionSignId, ListName, SignState } from '@woundcare/vocabulary';

// the shared words (signs, lists, sites, etiologies, formatArea) are part of the contract
export * from '@woundcare/vocabulary';
export * from './record.ts';
export * from './account.ts';
export * from './directory.ts';
export * from './referrals.ts';
export * from './errors.ts';
export * from './assessment.ts';
export * from './patient-link.ts';
export * from './locales.ts';
export * from './vbc.ts';
export * from './ehr.ts';
import type { AssessmentRecordJson, WoundJson } from './record.ts';

/** A warning the user can act on; `code` is stable, `message` is for people. */
export interface AnalysisWarning {
  code: string;
  message: string;
}

/** Percentages of the wound bed by tissue colour (they add up to 100). */
export interface TissueShares {
  granulation: number;
  slough: number;
  necrotic: number;
  epithelial: number;
}

export type Priority = 'low' | 'medium' | 'high';
export type AssessmentStatus = 'uploaded' | 'analyzing' | 'completed' | 'failed';

/** The engine's stages in order, with what the clinician reads while one runs (an assessment's `stage`). */
/**
 * POST /api/assessments: the optional header naming an upload with a UUID the client made. A
 * repeat with the same key gets the first upload's assessment (200), never a second one.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const ANALYSIS_STAGES = [
  { id: 'decoding', label: 'Reading the photo' },
  { id: 'calibrating', label: 'Finding the calibration sticker' },
  { id: 'outlining', label: 'Tracing the wound outline' },
  { id: 'measuring', label: 'Measuring the wound' },
  { id: 'assessing', label: 'Assessing tissue and infection signs' },
] as const;
export type AnalysisStage = (typeof ANALYSIS_STAGES)[number]['id'];

/** The label of a stage; before the first stage 'Waiting to start'. */
export function analysisStageLabel(stage: AnalysisStage | null): string {
  return ANALYSIS_STAGES.find((s) => s.id === stage)?.label ?? 'Waiting to start';
}

/**
 * One NERDS / STONEES sign (Sibbald) as an analysis reports it; a remote analysis server may
 * leave out the mnemonic lists and the state.
 */
export interface InfectionSign {
  id: string;
  label: string;
  source: 'image' | 'clinician';
  /** true only when the state is 'present' (kept for clients of the analysis server's JSON) */
  present: boolean;
  state?: SignState;
  value: number | string | boolean | null;
  evidence: string;
  /** which mnemonic(s) the sign belongs to */
  lists?: ListName[];
}

/** Bedside entries for the infection checklist, NERDS/STONEES and IWGDF/IDSA items (a sign left out is not assessed). */
export type BedsideSigns = BedsideSignStates;

/** One sign of the screen as the server derived it: the clinician's entry wins over the photo's. */
export interface ScreenSign {
  id: InfectionSignId;
  label: string;
  note: string;
  state: SignState;
  /** where the state came from: the bedside checklist, the photo, or nowhere (not assessed) */
  source: 'clinician' | 'image' | 'none';
  /** what the photo showed, when it showed anything */
  image_evidence: string | null;
  lists: ('NERDS' | 'STONEES')[];
}

export type ScreenResult = 'positive' | 'negative' | 'indeterminate';

/** One list (NERDS or STONEES) of the screen: its letters counted by state. */
export interface ListScreen {
  result: ScreenResult;
  present: number;
  absent: number;
  not_assessed: number;
  letters: number;
}

/** The three-way infection screen (the engine's rule table reads the signs; Sibbald 2006, Woo & Sibbald 2009). */
export interface InfectionScreen {
  result: ScreenResult;
  /** NERDS → local (superficial) bioburden, STONEES → deep / surrounding infection; null unless positive */
  level: 'local' | 'deep' | null;
  nerds: ListScreen;
  stonees: ListScreen;
  /** "probes to bone" present: possible osteomyelitis, urgent whatever the counts (IWGDF/IDSA 2023) */
  osteomyelitis_flag: boolean;
  /** one readable line: the result and the counts */
  summary: string;
  sources: string[];
}

/** The server's infection screen: the screen with each sign as the server derived it. */
export interface InfectionScreenJson extends InfectionScreen {
  signs: ScreenSign[];
  /** false when the photo showed no wound: the photo then says nothing about infection */
  wound_found: boolean;
}

/**
 * The area as a range with the share of true areas it is calibrated to cover ("95 % range
 * 2.5–6.1 cm²"): from the model outline's edge band and triage, or, for a clinician's outline, the
 * traced line's edge band; both with the sticker's calibration error.
 */
export interface AreaInterval extends AreaRange {
  basis: 'model_outline' | 'traced_outline';
}

/**
 * Measured quality of the outline (engine field, replaces the spec's fixed 70 + 15 + 10 + 5
 * "confidence"): the triage's plain statement is shown in the spec's confidence slot.
 */
export interface OutlineQuality {
  /** 1 − the triage's probability that the area is off by more than 25 % (the evaluation's figure, not shown) */
  score: number;
  review: boolean;
  /** the triage (absent on results stored before it): 'traced' for a clinician's outline */
  verdict?: 'likely_within_15' | 'check' | 'traced' | 'no_wound';
  /** "Outline likely within 15 %" or "Check the outline: …" in plain words (absent on older results) */
  statement?: string;
  checks: Array<{
    id:
      | 'model_certainty'
      | 'boundary_certainty'
      | 'sticker_size'
      | 'camera_tilt'
      | 'sticker_distance'
      | 'sharpness'
      | 'glare'
      | 'edge_touch';
    ok: boolean;
    value: number | null;
    limit: number;
    message: string;
  }>;
  reasons: string[];
}

export interface TissueFlag {
  code: 'possible_exposed_structure';
  message: string;
  share: number;
}

/** One piece of treatment advice with the guideline it comes from (server rule table). */
export interface AdviceItem {
  id: string;
  text: string;
  source: string;
  /** 'urgent' items come first and are shown as such */
  kind: 'urgent' | 'treatment' | 'assessment' | 'avoid';
}

/** What the advice rules read besides the analysis (the wound record; 'unknown' without one). */
export interface WoundContextJson {
  etiology: string;
  stage: string | null;
  site: string | null;
  abpi: number | null;
  /** Wound Bed Preparation 2021: healable / maintenance / non_healable (null = not assessed) */
  healing_potential: 'healable' | 'maintenance' | 'non_healable' | null;
  exudate: 'none' | 'light' | 'moderate' | 'heavy' | null;
  exam_date: string | null;
}

/** The treatment plan's fields (docs/spec-notes.md#analysis-result). */
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

/** The plan summary stored on an assessment's result (docs/spec-notes.md#analysis-result). */
export interface DerivedTreatmentPlan {
  medications: string[];
  procedures: string[];
  followUp: string;
}

/** The figures every analysis path reports exactly as the engine measures them. */
export interface EngineFigures {
  calibrated: boolean;
  pixels_per_cm: number | null;
  area_cm2: number | null;
  length_cm: number | null;
  width_cm: number | null;
  perimeter_cm: number | null;
  lw_estimate_cm2: number | null;
  ellipse_estimate_cm2: number | null;
  tissue: TissueShares | null;
  periwound_erythema: number | null;
  description: string;
  warnings: AnalysisWarning[];
}

/**
 * What an analysis measured (engine, remote server or simulation): the engine's figures, with
 * the fields a remote server or a clinician's outline may fill differently.
 */
export interface MeasuredFigures extends EngineFigures {
  infection_signs: InfectionSign[];
  /** measured-quality fields of the engine; null or absent on remote and simulated analyses */
  outline_quality?: OutlineQuality | null;
  area_uncertainty_cm2?: number | null;
  /** the area's range with its stated coverage (engine); null or absent when not reported */
  area_interval?: AreaInterval | null;
  wound_found?: boolean;
  tissue_flags?: TissueFlag[];
  diagnosis: string;
  outline_source: 'model' | 'clinician';
  model_version: string | null;
  image_width: number | null;
  image_height: number | null;
}

/** The analysis result (docs/spec-notes.md#analysis-result), stored on the assessment, plus the measured figures. */
export interface AnalysisResult extends Omit<MeasuredFigures, 'image_width' | 'image_height'> {
  severity: Priority;
  /** why the priority is what it is (rule rows that fired, with their sources) */
  priority_reasons?: string[];
  /** the three-way infection screen the server derived from the photo's signs and the bedside checklist */
  infection_screen: InfectionScreenJson;
  /** the bedside checklist as entered (upload or result page) */
  bedside_signs: BedsideSigns;
  /** engine: measured outline quality (null for a remote or simulated analysis, or before the engine reports it) */
  outline_quality: OutlineQuality | null;
  /** engine: ± on area_cm2, 1 σ (null when not calibrated or not reported); surfaces show area_interval */
  area_uncertainty_cm2: number | null;
  /** engine: the area's range with its stated coverage (null when not calibrated or not reported) */
  area_interval: AreaInterval | null;
  /** engine: did the model find a wound (absent on older results: read NO_WOUND_FOUND) */
  wound_found?: boolean;
  /** engine: white, low-chroma areas inside the wound ("possible exposed bone/tendon — check") */
  tissue_flags: TissueFlag[];
  /** treatment advice by etiology and findings, each with its source */
  advice: AdviceItem[];
  /** what the advice rules read from the wound record */
  wound_context: WoundContextJson;
  /** seconds, one decimal */
  processingTime: number;
  /** the engine's own description (its visual sentences are kept in `description`, the rest restated from the assessment) */
  engine_description?: string;
  recommendations: string[];
  treatmentPlan: DerivedTreatmentPlan;
  /** the plan the derivation used (content module, remote server, or built-in fallback) */
  plan?: TreatmentPlanFields;
  plan_source?: 'content' | 'remote' | 'built-in';
  /** remote path only: the consultant of GET /doctor_contact/{state} (docs/spec-notes.md#analysis-server-paths) */
  suggestedConsultant?: Record<string, unknown> | null;
  image_width?: number | null;
  image_height?: number | null;
}

/**
 * What the server's rule tables make of a result for display (computed each time an assessment is
 * sent, so a stored result always reads with today's rules). The web shows these as they are.
 */
export interface ResultLabelsJson {
  /** 'infected' / 'not infected', 'indeterminate — bedside assessment needed', else 'Unable to determine' */
  diagnosis_label: string;
  /** the infection screen in words ("Positive — deep / surrounding (STONEES)") */
  screen_label: string;
  /** the Consultant Services tab: the specialist types for this result */
  specialist_types: string[];
  /** the reports tab's "Treatment priority" messages, worded by the screen (IWII 2022) */
  priority_messages: string[];
  /** the reports tab's "Risk level" card */
  risk_level: { level: 'High' | 'Medium' | 'Low'; status: 'Critical' | 'Stable' };
}

/** A completed assessment's result as sent: the stored result (its full plan stays server-side) with its labels. */
export interface AnalysisResultJson extends Omit<AnalysisResult, 'plan'>, ResultLabelsJson {}

/** GET /api/assessments/:id/treatment-plan → `{ plan }`: the spec's plan fields, "when to seek help" always a list. */
export interface TreatmentPlanJson extends Omit<TreatmentPlanFields, 'when_to_seek_help'> {
  when_to_seek_help: string[];
  assessmentId?: string;
  simulated?: boolean;
  source?: 'content' | 'remote' | 'built-in';
  /** advice by etiology and findings, each with its guideline source */
  advice?: AdviceItem[];
  wound_context?: WoundContextJson;
}

/** GET /api/assessments/:id and the list's items: an assessment of one wound. */
export interface AssessmentJson extends AssessmentRecordJson {
  id: string;
  patientName: string;
  status: AssessmentStatus;
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
  /** the model's wound probability map (grey PNG, 0–255, the photo's aspect), when the model traced the outline */
  probabilityUrl: string | null;
  /** pixel size of the stored photo (a clinician's outline mask must match it) */
  image: { width: number; height: number; format: string };
  attempts: number;
  analysisResult: AnalysisResultJson | null;
  /**
   * The stored clinical assessment (one derivation on the server, re-derived whenever an input
   * changes): screen, priority, advice, plan, labels, flags. Null until the analysis completed.
   */
  clinical: ClinicalAssessment | null;
  /**
   * Amendments of this visit, oldest first: a later change (a wound edit, a rules upgrade …) that
   * derives it differently leaves `clinical` as documented and is kept here with who, when and why.
   */
  amendments: AssessmentAmendmentJson[];
  /** the bedside exam the clinician recorded for this visit; null: none recorded (every field "not assessed") */
  bedsideExam: BedsideExam | null;
}

/** GET /api/wounds/:id: the wound, its patient's name and its assessments (newest first). */
export interface WoundDetailJson {
  wound: WoundJson;
  patientName: string;
  assessments: AssessmentJson[];
}

/** The slice of the engine's analysis the value-based-care rules read. */
export interface VbcMeasurement {
  calibrated: boolean;
  area_cm2: number | null;
  length_cm: number | null;
  width_cm: number | null;
  area_px: number;
  tissue: TissueShares | null;
  diagnosis: 'infected' | 'not_infected' | 'indeterminate';
  warnings: AnalysisWarning[];
}

export type VbcRiskLevel = 'high' | 'medium' | 'low';
export type VbcPriority = 'urgent' | 'high' | 'standard' | 'routine';

/** POST /api/personalize-vbc: the response of docs/spec-notes.md#personalize-vbc plus the figures it used. */
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
    /** PUSH exudate 0–3 from the assessment; null when not entered */
    push_exudate_score: number | null;
    /** PUSH total 0–17 when all three subscores are known */
    push_total: number | null;
    /** ± on area_cm2 (cm², 1 σ, engine); null with no area */
    area_uncertainty_cm2?: number | null;
    /** the assessment's measurement sentence and the one length/width label */
    area_text?: string;
    length_width_label?: string;
    /** e.g. outline not validated for this wound type — check it */
    flags?: AssessmentFlag[];
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
  /** the clinical core's assessment the recommendations come from (perfusion unknown unless given) */
  clinical?: ClinicalAssessment;
}
