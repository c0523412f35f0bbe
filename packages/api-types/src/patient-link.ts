import type { BodyRegion } from '@woundcare/vocabulary';
import type { Action } from './assessment.ts';
import type { PatientLocale } from './locales.ts';

/**
 * A patient's link to one assessment's treatment plan: made by a clinician, opened without
 * signing in (`/plan/<token>`), expiring, revocable, counted.
 */

/** The periods a clinician may choose for a new link, in days (the first is not the default). */
export const PATIENT_LINK_DAYS = [7, 30, 90] as const;
export type PatientLinkDays = (typeof PATIENT_LINK_DAYS)[number];
export const DEFAULT_PATIENT_LINK_DAYS: PatientLinkDays = 30;

/** A link as the plan page lists it (the token is never stored, so never listed). */
export interface PatientLinkJson {
  id: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** times the patient page was opened (served, not refused) */
  opens: number;
  lastOpenedAt: string | null;
  status: 'active' | 'expired' | 'revoked';
  /** the language the patient page opens in */
  locale: PatientLocale;
}

/** POST /api/assessments/:id/patient-links → 201: the new link with its address, shown this once. */
export interface CreatedPatientLinkJson {
  link: PatientLinkJson;
  /** the patient page's absolute address, carrying the token */
  url: string;
}

/**
 * GET /api/patient-plan/:token: what the patient reads, in plain words, from the stored
 * assessment. Only the first name and the plan: never a photo, MRN, birth date, note or id.
 */
export type PatientUrgency = 'emergency' | 'today';

/**
 * The patient page's instructions, as codes: the server chooses which ones a plan shows (from the
 * stored assessment), the web words each in the page's language. An action code means the
 * patient's side of that action of the plan.
 */
export type PatientHomeCare =
  | 'wash-hands'
  | 'clean-wound'
  | 'check-wound'
  /** sent to hospital today: on the way */
  | 'cover-wound'
  | 'bring-page'
  | Action;
export type PatientAvoid =
  | 'avoid-compression'
  | 'avoid-moist'
  | 'avoid-debride'
  | 'avoid-nonremovable-offloading'
  | 'avoid-systemic-antibiotics';
export type PatientMaterial = 'saline' | 'gloves' | Exclude<Action, 'debride' | 'vascular-referral'>;
/** The red flags of the plan's "when to seek help" (the clinical core's list, by code). */
export const SEEK_HELP_SIGNS = [
  'feeling-unwell',
  'spreading-redness',
  'pain-pus-smell',
  'wound-bigger',
  'foot-change',
  'cold-pale-limb',
] as const;
export type SeekHelpSign = (typeof SEEK_HELP_SIGNS)[number];

export interface PatientPlanJson {
  /** the language the clinician chose for the link (the page opens in it; the patient may switch) */
  locale: PatientLocale;
  firstName: string;
  /** where the wound is (null: not recorded) */
  bodySite: { region: BodyRegion; side: 'left' | 'right' | null } | null;
  /**
   * The plan's urgency, shown first: 'emergency' (the plan advises admission or immediate acute
   * care: go to the emergency department today), 'today' (the plan is urgent: call the clinic
   * today), null (routine or soon: the home care below is the plan).
   */
  urgency: PatientUrgency | null;
  /** what to do at home, one instruction each, in order */
  homeCare: PatientHomeCare[];
  /** what not to do */
  avoid: PatientAvoid[];
  materials: PatientMaterial[];
  /**
   * When to seek help: the plan's red flags. `sign` words it in the page's language; `text` is the
   * plan's own sentence (English), shown only if the plan holds a sentence without a code.
   */
  seekHelp: { sign: SeekHelpSign | null; text: string }[];
  /** the clinic that made the plan: the care team's name and its phone number for patients (null: not set) */
  clinic: { name: string; phone: string | null };
  /** the next appointment, 'YYYY-MM-DD' (null: the clinic has not set one) */
  nextAppointment: string | null;
  /** the assessment's exam date, 'YYYY-MM-DD' */
  examDate: string;
  expiresAt: string;
}
