import type {
  Etiology,
  ExudateLevel,
  HealingPotential,
  OutlineStatus,
  PressureInjuryStage,
} from '@woundcare/api-types';
import type { BedsideSignStates, ClinicianTissueEntry } from '@woundcare/api-types';

/**
 * What the clinical core reads: the engine's measurement, the outline status, the bedside
 * checklist, the clinician's tissue entry, the wound's facts and its history. Plain data — the
 * store loads it, the core never does I/O.
 */

/** One photo sign as the engine reports it (the core reads debris, erythema; friability is never read from a photo). */
export interface PhotoSign {
  id: string;
  state?: 'present' | 'absent' | 'not_assessed';
  present?: boolean;
  evidence?: string;
}

export interface EngineMeasurement {
  calibrated: boolean;
  /** false: the model found no wound on the photo */
  woundFound: boolean;
  areaCm2: number | null;
  /** ± on the area, cm², 1 σ (engine) */
  areaUncertaintyCm2: number | null;
  /** the engine's length and width over all outlined regions together */
  lengthCm: number | null;
  widthCm: number | null;
  perimeterCm: number | null;
  /** per outlined region (engine `regions`); null when not stored */
  regions: { areaCm2: number | null; lengthCm: number | null; widthCm: number | null }[] | null;
  /** colour shares of the bed, % */
  tissue: { granulation: number; slough: number; necrotic: number; epithelial: number } | null;
  periwoundErythema: number | null;
  photoSigns: PhotoSign[];
  /** engine flags (white low-chroma areas) */
  tissueFlags: { code: string; message: string }[];
  outlineSource: 'model' | 'clinician' | 'given_mask';
  /** the outline's triage; `statement` absent on results stored before it */
  outlineQuality: { score: number; review: boolean; statement?: string | null } | null;
  /** the area's range with its stated coverage (engine); absent or null when not reported */
  areaInterval?: { lowCm2: number; highCm2: number; coverage: number } | null;
}

export interface WoundFacts {
  etiology: Etiology;
  /** pressure injuries only */
  stage: PressureInjuryStage | null;
  /** body-site code (record.ts BODY_SITES, plus plantar_midfoot_left/right) */
  site: string | null;
  abpi: number | null;
  /** toe-brachial index */
  tbi: number | null;
  healingPotential: HealingPotential | null;
}

export interface HistoryVisit {
  examDate: string;
  /** null: no area measured (no wound found, no sticker) — a gap, never 0 */
  areaCm2: number | null;
  areaUncertaintyCm2: number | null;
  /** the area's stored 95 % range (engine); absent or null on visits stored without one */
  areaInterval?: { lowCm2: number; highCm2: number } | null;
  /** a clinician marked this visit as a new baseline (e.g. after sharp debridement) */
  newBaseline: boolean;
}

export interface AssessmentInputs {
  measurement: EngineMeasurement;
  outlineStatus: OutlineStatus;
  /** bedside checklist: a sign left out is not assessed */
  bedside: BedsideSignStates;
  clinicianTissue: ClinicianTissueEntry | null;
  exudate: ExudateLevel | null;
  wound: WoundFacts;
  /** this assessment's exam date (ISO) and whether it starts a new baseline */
  examDate: string;
  newBaseline: boolean;
  /** the wound's earlier assessments, any order */
  history: HistoryVisit[];
}
