import {
  IWGDF_SIGN_IDS,
  TISSUE_TYPES,
  type AnalysisResult,
  type BedsideSignStates,
  type ClinicalAssessment,
  type ClinicianTissueEntry,
  type OutlineStatus,
} from '@woundcare/api-types';
import { INFECTION_SIGN_IDS, SIGN_STATES, type SignState } from '@woundcare/vocabulary';
import type { Db } from '../../db/database.ts';
import type { AssessmentInputs, EngineMeasurement, HistoryVisit, WoundFacts } from '../../clinical/inputs.ts';
import { stateMeasurement } from '../../clinical/measurement.ts';
import { asEtiology, asHealingPotential } from '../rules/wound-context.ts';

/**
 * What the clinical core reads for one assessment, loaded from the database: the engine's
 * figures in `assessments.result`, the bedside checklist, the clinician's tissue entry, the wound's
 * facts (incl. ABPI and TBI) and the history — the wound's other completed assessments with their
 * measured area and ± on their exam dates (a visit with no area is a gap, never 0).
 */

const BEDSIDE_IDS: readonly string[] = [...INFECTION_SIGN_IDS, ...IWGDF_SIGN_IDS];
const isState = (v: unknown): v is SignState => typeof v === 'string' && (SIGN_STATES as readonly string[]).includes(v);

/** The stored checklist: { sign: state } (NERDS/STONEES and IWGDF ids), or (older rows) the list of signs present. */
export function readBedsideSigns(raw: unknown): BedsideSignStates {
  const out: Record<string, SignState> = {};
  if (Array.isArray(raw)) {
    for (const id of raw) if (typeof id === 'string' && BEDSIDE_IDS.includes(id)) out[id] = 'present';
  } else if (raw && typeof raw === 'object') {
    for (const [id, state] of Object.entries(raw))
      if (BEDSIDE_IDS.includes(id) && isState(state) && state !== 'not_assessed') out[id] = state;
  }
  return out as BedsideSignStates;
}

/** The stored tissue entry, or null when absent or not one of the PUSH tissue types. */
export function readClinicianTissue(raw: unknown): ClinicianTissueEntry | null {
  const v = raw as Partial<ClinicianTissueEntry> | null;
  if (!v || typeof v !== 'object' || !(TISSUE_TYPES as readonly string[]).includes(v.worst ?? '')) return null;
  return { worst: v.worst!, necrosis: v.necrosis === 'dry_stable' || v.necrosis === 'wet' ? v.necrosis : null };
}

/** The engine's area range as the core reads it (null when not stored). */
export function intervalOf(i: AnalysisResult['area_interval'] | undefined): EngineMeasurement['areaInterval'] {
  return i ? { lowCm2: i.low_cm2, highCm2: i.high_cm2, coverage: i.coverage } : null;
}

/** Did the model find a wound: the engine's flag, or (older engines) no NO_WOUND_FOUND warning. */
export function woundFoundOf(r: Pick<AnalysisResult, 'wound_found' | 'warnings'>): boolean {
  return typeof r.wound_found === 'boolean'
    ? r.wound_found
    : !(r.warnings ?? []).some((w) => w.code === 'NO_WOUND_FOUND');
}

/**
 * The engine's measurement as the core reads it, from a stored result (any shape the server has
 * stored: fields older results lack read as "not reported"). A simulated analysis measured nothing.
 */
export function engineMeasurementOf(result: AnalysisResult, simulated: boolean): EngineMeasurement {
  const calibrated = !simulated && result.calibrated === true;
  return {
    calibrated,
    woundFound: woundFoundOf(result),
    areaCm2: calibrated ? (result.area_cm2 ?? null) : null,
    areaUncertaintyCm2: calibrated ? (result.area_uncertainty_cm2 ?? null) : null,
    lengthCm: calibrated ? (result.length_cm ?? null) : null,
    widthCm: calibrated ? (result.width_cm ?? null) : null,
    perimeterCm: calibrated ? (result.perimeter_cm ?? null) : null,
    regions: null,
    tissue: result.tissue ?? null,
    periwoundErythema: result.periwound_erythema ?? null,
    photoSigns: (result.infection_signs ?? [])
      .filter((s) => s.source === 'image')
      .map((s) => ({ id: s.id, state: s.state, present: s.present, evidence: s.evidence })),
    tissueFlags: result.tissue_flags ?? [],
    outlineSource: result.outline_source === 'clinician' ? 'clinician' : 'model',
    outlineQuality: result.outline_quality
      ? {
          score: result.outline_quality.score,
          review: result.outline_quality.review,
          statement: result.outline_quality.statement ?? null,
        }
      : null,
    areaInterval: calibrated ? intervalOf(result.area_interval) : null,
  };
}

