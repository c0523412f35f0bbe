import {
  INFECTION_SIGN_IDS,
  SIGN_DEFINITIONS,
  SIGN_LISTS,
  SIGN_STATES,
  type InfectionSignId,
  type SignState,
} from '@woundcare/vocabulary';
import { screenInfection } from '@woundcare/wound-vision/infection/screen-infection';
import type { BedsideSigns, InfectionScreenJson, InfectionSign, ScreenSign } from '@woundcare/api-types';

/**
 * The infection screen the server stores and shows: the photo's signs (engine) merged with the
 * bedside checklist (clinician), then read three ways by the one rule table
 * (packages/wound-vision/src/infection/screen-infection.ts; Sibbald 2006, Woo & Sibbald 2009,
 * IWGDF/IDSA 2023). A clinician's present/absent wins over the photo; a photo without a wound
 * says nothing about infection (its signs are not assessed).
 */

const isSignId = (v: string): v is InfectionSignId => (INFECTION_SIGN_IDS as readonly string[]).includes(v);
const isState = (v: unknown): v is SignState => typeof v === 'string' && (SIGN_STATES as readonly string[]).includes(v);

/** The stored checklist: an object { sign: state }, or (older rows) the list of signs reported present. */
export function readBedsideSigns(raw: unknown): BedsideSigns {
  const out: BedsideSigns = {};
  if (Array.isArray(raw)) {
    for (const id of raw) if (typeof id === 'string' && isSignId(id)) out[id] = 'present';
  } else if (raw && typeof raw === 'object') {
    for (const [id, state] of Object.entries(raw))
      if (isSignId(id) && isState(state) && state !== 'not_assessed') out[id] = state;
  }
  return out;
}

/** State of a photo sign; older results and remote servers give only `present`. */
function imageState(s: InfectionSign): SignState {
  if (s.state) return s.state;
  if (s.present) return 'present';
  // erythema not seen on a photo does not rule it out (hard to see on darker skin)
  if (s.id === 'erythema' || s.value === null) return 'not_assessed';
  return 'absent';
}

export function deriveInfectionScreen(input: {
  imageSigns: readonly InfectionSign[];
  bedside: BedsideSigns;
  woundFound: boolean;
}): InfectionScreenJson {
  const signs: ScreenSign[] = SIGN_DEFINITIONS.map((d) => {
    const fromPhoto =
      d.photo && input.woundFound ? input.imageSigns.find((s) => s.id === d.id && s.source === 'image') : undefined;
    const photoState = fromPhoto ? imageState(fromPhoto) : 'not_assessed';
    const bedside = input.bedside[d.id];
    const lists = SIGN_LISTS[d.id];
    const base = {
      id: d.id,
      label: d.label,
      note: d.note,
      lists,
      image_evidence: fromPhoto ? fromPhoto.evidence : null,
    };
    if (bedside === 'present' || bedside === 'absent') return { ...base, state: bedside, source: 'clinician' };
    return { ...base, state: photoState, source: photoState === 'not_assessed' ? 'none' : 'image' };
  });
  const screen = screenInfection(Object.fromEntries(signs.map((s) => [s.id, s.state])));
  const summary = input.woundFound
    ? screen.summary
    : `No wound found in the photo, so the photo says nothing about infection. ${screen.summary}`;
  return { ...screen, summary, signs, wound_found: input.woundFound };
}

/** The spec's diagnosis field from the screen: positive → infected, negative → not infected, else indeterminate. */
export function diagnosisOf(
  screen: Pick<InfectionScreenJson, 'result'>,
): 'infected' | 'not_infected' | 'indeterminate' {
  return screen.result === 'positive' ? 'infected' : screen.result === 'negative' ? 'not_infected' : 'indeterminate';
}

/** Readable label of a screen ("Infection screen positive — deep / surrounding"). */
export function screenLabel(screen: Pick<InfectionScreenJson, 'result' | 'level'>): string {
  if (screen.result === 'positive')
    return `Positive — ${screen.level === 'deep' ? 'deep / surrounding (STONEES)' : 'local (NERDS)'}`;
  if (screen.result === 'negative') return 'Negative';
  return 'Indeterminate — bedside assessment needed';
}
