/**
 * The stored clinical assessment: what the server's clinical core (apps/server/src/clinical/)
 * derives once from the engine's measurement, the outline status, the bedside signs, the wound's
 * facts and its history. Every surface (result, plan page, PDF, FHIR, trajectory, reports,
 * consultants) reads this object as it is; none re-derives a rule. JSON-serialisable.
 */

import type { Etiology, InfectionSignId, SignState } from '@woundcare/vocabulary';
import type { ExudateLevel, OutlineStatus } from './record.ts';

// ── bedside items the IWGDF/IDSA 2023 diabetic-foot classification needs beyond NERDS/STONEES ──

/**
 * IWGDF/IDSA 2023 items (Senneville É et al., Clin Infect Dis 2023 / Diabetes Metab Res Rev
 * 2024;40:e3687). Probe to bone is the checklist's existing `probes_to_bone`. One finding is one
 * record: STONEES's `temperature` and `oedema` (and `erythema`, ≥ 2 cm) feed the IWGDF warmth,
 * swelling and erythema > 2 cm items and back — the table is @woundcare/vocabulary
 * SIGN_EQUIVALENCES, read by the clinical core through unifySignStates.
 */
export const IWGDF_SIGN_IDS = [
  'local_swelling_induration',
  'erythema_0_5_to_2cm',
  'erythema_over_2cm_or_deep',
  'local_tenderness_pain',
  'local_warmth',
  'purulent_discharge',
  'systemic_signs',
] as const;
export type IwgdfSignId = (typeof IWGDF_SIGN_IDS)[number];

export const IWGDF_SIGN_LABELS: Record<IwgdfSignId, string> = {
  local_swelling_induration: 'Local swelling or induration',
  erythema_0_5_to_2cm: 'Erythema 0.5–2 cm around the ulcer',
  erythema_over_2cm_or_deep:
    'Erythema > 2 cm, or deeper tissue involved (abscess, osteomyelitis, septic arthritis, fasciitis)',
  local_tenderness_pain: 'Local tenderness or pain',
  local_warmth: 'Local warmth',
  purulent_discharge: 'Purulent discharge',
  systemic_signs:
    'Systemic signs (≥ 2 of: temperature > 38 °C or < 36 °C, heart rate > 90, respiratory rate > 20 or PaCO₂ < 32 mmHg, white cells > 12 000 or < 4 000 or > 10 % bands)',
};

/** Every item of the bedside checklist: NERDS/STONEES observations plus the IWGDF/IDSA items. */
export type BedsideSignId = InfectionSignId | IwgdfSignId;
export type BedsideSignStates = Partial<Record<BedsideSignId, SignState>>;

/** Words every surface shows for a sign's state (never an icon alone). */
export const SIGN_STATE_WORDS: Record<SignState, string> = {
  present: 'Present',
  absent: 'Absent',
  not_assessed: 'Not assessed',
};

/** PUSH 3.0 tissue types, worst last. */
export const TISSUE_TYPES = ['closed', 'epithelial', 'granulation', 'slough', 'necrotic'] as const;
export type TissueType = (typeof TISSUE_TYPES)[number];

/** The clinician's tissue entry (the colour shares of the photo are hints only). */
export interface ClinicianTissueEntry {
  /** the worst tissue present */
  worst: TissueType;
  /** for necrotic tissue: dry, adherent, stable eschar or moist / boggy / fluctuant; null = not said */
  necrosis: 'dry_stable' | 'wet' | null;
  /**
   * optional: the bed's tissue by share as the clinician estimated it (PUSH/BWAT style), % of the
   * bed; absent or null on entries that give the worst type only. A type with a share above 0 is
   * present: the core reads the worse of `worst` and the worst type with a share above 0.
   */
  shares?: { granulation: number; slough: number; necrotic: number; epithelial: number } | null;
}

// ── the assessment ──

/** Action tags: what an advice row, plan step or material does, or forbids ('avoid-…'). */
export const ACTIONS = [
  'compression',
  'debride',
  'moist',
  'keep-dry',
  'systemic-antibiotics',
  'topical-antimicrobial',
  'nonremovable-offloading',
  'removable-offloading',
  'pressure-redistribution',
  'vascular-referral',
] as const;
export type Action = (typeof ACTIONS)[number];
export type ActionTag = Action | `avoid-${Action}`;

export type AdviceKind = 'emergency' | 'urgent' | 'avoid' | 'treatment' | 'assessment';

export interface AdviceRow {
  /** stable id of the rule row (kept across rules versions while the row means the same) */
  id: string;
  kind: AdviceKind;
  text: string;
  /** the guideline the row comes from */
  source: string;
  actions: ActionTag[];
}

