/**
 * The care team's own referral network (contacts by specialty) and the referrals sent to them
 * from an assessment, each with its letter and its status.
 */

/** The specialties a referral contact is filed under (one fixed list: the form, the ranking and the letter read it). */
export const REFERRAL_SPECIALTIES = [
  'vascular_surgery',
  'podiatry',
  'infectious_disease',
  'plastic_surgery',
  'dermatology',
  'tissue_viability',
  'orthotics',
] as const;
export type ReferralSpecialty = (typeof REFERRAL_SPECIALTIES)[number];

export const REFERRAL_SPECIALTY_LABEL: Record<ReferralSpecialty, string> = {
  vascular_surgery: 'Vascular surgery',
  podiatry: 'Podiatry',
  infectious_disease: 'Infectious disease',
  plastic_surgery: 'Plastic surgery',
  dermatology: 'Dermatology',
  tissue_viability: 'Tissue viability',
  orthotics: 'Orthotics',
};

export const REFERRAL_URGENCIES = ['routine', 'soon', 'urgent'] as const;
export type ReferralUrgency = (typeof REFERRAL_URGENCIES)[number];
export const REFERRAL_URGENCY_LABEL: Record<ReferralUrgency, string> = {
  routine: 'Routine',
  soon: 'Soon',
  urgent: 'Urgent',
};

/** A referral's status in order: a clinician moves it forward, never back. */
export const REFERRAL_STATUSES = ['sent', 'acknowledged', 'seen'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export const REFERRAL_STATUS_LABEL: Record<ReferralStatus, string> = {
  sent: 'Sent',
  acknowledged: 'Acknowledged',
  seen: 'Seen',
};

export const REFERRAL_DELIVERIES = ['email', 'download'] as const;
export type ReferralDelivery = (typeof REFERRAL_DELIVERIES)[number];

/** One contact of the team's referral network. */
export interface ReferralContactJson {
  id: string;
  name: string;
  specialty: ReferralSpecialty;
  specialtyLabel: string;
  organisation: string;
  phone: string;
  email: string;
  address: string;
  notes: string;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/referral-contacts` (every member) → `{ contacts }`, by name. */
export interface ReferralContactListJson {
  contacts: ReferralContactJson[];
}

/** A team contact ranked for one assessment: the recommended specialist type it answers, if any. */
export interface RankedReferralContactJson extends ReferralContactJson {
  /** the assessment's specialist type this contact's specialty answers; null: not recommended for it */
  matchedSpecialistType: string | null;
}

/** One referral of an assessment, as the wound's timeline shows it. */
export interface ReferralJson {
  id: string;
  /** the assessment it was sent from (public id, e.g. analysis-3) */
  assessmentId: string;
  woundId: string;
  /** the contact as the letter named them (kept when the contact is later changed or removed) */
  contact: { id: string | null; name: string; specialty: ReferralSpecialty; organisation: string; email: string };
  reason: string;
  urgency: ReferralUrgency;
  delivery: ReferralDelivery;
  status: ReferralStatus;
  sentAt: string;
  sentBy: string;
  statusUpdatedAt: string;
  /** `GET` it for the letter as sent (PDF) */
  letterUrl: string;
}

/** `POST /api/assessments/:id/referrals` → 201 `{ referral }`; `PATCH /api/referrals/:referralId` → `{ referral }`. */
export interface ReferralResponseJson {
  referral: ReferralJson;
}

/** `GET /api/wounds/:id/referrals` → `{ referrals }`, newest first. */
export interface ReferralListJson {
  referrals: ReferralJson[];
}
