import {
  SIGN_DEFINITIONS,
  screenInfection,
  type InfectionSignId,
  type SignState,
} from '@woundcare/wound-vision/infection/screen-infection';
import type { Etiology } from '@woundcare/api-types';
import {
  IWGDF_SIGN_IDS,
  IWGDF_SIGN_LABELS,
  SIGN_STATE_WORDS,
  type BedsideSignStates,
  type InfectionJson,
  type InfectionLevel,
  type InfectionSignRow,
  type IwgdfSignId,
} from '@woundcare/api-types';
import { unifySignStates, type SignKey, type UnifiedSign } from '@woundcare/vocabulary';
import type { ClinicianTissueEntry } from '@woundcare/api-types';
import type { PhotoSign } from './inputs.ts';
import { SOURCES } from './sources.ts';
import { debrisFromEntry } from './tissue.ts';

/**
 * The infection screen with the instrument the etiology calls for:
 * - diabetic foot ulcer: the IWGDF/IDSA 2023 classification — infected with ≥ 2 of local swelling
 *   or induration, erythema > 0.5 cm, tenderness or pain, warmth, purulent discharge; grade 2 mild,
 *   3 moderate (erythema > 2 cm or deeper tissue; osteomyelitis), 4 severe (systemic signs); "(O)"
 *   with a positive probe to bone. NERDS/STONEES is not used there.
 * - other wounds: NERDS/STONEES (Sibbald 2006; Woo & Sibbald 2009) through the engine's one rule
 *   table, plus systemic signs for IWII 2022's "systemic infection".
 * A sign the clinician did not assess stays "not assessed"; the result is indeterminate whenever
 * the unassessed items could change it. The photo may show debris and erythema (present only);
 * friability needs touch, so a photo never assesses it. "Size bigger" comes from the history,
 * judged against the measurements' combined ± (healing.ts), not from the engine's threshold.
 */

/**
 * What a photo sign may say, as evidence only: a colour reading never sets a sign's state (the
 * screen is validated on a bedside assessment, Woo & Sibbald 2009). Photo redness cannot show the
 * erythema's extent in cm, so it is never the ≥ 2 cm sign; a colour share is a hint to confirm.
 */
function photoEvidence(s: PhotoSign): string | null {
  const state = s.state ?? (s.present ? 'present' : 'not_assessed');
  if (state !== 'present') return null;
  if (s.id === 'erythema') return 'redness seen on the photo (extent not measurable) — check at the bedside';
  if (s.id === 'debris') return 'photo suggests slough or necrosis — confirm at the bedside';
  return s.evidence ? `photo: ${s.evidence} — confirm at the bedside` : null;
}

/** "recorded as STONEES increased temperature" when a state came through an equivalent key. */
const viaWords = (u: UnifiedSign): string | null => (u.via ? `recorded under "${u.via}" (the same finding)` : null);

/** NERDS/STONEES sign rows: the clinician's present/absent (through the equivalence table) wins, then the tissue entry (debris), then history (size); the photo adds evidence only. */
function mergeScreenSigns(x: {
  unified: Record<SignKey, UnifiedSign>;
  debris: 'present' | 'absent' | null;
  photoSigns: readonly PhotoSign[];
  woundFound: boolean;
  sizeBigger: { state: SignState; evidence: string } | null;
}): InfectionSignRow[] {
  return SIGN_DEFINITIONS.map((d) => {
    const base = { id: d.id, label: d.label, instrument: 'NERDS/STONEES' as const };
    const u = x.unified[d.id];
    if (
      d.id === 'debris' &&
      x.debris !== null &&
      u.state !== 'present' &&
      (x.debris === 'present' || u.state === 'not_assessed')
    )
      return {
        ...base,
        state: x.debris,
        stateWords: SIGN_STATE_WORDS[x.debris],
        source: 'clinician',
        evidence: "from the clinician's tissue entry",
      };
    if (u.state === 'present' || u.state === 'absent')
      return {
        ...base,
        state: u.state,
        stateWords: SIGN_STATE_WORDS[u.state],
        source: 'clinician',
        evidence: viaWords(u),
      };
    if (d.id === 'size_bigger' && x.sizeBigger && x.sizeBigger.state !== 'not_assessed')
      return {
        ...base,
        state: x.sizeBigger.state,
        stateWords: SIGN_STATE_WORDS[x.sizeBigger.state],
        source: 'history',
        evidence: x.sizeBigger.evidence,
      };
    const photo = x.woundFound ? x.photoSigns.find((s) => s.id === d.id) : undefined;
    return {
      ...base,
      state: 'not_assessed',
      stateWords: SIGN_STATE_WORDS.not_assessed,
      source: 'none',
      evidence:
        (photo ? photoEvidence(photo) : null) ??
        (d.id === 'red_friable_tissue' ? 'friability needs touch: not assessed from a photo' : null),
    };
  });
}

