/** The consultant directory (a consultant: docs/spec-notes.md#analysis-result). */

import type { RankedReferralContactJson } from './referrals.ts';

export const CONSULTANT_AVAILABILITIES = ['available', 'busy', 'offline'] as const;
export type ConsultantAvailability = (typeof CONSULTANT_AVAILABILITIES)[number];

export const CONSULTATION_TYPES = ['video', 'chat', 'phone'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

/** One consultant as `GET /api/consultants`, `GET /api/assessments/:id/consultants` and `GET /doctor_contact/:state` send it. */
export interface ConsultantJson {
  id: string;
  name: string;
  specialization: string;
  phone: string;
  email: string;
  address: string;
  state: string;
  rating: number;
  availability: ConsultantAvailability;
  consultationTypes: ConsultationType[];
}

/** `GET /api/consultants` */
export interface ConsultantListJson {
  consultants: ConsultantJson[];
  state: string;
}

/** `GET /api/assessments/:id/consultants`: the directory ranked for the analysis's specialist types. */
export interface AssessmentConsultantsJson extends ConsultantListJson {
  /** the server's specialist types for this analysis (docs/spec-notes.md#tab-contents, Consultant Services) */
  specialistTypes: string[];
  /** the team's own referral contacts: those answering a recommended specialist type first, in its order, then the rest */
  teamContacts: RankedReferralContactJson[];
  /** false when the team switched the sample directory off (`consultants` is then empty) */
  sampleDirectory: boolean;
}
