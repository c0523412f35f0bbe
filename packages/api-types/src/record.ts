/**
 * The clinical record: patient → wound → assessment. Code lists are RUNTIME
 * constants (server validation, web pickers and FHIR export read the same lists); the JSON
 * shapes below are what `/api/patients`, `/api/wounds` and `/api/assessments` send.
 */

import type { BodySiteCode, Etiology } from '@woundcare/vocabulary';
import type { PatientLocale } from './locales.ts';

// ── wound facts (etiologies and body sites are in @woundcare/vocabulary) ──

/** NPIAP pressure-injury stages (NPIAP 2016 staging definitions). Only for `pressure_injury`. */
export const PRESSURE_INJURY_STAGES = [
  'stage_1',
  'stage_2',
  'stage_3',
  'stage_4',
  'unstageable',
  'deep_tissue',
] as const;
export type PressureInjuryStage = (typeof PRESSURE_INJURY_STAGES)[number];

export const PRESSURE_INJURY_STAGE_LABELS: Record<PressureInjuryStage, string> = {
  stage_1: 'Stage 1',
  stage_2: 'Stage 2',
  stage_3: 'Stage 3',
  stage_4: 'Stage 4',
  unstageable: 'Unstageable',
  deep_tissue: 'Deep tissue pressure injury',
};

// ── assessment fields ──

export const EXUDATE_LEVELS = ['none', 'light', 'moderate', 'heavy'] as const;
export type ExudateLevel = (typeof EXUDATE_LEVELS)[number];

export const OUTLINE_STATUSES = ['model', 'adjusted', 'confirmed'] as const;
export type OutlineStatus = (typeof OUTLINE_STATUSES)[number];

export const EXAM_DATE_SOURCES = ['exif', 'entered', 'upload'] as const;
export type ExamDateSource = (typeof EXAM_DATE_SOURCES)[number];

/**
 * Healing potential (Wound Bed Preparation 2021, Sibbald RG et al., Adv Skin Wound Care
 * 2021;34(4):183–195): healable — the cause can be corrected and blood supply is adequate;
 * maintenance — healable, but a patient or system barrier (adherence, access) is not yet resolved;
 * non-healable — the cause cannot be corrected (e.g. no revascularisation option, end of life).
 * Null on a wound = not assessed, never assumed healable.
 */
export const HEALING_POTENTIALS = ['healable', 'maintenance', 'non_healable'] as const;
export type HealingPotential = (typeof HEALING_POTENTIALS)[number];
export const HEALING_POTENTIAL_LABELS: Record<HealingPotential, string> = {
  healable: 'Healable',
  maintenance: 'Maintenance (barrier to healing not yet resolved)',
  non_healable: 'Non-healable (cause cannot be corrected)',
};

export const WOUND_STATUSES = ['open', 'healed', 'closed'] as const;
export type WoundStatus = (typeof WOUND_STATUSES)[number];

export const PATIENT_SEXES = ['female', 'male', 'other', 'unknown'] as const;
export type PatientSex = (typeof PATIENT_SEXES)[number];

// ── JSON shapes ──

/** How the 4-week check reads (see GET /api/wounds/:id/trajectory). */
export type FourWeekStatus =
  /** no assessment on both sides of day 28 inside day 21–35, nor one inside the window */
  | 'insufficient_data'
  /** reduction at least the etiology's cut-off */
  | 'on_track'
  /** below the cut-off */
  | 'at_risk'
  /** etiology without a validated cut-off: the reduction is shown without a prediction */
  | 'no_prediction'
  /** pressure injury: read the PUSH total and its trend instead */
  | 'push_trend'
  /** the etiology's cut-off lies inside the reduction's 95 % interval: re-measure */
  | 'borderline'
  /** the change lies within the measurements' combined ± */
  | 'no_measurable_change';

export interface FourWeekCheck {
  status: FourWeekStatus;
  /** the rule row applied (the clinical core's healing table, apps/server/src/clinical/healing.ts) */
  rule: string;
  /** citation of the rule's source */
  source: string;
  /** reduction read at day 28 (interpolated, or the visit inside day 21–35), percent; null when not read */
  reductionPct: number | null;
  /** 95 % interval of reductionPct from the measurements' combined ±; null when not read */
  intervalPct?: [number, number] | null | undefined;
  /** the day the value stands for (28 when interpolated) */
  day: number | null;
  method: 'interpolated' | 'nearest_in_window' | null;
  /** the etiology's cut-off; null for no prediction */
  targetPct: number | null;
  /** the window read, in days after the baseline */
  window: { from: number; to: number };
  /** baseline exam date (ISO) the days count from */
  baselineDate: string | null;
  message: string;
}

