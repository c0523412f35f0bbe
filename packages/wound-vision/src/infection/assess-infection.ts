/**
 * Infection screening with Sibbald's NERDS and STONEES mnemonics (Sibbald RG, Woo K, Ayello EA.
 * "Increased bacterial burden and infection: the story of NERDS and STONES". Adv Skin Wound Care
 * 2006;19(8):447-461; Woo KY, Sibbald RG. Ostomy Wound Manage 2009;55(8):40-48):
 *
 *   NERDS (superficial critical colonisation):  Non-healing, Exudate ↑, Red friable granulation,
 *                                               Debris (slough/necrosis), Smell
 *   STONEES (deep / surrounding infection):     Size ↑, Temperature ↑, Os (probes to bone),
 *                                               New breakdown, Exudate ↑, Erythema/Edema, Smell
 *
 * The photo can show four signs (bright-red granulation — friability needs touch —, debris,
 * erythema, size increase against a previous measurement); the rest only the clinician can
 * report. Every sign is present, absent or not assessed, and the screen is three-way
 * (screen-infection.ts): an image-only analysis is "indeterminate — bedside assessment needed",
 * never "not infected".
 */

import {
  INFECTION_SIGN_IDS,
  SIGN_DEFINITIONS,
  SIGN_LISTS,
  type ClinicianSignId,
  type InfectionSignId,
  type SignState,
} from '@woundcare/vocabulary';
import { screenInfection, type InfectionScreen } from './screen-infection.ts';

export type ClinicianSign = ClinicianSignId;

export interface InfectionSign {
  id: string;
  label: string;
  source: 'image' | 'clinician';
  /** true only when the state is 'present' (kept for clients of the legacy analysis API's JSON) */
  present: boolean;
  state: SignState;
  value: number | string | boolean | null;
  evidence: string;
  /** which mnemonic(s) the sign belongs to */
  lists: ('NERDS' | 'STONEES')[];
}

export interface InfectionAssessment {
  /** positive → 'infected', negative → 'not_infected', otherwise 'indeterminate' (never a silent "not infected") */
  diagnosis: 'infected' | 'not_infected' | 'indeterminate';
  signs: InfectionSign[];
  nerds_count: number;
  stonees_count: number;
  /** which list reached the threshold: superficial (NERDS), deep (STONEES), both, or none */
  level: 'none' | 'superficial' | 'deep' | 'both';
  rule: string;
  screen: InfectionScreen;
}

/** Image thresholds (documented screening heuristics; each sign reports the value it was judged on). */
export const INFECTION_RULE = {
  threshold: 3,
  /** bright-red granulation: granulation ≥ this share of the bed … */
  redFriableMinGranulationPct: 40,
  /** … and its median a* (CIELAB redness, white-balanced) at least this (bright, beefy red) */
  redFriableMinA: 48,
  /** debris: slough + necrotic share of the bed */
  debrisMinPct: 25,
  /** periwound erythema: Δa* periwound ring vs farther skin */
  erythemaMinDeltaA: 6,
  /** size bigger: area grew by more than this (above the engine's few-% measurement error) */
  sizeIncreaseMinPct: 10,
} as const;

export interface InfectionInputs {
  tissue: { granulation: number; slough: number; necrotic: number; epithelial: number } | null;
  granulationMedianA: number | null;
  periwoundErythema: number | null;
  areaCm2: number | null;
  previousAreaCm2?: number | null;
  /** bedside signs: true/'present', false/'absent', 'not_assessed' (or left out) */
  clinicianSigns?: Partial<Record<ClinicianSign, boolean | SignState>>;
}

const CLINICIAN: ClinicianSign[] = [
  'non_healing',
  'exudate',
  'smell',
  'temperature',
  'probes_to_bone',
  'new_breakdown',
  'oedema',
];
const label = (id: InfectionSignId) => SIGN_DEFINITIONS.find((d) => d.id === id)!.label;

/** A bedside entry as a state: true → present, false → absent, anything else → not assessed. */
export function toSignState(v: boolean | SignState | null | undefined): SignState {
  if (v === true || v === 'present') return 'present';
  if (v === false || v === 'absent') return 'absent';
  return 'not_assessed';
}