export type MeasurementStatus = 'measured' | 'no_wound_found' | 'not_calibrated';

export interface MeasurementJson {
  status: MeasurementStatus;
  /** cm²; null unless a wound was found on a calibrated photo (never 0 for "no wound") */
  areaCm2: number | null;
  /** ± on areaCm2, cm², 1 σ as the engine reports it; null with no area */
  areaUncertaintyCm2: number | null;
  /** the area's range with its stated coverage (engine); null with no area or when not reported */
  areaInterval: { lowCm2: number; highCm2: number; coverage: number } | null;
  /** the area as every surface writes it: "4.3 cm², 95 % range 2.5–6.1 cm²" (formatAreaRange); "not measured" with no area */
  areaText: string;
  lengthCm: number | null;
  widthCm: number | null;
  /** which outline the length and width span */
  lengthWidthBasis: 'largest_region' | 'all_regions' | null;
  /** the one label screen, PDF and FHIR print beside length and width */
  lengthWidthLabel: string;
  perimeterCm: number | null;
  outlineStatus: OutlineStatus;
  outlineSource: 'model' | 'clinician';
  /** the outline's triage: score 0–1 (not shown), whether to check it, and its plain statement; null when not reported */
  outlineQuality: { score: number; review: boolean; statement: string | null } | null;
  /** one sentence for every surface: what was measured, or why not */
  text: string;
}

export type InfectionLevel = 'none' | 'local' | 'spreading' | 'systemic';

export interface InfectionSignRow {
  id: BedsideSignId;
  label: string;
  state: SignState;
  /** "Present" / "Absent" / "Not assessed" */
  stateWords: string;
  source: 'clinician' | 'photo' | 'history' | 'none';
  /** what the photo or history showed, when they showed anything */
  evidence: string | null;
  instrument: 'NERDS/STONEES' | 'IWGDF/IDSA';
}

export interface InfectionJson {
  /** the instrument the etiology calls for: IWGDF/IDSA for a diabetic foot ulcer, NERDS/STONEES otherwise */
  instrument: 'IWGDF/IDSA' | 'NERDS/STONEES';
  result: 'infected' | 'not_infected' | 'indeterminate';
  /** the least the assessed items establish (null: nothing established yet); drives the advice */
  level: InfectionLevel | null;
  /** IWGDF/IDSA grade 1–4 (diabetic foot only); null when indeterminate or another instrument */
  grade: 1 | 2 | 3 | 4 | null;
  /** the lowest grade the assessed items already establish (diabetic foot only) */
  gradeAtLeast: 1 | 2 | 3 | 4 | null;
  /** e.g. "IWGDF/IDSA grade 3 (O) — moderate, osteomyelitis suspected" or "Indeterminate — at least grade 2" */
  label: string;
  osteomyelitisSuspected: boolean;
  /** NERDS / STONEES counts (other etiologies) */
  nerds: { present: number; notAssessed: number; letters: number } | null;
  stonees: { present: number; notAssessed: number; letters: number } | null;
  signs: InfectionSignRow[];
  /** labels of the items that would decide an indeterminate result */
  toAssess: string[];
  summary: string;
  sources: string[];
}

export type AbpiBand = 'unknown' | 'lt_0_5' | '0_5_to_0_79' | '0_8_to_0_89' | '0_9_to_1_3' | 'gt_1_3';
export type TbiBand = 'unknown' | 'lt_0_75' | 'ge_0_75';

export interface PerfusionJson {
  abpi: number | null;
  abpiBand: AbpiBand;
  tbi: number | null;
  tbiBand: TbiBand;
  /** pad: peripheral artery disease present; pad_less_likely: IWGDF PAD 2023 criteria met; needs_assessment: the record cannot say */
  status: 'pad' | 'pad_less_likely' | 'needs_assessment';
  severity: 'none' | 'mild' | 'moderate_severe' | 'unknown';
  /** the wound lies on the lower limb whose indices these are (false: sacrum, trunk, arm …; unknown site counts as limb) */
  limbWound: boolean;
  /** ischaemia of the wound's limb: true / false / null (unknown, or the wound is not on the limb) */
  limbIschaemia: boolean | null;
  /** ABPI 0.8–1.3 and not an arterial ulcer */
  compressionAllowed: boolean;
  text: string;
  source: string;
}

export interface TissueJson {
  /** colour shares of the outlined bed, % — hints only, never an alarm */
  colourShares: { granulation: number; slough: number; necrotic: number; epithelial: number } | null;
  clinicianEntry: ClinicianTissueEntry | null;
  /** worst tissue present and where that came from */
  worst: TissueType | null;
  worstSource: 'clinician' | 'colour' | null;
  /** dry: stable dry eschar (clinician); possible_dry: necrotic colour with no or light exudate (confirm at the bedside) */
  necrosis: 'none' | 'dry' | 'possible_dry' | 'wet' | 'unknown';
  /** colour share from which a tissue type counts as present, % */
  minSharePct: number;
  text: string;
}