export interface TrajectoryPointJson {
  assessmentId: string;
  examDate: string;
  /** null: not measured at this visit (no wound found, no sticker, no assessment) — a gap, never 0 */
  area_cm2: number | null;
  /** ± on area_cm2 (1 σ, engine); null with no area */
  area_uncertainty_cm2: number | null;
  /** the stored area with its 95 % range as every surface prints it ("2.7 cm², 95 % range 2.1–3.3 cm²"); null with no area */
  areaText: string | null;
  /** the stored assessment's measurement status; 'not_available' when the visit has no stored assessment */
  measurementStatus: 'measured' | 'no_wound_found' | 'not_calibrated' | 'not_available';
  /** what was measured, or why not ("not measured" visits say so) */
  measurementText: string;
  perimeter_cm: number | null;
  outlineStatus: OutlineStatus;
  newBaseline: boolean;
  /** whole days since the baseline in force at this point */
  day: number | null;
  reductionFromBaselinePct: number | null;
  reductionFromPreviousPct: number | null;
  /** the stored assessment's verdict on the change since the previous measured visit (judged against the combined ±) */
  changeVerdict: 'smaller' | 'bigger' | 'no_measurable_change' | null;
  /** interval of reductionFromPreviousPct from both visits' 95 % ranges */
  changeIntervalPct: [number, number] | null;
  /** the stored change in words with its interval ("59 % smaller; 29 to 77 % reduction …"); null with none */
  changeText: string | null;
  /** PUSH 3.0 total when every part could be scored (pressure injuries); else null */
  pushTotal: number | null;
}

export interface WoundTrajectoryJson {
  woundId: string;
  etiology: Etiology;
  points: TrajectoryPointJson[];
  baselineAssessmentId: string | null;
  reductionFromBaselinePct: number | null;
  reductionFromPreviousPct: number | null;
  /** Gilman 1990: Δarea ÷ mean perimeter, cm per week, baseline → latest; positive = healing */
  edgeAdvanceCmPerWeek: number | null;
  fourWeek: FourWeekCheck;
  /** completed assessments without a measured area (no wound found, no sticker, no assessment): listed, not plotted */
  excludedCount: number;
}

export interface PatientJson {
  id: string;
  displayName: string;
  identifier: string | null;
  birthDate: string | null;
  sex: PatientSex | null;
  /** the language the patient reads best (null: not recorded) */
  preferredLanguage: PatientLocale | null;
  createdAt: string;
  updatedAt: string;
  woundCount: number;
  assessmentCount: number;
  latestExamDate: string | null;
}

export interface WoundJson {
  id: string;
  patientId: string;
  label: string;
  bodySite: BodySiteCode | null;
  bodySiteLabel: string | null;
  etiology: Etiology;
  stage: PressureInjuryStage | null;
  onsetDate: string | null;
  /** ankle-brachial pressure index as entered (null = not measured) */
  abpi: number | null;
  /** toe-brachial index as entered (null = not measured) */
  tbi: number | null;
  /** Wound Bed Preparation 2021 healing potential (null = not assessed) */
  healingPotential: HealingPotential | null;
  status: WoundStatus;
  statusDate: string | null;
  createdAt: string;
  updatedAt: string;
  assessmentCount: number;
  latestArea_cm2: number | null;
  latestExamDate: string | null;
  reductionFromPreviousPct: number | null;
  fourWeek: FourWeekCheck;
}

/** GET /api/patients (optionally `?q=` name or identifier) */
export interface PatientListJson {
  patients: PatientJson[];
}

/**
 * One record in the team's trash: a deleted patient (with the wounds and assessments that went
 * with it) or an assessment deleted on its own. Restorable until `purgeAt`, then removed for good.
 */
export interface TrashEntryJson {
  kind: 'patient' | 'assessment';
  /** the patient's id, or the assessment's public id (analysis-N) */
  id: string;
  patientName: string;
  identifier: string | null;
  /** an assessment's wound label (null for a patient) */
  woundLabel: string | null;
  /** an assessment's exam date (null for a patient) */
  examDate: string | null;
  /** a patient's wounds and assessments that return with it (0 for an assessment) */
  woundCount: number;
  assessmentCount: number;
  deletedAt: string;
  /** the name of the member who deleted it (null: no longer known) */
  deletedBy: string | null;
  purgeAt: string;
}

/** GET /api/trash (owners and admins): newest deletion first. */
export interface TrashListJson {
  entries: TrashEntryJson[];
  retentionDays: number;
}

/** GET /api/patients/:id */
export interface PatientDetailJson {
  patient: PatientJson;
  wounds: WoundJson[];
}

/** The record fields every assessment (assessment) carries. */
export interface AssessmentRecordJson {
  patientId: string | null;
  woundId: string | null;
  woundLabel: string | null;
  examDate: string;
  examDateSource: ExamDateSource;
  depth_cm: number | null;
  exudate: ExudateLevel | null;
  outlineStatus: OutlineStatus;
  confirmedBy: string | null;
  confirmedAt: string | null;
  newBaseline: boolean;
}