export function assessInfection(x: InfectionInputs): InfectionAssessment {
  const r = INFECTION_RULE;
  const signs: InfectionSign[] = [];
  const image = (id: InfectionSignId, state: SignState, value: InfectionSign['value'], evidence: string) =>
    signs.push({
      id,
      label: label(id),
      source: 'image',
      present: state === 'present',
      state,
      value,
      evidence,
      lists: SIGN_LISTS[id],
    });

  if (x.tissue && x.granulationMedianA !== null) {
    const present = x.tissue.granulation >= r.redFriableMinGranulationPct && x.granulationMedianA >= r.redFriableMinA;
    image(
      'red_friable_tissue',
      present ? 'present' : 'absent',
      Math.round(x.granulationMedianA * 10) / 10,
      `granulation-coloured ${x.tissue.granulation} % of the bed, median redness a* ${x.granulationMedianA.toFixed(1)} (sign if ≥ ${r.redFriableMinGranulationPct} % and a* ≥ ${r.redFriableMinA}); friability needs touch`,
    );
  } else if (x.tissue) {
    image('red_friable_tissue', 'absent', null, 'no granulation-coloured tissue measured in the outline');
  } else {
    image('red_friable_tissue', 'not_assessed', null, 'no wound bed outlined');
  }

  if (x.tissue) {
    const debris = Math.round((x.tissue.slough + x.tissue.necrotic) * 10) / 10;
    image(
      'debris',
      debris >= r.debrisMinPct ? 'present' : 'absent',
      debris,
      `slough ${x.tissue.slough} % + necrotic ${x.tissue.necrotic} % = ${debris} % of the bed by colour (sign if ≥ ${r.debrisMinPct} %)`,
    );
  } else {
    image('debris', 'not_assessed', null, 'no wound bed outlined');
  }

  // Redness is hard to see on darker skin: the photo can show erythema, never rule it out.
  if (x.periwoundErythema === null) {
    image('erythema', 'not_assessed', null, 'not enough visible skin around the wound to compare');
  } else {
    const e = x.periwoundErythema;
    const d = `periwound skin is Δa* ${e >= 0 ? '+' : ''}${e.toFixed(1)} redder than skin 2–3 cm away (sign if ≥ ${r.erythemaMinDeltaA})`;
    image(
      'erythema',
      e >= r.erythemaMinDeltaA ? 'present' : 'not_assessed',
      e,
      e >= r.erythemaMinDeltaA
        ? d
        : `${d}; not seen on the photo, which cannot rule it out (redness is hard to see on darker skin) — check at the bedside`,
    );
  }

  if (x.previousAreaCm2 != null && x.previousAreaCm2 > 0 && x.areaCm2 !== null) {
    const change = ((x.areaCm2 - x.previousAreaCm2) / x.previousAreaCm2) * 100;
    image(
      'size_bigger',
      change > r.sizeIncreaseMinPct ? 'present' : 'absent',
      Math.round(change * 10) / 10,
      `area ${x.areaCm2.toFixed(2)} cm² vs previous ${x.previousAreaCm2.toFixed(2)} cm² (${change >= 0 ? '+' : ''}${change.toFixed(1)} %; sign if > +${r.sizeIncreaseMinPct} %)`,
    );
  } else {
    image(
      'size_bigger',
      'not_assessed',
      null,
      x.areaCm2 === null ? 'no calibrated area (no sticker in the photo)' : 'no previous measurement given',
    );
  }

  for (const id of CLINICIAN) {
    const state = toSignState(x.clinicianSigns?.[id]);
    signs.push({
      id,
      label: label(id),
      source: 'clinician',
      present: state === 'present',
      state,
      value: state === 'not_assessed' ? null : state === 'present',
      evidence:
        state === 'not_assessed'
          ? 'not assessed (reported by the clinician)'
          : state === 'present'
            ? 'reported present by the clinician'
            : 'reported absent by the clinician',
      lists: SIGN_LISTS[id],
    });
  }

  const states = Object.fromEntries(signs.map((s) => [s.id, s.state])) as Partial<Record<InfectionSignId, SignState>>;
  const screen = screenInfection(states);
  const superficial = screen.nerds.result === 'positive';
  const deep = screen.stonees.result === 'positive';
  return {
    diagnosis:
      screen.result === 'positive' ? 'infected' : screen.result === 'negative' ? 'not_infected' : 'indeterminate',
    signs,
    nerds_count: screen.nerds.present,
    stonees_count: screen.stonees.present,
    level: superficial && deep ? 'both' : superficial ? 'superficial' : deep ? 'deep' : 'none',
    rule: `NERDS ${screen.nerds.present}/5, STONEES ${screen.stonees.present}/7 present; ≥ ${r.threshold} of either list = positive, cannot reach ${r.threshold} = negative, else indeterminate (Woo & Sibbald 2009)`,
    screen,
  };
}

/** The sentence the wound description uses for the screen. */
export function describeInfectionScreen(a: Pick<InfectionAssessment, 'screen' | 'signs'>): string {
  const present = a.signs.filter((s) => s.state === 'present').map((s) => s.label.toLowerCase());
  const notAssessed = a.signs.filter((s) => s.state === 'not_assessed').length;
  return (
    `${a.screen.summary}` +
    (present.length ? ` Signs present: ${present.join(', ')}.` : ' No sign present.') +
    (notAssessed > 0 ? ` ${notAssessed} of ${INFECTION_SIGN_IDS.length} signs not assessed.` : '')
  );
}
