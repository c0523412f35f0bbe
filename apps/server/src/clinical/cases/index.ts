import { ARTERIAL_CASES } from './arterial.cases.ts';
import type { ClinicalCase } from './case-types.ts';
import { COLOUR_CASES } from './colour-vs-clinician.cases.ts';
import { DFU_CASES } from './dfu.cases.ts';
import { OTHER_CASES } from './other.cases.ts';
import { PRESSURE_CASES } from './pressure.cases.ts';
import { URGENCY_CASES } from './urgency.cases.ts';
import { VENOUS_CASES } from './venous.cases.ts';
import { VOCABULARY_CASES } from './vocabulary.cases.ts';

export type { CaseGiven, ClinicalCase, Expectation } from './case-types.ts';
export { buildInputs } from './build-inputs.ts';
export { checkCase } from './check-case.ts';

/** The clinical case library by group (an API-level runner can sample from it). */
export const CASE_GROUPS = {
  dfu: DFU_CASES,
  pressure: PRESSURE_CASES,
  venous: VENOUS_CASES,
  arterial: ARTERIAL_CASES,
  other: OTHER_CASES,
  colourVsClinician: COLOUR_CASES,
  vocabulary: VOCABULARY_CASES,
  urgency: URGENCY_CASES,
} as const satisfies Record<string, readonly ClinicalCase[]>;

export const ALL_CASES: readonly ClinicalCase[] = Object.values(CASE_GROUPS).flat();