export interface PushJson {
  sizeScore: number | null;
  exudateScore: number | null;
  tissueScore: number | null;
  /** where the tissue score came from: the clinician's entry, or the worst colour share ≥ minSharePct */
  tissueSource: 'clinician' | 'colour_min_share' | null;
  /** 0–17 when every part is known, never a partial total */
  total: number | null;
  note: string;
}

export interface ChangeJson {
  fromDate: string;
  fromAreaCm2: number;
  toAreaCm2: number;
  /** positive = smaller (healing), percent of the earlier area */
  reductionPct: number;
  /** the reduction's interval, percent: from both visits' 95 % ranges (docs/decisions/0026-change-interval-from-both-ranges.md) */
  intervalPct: [number, number];
  verdict: 'smaller' | 'bigger' | 'no_measurable_change';
  /** "59 % smaller; 29 to 77 % reduction from both visits' 95 % ranges" (absent on assessments stored before it) */
  text?: string;
  /** measured: both ± from the engine; assumed: a missing ± taken as the engine's median error */
  uncertainty: 'measured' | 'assumed';
}

export interface FourWeekJson {
  rule: 'dfu-par-4w-53' | 'vlu-par-4w-40' | 'pi-push-trend' | 'no-prediction';
  cutoffPct: number | null;
  window: { from: number; to: number };
  status:
    | 'on_track'
    | 'at_risk'
    | 'borderline'
    | 'no_measurable_change'
    | 'insufficient_data'
    | 'no_prediction'
    | 'push_trend';
  /** the visit read (day since baseline), its reduction and interval */
  day: number | null;
  reductionPct: number | null;
  intervalPct: [number, number] | null;
  baselineDate: string | null;
  message: string;
  source: string;
}

export interface HealingJson {
  /** against the previous measured visit (a visit with no area is a gap, never 0) */
  sinceLastVisit: ChangeJson | null;
  sinceBaseline: ChangeJson | null;
  fourWeek: FourWeekJson;
}

export interface PriorityJson {
  level: 'low' | 'medium' | 'high';
  /** words shown with the level: Emergency, Urgent, Soon, Routine */
  label: 'Emergency' | 'Urgent' | 'Soon' | 'Routine';
  reasons: { id: string; text: string; source: string }[];
}

export interface PlanItem {
  text: string;
  actions: ActionTag[];
  /** the advice row the item comes from (null for the generic hygiene steps) */
  fromRow: string | null;
}

export interface AssessmentPlanJson {
  name: string;
  materials: PlanItem[];
  steps: PlanItem[];
  precautions: string[];
  whenToSeekHelp: string[];
  followUp: string;
  /** the review interval `followUp` says, in days (the earliest day of a range); sets the next assessment's due date */
  reviewWithinDays: number;
  /** the guideline the interval follows */
  reviewSource: string;
  selfTreatable: boolean;
  disclaimer: string;
}

export interface AssessmentFlag {
  code:
    | 'outline_not_validated'
    | 'outline_review'
    | 'not_calibrated'
    | 'no_wound_found'
    | 'colour_hint'
    | 'possible_exposed_structure';
  text: string;
}

export interface ClinicalAssessment {
  rulesVersion: string;
  etiology: Etiology;
  exudate: ExudateLevel | null;
  measurement: MeasurementJson;
  infection: InfectionJson;
  perfusion: PerfusionJson;
  tissue: TissueJson;
  push: PushJson;
  healing: HealingJson;
  priority: PriorityJson;
  /** urgent first, each with its source and action tags */
  advice: AdviceRow[];
  /** built from the advice rows, so it cannot contradict them */
  plan: AssessmentPlanJson;
  specialistTypes: string[];
  labels: {
    diagnosis: string;
    screen: string;
    priority: string;
    perfusion: string;
  };
  flags: AssessmentFlag[];
}

/** An amendment of a documented visit: the new derivation kept beside the documented one. */
export interface AssessmentAmendmentJson {
  at: string;
  /** the user's name, or "the system (rules <version>)" */
  by: string;
  bySystem: boolean;
  /** the change that caused it, e.g. "Wound edited: ABPI 0.95 → 0.45" */
  reason: string;
  /** what changed, in one line: "priority Routine → Urgent; advice: + …" */
  summary: string;
  rulesVersion: string;
  clinical: ClinicalAssessment;
}
