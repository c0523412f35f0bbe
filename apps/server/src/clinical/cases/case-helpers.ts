import type { ActionTag, BedsideSignStates } from '@woundcare/api-types';
import type { Expectation, PriorityLabel } from './case-types.ts';

/** Short constructors for the expectations, so a case reads as its guideline sentence. */
export const x = {
  atLeast: (label: PriorityLabel, cite: string): Expectation => ({ kind: 'priorityAtLeast', label, cite }),
  atMost: (label: PriorityLabel, cite: string): Expectation => ({ kind: 'priorityAtMost', label, cite }),
  requires: (tag: ActionTag, cite: string): Expectation => ({ kind: 'requiresAction', tag, cite }),
  forbids: (tag: ActionTag, cite: string): Expectation => ({ kind: 'forbidsAction', tag, cite }),
  patientNever: (tag: ActionTag, cite: string): Expectation => ({ kind: 'patientNeverSees', tag, cite }),
  patientSees: (tag: ActionTag, cite: string): Expectation => ({ kind: 'patientSees', tag, cite }),
  infection: (e: Omit<Extract<Expectation, { kind: 'infection' }>, 'kind' | 'cite'>, cite: string): Expectation => ({
    kind: 'infection',
    ...e,
    cite,
  }),
  sign: (id: string, state: 'present' | 'absent' | 'not_assessed', cite: string): Expectation => ({
    kind: 'sign',
    id,
    state,
    cite,
  }),
  specialist: (pattern: string, cite: string, present = true): Expectation => ({
    kind: 'specialist',
    pattern,
    present,
    cite,
  }),
  within: (atMost: number, cite: string): Expectation => ({ kind: 'reviewWithinDays', atMost, cite }),
  row: (id: string, cite: string, present = true): Expectation => ({ kind: 'adviceRow', id, present, cite }),
  says: (pattern: string, cite: string, present = true): Expectation => ({
    kind: 'adviceSays',
    pattern,
    present,
    cite,
  }),
  planSays: (pattern: string, cite: string, present = true): Expectation => ({
    kind: 'planSays',
    pattern,
    present,
    cite,
  }),
  reason: (pattern: string, cite: string): Expectation => ({ kind: 'priorityReason', pattern, cite }),
  push: (score: number | null, cite: string): Expectation => ({ kind: 'pushTissue', score, cite }),
  perfusion: (status: 'pad' | 'pad_less_likely' | 'needs_assessment', cite: string): Expectation => ({
    kind: 'perfusion',
    status,
    cite,
  }),
  sourceNot: (id: string, pattern: string, cite: string): Expectation => ({
    kind: 'adviceSourceNot',
    id,
    pattern,
    cite,
  }),
  tissue: (worst: string | null, source: 'clinician' | 'colour' | null, cite: string): Expectation => ({
    kind: 'tissueWorst',
    worst,
    source,
    cite,
  }),
};

/** Every IWGDF/IDSA item and the probe assessed absent. */
export const IWGDF_ABSENT: BedsideSignStates = {
  local_swelling_induration: 'absent',
  erythema_0_5_to_2cm: 'absent',
  erythema_over_2cm_or_deep: 'absent',
  local_tenderness_pain: 'absent',
  local_warmth: 'absent',
  purulent_discharge: 'absent',
  systemic_signs: 'absent',
  probes_to_bone: 'absent',
};

/** IWGDF/IDSA items: these present, every other item (and the probe) assessed absent. */
export function iwgdf(...present: (keyof BedsideSignStates)[]): BedsideSignStates {
  return { ...IWGDF_ABSENT, ...Object.fromEntries(present.map((k) => [k, 'present'])) };
}

/** Every NERDS/STONEES sign and the systemic item assessed absent. */
export const SCREEN_ABSENT: BedsideSignStates = {
  non_healing: 'absent',
  exudate: 'absent',
  red_friable_tissue: 'absent',
  debris: 'absent',
  smell: 'absent',
  size_bigger: 'absent',
  temperature: 'absent',
  probes_to_bone: 'absent',
  new_breakdown: 'absent',
  erythema: 'absent',
  oedema: 'absent',
  systemic_signs: 'absent',
};

/** NERDS/STONEES: these present, every other sign assessed absent. */
export function screen(...present: (keyof BedsideSignStates)[]): BedsideSignStates {
  return { ...SCREEN_ABSENT, ...Object.fromEntries(present.map((k) => [k, 'present'])) };
}

/** Three NERDS letters: local infection. */
export const NERDS_LOCAL = screen('non_healing', 'smell', 'red_friable_tissue');
/** Three STONEES letters (plus the NERDS ones): deep / surrounding infection. */
export const STONEES_DEEP = screen(
  'non_healing',
  'smell',
  'red_friable_tissue',
  'temperature',
  'new_breakdown',
  'oedema',
);
