import type {
  ActionTag,
  BedsideSignStates,
  ClinicianTissueEntry,
  Etiology,
  ExudateLevel,
  HealingPotential,
  InfectionJson,
  PressureInjuryStage,
  PriorityJson,
} from '@woundcare/api-types';

/**
 * The clinical case library's shape: each case is a bedside situation written from a guideline,
 * with what the guideline says must (and must not) follow — every expectation carries the
 * paragraph it comes from (`cite`). Expectations are never read off the code. Plain data, so an
 * API-level runner can sample the same cases.
 */

/** The situation, in the clinician's terms. Anything left out is not recorded (never "normal"). */
export interface CaseGiven {
  etiology: Etiology;
  site: string | null;
  stage?: PressureInjuryStage | null;
  abpi?: number | null;
  tbi?: number | null;
  healingPotential?: HealingPotential | null;
  /** the bedside checklist, in either vocabulary (NERDS/STONEES keys or IWGDF/IDSA keys) */
  bedside?: BedsideSignStates;
  clinicianTissue?: ClinicianTissueEntry | null;
  exudate?: ExudateLevel | null;
  /** what the photo's colour reading says (hints only) */
  photo?: {
    shares?: { granulation: number; slough: number; necrotic: number; epithelial: number } | null;
    /** the engine's photo signs, e.g. erythema (redness) or debris */
    signs?: { id: string; state: 'present' | 'absent' | 'not_assessed'; evidence?: string }[];
  };
  /** area now, cm² (default 4) */
  areaCm2?: number;
  /** earlier visits: days before this one and the area then */
  history?: { daysBefore: number; areaCm2: number | null }[];
}

export type PriorityLabel = PriorityJson['label'];

export type Expectation = { cite: string } & (
  | { kind: 'priorityAtLeast'; label: PriorityLabel }
  | { kind: 'priorityAtMost'; label: PriorityLabel }
  /** an advice row (not an 'avoid-…' row) takes this action */
  | { kind: 'requiresAction'; tag: ActionTag }
  /** no advice row, plan step or material takes this action (an 'avoid-…' tag: no row forbids… is not meant here) */
  | { kind: 'forbidsAction'; tag: ActionTag }
  /** the patient's page (plan steps, materials and the 'avoid' rows' tags) does not carry this tag */
  | { kind: 'patientNeverSees'; tag: ActionTag }
  /** the patient's page carries this tag */
  | { kind: 'patientSees'; tag: ActionTag }
  | {
      kind: 'infection';
      instrument?: InfectionJson['instrument'];
      result?: InfectionJson['result'];
      /** exact grade (IWGDF/IDSA) */
      grade?: 1 | 2 | 3 | 4 | null;
      /** the grade established at least */
      gradeAtLeast?: 1 | 2 | 3 | 4;
      /** the grade established at most (for "not infected from the photo") */
      gradeAtMost?: 1 | 2 | 3 | 4;
      level?: InfectionJson['level'];
      osteomyelitis?: boolean;
    }
  /** the infection sign row with this id reads this state */
  | { kind: 'sign'; id: string; state: 'present' | 'absent' | 'not_assessed' }
  /** a specialist type matching the pattern is (or is not) listed */
  | { kind: 'specialist'; pattern: string; present: boolean }
  /** the plan's review interval is at most N days */
  | { kind: 'reviewWithinDays'; atMost: number }
  /** an advice row with this id is (or is not) there */
  | { kind: 'adviceRow'; id: string; present: boolean }
  /** some advice row's text matches the pattern (or none does) */
  | { kind: 'adviceSays'; pattern: string; present: boolean }
  /** the plan (steps, materials, precautions, seek-help, follow-up) says (or never says) this */
  | { kind: 'planSays'; pattern: string; present: boolean }
  /** a priority reason matches the pattern */
  | { kind: 'priorityReason'; pattern: string }
  /** PUSH tissue score */
  | { kind: 'pushTissue'; score: number | null }
  /** the advice row's source does not match the pattern (e.g. sacral repositioning citing the heel-eschar line) */
  | { kind: 'adviceSourceNot'; id: string; pattern: string }
  /** the tissue the assessment reads as worst, and from where */
  | { kind: 'tissueWorst'; worst: string | null; source: 'clinician' | 'colour' | null }
  /** the perfusion status the record supports */
  | { kind: 'perfusion'; status: 'pad' | 'pad_less_likely' | 'needs_assessment' }
);

export interface ClinicalCase {
  /** stable id, e.g. dfu-012 */
  id: string;
  title: string;
  given: CaseGiven;
  expect: Expectation[];
}
