/**
 * Sample records of the dashboard below the services tab's tool grid (docs/spec-notes.md#services-tab).
 * Sample data. Totals and shares are computed in rules.ts.
 */

/** Claims filed this quarter per wound type. */
export const claimsByWoundType: { woundType: string; claims: number }[] = [
  { woundType: 'Diabetic foot ulcers', claims: 142 },
  { woundType: 'Pressure injuries', claims: 98 },
  { woundType: 'Venous leg ulcers', claims: 76 },
  { woundType: 'Surgical wounds', claims: 54 },
  { woundType: 'Burns and grafts', claims: 21 },
];

/** In-network specialists per specialty (docs/spec-notes.md#referral-specialties). */
export const specialistNetwork: { specialty: string; specialists: number }[] = [
  { specialty: 'Wound care', specialists: 48 },
  { specialty: 'Vascular surgery', specialists: 22 },
  { specialty: 'Endocrinology', specialists: 18 },
  { specialty: 'Plastic surgery', specialists: 15 },
  { specialty: 'Infectious disease', specialists: 12 },
  { specialty: 'Hyperbaric medicine', specialists: 9 },
];

export const vision =
  'Pay for healed wounds, not for visits: measure every wound the same way, spot the costly ones early, and share the savings between payers, providers and patients.';

/**
 * Targets a sample value-based contract sets for the programme: goals the payer and the clinic
 * agree, each against the clinic's own baseline — not results of the product.
 */
export const successMetricsHeading = 'Sample contract targets (goals, not results of Woundly)';

export const successMetrics: { metric: string; target: string }[] = [
  { metric: 'Time to heal', target: '40% shorter than the clinic’s own baseline' },
  { metric: 'Documentation time', target: '60% less per visit than the clinic’s own baseline' },
  { metric: 'Wound infections', target: '40% fewer than the clinic’s own baseline' },
  { metric: 'Claims paid on first pass', target: '90% or more' },
];
