/**
 * MedOpti sample records (medication: docs/spec-notes.md#tool-records; prices: docs/spec-notes.md#medopti-figures). Sample data: not real
 * prices or contracts. Figures derived from them (savings %, projected savings, average
 * discount, formulary optimisation, stewardship rates) are computed in rules.ts, never typed here.
 */

export interface Medication {
  name: string;
  /** price of one month's supply before negotiation, USD */
  currentPrice: number;
  /** price of one month's supply after negotiation, USD */
  negotiatedPrice: number;
  category: string;
  woundType: string;
}

/** The sample prices (docs/spec-notes.md#medopti-figures): silver sulfadiazine cream 85→51, hydrocolloid 125→88, alginate 210→137. */
export const medications: Medication[] = [
  {
    name: 'Silver sulfadiazine cream 1%',
    currentPrice: 85,
    negotiatedPrice: 51,
    category: 'Topical antimicrobial',
    woundType: 'Burns, partial-thickness wounds',
  },
  {
    name: 'Hydrocolloid dressing',
    currentPrice: 125,
    negotiatedPrice: 88,
    category: 'Moisture-retentive dressing',
    woundType: 'Pressure injuries, stage I–II',
  },
  {
    name: 'Alginate dressing',
    currentPrice: 210,
    negotiatedPrice: 137,
    category: 'Absorbent dressing',
    woundType: 'Heavily exuding wounds',
  },
];

export type FormularyTier = 'Preferred' | 'Non-preferred' | 'Under review';

export interface FormularyItem {
  /** HCPCS Level II code of the supply */
  hcpcs: string;
  product: string;
  tier: FormularyTier;
  /** preferred alternative, for items not on the preferred tier */
  alternative: string | null;
}

export const formulary: FormularyItem[] = [
  { hcpcs: 'A6196', product: 'Alginate dressing, ≤ 16 sq in', tier: 'Preferred', alternative: null },
  { hcpcs: 'A6234', product: 'Hydrocolloid dressing without border, ≤ 16 sq in', tier: 'Preferred', alternative: null },
  { hcpcs: 'A6209', product: 'Foam dressing without border, ≤ 16 sq in', tier: 'Preferred', alternative: null },
  { hcpcs: 'A6242', product: 'Hydrogel dressing without border, ≤ 16 sq in', tier: 'Preferred', alternative: null },
  { hcpcs: 'A6206', product: 'Contact layer, ≤ 16 sq in', tier: 'Preferred', alternative: null },
  {
    hcpcs: 'A6021',
    product: 'Collagen dressing, ≤ 16 sq in',
    tier: 'Non-preferred',
    alternative: 'A6196 alginate for exuding wounds',
  },
  {
    hcpcs: 'A6237',
    product: 'Hydrocolloid dressing with border, ≤ 16 sq in',
    tier: 'Under review',
    alternative: 'A6234 with a secondary film',
  },
];

export interface AntibioticUse {
  name: string;
  route: 'Oral' | 'Topical';
  indication: string;
  /** courses started in the sample quarter */
  courses: number;
  /** of those, courses chosen on a wound culture result */
  cultureGuided: number;
  /** mean course length, days */
  meanDays: number;
  /** upper end of the guideline course length, days */
  guidelineDays: number;
}

export const antibiotics: AntibioticUse[] = [
  {
    name: 'Cephalexin',
    route: 'Oral',
    indication: 'Mild soft-tissue infection',
    courses: 42,
    cultureGuided: 30,
    meanDays: 9,
    guidelineDays: 14,
  },
  {
    name: 'Amoxicillin–clavulanate',
    route: 'Oral',
    indication: 'Moderate diabetic foot infection',
    courses: 28,
    cultureGuided: 24,
    meanDays: 16,
    guidelineDays: 14,
  },
  {
    name: 'Doxycycline',
    route: 'Oral',
    indication: 'Suspected MRSA, mild',
    courses: 17,
    cultureGuided: 15,
    meanDays: 10,
    guidelineDays: 14,
  },
  {
    name: 'Mupirocin 2% ointment',
    route: 'Topical',
    indication: 'Localised superficial infection',
    courses: 23,
    cultureGuided: 9,
    meanDays: 8,
    guidelineDays: 10,
  },
];

export interface Resource {
  title: string;
  kind: 'Guide' | 'Checklist' | 'Template';
  description: string;
}

export const resources: Resource[] = [
  {
    title: 'Dressing selection by exudate level',
    kind: 'Guide',
    description:
      'Matches dressing families (alginate, foam, hydrocolloid, hydrogel) to wound-bed moisture, with the HCPCS code of each.',
  },
  {
    title: 'Antibiotic time-out checklist',
    kind: 'Checklist',
    description: 'A 48–72 hour review of every course: culture result, narrowest effective agent, planned stop date.',
  },
  {
    title: 'Formulary exception request',
    kind: 'Template',
    description: 'The fields a payer asks for when a non-preferred product is clinically needed.',
  },
  {
    title: 'Supply waste audit',
    kind: 'Checklist',
    description: 'Counts opened-but-unused dressings per visit to find over-ordering.',
  },
];

/** Patient impact calculator defaults (docs/spec-notes.md#medopti-figures). */
export const CALCULATOR_DEFAULTS = { patients: 150, medicationsPerPatient: 3, months: 6 } as const;
