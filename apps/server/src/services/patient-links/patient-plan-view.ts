import type {
  ActionTag,
  ClinicalAssessment,
  PatientAvoid,
  PatientHomeCare,
  PatientLocale,
  PatientMaterial,
  PatientPlanJson,
  PatientUrgency,
  SeekHelpSign,
} from '@woundcare/api-types';
import { bodySiteOf } from '@woundcare/vocabulary';
import { SEEK_HELP } from '../../clinical/plan.ts';

/**
 * What the patient reads: the stored assessment's plan, as instruction codes. Each instruction
 * follows an action tag of the plan's steps and precautions (which the clinical core built from
 * the advice rows), so the patient's page says what the clinician's plan says and nothing more.
 * The web words each code in the page's language (apps/web/src/features/patient-plan/plan-words.ts);
 * nothing is chosen there. The red flags are the plan's own "when to seek help", by code.
 */

/** What to do at home for each action the plan takes (in this order). */
const HOME_CARE: readonly PatientHomeCare[] = [
  'nonremovable-offloading',
  'removable-offloading',
  'compression',
  'pressure-redistribution',
  'moist',
  'keep-dry',
  'topical-antimicrobial',
  'systemic-antibiotics',
  'debride',
  'vascular-referral',
];

/** What not to do, for each action the plan forbids. */
const AVOID: readonly PatientAvoid[] = [
  'avoid-compression',
  'avoid-moist',
  'avoid-debride',
  'avoid-nonremovable-offloading',
  'avoid-systemic-antibiotics',
];

/** The things to have at home, for each action the plan takes. */
const MATERIALS: readonly PatientMaterial[] = [
  'moist',
  'keep-dry',
  'topical-antimicrobial',
  'compression',
  'nonremovable-offloading',
  'removable-offloading',
  'pressure-redistribution',
  'systemic-antibiotics',
];

/**
 * Instructions that only hold for care at home and at clinic visits. When the plan sends the
 * patient to hospital today they would contradict it ("tablets", "at your visits"), so the page
 * leaves them out and says what to do on the way instead.
 */
const OUTPATIENT_ONLY: readonly ActionTag[] = ['systemic-antibiotics', 'debride'];
const ON_THE_WAY: readonly PatientHomeCare[] = ['cover-wound', 'bring-page'];

const ALWAYS: readonly PatientHomeCare[] = ['wash-hands', 'clean-wound'];
const ALWAYS_MATERIALS: readonly PatientMaterial[] = ['saline', 'gloves'];
const CHECK: PatientHomeCare = 'check-wound';

/** The codes of `table` the plan's tags hold, in the table's order. */
function pick<T extends string>(table: readonly T[], tags: readonly ActionTag[]): T[] {
  const present = new Set<string>(tags);
  return table.filter((t) => present.has(t));
}

/** The instruction codes each list can hold, for the test that every action has its instruction. */
export const PATIENT_CODES = { homeCare: HOME_CARE, avoid: AVOID, materials: MATERIALS } as const;

const SIGN_OF_SENTENCE = new Map(
  (Object.entries(SEEK_HELP) as [SeekHelpSign, string][]).map(([sign, text]) => [text, sign]),
);

const day = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

export interface PatientPlanSource {
  clinical: ClinicalAssessment;
  /** the patient's name as the team recorded it; only its first word is shown */
  patientName: string;
  bodySite: string | null;
  examDate: Date | string;
  expiresAt: Date | string;
  /** the wound's next appointment, when the record has one */
  nextAppointment?: string | null;
  /** the language the link was made in */
  locale: PatientLocale;
  /** the care team's name and its phone number for patients */
  clinic: { name: string; phone: string | null };
}

/** The first word of a recorded name ("Jane Roe" → "Jane"). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * The plan's urgency in the patient's terms: an emergency priority (admission or immediate acute
 * referral advised) sends the patient to the emergency department today; any other high priority
 * (an urgent referral or review) asks them to call the clinic today.
 */
export function patientUrgencyOf(clinical: ClinicalAssessment): PatientUrgency | null {
  if (clinical.priority.label === 'Emergency') return 'emergency';
  if (clinical.priority.level === 'high') return 'today';
  return null;
}

/** The patient's page of one stored assessment (pure: no I/O, nothing re-derived). */
export function patientPlanOf(src: PatientPlanSource): PatientPlanJson {
  const plan = src.clinical.plan;
  const urgency = patientUrgencyOf(src.clinical);
  const planned = [...plan.steps, ...plan.materials].flatMap((s) => s.actions);
  const tags = urgency === 'emergency' ? planned.filter((t) => !OUTPATIENT_ONLY.includes(t)) : planned;
  const avoidTags = src.clinical.advice.filter((a) => a.kind === 'avoid').flatMap((a) => a.actions);
  const site = bodySiteOf(src.bodySite);
  return {
    locale: src.locale,
    firstName: firstNameOf(src.patientName),
    bodySite: site ? { region: site.regionCode, side: site.laterality } : null,
    urgency,
    homeCare: urgency === 'emergency' ? [...ON_THE_WAY] : [...ALWAYS, ...pick(HOME_CARE, tags), CHECK],
    avoid: pick(AVOID, avoidTags),
    materials: urgency === 'emergency' ? [] : [...ALWAYS_MATERIALS, ...pick(MATERIALS, tags)],
    // a sentence without a code (none today: the clinical core writes them from SEEK_HELP) is kept
    // as written rather than dropped: a red flag is never left out
    seekHelp: plan.whenToSeekHelp.map((text) => ({ sign: SIGN_OF_SENTENCE.get(text) ?? null, text })),
    clinic: src.clinic,
    nextAppointment: src.nextAppointment ?? null,
    examDate: day(src.examDate),
    expiresAt: new Date(src.expiresAt).toISOString(),
  };
}