function iwgdfRows(unified: Record<SignKey, UnifiedSign>): InfectionSignRow[] {
  return IWGDF_SIGN_IDS.map((id) => {
    const u = unified[id];
    const state = u.state;
    return {
      id,
      label: IWGDF_SIGN_LABELS[id],
      state,
      stateWords: SIGN_STATE_WORDS[state],
      source: state === 'not_assessed' ? 'none' : 'clinician',
      evidence: viaWords(u),
      instrument: 'IWGDF/IDSA',
    };
  });
}

/** The five IWGDF/IDSA inflammation criteria (erythema > 0.5 cm is either erythema item). */
const CRITERIA: readonly (readonly IwgdfSignId[])[] = [
  ['local_swelling_induration'],
  ['erythema_0_5_to_2cm', 'erythema_over_2cm_or_deep'],
  ['local_tenderness_pain'],
  ['local_warmth'],
  ['purulent_discharge'],
];

type Grade = 1 | 2 | 3 | 4;

/** The IWGDF/IDSA grade the states give, reading every unassessed item as `fill`. */
function gradeWith(bedside: BedsideSignStates, fill: 'present' | 'absent'): Grade {
  const st = (id: IwgdfSignId): SignState => {
    const s = bedside[id] ?? 'not_assessed';
    return s === 'not_assessed' ? fill : s;
  };
  const criteria = CRITERIA.filter((ids) => ids.some((id) => st(id) === 'present')).length;
  // osteomyelitis is read from a positive probe only: an unperformed probe does not raise the grade
  const osteo = bedside.probes_to_bone === 'present';
  const infected = criteria >= 2;
  if (!infected && !osteo) return 1;
  if (st('systemic_signs') === 'present') return 4;
  if (osteo || st('erythema_over_2cm_or_deep') === 'present') return 3;
  return 2;
}

const GRADE_WORDS: Record<Grade, string> = {
  1: 'uninfected',
  2: 'mild infection',
  3: 'moderate infection',
  4: 'severe infection',
};
const GRADE_LEVEL: Record<Grade, InfectionLevel> = { 1: 'none', 2: 'local', 3: 'spreading', 4: 'systemic' };

function gradeDfu(bedside: BedsideSignStates, signs: InfectionSignRow[]): InfectionJson {
  const low = gradeWith(bedside, 'absent');
  const high = gradeWith(bedside, 'present');
  const osteo = bedside.probes_to_bone === 'present';
  const grade = low === high ? low : null;
  const o = osteo ? ' (O)' : '';
  // ≥ 2 criteria present is a clinically infected foot whatever the unassessed items add: the
  // result is "infected" at its established grade, and the items that could raise it stay listed
  const label =
    grade !== null
      ? `IWGDF/IDSA grade ${grade}${o} — ${GRADE_WORDS[grade]}${osteo ? ', osteomyelitis suspected' : ''}`
      : low > 1
        ? `IWGDF/IDSA at least grade ${low}${o} — ${GRADE_WORDS[low]}${osteo ? ', osteomyelitis suspected' : ''}; could be grade ${high} once the rest is assessed`
        : `Indeterminate — at least grade ${low}${o} (${GRADE_WORDS[low]}); could be grade ${high}`;
  const toAssess = signs.filter((s) => s.state === 'not_assessed').map((s) => s.label);
  return {
    instrument: 'IWGDF/IDSA',
    result: grade === null ? (low > 1 ? 'infected' : 'indeterminate') : grade === 1 ? 'not_infected' : 'infected',
    level: grade !== null ? GRADE_LEVEL[grade] : low > 1 ? GRADE_LEVEL[low] : null,
    grade,
    gradeAtLeast: low,
    label,
    osteomyelitisSuspected: osteo,
    nerds: null,
    stonees: null,
    signs,
    toAssess,
    summary: `${label}.${bedside.probes_to_bone === undefined || bedside.probes_to_bone === 'not_assessed' ? ' Probe to bone not done.' : ''}`,
    sources: [SOURCES.iwgdfInfection],
  };
}

