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
}

/** POST /api/threads/:id/patient-links → 201: the new link with its address, shown this once. */
export interface CreatedPatientLinkJson {
  link: PatientLinkJson;
  /** the patient page's absolute address, carrying the token */
  url: string;
}

/**
 * GET /api/patient-plan/:token: what the patient reads, in plain words, from the stored
 * assessment. Only the first name and the plan: never a photo, MRN, birth date, note or id.
 */
export interface PatientPlanJson {
  firstName: string;
  /** the wound's body site in plain words, e.g. "Heel, left" (null: not recorded) */
  bodySite: string | null;
  /** the clinic asked for this wound to be seen today */
  seeToday: boolean;
  /** what to do at home, one instruction each */
  homeCare: string[];
  /** what not to do */
  avoid: string[];
  materials: string[];
  /** when to seek help: the red flags */
  seekHelp: string[];
  /** the next appointment, 'YYYY-MM-DD' (null: the clinic has not set one) */
  nextAppointment: string | null;
  /** the assessment's exam date, 'YYYY-MM-DD' */
  examDate: string;
  expiresAt: string;
}
