import type { ActionTag, Assessment, PatientPlanJson } from '@woundcare/api-types';
import { bodySiteOf } from '@woundcare/vocabulary';

/**
 * What the patient reads: the stored assessment's plan, in plain words. Each instruction follows
 * an action tag of the plan's steps and precautions (which the clinical core built from the
 * advice rows), so the patient's page says what the clinician's plan says and nothing more. The
 * red flags are the plan's own "when to seek help", already written for a patient.
 */

/** What to do at home for each action the plan takes (in this order). */
const HOME_CARE: Partial<Record<ActionTag, string>> = {
  'nonremovable-offloading':
    'Keep the cast or boot on at all times. Do not take it off yourself. Call your clinic if it rubs, gets wet or feels loose.',
  'removable-offloading':
    'Wear your offloading boot or shoe every time you stand or walk — also indoors and for short trips.',
  compression:
    'Wear your compression bandage or stockings as your nurse fitted them. Do not take them off unless your nurse told you to.',
  'pressure-redistribution':
    'Keep weight off the wound: change position often, use the cushion or mattress your clinic gave you, and keep your heels off the bed.',
  moist:
    'Keep the dressing on and change it as your nurse showed you. A covered, moist wound heals better than one left open to dry.',
  'keep-dry': 'Keep the wound and its dressing dry. Do not soak it in a bath.',
  'topical-antimicrobial':
    'Use the dressing or wash against germs that your clinic gave you, exactly as you were shown.',
  'systemic-antibiotics': 'Take your antibiotic tablets exactly as prescribed, until they are all finished.',
  debride:
    'Your clinic will clean dead tissue from the wound at your visits. Do not pick at or cut the wound yourself.',
  'vascular-referral':
    'You need to see a blood-vessel (vascular) specialist. Go to that appointment — it matters for healing.',
};

/** What not to do, for each action the plan forbids. */
const AVOID: Partial<Record<ActionTag, string>> = {
  'avoid-compression':
    'Do not wear tight bandages or compression stockings on this leg unless your specialist tells you to.',
  'avoid-moist': 'Do not put wet or greasy dressings or creams on the wound: it should stay dry.',
  'avoid-debride': 'Do not pick at or remove the dark crust over the wound. Leave it in place.',
  'avoid-nonremovable-offloading': 'Do not wear a fixed cast on this foot unless your clinic says so.',
  'avoid-systemic-antibiotics': 'You do not need antibiotic tablets for this wound now.',
};

/** The things to have at home, for each action the plan takes. */
const MATERIALS: Partial<Record<ActionTag, string>> = {
  moist: 'The dressings your clinic gave you',
  'keep-dry': 'Dry dressings or gauze',
  'topical-antimicrobial': 'The wound wash or dressing against germs from your clinic',
  compression: 'Your compression bandage or stockings',
  'nonremovable-offloading': 'Your cast or fixed boot',
  'removable-offloading': 'Your offloading boot or shoe',
  'pressure-redistribution': 'Your pressure-relief cushion or mattress',
  'systemic-antibiotics': 'Your antibiotic tablets',
};

const ALWAYS = [
  'Wash your hands before and after you touch the wound or the dressing.',
  'Clean the wound and the skin around it with the saline or wound wash from your clinic when you change the dressing.',
];
const ALWAYS_MATERIALS = ['Saline (salt water) or the wound wash from your clinic', 'Clean disposable gloves'];
const CHECK = 'Look at the wound each time you change the dressing, and note anything new for your next visit.';

function pick(table: Partial<Record<ActionTag, string>>, tags: readonly ActionTag[]): string[] {
  const present = new Set(tags);
  return (Object.keys(table) as ActionTag[]).filter((t) => present.has(t)).map((t) => table[t]!);
}

/** The tables, for the test that every action has its words. */
export const PLAIN_WORDS = { homeCare: HOME_CARE, avoid: AVOID, materials: MATERIALS } as const;

const day = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

export interface PatientPlanSource {
  assessment: Assessment;
  /** the patient's name as the team recorded it; only its first word is shown */
  patientName: string;
  bodySite: string | null;
  examDate: Date | string;
  expiresAt: Date | string;
  /** the wound's next appointment, when the record has one */
  nextAppointment?: string | null;
}

/** The first word of a recorded name ("Jane Roe" → "Jane"). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The patient's page of one stored assessment (pure: no I/O, nothing re-derived). */
export function patientPlanOf(src: PatientPlanSource): PatientPlanJson {
  const plan = src.assessment.plan;
  const tags = [...plan.steps, ...plan.materials].flatMap((s) => s.actions);
  const avoidTags = src.assessment.advice.filter((a) => a.kind === 'avoid').flatMap((a) => a.actions);
  return {
    firstName: firstNameOf(src.patientName),
    bodySite: bodySiteOf(src.bodySite)?.label ?? null,
    seeToday: src.assessment.priority.level === 'high',
    homeCare: [...ALWAYS, ...pick(HOME_CARE, tags), CHECK],
    avoid: pick(AVOID, avoidTags),
    materials: [...ALWAYS_MATERIALS, ...pick(MATERIALS, tags)],
    seekHelp: [...plan.whenToSeekHelp],
    nextAppointment: src.nextAppointment ?? null,
    examDate: day(src.examDate),
    expiresAt: new Date(src.expiresAt).toISOString(),
  };
}
