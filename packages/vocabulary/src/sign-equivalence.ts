/**
 * One bedside finding, one record: the same finding named by two instruments counts for both.
 *
 * The bedside checklist holds two vocabularies: Sibbald's NERDS/STONEES letters (Sibbald RG, Woo K,
 * Ayello EA. Adv Skin Wound Care 2006;19(8):447–461; Woo KY, Sibbald RG. Ostomy Wound Manage
 * 2009;55(8):40–48) and the IWGDF/IDSA 2023 diabetic-foot items (Senneville É et al., Clin Infect
 * Dis 2023; classification after Lipsky: infected with ≥ 2 of local swelling or induration,
 * erythema > 0.5 cm, local tenderness or pain, local warmth, purulent discharge). A clinician who
 * records "increased temperature: present" on the STONEES list has recorded local warmth; the
 * diabetic-foot grade must read it (and the other way round). This table says which keys name
 * the same finding and how far a state carries:
 *
 * - `same`: the keys name one finding; present and absent both carry.
 *   STONEES increased temperature = IWGDF local warmth; STONEES oedema ≈ IWGDF local swelling or
 *   induration.
 * - `implies`: a present `from` makes `to` present; absence does not carry back (the `to` item is
 *   wider or has another extent). STONEES erythema on this checklist is "periwound erythema
 *   (≥ 2 cm)", measured at the bedside, so it is IWGDF erythema > 2 cm; IWGDF "erythema > 2 cm or
 *   deeper tissue" is not STONEES erythema (it may be the deeper tissue). IWGDF erythema
 *   0.5–2 cm is not ≥ 2 cm and feeds no STONEES letter.
 * - probe to bone is one key already (`probes_to_bone`) in both instruments.
 * - IWGDF purulent discharge and local tenderness or pain have no NERDS/STONEES letter: they stay
 *   IWGDF items (recorded once, read by the diabetic-foot grade only).
 *
 * Photo readings never enter here: a colour share or photo redness is a hint, not a bedside
 * finding (see the clinical core). Dependency-free, like the rest of this package.
 */

import type { Etiology } from './etiologies.ts';
import { INFECTION_SIGN_IDS, type InfectionSignId, type SignState } from './infection-signs.ts';

/** The IWGDF/IDSA 2023 bedside items (the same ids as api-types IWGDF_SIGN_IDS). */
export const IWGDF_ITEM_IDS = [
  'local_swelling_induration',
  'erythema_0_5_to_2cm',
  'erythema_over_2cm_or_deep',
  'local_tenderness_pain',
  'local_warmth',
  'purulent_discharge',
  'systemic_signs',
] as const;
export type IwgdfItemId = (typeof IWGDF_ITEM_IDS)[number];

/** Every key the bedside checklist can hold. */
export type SignKey = InfectionSignId | IwgdfItemId;
export type SignKeyStates = Partial<Record<SignKey, SignState>>;

export interface SignEquivalence {
  /** the finding in plain words */
  finding: string;
  relation: 'same' | 'implies';
  from: SignKey;
  to: SignKey;
  /** why the two keys are one finding (or one implies the other) */
  note: string;
}

export const SIGN_EQUIVALENCES: readonly SignEquivalence[] = [
  {
    finding: 'Local warmth',
    relation: 'same',
    from: 'temperature',
    to: 'local_warmth',
    note: 'STONEES "increased temperature" (periwound, against the mirror site) is the IWGDF/IDSA "local warmth".',
  },
  {
    finding: 'Local swelling (oedema) or induration',
    relation: 'same',
    from: 'oedema',
    to: 'local_swelling_induration',
    note: 'STONEES "oedema" is the IWGDF/IDSA "local swelling or induration".',
  },
  {
    finding: 'Periwound erythema of at least 2 cm (measured at the bedside)',
    relation: 'implies',
    from: 'erythema',
    to: 'erythema_over_2cm_or_deep',
    note: 'This checklist\'s STONEES erythema is "≥ 2 cm": it is IWGDF/IDSA erythema > 2 cm (moderate infection when the foot is infected).',
  },
];

