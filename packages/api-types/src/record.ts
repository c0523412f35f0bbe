/**
 * The clinical record: patient → wound → assessment. Code lists are RUNTIME
 * constants (server validation, web pickers and FHIR export read the same lists); the JSON
 * shapes below are what `/api/patients`, `/api/wounds` and `/api/threads` send.
 */

// ── etiology (what caused the wound) ──

export const ETIOLOGIES = [
  'diabetic_foot_ulcer',
  'venous_leg_ulcer',
  'arterial_ulcer',
  'pressure_injury',
  'surgical',
  'trauma',
  'burn',
  'other',
  'unknown',
] as const;
export type Etiology = (typeof ETIOLOGIES)[number];

export const ETIOLOGY_LABELS: Record<Etiology, string> = {
  diabetic_foot_ulcer: 'Diabetic foot ulcer',
  venous_leg_ulcer: 'Venous leg ulcer',
  arterial_ulcer: 'Arterial ulcer',
  pressure_injury: 'Pressure injury',
  surgical: 'Surgical wound',
  trauma: 'Traumatic wound',
  burn: 'Burn',
  other: 'Other',
  unknown: 'Not recorded',
};

/**
 * SNOMED CT clinical-finding codes for the etiologies where one concept names it; the others
 * are exported with the product's own code only (never a guessed SNOMED code).
 */
export const ETIOLOGY_SNOMED: Partial<Record<Etiology, { code: string; display: string }>> = {
  diabetic_foot_ulcer: { code: '371087003', display: 'Ulcer of foot due to diabetes mellitus' },
  pressure_injury: { code: '399912005', display: 'Pressure ulcer' },
  burn: { code: '125666000', display: 'Burn' },
};

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

// ── body site ──

export type Laterality = 'left' | 'right' | null;

/** SNOMED CT laterality qualifiers (attribute 272741003 |Laterality|). */
export const SNOMED_LATERALITY = {
  left: { code: '7771000', display: 'Left' },
  right: { code: '24028007', display: 'Right' },
} as const;

interface SiteDef {
  /** where on the body, without side */
  region: string;
  /** SNOMED CT body structure (the site itself, or the nearest broader structure: see `exact`) */
  snomed: { code: string; display: string };
  /** false when the SNOMED concept is a broader region than the site's name (the text keeps the detail) */
  exact: boolean;
  sided: boolean;
}

/**
 * The coded sites. SNOMED CT codes: the "Skin of …" concepts as listed in DICOM PS3.16 CID 4029
 * (Dermatology Anatomic Site) and the region concepts of CID 4 (Anatomic Region); great toe,
 * toe, coccyx, sacrum, hip region and "Body structure" from the SNOMED CT International Edition
 * body-structure hierarchy.
 */
const SITE_DEFS = {
  heel: { region: 'Heel', snomed: { code: '84607009', display: 'Skin of heel' }, exact: true, sided: true },
  plantar_forefoot: {
    region: 'Plantar forefoot',
    snomed: { code: '60496002', display: 'Skin of foot' },
    exact: false,
    sided: true,
  },
  hallux: {
    region: 'Hallux (great toe)',
    snomed: { code: '78883009', display: 'Great toe structure' },
    exact: true,
    sided: true,
  },
  toes: { region: 'Toes (2nd–5th)', snomed: { code: '52034004', display: 'Skin of toe' }, exact: true, sided: true },
  dorsal_foot: {
    region: 'Dorsal foot',
    snomed: { code: '60496002', display: 'Skin of foot' },
    exact: false,
    sided: true,
  },
  medial_malleolus: {
    region: 'Medial malleolus',
    snomed: { code: '181563003', display: 'Skin of medial aspect of ankle' },
    exact: true,
    sided: true,
  },
  lateral_malleolus: {
    region: 'Lateral malleolus',
    snomed: { code: '181564009', display: 'Skin of lateral aspect of ankle' },
    exact: true,
    sided: true,
  },
  lower_leg_anterior: {
    region: 'Lower leg, anterior',
    snomed: { code: '25763004', display: 'Skin of anterior surface of lower leg' },
    exact: true,
    sided: true,
  },
  lower_leg_posterior: {
    region: 'Lower leg, posterior',
    snomed: { code: '47224004', display: 'Skin of posterior surface of lower leg' },
    exact: true,
    sided: true,
  },
  ischial_tuberosity: {
    region: 'Ischial tuberosity',
    snomed: { code: '46862004', display: 'Buttock structure' },
    exact: false,
    sided: true,
  },
  greater_trochanter: {
    region: 'Greater trochanter',
    snomed: { code: '29836001', display: 'Hip region structure' },
    exact: false,
    sided: true,
  },
  buttock: { region: 'Buttock', snomed: { code: '46862004', display: 'Buttock structure' }, exact: true, sided: true },
  elbow: {
    region: 'Elbow',
    snomed: { code: '181536004', display: 'Skin of posterior surface of elbow' },
    exact: true,
    sided: true,
  },
  sacrum: { region: 'Sacrum', snomed: { code: '54735007', display: 'Sacrum structure' }, exact: true, sided: false },
  coccyx: { region: 'Coccyx', snomed: { code: '64688005', display: 'Coccyx structure' }, exact: true, sided: false },
  occiput: {
    region: 'Occiput',
    snomed: { code: '79951008', display: 'Skin of occipital region' },
    exact: true,
    sided: false,
  },
  abdomen: { region: 'Abdomen', snomed: { code: '818983003', display: 'Abdomen' }, exact: true, sided: false },
  other: { region: 'Other site', snomed: { code: '123037004', display: 'Body structure' }, exact: false, sided: false },
} as const satisfies Record<string, SiteDef>;