function screenOther(
  bedside: BedsideSignStates,
  unified: Record<SignKey, UnifiedSign>,
  signs: InfectionSignRow[],
): InfectionJson {
  const states = Object.fromEntries(signs.map((s) => [s.id, s.state])) as Partial<Record<InfectionSignId, SignState>>;
  const screen = screenInfection(states);
  const osteo = bedside.probes_to_bone === 'present';
  const systemic = bedside.systemic_signs === 'present';
  let level: InfectionLevel | null;
  if (screen.result === 'positive' || osteo) {
    level = systemic ? 'systemic' : screen.level === 'deep' || osteo ? 'spreading' : 'local';
  } else level = screen.result === 'negative' ? 'none' : null;
  const result = level === null ? 'indeterminate' : level === 'none' ? 'not_infected' : 'infected';
  const label =
    result === 'infected'
      ? `Positive — ${level === 'systemic' ? 'systemic infection' : level === 'spreading' ? 'deep / surrounding (STONEES)' : 'local (NERDS)'}${osteo ? ', osteomyelitis suspected' : ''}`
      : result === 'not_infected'
        ? 'Negative'
        : 'Indeterminate — bedside assessment needed';
  const count = (l: typeof screen.nerds) => ({ present: l.present, notAssessed: l.not_assessed, letters: l.letters });
  const systemicRow: InfectionSignRow = iwgdfRows(unified).find((r) => r.id === 'systemic_signs')!;
  return {
    instrument: 'NERDS/STONEES',
    result,
    level,
    grade: null,
    gradeAtLeast: null,
    label,
    osteomyelitisSuspected: osteo,
    nerds: count(screen.nerds),
    stonees: count(screen.stonees),
    signs: [...signs, systemicRow],
    toAssess: result === 'indeterminate' ? signs.filter((s) => s.state === 'not_assessed').map((s) => s.label) : [],
    // a positive probe alone escalates (the screen's count may still be short of 3 signs): say so
    summary:
      osteo && screen.result !== 'positive'
        ? `${label}: probe to bone positive — escalate on its own, whatever the sign count.`
        : screen.summary,
    sources: [SOURCES.screen, SOURCES.iwii],
  };
}

export function assessInfection(x: {
  etiology: Etiology;
  bedside: BedsideSignStates;
  /** the clinician's tissue entry: slough or necrosis recorded is NERDS debris */
  clinicianTissue?: ClinicianTissueEntry | null;
  photoSigns: readonly PhotoSign[];
  woundFound: boolean;
  sizeBigger: { state: SignState; evidence: string } | null;
}): InfectionJson {
  // one finding, one record: a sign recorded under either checklist's key counts for both
  const unified = unifySignStates(x.bedside);
  const states = Object.fromEntries(Object.entries(unified).map(([k, u]) => [k, u.state])) as BedsideSignStates;
  if (x.etiology === 'diabetic_foot_ulcer') {
    const probe = states.probes_to_bone ?? 'not_assessed';
    const probeRow: InfectionSignRow = {
      id: 'probes_to_bone',
      label: 'Probe to bone',
      state: probe,
      stateWords: SIGN_STATE_WORDS[probe],
      source: probe === 'not_assessed' ? 'none' : 'clinician',
      evidence: null,
      instrument: 'IWGDF/IDSA',
    };
    return gradeDfu(states, [...iwgdfRows(unified), probeRow]);
  }
  const signs = mergeScreenSigns({
    unified,
    debris: debrisFromEntry(x.clinicianTissue ?? null),
    photoSigns: x.photoSigns,
    woundFound: x.woundFound,
    sizeBigger: x.sizeBigger,
  });
  return screenOther(states, unified, signs);
}