/** Where a unified state came from: the key itself, or the equivalent key that carried it. */
export interface UnifiedSign {
  state: SignState;
  /** null: recorded under this key (or not at all); otherwise the key it was read from */
  via: SignKey | null;
}

const stateOf = (s: SignKeyStates, k: SignKey): SignState => s[k] ?? 'not_assessed';

/**
 * Every key's state once equivalent findings are merged: a present finding under either key is
 * present under both (present wins a conflict — the safe reading of two records of one finding);
 * an absent one carries only over a `same` equivalence, and only to a key not recorded itself.
 * "Not assessed" never becomes "absent".
 */
export function unifySignStates(recorded: SignKeyStates): Record<SignKey, UnifiedSign> {
  const keys: SignKey[] = [...INFECTION_SIGN_IDS, ...IWGDF_ITEM_IDS];
  const out = Object.fromEntries(keys.map((k) => [k, { state: stateOf(recorded, k), via: null }])) as Record<
    SignKey,
    UnifiedSign
  >;
  for (const e of SIGN_EQUIVALENCES) {
    const pairs: [SignKey, SignKey][] =
      e.relation === 'same'
        ? [
            [e.from, e.to],
            [e.to, e.from],
          ]
        : [[e.from, e.to]];
    for (const [a, b] of pairs) {
      const sa = stateOf(recorded, a);
      const target = out[b];
      if (sa === 'present' && target.state !== 'present') out[b] = { state: 'present', via: a };
      else if (sa === 'absent' && e.relation === 'same' && target.state === 'not_assessed')
        out[b] = { state: 'absent', via: a };
    }
  }
  return out;
}

/** The keys naming the same finding as `key` (either direction), for refusing double entry or showing "recorded as". */
export function equivalentKeys(key: SignKey): SignKey[] {
  return SIGN_EQUIVALENCES.flatMap((e) => (e.from === key ? [e.to] : e.to === key ? [e.from] : []));
}

export type SignInstrument = 'IWGDF/IDSA' | 'NERDS/STONEES';

export interface InstrumentSignKeys {
  instrument: SignInstrument;
  /** the instrument's own keys */
  native: readonly SignKey[];
  /** keys of the other checklist that feed one of the native keys through the table */
  aliases: readonly SignKey[];
}

const NERDS_STONEES_KEYS: readonly SignKey[] = [...INFECTION_SIGN_IDS, 'systemic_signs'];
const IWGDF_KEYS: readonly SignKey[] = [...IWGDF_ITEM_IDS, 'probes_to_bone'];

function aliasesOf(native: readonly SignKey[]): SignKey[] {
  const own = new Set(native);
  const out = new Set<SignKey>();
  for (const e of SIGN_EQUIVALENCES) {
    if (own.has(e.to) && !own.has(e.from)) out.add(e.from);
    if (e.relation === 'same' && own.has(e.from) && !own.has(e.to)) out.add(e.to);
  }
  return [...out];
}

/**
 * The sign keys the etiology's instrument reads: the diabetic foot is graded with IWGDF/IDSA 2023
 * (NERDS/STONEES is not the instrument there); every other wound is screened with NERDS/STONEES
 * (plus the systemic-signs item, IWII 2022). `aliases` are the other checklist's keys that name
 * the same finding and so are read too. A key in neither list is not read for this etiology: the
 * API can refuse it rather than store a finding nothing reads.
 */
export function signKeysFor(etiology: Etiology): InstrumentSignKeys {
  if (etiology === 'diabetic_foot_ulcer')
    return { instrument: 'IWGDF/IDSA', native: IWGDF_KEYS, aliases: aliasesOf(IWGDF_KEYS) };
  return { instrument: 'NERDS/STONEES', native: NERDS_STONEES_KEYS, aliases: aliasesOf(NERDS_STONEES_KEYS) };
}

/** Whether a recorded key is read for this etiology (its instrument's own key, or an equivalent of one). */
export function acceptsSignKey(etiology: Etiology, key: string): boolean {
  const k = signKeysFor(etiology);
  return (k.native as readonly string[]).includes(key) || (k.aliases as readonly string[]).includes(key);
}