type SidedRegion = {
  [K in keyof typeof SITE_DEFS]: (typeof SITE_DEFS)[K]['sided'] extends true ? K : never;
}[keyof typeof SITE_DEFS];
type MidlineRegion = Exclude<keyof typeof SITE_DEFS, SidedRegion>;
export type BodySiteCode = `${SidedRegion}_${'left' | 'right'}` | MidlineRegion;

export interface BodySite {
  code: BodySiteCode;
  /** e.g. "Heel, left" */
  label: string;
  region: string;
  laterality: Laterality;
  snomed: { code: string; display: string };
  exact: boolean;
}

export const BODY_SITES: readonly BodySite[] = Object.entries(SITE_DEFS).flatMap(([key, d]): BodySite[] =>
  d.sided
    ? (['left', 'right'] as const).map((side) => ({
        code: `${key}_${side}` as BodySiteCode,
        label: `${d.region}, ${side}`,
        region: d.region,
        laterality: side,
        snomed: d.snomed,
        exact: d.exact,
      }))
    : [
        {
          code: key as BodySiteCode,
          label: d.region,
          region: d.region,
          laterality: null,
          snomed: d.snomed,
          exact: d.exact,
        },
      ],
);

export const BODY_SITE_CODES = BODY_SITES.map((s) => s.code) as [BodySiteCode, ...BodySiteCode[]];

export function bodySiteOf(code: string | null | undefined): BodySite | null {
  return BODY_SITES.find((s) => s.code === code) ?? null;
}

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
  | 'push_trend';

export interface FourWeekCheck {
  status: FourWeekStatus;
  /** the rule row applied (see the server's healing-rules table) */
  rule: string;
  /** citation of the rule's source */
  source: string;
  /** reduction read at day 28 (interpolated, or the visit inside day 21–35), percent; null when not read */
  reductionPct: number | null;
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
  threadId: string;
  examDate: string;
  area_cm2: number | null;
  perimeter_cm: number | null;
  outlineStatus: OutlineStatus;
  newBaseline: boolean;
  /** whole days since the baseline in force at this point */
  day: number | null;
  reductionFromBaselinePct: number | null;
  reductionFromPreviousPct: number | null;
  /** PUSH 3.0 total when every part could be scored (pressure injuries); else null */
  pushTotal: number | null;
}

export interface WoundTrajectoryJson {
  woundId: string;
  etiology: Etiology;
  points: TrajectoryPointJson[];
  baselineThreadId: string | null;
  reductionFromBaselinePct: number | null;
  reductionFromPreviousPct: number | null;
  /** Gilman 1990: Δarea ÷ mean perimeter, cm per week, baseline → latest; positive = healing */
  edgeAdvanceCmPerWeek: number | null;
  fourWeek: FourWeekCheck;
  /** completed assessments without a calibrated area (simulated, no sticker): listed, not plotted */
  excludedCount: number;
}

export interface PatientJson {
  id: string;
  displayName: string;
  identifier: string | null;
  birthDate: string | null;
  sex: PatientSex | null;
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

/** GET /api/patients/:id */
export interface PatientDetailJson {
  patient: PatientJson;
  wounds: WoundJson[];
}

/** The record fields every thread (assessment) carries. */
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
