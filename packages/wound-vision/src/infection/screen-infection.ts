/**
 * The infection screen's rule table: Sibbald's NERDS and STONEES checklists, read three ways.
 *
 * Sources:
 * - Sibbald RG, Woo K, Ayello EA. Increased bacterial burden and infection: the story of NERDS
 *   and STONES. Adv Skin Wound Care 2006;19(8):447–461 (the two lists, their letters).
 * - Woo KY, Sibbald RG. A cross-sectional validation study of using NERDS and STONEES to assess
 *   bacterial burden. Ostomy Wound Manage 2009;55(8):40–48 (≥ 3 signs of a list = that level;
 *   validated on a full bedside assessment).
 * - Lipsky BA et al. IWGDF/IDSA guidelines on the diagnosis and treatment of diabetes-related
 *   foot infections, 2023 (a positive probe-to-bone test → suspect osteomyelitis).
 *
 * Each sign is present, absent or not assessed. A list is positive with ≥ 3 letters present,
 * negative when it cannot reach 3 even if every not-assessed letter were present, otherwise
 * indeterminate (bedside assessment needed). A photo alone can show at most debris, bright-red
 * granulation, periwound erythema and a size change, so an image-only screen is never negative.
 */

import { SCREEN_LETTERS, type InfectionSignId, type ListName, type SignState } from '@woundcare/vocabulary';

// the signs, their states and the letters of the two lists are shared vocabulary
export {
  INFECTION_SIGN_IDS,
  SCREEN_LETTERS,
  SIGN_DEFINITIONS,
  type InfectionSignId,
  type SignState,
} from '@woundcare/vocabulary';

/** Woo & Sibbald 2009: three or more signs of a list. */
export const SCREEN_THRESHOLD = 3;

export type ScreenResult = 'positive' | 'negative' | 'indeterminate';

export interface ListScreen {
  result: ScreenResult;
  present: number;
  absent: number;
  not_assessed: number;
  letters: number;
}

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

export const SCREEN_SOURCES = [
  'Sibbald RG, Woo K, Ayello EA. Adv Skin Wound Care 2006;19(8):447–461 (NERDS / STONEES)',
  'Woo KY, Sibbald RG. Ostomy Wound Manage 2009;55(8):40–48 (≥ 3 signs of a list)',
  'IWGDF/IDSA guidelines on diabetes-related foot infections, 2023 (probe-to-bone → osteomyelitis)',
];

/** A letter with two observations (erythema / oedema) is present if either is, absent only if both are. */
export function letterState(states: readonly SignState[]): SignState {
  if (states.some((s) => s === 'present')) return 'present';
  if (states.length > 0 && states.every((s) => s === 'absent')) return 'absent';
  return 'not_assessed';
}

function screenList(list: ListName, states: Readonly<Partial<Record<InfectionSignId, SignState>>>): ListScreen {
  const letters = SCREEN_LETTERS.filter((l) => l.list === list).map((l) =>
    letterState(l.signs.map((id) => states[id] ?? 'not_assessed')),
  );
  const present = letters.filter((s) => s === 'present').length;
  const absent = letters.filter((s) => s === 'absent').length;
  const notAssessed = letters.length - present - absent;
  const result: ScreenResult =
    present >= SCREEN_THRESHOLD ? 'positive' : present + notAssessed < SCREEN_THRESHOLD ? 'negative' : 'indeterminate';
  return { result, present, absent, not_assessed: notAssessed, letters: letters.length };
}

const RESULT_WORDS: Record<ScreenResult, string> = {
  positive: 'positive',
  negative: 'negative',
  indeterminate: 'indeterminate — bedside assessment needed',
};

/** The three-way screen from the state of each sign (a missing sign is not assessed). */
export function screenInfection(states: Readonly<Partial<Record<InfectionSignId, SignState>>>): InfectionScreen {
  const nerds = screenList('NERDS', states);
  const stonees = screenList('STONEES', states);
  const result: ScreenResult =
    nerds.result === 'positive' || stonees.result === 'positive'
      ? 'positive'
      : nerds.result === 'negative' && stonees.result === 'negative'
        ? 'negative'
        : 'indeterminate';
  const level = stonees.result === 'positive' ? 'deep' : nerds.result === 'positive' ? 'local' : null;
  const osteomyelitis = states.probes_to_bone === 'present';
  const count = (l: ListScreen, name: string) =>
    `${name} ${l.present}/${l.letters} present (${l.letters - l.not_assessed} assessed)`;
  const summary =
    `Infection screen ${RESULT_WORDS[result]}${level ? ` (${level === 'deep' ? 'deep / surrounding' : 'local'})` : ''}: ` +
    `${count(nerds, 'NERDS')}, ${count(stonees, 'STONEES')}; ≥ ${SCREEN_THRESHOLD} of either list is positive.` +
    (osteomyelitis ? ' Probes to bone: possible osteomyelitis — urgent review.' : '');
  return { result, level, nerds, stonees, osteomyelitis_flag: osteomyelitis, summary, sources: SCREEN_SOURCES };
}