/** The columns of an assessment row the inputs are built from. */
export interface AssessmentRowInput {
  id: string;
  wound_id: string;
  status: string;
  simulated: boolean;
  result: Record<string, unknown> | null;
  clinician_signs: unknown;
  clinician_tissue: unknown;
  exudate: AssessmentInputs['exudate'];
  exam_date: Date | string;
  outline_status: OutlineStatus;
  new_baseline: boolean;
  team_id: string;
  /** the stored (documented) assessment; null: not derived yet */
  clinical: ClinicalAssessment | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** One visit of the history: its measured area (null: no wound found, no sticker, simulated) and ±. */
export function historyVisitOf(row: AssessmentRowInput): HistoryVisit {
  const m = stateMeasurement(
    engineMeasurementOf(row.result as unknown as AnalysisResult, row.simulated),
    row.outline_status,
  );
  return {
    examDate: iso(row.exam_date),
    areaCm2: m.areaCm2,
    areaUncertaintyCm2: m.areaUncertaintyCm2,
    areaInterval: m.areaInterval,
    newBaseline: row.new_baseline,
  };
}

export function inputsOf(
  row: AssessmentRowInput,
  wound: WoundFacts,
  others: readonly AssessmentRowInput[],
): AssessmentInputs {
  return {
    measurement: engineMeasurementOf(row.result as unknown as AnalysisResult, row.simulated),
    outlineStatus: row.outline_status,
    bedside: readBedsideSigns(row.clinician_signs),
    clinicianTissue: readClinicianTissue(row.clinician_tissue),
    exudate: row.exudate,
    wound,
    examDate: iso(row.exam_date),
    newBaseline: row.new_baseline,
    history: others.filter((o) => o.id !== row.id && o.status === 'completed' && o.result).map(historyVisitOf),
  };
}

const ROW_COLUMNS = [
  'assessments.id',
  'assessments.wound_id',
  'assessments.status',
  'assessments.simulated',
  'assessments.result',
  'assessments.clinician_signs',
  'assessments.clinician_tissue',
  'assessments.exudate',
  'assessments.exam_date',
  'assessments.outline_status',
  'assessments.new_baseline',
  'assessments.team_id',
  'assessments.clinical',
] as const;

/** A wound's facts as the core reads them (null when the wound is gone). */
export async function loadWoundFacts(db: Db, woundId: string): Promise<WoundFacts | null> {
  const w = await db
    .selectFrom('wounds')
    .select(['etiology', 'stage', 'body_site', 'abpi', 'tbi', 'healing_potential'])
    .where('id', '=', woundId)
    .executeTakeFirst();
  if (!w) return null;
  const etiology = asEtiology(w.etiology);
  return {
    etiology,
    stage: etiology === 'pressure_injury' ? ((w.stage as WoundFacts['stage']) ?? null) : null,
    site: w.body_site,
    abpi: w.abpi,
    tbi: w.tbi,
    healingPotential: asHealingPotential(w.healing_potential),
  };
}

/** Every live assessment row of a wound (the trash left out) with the columns the inputs need, oldest exam first. */
export function loadWoundRows(db: Db, woundId: string): Promise<AssessmentRowInput[]> {
  return db
    .selectFrom('assessments')
    .select(ROW_COLUMNS)
    .where('assessments.wound_id', '=', woundId)
    .where('assessments.deleted_at', 'is', null)
    .orderBy('assessments.exam_date', 'asc')
    .orderBy('assessments.seq', 'asc')
    .execute();
}
