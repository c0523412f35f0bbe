/** What caused the wound: the codes the record stores, their labels, and the SNOMED CT findings FHIR exports. */

export const ETIOLOGIES = [
  'diabetic_foot_ulcer',
  'venous_leg_ulcer',
  'arterial_ulcer',
  'pressure_injury',
  'surgical',
  'trauma',
  'burn',
  'other',
  'unknown',
] as const;
export type Etiology = (typeof ETIOLOGIES)[number];

export const ETIOLOGY_LABELS: Record<Etiology, string> = {
  diabetic_foot_ulcer: 'Diabetic foot ulcer',
  venous_leg_ulcer: 'Venous leg ulcer',
  arterial_ulcer: 'Arterial ulcer',
  pressure_injury: 'Pressure injury',
  surgical: 'Surgical wound',
  trauma: 'Traumatic wound',
  burn: 'Burn',
  other: 'Other',
  unknown: 'Not recorded',
};

/**
 * SNOMED CT clinical-finding codes for the etiologies where one concept names it; the others
 * are exported with the product's own code only (never a guessed SNOMED code).
 */
export const ETIOLOGY_SNOMED: Partial<Record<Etiology, { code: string; display: string }>> = {
  diabetic_foot_ulcer: { code: '371087003', display: 'Ulcer of foot due to diabetes mellitus' },
  pressure_injury: { code: '399912005', display: 'Pressure ulcer' },
  burn: { code: '125666000', display: 'Burn' },
};
